/// A release of a push SDK, such as `26.3.2`: up to three numbers joined by `.`, compared number
/// by number, a missing number counting as 0.
public struct SDKVersion: Hashable, Sendable, Comparable, CustomStringConvertible {
  /// The major, minor and patch numbers.
  public let parts: [Int]

  /// Parses `MAJOR`, `MAJOR.MINOR` or `MAJOR.MINOR.PATCH`; `nil` for anything else, such as a
  /// pre-release (`8.0.0-dev.4`), which the bridges do not tell apart from its release.
  public init?(_ text: String) {
    let numbers = text.split(separator: ".", omittingEmptySubsequences: false)
    guard (1...3).contains(numbers.count) else { return nil }
    var parts: [Int] = []
    for number in numbers {
      guard !number.isEmpty, number.count <= 6, number.allSatisfy(\.isASCII),
        let value = Int(number)
      else { return nil }
      parts.append(value)
    }
    self.parts = parts + Array(repeating: 0, count: 3 - parts.count)
  }

  public var description: String { parts.map(String.init).joined(separator: ".") }

  public static func < (lhs: Self, rhs: Self) -> Bool {
    lhs.parts.lexicographicallyPrecedes(rhs.parts)
  }
}

extension SDKVersion: ExpressibleByStringLiteral {
  /// A version written in a bridge's declaration.
  ///
  /// - Precondition: the literal is a version ``init(_:)`` reads.
  public init(stringLiteral text: String) {
    guard let version = SDKVersion(text) else { preconditionFailure("SDK version \(text)") }
    self = version
  }
}
