import Foundation
import Testing

@Suite("explain --what-if, run as a process", .waitsForProcesses)
struct ExplainWhatIfTests {
  /// A suspended app's silent push, which fetchReceive receives.
  static let silentPush =
    "os=17.0 state=suspended callbacks=fetchReceive payload=content-available"
  /// A force-quit app's alert with content-available, which waits for the user's tap.
  static let forceQuit =
    "os=17.0 state=forceQuit callbacks=fetchReceive+didReceiveResponse "
    + "payload=alert+content-available"

  /// Runs `explain --what-if` on a scenario in a format, and requires it to succeed.
  static func whatIf(_ scenario: String, _ format: String) throws -> String {
    let run = try CommandLineTests.explain(scenario, ["--what-if", "--format", format])
    try #require(run.status == 0, "\(run.errors)")
    #expect(run.errors.isEmpty)
    return run.output
  }

  /// Returns the what-if changes of a JSON explanation, requiring the array.
  static func changes(_ scenario: String) throws -> [[String: Any]] {
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(whatIf(scenario, "json").utf8))
        as? [String: Any])
    return try #require(object["whatIf"] as? [[String: Any]])
  }

  /// Returns the JSON change that sets an axis to a value.
  static func change(_ axis: String, _ value: String, in changes: [[String: Any]])
    -> [String: Any]?
  {
    changes.first { $0["axis"] as? String == axis && $0["value"] as? String == value }
  }

  @Test("text names Background App Refresh, Low Power Mode and force-quit for a silent push")
  func silentPushText() throws {
    let output = try Self.whatIf(Self.silentPush, "text")
    let section = try #require(
      output.components(separatedBy: "\nwhat would change this answer").last)
    let lines = section.split(separator: "\n").map(String.init)
    for option in [
      "--background-refresh off", "--background-refresh lowPower", "--state forceQuit",
    ] {
      let line = try #require(lines.first { $0.hasPrefix("  \(option) ") }, "\(option)")
      #expect(line.contains("arrival fetchReceive → -"), "\(line)")
      #expect(line.contains("arrival rule "), "\(line)")
    }
    #expect(!lines.contains { $0.hasPrefix("  --mutable-content ") })
    // Without the flag, the explanation is as it was.
    let plain = try CommandLineTests.explain(Self.silentPush)
    #expect(!plain.output.contains("what would change this answer"))
    #expect(output.hasPrefix(plain.output))
  }

  @Test("the README's what-if transcript is what explain prints, the lines it leaves out aside")
  func readmeTranscript() throws {
    let shown = try readmeLines(
      after: "$ swift run pushmatrix explain --os 17.0 --state suspended --callbacks fetchReceive "
        + "--payload content-available --what-if\n")
    let run = try CommandLineTests.explain(Self.silentPush, ["--what-if"], columns: nil)
    let printed = Set(run.output.split(separator: "\n"))
    #expect(shown.count > 10)
    for line in shown { #expect(printed.contains(Substring(line)), "\(line)") }
    // The push type is among the changes; the priority and the permission are not.
    #expect(shown.contains { $0.hasPrefix("  --push-type alert ") })
    #expect(
      !printed.contains { $0.hasPrefix("  --priority ") || $0.hasPrefix("  --authorization ") })
  }

  @Test("text lists a force-quit app's changes of state, each with its rules")
  func forceQuitText() throws {
    let output = try Self.whatIf(Self.forceQuit, "text")
    let line = try #require(
      output.split(separator: "\n").first { $0.hasPrefix("  --state background ") })
    #expect(line.contains("arrival - → fetchReceive"))
    #expect(line.contains("arrival rule ") && line.contains("tap rule "))
  }

  @Test("JSON lists each change with its new answer, what changed and the rules behind it")
  func json() throws {
    let silent = try Self.changes(Self.silentPush)
    for value in ["off", "lowPower"] {
      let change = try #require(Self.change("backgroundRefresh", value, in: silent))
      #expect(change["arrival"] as? [String] == [])
      #expect((change["changed"] as? [String])?.contains("arrival") == true)
      let rules = try #require(change["rules"] as? [[String: Any]])
      #expect(rules.first?["role"] as? String == "arrival")
      #expect(rules.first?["basis"] is String)
    }
    #expect(Self.change("state", "forceQuit", in: silent)?["arrival"] as? [String] == [])
    let forceQuit = try Self.changes(Self.forceQuit)
    let background = try #require(Self.change("state", "background", in: forceQuit))
    #expect(background["arrival"] as? [String] == ["fetchReceive"])
    #expect(background["tap"] as? [String] == ["didReceiveResponse"])
    let scene = try #require(Self.change("lifecycle", "scene", in: forceQuit))
    #expect(scene["launchPayload"] as? String == "connectionOptions")
    // Without the flag, the key is there and null.
    let plain = try CommandLineTests.explain(Self.forceQuit, ["--format", "json"])
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(plain.output.utf8)) as? [String: Any])
    #expect(object["whatIf"] is NSNull)
  }

  @Test("Markdown has the changes as a table whose first cell is the options to pass")
  func markdown() throws {
    for scenario in [Self.silentPush, Self.forceQuit] {
      let output = try Self.whatIf(scenario, "markdown")
      #expect(output.hasPrefix("## scenario\n"))
      let section = try #require(
        output.components(separatedBy: "## what would change this answer\n").last)
      #expect(section.contains("| change | answer | decided by |\n|---|---|---|\n"))
    }
    let silent = try Self.whatIf(Self.silentPush, "markdown")
    #expect(silent.contains("\n| `--background-refresh lowPower` | arrival fetchReceive → - | "))
  }

  @Test(
    "Markdown parses with cmark-gfm into the explanation's sections and the changes' table",
    .enabled(
      if: ExternalTool.cmarkGFM.shouldRun, "cmark-gfm is not installed (apt-get install cmark-gfm)")
  )
  func markdownParses() throws {
    let directory = try makeTemporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let file = directory.appendingPathComponent("explain.md")
    try Data(Self.whatIf(Self.silentPush, "markdown").utf8).write(to: file)
    let html = try cmarkHTML(file)
    #expect(html.contains("<h2>what would change this answer</h2>"))
    let table = try #require(htmlTables(html).last)
    #expect(table.first == ["change", "answer", "decided by"])
    #expect(table.contains { $0.first == "--background-refresh off" })
    #expect(table.contains { $0.first == "--state forceQuit" })
  }
}
