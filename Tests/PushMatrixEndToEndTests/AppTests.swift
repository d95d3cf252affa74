import Foundation
import Testing

@testable import PushMatrixApp
@testable import PushMatrixEngine
@testable import PushMatrixIO
@testable import PushMatrixScan

@Suite("app, run as a process", .waitsForProcesses)
struct AppTests {
  /// The fixture the README's transcript shows.
  static let fixture = "Tests/Fixtures/Apps/SceneLate"

  /// Returns what follows each use of a command in the README's console blocks: up to the next
  /// command, or with `wholeBlock` up to the block's end.
  static func readmeTranscripts(after command: String, wholeBlock: Bool = false) throws
    -> [String]
  {
    let readme = try String(
      contentsOf: packageRoot.appendingPathComponent("README.md"), encoding: .utf8)
    let uses = readme.components(separatedBy: "$ " + command + "\n").dropFirst()
    try #require(!uses.isEmpty, "README lacks \(command)")
    return uses.map { rest in
      (wholeBlock ? rest : rest.components(separatedBy: "\n$ ")[0])
        .components(separatedBy: "\n```")[0] + "\n"
    }
  }

  /// Returns the README's one whole transcript of a command: the one that leaves nothing out.
  static func readmeTranscript(after command: String, wholeBlock: Bool = false) throws -> String {
    let whole = try readmeTranscripts(after: command, wholeBlock: wholeBlock).filter {
      !$0.contains(Self.leftOut)
    }
    return try #require(whole.first, "README has no whole transcript of \(command)")
  }

  /// The line that stands for lines a shortened transcript leaves out.
  static let leftOut = "\n…\n"

