import Foundation
import Testing

@testable import PushMatrixEngine
@testable import PushMatrixIO
@testable import PushMatrixModel

/// The package's root folder, found from this file's path.
let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
  .deletingLastPathComponent().deletingLastPathComponent()

/// The ledger of the package's own observations.
let packageLedger: Ledger = {
  do {
    return try Ledger(
      directory: packageRoot.appendingPathComponent(ObservationFile.directory).path)
  } catch {
    fatalError("cannot read the package's observations: \(error)")
  }
}()

/// A fresh temporary folder, removed by the caller when done.
func makeTemporaryDirectory() throws -> URL {
  let url = FileManager.default.temporaryDirectory
    .appendingPathComponent("pushmatrix-tests-\(UUID().uuidString)")
  try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
  return url
}

/// Runs work on a thread of its own and returns its result, or records an issue and returns
/// `nil` when the work takes longer than the limit.
///
/// For the tests that guard against time growing faster than the input: a `.timeLimit` trait
/// counts from when the test is scheduled, and beside the end-to-end suites, whose processes
/// hold the test runner's few threads for minutes, a test that takes milliseconds once waited
/// past its minute for a thread. A thread of its own starts at once, so the limit measures the
/// work alone. The work records no issues: a thread that is not the test's cannot.
///
/// - Parameters:
///   - seconds: how long the work may take.
///   - sourceLocation: where the issue is recorded if the work runs past the limit.
///   - work: the work, returning what the test then checks.
/// - Returns: what the work returned, or `nil` if it ran past the limit (it is left to finish).
func onItsOwnThread<Result: Sendable>(
  within seconds: Int, sourceLocation: SourceLocation = #_sourceLocation,
  _ work: @escaping @Sendable () -> Result
) -> Result? {
  let outcome = ThreadOutcome<Result>()
  Thread {
    outcome.started.signal()
    outcome.value = work()
    outcome.finished.signal()
  }.start()
  outcome.started.wait()
  guard outcome.finished.wait(timeout: .now() + .seconds(seconds)) == .success else {
    Issue.record("the work ran past \(seconds) s", sourceLocation: sourceLocation)
    return nil
  }
  return outcome.value
}

/// What the work of ``onItsOwnThread(within:sourceLocation:_:)`` returns, and when it started and
/// finished.
private final class ThreadOutcome<Result: Sendable>: @unchecked Sendable {
  // Written by the worker before it signals `finished`, read after the wait: the semaphore
  // orders the two.
  var value: Result?
  let started = DispatchSemaphore(value: 0)
  let finished = DispatchSemaphore(value: 0)
}
