import PushMatrixIO

/// A value of one scenario axis; its type declares the whole axis once, in its own file.
///
/// The release (``OSVersion``) is not such an axis: it is open-ended and every scenario has one.
/// Every other axis is registered in ``AxisRegistry``, which everything that walks axes walks.
public protocol AxisValue: Hashable, Sendable, CustomStringConvertible {
  /// Everything the project knows about the axis: identifiers, values, default, labels, the
  /// releases where it exists and its constraint on other axes.
  static var axis: AxisDeclaration<Self> { get }
}

extension AxisValue {
  /// Parses a value from its public identifier.
  ///
  /// - Throws: ``AxisValueError`` naming the axis and the rejected text.
  public init(parsing text: some StringProtocol) throws(AxisValueError) {
    self = Self.axis.values[try Self.axis.ordinal(parsing: String(text))]
  }

  /// The value's public identifier.
  public var description: String { Self.axis.identifiers[Self.axis.ordinal(of: self)] }
}

/// A value that is not a valid identifier for its axis, or does not fit the scenario's others.
public struct AxisValueError: Error, Equatable, Sendable, CustomStringConvertible {
  /// The axis whose value was rejected, by identifier.
  public var axis: String
  /// The rejected text, exactly as given.
  public var value: String
  /// What the axis accepts, for the message.
  public var expected: String
  /// Where the value was given, such as `for callbacks "none"` or `on iOS 12.0`.
  public var context: String?
  /// How to write a fitting value, when there is more to say than `expected`.
  public var hint: String?

  /// Creates an error.
  public init(
    axis: String, value: String, expected: String, context: String? = nil, hint: String? = nil
  ) {
    self.axis = axis
    self.value = value
    self.expected = expected
    self.context = context
    self.hint = hint
  }

  public var description: String {
    "invalid \(axis) \(value.messageQuoted)" + (context.map { " " + $0 } ?? "")
      + ": expected \(expected)" + (hint.map { "; " + $0 } ?? "")
  }
}
