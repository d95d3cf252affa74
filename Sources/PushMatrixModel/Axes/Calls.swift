/// The callbacks iOS invokes for one notification, in order.
///
/// A value packed into one integer rather than an array: the engine makes and copies a sequence
/// of calls for every scenario it routes, and an array's buffer was allocated, retained and
/// released each time.
public struct Calls: RandomAccessCollection, RangeReplaceableCollection, Hashable, Sendable,
  ExpressibleByArrayLiteral
{
  /// Three bits a call from the lowest, the first call lowest; the count in the top bits.
  private var bits: UInt32

  /// The most calls a sequence holds: far more than iOS makes for one notification.
  public static let capacity = 9
  /// Where the count starts: above ``capacity`` calls of three bits.
  private static let countShift: UInt32 = 27

  /// No calls.
  public init() { bits = 0 }

  /// The calls of a literal, in its order.
  public init(arrayLiteral calls: Callback...) { self.init(calls) }

  /// The calls of a sequence, in its order.
  ///
  /// - Precondition: it holds at most ``capacity`` calls.
  public init(_ calls: some Sequence<Callback>) {
    self.init()
    append(contentsOf: calls)
  }

  public var startIndex: Int { 0 }

  /// The number of calls.
  public var endIndex: Int { Int(bits >> Self.countShift) }

  /// The call at a position.
  public subscript(position: Int) -> Callback {
    precondition(indices.contains(position), "call \(position) of \(count)")
    return Callback(code: bits >> (3 * UInt32(position)) & 0b111)
  }

  /// Adds a call at the end.
  ///
  /// - Precondition: fewer than ``capacity`` calls are held.
  public mutating func append(_ call: Callback) {
    let count = UInt32(endIndex)
    precondition(count < Self.capacity, "more than \(Self.capacity) calls")
    bits =
      bits & ~(~0 << Self.countShift) | call.code << (3 * count)
      | (count + 1) << Self.countShift
  }

  /// Replaces the calls at some positions with others.
  public mutating func replaceSubrange(
    _ subrange: Range<Int>, with calls: some Collection<Callback>
  ) {
    var replaced = Calls(self[..<subrange.lowerBound])
    replaced.append(contentsOf: calls)
    replaced.append(contentsOf: self[subrange.upperBound...])
    self = replaced
  }

  /// Adds calls at the end, one at a time: the collection's default would replace a range,
  /// which appends them.
  public mutating func append(contentsOf calls: some Sequence<Callback>) {
    for call in calls { append(call) }
  }
}

extension Callback {
  /// The callback's three bits in ``Calls``: its place in declaration order.
  fileprivate var code: UInt32 {
    switch self {
    case .launch: 0
    case .sceneConnect: 1
    case .legacyReceive: 2
    case .fetchReceive: 3
    case .willPresent: 4
    case .didReceiveResponse: 5
    }
  }

  /// The callback with three bits of ``Calls``.
  fileprivate init(code: UInt32) {
    switch code {
    case 0: self = .launch
    case 1: self = .sceneConnect
    case 2: self = .legacyReceive
    case 3: self = .fetchReceive
    case 4: self = .willPresent
    case 5: self = .didReceiveResponse
    default: preconditionFailure("no callback has code \(code)")
    }
  }
}
