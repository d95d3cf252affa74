import PushMatrixIO

extension Scenario {
  /// Reads a scenario from its release and the identifiers of the registered axes' values, in
  /// registry order; `nil` for an axis means its default.
  ///
  /// - Throws: ``AxisValueError`` for an unknown value, a value that does not fit the release
  ///   or the axes before it, or a missing value of an axis that has no default.
  public init(os: OSVersion, identifiers: [String?]) throws(AxisValueError) {
    precondition(identifiers.count == AxisRegistry.axes.count, "one identifier per axis")
    self.init(os: os, key: .first)
    // By position: a golden has some 100,000 scenarios, and each copy of an axis is a dozen
    // references retained and released.
    for position in identifiers.indices {
      if let text = identifiers[position] {
        key.setOrdinal(try Self.ordinal(of: text, at: position), at: position)
      } else if let ordinal = AxisRegistry.declaredDefaults[position]
        ?? AxisRegistry.axes[position].defaultOrdinal(in: self)
      {
        key.setOrdinal(ordinal, at: position)
      } else {
        let axis = AxisRegistry.axes[position]
        throw AxisValueError(
          axis: axis.id, value: "", expected: axis.expected,
          hint: "the \(axis.id) axis has no default")
      }
    }
    try validate()
  }

  /// Returns the ordinal of an axis's value from its identifier or another spelling.
  private static func ordinal(of text: String, at position: Int) throws(AxisValueError) -> Int {
    // The identifier a golden writes is looked up; the parser reads other spellings.
    if let ordinal = AxisRegistry.ordinalsByIdentifier[position][text] { return ordinal }
    return try AxisRegistry.axes[position].ordinal(parsing: text)
  }

  /// Reads rows of scenarios one after another, a row standing for one release or several,
  /// keeping each axis's last identifier and its ordinal: rows in key order repeat most of the
  /// values of the row before, which are then compared instead of looked up.
  public struct Reader {
    private var last: [(identifier: String, ordinal: Int)?] = Array(
      repeating: nil, count: AxisRegistry.axes.count)

    /// Creates a reader that has read nothing.
    public init() {}

    /// Reads the scenarios of one row: ``Scenario/init(os:identifiers:)`` on each release, in
    /// order, with the identifiers read once when the row names every axis that has no declared
    /// default, since then only whether the values fit depends on the release.
    ///
    /// - Throws: the ``AxisValueError`` of the first release whose scenario cannot be read.
    public mutating func scenarios(on releases: [OSVersion], identifiers: [String?])
      throws(AxisValueError) -> [Scenario]
    {
      precondition(identifiers.count == last.count, "one identifier per axis")
      guard let first = releases.first else { return [] }
      // An axis left out without a declared default takes one that may depend on the others
      // and the release: such a row is read on each release as a whole.
      guard
        identifiers.indices.allSatisfy({
          identifiers[$0] != nil || AxisRegistry.declaredDefaults[$0] != nil
        })
      else {
        return try releases.map { (os) throws(AxisValueError) in
          try Scenario(os: os, identifiers: identifiers)
        }
      }
      var scenario = Scenario(os: first, key: .first)
      for position in identifiers.indices {
        guard let text = identifiers[position] else {
          scenario.key.setOrdinal(AxisRegistry.declaredDefaults[position]!, at: position)
          continue
        }
        if let last = last[position], last.identifier == text {
          scenario.key.setOrdinal(last.ordinal, at: position)
          continue
        }
        let ordinal = try Scenario.ordinal(of: text, at: position)
        last[position] = (text, ordinal)
        scenario.key.setOrdinal(ordinal, at: position)
      }
      // The key is the same on every release; whether it fits is not.
      return try releases.map { (os) throws(AxisValueError) in
        scenario.os = os
        try scenario.validate()
        return scenario
      }
    }
  }

  /// Reads a scenario written as `os=12.3.1 state=foreground callbacks=willPresent
  /// payload=alert`, axes in any order, each at most once; an axis left out takes its default.
  ///
  /// - Throws: ``ScenarioParseError`` naming the word that is not `axis=value`, an unknown or
  ///   repeated axis, a missing release, or a bad value.
  public init(parsing text: some StringProtocol) throws(ScenarioParseError) {
    var os: OSVersion?
    var identifiers = [String?](repeating: nil, count: AxisRegistry.axes.count)
    var seen: Set<Substring> = []
    for word in String(text).split(separator: " ") {
      guard let equals = word.firstIndex(of: "=") else {
        throw ScenarioParseError(
          message: "expected axis=value, found \(String(word).messageQuoted)")
      }
      let name = word[..<equals]
      let value = String(word[word.index(after: equals)...])
      guard seen.insert(name).inserted else {
        throw ScenarioParseError(message: "axis \(String(name).messageQuoted) given twice")
      }
      if name == OSVersion.axisID {
        do { os = try OSVersion(parsing: value) } catch { throw ScenarioParseError(error) }
      } else if let position = AxisRegistry.position(ofID: String(name)) {
        identifiers[position] = value
      } else {
        throw ScenarioParseError(
          message: "unknown axis \(String(name).messageQuoted); expected "
            + Scenario.columns.joined(separator: ", "))
      }
    }
    guard let os else { throw ScenarioParseError(message: "missing os=VERSION") }
    do { try self.init(os: os, identifiers: identifiers) } catch { throw ScenarioParseError(error) }
  }
}

/// A scenario text that cannot be read, with what is wrong in its message.
public struct ScenarioParseError: Error, Equatable, Sendable, CustomStringConvertible {
  /// What is wrong, naming the offending word or value.
  public var message: String

  /// Creates an error from its message.
  public init(message: String) { self.message = message }

  /// Creates an error from a bad axis value.
  init(_ error: AxisValueError) { message = error.description }

  public var description: String { message }
}
