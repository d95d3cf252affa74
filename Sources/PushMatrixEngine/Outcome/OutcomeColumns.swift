import PushMatrixModel

/// The outcome columns, each declared once, in the long table's order.
///
/// A new column is one declaration here and a line at the end of ``declared`` (scripts read the
/// long table by position), and, if observations may state it or JSON answers carry it, a line
/// in ``answer``; its field in ``Outcome`` and the stage that fills it (``RoutingStage``) are the
/// other two places. A column of a stage only some tables run, such as the SDK's, joins only
/// their tables (``columns(of:)``).
public enum OutcomeColumns {
  /// Every outcome column, those of stages only some tables run included, in the long table's
  /// order; scripts depend on it, so new columns go at the end.
  public static let declared: [OutcomeColumn] = [
    banner, arrival, tap, rule, basis, quirk, notes, notificationCenter, extensionRuns,
    launchPayload, sdkArrival, sdkTap, sdkRule, sdkBasis,
  ]

  /// The columns of every table the project writes, of the stages of
  /// ``RoutingStages/standard``, in the long table's order.
  public static let all: [OutcomeColumn] = columns(of: .standard)

  /// The columns of an answer, what the user and the app get without why, in the order
  /// judgements compare them and JSON writers list them.
  ///
  /// Observations may state exactly these.
  public static let answer: [OutcomeColumn] = [
    banner, notificationCenter, extensionRuns, launchPayload, arrival, tap, sdkArrival, sdkTap,
  ]

  /// The columns of a table of a router that runs the given stages, in the long table's order.
  ///
  /// The default long table is made of ``RoutingStages/standard``, which gives ``all``; a stage
  /// only some commands run (such as `export --sdk`) adds its columns only to their tables.
  public static func columns(of stages: RoutingStages) -> [OutcomeColumn] {
    declared.filter { stages.contains($0.family) }
  }

  /// Returns the column with a name, or `nil` when there is none.
  public static func named(_ id: String) -> OutcomeColumn? { declared.first { $0.id == id } }

  /// An outcome that says nothing yet, for reading cells into: no banner, no calls, no rule.
  public static var blank: Outcome {
    Outcome(
      banner: false, notificationCenter: false, arrival: [], tap: nil, arrivalRule: "",
      tapRule: nil, quirk: nil, basis: .observed, notes: [])
  }

  /// Whether the system shows the notification on arrival.
  public static let banner = OutcomeColumn.flag(
    "banner", label: LocalizedText("banner", "弹框", "彈框"), family: .arrival,
    observation: .required, \.banner)

  /// The callbacks on arrival.
  public static let arrival = OutcomeColumn(
    "arrival", values: .calls, label: LocalizedText("arrival", "到达", "到達"),
    family: .arrival, observation: .required, cell: { CallSequence.text($0.arrival) },
    read: { text, outcome throws(OutcomeColumn.CellError.Problem) in
      guard let calls = try OutcomeColumn.calls(text) else { throw .notApplicable }
      outcome.arrival = calls
    },
    json: { OutcomeColumn.json($0.arrival) })

  /// The callbacks when the user answers the notification; `n/a` when nothing was shown.
  public static let tap = OutcomeColumn(
    "tap", values: .calls, label: LocalizedText("tap", "点击", "點擊"), family: .tap,
    observation: .required, cell: { CallSequence.text(tap: $0.tap) },
    read: { text, outcome throws(OutcomeColumn.CellError.Problem) in
      outcome.tap = try OutcomeColumn.calls(text)
    },
    json: { $0.tap.map(OutcomeColumn.json) ?? .null })

  /// The deciding arrival and tap rules, joined by `+`.
  public static let rule = OutcomeColumn(
    "rule", values: .identifiers, label: LocalizedText("rule", "规则", "規則"),
    family: .arrival, cell: \.rule,
    read: { text, outcome throws(OutcomeColumn.CellError.Problem) in
      guard !text.isEmpty else { throw .empty }
      let ids = text.split(separator: "+", maxSplits: 1).map(String.init)
      outcome.arrivalRule = ids[0]
      outcome.tapRule = ids.count > 1 ? ids[1] : nil
    })

  /// The weakest basis of the deciders; every stage may weaken it.
  public static let basis = OutcomeColumn.closed(
    "basis", label: LocalizedText("basis", "依据", "依據"), family: .arrival, \.basis,
    json: false)

