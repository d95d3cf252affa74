import Foundation
import Testing

@testable import PushMatrixCompare
@testable import PushMatrixEngine
@testable import PushMatrixGoldens
@testable import PushMatrixIO
@testable import PushMatrixModel
@testable import PushMatrixTables

/// The package's root folder, found from this file's path.
let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
  .deletingLastPathComponent().deletingLastPathComponent()

/// The `pushmatrix` executable the tests run: the one built with them in an optimised build; in a
/// debug build, an optimised one built on first use, in `.build/end-to-end`.
///
/// The tests run the tool users install, at its speed: a debug build routes about ten times
/// slower, and `generate`, `check` and the wide exports the tests run took plain `swift test`
/// past an hour and a half. One optimised build of the tool takes some minutes, once, beside
/// the unit tests, and its time limits hold whatever build the tests are.
let toolUnderTest: URL = {
  #if DEBUG
    return optimisedTool()
  #else
    #if os(macOS)
      for bundle in Bundle.allBundles where bundle.bundlePath.hasSuffix(".xctest") {
        return bundle.bundleURL.deletingLastPathComponent().appendingPathComponent("pushmatrix")
      }
      fatalError("cannot find the products folder")
    #else
      return Bundle.main.bundleURL.appendingPathComponent("pushmatrix")
    #endif
  #endif
}()

/// Builds the tool optimised in a build folder of its own (the tests' own is locked by the
/// `swift test` that runs them) and returns it; stops the tests if it cannot.
private func optimisedTool() -> URL {
  let scratch = packageRoot.appendingPathComponent(".build/end-to-end").path
  let build = ["build", "-c", "release", "--product", "pushmatrix", "--scratch-path", scratch]
  print("End-to-end tests: building the tool optimised (swift \(build.joined(separator: " ")))")
  do {
    let built = try runProcess(
      URL(fileURLWithPath: "/usr/bin/env"), ["swift"] + build, in: packageRoot)
    guard built.status == 0 else {
      fatalError("cannot build the tool optimised:\n\(built.output)\(built.errors)")
    }
    let folder = try runProcess(
      URL(fileURLWithPath: "/usr/bin/env"), ["swift"] + build + ["--show-bin-path"],
      in: packageRoot)
    let path = folder.output.trimmingCharacters(in: .whitespacesAndNewlines)
    return URL(fileURLWithPath: path).appendingPathComponent("pushmatrix")
  } catch {
    fatalError("cannot build the tool optimised: \(error)")
  }
}

/// Returns the position of a long table's column, by name: where its cell is in a golden's or an
/// export's row.
func column(_ name: String) -> Int {
  guard let position = LongTable.columns.firstIndex(of: name) else {
    preconditionFailure("the long table has no column \(name)")
  }
  return position
}

/// What a run of the built tool printed and returned.
struct ToolRun {
  var status: Int32
  var output: String
  var errors: String
}

/// The most memory, in KiB, a command that routes the whole cross product may take.
///
/// The outcome cache keeps, per epoch, a page of outcome numbers for each combination of
/// conditions routed (``OutcomeTable``), and an export frees the pages of releases it has
/// passed, so the 2,073,600 keys of the whole cross product export in about 70 MB; a command
/// that held its rows instead would take many times more (the whole export is some 1.5 GB of
/// text).
let routingMemoryLimitKiB = 96 * 1024

/// The width the tool's text is wrapped to when a test chooses none, wider than any line.
///
/// A test of what the text says then finds each of its items on one line. The tests of the
/// wrapping and of the README's transcripts choose (`columns: nil`: none, as in a pipe).
let unwrapped = 1_000_000

/// Runs the built `pushmatrix` executable as a separate process.
///
/// - Parameters:
///   - arguments: the arguments after the tool's name.
///   - directory: the working directory; the package root by default.
///   - environment: extra environment variables.
///   - unsetting: variables of the test's environment to leave out.
///   - timeout: seconds after which the tool is terminated; `nil` to wait for it.
///   - standardOutput: where the tool's standard output goes instead of being collected.
///   - columns: `COLUMNS`, the width text is wrapped to; `nil` for none, so 80 in a pipe.
/// - Returns: the exit status and everything the tool printed.
/// - Throws: when the executable cannot be started or its output cannot be read.
func runTool(
  _ arguments: [String], in directory: URL = packageRoot, environment: [String: String] = [:],
  unsetting: Set<String> = [], timeout: TimeInterval? = nil, standardOutput: URL? = nil,
  columns: Int? = unwrapped
) throws -> ToolRun {
  try runProcess(
    toolUnderTest, arguments, in: directory,
    environment: (columns.map { ["COLUMNS": String($0)] } ?? [:]).merging(environment) { $1 },
    unsetting: unsetting, timeout: timeout, standardOutput: standardOutput)
}

