import PushMatrixEngine
import PushMatrixModel

/// Every label and cell phrase the views show, with its text in each ``Language``, as one table.
///
/// The Chinese texts use the source documents' own terms: 前台/后台/杀死, 点击 and 弹框 from
/// 通知那些事儿(六), 前臺/後臺/關閉狀態, 點擊 and 彈框 from
/// 【iOS】測試下遠程推送接收通知的那些方法的調用順序. Callback and axis identifiers are never
/// translated. `{1}`, `{2}`, … in a text stand for the arguments of ``text(_:_:)``.
package enum Phrase: CaseIterable, Sendable {
  case banner
  case noBanner
  case bannerNotKept
  case inNotificationCenter
  case notInNotificationCenter
  case arrival
  case tap
  case nothingCalled
  case nothing
  case agrees
  case overruled
  case unexplained
  case cornerState
  case cornerCallbacks
  case titleByCallbacks
  case titleByOS
  case titleByPayload
  case titleLong
  case introByCallbacks
  case introByOS
  case introByPayload
  case introLong
  case legend
  case notes
  case filter
  case filterOS
  case any
  case includeSupersets
  case contents
  case backToReference
  case kindRule
  case kindQuirk
  case kindNote
  case kindContradiction
  case basisObserved
  case basisDocumented
  case basisReported
  case basisInferred
  case sources
  case resolution
  case legendBanner
  case legendArrival
  case legendTap
  case legendNothing
  case legendAgrees
  case legendOverruled
  case legendFootnote
  case legendExtrapolated
  case legendRange
  case legendStates
  case legendCallbacks
  case legendObservations
  case yes
  case no
  case notificationCenter
  case extensionRuns
  case launchPayloadIn
  case launchPayloadNone
  case basis
  case titleConditions
  case introConditions
  case conditionDefault
  case conditionFrom
  case changedCells
  case changeLocation
  case decidedBy
  case sameOutcome
  case legendConditions
  case legendChange
  case legendNoCall
  case legendChangeRange
  case legendDecidedBy
  case foldedRows
  case columnNotes
  case foldedTable
  case questionRelease
  case questionValue
  case questionImplements
  case either
  case titleFlowchart
  case introFlowchart
  case legendQuestion
  case legendAnswer
  case legendQuirk
  case releaseOnly
  case releasesBefore
  case releasesFrom
  case quirkReleases
  case pageParts
  case titleServiceExtension
  case introServiceExtension
  case extensionHeld
  case extensionContrast
  case extensionCaption
  case legendExtensionAnswer
  case legendExtensionLines

  /// The texts in English, Simplified Chinese and Traditional Chinese.
  private var texts: (en: String, zhHans: String, zhHant: String) {
    switch self {
    case .banner: ("banner", "弹框", "彈框")
    case .noBanner: ("no banner", "不弹框", "不彈框")
    case .bannerNotKept: ("banner, not kept", "弹框,不留在通知中心", "彈框,不留在通知中心")
    case .inNotificationCenter: ("in Notification Center", "留在通知中心", "留在通知中心")
    case .notInNotificationCenter: ("not in Notification Center", "不留在通知中心", "不留在通知中心")
    case .arrival: ("arrival", "到达", "到達")
    case .tap: ("tap", "点击", "點擊")
    case .nothingCalled: ("nothing called", "不调用", "不調用")
    case .nothing: ("nothing", "无", "無")
    case .agrees: ("agrees", "一致", "一致")
    case .overruled: ("overruled", "被推翻", "被推翻")
    case .unexplained: ("unexplained", "无解释", "無解釋")
    case .cornerState: ("app state", "App 状态", "App 狀態")
    case .cornerCallbacks: ("callbacks", "实现的方法", "實現的方法")
    case .titleByCallbacks:
      ("Callbacks by implemented set", "按实现的方法分表", "按實現的方法分表")
    case .titleByOS:
      ("Callbacks by iOS version and payload", "按 iOS 版本与推送类型分表", "按 iOS 版本與推送類型分表")
    case .titleByPayload:
      ("Callbacks by payload across iOS epochs", "按推送类型与 iOS 时期分表", "按推送類型與 iOS 時期分表")
    case .titleLong: ("Every scenario", "全部场景", "全部場景")
    case .introByCallbacks:
      (
        "One table per set of implemented callbacks (and what willPresent passes), in the layout "
          + "of the test tables of {1}: rows are iOS versions, columns are app states.",
        "每组实现的方法(及 willPresent 的参数)一张表,沿用《{1}》测试表的格式:行为 iOS 版本,列为 App 状态。",
        "每組實現的方法(及 willPresent 的參數)一張表,沿用《{1}》測試表的格式:行為 iOS 版本,列為 App 狀態。"
      )
    case .introByOS:
      (
        "One table per iOS version and payload, in the layout of {1}: rows are sets of implemented "
          + "callbacks, columns are app states. Consecutive versions with identical tables share "
          + "one table.",
        "每个 iOS 版本与推送类型一张表,沿用《{1}》的格式:行为实现的方法组合,列为 App 状态。表格完全相同的连续版本合为一张表。",
        "每個 iOS 版本與推送類型一張表,沿用《{1}》的格式:行為實現的方法組合,列為 App 狀態。表格完全相同的連續版本合為一張表。"
      )
    case .introByPayload:
      (
        "One table per payload and set of implemented callbacks, in the layout of {1}: rows are "
          + "app states, columns are iOS epochs, cut wherever anything a cell of the table shows "
          + "changes.",
        "每种推送类型与方法组合一张表,沿用《{1}》的格式:行为 App 状态,列为 iOS 时期,在本表任一单元格内容发生变化处分段。",
        "每種推送類型與方法組合一張表,沿用《{1}》的格式:行為 App 狀態,列為 iOS 時期,在本表任一單元格內容發生變化處分段。"
      )
    case .introLong:
      (
        "One row per scenario, exactly as pushmatrix export prints it.",
        "每个场景一行,与 pushmatrix export 的输出完全相同。",
        "每個場景一行,與 pushmatrix export 的輸出完全相同。"
      )
    case .legend: ("Legend", "图例", "圖例")
    case .notes: ("Notes", "注释", "註釋")
    case .filter: ("Filter", "筛选", "篩選")
    case .filterOS: ("iOS version", "iOS 版本", "iOS 版本")
    case .any: ("any", "全部", "全部")
    case .includeSupersets: ("include supersets", "也显示其超集", "也顯示其超集")
    case .contents: ("Contents", "目录", "目錄")
    case .backToReference: ("Back to the reference", "返回引用处", "返回引用處")
    case .kindRule: ("rule", "规则", "規則")
    case .kindQuirk: ("quirk", "系统缺陷", "系統缺陷")
    case .kindNote: ("note", "说明", "說明")
    case .kindContradiction: ("contradiction", "矛盾", "矛盾")
    case .basisObserved: ("device test", "真机测试", "真機測試")
    case .basisDocumented: ("Apple documentation", "苹果文档", "蘋果文檔")
    case .basisReported: ("reported by others", "第三方报告", "第三方報告")
    case .basisInferred: ("inferred", "推断", "推斷")
    case .sources: ("Sources", "来源", "來源")
    case .resolution: ("Resolution", "裁决", "裁決")
    case .legendBanner:
      (
        "banner / no banner: whether the system shows the notification when it arrives.",
        "弹框 / 不弹框:通知到达时系统是否弹出通知。",
        "彈框 / 不彈框:通知到達時系統是否彈出通知。"
      )
    case .legendArrival:
      (
        "arrival → …: the callbacks called on arrival, in order, before the user does anything.",
        "到达 → …:通知到达时(用户未操作)依次调用的方法。",
        "到達 → …:通知到達時(用戶未操作)依次調用的方法。"
      )
    case .legendTap:
      (
        "tap → …: the callbacks called when the user then taps the notification; launch comes "
          + "first when the tap launches the app.",
        "点击 → …:用户点击通知后依次调用的方法;点击启动 App 时先调用 launch。",
        "點擊 → …:用戶點擊通知後依次調用的方法;點擊啟動 App 時先調用 launch。"
      )
    case .legendNothing:
      (
        "nothing called: no callback runs and nothing is shown.",
        "不调用:不弹框,也没有方法被调用。",
        "不調用:不彈框,也沒有方法被調用。"
      )
    case .legendAgrees:
      (
        "✓ ID: a document's observation of this very cell; the engine agrees with it.",
        "✓ 编号:文档对此格的观察,与引擎一致。",
        "✓ 編號:文檔對此格的觀察,與引擎一致。"
      )
    case .legendOverruled:
      (
        "✗ ID overruled [C…]: a document's observation the engine overrules, what the document "
          + "says, and the contradiction note that explains why.",
        "✗ 编号 被推翻 [C…]:被引擎推翻的文档观察、文档的说法,以及解释原因的矛盾注释。",
        "✗ 編號 被推翻 [C…]:被引擎推翻的文檔觀察、文檔的說法,以及解釋原因的矛盾註釋。"
      )
    case .legendFootnote:
      (
        "[name]: a note below, keyed by a stable name: a rule behind the cell that no device "
          + "test backs, a quirk, a remark, or a contradiction.",
        "[标识]:见下方注释,以固定标识索引:此格所依据、无真机测试支持的规则,系统缺陷、说明或矛盾。",
        "[標識]:見下方註釋,以固定標識索引:此格所依據、無真機測試支持的規則,系統缺陷、說明或矛盾。"
      )
    case .legendExtrapolated:
      (
        "An answer without a rule note rests on rules the documents' device tests back. Those "
          + "tests ran on {1} only: on any other release the answer is extrapolated from them "
          + "(pushmatrix explain gives each answer's basis on its release).",
        "无规则注释的结果所依据的规则有文档的真机测试支持;这些测试仅在 {1} 上进行,其余版本的结果由此外推"
          + "(pushmatrix explain 给出每个结果在其版本上的依据)。",
        "無規則註釋的結果所依據的規則有文檔的真機測試支持;這些測試僅在 {1} 上進行,其餘版本的結果由此外推"
          + "(pushmatrix explain 給出每個結果在其版本上的依據)。"
      )
    case .legendRange:
      (
        "10.1–12.3.1: consecutive iOS versions whose cells are identical, collapsed into one; "
          + "render with --expand to list each version.",
        "10.1–12.3.1:单元格完全相同的连续 iOS 版本合并显示;加 --expand 可逐个列出。",
        "10.1–12.3.1:單元格完全相同的連續 iOS 版本合併顯示;加 --expand 可逐個列出。"
      )
    case .legendStates: ("App states", "App 状态", "App 狀態")
    case .legendCallbacks:
      ("Callbacks, with the documents' numbering", "方法(附各文档的编号)", "方法(附各文檔的編號)")
    case .legendObservations: ("Observation IDs", "观察编号", "觀察編號")
    case .yes: ("yes", "是", "是")
    case .no: ("no", "否", "否")
    case .notificationCenter: ("Notification Center", "通知中心", "通知中心")
    case .extensionRuns:
      ("service extension runs first", "先运行通知服务扩展", "先執行通知服務擴充")
    case .launchPayloadIn: ("at launch in {1}", "启动时在 {1}", "啟動時在 {1}")
    case .launchPayloadNone:
      ("no notification at launch", "启动参数中无通知", "啟動參數中無通知")
    case .basis: ("basis", "依据", "依據")
    case .titleConditions:
      ("What changes under each condition", "各条件下的变化", "各條件下的變化")
    case .introConditions:
      (
        "The documents tested every app under the same conditions: {1}. For each other value of "
          + "one condition, the others kept at these defaults, this page lists the cells that "
          + "differ from the cell of the same iOS version, app state, callbacks, payload, "
          + "presentation and background mode under the defaults: a section per value, a table "
          + "per way the cells change, and a row per run of consecutive iOS versions that change "
          + "alike, with the rules that decide the new cell. A service extension needs two conditions "
          + "at once, mutable-content and the extension itself, so no section here shows it running: "
          + "the service-extension page does.",
        "各文档的测试都在同一组条件下进行:{1}。对某一条件的其他每个取值(其余条件保持上述默认),本页列出与默认条件下"
          + "同一 iOS 版本、App 状态、实现的方法、推送类型、willPresent 参数和后台模式的单元格不同的单元格:每个取值一节,"
          + "每种变化一张表,变化相同的连续 iOS 版本合为一行,并注明决定新结果的规则。"
          + "通知服务扩展需要同时满足两个条件(mutable-content 与通知服务扩展本身),因此本页没有一节显示它运行;"
          + "见 service-extension 页。",
        "各文檔的測試都在同一組條件下進行:{1}。對某一條件的其他每個取值(其餘條件保持上述預設),本頁列出與預設條件下"
          + "同一 iOS 版本、App 狀態、實現的方法、推送類型、willPresent 參數和後臺模式的單元格不同的單元格:每個取值一節,"
          + "每種變化一張表,變化相同的連續 iOS 版本合為一行,並註明決定新結果的規則。"
          + "通知服務擴充需要同時滿足兩個條件(mutable-content 與通知服務擴充本身),因此本頁沒有一節顯示它執行;"
          + "見 service-extension 頁。"
      )
    case .conditionDefault: ("default", "默认", "預設")
    case .conditionFrom: ("from iOS {1}", "iOS {1} 起", "iOS {1} 起")
    case .changedCells: ("cells: {1}", "单元格:{1}", "單元格:{1}")
    case .changeLocation: ("where: {1}", "范围:{1}", "範圍:{1}")
    case .decidedBy: ("decided by", "决定规则", "決定規則")
    case .sameOutcome:
      (
        "the same outcome, decided or remarked on otherwise", "结果相同,但决定规则或注释不同",
        "結果相同,但決定規則或註釋不同"
      )
    case .legendConditions: ("Conditions", "条件", "條件")
    case .legendChange:
      (
        "column: A → B: a column of the cell that differs, with its value under the default "
          + "conditions, then under the section's condition; a table lists every cell that "
          + "changes in just this way.",
        "列: A → B:单元格中不同的列,先为默认条件下的值,后为本节条件下的值;每张表列出恰以此方式变化的全部单元格。",
        "列: A → B:單元格中不同的列,先為預設條件下的值,後為本節條件下的值;每張表列出恰以此方式變化的全部單元格。"
      )
    case .legendNoCall:
      (
        "-: no callback is called; n/a: nothing was shown or kept, so there is nothing to answer.",
        "-:不调用任何方法;n/a:通知未显示也未保留,无从响应。",
        "-:不調用任何方法;n/a:通知未顯示也未保留,無從響應。"
      )
    case .legendChangeRange:
      (
        "10.1–12.3.1: consecutive iOS versions on which the cell changes in the same way under "
          + "the same rules, collapsed into one row; render with --expand to list each version.",
        "10.1–12.3.1:单元格变化相同、决定规则也相同的连续 iOS 版本合为一行;加 --expand 可逐个列出。",
        "10.1–12.3.1:單元格變化相同、決定規則也相同的連續 iOS 版本合為一行;加 --expand 可逐個列出。"
      )
    case .legendDecidedBy:
      (
        "basis [name]: a rule or quirk that decides the new cell and not the default one, after "
          + "the basis it declares; note [name]: a note the new cell has and the default one has "
          + "not; every rule and note of the new cell where the condition brings none. Each is "
          + "explained below.",
        "依据 [标识]:决定新结果而不决定默认结果的规则或系统缺陷,前为其声明的依据;说明 [标识]:新结果有而默认结果没有的注释;"
          + "条件未带来任何规则或注释时,列出新结果的全部规则与注释。均见下方注释。",
        "依據 [標識]:決定新結果而不決定預設結果的規則或系統缺陷,前為其聲明的依據;說明 [標識]:新結果有而預設結果沒有的註釋;"
          + "條件未帶來任何規則或註釋時,列出新結果的全部規則與註釋。均見下方註釋。"
      )
    case .foldedRows:
      (
        "Not called on iOS {1}: {2}. A set that implements them is shown in the row of the "
          + "callbacks it does call.",
        "iOS {1} 不调用 {2}:实现了这些方法的组合,显示在它实际会被调用的方法所在的行。",
        "iOS {1} 不調用 {2}:實現了這些方法的組合,顯示在它實際會被調用的方法所在的行。"
      )
    case .columnNotes: ("Every {1} cell:", "每个「{1}」单元格:", "每個「{1}」儲存格:")
    case .questionRelease: ("iOS ≥ {1}?", "iOS 版本 ≥ {1}?", "iOS 版本 ≥ {1}?")
    case .questionValue: ("{1} = {2}?", "{1} 为 {2}?", "{1} 為 {2}?")
    case .questionImplements: ("implements {1}?", "实现了 {1}?", "實現了 {1}?")
    case .either: ("banner / no banner", "弹框 / 不弹框", "彈框 / 不彈框")
    case .titleFlowchart:
      ("Arrival decisions by app state", "按 App 状态的到达决策流程图", "按 App 狀態的到達決策流程圖")
    case .introFlowchart:
      (
        "For each app state, the questions the routing engine asks when a remote notification "
          + "arrives, and the arrival rule each path of answers leads to, with what it shows and "
          + "calls. Each chart is grown from the engine's answers for every scenario of its state "
          + "on one release per epoch of the rules ({1} releases from {2} to {3}), not drawn by "
          + "hand: each branch asks what best tells apart the rules below it. The notes give each "
          + "rule's sources.",
        "每种 App 状态一张图:远程推送到达时路由引擎要判断的问题,每条回答路径通向的到达规则,以及该规则是否弹框、"
          + "调用哪些方法。图由引擎对该状态全部场景的结果生成(每个规则时期取一个版本,{2} 至 {3} 共 {1} 个版本),而非手绘:"
          + "每个分支先问最能区分其下规则的问题。注释列出各规则的来源。",
        "每種 App 狀態一張圖:遠程推送到達時路由引擎要判斷的問題,每條回答路徑通向的到達規則,以及該規則是否彈框、"
          + "調用哪些方法。圖由引擎對該狀態全部場景的結果生成(每個規則時期取一個版本,{2} 至 {3} 共 {1} 個版本),而非手繪:"
          + "每個分支先問最能區分其下規則的問題。註釋列出各規則的來源。"
      )
    case .legendQuestion:
      (
        "iOS ≥ 10.0?, payload = alert?, implements willPresent?: a question about the "
          + "scenario, answered yes or no along the arrows; = asks for exactly that value.",
        "iOS 版本 ≥ 10.0?、payload 为 alert?、实现了 willPresent?:对场景的提问,沿箭头回答是或否;“为”指恰为该值。",
        "iOS 版本 ≥ 10.0?、payload 為 alert?、實現了 willPresent?:對場景的提問,沿箭頭回答是或否;“為”指恰為該值。"
      )
    case .legendAnswer:
      (
        "A box where the arrows end names the arrival rule that decides, then whether a banner "
          + "shows and the callbacks called on arrival; a / b means either, depending on what the "
          + "chart does not ask, such as which receiver the app implements.",
        "箭头终点的方框给出决定结果的到达规则,以及是否弹框、到达时调用的方法;a / b 表示二者之一,"
          + "取决于图中未问及的条件,例如 App 实现了哪个接收方法。",
        "箭頭終點的方框給出決定結果的到達規則,以及是否彈框、到達時調用的方法;a / b 表示二者之一,"
          + "取決於圖中未問及的條件,例如 App 實現了哪個接收方法。"
      )
    case .legendQuirk:
      (
        "quirk: a deviation on some releases that changes what the rule decides; its note says "
          + "where.",
        "系统缺陷:在部分版本上改变规则结果的偏差;其注释说明适用的版本。",
        "系統缺陷:在部分版本上改變規則結果的偏差;其註釋說明適用的版本。"
      )
    case .releaseOnly: ("iOS {1} only", "仅 iOS {1}", "僅 iOS {1}")
    case .releasesBefore:
      ("iOS {1} up to, not including, {2}", "iOS {1} 起至 {2} 之前", "iOS {1} 起至 {2} 之前")
    case .releasesFrom: ("iOS {1} and later", "iOS {1} 及以后", "iOS {1} 及以後")
    case .quirkReleases: ("{1} ({2})", "{1}({2})", "{1}({2})")
    case .pageParts:
      (
        "Part {1} of {2}, each under GitHub's size limit for showing a page:",
        "第 {1} 部分,共 {2} 部分(每部分都在 GitHub 显示页面的大小限制之内):",
        "第 {1} 部分,共 {2} 部分(每部分都在 GitHub 顯示頁面的大小限制之內):"
      )
    case .foldedTable:
      (
        "Not called on iOS {1}: {2}; there this set is shown in the table of {3}.",
        "iOS {1} 不调用 {2}:在这些版本上,此组合见 {3} 的表。",
        "iOS {1} 不調用 {2}:在這些版本上,此組合見 {3} 的表。"
      )
    case .titleServiceExtension:
      ("Does the service extension run?", "通知服务扩展是否运行", "通知服務擴充是否執行")
    case .introServiceExtension:
      (
        "Whether the app's Notification Service Extension runs, in its own process, before a "
          + "remote notification is shown. It needs two conditions at once, mutable-content: 1 "
          + "in the payload and an extension in the app, which exist from iOS {1}. Each table of "
          + "the first section starts from {2}, every other condition at its default, and "
          + "changes one thing: its rows are that thing's values on runs of consecutive iOS "
          + "versions that answer alike, its columns the app states. The last table takes away "
          + "mutable-content, the extension or both. Each cell says yes or no and names the rule "
          + "that decides it, the same for every value of {3} unless the cell gives a line per "
          + "answer.",
        "远程推送显示之前,App 的通知服务扩展是否在其独立进程中运行。它同时需要两个条件:推送内容中的 "
          + "mutable-content: 1 与 App 中的通知服务扩展,二者自 iOS {1} 起才有。第一节的每张表以{2}为起点"
          + "(其余条件均为默认),只改变一项:行为该项的各个取值及结果相同的连续 iOS 版本,列为 App 状态。"
          + "最后一张表去掉 mutable-content、通知服务扩展或二者。每个单元格给出是或否及决定它的规则;"
          + "除非单元格按结果分行列出,{3}取任何值时结果都相同。",
        "遠程推送顯示之前,App 的通知服務擴充是否在其獨立行程中執行。它同時需要兩個條件:推送內容中的 "
          + "mutable-content: 1 與 App 中的通知服務擴充,二者自 iOS {1} 起才有。第一節的每張表以{2}為起點"
          + "(其餘條件均為預設),只改變一項:行為該項的各個取值及結果相同的連續 iOS 版本,列為 App 狀態。"
          + "最後一張表去掉 mutable-content、通知服務擴充或二者。每個單元格給出是或否及決定它的規則;"
          + "除非單元格按結果分行列出,{3}取任何值時結果都相同。"
      )
    case .extensionHeld:
      (
        "With mutable-content: 1 and a service extension", "有 mutable-content: 1 且有通知服务扩展",
        "有 mutable-content: 1 且有通知服務擴充"
      )
    case .extensionContrast:
      (
        "With and without mutable-content and the extension", "有无 mutable-content 与通知服务扩展",
        "有無 mutable-content 與通知服務擴充"
      )
    case .extensionCaption:
      ("{1}; every other condition at its default", "{1};其余条件均为默认", "{1};其餘條件均為預設")
    case .legendExtensionAnswer:
      (
        "yes / no [name]: whether the app's service extension runs before the notification is "
          + "shown, and the rule that decides it, explained below with its basis and sources.",
        "是 / 否 [标识]:通知显示之前 App 的通知服务扩展是否运行,以及决定它的规则;规则的依据与来源见下方注释。",
        "是 / 否 [標識]:通知顯示之前 App 的通知服務擴充是否執行,以及決定它的規則;規則的依據與來源見下方註釋。"
      )
    case .legendExtensionLines:
      (
        "A cell of several lines: the answer depends on {1}, each line one of the answers; "
          + "pushmatrix explain gives a scenario's.",
        "单元格有多行:结果取决于{1},每行为其中一种结果;pushmatrix explain 给出单个场景的结果。",
        "單元格有多行:結果取決於{1},每行為其中一種結果;pushmatrix explain 給出單個場景的結果。"
      )
    }
  }

  /// Returns the phrase in a language, with `{1}`, `{2}`, … replaced by the arguments given.
  package func text(_ language: Language, _ arguments: String?...) -> String {
    let texts = self.texts
    let text =
      switch language {
      case .en: texts.en
      case .zhHans: texts.zhHans
      case .zhHant: texts.zhHant
      }
    // One pass, so that an argument holding `{2}` is never taken for a placeholder. The braces
    // are found among the UTF-8 bytes: searching the characters of a long phrase, Chinese ones
    // above all, cost tens of thousands of instructions a call, thousands of calls a page.
    var filled = ""
    var rest = text[...]
    while let open = rest.utf8.firstIndex(of: UInt8(ascii: "{")),
      let close = rest.utf8[open...].firstIndex(of: UInt8(ascii: "}"))
    {
      filled += rest[..<open]
      let number = Int(rest[rest.utf8.index(after: open)..<close]).map { $0 - 1 }
      if let number, arguments.indices.contains(number), let argument = arguments[number] {
        filled += argument
      } else {
        filled += rest[open...close]
      }
      rest = rest[rest.utf8.index(after: close)...]
    }
    return filled + rest
  }
}

extension Phrase {
  /// Returns items as a list in a language: `a, b and c`, or `a、b、c` in Chinese.
  package static func list(_ items: [String], _ language: Language) -> String {
    guard language == .en else { return items.joined(separator: "、") }
    guard let last = items.last, items.count > 1 else { return items.first ?? "" }
    return items.dropLast().joined(separator: ", ") + " and " + last
  }

  /// The label of a rule's basis.
  package static func label(_ basis: Basis) -> Phrase {
    switch basis {
    case .observed: .basisObserved
    case .documented: .basisDocumented
    case .reported: .basisReported
    case .inferred: .basisInferred
    }
  }
}
