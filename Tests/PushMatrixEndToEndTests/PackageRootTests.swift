import Foundation
import PushMatrixCommands
import Testing

@testable import PushMatrixEngine
@testable import PushMatrixIO

/// Where the commands that read or write the package find it, run as a process.
@Suite("Package root, run as a process", .waitsForProcesses)
struct PackageRootTests {
  @Test("check and generate run from a folder below the package root, finding it")
  func belowTheRoot() throws {
    let repository = try TemporaryRepository()
    defer { repository.remove() }
    let below = repository.root.appendingPathComponent("docs/en")
    let check = try runTool(["check"], in: below, timeout: 60)
    #expect(check.status == 0, "\(check.errors)")
    let before = try repository.snapshot()
    let generate = try runTool(["generate"], in: below, timeout: 60)
    #expect(generate.status == 0, "\(generate.errors)")
    #expect(generate.errors.contains("unchanged ../../docs/en/by-os.md\n"), "\(generate.errors)")
    #expect(try repository.snapshot() == before, "generate wrote where the root already agreed")
    #expect(!FileManager.default.fileExists(atPath: below.appendingPathComponent("Matrices").path))
  }

  @Test("evidence and render read the package's observations from a folder below its root")
  func observationsBelowTheRoot() throws {
    let repository = try TemporaryRepository()
    defer { repository.remove() }
    let below = repository.root.appendingPathComponent("docs")
    let evidence = try runTool(["evidence"], in: below)
    #expect(evidence.status == 0, "\(evidence.errors)")
    let render = try runTool(["render", "--view", "by-os", "--os", "12.3.1"], in: below)
    #expect(render.status == 0, "\(render.errors)")
    #expect(render.errors.isEmpty, "\(render.errors)")
  }

  @Test("explain outside any package shows the observations built into the tool, as in it")
  func explainOutsideAPackage() throws {
    let outside = try makeTemporaryDirectory()
    defer { try? FileManager.default.removeItem(at: outside) }
    let arguments = [
      "explain", "--os", "9.0", "--state", "forceQuit", "--callbacks", "fetchReceive",
      "--payload", "alert",
    ]
    let away = try runTool(arguments, in: outside)
    #expect(away.status == 0, "\(away.errors)")
    #expect(away.errors.isEmpty, "\(away.errors)")
    #expect(away.output.contains("MC-39 overruled (C1)"))
    let home = try runTool(arguments)
    #expect(away.output == home.output)
  }

  @Test("generate's note on a missing observations folder names no option it lacks")
  func generateHintWithoutObservations() throws {
    let repository = try TemporaryRepository()
    defer { repository.remove() }
    try FileManager.default.removeItem(
      at: repository.root.appendingPathComponent(ObservationFile.directory))
    let run = try runTool(["generate", "--root", repository.root.path], timeout: 60)
    #expect(run.status == 0, "\(run.errors)")
    let note = try #require(run.errors.split(separator: "\n").first { $0.hasPrefix("note: ") })
    #expect(
      note
        == "note: no observations folder \(repository.root.path)/Matrices/observed; the tables "
        + "show no observations")
    for command in [GenerateCommand.help, CheckCommand.help] {
      #expect(!command.contains("--observed"))
    }
  }
}
