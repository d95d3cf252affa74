/// The stages a router runs, in order, packed into one word.
///
/// The router walks its stages for every scenario it routes, on every processor at once: an
/// array would be retained and released each time by every thread, the shared count the
/// ``Router`` avoids elsewhere. Four bits a stage in a `UInt64` walk with no count and no heap.
public struct RoutingStages: Sequence, IteratorProtocol, Hashable, Sendable,
  ExpressibleByArrayLiteral
{
  /// The stages not yet walked, the next in the lowest four bits; 0 when none is left.
  private var packed: UInt64 = 0

  /// The stages every table the project writes is made of, in the order the router runs them.
  public static let standard: Self = [.arrival, .tap, .extension, .quirks, .launch, .notes]

  /// Creates a list of stages in the given order, each at most once.
  public init(_ stages: [RoutingStage]) {
    precondition(stages.count <= 16 && Set(stages).count == stages.count, "stages \(stages)")
    for stage in stages.reversed() { packed = packed << 4 | UInt64(stage.rawValue) }
  }

  public init(arrayLiteral stages: RoutingStage...) { self.init(stages) }

  /// Takes the next stage off the list.
  @inline(__always)
  public mutating func next() -> RoutingStage? {
    guard packed != 0 else { return nil }
    defer { packed >>= 4 }
    return RoutingStage(rawValue: UInt8(truncatingIfNeeded: packed & 0xF))
  }

  /// Returns the list with a stage appended.
  public func appending(_ stage: RoutingStage) -> Self { Self(Array(self) + [stage]) }
}
