import Foundation
import Testing

@testable import PushMatrixIO
@testable import PushMatrixScan

/// Hostile XcodeGen specs and Tuist manifests (issue 42): a spec comes with a pull request like
/// a source, so each is read in bounds, with a finding where it was refused. The time each
/// takes is measured by Tests/Scripts/attacks.py on the release build.
extension ScanAttackTests {
  /// An app delegate, so that a folder holds a source to scan.
  static let appDelegate = "class AppDelegate: UIResponder, UIApplicationDelegate {}\n"

  /// A folder holding an app delegate and the files given, by relative path.
  static func app(_ files: [String: String]) throws -> URL {
    let folder = try Self.folder("AppDelegate.swift", appDelegate)
    for (path, text) in files {
      let url = folder.appendingPathComponent(path)
      try FileManager.default.createDirectory(
        at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try Data(text.utf8).write(to: url)
    }
    return folder
  }

  /// Scans a folder, measured, and returns the run and what it printed.
  static func measuredScan(_ folder: URL) throws -> (run: MeasuredRun, output: String) {
    let output = try makeTemporaryDirectory()
    defer { try? FileManager.default.removeItem(at: output) }
    let file = output.appendingPathComponent("profile.txt")
    let run = try runMeasured(["scan", folder.path], standardOutput: file)
    return (run, try String(contentsOf: file, encoding: .utf8))
  }

  @Test(
    "20,000 nested brackets or list items in a spec are refused past 64, naming the line",
    arguments: [
      (
        "    sources: " + String(repeating: "[", count: 20_000)
          + String(repeating: "]", count: 20_000) + "\n", 4
      ),
      ("    sources:\n      " + String(repeating: "- ", count: 20_000) + "a\n", 5),
    ])
  func nestedSpec(_ sources: String, line: Int) throws {
    let folder = try Self.app(["project.yml": "name: X\ntargets:\n  X:\n" + sources])
    defer { try? FileManager.default.removeItem(at: folder) }
    // Each bracket was one more call deep: the scan died of SIGSEGV.
    let (run, output) = try Self.measuredScan(folder)
    #expect(run.status == 0, "\(run.errors)")
    #expect(
      output.contains(
        "project.yml:\(line): unknown: cannot read this XcodeGen spec, which may declare scenes: values nested "
          + "more than \(YAMLValue.maximumDepth) deep, deeper than any spec's: the file is not read"
      ), "\(output)")
    #expect(run.maxResidentKiB < 200 << 10, "peak \(run.maxResidentKiB) KiB")
  }

  @Test("20,000 nested brackets in a Tuist manifest are refused past 64, naming the line")
  func nestedManifest() throws {
    let folder = try Self.app([
      "Project.swift": "import ProjectDescription\nlet project = Project(name: \"X\", targets: "
        + String(repeating: "[", count: 20_000) + String(repeating: "]", count: 20_000) + ")\n"
    ])
    defer { try? FileManager.default.removeItem(at: folder) }
    let (run, output) = try Self.measuredScan(folder)
    #expect(run.status == 0, "\(run.errors)")
    #expect(
      output.contains(
        "Project.swift:2: unknown: cannot read this project manifest: the project nests brackets "
          + "more than \(SwiftExpression.maximumDepth) deep, deeper than any manifest's: not read"),
      "\(output)")
    #expect(run.maxResidentKiB < 200 << 10, "peak \(run.maxResidentKiB) KiB")
  }

  @Test("a flow list of 10,000 lines, one item each, is read whole, its brackets followed once")
  func flowListByLines() throws {
    let items = (0..<10_000).map { "      S\($0),\n" }.joined()
    let folder = try Self.app([
      "project.yml": "name: X\ntargets:\n  X:\n    type: application\n    platform: iOS\n"
        + "    sources: [\n" + items + "      App]\n",
      "App/AppDelegate.swift": Self.appDelegate,
    ])
    defer { try? FileManager.default.removeItem(at: folder) }
    // The brackets were counted again over every line joined so far at each new line: 22.7 s.
    let run = try runTool(["scan", folder.path], timeout: 30)
    #expect(run.status == 0, "\(run.errors)")
    #expect(run.output.contains("  * X (application, project.yml): Info.plist none, 1 source file"))
  }

  @Test("specs past 1 MiB in all are a finding, not read, in bounded memory")
  func largeSpec() throws {
    let folder = try Self.app([:])
    defer { try? FileManager.default.removeItem(at: folder) }
    // 40 MB of list items: parsed whole, about 47 bytes per byte, it took 1.86 GB.
    try writeRepeated(
      Data(String(repeating: "      - a\n", count: 100_000).utf8), times: 40,
      to: folder.appendingPathComponent("project.yml"),
      after: Data("name: X\ntargets:\n  X:\n    type: application\n    sources:\n".utf8))
    let (run, output) = try Self.measuredScan(folder)
    #expect(run.status == 0, "\(run.errors)")
    #expect(
      output.contains(
        "project.yml: unknown: cannot read this XcodeGen spec, which may declare scenes: not read: with "
          + "the specs read before it, it would make more than 1 MiB of XcodeGen specs, more "
          + "than any project's"), "\(output)")
    #expect(run.maxResidentKiB < 200 << 10, "peak \(run.maxResidentKiB) KiB")
  }

  @Test("2,000 source globs tried on every file are a finding past the checks one manifest makes")
  func manyGlobs() throws {
    var files = [
      "Project.swift": "import ProjectDescription\nlet project = Project(name: \"X\", targets: "
        + "[.target(name: \"X\", destinations: .iOS, product: .app, bundleId: \"x\", sources: ["
        + (0..<2_000).map { "\"**/**/F\($0)*.swift\"" }.joined(separator: ", ") + "])])\n"
    ]
    for index in 0..<100 { files["Sources/a/b/G\(index).swift"] = "" }
    let folder = try Self.app(files)
    defer { try? FileManager.default.removeItem(at: folder) }
    // Every glob was tried on every file: 2,000 globs over 5,000 files took more than 60 s.
    let run = try runTool(["scan", folder.path], timeout: 30)
    #expect(run.status == 0, "\(run.errors)")
    #expect(
      run.output.contains(
        "Project.swift:2: unknown: cannot read this project manifest: target X's sources: its "
          + "globs would be tried on more than \(TuistManifest.maximumGlobChecks) files in all, "
          + "more than any project's: not read"), "\(run.output)")
  }
}
