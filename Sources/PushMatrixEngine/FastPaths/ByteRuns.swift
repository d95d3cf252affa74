/// Byte strings stored one after another in one array, each found by its index: many short
/// strings that a hot loop copies without touching a reference count.
struct ByteRuns {
  /// Every run's bytes, in order.
  private(set) var bytes: [UInt8] = []
  /// Where each run ends in ``bytes``.
  private var ends: [Int] = []

  /// The number of runs.
  var count: Int { ends.count }

  /// Adds a run.
  mutating func append(_ run: [UInt8]) {
    bytes += run
    ends.append(bytes.count)
  }

  /// Returns where a run lies in ``bytes``.
  func run(_ index: Int) -> Range<Int> { (index == 0 ? 0 : ends[index - 1])..<ends[index] }
}
