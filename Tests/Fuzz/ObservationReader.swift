import Foundation

@testable import PushMatrixCore

/// Feeds one fuzz input to the observation reader as a whole file.
///
/// The reader must return observations or throw a ``Diagnostic``; either way the answer must be
/// consistent with the input, which the preconditions check so that a wrong answer is a crash
/// the fuzzer reports.
/// - Parameters:
///   - data: the input's bytes.
///   - size: the number of bytes.
/// - Returns: 0, as libFuzzer requires.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  let bytes = Data(bytes: data, count: size)
  // A line number may point one past the last line feed, at an unterminated last line.
  let lastLine = bytes.reduce(1) { $1 == UInt8(ascii: "\n") ? $0 + 1 : $0 }
  do {
    let observations = try ObservationFile.parse(
      bytes, file: "fuzz.tsv", source: .callOrderTests)
    var previous = 0
    for observation in observations {
      precondition(observation.file == "fuzz.tsv" && observation.source == .callOrderTests)
      precondition(
        observation.line > previous && observation.line < lastLine, "line out of order")
      precondition(!observation.id.isEmpty && !observation.note.isEmpty, "empty cell accepted")
      let scenarios = observation.scenarios(on: observation.versions.lowerBound)
      precondition(
        !scenarios.isEmpty && scenarios.allSatisfy { $0.firstMisfit() == nil },
        "a value that does not fit the other axes accepted")
      // The releases a selection speaks of are computed from the catalog; this must not trap.
      _ = observation.versions.versions
      previous = observation.line
    }
  } catch {
    precondition(error.file == "fuzz.tsv", "diagnostic names another file")
    precondition(error.line.map { (1...lastLine).contains($0) } ?? true, "line out of range")
    precondition(!error.message.isEmpty && !error.description.isEmpty, "empty diagnostic")
  }
  return 0
}
