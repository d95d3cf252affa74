import Foundation
import Testing

@testable import PushMatrixEngine
@testable import PushMatrixIO

/// A program the end-to-end tests drive, found on the `PATH`.
///
/// Locally a missing program skips the tests that need it; on CI (`CI=true`), which installs
/// them in `.ci/run`, such a test runs and fails instead.
enum ExternalTool: String {
  case chromium
  case cmarkGFM = "cmark-gfm"
  case python3
  case swift

  /// Whether the tests run on CI, where every tool must be present.
  static let isCI = ProcessInfo.processInfo.environment["CI"] == "true"

  /// The program's location, if it is installed.
  var url: URL? {
    let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
    for folder in path.split(separator: ":") {
      let candidate = URL(fileURLWithPath: String(folder)).appendingPathComponent(rawValue)
      if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
    }
    return nil
  }

  /// Whether a test that needs the program should run: it is installed, or this is CI.
  var shouldRun: Bool { url != nil || Self.isCI }

  /// Returns the program's location, failing the test when it is missing.
  func require() throws -> URL {
    try #require(url, "\(rawValue) is not installed; .ci/run installs it with apt-get")
  }
}

/// Runs a program as a separate process and waits for it.
///
/// - Parameters:
///   - executable: the program.
///   - arguments: its arguments.
///   - directory: the working directory; the test process's by default.
///   - environment: extra environment variables.
///   - unsetting: variables of this process's environment to leave out.
///   - timeout: seconds after which the program is terminated; `nil` to wait for it.
///   - standardOutput: where the program's standard output goes instead of being collected,
///     such as `/dev/full`; the result's `output` is then empty.
/// - Returns: the exit status and everything the program printed.
/// - Throws: when the program cannot be started or its output cannot be read.
func runProcess(
  _ executable: URL, _ arguments: [String], in directory: URL? = nil,
  environment: [String: String] = [:], unsetting: Set<String> = [],
  timeout: TimeInterval? = nil, standardOutput: URL? = nil
) throws -> ToolRun {
  let process = Process()
  process.executableURL = executable
  process.arguments = arguments
  if let directory { process.currentDirectoryURL = directory }
  // COLUMNS sets the width of text output: a test that wants one sets it.
  process.environment = ProcessInfo.processInfo.environment.filter {
    !unsetting.contains($0.key) && $0.key != "COLUMNS"
  }.merging(environment) { $1 }
  process.standardInput = FileHandle.nullDevice
  // Files rather than pipes: a large output cannot fill a pipe and block the program.
  let scratch = try makeTemporaryDirectory()
  defer { try? FileManager.default.removeItem(at: scratch) }
  let outputURL = scratch.appendingPathComponent("stdout")
  let errorsURL = scratch.appendingPathComponent("stderr")
  try Data().write(to: outputURL)
  try Data().write(to: errorsURL)
  let output = try FileHandle(forWritingTo: standardOutput ?? outputURL)
  let errors = try FileHandle(forWritingTo: errorsURL)
  process.standardOutput = output
  process.standardError = errors
  try process.run()
  if let timeout {
    process.waitUntilExit(killingAfter: timeout)
  } else {
    process.waitUntilExit()
  }
  try output.close()
  try errors.close()
  return ToolRun(
    status: process.terminationStatus,
    output: String(decoding: try Data(contentsOf: outputURL), as: UTF8.self),
    errors: String(decoding: try Data(contentsOf: errorsURL), as: UTF8.self))
}

extension Process {
  /// Waits for the process to end, killing it once it has run for the given time since now.
  ///
  /// - Returns: whether it ended by itself.
  @discardableResult
  func waitUntilExit(killingAfter timeout: TimeInterval) -> Bool {
    let deadline = Date().addingTimeInterval(timeout)
    while isRunning && Date() < deadline { Thread.sleep(forTimeInterval: 0.05) }
    let endedByItself = !isRunning
    // SIGKILL: a child started from the test runner may inherit a mask that blocks SIGTERM.
    if !endedByItself { kill(processIdentifier, SIGKILL) }
    waitUntilExit()
    return endedByItself
  }
}

