import Foundation
import Testing

@testable import PushMatrixEngine
@testable import PushMatrixGoldens
@testable import PushMatrixIO

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

@Suite("How generate replaces files, run as a process", .waitsForProcesses)
struct GenerateCommitTests {
  /// The built tool's path.
  static let tool = toolUnderTest.path

  /// Returns a file's status, links not followed.
  static func status(_ url: URL) throws -> stat {
    var status = stat()
    try #require(lstat(url.path, &status) == 0, "\(url.path): \(String(cString: strerror(errno)))")
    return status
  }

  @Test(
    "a replaced file keeps its mode and, where the tool may set it, its owner, whatever the umask")
  func modeAndOwner() throws {
    let repository = try CrashSafetyTests.oldRepository()
    defer { repository.remove() }
    let page = repository.root.appendingPathComponent("docs/en/by-os.md")
    let golden = repository.root.appendingPathComponent(repository.golden(.alert))
    try #require(chmod(page.path, 0o644) == 0 && chmod(golden.path, 0o664) == 0)
    let owner: uid_t = geteuid() == 0 ? 65534 : geteuid()
    if geteuid() == 0 { try #require(chown(page.path, owner, owner) == 0) }
    let run = try runProcess(
      URL(fileURLWithPath: "/bin/sh"),
      ["-c", "umask 077 && exec \"$0\" generate --root \"$1\"", Self.tool, repository.root.path])
    #expect(run.status == 0, "\(run.errors)")
    #expect(run.errors.contains("wrote     \(page.path)\n"))
    let after = try Self.status(page)
    #expect(after.st_mode & 0o7777 == 0o644)
    #expect(after.st_uid == owner && after.st_gid == owner)
    #expect(try Self.status(golden).st_mode & 0o7777 == 0o664)
    // A file that did not exist is made as the umask says, so the umask above did apply.
    let new = repository.root.appendingPathComponent("docs/tables/by-os.csv")
    #expect(try Self.status(new).st_mode & 0o7777 == 0o600)
  }

  /// Whether this process may make a file immutable with `chattr +i`, which takes root and a
  /// file system that keeps the flag.
  static let canMakeImmutable: Bool = {
    guard geteuid() == 0, let folder = try? makeTemporaryDirectory() else { return false }
    defer { try? FileManager.default.removeItem(at: folder) }
    let probe = folder.appendingPathComponent("probe")
    guard (try? Data().write(to: probe)) != nil,
      let set = try? runProcess(URL(fileURLWithPath: "/usr/bin/chattr"), ["+i", probe.path]),
      set.status == 0
    else { return false }
    _ = try? runProcess(URL(fileURLWithPath: "/usr/bin/chattr"), ["-i", probe.path])
    return true
  }()

  /// Sets or clears a file's immutable flag.
  static func chattr(_ flag: String, _ url: URL) throws {
    let run = try runProcess(URL(fileURLWithPath: "/usr/bin/chattr"), [flag, url.path])
    try #require(run.status == 0, "\(run.errors)")
  }

  @Test(
    "a rename that fails after staging leaves a journal, and the next generate finishes it",
    .enabled(if: canMakeImmutable, "needs root and chattr +i to make a rename fail"))
  func journal() throws {
    let repository = try CrashSafetyTests.oldRepository()
    let root = repository.root
    let page = root.appendingPathComponent("docs/zh-Hans/by-payload.md")
    let readme = root.appendingPathComponent("docs/tables/README.md")
    let journal = root.appendingPathComponent(".pushmatrix-journal")
    try Self.chattr("+i", page)
    defer {
      try? Self.chattr("-i", page)
      repository.remove()
    }
    // The page is the last file but one to be renamed: every file before it is replaced.
    let files = CrashSafetyTests.generated.count
    let failed = try runTool(["generate", "--root", root.path])
    #expect(failed.status == 73)
    #expect(
      failed.errors.hasSuffix(
        "error: cannot write \(page.path): Operation not permitted; \(files - 2) of \(files) "
          + "files were replaced and 2 are staged, listed in \(journal.path): run 'pushmatrix "
          + "generate' again to finish them\n"), "\(failed.errors)")
    #expect(FileManager.default.fileExists(atPath: journal.path))
    let staged = try CrashSafetyTests.outputs(of: root).keys.filter(CrashSafetyTests.isTemporary)
    #expect(staged.count == 2, "\(staged)")

    // While the cause remains, the next run fails the same way and keeps the journal.
    let again = try runTool(["generate", "--root", root.path])
    #expect(again.status == 73)
    #expect(
      again.errors.contains("error: cannot write \(page.path): Operation not permitted; 0 of 2"))
    #expect(FileManager.default.fileExists(atPath: journal.path))

