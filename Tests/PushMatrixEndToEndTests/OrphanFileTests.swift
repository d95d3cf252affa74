import Foundation
import Testing

@testable import PushMatrixCompare
@testable import PushMatrixEngine
@testable import PushMatrixIO
@testable import PushMatrixTables

@Suite(
  "Files in the generated folders that generate does not write, run as a process",
  .waitsForProcesses)
struct OrphanFileTests {
  @Test("check names each orphan beside the goldens; generate removes those it wrote")
  func orphans() throws {
    let repository = try TemporaryRepository()
    defer { repository.remove() }
    let root = repository.root.path
    let banner = GoldenFile.banner + "\nos\tstate\n"
    // A golden of a payload that is gone, and a condition's, both as generate wrote them.
    try repository.write(banner, to: "Matrices/golden/old-payload.tsv")
    try repository.write(banner, to: "Matrices/golden/conditions/gone.tsv")
    // A file of someone's own, which generate never wrote.
    try FileManager.default.createDirectory(
      at: repository.root.appendingPathComponent("Matrices/digests"),
      withIntermediateDirectories: true)
    try repository.write("my notes\n", to: "Matrices/digests/notes.txt")
    // Hidden files (a killed run's temporary file, a Finder's) are no outputs and no orphans.
    try repository.write("x\n", to: "Matrices/golden/.DS_Store")

    let (run, _, report) = try repository.check()
    #expect(run.status == 1)
    let files = report["files"] as? [String] ?? []
    #expect(
      files == [
        "\(root)/Matrices/digests/notes.txt: no file generate writes: remove it",
        "\(root)/Matrices/golden/conditions/gone.tsv: a golden generate wrote and writes no "
          + "more: run generate to remove it",
        "\(root)/Matrices/golden/old-payload.tsv: a golden generate wrote and writes no more: "
          + "run generate to remove it",
      ], "\(files)")
    // The summary's prose is wrapped to COLUMNS, each path whole on its line.
    let text = try runTool(["check", "--root", root], environment: ["COLUMNS": "30"])
    #expect(text.status == 1)
    #expect(
      text.output.contains(
        "\n  \(root)/Matrices/digests/notes.txt:\n    no file generate writes:\n    remove it\n"),
      "\(text.output)")

    let generate = try runTool(["generate", "--root", root])
    #expect(generate.status == 0, "\(generate.errors)")
    #expect(
      generate.errors.contains(
        "removed   \(root)/Matrices/golden/old-payload.tsv, a golden generate writes no more\n"))
    #expect(
      generate.errors.contains(
        "removed   \(root)/Matrices/golden/conditions/gone.tsv, a golden generate writes no more\n"
      ))
    #expect(
      generate.errors.contains(
        "kept      \(root)/Matrices/digests/notes.txt: no file generate writes, and not one it "
          + "wrote; check fails until you remove it\n"), "\(generate.errors)")
    let left = try repository.snapshot().keys.filter { $0.hasPrefix("Matrices/") }.sorted()
    #expect(!left.contains("Matrices/golden/old-payload.tsv"))
    #expect(!left.contains("Matrices/golden/conditions/gone.tsv"))
    #expect(left.contains("Matrices/digests/notes.txt"))
    #expect(left.contains("Matrices/golden/.DS_Store"))

    #expect(try repository.check().run.status == 1)
    try FileManager.default.removeItem(
      at: repository.root.appendingPathComponent("Matrices/digests/notes.txt"))
    #expect(try repository.check().run.status == 0)
  }

  @Test(
    "a part of a page generate no longer splits is named by check; generate removes it if it wrote it"
  )
  func staleParts() throws {
    let repository = try TemporaryRepository()
    defer { repository.remove() }
    let root = repository.root.path
    // The conditions page fits in two files: later parts of it are left from a run when it was
    // longer, one as generate wrote it, one someone wrote.
    try #require(!FileManager.default.fileExists(atPath: "\(root)/docs/en/conditions-part3.md"))
    try repository.write(DocsGenerator.notice + "\n# Old part\n", to: "docs/en/conditions-part3.md")
    try repository.write("# My own notes\n", to: "docs/zh-Hans/conditions-part4.md")

    let (run, _, report) = try repository.check()
    #expect(run.status == 1)
    #expect(
      report["files"] as? [String] == [
        "\(root)/docs/en/conditions-part3.md: a part of a page generate wrote and writes no more: "
          + "run generate to remove it",
        "\(root)/docs/zh-Hans/conditions-part4.md: a part of a page generate does not write: "
          + "remove it",
      ], "\(report)")

    // A run for one language leaves the others' files alone, stale or not.
    let oneLanguage = try runTool(["generate", "--root", root, "--lang", "zh-Hant"])
    #expect(oneLanguage.status == 0, "\(oneLanguage.errors)")
    #expect(FileManager.default.fileExists(atPath: "\(root)/docs/en/conditions-part3.md"))

    let generate = try runTool(["generate", "--root", root])
    #expect(generate.status == 0, "\(generate.errors)")
    #expect(
      generate.errors.contains(
        "removed   \(root)/docs/en/conditions-part3.md, a part of a page generate writes no more\n"
      ), "\(generate.errors)")
    #expect(
      generate.errors.contains(
        "kept      \(root)/docs/zh-Hans/conditions-part4.md: no file generate writes, and not one "
          + "it wrote; check fails until you remove it\n"), "\(generate.errors)")
    #expect(!FileManager.default.fileExists(atPath: "\(root)/docs/en/conditions-part3.md"))
    #expect(try repository.check().run.status == 1)
    try FileManager.default.removeItem(atPath: "\(root)/docs/zh-Hans/conditions-part4.md")
    #expect(try repository.check().run.status == 0)
  }

  @Test("an orphan golden reached through a link is named by check and never removed by generate")
  func linkedOrphan() throws {
    let repository = try TemporaryRepository()
    let outside = try makeTemporaryDirectory()
    defer {
      repository.remove()
      try? FileManager.default.removeItem(at: outside)
    }
    let target = outside.appendingPathComponent("victim.tsv")
    try Data((GoldenFile.banner + "\n").utf8).write(to: target)
    let link = repository.root.appendingPathComponent("Matrices/golden/linked.tsv")
    try FileManager.default.createSymbolicLink(at: link, withDestinationURL: target)
    let generate = try runTool(["generate", "--root", repository.root.path])
    #expect(generate.status == 0, "\(generate.errors)")
    #expect(generate.errors.contains("kept      \(link.path): no file generate writes"))
    #expect(FileManager.default.fileExists(atPath: target.path))
    #expect((try? FileManager.default.destinationOfSymbolicLink(atPath: link.path)) != nil)
    let (run, _, report) = try repository.check()
    #expect(run.status == 1)
    #expect(
      (report["files"] as? [String] ?? []).contains(
        "\(link.path): no file generate writes: remove it"))
  }
}
