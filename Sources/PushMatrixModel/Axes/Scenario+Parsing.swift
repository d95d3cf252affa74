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
        // The identifier a golden writes is looked up; the parser reads other spellings.
        if let ordinal = AxisRegistry.ordinalsByIdentifier[position][text] {
          key.setOrdinal(ordinal, at: position)
        } else {
          key.setOrdinal(try AxisRegistry.axes[position].ordinal(parsing: text), at: position)
        }
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

  /// Reads the scenarios of one row that stands for several releases: ``init(os:identifiers:)``
  /// on each release, in order, with the identifiers read once when the row names every axis
  /// that has no declared default, since then only whether the values fit depends on the
  /// release.
  ///
  /// - Throws: the ``AxisValueError`` of the first release whose scenario cannot be read.
  public static func scenarios(
    on releases: [OSVersion], identifiers: [String?]
  ) throws(AxisValueError) -> [Scenario] {
    guard let first = releases.first else { return [] }
    let scenario = try Scenario(os: first, identifiers: identifiers)
    let sameKeyOnEveryRelease = identifiers.indices.allSatisfy {
      identifiers[$0] != nil || AxisRegistry.declaredDefaults[$0] != nil
    }
    var scenarios = [scenario]
    for os in releases.dropFirst() {
      guard sameKeyOnEveryRelease else {
        scenarios.append(try Scenario(os: os, identifiers: identifiers))
        continue
      }
      var next = scenario
      next.os = os
      try next.validate()
      scenarios.append(next)
    }
    return scenarios
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
