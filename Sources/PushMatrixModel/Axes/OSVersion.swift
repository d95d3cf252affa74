/// An iOS release number such as `9.3.2`, compared numerically.
public struct OSVersion: Hashable, Sendable, Comparable, CustomStringConvertible {
  public var major: Int
  public var minor: Int
  public var patch: Int

  /// The release's column name and option, the one scenario axis that is not registered.
  public static let axisID = "os"

  /// Creates a version from its numeric parts.
  public init(_ major: Int, _ minor: Int = 0, _ patch: Int = 0) {
    self.major = major
    self.minor = minor
    self.patch = patch
  }

  /// Parses `MAJOR[.MINOR[.PATCH]]`, each part one to four ASCII digits, from 3.0 on, refusing
  /// the majors Apple skipped (``OSCatalog/skippedMajors``).
  public init(parsing text: some StringProtocol) throws(AxisValueError) {
    let text = String(text)
    let parts = text.split(separator: ".", omittingEmptySubsequences: false)
    let numbers = parts.compactMap { part -> Int? in
      guard (1...4).contains(part.utf8.count), part.utf8.allSatisfy({ (48...57).contains($0) })
      else { return nil }
      return Int(part)
    }
    guard (1...3).contains(parts.count), numbers.count == parts.count else {
      throw AxisValueError(
        axis: Self.axisID, value: text, expected: "MAJOR[.MINOR[.PATCH]] such as 12.3.1")
    }
    let version = OSVersion(
      numbers[0], numbers.count > 1 ? numbers[1] : 0, numbers.count > 2 ? numbers[2] : 0)
    guard version >= Epoch.remoteNotifications else {
      throw AxisValueError(
        axis: Self.axisID, value: text,
        expected: "3.0 or later (iOS 3.0 introduced remote notifications)")
    }
    guard !OSCatalog.skippedMajors.contains(version.major) else {
      let skipped = OSCatalog.skippedMajors
      throw AxisValueError(
        axis: Self.axisID, value: text, expected: "a release of iOS that exists",
        hint: "Apple went from iOS \(skipped.lowerBound - 1) to iOS \(skipped.upperBound + 1) "
          + "when it numbered iOS by year, so iOS \(skipped.lowerBound)–\(skipped.upperBound) "
          + "never existed")
    }
    self = version
  }

  /// The first release after this one: the next patch, since nothing lies between.
  public var next: OSVersion { OSVersion(major, minor, patch + 1) }

  /// The version as `MAJOR.MINOR`, with `.PATCH` only when it is not zero.
  public var description: String {
    patch == 0 ? "\(major).\(minor)" : "\(major).\(minor).\(patch)"
  }

  public static func < (lhs: Self, rhs: Self) -> Bool {
    (lhs.major, lhs.minor, lhs.patch) < (rhs.major, rhs.minor, rhs.patch)
  }
}
