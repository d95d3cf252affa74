import PushMatrix

/// `pushmatrix explain`: one scenario's outcome, the rules behind it, and what was observed.
public struct ExplainCommand: ToolCommand {
  /// The report formats.
  public enum Format: String, CaseIterable, Sendable {
    case text
    case json
  }

  public static let name = "explain"
  public static let summary = "explain one scenario, with rules, sources and observations"
  public static let usage =
    "usage: pushmatrix explain --os VERSION --state STATE --callbacks SET --payload PAYLOAD "
    + "[--presentation none|banner] [--background-mode on|off] [--format text|json] "
    + "[--observed DIR]"
  public static let details = """
    Explains one scenario: whether a banner shows, what is called on arrival and on a tap, the
    rules that decided it with their basis and sources, and what the source documents observed
    for this very scenario, with the verdict on each.

    Options:
      --os VERSION          an iOS release, such as 12.3.1 or 17.2
      --state STATE         \(AppState.allCases.map(\.rawValue).joined(separator: ", "))
      --callbacks SET       none, or a +-joined set of
                            \(Callback.optional.map(\.rawValue).joined(separator: ", "))
      --payload PAYLOAD     \(Payload.allCases.map(\.rawValue).joined(separator: ", "))
      --presentation P      none or banner, only with willPresent (default none)
      --background-mode M   on or off (default on)
      --format F            text or json (default text)
      --observed DIR        the observation files (default \(ObservationFile.directory))
    """

  public var scenario: Scenario
  public var format: Format
  /// The observations folder; a missing default folder is skipped, a named one is required.
  public var observed: ObservedFolder

  public init(arguments: ArraySlice<String>) throws(UsageError) {
    let scan = try ArgumentScanner(
      arguments,
      options: [
        "os", "state", "callbacks", "payload", "presentation", "background-mode", "format",
        "observed",
      ], usage: Self.usage)
    try scan.requirePositionals()
    let callbacks = try scan.axisValue(CallbackSet.self, try scan.required("callbacks"))
    let allowed = Scenario.presentations(for: callbacks)
    let presentation =
      try scan.values["presentation"].map { text throws(UsageError) in
        try scan.axisValue(Presentation.self, text)
      } ?? allowed[0]
    guard allowed.contains(presentation) else {
      throw scan.error(
        "invalid presentation \"\(presentation)\" for callbacks \"\(callbacks)\": expected "
          + allowed.map(\.rawValue).joined(separator: " or "))
    }
    scenario = Scenario(
      os: try scan.axisValue(OSVersion.self, try scan.required("os")),
      state: try scan.axisValue(AppState.self, try scan.required("state")),
      callbacks: callbacks,
      payload: try scan.axisValue(Payload.self, try scan.required("payload")),
      presentation: presentation,
      backgroundMode: try scan.axisValue(
        BackgroundMode.self, scan.values["background-mode"] ?? BackgroundMode.on.rawValue))
    format = try scan.choice("format", default: .text)
    observed = ObservedFolder(try scan.path("observed"))
  }

  public func run(_ console: Console) throws -> Int32 {
    let trail = Router.standard.trail(scenario)
    let judgements = try observed.ledger(console)?.judgements(about: scenario)
    switch format {
    case .text: console.output.write(ExplainRenderer.text(trail, judgements: judgements))
    case .json: console.output.write(ExplainRenderer.json(trail, judgements: judgements))
    }
    return ExitCode.success
  }
}
