@testable import PushMatrixCore

/// Feeds one fuzz input to the template reader: the first byte picks the template, the rest
/// is its text.
///
/// Bytes that are not UTF-8 are repaired, since the reader takes a string. A template that
/// parses must give back its own text when every placeholder is filled with itself, so that a
/// misplaced boundary between text and placeholder is a crash the fuzzer reports.
/// - Parameters:
///   - data: the input's bytes.
///   - size: the number of bytes.
/// - Returns: 0, as libFuzzer requires.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  guard size > 0 else { return 0 }
  let names = TemplateSet.Name.allCases
  let name = names[Int(data[0]) % names.count]
  let text = String(decoding: UnsafeBufferPointer(start: data + 1, count: size - 1), as: UTF8.self)
  let lastLine = text.utf8.reduce(1) { $1 == UInt8(ascii: "\n") ? $0 + 1 : $0 }
  do {
    let template = try Template(
      parsing: text, file: "Templates/\(name.rawValue)", placeholders: name.placeholders)
    let itself = Dictionary(uniqueKeysWithValues: name.placeholders.map { ($0, "{{\($0)}}") })
    precondition(template.filled(itself) == text, "filling placeholders with themselves differs")
  } catch {
    precondition(error.file == "Templates/\(name.rawValue)", "diagnostic names another file")
    precondition(error.line.map { (1...lastLine).contains($0) } ?? true, "line out of range")
    precondition(!error.message.isEmpty, "empty diagnostic")
  }
  return 0
}