    try Self.chattr("-i", page)
    let finished = try runTool(["generate", "--root", root.path])
    #expect(finished.status == 0, "\(finished.errors)")
    #expect(
      finished.errors.hasPrefix(
        "finished  \(page.path), staged by a generate that did not finish\n"
          + "finished  \(readme.path), staged by a generate that did not finish\n"),
      "\(finished.errors)")
    #expect(!FileManager.default.fileExists(atPath: journal.path))
    #expect(
      try CrashSafetyTests.outputs(of: root).keys.allSatisfy { !CrashSafetyTests.isTemporary($0) })
    let check = try runTool(["check", "--root", root.path])
    #expect(check.status == 0, "\(check.output)")
  }

  @Test("a journal is finished only for generate's own renames: an absolute one changes nothing")
  func journalBelowRootOnly() throws {
    let repository = try TemporaryRepository(goldens: nil, copyingDocs: false)
    let outside = try makeTemporaryDirectory()
    defer {
      repository.remove()
      try? FileManager.default.removeItem(at: outside)
    }
    let journal = repository.root.appendingPathComponent(CommitJournal.name)
    let victim = outside.appendingPathComponent("victim")
    let staged = outside.appendingPathComponent(".victim.1.2.tmp")
    try Data("mine\n".utf8).write(to: victim)
    try Data("theirs\n".utf8).write(to: staged)
    let hostile = "# from a pull request\ntemporary\tpath\n\(staged.path)\t\(victim.path)\n"
    try Data(hostile.utf8).write(to: journal)
    let refused = try runTool(["generate", "--root", repository.root.path])
    #expect(refused.status == 65)
    #expect(
      refused.errors
        == "\(journal.path):3: error: not a rename that generate stages: "
        + "\(victim.path.messageQuoted) is not a plain path below the package root; delete the "
        + "file if no run was stopped\n")
    #expect(try String(contentsOf: victim, encoding: .utf8) == "mine\n")
    #expect(FileManager.default.fileExists(atPath: staged.path))
    #expect(FileManager.default.fileExists(atPath: journal.path))

    // What generate stages itself, a golden and a page, is finished.
    let golden = repository.golden(.alert)
    let goldenTemporary = "Matrices/golden/.alert.tsv.1.2.tmp"
    let pageTemporary = "docs/en/.by-os.md.1.2.tmp"
    try FileManager.default.createDirectory(
      at: repository.root.appendingPathComponent("docs/en"), withIntermediateDirectories: true)
    try repository.write("staged golden\n", to: goldenTemporary)
    try repository.write("staged page\n", to: pageTemporary)
    try repository.write(
      "# staged\ntemporary\tpath\n\(goldenTemporary)\t\(golden)\n"
        + "\(pageTemporary)\tdocs/en/by-os.md\n", to: CommitJournal.name)
    let finished = try runTool(["generate", "--root", repository.root.path])
    #expect(finished.status == 0, "\(finished.errors)")
    let root = repository.root.path
    #expect(
      finished.errors.hasPrefix(
        "finished  \(root)/\(golden), staged by a generate that did not finish\n"
          + "finished  \(root)/docs/en/by-os.md, staged by a generate that did not finish\n"),
      "\(finished.errors)")
    #expect(!FileManager.default.fileExists(atPath: journal.path))
    #expect(try runTool(["check", "--root", root]).status == 0)
  }

  @Test("a second generate waits for the first one's lock on the package, then runs")
  func lock() throws {
    let repository = try CrashSafetyTests.oldRepository()
    defer { repository.remove() }
    let root = repository.root
    let before = try CrashSafetyTests.outputs(of: root)
    // This test holds the lock as a running generate would.
    let descriptor = open(root.path, O_RDONLY | O_CLOEXEC)
    try #require(descriptor >= 0 && flock(descriptor, LOCK_EX) == 0)
    var locked = true
    defer { if locked { close(descriptor) } }
    let errors = root.deletingLastPathComponent().appendingPathComponent(
      "\(root.lastPathComponent)-stderr")
    try Data().write(to: errors)
    defer { try? FileManager.default.removeItem(at: errors) }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: Self.tool)
    process.arguments = ["generate", "--root", root.path]
    process.standardInput = FileHandle.nullDevice
    process.standardOutput = FileHandle.nullDevice
    process.standardError = try FileHandle(forWritingTo: errors)
    try process.run()
    let waiting = "waiting for another 'pushmatrix generate' in \(root.path) to finish\n"
    let deadline = Date().addingTimeInterval(60)
    var said = ""
    while process.isRunning && Date() < deadline && !said.contains(waiting) {
      Thread.sleep(forTimeInterval: 0.05)
      said = (try? String(contentsOf: errors, encoding: .utf8)) ?? ""
    }
    #expect(said == waiting)
    // Held off, it writes nothing.
    Thread.sleep(forTimeInterval: 0.5)
    #expect(process.isRunning)
    #expect(try CrashSafetyTests.outputs(of: root) == before)
    close(descriptor)
    locked = false
    process.waitUntilExit()
    #expect(process.terminationStatus == 0)
    #expect(try CrashSafetyTests.outputs(of: root) != before)
  }
}
