/// A registered scenario axis, without its value type: what code that walks every axis sees.
///
/// Values are handled by their ordinal, the index in the axis's canonical order, which is also
/// their digit in a ``ScenarioKey``.
public struct Axis: Sendable, Hashable, Identifiable, CustomStringConvertible {
  /// The stable identifier: column name, JSON key, and the name in `os=… state=…` texts.
  public let id: String
  /// The command-line option and HTML filter name.
  public let option: String
  /// The axis's name as pages label it.
  public let title: LocalizedText
  /// Each value's public identifier, in canonical order.
  public let identifiers: [String]
  /// Each value's label on pages, in canonical order.
  public let labels: [LocalizedText]
  /// The ordinal of the default value, or `nil` when the axis must be given.
  public let defaultOrdinal: Int?
  /// The first release where the axis exists, before which only its default value does; `nil`
  /// when it exists on every release.
  public let introduced: OSVersion?
  /// The first release of each value by ordinal, `nil` for a value that exists wherever the axis
  /// does: the default always, any other value from the axis's or its own introduction.
  public var introductions: [OSVersion?] { fitting.introductions }
  /// What deciding whether a value fits takes (``fits(_:in:)``), kept apart: checking every key
  /// of a release copies it for each axis, where copying the axis would retain a dozen
  /// references.
  package let fitting: Fitting
  /// Whether the axis is a condition the source documents held at its default.
  public let isCondition: Bool
  /// The axis whose value decides which values of this one fit, when there is one.
  public let dependsOn: String?
  /// How to write a fitting value, when the axis has a constraint.
  public let hint: String?
  /// What the axis accepts, as messages and help texts say it.
  public let expected: String
  /// Whether a value read alone says which axis it belongs to.
  public let valuesNameTheAxis: Bool
  /// Other names the axis reads besides its identifiers, as help texts say it, or `nil`.
  public let alsoAccepted: String?
  /// The value type, for its identity and its name.
  private let type: any AxisValue.Type
  /// The value type's identity, so that typed access finds the axis's position.
  var valueType: ObjectIdentifier { ObjectIdentifier(type) }
  /// The value type's name as Swift spells it, for source generated from the registry.
  ///
  /// Worked out when asked: the runtime demangles the name, which took each command's start as
  /// long as every other part of the registry together (1.7 M instructions an axis).
  public var valueTypeName: String { String(describing: type) }
  private let parseOrdinal: @Sendable (String) throws(AxisValueError) -> Int
  /// The ordinal of the constraint's assumed value, or `nil`.
  private let assumedOrdinal: Int?

  /// Registers the axis that a value type declares.
  public init<Value: AxisValue>(_ type: Value.Type) {
    let axis = Value.axis
    id = axis.id
    option = axis.option
    title = axis.title
    identifiers = axis.identifiers
    labels = axis.labels
    defaultOrdinal = axis.defaultValue.map(axis.ordinal(of:))
    introduced = axis.introduced
    let introductions = axis.values.map { value -> OSVersion? in
      guard value != axis.defaultValue else { return nil }
      return [axis.introduced, axis.introducedValues[value]].compactMap { $0 }.max()
    }
    isCondition = axis.isCondition
    dependsOn = axis.constraint?.dependsOn
    hint = axis.constraint?.hint
    expected = axis.expected
    valuesNameTheAxis = axis.valuesNameTheAxis
    alsoAccepted = axis.alsoAccepted
    self.type = type
    parseOrdinal = { text throws(AxisValueError) in try axis.ordinal(parsing: text) }
    assumedOrdinal = axis.constraint?.assumed.map(axis.ordinal(of:))
    var constraint: (@Sendable (Scenario) -> [Int])?
    var admits: (@Sendable (Scenario, Int) -> Bool)?
    if let allowed = axis.constraint?.allowed {
      constraint = { scenario in allowed(scenario).map { axis.ordinal(of: $0) } }
      let values = axis.values
      admits = { scenario, ordinal in allowed(scenario).contains(values[ordinal]) }
    }
    fitting = Fitting(introductions: introductions, constraint: constraint, admits: admits)
  }

  /// The number of values.
  public var count: Int { identifiers.count }

  /// Returns the ordinal of the value a text names.
  ///
  /// - Throws: ``AxisValueError`` naming the axis, the text and what it accepts.
  public func ordinal(parsing text: String) throws(AxisValueError) -> Int {
    try parseOrdinal(text)
  }

  /// Returns the ordinals of the values that fit a scenario's release and earlier axes, ascending.
  public func allowedOrdinals(in scenario: Scenario) -> [Int] {
    let allowed = fitting.constraint?(scenario) ?? Array(0..<count)
    return allowed.filter { exists($0, on: scenario.os) }
  }