/// Reads a CSV file with Python's `csv` module and returns its rows.
///
/// Python writes each row back as its cells, each after a unit separator (U+001F), and a record
/// separator (U+001E) after the row, one join in C a row, having checked that the file holds
/// neither; Swift splits them apart. It wrote JSON before, read back with `JSONSerialization`:
/// the long view's CSV test (`GenerateTests`, 788,689 rows, 262 MB of JSON) took 45.7 s alone,
/// 39.8 s now; `json.dump` before that encoded in Python, about 45 s more.
func pythonCSVRows(_ file: URL) throws -> [[String]] {
  let script = """
    import csv, sys
    with open(sys.argv[1], newline="", encoding="utf-8-sig") as handle:
        for chunk in iter(lambda: handle.read(1 << 20), ""):
            if "\\x1e" in chunk or "\\x1f" in chunk:
                sys.exit("the CSV holds U+001E or U+001F, which separate the rows and cells")
        handle.seek(0)
        for row in csv.reader(handle, strict=True):
            sys.stdout.write(("\\x1f" + "\\x1f".join(row) if row else "") + "\\x1e")
    """
  let run = try runProcess(try ExternalTool.python3.require(), ["-c", script, file.path])
  try #require(run.status == 0, "python3 failed: \(run.errors)")
  let records = run.output.utf8.split(separator: 0x1E, omittingEmptySubsequences: false)
  try #require(records.last?.isEmpty == true, "python3 did not end its last row")
  // A row of no cells is an empty record; a row of one empty cell, a lone separator.
  return records.dropLast().map { record in
    record.isEmpty
      ? []
      : record.dropFirst().split(separator: 0x1F, omittingEmptySubsequences: false)
        .map { String(Substring($0)) }
  }
}

/// Returns cells as a spreadsheet-safe CSV writer stores them: with a leading `'` where a cell
/// would start like a formula.
func neutralised(_ rows: [[String]]) -> [[String]] {
  rows.map { row in
    row.map { cell in
      guard let first = cell.unicodeScalars.first, "=+-@\t\r".unicodeScalars.contains(first),
        cell != "-"
      else { return cell }
      return "'" + cell
    }
  }
}

/// Converts Markdown to HTML with `cmark-gfm` and its table extension, keeping raw HTML.
///
/// - Parameters:
///   - markdown: the Markdown file.
///   - autolink: whether bare addresses become links too, as on GitHub, where this once made
///     `\<https://…\>` a link ending in `\>`.
/// - Returns: the HTML.
/// - Throws: when `cmark-gfm` is missing or fails.
func cmarkHTML(_ markdown: URL, autolink: Bool = false) throws -> String {
  let run = try runProcess(
    try ExternalTool.cmarkGFM.require(),
    ["--unsafe", "-e", "table"] + (autolink ? ["-e", "autolink"] : []) + [markdown.path])
  try #require(run.status == 0, "cmark-gfm failed: \(run.errors)")
  return run.output
}

/// The tables of an HTML text as rows of cell texts, headers included, read with a simple scan
/// that fits the HTML `cmark-gfm` writes.
func htmlTables(_ html: String) -> [[[String]]] {
  html.components(separatedBy: "<table").dropFirst().map { table in
    let body = table.components(separatedBy: "</table>")[0]
    return body.components(separatedBy: "<tr").dropFirst().map { row in
      let content = row.components(separatedBy: "</tr>")[0]
      return content.components(separatedBy: "<t").dropFirst().compactMap { cell in
        guard cell.hasPrefix("h") || cell.hasPrefix("d") else { return nil }
        let inner = cell.drop { $0 != ">" }.dropFirst()
        return htmlText(String(inner.components(separatedBy: "</t")[0]))
      }
    }
  }
}

/// The text of an HTML fragment: `<br>` as a newline, other tags dropped, references decoded.
func htmlText(_ fragment: String) -> String {
  var text = fragment.replacingOccurrences(of: "<br />", with: "\n")
    .replacingOccurrences(of: "<br>", with: "\n")
  while let open = text.range(of: "<"),
    let close = text.range(of: ">", range: open.upperBound..<text.endIndex)
  {
    text.removeSubrange(open.lowerBound..<close.upperBound)
  }
  for (reference, character) in [
    ("&lt;", "<"), ("&gt;", ">"), ("&quot;", "\""), ("&#39;", "'"), ("&amp;", "&"),
  ] {
    text = text.replacingOccurrences(of: reference, with: character)
  }
  return text
}

/// The ledger of the package's own observations.
let packageLedger: Ledger = {
  do {
    return try Ledger(directory: packageRoot.appendingPathComponent("Matrices/observed").path)
  } catch {
    fatalError("cannot read the package's observations: \(error)")
  }
}()

/// The documentation folder `pushmatrix generate` writes, generated once by the built tool into
/// a temporary copy of the package's observations for every test that reads it, and removed
/// when the test process exits.
let generatedDocs: Result<URL, any Error> = Result(catching: {
  let root = try TemporaryRepository(goldens: nil, copyingDocs: false).root
  atexit {
    if case .success(let docs) = generatedDocs {
      try? FileManager.default.removeItem(at: docs.deletingLastPathComponent())
    }
  }
  let run = try runTool(["generate", "--root", root.path])
  guard run.status == 0 else {
    throw Diagnostic(file: root.path, line: nil, message: "generate failed: \(run.errors)")
  }
  return root.appendingPathComponent("docs")
})

/// Returns the files under a folder, by path relative to it, sorted.
func files(under folder: URL) throws -> [String] {
  let enumerator = try #require(FileManager.default.enumerator(atPath: folder.path))
  return enumerator.compactMap { $0 as? String }.filter {
    FileSystem.isFile(folder.appendingPathComponent($0).path)
  }.sorted()
}
