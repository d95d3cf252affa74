import Foundation
import Testing

@Suite("Text output wrapped to the terminal's width, run as a process", .waitsForProcesses)
struct TextWidthTests {
  /// Commands whose text had prose lines of hundreds of characters.
  static let commands: [[String]] = [
    ["app", AppTests.fixture],
    ["app", "Tests/Fixtures/Apps/NeverAssigned"],
    ["app", AppTests.fixture, "--against", "Tests/Fixtures/Apps/UIKitSwift"],
    [
      "explain", "--os", "17.2", "--state", "notRunning", "--callbacks",
      "didReceiveResponse+willPresent", "--payload", "alert", "--what-if",
    ],
    ["scan", "Tests/Fixtures/Apps/ReactNativeFirebase"],
  ]

  @Test(
    "prose is wrapped to COLUMNS, 80 when unset; a table row or a long word stays whole",
    arguments: commands, [nil, 60, 132])
  func wrapped(_ command: [String], columns: Int?) throws {
    let run = try runTool(command, columns: columns)
    try #require(run.status == 0, "\(run.errors)")
    let whole = try runTool(command).output
    let width = columns ?? 80
    let lines = run.output.split(separator: "\n", omittingEmptySubsequences: false)
    let wholeLines = Set(whole.split(separator: "\n", omittingEmptySubsequences: false))
    // A row of an aligned table has a run of spaces inside it, and is never broken.
    func isTableRow(_ line: Substring) -> Bool {
      wholeLines.contains(line) && line.drop { $0 == " " }.contains("  ")
    }
    for line in lines where line.count > width {
      let isOneWord = !line.drop { $0 == " " }.contains(" ")
      // A what-if change's options, kept whole to be copied.
      let isOptions = line.hasPrefix("  --") && !line.dropFirst(2).contains("  ")
      #expect(isOneWord || isTableRow(line) || isOptions, "\(line.count) > \(width): \(line)")
    }
    // Only where lines break changed: the same words, in the same order.
    #expect(run.output.split { $0 == " " || $0 == "\n" } == whole.split { $0 == " " || $0 == "\n" })
    #expect(lines.count > wholeLines.count, "nothing was wrapped at \(width)")
  }

  @Test(
    "a page for a file or a browser is the same whatever COLUMNS says",
    arguments: ["markdown", "html", "json"])
  func otherFormats(_ format: String) throws {
    let command = ["app", AppTests.fixture, "--format", format]
    #expect(try runTool(command, columns: 40).output == runTool(command, columns: nil).output)
  }

  @Test(
    "on a terminal the text takes the terminal's width, unless COLUMNS sets one",
    .enabled(if: canMakeTerminal, "util-linux script and stty are not installed"))
  func terminal() throws {
    let command = ["app", AppTests.fixture]
    /// Runs the tool on a terminal of 57 columns, which `script` makes, with COLUMNS as given.
    func onTerminal(columns: String?) throws -> String {
      let setting = columns.map { "COLUMNS=" + $0 } ?? "-u COLUMNS"
      let line =
        "stty cols 57 rows 40; exec env \(setting) '\(toolUnderTest.path)' "
        + command.joined(separator: " ")
      let run = try runProcess(
        URL(fileURLWithPath: "/usr/bin/script"), ["-qec", line, "/dev/null"])
      try #require(run.status == 0, "\(run.errors)")
      // The terminal ends each line with a carriage return and a line feed.
      return run.output.replacingOccurrences(of: "\r\n", with: "\n")
    }
    let narrow = try runTool(command, columns: 57).output
    #expect(narrow != (try runTool(command, columns: nil).output))
    #expect(try onTerminal(columns: nil) == narrow)
    #expect(
      try onTerminal(columns: "70") == runTool(command, columns: 70).output)
  }
}

/// Whether `script` (util-linux's, whose options the test uses) and `stty` can give the tool a
/// terminal.
private let canMakeTerminal: Bool = {
  #if os(Linux)
    ["/usr/bin/script", "/usr/bin/stty", "/usr/bin/env"].allSatisfy {
      FileManager.default.isExecutableFile(atPath: $0)
    }
  #else
    false
  #endif
}()
