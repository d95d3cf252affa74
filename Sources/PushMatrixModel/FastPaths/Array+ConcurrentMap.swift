import Dispatch
import Foundation

extension Array where Element: Sendable {
  /// Returns the results of a transform of each element, in order, computed on every processor
  /// at once when there are enough elements to repay starting the threads.
  ///
  /// Each element is a sizeable piece of work, such as a page or a few thousand scenarios: the
  /// calling thread and helpers on the other processors each take the next element as soon as
  /// they are free, so that pieces of unequal size keep every processor busy. Unlike
  /// `DispatchQueue.concurrentPerform`, which runs one nested in another on one thread, this
  /// shares work called from work it shares. The calling thread waits only for elements that a
  /// running helper took, never for a helper to start, so nesting cannot deadlock. The transform
  /// must be a pure function: the result never depends on which thread ran it.
  ///
  /// - Parameters:
  ///   - minimumCount: the fewest elements worth sharing among threads.
  ///   - transform: the transform, called from several threads at once.
  /// - Returns: the results, in the order of the elements.
  package func concurrentMap<Result: Sendable>(
    minimumCount: Int, _ transform: @escaping @Sendable (Element) -> Result
  ) -> [Result] {
    guard count >= minimumCount, processors > 1 else { return map(transform) }
    let results = ResultSlots<Result>(count: count)
    let queue = WorkQueue(count: count)
    let elements = self
    let work: @Sendable () -> Void = {
      while let index = queue.take() {
        results.set(index, transform(elements[index]))
        queue.finish()
      }
    }
    for _ in 1..<Swift.min(processors, count) { DispatchQueue.global().async(execute: work) }
    work()
    queue.waitUntilFinished()
    return results.values()
  }
}

/// The indices of a shared piece of work, handed out one at a time, and how many are finished.
private final class WorkQueue: @unchecked Sendable {
  // Unchecked: every field is read and written with `condition` locked.
  private let condition = NSCondition()
  private let count: Int
  private var next = 0
  private var unfinished: Int

  init(count: Int) {
    self.count = count
    unfinished = count
  }

  /// Returns the next index nobody took, or `nil` when every index is taken.
  func take() -> Int? {
    condition.lock()
    defer { condition.unlock() }
    guard next < count else { return nil }
    next += 1
    return next - 1
  }

  /// Records that the work on an index is done.
  func finish() {
    condition.lock()
    unfinished -= 1
    if unfinished == 0 { condition.broadcast() }
    condition.unlock()
  }

  /// Waits until the work on every index is done.
  func waitUntilFinished() {
    condition.lock()
    while unfinished > 0 { condition.wait() }
    condition.unlock()
  }
}

/// Returns the results of two independent pieces of work, computed on two processors at once
/// when there are two.
///
/// The calling thread does `first` and a helper `second`. Pass the longer piece first: the
/// helper that finishes the shorter one goes back to the pool and takes the helpers that the
/// longer piece's maps queued, where a calling thread that finished first could only wait
/// (`check` ended with one processor idle for a tenth of its time the other way round).
///
/// - Parameters:
///   - first: the longer piece of work, a pure function.
///   - second: the shorter, a pure function.
/// - Returns: both results.
package func concurrently<First: Sendable, Second: Sendable>(
  _ first: @escaping @Sendable () -> First, _ second: @escaping @Sendable () -> Second
) -> (First, Second) {
  let results = [false, true].concurrentMap(minimumCount: 2) { isSecond in
    isSecond ? Either<First, Second>.second(second()) : .first(first())
  }
  guard case .first(let firstResult) = results[0], case .second(let secondResult) = results[1]
  else { preconditionFailure("concurrentMap keeps the order of its elements") }
  return (firstResult, secondResult)
}

/// One of two results.
private enum Either<First: Sendable, Second: Sendable>: Sendable {
  case first(First)
  case second(Second)
}

/// The processors this process may use, asked once: Foundation reads the control groups' files
/// on Linux at every call, which cost more than routing a scenario.
private let processors = ProcessInfo.processInfo.activeProcessorCount

/// Slots that threads fill, each slot by one thread, then read after they all finished.
private final class ResultSlots<Value>: @unchecked Sendable {
  // Unchecked: each slot is written by exactly one thread, and read only after every thread
  // has finished (``DispatchQueue/concurrentPerform(iterations:execute:)`` returns then).
  private let slots: UnsafeMutablePointer<Value>
  private let count: Int

  init(count: Int) {
    self.count = count
    slots = .allocate(capacity: count)
  }

  /// Fills a slot; each slot exactly once.
  func set(_ index: Int, _ value: Value) { (slots + index).initialize(to: value) }

  /// Every slot's value, in order, once every slot is filled.
  func values() -> [Value] { Array(UnsafeBufferPointer(start: slots, count: count)) }

  deinit {
    slots.deinitialize(count: count)
    slots.deallocate()
  }
}