/// `setpriv`, with which tests that run as root run the tool as another user.
let setpriv: URL? = ["/usr/bin/setpriv", "/bin/setpriv"].map(URL.init(fileURLWithPath:))
  .first { FileManager.default.isExecutableFile(atPath: $0.path) }

/// Whether a test can run the tool as a user whom permission bits stop: any user but root, or
/// root through `setpriv`.
let canDropPrivilege = geteuid() != 0 || setpriv != nil

/// Runs the built tool as a user whom permission bits stop: this one, or `nobody` through
/// `setpriv` when the tests run as root, after giving `nobody` the folder.
///
/// - Parameters:
///   - arguments: the arguments after the tool's name.
///   - folder: the folder the tool works in, handed to `nobody` when the tool runs as it.
///   - restrict: takes permissions away, after the folder changed hands.
/// - Returns: the exit status and everything the tool printed.
/// - Throws: when the folder cannot be handed over or the tool cannot be started.
func runToolWithoutPrivilege(
  _ arguments: [String], owning folder: URL, restrict: () throws -> Void
) throws -> ToolRun {
  var command = [toolUnderTest.path]
  if geteuid() == 0, let setpriv {
    // Root ignores permission bits, so the tool runs as nobody, who owns the folder.
    let chown = try runProcess(
      URL(fileURLWithPath: "/bin/chown"), ["-R", "65534:65534", folder.path])
    try #require(chown.status == 0, "\(chown.errors)")
    command = [setpriv.path, "--reuid=65534", "--regid=65534", "--clear-groups", "--"] + command
  }
  try restrict()
  return try runProcess(
    URL(fileURLWithPath: command[0]), Array(command.dropFirst()) + arguments,
    environment: ["COLUMNS": String(unwrapped)])
}

/// Writes a file of a head, a block repeated, then a tail, a block at a time, so that a file of
/// many megabytes is never whole in memory.
func writeRepeated(
  _ block: Data, times count: Int, to url: URL, after head: Data = Data(),
  before tail: Data = Data()
) throws {
  try head.write(to: url)
  let handle = try FileHandle(forWritingTo: url)
  try handle.seekToEnd()
  for _ in 0..<count { try handle.write(contentsOf: block) }
  try handle.write(contentsOf: tail)
  try handle.close()
}

/// Copies an executable through a descriptor closed on exec, to run the copy.
///
/// `FileManager.copyItem` writes through a descriptor that a process started meanwhile by a test
/// running in parallel inherits; while that child holds it open for writing, running the copy
/// fails with `ETXTBSY` ("Text file busy"), as it once did in CI.
func copyExecutable(_ source: URL, to destination: URL) throws {
  let bytes = try Data(contentsOf: source)
  let descriptor = open(destination.path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o755)
  guard descriptor >= 0 else { throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO) }
  defer { close(descriptor) }
  try bytes.withUnsafeBytes { buffer in
    var offset = 0
    while offset < buffer.count {
      let count = write(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
      guard count > 0 else { throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO) }
      offset += count
    }
  }
}

/// A fresh temporary folder, removed by the caller when done.
func makeTemporaryDirectory() throws -> URL {
  let url = FileManager.default.temporaryDirectory
    .appendingPathComponent("pushmatrix-tests-\(UUID().uuidString)")
  try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
  return url
}

/// The goldens an engine writes (the payloads' and the conditions', not the pairs' digests), each
/// file's path and text, made once for an engine that many temporary repositories share.
///
/// Routing an engine's goldens in the test process took 0.4–1.5 s for each temporary
/// repository; the texts depend only on the engine.
struct GoldenTexts: Sendable {
  /// Each golden's path, relative to the root, and its text.
  let files: [(path: String, text: String)]

  /// Routes every golden with an engine.
  init(router: Router) {
    files = Golden.all.map { ($0.path, $0.text(router: router)) }
  }

  /// The goldens of the standard engine, as `generate` writes them.
  static let standard = GoldenTexts(router: .standard)
}

/// A temporary copy of the package's data files, with goldens from a given engine.
struct TemporaryRepository {
  let root: URL

