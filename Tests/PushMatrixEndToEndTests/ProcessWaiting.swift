import Foundation
import Testing

/// Runs each test of a suite on a thread kept for tests that wait for other processes, instead of
/// on one of the threads Swift's concurrency runs every test on.
///
/// Those threads are as many as processors, and a test that waits for the tool, Python or
/// Chromium to end holds one while it waits: with two processors, two such tests left nothing
/// for the tests that work in the test process, and a processor idle whenever the process waited
/// for used less than one (starting, writing, a page laying out alone). On threads of their own,
/// the suites that run processes wait beside the in-process suites, and the README's test
/// command keeps both processors busy.
struct WaitsForProcesses: SuiteTrait, TestTrait, TestScoping {
  var isRecursive: Bool { true }

  func provideScope(
    for test: Test, testCase: Test.Case?, performing function: @Sendable () async throws -> Void
  ) async throws {
    // A suite's scope holds its tests, which each get their own.
    guard testCase != nil else { return try await function() }
    if #available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *) {
      try await withTaskExecutorPreference(ProcessWaitingExecutor.shared) { try await function() }
    } else {
      try await function()
    }
  }
}

extension Trait where Self == WaitsForProcesses {
  /// Runs a suite's tests on threads kept for tests that wait for other processes
  /// (``WaitsForProcesses``).
  static var waitsForProcesses: Self { Self() }
}

/// A fixed number of threads that run the jobs of tests waiting for processes, in the order they
/// come.
@available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *)
final class ProcessWaitingExecutor: TaskExecutor, @unchecked Sendable {
  /// Two threads a processor: each test on one mostly waits, and the processes it waits for
  /// keep the processors busy.
  static let shared = ProcessWaitingExecutor(
    threads: 2 * ProcessInfo.processInfo.activeProcessorCount)

  /// Guards ``jobs`` and wakes an idle thread when one is added.
  private let condition = NSCondition()
  private var jobs: [UnownedJob] = []

  private init(threads: Int) {
    for _ in 0..<threads {
      let thread = Thread { [unowned self] in run() }
      thread.name = "tests waiting for processes"
      thread.start()
    }
  }

  func enqueue(_ job: consuming ExecutorJob) {
    let job = UnownedJob(job)
    condition.lock()
    jobs.append(job)
    condition.signal()
    condition.unlock()
  }

  /// Runs jobs as they come, for as long as the test process lives.
  private func run() {
    while true {
      condition.lock()
      while jobs.isEmpty { condition.wait() }
      let job = jobs.removeFirst()
      condition.unlock()
      job.runSynchronously(on: asUnownedTaskExecutor())
    }
  }
}
