import Foundation
import PushMatrixCommands
import Testing

@testable import PushMatrixEngine
@testable import PushMatrixIO
@testable import PushMatrixModel

@Suite(
  "Conventions: the version's aliases, completion scripts and diff's JSON, as a process",
  .waitsForProcesses)
struct ConventionTests {
  @Test("-V and version print what --version prints", arguments: ["-V", "version"])
  func versionAliases(_ alias: String) throws {
    let expected = try runTool(["--version"])
    let run = try runTool([alias])
    #expect(run.status == 0, "\(run.errors)")
    #expect(run.output == expected.output && !run.output.isEmpty)
    let extra = try runTool([alias, "check"])
    #expect(extra.status == 64)
    #expect(extra.errors.hasPrefix("error: unexpected argument \"check\"\n"))
  }

  @Test(
    "each target imports only the targets Package.swift makes it depend on",
    .enabled(if: ExternalTool.swift.shouldRun, "swift is not on the PATH"))
  func importsFollowThePackage() throws {
    // A module built earlier is found whether or not the target declares it, so an undeclared
    // import compiles in a warm build folder and fails only in a fresh one, in whatever order
    // SwiftPM picks. The manifest as SwiftPM reads it, in a scratch folder of its own: the
    // tests' own build folder is locked.
    let scratch = try makeTemporaryDirectory()
    defer { try? FileManager.default.removeItem(at: scratch) }
    let dump = try runProcess(
      try ExternalTool.swift.require(),
      [
        "package", "--package-path", packageRoot.path, "--scratch-path", scratch.path,
        "dump-package",
      ],
      // SwiftPM leaves a temporary folder behind for each manifest it compiles.
      environment: ["TMPDIR": scratch.path])
    try #require(dump.status == 0, "\(dump.errors)")
    let manifest = try #require(
      try JSONSerialization.jsonObject(with: Data(dump.output.utf8)) as? [String: Any])
    let targets = try #require(manifest["targets"] as? [[String: Any]])
    let importLine = try Regex(#"^(?:@testable )?import (PushMatrix\w*)$"#)
    for target in targets where target["type"] as? String != "plugin" {
      let name = try #require(target["name"] as? String)
      let declared = Set(
        (target["dependencies"] as? [[String: Any]] ?? []).compactMap {
          ($0["byName"] as? [Any])?.first as? String
        })
      let folder = packageRoot.appendingPathComponent(
        target["type"] as? String == "test" ? "Tests" : "Sources"
      ).appendingPathComponent(name)
      let files = try #require(FileManager.default.enumerator(atPath: folder.path))
      var checked = 0
      for case let file as String in files where file.hasSuffix(".swift") {
        let text = try String(
          contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
        for line in text.split(separator: "\n") {
          guard let match = line.firstMatch(of: importLine),
            let module = match.output[1].substring.map(String.init), module != name
          else { continue }
          #expect(declared.contains(module), "\(name)/\(file) imports \(module)")
        }
        checked += 1
      }
      #expect(checked > 0, "no Swift file read for \(name)")
    }
  }

  @Test("every option a command parses is in its help, and every option its help lists parses")
  func helpNamesTheDeclaredOptions() throws {
    let optionLine = try Regex(#"^\s{2,6}(--[a-z-]+)"#)
    for command in CommandParser.commands {
      let declared = Set((Array(command.options.keys) + command.flags).map { "--" + $0 })
      let help = command.help.split(separator: "\n").compactMap { line in
        line.firstMatch(of: optionLine).map { String(line[$0.range].drop { $0 == " " }) }
      }
      #expect(Set(help) == declared, "\(command.name)")
    }
  }

  /// Runs the bash completion script on a command line whose last word is being completed and
  /// returns the words it offers.
  static func complete(_ words: [String]) throws -> [String] {
    let script = try runTool(["completion", "bash"])
    try #require(script.status == 0, "\(script.errors)")
    let folder = try makeTemporaryDirectory()
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent("pushmatrix.bash")
    try Data(script.output.utf8).write(to: file)
    let quoted = words.map { "'" + $0 + "'" }.joined(separator: " ")
    let run = try runProcess(
      URL(fileURLWithPath: "/bin/bash"),
      [
        "-c",
        "source \"$0\"; COMP_WORDS=(pushmatrix \(quoted)); COMP_CWORD=\(words.count); "
          + "_pushmatrix; printf '%s\\n' \"${COMPREPLY[@]}\"",
        file.path,
      ], in: folder)
    try #require(run.status == 0, "\(run.errors)")
    return run.output.split(separator: "\n").map(String.init)
  }

  @Test(
    "the bash completion offers the commands, each command's options and each axis's values",
    .enabled(if: FileManager.default.isExecutableFile(atPath: "/bin/bash"), "needs bash"))
  func bashCompletion() throws {
    #expect(
      Set(try Self.complete([""])).isSuperset(of: CommandParser.commands.map { $0.name }))
    #expect(try Self.complete(["ex"]) == ["explain", "export"])
    for axis in AxisRegistry.axes {
      #expect(try Self.complete(["explain", "--\(axis.option)", ""]) == axis.identifiers)
    }
    let state = try #require(AxisRegistry.axes.first { $0.option == "state" })
    #expect(
      try Self.complete(["export", "--state", "\(state.identifiers[0]),"])
        == state.identifiers.map { "\(state.identifiers[0]),\($0)" })
    #expect(
      try Self.complete(["diff", "--os", ""]) == OSCatalog.versions.map(\.description))
    let options = try Self.complete(["generate", "--"])
    #expect(options == ["--lang", "--out", "--root", "--templates", "--pairs", "--help"])
    #expect(try Self.complete(["completion", "z"]) == ["zsh"])
    #expect(try Self.complete(["help", "ch"]) == ["check"])
  }

  @Test("the zsh and fish scripts list every command's options and values from the declarations")
  func otherShells() throws {
    let zsh = try runTool(["completion", "zsh"])
    let fish = try runTool(["completion", "fish"])
    #expect(zsh.status == 0 && fish.status == 0)
    for command in CommandParser.commands {
      for (option, values) in command.options where !values.isEmpty {
        let words = values.joined(separator: " ")
        #expect(
          zsh.output.contains(
            "'\(command.name)|--\(option)') compset -P '*,'; values=(\(words)) ;;"),
          "\(command.name) --\(option)")
        #expect(
          fish.output.contains(
            "complete -c pushmatrix -n '__fish_seen_subcommand_from \(command.name)' -l "
              + "\(option) -x -a '\(words)'"), "\(command.name) --\(option)")
      }
    }
    let bad = try runTool(["completion", "tcsh"])
    #expect(bad.status == 64)
    #expect(
      bad.errors.hasPrefix(
        "error: invalid value \"tcsh\" for argument SHELL: expected bash, zsh, fish\n"))
  }

  @Test("after --, --help is an argument, not a request for help")
  func helpAfterDoubleDash() throws {
    let run = try runTool(["check", "--", "--help"])
    #expect(run.status == 64)
    #expect(run.errors.hasPrefix("error: unexpected argument \"--help\"\n"), "\(run.errors)")
  }

  @Test("diff's JSON gives each group's changed columns and keys as fields, not only as prose")
  func diffFields() throws {
    let run = try runTool(["diff", "--os", "9.0,17.0", "--format", "json"])
    #expect(run.status == 1, "\(run.errors)")
    let reports = try #require(
      try JSONSerialization.jsonObject(with: Data(run.output.utf8)) as? [[String: Any]])
    let groups = reports.flatMap { $0["groups"] as? [[String: Any]] ?? [] }
    #expect(!groups.isEmpty)
    let columns = Scenario.columns.filter { $0 != "os" }
    for group in groups {
      let differences = try #require(group["differences"] as? [[String: String]])
      let transition = try #require(group["transition"] as? String)
      if group["kind"] as? String == "behaviour" {
        #expect(!differences.isEmpty)
        #expect(
          differences.map { "\($0["column"]!): \($0["from"]!) → \($0["to"]!)" }
            .joined(separator: " · ") == transition)
      }
      let keys = try #require(group["keys"] as? [String])
      let scenarios = try #require(group["scenarios"] as? [[String: String]])
      #expect(
        scenarios.map { scenario in columns.map { "\($0)=\(scenario[$0]!)" }.joined(separator: " ")
        }
          == keys)
      #expect(scenarios.allSatisfy { Set($0.keys) == Set(columns) })
    }
  }
}