  /// Copies `Package.swift`, which with `Matrices/` marks the package root, the observations
  /// and, unless told not to, the docs with the README; writes goldens (the payloads' and the conditions', not
  /// the pairs' digests) as the given engine produces them, or none when it is `nil`.
  ///
  /// An engine used for more than one repository is better given as its ``GoldenTexts``, made
  /// once: ``init(goldens:copyingDocs:)``.
  init(goldensFrom router: Router?, copyingDocs: Bool = true) throws {
    try self.init(goldens: router.map(GoldenTexts.init(router:)), copyingDocs: copyingDocs)
  }

  /// Copies the package's data files as ``init(goldensFrom:copyingDocs:)`` does and writes
  /// goldens already made, or none when they are `nil`; by default the standard engine's.
  init(goldens: GoldenTexts? = .standard, copyingDocs: Bool = true) throws {
    root = try makeTemporaryDirectory()
    try FileManager.default.copyItem(
      at: packageRoot.appendingPathComponent("Package.swift"),
      to: root.appendingPathComponent("Package.swift"))
    let matrices = root.appendingPathComponent("Matrices")
    try FileManager.default.createDirectory(
      at: root.appendingPathComponent(ConditionGolden.directory), withIntermediateDirectories: true)
    try FileManager.default.copyItem(
      at: packageRoot.appendingPathComponent("Matrices/observed"),
      to: matrices.appendingPathComponent("observed"))
    try FileManager.default.copyItem(
      at: packageRoot.appendingPathComponent("Matrices/services"),
      to: matrices.appendingPathComponent("services"))
    if copyingDocs {
      try FileManager.default.copyItem(
        at: packageRoot.appendingPathComponent("docs"), to: root.appendingPathComponent("docs"))
      // The README is a page of the docs too: generate makes docs/readme.html of it.
      try FileManager.default.copyItem(
        at: packageRoot.appendingPathComponent("README.md"),
        to: root.appendingPathComponent("README.md"))
    }
    for (path, text) in goldens?.files ?? [] { try write(text, to: path) }
  }

  /// The relative path of a payload's golden.
  func golden(_ payload: Payload) -> String {
    "\(GoldenFile.directory)/\(GoldenFile.name(of: payload))"
  }

  func read(_ relative: String) throws -> String {
    try String(contentsOf: root.appendingPathComponent(relative), encoding: .utf8)
  }

  func write(_ text: String, to relative: String) throws {
    try Data(text.utf8).write(to: root.appendingPathComponent(relative))
  }

  /// Edits the outcome cells of a golden's rows in place and returns how many rows changed.
  ///
  /// - Parameters:
  ///   - payload: the golden to edit.
  ///   - edit: called with each row's cells, in the order of `LongTable.columns` (``column(_:)``
  ///     finds one by name).
  /// - Returns: the number of rows the edit changed.
  /// - Throws: when the golden cannot be read or written.
  @discardableResult
  func editRows(of payload: Payload, _ edit: (inout [String]) -> Void) throws -> Int {
    var edited = 0
    let lines = try read(golden(payload)).split(separator: "\n").map { line -> String in
      guard !line.hasPrefix("#"), !line.hasPrefix("os\t") else { return String(line) }
      var cells = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
      let before = cells
      edit(&cells)
      edited += cells == before ? 0 : 1
      return cells.joined(separator: "\t")
    }
    try write(lines.joined(separator: "\n") + "\n", to: golden(payload))
    return edited
  }

  /// Every file under the root with its bytes, to show that a command wrote nothing.
  func snapshot() throws -> [String: Data] {
    var files: [String: Data] = [:]
    let enumerator = FileManager.default.enumerator(atPath: root.path)
    while let path = enumerator?.nextObject() as? String {
      let url = root.appendingPathComponent(path)
      if FileSystem.isFile(url.path) { files[path] = try Data(contentsOf: url) }
    }
    return files
  }

  func remove() { try? FileManager.default.removeItem(at: root) }

