/// One test-result cell or behavioural claim of a source document, in this project's terms.
public struct Observation: Sendable {
  /// A stable identifier such as `CO-07`.
  public var id: String
  /// The document it comes from.
  public var source: Source
  /// Where in the document: table, row and column, or section.
  public var location: String
  /// The file and line it was read from.
  public var file: String
  public var line: Int
  /// The releases it speaks of.
  public var versions: VersionSelection
  /// The scenario on any one of those releases, without the release.
  public var key: ScenarioKey
  /// What the document says happened.
  public var banner: Claim<Bool>
  public var arrival: Claim<[Callback]>
  public var tap: Claim<[Callback]?>
  /// The contradiction this observation takes part in, by ID, when there is one.
  public var contradiction: String?
  /// A short remark in this project's words.
  public var note: String

  /// The scenario this observation describes on one release.
  public func scenario(on os: OSVersion) -> Scenario { Scenario(os: os, key: key) }
}