  /// The quirk that changed the outcome, `-` for none.
  public static let quirk = OutcomeColumn(
    "quirk", values: .identifiers, label: LocalizedText("quirk", "系统缺陷", "系統缺陷"),
    family: .quirks, cell: { $0.quirk ?? CallSequence.nothing },
    read: { text, outcome throws(OutcomeColumn.CellError.Problem) in
      guard !text.isEmpty else { throw .empty }
      outcome.quirk = text == CallSequence.nothing ? nil : text
    })

  /// The notes' slugs, joined by `,`, `-` for none; a golden keeps the slug alone.
  public static let notes = OutcomeColumn(
    "notes", values: .identifiers, label: LocalizedText("note", "说明", "說明"), family: .notes,
    cell: {
      $0.notes.isEmpty ? CallSequence.nothing : $0.notes.map(\.id).joined(separator: ",")
    },
    read: { text, outcome throws(OutcomeColumn.CellError.Problem) in
      guard !text.isEmpty else { throw .empty }
      outcome.notes =
        text == CallSequence.nothing
        ? [] : text.split(separator: ",").map { Note(id: String($0), text: "") }
    })

  /// Whether Notification Center keeps the notification.
  public static let notificationCenter = OutcomeColumn.flag(
    "notificationCenter", label: LocalizedText("Notification Center", "通知中心", "通知中心"),
    family: .arrival, observation: .optional, \.notificationCenter)

  /// Whether the app's service extension runs before the notification is shown.
  public static let extensionRuns = OutcomeColumn.flag(
    "extensionRuns",
    label: LocalizedText("extension runs", "运行通知服务扩展", "執行通知服務擴充"),
    family: .extension, observation: .optional, \.extensionRuns)

  /// Where a launching notification reaches the launch code.
  public static let launchPayload = OutcomeColumn.closed(
    "launchPayload",
    label: LocalizedText("launch payload", "启动参数中的通知", "啟動參數中的通知"),
    family: .launch, observation: .optional, \.launchPayload)

  /// The SDK's handlers on arrival, joined by `>`, `-` for none.
  public static let sdkArrival = OutcomeColumn(
    "sdkArrival", values: .identifiers,
    label: LocalizedText("SDK on arrival", "SDK 到达时的回调", "SDK 到達時的回呼"), family: .sdk,
    observation: .optional,
    cell: { SDKHandlers.text($0.sdk?.arrival ?? []) },
    read: { text, outcome throws(OutcomeColumn.CellError.Problem) in
      guard let handlers = try SDKHandlers.parse(text) else { throw .notApplicable }
      outcome.sdk = outcome.sdk ?? .empty
      outcome.sdk?.arrival = handlers
    })

  /// The SDK's handlers on the tap, `n/a` when nothing was shown.
  public static let sdkTap = OutcomeColumn(
    "sdkTap", values: .identifiers,
    label: LocalizedText("SDK on tap", "SDK 点击时的回调", "SDK 點擊時的回呼"), family: .sdk,
    observation: .optional,
    cell: { $0.sdk?.tap.map(SDKHandlers.text) ?? CallSequence.notApplicable },
    read: { text, outcome throws(OutcomeColumn.CellError.Problem) in
      let handlers = try SDKHandlers.parse(text)
      outcome.sdk = outcome.sdk ?? .empty
      outcome.sdk?.tap = handlers
    })

  /// The SDK rules that decided, joined by `+`, `-` for none.
  public static let sdkRule = OutcomeColumn(
    "sdkRule", values: .identifiers,
    label: LocalizedText("SDK rule", "SDK 规则", "SDK 規則"), family: .sdk,
    cell: { ($0.sdk?.rules).flatMap { $0.isEmpty ? nil : $0.joined(separator: "+") } ?? "-" },
    read: { text, outcome throws(OutcomeColumn.CellError.Problem) in
      guard !text.isEmpty else { throw .empty }
      outcome.sdk = outcome.sdk ?? .empty
      outcome.sdk?.rules =
        text == CallSequence.nothing ? [] : text.split(separator: "+").map(String.init)
    })

  /// The weakest basis of the native answer and the SDK rules.
  public static let sdkBasis = OutcomeColumn(
    "sdkBasis", values: .closed(Basis.allCases.map(\.rawValue)),
    label: LocalizedText("SDK basis", "SDK 依据", "SDK 依據"), family: .sdk,
    cell: { ($0.sdk?.basis ?? $0.basis).rawValue },
    read: { text, outcome throws(OutcomeColumn.CellError.Problem) in
      guard let basis = Basis(rawValue: text) else { throw .unknownValue }
      outcome.sdk = outcome.sdk ?? .empty
      outcome.sdk?.basis = basis
    })
}