  /// Writes over this copy's docs the files another engine's generator makes, and runs `check`.
  ///
  /// - Parameter router: the engine the stale docs come from.
  /// - Returns: the paths below `docs/` it changed, `check`'s exit status, and the paths below
  ///   `docs/` that `check` reports.
  /// - Throws: when a file cannot be read or written, or `check` cannot run.
  func staleDocs(from router: Router) throws -> (
    changed: [String], status: Int32, reported: [String]
  ) {
    // The docs as generate makes them from this copy's inputs, the pages written by hand
    // included, with another engine.
    var generated = GeneratedFiles(root: root.path)
    try generated.readPageInputs()
    let docs = generated.docsPath + "/"
    let stale = generated.documentation(
      Pipeline(router: router, observations: packageLedger.judgements.map(\.observation))
    ).map { (path: String($0.path.dropFirst(docs.count)), text: $0.text) }
    var changed: [String] = []
    for (path, text) in stale where try read("docs/" + path) != text {
      changed.append(path)
      try write(text, to: "docs/" + path)
    }
    let (run, _, report) = try check()
    let reported = (report["files"] as? [String] ?? []).map {
      String($0.dropFirst(root.path.count + "/docs/".count).prefix { $0 != ":" })
    }
    return (changed.sorted(), run.status, reported.sorted())
  }

  /// Runs `check` on this copy and returns its JSON report with the run.
  func check() throws -> (run: ToolRun, goldens: [[String: Any]], report: [String: Any]) {
    let run = try runTool(["check", "--root", root.path, "--format", "json"])
    let report = try #require(
      try JSONSerialization.jsonObject(with: Data(run.output.utf8)) as? [String: Any])
    return (run, report["goldens"] as? [[String: Any]] ?? [], report)
  }
}

/// What a measured run of the tool printed on standard error, returned, and used at most.
struct MeasuredRun {
  var status: Int32
  var errors: String
  /// The peak resident memory of the process, in KiB.
  var maxResidentKiB: Int
}

/// Runs the built tool and returns its peak memory too, its standard output discarded or
/// written to a file.
///
/// The run goes through Python: the peak memory a child reports counts the memory of the
/// process that started it, which for the test runner is a hundred megabytes and for Python
/// about ten.
///
/// - Parameters:
///   - arguments: the arguments after the tool's name.
///   - standardOutput: the file the tool's standard output goes to, or `nil` to discard it.
///   - seconds: how long the tool may run, counted from its start, before it is killed and the
///     run fails: two minutes by default.
/// - Returns: the exit status, standard error and peak memory.
/// - Throws: when the process cannot be started, its standard error cannot be read, or it ran
///   past its time.
func runMeasured(
  _ arguments: [String], standardOutput: URL? = nil, killedAfter seconds: Int = 120
) throws -> MeasuredRun {
  let scratch = try makeTemporaryDirectory()
  defer { try? FileManager.default.removeItem(at: scratch) }
  let errors = scratch.appendingPathComponent("stderr")
  let output = standardOutput?.path ?? "/dev/null"
  let script = """
    import resource, subprocess, sys
    with open(sys.argv[1], "wb") as errors, open(sys.argv[2], "wb") as output:
        try:
            run = subprocess.run(sys.argv[4:], stdin=subprocess.DEVNULL, stdout=output,
                                 stderr=errors, timeout=int(sys.argv[3]))
        except subprocess.TimeoutExpired:
            sys.exit(f"the tool ran past {sys.argv[3]} s and was killed")
    print(run.returncode, resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss)
    """
  let run = try runProcess(
    try ExternalTool.python3.require(),
    ["-c", script, errors.path, output, String(seconds), toolUnderTest.path] + arguments,
    environment: ["COLUMNS": String(unwrapped)])
  let numbers = run.output.split(separator: " ").compactMap {
    Int($0.trimmingCharacters(in: .whitespacesAndNewlines))
  }
  try #require(numbers.count == 2, "python3 failed: \(run.errors)")
  return MeasuredRun(
    status: Int32(numbers[0]), errors: try String(contentsOf: errors, encoding: .utf8),
    maxResidentKiB: numbers[1])
}

/// Returns the lines a README transcript shows after its command line, without the block's
/// indentation and without the `…` lines that stand for lines left out.
///
/// - Parameter command: the transcript's command line, from `$ ` to its line feed.
/// - Returns: the lines shown, in order.
/// - Throws: when the README cannot be read or lacks the command.
func readmeLines(after command: String) throws -> [Substring] {
  let readme = try String(
    contentsOf: packageRoot.appendingPathComponent("README.md"), encoding: .utf8)
  let block = try #require(readme.components(separatedBy: command).dropFirst().first)
  return block.components(separatedBy: "\n  ```")[0].split(separator: "\n")
    .map { $0.dropFirst(2) }.filter { $0.trimmingCharacters(in: .whitespaces) != "…" }
}
