import Foundation

@testable import PushMatrixCore

/// Feeds one fuzz input to the golden reader as a whole file.
///
/// The reader must return a table or throw a ``Diagnostic``; either way the answer must be
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
    let table = try GoldenFile.parse(bytes, file: "fuzz.tsv")
    precondition(table.file == "fuzz.tsv")
    var previous = 0
    var keys: Set<Scenario> = []
    for row in table.rows {
      precondition(row.line > previous && row.line < lastLine, "row line out of order")
      precondition(row.outcome.count == LongTable.columns.count - LongTable.keyColumnCount)
      precondition(keys.insert(row.key).inserted, "duplicate key accepted")
      previous = row.line
    }
  } catch {
    precondition(error.file == "fuzz.tsv", "diagnostic names another file")
    precondition(error.line.map { (1...lastLine).contains($0) } ?? true, "line out of range")
    precondition(!error.message.isEmpty && !error.description.isEmpty, "empty diagnostic")
  }
  return 0
}
