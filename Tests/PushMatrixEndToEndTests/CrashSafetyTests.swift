import Foundation
import Testing

@testable import PushMatrixApp
@testable import PushMatrixCompare
@testable import PushMatrixEngine
@testable import PushMatrixGoldens
@testable import PushMatrixIO
@testable import PushMatrixScan
@testable import PushMatrixTables

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// A small seeded random number generator, so that a failing run's kill times can be replayed.
struct SplitMix64: RandomNumberGenerator {
  private var state: UInt64

  /// Creates a generator from a seed.
  init(seed: UInt64) { state = seed }

  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var value = state
    value = (value ^ (value >> 30)) &* 0xBF58_476D_1CE4_E5B9
    value = (value ^ (value >> 27)) &* 0x94D0_49BB_1331_11EB
    return value ^ (value >> 31)
  }
}

@Suite("Crash-safe writes, run as a process", .serialized, .waitsForProcesses)
struct CrashSafetyTests {
  /// How many times `generate` is killed; `PUSHMATRIX_CRASH_KILLS` overrides it.
  static let kills =
    ProcessInfo.processInfo.environment["PUSHMATRIX_CRASH_KILLS"].flatMap {
      Int($0)
    } ?? 30

  /// The folders `generate` writes, relative to the root.
  static let outputFolders = [GoldenFile.directory, "docs"]

  /// The files `generate` writes, relative to the root.
  static let generated: Set<String> = {
    var paths = Golden.all.map(\.path)
    paths += ["docs/index.md", "docs/tables/README.md"]
    for view in DocsGenerator.readerViews.map(\.rawValue) {
      let language = DocsGenerator.documentLanguage(of: ViewKind(rawValue: view)!).rawValue
      paths += [
        "docs/en/\(view).md", "docs/en/\(view).html", "docs/tables/\(view).csv",
        "docs/\(language)/\(view).md",
      ]
    }
    return Set(paths)
  }()

  /// A repository as it was before a rule change: goldens without the iOS 10.0 tap quirk (and
  /// one row short), the conditions' goldens with a comment of their own, every generated page
  /// edited and one of them missing, so that every file `generate` writes differs between
  /// before and after.
  static func oldRepository() throws -> TemporaryRepository {
    let repository = try TemporaryRepository(goldens: CompareTests.goldensWithoutTapQuirk)
    for file in generated where file.hasPrefix("docs/") {
      let url = repository.root.appendingPathComponent(file)
      try (try Data(contentsOf: url) + Data("\nedited before the run\n".utf8)).write(to: url)
    }
    for file in generated where file.hasPrefix(ConditionGolden.directory) {
      let url = repository.root.appendingPathComponent(file)
      try (Data("# edited before the run\n".utf8) + Data(contentsOf: url)).write(to: url)
    }
    try FileManager.default.removeItem(
      at: repository.root.appendingPathComponent("docs/tables/by-os.csv"))
    // The quirk is about taps, which content-available alone never gets: drop a row instead.
    let contentAvailable = repository.golden(.contentAvailable)
    let rows = try repository.read(contentAvailable).split(separator: "\n")
    try repository.write(rows.dropLast().joined(separator: "\n") + "\n", to: contentAvailable)
    return repository
  }

  /// The files under the output folders of a root, by path relative to the root.
  static func outputs(of root: URL) throws -> [String: Data] {
    var result: [String: Data] = [:]
    for folder in outputFolders {
      let url = root.appendingPathComponent(folder)
      guard FileManager.default.fileExists(atPath: url.path) else { continue }
      for file in try files(under: url) {
        result["\(folder)/\(file)"] = try Data(contentsOf: url.appendingPathComponent(file))
      }
    }
    return result
  }

  /// Whether a file name is one of `AtomicFile`'s temporary files, `.<name>.<pid>.<random>.tmp`.
  static func isTemporary(_ path: String) -> Bool {
    let name = (path as NSString).lastPathComponent
    let parts = name.split(separator: ".")
    return name.hasPrefix(".") && name.hasSuffix(".tmp") && parts.count >= 4
      && UInt32(parts[parts.count - 2]) != nil && Int32(parts[parts.count - 3]) != nil
  }

