/// A value of one scenario axis that reads and writes its stable public identifier.
public protocol AxisValue: Hashable, Sendable, CustomStringConvertible {
  /// The axis this value belongs to.
  static var axis: Axis { get }

  /// Parses a value from its public identifier.
  ///
  /// - Throws: ``AxisValueError`` naming the axis and the rejected text.
  init(parsing text: some StringProtocol) throws(AxisValueError)
}

extension AxisValue where Self: RawRepresentable<String> & CaseIterable {
  public init(parsing text: some StringProtocol) throws(AxisValueError) {
    guard let value = Self(rawValue: String(text)) else {
      throw AxisValueError(
        axis: Self.axis, value: String(text),
        expected: Self.allCases.map(\.rawValue).joined(separator: ", "))
    }
    self = value
  }

  public var description: String { rawValue }
}

/// A value that is not a valid identifier for its axis.
public struct AxisValueError: Error, Equatable, Sendable, CustomStringConvertible {
  /// The axis whose value was rejected.
  public var axis: Axis
  /// The rejected text, exactly as given.
  public var value: String
  /// What the axis accepts, for the message.
  public var expected: String

  public var description: String {
    "invalid \(axis.rawValue) \(value.messageQuoted): expected \(expected)"
  }
}
