/// A parsed and validated command line.
public enum Command: Equatable, Sendable {
  /// Print help, for the tool or for one command.
  case help(CommandName?)
  /// Explain one scenario.
  case explain(ExplainOptions)
  /// Print the long table.
  case export(ExportOptions)
  /// Judge every observation.
  case evidence(EvidenceOptions)
}

/// The tool's commands, by the name typed on the command line.
public enum CommandName: String, CaseIterable, Sendable {
  case explain
  case export
  case evidence
}

/// The report formats of `explain`.
public enum ExplainFormat: String, CaseIterable, Sendable {
  case text
  case json
}

/// The report formats of `evidence`.
public enum EvidenceFormat: String, CaseIterable, Sendable {
  case text
  case tsv
}

/// What `explain` needs: one scenario and where the observations are.
public struct ExplainOptions: Equatable, Sendable {
  public var scenario: Scenario
  public var format: ExplainFormat
  /// The observations folder, and whether the user named it (a missing default is not an error).
  public var observed: String
  public var observedIsExplicit: Bool
}

/// What `export` needs: which scenarios and how to write them.
public struct ExportOptions: Equatable, Sendable {
  public var space: ScenarioSpace
  public var format: TableFormat
  public var excel: Bool
}

/// What `evidence` needs.
public struct EvidenceOptions: Equatable, Sendable {
  public var format: EvidenceFormat
  public var observed: String
}

extension ScenarioSpace: Equatable {
  public static func == (lhs: ScenarioSpace, rhs: ScenarioSpace) -> Bool {
    lhs.versions == rhs.versions && lhs.states == rhs.states
      && lhs.callbackSets == rhs.callbackSets && lhs.payloads == rhs.payloads
      && lhs.presentations == rhs.presentations && lhs.backgroundModes == rhs.backgroundModes
  }
}
