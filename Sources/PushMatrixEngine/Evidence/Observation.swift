import PushMatrixModel

/// One test-result cell or behavioural claim of a source document, in this project's terms.
public struct Observation: Sendable {
  /// The text of an axis cell whose value the observation does not constrain.
  public static let anyValue = "*"

  /// A stable identifier such as `CO-07`.
  public var id: String
  /// The document it comes from.
  public var source: Source
  /// Whether the document tested this on a device or states it.
  public var kind: Kind = .claim
  /// Where in the document: table, row and column, or section.
  public var location: String
  /// The file and line it was read from.
  public var file: String
  public var line: Int
  /// The releases it speaks of.
  public var versions: VersionSelection
  /// The scenario on any one of those releases, without the release; an axis in
  /// ``unconstrained`` holds its default here, as one of the values the observation speaks of.
  public var key: ScenarioKey
  /// The registry positions of the axes written `*`, ascending: the observation speaks of every
  /// value that fits there, because that value changes nothing it records.
  public var unconstrained: [Int] = []
  /// What the document says of the answer's columns it states (``stated``); the other fields
  /// are placeholders.
  public var claimed: Outcome = OutcomeColumns.blank
  /// The columns the document states (``OutcomeColumns/answer``), by name.
  public var stated: Set<String> = []
  /// The contradiction this observation takes part in, by ID, when there is one.
  public var contradiction: String?
  /// A short remark in this project's words.
  public var note: String
  /// The push SDK whose handlers the observation speaks of (its ``Outcome/sdk``), or `nil` for
  /// native callbacks alone.
  public var sdk: SDKBridge?

  /// Creates an observation from what its document says of each column of the answer.
  public init(
    id: String, source: Source, kind: Kind = .claim, location: String, file: String, line: Int,
    versions: VersionSelection, key: ScenarioKey, unconstrained: [Int] = [],
    banner: Claim<Bool>, notificationCenter: Claim<Bool> = .unstated,
    extensionRuns: Claim<Bool> = .unstated, launchPayload: Claim<LaunchPayload> = .unstated,
    arrival: Claim<Calls>, tap: Claim<Calls?>, contradiction: String?, note: String
  ) {
    self.id = id
    self.source = source
    self.kind = kind
    self.location = location
    self.file = file
    self.line = line
    self.versions = versions
    self.key = key
    self.unconstrained = unconstrained
    self.contradiction = contradiction
    self.note = note
    self.banner = banner
    self.notificationCenter = notificationCenter
    self.extensionRuns = extensionRuns
    self.launchPayload = launchPayload
    self.arrival = arrival
    self.tap = tap
  }

  /// Creates an observation from what its document says, read column by column.
  init(
    id: String, source: Source, kind: Kind, location: String, file: String, line: Int,
    versions: VersionSelection, key: ScenarioKey, unconstrained: [Int], claimed: Outcome,
    stated: Set<String>, contradiction: String?, note: String, sdk: SDKBridge?
  ) {
    self.id = id
    self.source = source
    self.kind = kind
    self.location = location
    self.file = file
    self.line = line
    self.versions = versions
    self.key = key
    self.unconstrained = unconstrained
    self.claimed = claimed
    self.stated = stated
    self.contradiction = contradiction
    self.note = note
    self.sdk = sdk
  }

  /// Whether the document says the system shows the notification.
  public var banner: Claim<Bool> {
    get { claim(OutcomeColumns.banner, \.banner) }
    set { setClaim(newValue, OutcomeColumns.banner, \.banner) }
  }
  /// Whether the document says the notification stays in Notification Center.
  public var notificationCenter: Claim<Bool> {
    get { claim(OutcomeColumns.notificationCenter, \.notificationCenter) }
    set { setClaim(newValue, OutcomeColumns.notificationCenter, \.notificationCenter) }
  }
  /// Whether the document says the app's service extension ran before the notification showed.
  public var extensionRuns: Claim<Bool> {
    get { claim(OutcomeColumns.extensionRuns, \.extensionRuns) }
    set { setClaim(newValue, OutcomeColumns.extensionRuns, \.extensionRuns) }
  }
  /// Where the document says the launch code found the notification.
  public var launchPayload: Claim<LaunchPayload> {
    get { claim(OutcomeColumns.launchPayload, \.launchPayload) }
    set { setClaim(newValue, OutcomeColumns.launchPayload, \.launchPayload) }
  }
  /// The callbacks the document says ran on arrival.
  public var arrival: Claim<Calls> {
    get { claim(OutcomeColumns.arrival, \.arrival) }
    set { setClaim(newValue, OutcomeColumns.arrival, \.arrival) }
  }
  /// The callbacks the document says a tap ran; `nil` when nothing was there to tap.
  public var tap: Claim<Calls?> {
    get { claim(OutcomeColumns.tap, \.tap) }
    set { setClaim(newValue, OutcomeColumns.tap, \.tap) }
  }

  private func claim<Value>(_ column: OutcomeColumn, _ field: KeyPath<Outcome, Value>)
    -> Claim<Value>
  {
    stated.contains(column.id) ? .stated(claimed[keyPath: field]) : .unstated
  }

  private mutating func setClaim<Value>(
    _ claim: Claim<Value>, _ column: OutcomeColumn, _ field: WritableKeyPath<Outcome, Value>
  ) {
    switch claim {
    case .unstated:
      stated.remove(column.id)
    case .stated(let value):
      stated.insert(column.id)
      claimed[keyPath: field] = value
    }
  }

  /// What the observation rests on: `observed` for a device test, else the basis of its
  /// document's statements (`documented` for Apple's, `reported` for anyone else's).
  public var basis: Basis { kind == .deviceTest ? .observed : source.basis }

  /// The kind and basis as reports show them: `device-test`, or `claim` with its basis, such
  /// as `claim, documented`.
  public var standing: String {
    kind == .deviceTest ? kind.rawValue : "\(kind.rawValue), \(basis)"
  }

  /// The scenarios this observation describes on one release: its key with every value that
  /// fits on each unconstrained axis, in key order.
  public func scenarios(on os: OSVersion) -> [Scenario] {
    var scenarios = [Scenario(os: os, key: key)]
    for position in unconstrained {
      scenarios = scenarios.flatMap { scenario in
        AxisRegistry.axes[position].allowedOrdinals(in: scenario).map { ordinal in
          var widened = scenario
          widened.key.setOrdinal(ordinal, at: position)
          return widened
        }
      }
    }
    return scenarios.filter { $0.firstMisfit() == nil }.sorted()
  }

  /// Whether this observation speaks of a scenario: its release is selected, and every axis the
  /// observation constrains has the observation's value.
  public func covers(_ scenario: Scenario) -> Bool {
    versions.contains(scenario.os)
      && AxisRegistry.axes.indices.allSatisfy { position in
        unconstrained.contains(position)
          || key.ordinal(at: position) == scenario.key.ordinal(at: position)
      }
  }

  /// The identifiers of every axis's value in registry order, `*` for an unconstrained one.
  public var identifiers: [String] {
    zip(AxisRegistry.axes.indices, key.identifiers).map { position, identifier in
      unconstrained.contains(position) ? Self.anyValue : identifier
    }
  }
}
