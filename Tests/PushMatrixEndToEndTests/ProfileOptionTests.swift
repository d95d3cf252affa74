import Foundation
import Testing

@testable import PushMatrixApp
@testable import PushMatrixEngine
@testable import PushMatrixIO
@testable import PushMatrixScan

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

@Suite(
  "The command line of scan and app, and the profile they read, run as a process",
  .waitsForProcesses)
struct ProfileOptionTests {
  /// A fresh copy of the `SceneLate` fixture app in a scratch folder, as `app/`.
  static func scratchApp() throws -> URL {
    let folder = try makeTemporaryDirectory()
    try FileManager.default.copyItem(
      at: ScanTests.fixtures.appendingPathComponent("SceneLate"),
      to: folder.appendingPathComponent("app"))
    return folder
  }

  /// Returns the fields of a JSON profile that `scan --format json` printed.
  static func fields(_ output: String) throws -> [String: Any] {
    try #require(try JSONSerialization.jsonObject(with: Data(output.utf8)) as? [String: Any])
  }

  @Test("-- ends the options: every argument after it is a PATH, even one that starts with --")
  func doubleDash() throws {
    let folder = try Self.scratchApp()
    defer { try? FileManager.default.removeItem(at: folder) }
    let plain = try runTool(["scan", "--format", "json", "app"], in: folder)
    #expect(plain.status == 0, "\(plain.errors)")
    let ended = try runTool(["scan", "--format", "json", "--", "app"], in: folder)
    #expect(ended.status == 0, "\(ended.errors)")
    #expect(ended.output == plain.output)
    // A folder whose name looks like an option is a PATH after --.
    try FileManager.default.moveItem(
      at: folder.appendingPathComponent("app"), to: folder.appendingPathComponent("--format"))
    let dashed = try runTool(["scan", "--", "--format"], in: folder)
    #expect(dashed.status == 0, "\(dashed.errors)")
    #expect(dashed.output.contains("delegateTiming"), "\(dashed.output)")
    // After --, an option is an argument: a command that takes none names it.
    let check = try runTool(["check", "--", "--pairs"], in: folder)
    #expect(check.status == 64)
    #expect(check.errors.hasPrefix("error: unexpected argument \"--pairs\"\n"), "\(check.errors)")
  }

  @Test("each --set is applied, in order, as one --set listing them all would be")
  func repeatedSet() throws {
    let folder = try Self.scratchApp()
    defer { try? FileManager.default.removeItem(at: folder) }
    let twice = try runTool(
      [
        "scan", "app", "--format", "json", "--set", "delegateTiming=atLaunch", "--set",
        "backgroundMode=on",
      ], in: folder)
    #expect(twice.status == 0, "\(twice.errors)")
    let fields = try Self.fields(twice.output)
    #expect(fields["delegateTiming"] as? String == "atLaunch")
    #expect(fields["backgroundMode"] as? String == "on")
    let once = try runTool(
      ["scan", "app", "--format", "json", "--set", "delegateTiming=atLaunch,backgroundMode=on"],
      in: folder)
    #expect(twice.output == once.output)
    // A bad value in a later --set is still found before anything is read.
    let bad = try runTool(
      ["scan", "app", "--set", "delegateTiming=atLaunch", "--set", "lifecycle=sene"], in: folder)
    #expect(bad.status == 64)
    #expect(bad.errors.hasPrefix("error: invalid lifecycle \"sene\""), "\(bad.errors)")
  }

  @Test(
    "a --profile that cannot be read is a missing input, 66, as docs/scan.md says",
    .enabled(if: canDropPrivilege, "needs a user whom permission bits stop"))
  func unreadableProfile() throws {
    let folder = try Self.scratchApp()
    defer { try? FileManager.default.removeItem(at: folder) }
    let profile = folder.appendingPathComponent("p.json")
    let written = try runTool(["scan", "app", "--write", profile.path], in: folder)
    #expect(written.status == 0, "\(written.errors)")
    let run = try runToolWithoutPrivilege(["app", "--profile", profile.path], owning: folder) {
      try #require(chmod(profile.path, 0) == 0)
    }
    #expect(run.status == 66, "\(run.errors)")
    #expect(run.errors == "error: cannot read \(profile.path.messageQuoted): Permission denied\n")
  }

