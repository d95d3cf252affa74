import PushMatrixModel

extension SDKPage {
  /// Returns the fixed text of the page in one language.
  static func phrases(_ language: Language) -> Phrases {
    switch language {
    case .en:
      Phrases(
        title: { "\($0) on iOS: which handlers a push reaches" },
        intro: { sdk, current, earliest, service, os in
          "Worked out by the engine followed by the bridge of \(sdk) \(current) (its rules "
            + "describe releases from \(earliest)), for a push sent through \(service) to an app "
            + "on iOS \(os) whose callbacks are the ones the SDK hooks, every other condition at "
            + "its default (the remote-notification background mode on, notifications "
            + "authorized, the user tapping the notification). A notification and a "
            + "notification with data carry the same aps keys, alert, and are one table. Each "
            + "row is the answer of"
        },
        sends: { payload in
          switch payload {
          case .alert: "Notification, or notification + data (aps: alert)"
          case .contentAvailable: "Data only, with content-available (aps: content-available)"
          case .alertWithContentAvailable:
            "Notification and data, with content-available (aps: alert, content-available)"
          }
        },
        pushServices: "What push services send", conditions: "What changes under each condition",
        nativeArrival: "native arrival", arrivalHandlers: "arrival → handlers (rules)",
        nativeTap: "native tap", tapHandlers: "tap → handlers (rules)",
        releasesHeading: { "Releases before \($0)" },
        releasesIntro: {
          "The bridge's rules change at \($0). The rows below are those whose handlers differ "
            + "from the tables above; a release not listed answers as above."
        },
        releasesSame: {
          "The bridge's rules change at \($0), in conditions these tables hold at their default "
            + "(such as the user's answer, or iOS 18.0's repeated willPresent): no row above "
            + "differs in earlier releases. The rules below say what changed."
        },
        range: { "\($0) to before \($1)" },
        releasesColumn: "releases", sendsColumn: "payload",
        prerequisitesHeading: "What the handlers need",
        hooksLabel: "The SDK hooks", backgroundModeLabel: "Without the background mode:",
        backgroundModeSame: "no handler changes.",
        backgroundModeChanges: "with the remote-notification background mode off, the arrival "
          + "changes in these rows (with it → without it):",
        claimsHeading: "The documentation against the code",
        claimsIntro: "Each claim of the SDK's documentation that the evidence ledger records "
          + "(pushmatrix evidence), with its verdict: an overruled claim stands beside the "
          + "contradiction that explains why the code's behaviour is the answer.",
        claimsColumns: ["id", "where", "claim [field: document → engine]", "verdict"],
        rulesHeading: "Rules and their sources")
    case .zhHans:
      Phrases(
        title: { "\($0) 在 iOS 上:推送到达哪些处理函数" },
        intro: { sdk, current, earliest, service, os in
          "由引擎加上 \(sdk) \(current) 的桥接规则得出(规则覆盖 \(earliest) 起的版本):推送经 \(service) "
            + "发送,应用运行 iOS \(os),实现的方法即该 SDK 挂接的方法,其他条件取默认值(后台模式开启、已授权通知、"
            + "用户点击通知)。通知与带数据的通知的 aps 键相同(alert),合为一张表。SDK 的说明、规则与来源为英文。"
            + "每一行即以下命令的回答:"
        },
        sends: { payload in
          switch payload {
          case .alert: "通知,或通知 + 数据(aps:alert)"
          case .contentAvailable: "仅数据,带 content-available(aps:content-available)"
          case .alertWithContentAvailable:
            "通知与数据,带 content-available(aps:alert、content-available)"
          }
        },
        pushServices: "推送服务实际发给 APNs 的内容", conditions: "各条件下的变化",
        nativeArrival: "原生到达", arrivalHandlers: "到达 → 处理函数(规则)", nativeTap: "原生点击",
        tapHandlers: "点击 → 处理函数(规则)",
        releasesHeading: { "\($0) 之前的版本" },
        releasesIntro: { "桥接规则在 \($0) 处变化。下表只列出处理函数与上表不同的行;未列出的版本同上表。" },
        releasesSame: {
          "桥接规则在 \($0) 处变化,但变化的条件在上表中取默认值(例如用户的操作,或 iOS 18.0 重复调用 willPresent):"
            + "较早版本中上表没有不同的行。变化见下方规则。"
        },
        range: { "\($0) 至 \($1) 之前" },
        releasesColumn: "版本", sendsColumn: "推送类型", prerequisitesHeading: "处理函数的前提",
        hooksLabel: "SDK 挂接的方法", backgroundModeLabel: "没有后台模式时:", backgroundModeSame: "处理函数不变。",
        backgroundModeChanges: "关闭 remote-notification 后台模式后,以下各行的到达会改变(开启 → 关闭):",
        claimsHeading: "文档与代码的对照",
        claimsIntro: "证据台账(pushmatrix evidence)记录的该 SDK 文档的每条说法及其结论:被推翻的说法旁边是说明为何以代码行为为准的矛盾。",
        claimsColumns: ["编号", "出处", "说法 [字段:文档 → 引擎]", "结论"],
        rulesHeading: "规则及其来源")
    case .zhHant:
      Phrases(
        title: { "\($0) 在 iOS 上:推送到達哪些處理函式" },
        intro: { sdk, current, earliest, service, os in
          "由引擎加上 \(sdk) \(current) 的橋接規則得出(規則涵蓋 \(earliest) 起的版本):推送經 \(service) "
            + "傳送,App 執行 iOS \(os),實現的方法即該 SDK 掛接的方法,其他條件取預設值(後臺模式開啟、已授權通知、"
            + "用戶點擊通知)。通知與帶資料的通知的 aps 鍵相同(alert),合為一張表。SDK 的說明、規則與來源為英文。"
            + "每一列即以下指令的回答:"
        },
        sends: { payload in
          switch payload {
          case .alert: "通知,或通知 + 資料(aps:alert)"
          case .contentAvailable: "僅資料,帶 content-available(aps:content-available)"
          case .alertWithContentAvailable:
            "通知與資料,帶 content-available(aps:alert、content-available)"
          }
        },
        pushServices: "推送服務實際送給 APNs 的內容", conditions: "各條件下的變化",
        nativeArrival: "原生到達", arrivalHandlers: "到達 → 處理函式(規則)", nativeTap: "原生點擊",
        tapHandlers: "點擊 → 處理函式(規則)",
        releasesHeading: { "\($0) 之前的版本" },
        releasesIntro: { "橋接規則在 \($0) 處變化。下表只列出處理函式與上表不同的列;未列出的版本同上表。" },
        releasesSame: {
          "橋接規則在 \($0) 處變化,但變化的條件在上表中取預設值(例如用戶的操作,或 iOS 18.0 重複呼叫 willPresent):"
            + "較早版本中上表沒有不同的列。變化見下方規則。"
        },
        range: { "\($0) 至 \($1) 之前" },
        releasesColumn: "版本", sendsColumn: "推送類型", prerequisitesHeading: "處理函式的前提",
        hooksLabel: "SDK 掛接的方法", backgroundModeLabel: "沒有後臺模式時:", backgroundModeSame: "處理函式不變。",
        backgroundModeChanges: "關閉 remote-notification 後臺模式後,以下各列的到達會改變(開啟 → 關閉):",
        claimsHeading: "文件與程式碼的對照",
        claimsIntro: "證據台帳(pushmatrix evidence)記錄的該 SDK 文件的每條說法及其結論:被推翻的說法旁邊是說明為何以程式碼行為為準的矛盾。",
        claimsColumns: ["編號", "出處", "說法 [欄位:文件 → 引擎]", "結論"],
        rulesHeading: "規則及其來源")
    }
  }
}
