import PushMatrixModel

/// The releases an observation speaks of: one release, or an inclusive range of catalog releases.
///
/// Written `9.3.2`, `7.0-9.3.2` (inclusive) or `10.0+` (open-ended).
public enum VersionSelection: Hashable, Sendable, CustomStringConvertible {
  case exactly(OSVersion)
  case range(OSVersion, OSVersion?)

  /// Parses the written form.
  ///
  /// - Throws: ``AxisValueError`` for a malformed version or an empty range.
  public init(parsing text: String) throws(AxisValueError) {
    // A bad part of a range is reported with the whole cell, not with the part alone.
    func release(_ part: Substring) throws(AxisValueError) -> OSVersion {
      do {
        return try OSVersion(parsing: part)
      } catch {
        throw AxisValueError(
          axis: OSVersion.axisID, value: text,
          expected: "a release MAJOR[.MINOR[.PATCH]] such as 9.3.2, a range FIRST-LAST such as "
            + "7.0-9.3.2, or FIRST+ such as 10.0+")
      }
    }
    if text.hasSuffix("+") {
      self = .range(try release(text.dropLast()), nil)
    } else if let dash = text.firstIndex(of: "-") {
      let lower = try release(text[..<dash])
      let upper = try release(text[text.index(after: dash)...])
      guard lower <= upper else {
        throw AxisValueError(
          axis: OSVersion.axisID, value: text, expected: "a range whose start is not after its end")
      }
      self = .range(lower, upper)
    } else {
      self = .exactly(try OSVersion(parsing: text))
    }
  }

  /// The releases to check: the exact one, or every catalog release in the range.
  public var versions: [OSVersion] {
    switch self {
    case .exactly(let version): [version]
    case .range(let lower, let upper):
      OSCatalog.versions.filter { version in version >= lower && upper.map { version <= $0 } ?? true
      }
    }
  }

  public var description: String {
    switch self {
    case .exactly(let version): version.description
    case .range(let lower, nil): "\(lower)+"
    case .range(let lower, let upper?): "\(lower)-\(upper)"
    }
  }
}

extension VersionSelection {
  /// The earliest release the selection speaks of.
  public var lowerBound: OSVersion {
    switch self {
    case .exactly(let version), .range(let version, _): version
    }
  }

  /// Whether the selection speaks of the given release.
  public func contains(_ os: OSVersion) -> Bool {
    switch self {
    case .exactly(let version): version == os
    case .range(let lower, let upper): os >= lower && upper.map { os <= $0 } ?? true
    }
  }
}