  /// Starts `generate` on a root with its output discarded.
  static func startGenerate(_ root: URL) throws -> Process {
    let process = Process()
    process.executableURL = toolUnderTest
    process.arguments = ["generate", "--root", root.path]
    process.standardInput = FileHandle.nullDevice
    process.standardOutput = FileHandle.nullDevice
    process.standardError = FileHandle.nullDevice
    try process.run()
    return process
  }

  /// Waits until a temporary file appears among the goldens or the process ends.
  ///
  /// - Returns: whether a temporary file appeared.
  static func waitForFirstWrite(_ process: Process, root: URL) -> Bool {
    let golden = root.appendingPathComponent(GoldenFile.directory).path
    while process.isRunning {
      let names = (try? FileManager.default.contentsOfDirectory(atPath: golden)) ?? []
      if names.contains(where: isTemporary) { return true }
      usleep(500)
    }
    return false
  }

  /// What one killed run left behind.
  struct Outcome {
    /// How many files were the new version, the old one, or something else.
    var new = 0
    var old = 0
    var torn: [String] = []
    /// Temporary files left beside the outputs.
    var temporaries: [String] = []
    /// Files that are neither outputs nor temporary files.
    var strangers: [String] = []
  }

  /// Compares a root's output folders with the versions before and after a run: each
  /// generated file must be one or the other, every other file as it was before.
  static func inspect(_ root: URL, old: [String: Data], new: [String: Data]) throws -> Outcome {
    var outcome = Outcome()
    let present = try outputs(of: root)
    for path in generated {
      let actual = present[path]
      if actual == new[path] {
        outcome.new += 1
      } else if actual == old[path] {
        outcome.old += 1
      } else {
        outcome.torn.append(path)
      }
    }
    for (path, bytes) in present where !generated.contains(path) && old[path] != bytes {
      if isTemporary(path) {
        outcome.temporaries.append(path)
      } else {
        outcome.strangers.append(path)
      }
    }
    return outcome
  }

  /// How many runs are killed at a time.
  static let workers = 2

  /// How long a whole `generate` may take, counted from its start, before it is killed and the
  /// test fails: a minute, where it takes some seconds.
  static let generateSeconds = TimeInterval(60)

  /// When in a run a kill falls.
  enum Mode: String {
    /// Any moment before the first temporary file.
    case early = "before writing"
    /// Any moment from the first temporary file to a little after the reference run ended.
    case writing = "while writing"
    /// Within 3 ms of every temporary file existing, when the renames happen.
    case renaming = "at the renames"
  }

  /// The mode of each kill: one in five early, one in five at the renames, the rest writing.
  static func mode(of attempt: Int) -> Mode {
    switch attempt % 5 {
    case 0: .early
    case 4: .renaming
    default: .writing
    }
  }

  /// When the reference run started writing and ended, in seconds from its start.
  struct Timing: Sendable {
    var firstWrite: TimeInterval
    var duration: TimeInterval
  }

