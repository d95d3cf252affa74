import Foundation
import PushMatrixDocument
import PushMatrixEngine
import PushMatrixIO
import PushMatrixModel

/// The page of what push services send to APNs, made from ``PushServiceFile`` in each language.
///
/// Each row says which `aps` keys and APNs headers one shape of a service's message produces,
/// and the `explain` command that answers a push with them, so that a sender's choice can be
/// looked up in the matrix. The identifiers, field names and headers stay as written; the notes
/// and sources are in English in every language.
package struct PushServicePage: Sendable {
  /// The page's name: its file is `<language>/push-services.md`.
  package static let name = "push-services"

  /// One row with its axis values read.
  struct Row: Sendable {
    var text: PushServiceFile.Row
    var payload: Payload
    /// The push type sent, or `nil` when the sources do not say, disagree, or nothing is sent.
    var pushType: PushType?
    /// The priority sent, or `nil` when the sources do not say, disagree, or nothing is sent.
    var priority: Priority?

    /// Whether the message sets `mutable-content`, so that an app's service extension sees it.
    var setsMutableContent: Bool { text.aps.split(separator: ", ").contains("mutable-content") }
  }

  /// The header cells that name no value to pass: unknown, disputed, or nothing sent.
  private static let unnamedHeaders: Set<String> = ["?", "disputed", "-"]

  let rows: [Row]

  /// Reads the axis values of a table's rows.
  ///
  /// - Throws: ``Diagnostic`` naming the file, the line and the value that is not one of its
  ///   axis's values.
  package init(_ file: PushServiceFile) throws(Diagnostic) {
    var rows: [Row] = []
    for row in file.rows {
      do {
        rows.append(
          Row(
            text: row, payload: try Payload(parsing: row.payload),
            pushType: Self.unnamedHeaders.contains(row.pushType)
              ? nil : try PushType(parsing: row.pushType),
            priority: Self.unnamedHeaders.contains(row.priority)
              ? nil : try Priority(parsing: row.priority))
        )
      } catch {
        throw Diagnostic(file: file.file, line: row.line, message: "\(error)")
      }
    }
    self.rows = rows
  }

  /// The `explain` command for a row, or `nil` when nothing reaches APNs.
  ///
  /// It asks about iOS 17.0, the release of the one device test of every header and payload
  /// (the forum table the header rules cite), and about an app that ships a service extension
  /// when the message sets `mutable-content`, so that the answer shows whether it runs.
  static func command(_ row: Row) -> String? {
    guard row.text.delivery == "sent" else { return nil }
    return "pushmatrix explain --os 17.0 --state suspended --callbacks fetchReceive --payload "
      + "\(row.payload)" + (row.pushType.map { " --push-type \($0)" } ?? "")
      + (row.priority.map { " --priority \($0)" } ?? "")
      + (row.setsMutableContent ? " --mutable-content on --service-extension present" : "")
  }

  /// Returns the page in Markdown, in one language.
  ///
  /// - Parameters:
  ///   - language: the language of the title, the introduction and the headings.
  ///   - notice: the first line, saying the page is generated.
  /// - Returns: the page's text, ending in a line feed.
  package func markdown(_ language: Language, notice: String) -> String {
    notice + "\n" + MarkdownWriter().markdown(document(language))
  }

  /// Returns the page in one language as a document: its title, introduction and table.
  func document(_ language: Language) -> Document {
    let text = Self.phrases(language)
    let cells = rows.map { row -> [Document.Table.Cell] in
      let delivery =
        switch row.text.delivery {
        case "refused": text.refused
        case "not-via-apns": text.notViaAPNs
        default: text.sent
        }
      let unknown: [Document.Inline] =
        row.text.delivery == "sent" && (row.pushType == nil || row.priority == nil)
        ? [.text(" " + text.tryEach)] : []
      let answer = Self.command(row).map { [.code($0)] + unknown } ?? ["–"]
      return [
        row.text.id, row.text.service, row.text.message, row.text.aps,
        header(row.text.pushType, text), header(row.text.priority, text), delivery,
      ].map { [.text($0)] } + [
        answer, [.text(row.text.basis)], Self.sources(row.text.source), [.text(row.text.note)],
      ]
    }
    return Document([
      .heading(1, text.title), .paragraph([.text(text.intro)]),
      .table(Document.Table(columns: text.columns, cells: cells)),
      .heading(2, text.sdkHeading, id: "sdks"), .paragraph([.text(text.sdkIntro)]),
      .table(Self.sdkTable(text.sdkCorner)),
    ])
  }

  /// Returns the table that links, for each payload a message sends, the part of each SDK's page
  /// that names the handlers it reaches in every app state.
  private static func sdkTable(_ corner: String) -> Document.Table {
    Document.Table(
      columns: [corner] + SDKBridge.all.map(\.title),
      cells: Payload.allCases.map { payload in
        [[.code(payload.rawValue)]]
          + SDKBridge.all.map { bridge in
            [
              .link(
                [.text(bridge.id)],
                to: "\(SDKPage.name(bridge)).md#\(SDKPage.anchor(payload))")
            ]
          }
      })
  }

  /// Returns a header cell: the value sent, or what `?`, `disputed` and `-` mean in the
  /// language.
  private func header(_ value: String, _ text: Phrases) -> String {
    switch value {
    case "?": text.undocumented
    case "disputed": text.disputed
    case "-": "–"
    default: value
    }
  }

  /// Returns the sources as links: `title <address>` each, separated by `; `; a source
  /// without an address as its text.
  static func sources(_ text: String) -> [Document.Inline] {
    var inlines: [Document.Inline] = []
    for source in text.split(separator: "; ").map(String.init) {
      if !inlines.isEmpty { inlines.append("; ") }
      guard let open = source.lastIndex(of: "<"), source.hasSuffix(">") else {
        inlines.append(.text(source))
        continue
      }
      let title = source[..<open].trimmingCharacters(in: .whitespaces)
      let address = String(
        source[source.index(after: open)..<source.index(before: source.endIndex)])
      inlines.append(.link([.text(title)], to: address))
    }
    return inlines
  }

  /// The fixed text of the page in one language.
  struct Phrases {
    var title: String
    var intro: String
    var columns: [String]
    var sent: String
    var refused: String
    var notViaAPNs: String
    var undocumented: String
    var disputed: String
    var tryEach: String
    var sdkHeading: String
    var sdkIntro: String
    var sdkCorner: String
  }

  static func phrases(_ language: Language) -> Phrases {
    switch language {
    case .en:
      Phrases(
        title: "What push services send to APNs",
        intro: "Whether a silent push runs the app depends on the headers its sender sets as "
          + "much as on the app. Each row is one shape of a service's message: the aps keys and "
          + "the apns-push-type and apns-priority headers it produces, read from the service's "
          + "documentation, open SDK and server code, and reports, and the explain command that "
          + "answers a push with them (change the state and callbacks to your app's; each asks "
          + "about iOS 17.0, the release of the one device test of every header and payload, and "
          + "about an app with a service extension where the message sets mutable-content). The "
          + "matrix's push-type and priority conditions, and the rules background-push-priority-10, "
          + "background-type-hides-alert, silent-push-type-dropped and push-type-mismatch, say what "
          + "the headers change.",
        columns: [
          "id", "service", "message", "aps", "apns-push-type", "apns-priority", "delivery",
          "explain", "basis", "sources", "note",
        ],
        sent: "sent", refused: "refused before APNs", notViaAPNs: "not through APNs",
        undocumented: "not documented", disputed: "sources disagree",
        tryEach: "(a header is not documented, or its sources disagree: try each value)",
        sdkHeading: "Which handlers each SDK calls",
        sdkIntro: "An app that receives these messages through a cross-platform SDK sees them in "
          + "the SDK's handlers, not in the callbacks above. For the payload of a message (the "
          + "explain command's --payload), each link leads to the table of the SDK's page that "
          + "names the handlers it reaches on arrival and on the tap, in every app state.",
        sdkCorner: "payload")
    case .zhHans:
      Phrases(
        title: "推送服务实际发给 APNs 的内容",
        intro: "静默推送能否唤起应用,既取决于应用,也取决于发送方设置的头。每一行是某个服务的一种消息形态:"
          + "它产生的 aps 键、apns-push-type 与 apns-priority 头(取自该服务的文档、开源 SDK 与服务端代码以及问题报告),"
          + "以及用这些头回答该推送的 explain 命令(请把状态与回调换成你的应用的;命令都针对 iOS 17.0,"
          + "即唯一一次逐一测试各种头与负载的设备测试所用的版本;消息设置 mutable-content 时,命令针对带有服务扩展的应用)。"
          + "矩阵的推送类型与优先级条件,以及规则 background-push-priority-10、background-type-hides-alert、"
          + "silent-push-type-dropped 与 push-type-mismatch,"
          + "说明这些头会改变什么。说明与来源为英文。",
        columns: [
          "编号", "服务", "消息", "aps", "apns-push-type", "apns-priority", "投递", "explain", "依据",
          "来源", "说明",
        ],
        sent: "发送", refused: "在 APNs 之前被拒绝", notViaAPNs: "不经 APNs",
        undocumented: "未见文档", disputed: "来源不一",
        tryEach: "(有头未见文档或来源不一:请逐一尝试各个值)",
        sdkHeading: "各 SDK 调用哪些处理函数",
        sdkIntro: "通过跨平台 SDK 接收这些消息的应用,看到的是 SDK 的处理函数,而不是上表的回调。按消息的推送类型"
          + "(explain 命令的 --payload),每个链接指向该 SDK 页面中的表格,列出各 App 状态下到达与点击时调用的处理函数。",
        sdkCorner: "推送类型")
    case .zhHant:
      Phrases(
        title: "推送服務實際送給 APNs 的內容",
        intro: "靜默推送能否喚起 App,既取決於 App,也取決於傳送方設定的標頭。每一列是某個服務的一種訊息形態:"
          + "它產生的 aps 鍵、apns-push-type 與 apns-priority 標頭(取自該服務的文件、開源 SDK 與伺服器程式碼以及問題回報),"
          + "以及用這些標頭回答該推送的 explain 指令(請把狀態與回呼換成你的 App 的;指令都針對 iOS 17.0,"
          + "即唯一一次逐一測試各種標頭與負載的裝置測試所用的版本;訊息設定 mutable-content 時,指令針對帶有服務擴充的 App)。"
          + "矩陣的推送類型與優先級條件,以及規則 background-push-priority-10、background-type-hides-alert、"
          + "silent-push-type-dropped 與 push-type-mismatch,"
          + "說明這些標頭會改變什麼。說明與來源為英文。",
        columns: [
          "編號", "服務", "訊息", "aps", "apns-push-type", "apns-priority", "投遞", "explain", "依據",
          "來源", "說明",
        ],
        sent: "傳送", refused: "在 APNs 之前被拒絕", notViaAPNs: "不經 APNs",
        undocumented: "未見文件", disputed: "來源不一",
        tryEach: "(有標頭未見文件或來源不一:請逐一嘗試各個值)",
        sdkHeading: "各 SDK 呼叫哪些處理函式",
        sdkIntro: "透過跨平台 SDK 接收這些訊息的 App,看到的是 SDK 的處理函式,而不是上表的回呼。按訊息的推送類型"
          + "(explain 指令的 --payload),每個連結指向該 SDK 頁面中的表格,列出各 App 狀態下到達與點擊時呼叫的處理函式。",
        sdkCorner: "推送類型")
    }
  }
}