  @Test("the text page shows the profile, the tables, what changes and the findings")
  func text() throws {
    let run = try runTool(["app", Self.fixture])
    #expect(run.status == 0, "\(run.errors)")
    #expect(run.errors.isEmpty)
    #expect(run.output.hasPrefix("What iOS does with the notifications of \(Self.fixture)\n\n"))
    #expect(run.output.contains("\ndelegateTiming    late\n"))
    #expect(run.output.contains("\niOS 15.0–26.0\n  state       payload  "))
    #expect(
      run.output.contains(
        "  notRunning  alert                    banner  -        launch>sceneConnect  "))
    #expect(run.output.contains("\nfindings: 2 warnings, 2 info\n  warning: [late-delegate] "))
  }

  @Test("a delegate never set: the page says so and answers without the center's callbacks")
  func neverSet() throws {
    let fixture = "Tests/Fixtures/Apps/NeverAssigned"
    let run = try runTool(["app", fixture, "--strict"])
    #expect(run.status == 1)
    #expect(run.errors == "error: 3 warnings (--strict)\n")
    #expect(
      run.output.contains(
        "\ndelegateTiming    never (iOS never calls the center's callbacks: the page answers for "
          + "fetchReceive)\npresentation      banner+list (willPresent is never called: the page "
          + "answers n/a)\n"))
    #expect(run.output.contains("\n  warning: [delegate-never-set] The notification center's "))
    // From iOS 10 a foreground alert is answered as for an app without willPresent.
    #expect(run.output.contains("foreground-without-will-present"))
    let json = try runTool(["app", fixture, "--format", "json"])
    let page = try #require(
      try JSONSerialization.jsonObject(with: Data(json.output.utf8)) as? [String: Any])
    let findings = try #require(page["findings"] as? [[String: Any]])
    #expect(findings.first?["id"] as? String == "delegate-never-set")
    #expect((page["profile"] as? [String: Any])?["delegateTiming"] as? String == "never")
    #expect(
      try runTool(["app", fixture, "--format", "markdown"]).output.contains("delegate-never-set"))
  }

  @Test("the README's transcripts are what app prints, and --strict exits 1 on warnings")
  func readme() throws {
    let page = try runTool(["app", Self.fixture], columns: nil)
    #expect(
      try Self.readmeTranscript(after: "swift run pushmatrix app \(Self.fixture)") == page.output)
    let strict = try runTool(["app", Self.fixture, "--strict", "--format", "json"])
    #expect(strict.status == 1)
    let transcript = try Self.readmeTranscript(
      after: "swift run pushmatrix app \(Self.fixture) --strict > /dev/null", wholeBlock: true)
    #expect(transcript == strict.errors + "$ echo $?\n1\n")
  }

  @Test("the README's shortened page leaves lines out but changes none")
  func readmeExcerpt() throws {
    let page = try runTool(["app", Self.fixture], columns: nil).output
    let excerpts = try Self.readmeTranscripts(after: "swift run pushmatrix app \(Self.fixture)")
      .filter { $0.contains(Self.leftOut) }
    try #require(!excerpts.isEmpty, "README has no shortened page")
    for excerpt in excerpts { try Self.expectExcerpt(excerpt, of: page) }
  }

  /// Checks that each line a shortened transcript shows is a line of the output, in the
  /// output's order, where `…` skips at least one line.
  static func expectExcerpt(_ excerpt: String, of output: String) throws {
    var rest = output.split(separator: "\n", omittingEmptySubsequences: false)[...]
    var skipping = false
    for line in excerpt.dropLast().split(separator: "\n", omittingEmptySubsequences: false) {
      if line == "…" {
        skipping = true
        rest = rest.dropFirst()
        continue
      }
      let found =
        skipping ? rest.firstIndex(of: line) : (rest.first == line ? rest.startIndex : nil)
      let index = try #require(found, "not in the output where the README shows it: \(line)")
      rest = rest[(index + 1)...]
      skipping = false
    }
  }

  @Test("--strict exits 0 when every finding is information")
  func strictWithoutWarnings() throws {
    let run = try runTool(["app", "Tests/Fixtures/Apps/ObjectiveC", "--strict"])
    #expect(run.status == 0, "\(run.errors)")
    #expect(run.output.contains("findings: 0 warnings, 4 info\n"))
  }

  @Test("the JSON page parses, and its cells and findings are the Markdown page's")
  func jsonAndMarkdownAgree() throws {
    let json = try runTool(["app", Self.fixture, "--format", "json"])
    #expect(json.status == 0)
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(json.output.utf8)) as? [String: Any])
    #expect(
      object.keys.sorted() == [
        "adjustments", "assumptions", "conditions", "findings", "profile", "ranges", "releases",
        "sdkHandlers", "source", "summary", "variants",
      ])
    let summary = try #require(object["summary"] as? [String: Int])
    #expect(summary == ["info": 2, "warnings": 2])
    let findings = try #require(object["findings"] as? [[String: Any]])
    #expect(
      findings.map { $0["id"] as? String }
        == [
          "late-delegate", "foreground-unseen", "silent-push-unreached",
          "extension-after-force-quit",
        ])
    let ranges = try #require(object["ranges"] as? [[String: Any]])
    let cells = try #require(ranges.first?["cells"] as? [[String: Any]])
    #expect(cells.count == 15)

    let markdown = try runTool(["app", Self.fixture, "--format", "markdown"])
    #expect(markdown.status == 0)
    let folder = try makeTemporaryDirectory()
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent("app.md")
    try Data(markdown.output.utf8).write(to: file)
    let html = try cmarkHTML(file)
    let tables = htmlTables(html)
    #expect(tables[0][0] == ["field", "value"])
    #expect(tables[0][4] == ["delegateTiming", "late"])
    let range = tables[1]
    #expect(range[0] == ["state", "payload", "shown", "arrival", "tap", "launch", "rules"])
    #expect(range.count == 16)
    for (row, cell) in zip(range.dropFirst(), cells) {
      let arrival = (cell["arrival"] as? [String]) ?? []
      let tap = cell["tap"] as? [String]
      #expect(row[0] == cell["state"] as? String)
      #expect(row[1] == cell["payload"] as? String)
      #expect(row[3] == (arrival.isEmpty ? "-" : arrival.joined(separator: ">")))
      #expect(row[4] == tap.map { $0.isEmpty ? "-" : $0.joined(separator: ">") } ?? "n/a")
      let launch = try #require(cell["launchPayload"] as? String)
      #expect(row[5] == (launch == "n/a" ? "-" : launch))
      #expect(row[6] == ((cell["rules"] as? [String]) ?? []).joined(separator: " "))
    }
    for finding in findings {
      #expect(html.contains("<code>\(finding["id"] as! String)</code>"))
    }
    #expect(html.contains("<a href=\"https://github.com/deltachat/deltachat-ios/pull/2672\">"))
  }

  @Test(
    "the Markdown and HTML pages have one outline: the same headings and tables",
    .enabled(if: ExternalTool.cmarkGFM.shouldRun, "cmark-gfm is not installed"))
  func oneOutline() throws {
    // An app whose profile rests on an SDK, so that the page has every part.
    let fixture = "Tests/Fixtures/Apps/NativeFirebase"
    let markdown = try runTool(["app", fixture, "--format", "markdown"])
    let page = try runTool(["app", fixture, "--format", "html"])
    #expect(markdown.status == 0 && page.status == 0)
    let folder = try makeTemporaryDirectory()
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent("app.md")
    try Data(markdown.output.utf8).write(to: file)
    let parsed = try cmarkHTML(file)
    func headings(_ html: String) -> [String] {
      html.components(separatedBy: "<h").dropFirst().compactMap { part in
        guard let level = part.first, ("1"..."6").contains(level) else { return nil }
        let inner = part.drop { $0 != ">" }.dropFirst()
        return "h\(level) " + htmlText(String(inner.components(separatedBy: "</h")[0]))
      }
    }
    let outline = headings(parsed)
    #expect(outline.contains("h3 What the profile rests on"))
    #expect(outline == headings(page.output))
    #expect(htmlTables(parsed) == htmlTables(page.output))
    // The profile's basis and the legend are two lists, in Markdown as on the HTML page.
    let basis = try #require(parsed.components(separatedBy: "What the profile rests on</h3>").last)
    #expect(basis.components(separatedBy: "<h2>")[0].components(separatedBy: "<ul>").count == 3)
  }

  @Test("the HTML page is self-contained and every table and finding is there")
  func html() throws {
    let run = try runTool(["app", Self.fixture, "--format", "html"])
    #expect(run.status == 0)
    #expect(run.output.hasPrefix("<!DOCTYPE html>"))
    #expect(!run.output.contains("{{"))
    #expect(!run.output.contains("<script src") && !run.output.contains("<link "))
    #expect(run.output.contains("<h3 id=\"ios-15.0–26.0\">iOS 15.0–26.0</h3>"))
    #expect(run.output.contains("<dt id=\"finding-late-delegate\">"))
  }

  @Test(
    "headless Chromium lays the HTML page out: its tables and findings are in the DOM",
    .enabled(
      if: Browser.shouldRun,
      "chromium or python3 is not installed (apt-get install chromium python3)"))
  func htmlInBrowser() throws {
    let folder = try makeTemporaryDirectory()
    defer { try? FileManager.default.removeItem(at: folder) }
    let page = folder.appendingPathComponent("app.html")
    let run = try runTool(["app", Self.fixture, "--format", "html", "--output", page.path])
    #expect(run.status == 0)
    let dom = try Browser.document(of: page.absoluteString)
    #expect(RenderBrowserTests.tags(dom, "<table").count == 9)
    #expect(dom.contains("id=\"finding-silent-push-unreached\""))
  }

  @Test(
    "on a phone the HTML page is no wider than the screen, and each table row is a card",
    .enabled(
      if: Browser.shouldRun,
      "chromium or python3 is not installed (apt-get install chromium python3)"),
    arguments: RenderBrowserTests.screenWidths)
  func htmlOnAPhone(width: Int) throws {
    let folder = try makeTemporaryDirectory()
    defer { try? FileManager.default.removeItem(at: folder) }
    let page = folder.appendingPathComponent("app.html")
    let run = try runTool(["app", Self.fixture, "--format", "html", "--output", page.path])
    try #require(run.status == 0, "\(run.errors)")
    let report = try RenderBrowserTests.object(
      try RenderBrowserTests.probe(
        page, width: width, height: RenderBrowserTests.screenHeight(width),
        script: """
          var problems = [];
          var tables = document.querySelectorAll("table");
          Array.prototype.forEach.call(tables, function (table) {
            var headings = Array.prototype.map.call(table.tHead.rows[0].cells, function (cell) {
              return JSON.stringify(cell.textContent);
            });
            var cards = getComputedStyle(table.tHead).display === "none";
            if (cards !== (window.innerWidth < 500)) {
              problems.push(headings[0] + ": cards " + cards + " at " + window.innerWidth);
            }
            Array.prototype.forEach.call(table.tBodies[0].rows, function (row) {
              Array.prototype.forEach.call(row.cells, function (cell, index) {
                var label = getComputedStyle(cell, "::before").content;
                if (cards && index > 0 && label !== headings[index]) {
                  problems.push(headings[0] + ": " + label + " for " + headings[index]);
                }
              });
            });
          });
          report(JSON.stringify({
            scroll: document.documentElement.scrollWidth,
            client: document.documentElement.clientWidth,
            tables: tables.length,
            problems: problems.slice(0, 5),
            findings: document.getElementById("findings").getBoundingClientRect().top + scrollY,
            folded: document.querySelectorAll("#variants details:not([open]) table").length
          }));
          """))
    #expect(report["client"] as? Int == width)
    // At 390 px the page was 872 px wide, its profile and tables cut off.
    #expect(report["scroll"] as? Int ?? .max <= width, "\(report)")
    #expect(report["tables"] as? Int == 9)
    #expect(report["problems"] as? [String] == [], "\(report)")
    // The findings are on the first screen: at 390 px they started at 10,570 px, after the
    // variants' cards, which are now folded, one table each.
    #expect(
      (report["findings"] as? Double ?? .infinity) < Double(RenderBrowserTests.screenHeight(width)),
      "\(report)")
    #expect(report["folded"] as? Int == 7, "\(report)")
  }

  @Test(
    "the findings come before the profile and the tables, in every format of the page",
    arguments: [
      ("text", "\nfindings: 2 warnings, 2 info\n", "\ncallbacks  "),
      ("markdown", "\n## Findings\n", "\n## Profile\n"),
      ("html", "<section class=\"notes\" id=\"findings\">", "<section id=\"profile\">"),
    ])
  func findingsFirst(format: String, findings: String, profile: String) throws {
    let page = try runTool(["app", Self.fixture, "--format", format]).output
    let first = try #require(page.range(of: findings), "\(page)")
    let second = try #require(page.range(of: profile), "\(page)")
    #expect(first.upperBound <= second.lowerBound)
  }

  @Test("--output writes the page atomically, the same bytes as standard output")
  func output() throws {
    let folder = try makeTemporaryDirectory()
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent("page.md")
    let run = try runTool(["app", Self.fixture, "--format", "markdown", "--output", file.path])
    #expect(run.status == 0)
    #expect(run.output.isEmpty)
    #expect(run.errors == "wrote \(file.path)\n")
    let printed = try runTool(["app", Self.fixture, "--format", "markdown"])
    #expect(try String(contentsOf: file, encoding: .utf8) == printed.output)
  }

  @Test(
    "the same input gives the same bytes, in every format", arguments: ["text", "json", "html"])
  func determinism(_ format: String) throws {
    let first = try runTool(["app", "Tests/Fixtures/Apps/UIKitSwift", "--format", format])
    let second = try runTool(["app", "Tests/Fixtures/Apps/UIKitSwift", "--format", format])
    #expect(first.status == 0)
    #expect(first.output == second.output)
  }

  @Test("a profile file gives the page its scan gives, and --set changes it")
  func profileAndOverride() throws {
    let scanned = try runTool(["app", Self.fixture, "--format", "json"])
    let read = try runTool([
      "app", "--profile", "\(Self.fixture).profile.json", "--format", "json",
    ])
    #expect(read.status == 0)
    let withoutSource = { (text: String) in
      text.components(separatedBy: "\n").filter { !$0.hasPrefix("  \"source\": ") }
    }
    #expect(withoutSource(scanned.output) == withoutSource(read.output))
    let fixed = try runTool([
      "app", Self.fixture, "--set",
      "delegateTiming=atLaunch,backgroundMode=on,callbacks=fetchReceive+willPresent+didReceiveResponse,"
        + "presentation=[.banner,.list]",
    ])
    #expect(fixed.status == 0, "\(fixed.errors)")
    #expect(fixed.output.contains("findings: 0 warnings, 4 info\n"), "\(fixed.output)")
  }

  /// Writes the fixture's profile with one text replaced to `pushmatrix.json` in a folder.
  ///
  /// - Returns: the file written.
  static func fixtureProfile(in folder: URL, replacing text: String, with replacement: String)
    throws -> URL
  {
    let profile = try String(
      contentsOf: packageRoot.appendingPathComponent("\(fixture).profile.json"), encoding: .utf8)
    let edited = profile.replacingOccurrences(of: text, with: replacement)
    try #require(edited != profile, "the fixture's profile has no \(text)")
    let file = folder.appendingPathComponent("pushmatrix.json")
    try Data(edited.utf8).write(to: file)
    return file
  }

  @Test("a malformed profile names its file and line, exit 65")
  func malformedProfile() throws {
    let folder = try makeTemporaryDirectory()
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = try Self.fixtureProfile(
      in: folder, replacing: "\"backgroundMode\": \"off\"", with: "\"backgroundMode\": \"offf\"")
    let run = try runTool(["app", "--profile", file.path])
    #expect(run.status == 65)
    #expect(run.output.isEmpty)
    #expect(
      run.errors
        == "\(file.path):2: error: invalid backgroundMode \"offf\": expected on, off or unknown; "
        + "did you mean off?\n")
  }

  @Test("an unknown callbacks is refused at its key's line, exit 65")
  func unknownCallbacks() throws {
    let folder = try makeTemporaryDirectory()
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = try Self.fixtureProfile(
      in: folder, replacing: "\"callbacks\": \"didReceiveResponse\"",
      with: "\"callbacks\": \"unknown\"")
    let run = try runTool(["app", "--profile", file.path])
    #expect(run.status == 65)
    #expect(
      run.errors.hasPrefix(
        "\(file.path):3: error: callbacks is unknown, and every answer depends on it: set it "
          + "with --set callbacks=VALUE"))
  }

  @Test("a missing input exits 66; bad usage exits 64 with the usage; --help prints it")
  func usage() throws {
    let missing = try runTool(["app", "--profile", "Tests/Fixtures/Apps/missing.json"])
    #expect(missing.status == 66)
    #expect(
      missing.errors
        == "error: cannot read \"Tests/Fixtures/Apps/missing.json\": No such file or directory\n")
    let missingPath = try runTool(["app", "Tests/Fixtures/Apps/Missing"])
    #expect(missingPath.status == 66)
    let format = try runTool(["app", Self.fixture, "--format", "pdf"])
    #expect(format.status == 64)
    #expect(
      format.errors.hasPrefix(
        "error: invalid value \"pdf\" for option --format: expected text, markdown, html, json"))
    #expect(format.errors.contains("\nusage: pushmatrix app PATH..."))
    let field = try runTool(["app", Self.fixture, "--set", "lifecycle=scenes"])
    #expect(field.status == 64)
    let none = try runTool(["app"])
    #expect(none.status == 64)
    let help = try runTool(["app", "--help"])
    #expect(help.status == 0)
    #expect(help.output.hasPrefix("usage: pushmatrix app PATH..."))
    #expect(help.output.contains("--strict"))
    let tool = try runTool(["--help"])
    #expect(tool.output.contains("\n  app "))
  }
}