  /// Starts `generate` on a root and kills it with SIGKILL at a moment chosen by the mode, a
  /// fraction of the way through its span.
  static func killGenerate(_ root: URL, mode: Mode, fraction: Double, timing: Timing) throws {
    let process = try startGenerate(root)
    switch mode {
    case .early:
      usleep(UInt32(fraction * timing.firstWrite * 1_000_000))
    case .writing:
      if waitForFirstWrite(process, root: root) {
        let window = max(0.01, (timing.duration - timing.firstWrite) * 1.2)
        usleep(UInt32(fraction * window * 1_000_000))
      }
    case .renaming:
      let folders = Set(generated.map { ($0 as NSString).deletingLastPathComponent }).map {
        root.appendingPathComponent($0).path
      }
      // No file is staged before the first one: until then the goldens' folder alone is
      // watched, every 0.5 ms, instead of every folder every 0.1 ms, which kept a processor
      // busy beside the two generates through their routing.
      _ = waitForFirstWrite(process, root: root)
      while process.isRunning {
        let staged = folders.reduce(0) { count, folder in
          count
            + ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? [])
            .filter(isTemporary).count
        }
        if staged >= generated.count { break }
        usleep(100)
      }
      // The last file may still be flushing; the renames take a millisecond or two after it.
      usleep(UInt32(fraction * 3_000))
    }
    kill(process.processIdentifier, SIGKILL)
    process.waitUntilExit()
  }

  /// The outcomes of the kills, collected from the worker threads.
  final class Results: @unchecked Sendable {
    private let lock = NSLock()
    private(set) var outcomes: [Int: Outcome] = [:]
    private(set) var errors: [String] = []
    /// The first root a kill left temporary files in, kept for the clean-up run.
    private(set) var withLeftovers: URL?

    /// Records an outcome.
    ///
    /// - Returns: whether the root is kept as the one with leftovers.
    func record(_ attempt: Int, _ outcome: Outcome, root: URL) -> Bool {
      lock.withLock {
        outcomes[attempt] = outcome
        guard withLeftovers == nil, !outcome.temporaries.isEmpty else { return false }
        withLeftovers = root
        return true
      }
    }

    /// Records an error that stopped a kill.
    func fail(_ attempt: Int, _ error: any Error) {
      lock.withLock { errors.append("kill \(attempt): \(error)") }
    }
  }

  @Test("generate killed at random moments leaves each file old or new; the next run cleans up")
  func killedGenerate() throws {
    let seed =
      ProcessInfo.processInfo.environment["PUSHMATRIX_CRASH_SEED"].flatMap { UInt64($0) }
      ?? UInt64.random(in: 0...UInt64.max)
    print("CrashSafetyTests: seed \(seed), \(Self.kills) kills (PUSHMATRIX_CRASH_SEED=\(seed))")
    var random = SplitMix64(seed: seed)

    let old = try Self.oldRepository()
    defer { old.remove() }
    let oldFiles = try Self.outputs(of: old.root)

    // The reference run: what every file is after, and when the first temporary file appears.
    let scratch = try makeTemporaryDirectory()
    defer { try? FileManager.default.removeItem(at: scratch) }
    let reference = scratch.appendingPathComponent("reference")
    try FileManager.default.copyItem(at: old.root, to: reference)
    let started = Date()
    let run = try Self.startGenerate(reference)
    try #require(Self.waitForFirstWrite(run, root: reference), "generate wrote nothing")
    let firstWrite = Date().timeIntervalSince(started)
    try #require(
      run.waitUntilExit(killingAfter: Self.generateSeconds), "generate ran past its time")
    let duration = Date().timeIntervalSince(started)
    try #require(run.terminationStatus == 0)
    let newFiles = try Self.outputs(of: reference)
    try #require(Set(newFiles.keys).isSuperset(of: Self.generated))
    for path in Self.generated {
      try #require(oldFiles[path] != newFiles[path], "\(path) is the same before and after")
    }
    print(
      "CrashSafetyTests: generate takes \(String(format: "%.2f", duration)) s, writing from "
        + "\(String(format: "%.2f", firstWrite)) s")

    // Two runs at a time: a kill that matters must wait for the writes, after a second or more
    // of routing and rendering.
    let fractions = (0..<Self.kills).map { _ in Double.random(in: 0...1, using: &random) }
    let results = Results()
    let timing = Timing(firstWrite: firstWrite, duration: duration)
    DispatchQueue.concurrentPerform(iterations: Self.workers) { worker in
      for attempt in stride(from: worker, to: Self.kills, by: Self.workers) {
        do {
          let root = scratch.appendingPathComponent("run-\(attempt)")
          try FileManager.default.copyItem(at: old.root, to: root)
          try Self.killGenerate(
            root, mode: Self.mode(of: attempt), fraction: fractions[attempt], timing: timing)
          let outcome = try Self.inspect(root, old: oldFiles, new: newFiles)
          if !results.record(attempt, outcome, root: root) {
            try FileManager.default.removeItem(at: root)
          }
        } catch {
          results.fail(attempt, error)
        }
      }
    }
    #expect(results.errors.isEmpty, "\(results.errors)")
    var counts: [String: Int] = [:]
    for (attempt, outcome) in results.outcomes.sorted(by: { $0.key < $1.key }) {
      #expect(outcome.torn.isEmpty, "kill \(attempt): torn files \(outcome.torn)")
      #expect(outcome.strangers.isEmpty, "kill \(attempt): unexpected files \(outcome.strangers)")
      let state =
        outcome.old == Self.generated.count
        ? "all old" : outcome.new == Self.generated.count ? "all new" : "part new"
      counts["\(Self.mode(of: attempt).rawValue), \(state)", default: 0] += 1
    }
    print(
      "CrashSafetyTests: after \(results.outcomes.count) kills: "
        + counts.sorted { $0.key < $1.key }.map { "\($1) \($0)" }.joined(separator: "; ")
        + "; \(results.outcomes.values.reduce(0) { $0 + $1.temporaries.count }) temporary "
        + "files left")

    // A kill between writing a temporary file and renaming it leaves the file behind; the
    // next run must remove it, and only the stale ones: a live process's are kept.
    let root = try results.withLeftovers ?? Self.leftoversMadeByHand(from: old.root, in: scratch)
    let live = root.appendingPathComponent(
      "\(GoldenFile.directory)/.alert.tsv.\(getpid()).12345.tmp")
    try Data("a live run's".utf8).write(to: live)
    let stale = try Self.outputs(of: root).keys.filter(Self.isTemporary).filter {
      !$0.contains(".\(getpid()).")
    }
    #expect(!stale.isEmpty)
    // A kill among the renames leaves a journal: the temporary files it lists are renamed into
    // place, the others removed.
    let journaled = FileManager.default.fileExists(
      atPath: root.appendingPathComponent(CommitJournal.name).path)
    let repair = try runTool(["generate", "--root", root.path], timeout: Self.generateSeconds)
    #expect(repair.status == 0, "\(repair.errors)")
    for path in stale {
      let removed = "removed   \(root.path)/\(path), left by a run that was stopped\n"
      let name = (path as NSString).lastPathComponent.dropFirst().split(separator: ".")
        .dropLast(3).joined(separator: ".")
      let destination = ((path as NSString).deletingLastPathComponent as NSString)
        .appendingPathComponent(name)
      let finished =
        "finished  \(root.path)/\(destination), staged by a generate that did not finish\n"
      #expect(
        repair.errors.contains(removed) || (journaled && repair.errors.contains(finished)),
        "\(path): \(repair.errors)")
    }
    #expect(
      !FileManager.default.fileExists(
        atPath: root.appendingPathComponent(CommitJournal.name).path))
    var after = try Self.outputs(of: root)
    #expect(after.removeValue(forKey: "\(GoldenFile.directory)/\(live.lastPathComponent)") != nil)
    #expect(after == newFiles)
  }

  /// Copies the old repository and leaves a temporary file beside a golden and a page as a
  /// killed run would, in case no kill happened to leave one.
  static func leftoversMadeByHand(from old: URL, in scratch: URL) throws -> URL {
    let root = scratch.appendingPathComponent("by-hand")
    try FileManager.default.copyItem(at: old, to: root)
    // A process that has ended, so that its ID names no running process.
    let ended = Process()
    ended.executableURL = URL(fileURLWithPath: "/bin/true")
    try ended.run()
    ended.waitUntilExit()
    let pid = ended.processIdentifier
    for path in ["\(GoldenFile.directory)/.alert.tsv", "docs/en/.by-os.md"] {
      try Data("half a fi".utf8).write(to: root.appendingPathComponent("\(path).\(pid).7.tmp"))
    }
    return root
  }

  @Test(
    "generate into a read-only docs folder fails with exit 73, names the path and changes nothing",
    .enabled(
      if: canDropPrivilege,
      "root without setpriv: permission bits do not stop root; BadInputTests has a file in the way"
    ))
  func readOnlyDocs() throws {
    let repository = try Self.oldRepository()
    defer {
      chmod(repository.root.appendingPathComponent("docs").path, 0o755)
      repository.remove()
    }
    let docs = repository.root.appendingPathComponent("docs")
    let before = try repository.snapshot()
    let run = try runToolWithoutPrivilege(
      ["generate", "--root", repository.root.path], owning: repository.root
    ) { try #require(chmod(docs.path, 0o555) == 0) }
    #expect(run.status == 73, "\(run.errors)")
    #expect(
      run.errors
        == "error: cannot write \(docs.path)/index.md: cannot create a file in \(docs.path): "
        + "Permission denied; no file was changed\n")
    #expect(run.output.isEmpty)
    #expect(try repository.snapshot() == before)
  }
}
