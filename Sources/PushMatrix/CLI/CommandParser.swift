/// Turns the arguments after the tool's name into a validated ``Command``.
public enum CommandParser {
  /// The default folder of observation files, relative to the working directory.
  public static let defaultObserved = "Matrices/observed"

  /// Parses and validates arguments.
  ///
  /// - Throws: ``UsageError`` naming the bad argument or value.
  public static func parse(_ arguments: [String]) throws(UsageError) -> Command {
    guard let first = arguments.first else { return .help(nil) }
    if first == "--help" || first == "-h" || first == "help" {
      guard arguments.count > 1 else { return .help(nil) }
      guard let name = CommandName(rawValue: arguments[1]) else {
        throw UsageError(message: "unknown command \"\(arguments[1])\"", usage: Help.toolUsage)
      }
      return .help(name)
    }
    guard let name = CommandName(rawValue: first) else {
      throw UsageError(message: "unknown command \"\(first)\"", usage: Help.toolUsage)
    }
    let rest = arguments.dropFirst()
    if rest.contains("--help") || rest.contains("-h") { return .help(name) }
    switch name {
    case .explain: return .explain(try explain(rest))
    case .export: return .export(try export(rest))
    case .evidence: return .evidence(try evidence(rest))
    }
  }

  private static func explain(_ arguments: ArraySlice<String>) throws(UsageError) -> ExplainOptions {
    let usage = Help.usage(of: .explain)
    let scan = try ArgumentScanner(
      arguments,
      options: ["os", "state", "callbacks", "payload", "presentation", "background-mode", "format", "observed"],
      flags: [], usage: usage)
    try noPositionals(scan, usage: usage)
    func required(_ name: String) throws(UsageError) -> String {
      guard let value = scan.values[name] else {
        throw UsageError(message: "missing required option --\(name)", usage: usage)
      }
      return value
    }
    let callbacks = try value(CallbackSet.self, try required("callbacks"), usage: usage)
    let presentation =
      try scan.values["presentation"].map { text throws(UsageError) in
        try value(Presentation.self, text, usage: usage)
      } ?? Scenario.presentations(for: callbacks)[0]
    guard Scenario.presentations(for: callbacks).contains(presentation) else {
      throw UsageError(
        message: "invalid presentation \"\(presentation)\" for callbacks \"\(callbacks)\": "
          + "expected \(Scenario.presentations(for: callbacks).map(\.rawValue).joined(separator: " or "))",
        usage: usage)
    }
    let scenario = Scenario(
      os: try value(OSVersion.self, try required("os"), usage: usage),
      state: try value(AppState.self, try required("state"), usage: usage),
      callbacks: callbacks,
      payload: try value(Payload.self, try required("payload"), usage: usage),
      presentation: presentation,
      backgroundMode: try value(
        BackgroundMode.self, scan.values["background-mode"] ?? "on", usage: usage))
    return ExplainOptions(
      scenario: scenario, format: try format(scan, default: .text, usage: usage),
      observed: scan.values["observed"] ?? defaultObserved,
      observedIsExplicit: scan.values["observed"] != nil)
  }

  private static func export(_ arguments: ArraySlice<String>) throws(UsageError) -> ExportOptions {
    let usage = Help.usage(of: .export)
    let scan = try ArgumentScanner(
      arguments,
      options: ["os", "state", "callbacks", "payload", "presentation", "background-mode", "format"],
      flags: ["excel"], usage: usage)
    try noPositionals(scan, usage: usage)
    func list<Value: AxisValue>(_ type: Value.Type, _ name: String, _ all: [Value])
      throws(UsageError) -> [Value]
    {
      guard let text = scan.values[name] else { return all }
      var values: [Value] = []
      for item in text.split(separator: ",", omittingEmptySubsequences: false) {
        values.append(try value(type, String(item), usage: usage))
      }
      return values
    }
    let format: TableFormat = try format(scan, default: .tsv, usage: usage)
    if scan.flags.contains("excel") && format != .csv {
      throw UsageError(message: "option --excel needs --format csv", usage: usage)
    }
    let space = ScenarioSpace(
      versions: try list(OSVersion.self, "os", OSCatalog.versions),
      states: try list(AppState.self, "state", AppState.allCases),
      callbackSets: try list(CallbackSet.self, "callbacks", CallbackSet.all),
      payloads: try list(Payload.self, "payload", Payload.allCases),
      presentations: try list(Presentation.self, "presentation", Presentation.allCases),
      backgroundModes: try list(BackgroundMode.self, "background-mode", BackgroundMode.allCases))
    return ExportOptions(space: space, format: format, excel: scan.flags.contains("excel"))
  }

  private static func evidence(_ arguments: ArraySlice<String>) throws(UsageError) -> EvidenceOptions {
    let usage = Help.usage(of: .evidence)
    let scan = try ArgumentScanner(arguments, options: ["format", "observed"], flags: [], usage: usage)
    try noPositionals(scan, usage: usage)
    return EvidenceOptions(
      format: try format(scan, default: .text, usage: usage),
      observed: scan.values["observed"] ?? defaultObserved)
  }

  private static func value<Value: AxisValue>(_ type: Value.Type, _ text: String, usage: String)
    throws(UsageError) -> Value
  {
    do {
      return try Value(parsing: text)
    } catch {
      throw UsageError(message: error.description, usage: usage)
    }
  }

  private static func format<Format: RawRepresentable<String> & CaseIterable>(
    _ scan: ArgumentScanner, default defaultFormat: Format, usage: String
  ) throws(UsageError) -> Format {
    guard let text = scan.values["format"] else { return defaultFormat }
    guard let format = Format(rawValue: text) else {
      throw UsageError(
        message: "invalid format \"\(text)\": expected "
          + Format.allCases.map(\.rawValue).joined(separator: ", "),
        usage: usage)
    }
    return format
  }

  private static func noPositionals(_ scan: ArgumentScanner, usage: String) throws(UsageError) {
    if let extra = scan.positionals.first {
      throw UsageError(message: "unexpected argument \"\(extra)\"", usage: usage)
    }
  }
}