  @Test(
    "a lone surrogate escape in a profile is quoted whole, without the quote after it",
    arguments: ["\\ud800", "\\udc00", "\\ud800\\u0041"])
  func loneSurrogate(_ escape: String) throws {
    let folder = try makeTemporaryDirectory()
    defer { try? FileManager.default.removeItem(at: folder) }
    try Data("{\"backgroundMode\": \"\(escape)\"}\n".utf8)
      .write(to: folder.appendingPathComponent("p.json"))
    let run = try runTool(["scan", "--profile", "p.json"], in: folder)
    #expect(run.status == 65)
    #expect(run.errors == "p.json:1: error: bad escape \"\(escape)\" in a string\n")
  }

  @Test("a number of 100,000 digits in a profile is echoed cut short, as every value is")
  func longNumber() throws {
    let folder = try makeTemporaryDirectory()
    defer { try? FileManager.default.removeItem(at: folder) }
    let digits = String(repeating: "9", count: 100_000)
    let finding =
      "{\"field\": \"callbacks\", \"file\": \"A.swift\", \"line\": \(digits), \"shows\": \"x\"}"
    try Data("{\"callbacks\": \"none\", \"findings\": [\(finding)]}\n".utf8)
      .write(to: folder.appendingPathComponent("p.json"))
    let run = try runTool(["scan", "--profile", "p.json"], in: folder)
    #expect(run.status == 65)
    #expect(run.errors.utf8.count < 400, "the message echoes the number whole")
    #expect(run.errors.contains("invalid line \"" + String(repeating: "9", count: 120) + "…\""))
  }

  /// The ID of a process that has ended, for a temporary file a killed run left.
  static func endedProcess() throws -> Int32 {
    let process = try Process.run(URL(fileURLWithPath: "/bin/sh"), arguments: ["-c", "exit 0"])
    process.waitUntilExit()
    return process.processIdentifier
  }

  @Test("a file named on the command line follows the folders on its path, and is no link")
  func outputThroughLinks() throws {
    let folder = try Self.scratchApp()
    defer { try? FileManager.default.removeItem(at: folder) }
    let real = folder.appendingPathComponent("real")
    try FileManager.default.createDirectory(at: real, withIntermediateDirectories: true)
    try FileManager.default.createSymbolicLink(
      at: folder.appendingPathComponent("linked"), withDestinationURL: real)
    let app = folder.appendingPathComponent("app").path
    // The same folder link, named from the folder that holds it and from elsewhere.
    let here = try runTool(["app", app, "--output", "linked/here.txt"], in: folder)
    #expect(here.status == 0, "\(here.errors)")
    let elsewhere = try runTool([
      "app", app, "--output", folder.appendingPathComponent("linked/elsewhere.txt").path,
    ])
    #expect(elsewhere.status == 0, "\(elsewhere.errors)")
    #expect(FileManager.default.fileExists(atPath: real.appendingPathComponent("here.txt").path))
    #expect(
      FileManager.default.fileExists(atPath: real.appendingPathComponent("elsewhere.txt").path))
    // A link as the file itself is refused from anywhere, and what it points to is untouched.
    let victim = folder.appendingPathComponent("victim")
    try Data("mine\n".utf8).write(to: victim)
    try FileManager.default.createSymbolicLink(
      at: real.appendingPathComponent("page.txt"), withDestinationURL: victim)
    for (arguments, directory) in [
      (["app", app, "--output", "real/page.txt"], folder),
      (["app", app, "--output", real.appendingPathComponent("page.txt").path], packageRoot),
      (["scan", app, "--write", "real/page.txt"], folder),
    ] {
      let run = try runTool(arguments, in: directory)
      #expect(run.status == 73, "\(arguments): \(run.errors)")
      let path = arguments[3]
      #expect(
        run.errors
          == "error: cannot write \(path): \(path) is a symbolic link, which no output may go "
          + "through; no file was changed\n")
    }
    #expect(try String(contentsOf: victim, encoding: .utf8) == "mine\n")
  }

  @Test("app --output and scan --write remove the temporary file a killed run left beside it")
  func staleTemporary() throws {
    let folder = try Self.scratchApp()
    defer { try? FileManager.default.removeItem(at: folder) }
    let pid = try Self.endedProcess()
    for (option, name) in [("--output", "report.txt"), ("--write", "profile.json")] {
      let stale = ".\(name).\(pid).12345.tmp"
      try Data("cut short".utf8).write(to: folder.appendingPathComponent(stale))
      let run = try runTool(
        [option == "--output" ? "app" : "scan", "app", option, name], in: folder)
      #expect(run.status == 0, "\(run.errors)")
      #expect(run.errors.hasPrefix("removed   \(stale), left by a run that was stopped\n"))
      #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent(stale).path))
      #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent(name).path))
    }
  }
}