  /// Whether the value with an ordinal fits a scenario's release and earlier axes: one of
  /// ``allowedOrdinals(in:)``, found without listing them.
  public func fits(_ ordinal: Int, in scenario: Scenario) -> Bool {
    fitting.fits(ordinal, in: scenario)
  }

  /// Whether the value with an ordinal exists on a release.
  public func exists(_ ordinal: Int, on os: OSVersion) -> Bool {
    fitting.exists(ordinal, on: os)
  }

  /// Returns the ordinal that a scenario means when it does not mention the axis: the declared
  /// default, else the constraint's assumed value where it fits, else the first value that
  /// fits; `nil` when the axis must be given.
  public func defaultOrdinal(in scenario: Scenario) -> Int? {
    if let defaultOrdinal { return defaultOrdinal }
    if let assumedOrdinal, fits(assumedOrdinal, in: scenario) { return assumedOrdinal }
    return fitting.constraint.flatMap { $0(scenario).first }
  }

  /// The identifier of the constraint's assumed value, or `nil`.
  public var assumedIdentifier: String? { assumedOrdinal.map { identifiers[$0] } }

  /// Whether leaving the axis out means a value picked for the scenario rather than one
  /// declared default, so that a command says which value it assumed.
  public var assumesValue: Bool { defaultOrdinal == nil && assumedOrdinal != nil }

  public var description: String { id }

  public static func == (lhs: Self, rhs: Self) -> Bool { lhs.id == rhs.id }

  public func hash(into hasher: inout Hasher) { hasher.combine(id) }
}

extension Axis {
  /// The part of an axis that says whether a value fits a scenario: when each value starts, and
  /// the constraint of an earlier axis.
  package struct Fitting: Sendable {
    /// The first release of each value by ordinal (``Axis/introductions``).
    let introductions: [OSVersion?]
    /// The ordinals that fit a scenario's earlier axes, when the axis has a constraint.
    let constraint: (@Sendable (Scenario) -> [Int])?
    /// Whether the constraint admits the value with an ordinal: ``constraint`` asked of one value,
    /// comparing values instead of hashing each allowed one to its ordinal.
    let admits: (@Sendable (Scenario, Int) -> Bool)?

    /// Whether the value with an ordinal fits a scenario (``Axis/fits(_:in:)``).
    package func fits(_ ordinal: Int, in scenario: Scenario) -> Bool {
      exists(ordinal, on: scenario.os) && (admits?(scenario, ordinal) ?? true)
    }

    /// Whether the value with an ordinal exists on a release (``Axis/exists(_:on:)``).
    package func exists(_ ordinal: Int, on os: OSVersion) -> Bool {
      introductions[ordinal].map { os >= $0 } ?? true
    }
  }
}

extension Axis {
  /// Every axis's ``Fitting``, laid out for ``Scenario/firstMisfit()``.
  ///
  /// An enumeration, a golden being read and the key oracle ask it of every scenario: the first
  /// releases of all the values are in one buffer that lives as long as the process, so that
  /// reading one retains nothing, and the constraints are asked only of the axes that have one.
  /// Through an array of ``Fitting``s, retaining and releasing each axis's array and closures
  /// took three quarters of the time.
  struct FittingTable: @unchecked Sendable {
    // Unchecked: the buffers are written once, here, and only read after.
    /// The first release of each value, the axes one after another; 0.0 for a value that
    /// exists on every release.
    private let introductions: UnsafeBufferPointer<OSVersion>
    /// Where each axis's values start in ``introductions``.
    private let starts: UnsafeBufferPointer<Int>
    /// The constraint of each axis, `nil` for an axis without one.
    private let admits: UnsafeBufferPointer<(@Sendable (Scenario, Int) -> Bool)?>

    init(_ fittings: [Fitting]) {
      let starts = fittings.reduce(into: [0]) { $0.append($0.last! + $1.introductions.count) }
      self.introductions = Self.keep(
        fittings.flatMap { $0.introductions.map { $0 ?? OSVersion(0) } })
      self.starts = Self.keep(starts.dropLast())
      admits = Self.keep(fittings.map(\.admits))
    }

    /// Copies values into a buffer that is never freed: the table is made once, for the registry.
    private static func keep<Element>(_ values: some Collection<Element>)
      -> UnsafeBufferPointer<Element>
    {
      let buffer = UnsafeMutableBufferPointer<Element>.allocate(capacity: values.count)
      _ = buffer.initialize(from: values)
      return UnsafeBufferPointer(buffer)
    }

    /// Returns the position of the first axis whose value does not fit a scenario
    /// (``Scenario/firstMisfit()``), checking each as ``Fitting/fits(_:in:)`` does.
    func firstMisfit(_ scenario: Scenario) -> Int? {
      for position in starts.indices {
        let ordinal = scenario.key.ordinal(at: position)
        if scenario.os < introductions[starts[position] + ordinal] { return position }
        if let admits = admits[position], !admits(scenario, ordinal) { return position }
      }
      return nil
    }
  }
}
