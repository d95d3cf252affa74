import Foundation
import PushMatrixCommands
import Testing

@testable import PushMatrixApp
@testable import PushMatrixCompare
@testable import PushMatrixDocument
@testable import PushMatrixEngine
@testable import PushMatrixGoldens
@testable import PushMatrixIO
@testable import PushMatrixModel
@testable import PushMatrixScan
@testable import PushMatrixTables

@Suite("Golden check and diff", .waitsForProcesses)
struct CompareTests {
  /// The engine as it was before the iOS 10.0 tap quirk existed.
  static let routerWithoutTapQuirk = Router(
    arrivalRules: ArrivalRules.all, tapRules: TapRules.all,
    quirks: Quirks.all.filter { $0.id != Quirks.ios10TapSkipsFetch.id })

  /// The goldens of ``routerWithoutTapQuirk``, made once for the repositories that start from
  /// them.
  static let goldensWithoutTapQuirk = GoldenTexts(router: routerWithoutTapQuirk)

  /// The scenarios the iOS 10.0 tap quirk changes, as `key` lines of the JSON report.
  static let quirkKeys: Set<String> = Set(
    ScenarioSpace.default.filter { Router.standard.route($0).quirk == Quirks.ios10TapSkipsFetch.id }
      .map(\.description))

  /// How many of the quirk's scenarios have the payload, with or without legacyReceive.
  static func quirkCount(_ payload: Payload, legacy: Bool? = nil) -> Int {
    ScenarioSpace.default.filter { scenario in
      scenario.payload == payload
        && Router.standard.route(scenario).quirk == Quirks.ios10TapSkipsFetch.id
        && (legacy.map { scenario.callbacks.contains(.legacyReceive) == $0 } ?? true)
    }.count
  }

  /// The engine with a rule, tried first, for a background app that permission is denied to: a
  /// rule change that only a condition's golden sees, whose cells no other rule gives.
  static let routerWithDeniedRule = Router(
    arrivalRules: [
      ArrivalRule(
        id: "test-denied-background", basis: .inferred, sources: [.appleAPINotes],
        summary: "test only", caveat: "test only",
        applies: { $0.scenario.authorization == .denied && $0.state == .background },
        decide: { _ in Arrival(banner: false, calls: [], appIsAlive: true) }, examples: [])
    ] + ArrivalRules.all, tapRules: TapRules.all, quirks: Quirks.all)

  @Test("a rule change under a condition fails the check, naming the condition's golden and keys")
  func changedCondition() throws {
    let repository = try TemporaryRepository(goldensFrom: Self.routerWithDeniedRule)
    defer { repository.remove() }
    let golden = "\(repository.root.path)/\(ConditionGolden.directory)/authorization.tsv"
    let keys = Set(
      ConditionGolden.space(ofAxisAt: AxisRegistry.position(of: Authorization.self))
        .filter { $0.authorization == .denied && $0.state == .background }.map(\.description))
    let (run, reports, _) = try repository.check()
    #expect(run.status == 1)
    let authorization = try #require(reports.first { $0["subject"] as? String == golden })
    let groups = try #require(authorization["groups"] as? [[String: Any]])
    #expect(Set(groups.flatMap { $0["keys"] as? [String] ?? [] }) == keys)
    #expect(!keys.isEmpty)
    // The engine has no such rule: its cells there are the defaults' or its own changes.
    #expect(
      groups.allSatisfy {
        $0["kind"] as? String == "removed"
          || ($0["transition"] as? String)?.contains("test-denied-background → ") == true
      })
    #expect(
      reports.filter { $0["subject"] as? String != golden }
        .allSatisfy { ($0["groups"] as? [Any])?.isEmpty == true })
    let text = try runTool(
      ["check", "--root", repository.root.path], environment: ["NO_COLOR": "1"])
    #expect(text.output.contains("\(golden): "))
    #expect(text.output.contains("authorization denied"))
  }

  @Test("check --pairs names the lines of the conditions' pair digests a rule change alters")
  func changedPairs() throws {
    let repository = try TemporaryRepository()
    defer { repository.remove() }
    // Denied to a scene-based app in the foreground: one pair, and no condition alone.
    let sceneDenied = Router(
      arrivalRules: [
        ArrivalRule(
          id: "test-scene-denied", basis: .inferred, sources: [.appleAPINotes],
          summary: "test only", caveat: "test only",
          applies: {
            $0.scenario.lifecycle == .scene && $0.scenario.authorization == .denied
              && $0.state == .foreground
          }, decide: { _ in Arrival(banner: false, calls: [], appIsAlive: true) },
          examples: [])
      ] + ArrivalRules.all, tapRules: TapRules.all, quirks: Quirks.all)
    try FileManager.default.createDirectory(
      at: repository.root.appendingPathComponent("Matrices/digests"),
      withIntermediateDirectories: true)
    try repository.write(ConditionPairs.render(router: sceneDenied), to: ConditionPairs.path)
    // Without --pairs, check keeps to its budget and leaves the digests alone.
    #expect(try runTool(["check", "--root", repository.root.path]).status == 0)
    let run = try runTool(["check", "--pairs", "--root", repository.root.path, "--format", "json"])
    #expect(run.status == 1, "\(run.errors)")
    let report = try #require(
      try JSONSerialization.jsonObject(with: Data(run.output.utf8)) as? [String: Any])
    let path = "\(repository.root.path)/\(ConditionPairs.path)"
    let lines = try repository.read(ConditionPairs.path).split(separator: "\n")
    let first = try #require(
      lines.firstIndex { $0.hasPrefix("lifecycle=scene\tauthorization=denied\t") })
    #expect(report["files"] as? [String] == ["\(path): differs from line \(first + 1)"])
    // The excerpt shows each tab as \t, so that a line stays one line on a terminal.
    let diff = try #require((report["fileDiffs"] as? [[String: Any]])?.first?["diff"] as? [String])
    #expect(diff.contains("-" + lines[first].replacingOccurrences(of: "\t", with: "\\t")))
    #expect(
      diff.contains { $0.hasPrefix("+lifecycle=scene\\tauthorization=denied\\t13.0\\t") })
    let generate = try runTool(["generate", "--pairs", "--root", repository.root.path])
    #expect(generate.status == 0, "\(generate.errors)")
    #expect(generate.errors.contains("wrote     \(path)\n"))
    #expect(try runTool(["check", "--pairs", "--root", repository.root.path]).status == 0)
  }

  @Test("check passes on goldens from the current engine and writes nothing")
  func checkPasses() throws {
    let repository = try TemporaryRepository()
    defer { repository.remove() }
    let before = try repository.snapshot()
    let run = try runTool(["check", "--root", repository.root.path])
    #expect(run.status == 0, "\(run.errors)")
    #expect(run.output.contains("alert.tsv: no differences"))
    #expect(run.output.contains("generated files: all up to date"))
    #expect(run.output.contains("evidence: every observation explained"))
    #expect(try repository.snapshot() == before)
  }

  @Test("an edited rule fails the check and names exactly the changed keys and the transition")
  func editedRule() throws {
    let repository = try TemporaryRepository(goldens: Self.goldensWithoutTapQuirk)
    defer { repository.remove() }
    let before = try repository.snapshot()
    let (run, reports, _) = try repository.check()
    #expect(run.status == 1)
    #expect(try repository.snapshot() == before)
    // The payloads' goldens hold every scenario: the quirk's cells change there.
    let isCondition = { (report: [String: Any]) in
      (report["subject"] as? String)?.contains("/\(ConditionGolden.directory)/") == true
    }
    let payloads = reports.filter { !isCondition($0) }
    let groups = payloads.flatMap { $0["groups"] as? [[String: Any]] ?? [] }
    let keys = Set(groups.flatMap { $0["keys"] as? [String] ?? [] })
    #expect(keys == Self.quirkKeys)
    #expect(!Self.quirkKeys.isEmpty)
    let transitions = Set(groups.compactMap { $0["transition"] as? String })
    #expect(
      transitions.contains(
        "tap: fetchReceive → - · quirk: - → ios10.0-tap-skips-fetch"))
    #expect(transitions.allSatisfy { $0.contains("quirk: - → ios10.0-tap-skips-fetch") })
    #expect(payloads.allSatisfy { ($0["added"] as? Int) == 0 && ($0["removed"] as? Int) == 0 })
    // A condition's golden holds the cells that differ from the defaults': there the quirk's
    // cells change, or start or stop differing.
    let conditionKeys = Set(
      reports.filter(isCondition).flatMap { $0["groups"] as? [[String: Any]] ?? [] }
        .flatMap { $0["keys"] as? [String] ?? [] })
    let expected = ConditionGolden.positions.flatMap { position in
      MatrixComparison.changes(
        from: ConditionGolden.cells(ofAxisAt: position, router: Self.routerWithoutTapQuirk),
        to: ConditionGolden.cells(ofAxisAt: position)
      ).map(\.key.description)
    }
    #expect(conditionKeys == Set(expected))
  }

  @Test("the text report gives the headline, the groups and where they are")
  func textReport() throws {
    let repository = try TemporaryRepository(goldens: Self.goldensWithoutTapQuirk)
    defer { repository.remove() }
    let run = try runTool(
      ["check", "--root", repository.root.path], environment: ["NO_COLOR": "1"])
    #expect(run.status == 1)
    #expect(!run.output.contains("\u{1B}["))
    #expect(
      run.output.contains(
        "\(repository.root.path)/Matrices/golden/alert.tsv: \(Self.quirkCount(.alert)) behaviour "
          + "changes, 0 annotation-only changes (notes or basis), 0 added, 0 removed"))
    #expect(run.output.contains("by os: 10.0 (\(Self.quirkCount(.alert)))"))
    #expect(
      run.output.contains(
        "where: os 10.0 × background, suspended × callbacks fetchReceive, fetchReceive+willPresent "
          + "× alert"))
    #expect(run.errors.contains("check failed"))
  }

  /// A repository whose alert golden differs from the engine in behaviour (no iOS 10.0 tap
  /// quirk) and, on the ten releases from 12.0 on, in a note only; the number of note-only rows.
  static func behaviourAndNotes() throws -> (TemporaryRepository, notes: Int) {
    let repository = try TemporaryRepository(goldens: goldensWithoutTapQuirk)
    let notes = try repository.editRows(of: .alert) { cells in
      if try! OSVersion(parsing: cells[column("os")]) >= OSVersion(12) {
        cells[column("notes")] = "hand-written"
      }
    }
    return (repository, notes)
  }

  /// The alert golden's rows from iOS 12.0 on, which ``behaviourAndNotes()`` edits.
  static let alertRowsFrom12 = ScenarioSpace.default.restricted(to: [Payload.alert])
    .filter { $0.os >= OSVersion(12) }.count

  @Test("behaviour and note-only changes are counted apart, behaviour first, in every format")
  func behaviourApartFromAnnotation() throws {
    let (repository, notes) = try Self.behaviourAndNotes()
    defer { repository.remove() }
    #expect(notes == Self.alertRowsFrom12)
    let behaviour = Self.quirkCount(.alert)
    let path = "\(repository.root.path)/\(repository.golden(.alert))"
    let headline =
      "\(path): \(behaviour) behaviour changes, \(notes.digitsGrouped) annotation-only changes "
      + "(notes or basis), 0 added, 0 removed"

    let (run, reports, _) = try repository.check()
    #expect(run.status == 1)
    let alert = try #require(reports.first { $0["subject"] as? String == path })
    #expect(alert["behaviour"] as? Int == behaviour)
    #expect(alert["annotation"] as? Int == notes)
    #expect(alert["changed"] as? Int == behaviour + notes)
    let kinds = try #require(alert["groups"] as? [[String: Any]]).compactMap {
      $0["kind"] as? String
    }
    #expect(kinds.first == "behaviour")
    #expect(kinds == kinds.sorted { $0 == "behaviour" && $1 != "behaviour" })
    #expect(Set(kinds) == ["behaviour", "annotation"])

    let text = try runTool(
      ["check", "--root", repository.root.path], environment: ["NO_COLOR": "1"])
    #expect(text.output.contains(headline + "\n"))
    // Every file's groups: the default budget leaves annotation groups out first.
    let markdown = try runTool(
      ["check", "--root", repository.root.path, "--format", "markdown", "--budget", "1000000"])
    #expect(markdown.output.contains("### " + headline.markdownEscaped + "\n"))
    for output in [text.output, markdown.output] {
      let behaviourSection = try #require(
        output.range(of: "Behaviour changes (\(behaviour) cells)"))
      let noteSection = try #require(
        output.range(
          of: "Annotation-only changes: notes or basis (\(notes.digitsGrouped) cells)"))
      #expect(behaviourSection.upperBound < noteSection.lowerBound)
    }
  }

  @Test("a hand-edited cell, a deleted row and an added row are each reported precisely")
  func editedGolden() throws {
    let repository = try TemporaryRepository()
    defer { repository.remove() }
    let path = repository.golden(.alert)
    var lines = try repository.read(path).split(separator: "\n", omittingEmptySubsequences: false)
      .map(String.init)
    // Line 3 is the first row: 3.0 foreground none alert n/a on. Edit its banner cell.
    let first = try Scenario(
      parsing: "os=3.0 state=foreground callbacks=none payload=alert presentation=n/a "
        + "backgroundMode=on")
    var cells = lines[2].split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
    #expect(Array(cells[..<LongTable.keyColumnCount]) == first.axisValues)
    #expect(cells[column("banner")] == "no")
    cells[column("banner")] = "yes"
    lines[2] = cells.joined(separator: "\t")
    let deleted = lines.remove(at: 3)
    var extra = cells
    extra[column("os")] = "17.2"
    lines.insert(extra.joined(separator: "\t"), at: lines.count - 1)
    try repository.write(lines.joined(separator: "\n"), to: path)

    let (run, reports, _) = try repository.check()
    #expect(run.status == 1)
    let alert = try #require(
      reports.first { ($0["subject"] as? String)?.hasSuffix("alert.tsv") == true })
    #expect(alert["changed"] as? Int == 1)
    #expect(alert["added"] as? Int == 1)
    #expect(alert["removed"] as? Int == 1)
    let groups = try #require(alert["groups"] as? [[String: Any]])
    let byTransition = Dictionary(
      uniqueKeysWithValues: groups.map { ($0["transition"] as! String, $0["keys"] as! [String]) })
    var modeOff = first
    modeOff.backgroundMode = .off
    var later = first
    later.os = OSVersion(17, 2)
    #expect(byTransition["banner: yes → no"] == [first.description])
    #expect(byTransition["added"] == [modeOff.description])
    #expect(deleted.hasPrefix("3.0\tforeground\tnone\talert\tn/a\toff\t"))
    #expect(byTransition["removed"] == [later.description])
    let others = reports.filter { ($0["subject"] as? String)?.hasSuffix("/alert.tsv") == false }
    #expect(others.allSatisfy { ($0["groups"] as? [Any])?.isEmpty == true })
  }

  /// A malformed golden and the diagnostic `check` must give.
  struct Malformed: CustomTestStringConvertible, Sendable {
    var name: String
    var edit: @Sendable (String) -> String
    var line: Int?
    var message: String
    var testDescription: String { name }
  }

  static let malformed: [Malformed] = [
    Malformed(
      name: "duplicated key",
      edit: { text in
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        lines.insert(lines[2], at: 3)
        return lines.joined(separator: "\n")
      }, line: 4, message: "duplicate key os=3.0 state=foreground callbacks=none"),
    Malformed(
      name: "file cut short in line 11",
      edit: { text in
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        return lines.prefix(10).joined(separator: "\n") + "\n" + lines[10].prefix(5)
      }, line: 11, message: "does not end with a line feed"),
    Malformed(
      name: "CRLF line ends", edit: { $0.replacingOccurrences(of: "\n", with: "\r\n") }, line: 1,
      message: "CR LF"),
    Malformed(
      name: "wrong column count",
      edit: {
        $0.replacingOccurrences(
          of: "\tdocumented\t-\t", with: "\tdocumented\t", options: [], range: nil)
      },
      line: 3,
      message:
        "expected \(LongTable.columns.count) tab-separated cells, found "
        + "\(LongTable.columns.count - 1)"),
    Malformed(
      name: "unknown axis value",
      edit: { $0.replacingOccurrences(of: "3.0\tforeground\tnone", with: "3.0\tasleep\tnone") },
      line: 3, message: "invalid state \"asleep\""),
    Malformed(
      name: "bad escaping",
      edit: { $0.replacingOccurrences(of: "\tdocumented\t", with: "\tdocu\\mented\t") },
      line: 3, message: "bad escape in basis"),
    Malformed(
      name: "bad outcome cell",
      edit: { $0.replacingOccurrences(of: "\tdocumented\t", with: "\tguessed\t") },
      line: 3, message: "invalid basis \"guessed\""),
  ]

  @Test("a malformed golden exits 65 with file:line and the bad value", arguments: malformed)
  func malformedGolden(_ bad: Malformed) throws {
    let repository = try TemporaryRepository()
    defer { repository.remove() }
    let path = repository.golden(.alert)
    try repository.write(bad.edit(try repository.read(path)), to: path)
    let before = try repository.snapshot()
    let run = try runTool(["check", "--root", repository.root.path])
    #expect(run.status == 65)
    let location = bad.line.map { ":\($0)" } ?? ""
    #expect(
      run.errors.hasPrefix("\(repository.root.path)/\(path)\(location): error: "), "\(run.errors)")
    #expect(run.errors.contains(bad.message), "\(run.errors)")
    #expect(try repository.snapshot() == before)
  }

  @Test("a reordered golden with the same cells fails as a file generate would rewrite")
  func reorderedGolden() throws {
    let repository = try TemporaryRepository()
    defer { repository.remove() }
    let path = repository.golden(.contentAvailable)
    var lines = try repository.read(path).split(separator: "\n").map(String.init)
    lines.swapAt(2, 3)
    try repository.write(lines.joined(separator: "\n") + "\n", to: path)
    let (run, goldens, report) = try repository.check()
    #expect(run.status == 1)
    #expect(goldens.allSatisfy { ($0["groups"] as? [Any])?.isEmpty == true })
    #expect(
      report["files"] as? [String] == ["\(repository.root.path)/\(path): differs from line 3"])
  }

  @Test("a docs file edited by hand is reported with its first differing line")
  func editedDocs() throws {
    let repository = try TemporaryRepository()
    defer { repository.remove() }
    let page = "docs/en/by-os.md"
    var lines = try repository.read(page).split(separator: "\n", omittingEmptySubsequences: false)
    lines[4] += " (edited)"
    try repository.write(lines.joined(separator: "\n"), to: page)
    try FileManager.default.removeItem(
      at: repository.root.appendingPathComponent("docs/tables/by-os.csv"))
    let (run, _, report) = try repository.check()
    #expect(run.status == 1)
    #expect(
      report["files"] as? [String] == [
        "\(repository.root.path)/docs/en/by-os.md: differs from line 5",
        "\(repository.root.path)/docs/tables/by-os.csv: missing",
      ])
  }

  @Test("check says which side is golden and which is engine, in every format")
  func checkSides() throws {
    let repository = try TemporaryRepository(goldens: Self.goldensWithoutTapQuirk)
    defer { repository.remove() }
    let path = "\(repository.root.path)/\(repository.golden(.alert))"
    let (_, reports, _) = try repository.check()
    let alert = try #require(reports.first { $0["subject"] as? String == path })
    #expect(alert["from"] as? String == "golden")
    #expect(alert["to"] as? String == "engine")
    let text = try runTool(
      ["check", "--root", repository.root.path], environment: ["NO_COLOR": "1"])
    #expect(text.output.contains("removed\n  compares: golden → engine\n  by os: 10.0"))
    // Every file's groups: the default budget leaves annotation groups out first.
    let markdown = try runTool(
      ["check", "--root", repository.root.path, "--format", "markdown", "--budget", "1000000"])
    #expect(markdown.output.contains("removed\n\n- compares: golden → engine\n- by os: 10.0"))
  }

  @Test("a hand-edited docs file shows a short unified diff of its first differing lines")
  func docsExcerpt() throws {
    let repository = try TemporaryRepository()
    defer { repository.remove() }
    let page = "docs/index.md"
    let original = try repository.read(page).split(
      separator: "\n", omittingEmptySubsequences: false)
    // A line whose three neighbours each side are short enough to show whole in the excerpt.
    let edited = try #require(
      (3..<(original.count - 3)).first { index in
        !original[index].isEmpty
          && original[(index - 3)...(index + 3)].allSatisfy { $0.count < 100 }
      })
    var lines = original
    lines[edited] = "| by-os | edited by hand |"
    try repository.write(lines.joined(separator: "\n"), to: page)
    let path = "\(repository.root.path)/\(page)"
    let diff =
      [
        "--- \(path) (checked in)", "+++ \(path) (generate)",
        "@@ -\(edited - 2),7 +\(edited - 2),7 @@",
      ] + original[(edited - 3)...(edited - 1)].map { " \($0)" }
      + ["-| by-os | edited by hand |", "+\(original[edited])"]
      + original[(edited + 1)...(edited + 3)].map { " \($0)" }

    let (run, _, report) = try repository.check()
    #expect(run.status == 1)
    let diffs = try #require(report["fileDiffs"] as? [[String: Any]])
    #expect(diffs.count == 1)
    #expect(diffs.first?["path"] as? String == path)
    #expect(diffs.first?["line"] as? Int == edited + 1)
    #expect(diffs.first?["diff"] as? [String] == diff)

    let text = try runTool(["check", "--root", repository.root.path])
    #expect(
      text.output.contains(
        (["  \(path): differs from line \(edited + 1)"] + diff.map { "    " + $0 }).joined(
          separator: "\n")
          + "\n"), "\(text.output)")
    // Every file's groups: the default budget leaves annotation groups out first.
    let markdown = try runTool(
      ["check", "--root", repository.root.path, "--format", "markdown", "--budget", "1000000"])
    #expect(
      markdown.output.contains("```diff\n" + diff.joined(separator: "\n") + "\n```\n"),
      "\(markdown.output)")
  }

  @Test("generate after a failed check makes the check pass, and says what it changed")
  func generateRepairs() throws {
    let repository = try TemporaryRepository(goldens: Self.goldensWithoutTapQuirk)
    defer { repository.remove() }
    try repository.write("hand-edited\n", to: "docs/en/by-payload.md")
    try repository.write("not a golden\n", to: repository.golden(.contentAvailable))
    let failed = try runTool(["check", "--root", repository.root.path])
    #expect(failed.status == 65)
    #expect(
      failed.errors.contains("content-available.tsv:1: error: unknown column: cell 1 of"))
    let generate = try runTool(["generate", "--root", repository.root.path])
    #expect(generate.status == 0, "\(generate.errors)")
    let lines = generate.errors.split(separator: "\n").map(String.init)
    #expect(
      lines.contains(
        "\(repository.root.path)/Matrices/golden/alert.tsv: \(Self.quirkCount(.alert)) behaviour "
          + "changes, 0 annotation-only changes (notes or basis), 0 added, 0 removed"))
    #expect(
      lines.contains {
        $0.hasPrefix(
          "\(repository.root.path)/Matrices/golden/content-available.tsv: replaces a malformed file"
        )
      })
    #expect(lines.contains("wrote     \(repository.root.path)/docs/en/by-payload.md"))
    let (run, _, report) = try repository.check()
    #expect(run.status == 0, "\(run.output)")
    #expect(report["passes"] as? Bool == true)
    let leftovers = try FileManager.default.contentsOfDirectory(
      atPath: repository.root.appendingPathComponent(GoldenFile.directory).path)
    #expect(leftovers.sorted() == (GoldenFile.names + ["conditions"]).sorted())
    let conditions = try FileManager.default.contentsOfDirectory(
      atPath: repository.root.appendingPathComponent(ConditionGolden.directory).path)
    #expect(
      conditions.sorted()
        == ConditionGolden.positions.map(ConditionGolden.name(ofAxisAt:)).sorted())
  }

  @Test("diff compares two golden files and two folders by key")
  func diffPaths() throws {
    let old = try TemporaryRepository(goldens: Self.goldensWithoutTapQuirk)
    let new = try TemporaryRepository()
    defer {
      old.remove()
      new.remove()
    }
    let oldAlert = old.root.appendingPathComponent(old.golden(.alert)).path
    let newAlert = new.root.appendingPathComponent(new.golden(.alert)).path
    let files = try runTool(["diff", oldAlert, newAlert, "--format", "markdown"])
    #expect(files.status == 1)
    #expect(
      files.output.hasPrefix(
        "### \(newAlert): \(Self.quirkCount(.alert)) behaviour changes, 0 annotation-only changes "
          + "(notes or basis), 0 added, 0 removed"))
    #expect(
      files.output.contains(
        "##### \(Self.quirkCount(.alert, legacy: false)) × tap: fetchReceive → - · quirk: - → "
          + "ios10.0-tap-skips-fetch"))
    let same = try runTool(["diff", newAlert, newAlert])
    #expect(same.status == 0)
    let folders = try runTool([
      "diff", old.root.appendingPathComponent("Matrices/golden").path,
      new.root.appendingPathComponent("Matrices/golden").path,
    ])
    #expect(folders.status == 1)
    #expect(
      folders.output.contains(
        "alert+content-available.tsv: \(Self.quirkCount(.alertWithContentAvailable)) behaviour "
          + "changes"))
    #expect(folders.output.contains("content-available.tsv: no differences"))
  }

  @Test("diff --os lists what changes between two releases, and nothing for the same one")
  func diffReleases() throws {
    let run = try runTool(["diff", "--os", "12.3.1,17.0", "--format", "json"])
    #expect(run.status == 1)
    let reports = try #require(
      try JSONSerialization.jsonObject(with: Data(run.output.utf8)) as? [[String: Any]])
    #expect(reports.first?["subject"] as? String == "12.3.1 → 17.0")
    let expected = ScenarioSpace(versions: [OSVersion(12, 3, 1)]).filter { scenario in
      var later = scenario
      later.os = OSVersion(17)
      return LongTable.row(scenario, Router.standard.route(scenario))
        .dropFirst(LongTable.keyColumnCount)
        != LongTable.row(later, Router.standard.route(later)).dropFirst(LongTable.keyColumnCount)
    }.count
    #expect(reports.first?["changed"] as? Int == expected)
    #expect(expected > 0)
    let same = try runTool(["diff", "--os", "17.0,17.0"])
    #expect(same.status == 0)
    #expect(same.output == "17.0 → 17.0: no differences\n")
  }

  /// The scenarios of a space on one release whose outcome differs on another, split into
  /// behaviour changes (banner, arrival, tap, rule or quirk) and changes of notes or basis only,
  /// computed from the engine's rows without the tool.
  static func engineChanges(from old: OSVersion, to new: OSVersion, in space: ScenarioSpace)
    -> (behaviour: [Scenario], annotation: [Scenario])
  {
    var result: (behaviour: [Scenario], annotation: [Scenario]) = ([], [])
    var only = space
    only.versions = [old]
    for scenario in only {
      var later = scenario
      later.os = new
      let before = LongTable.row(scenario, Router.standard.route(scenario))
      let after = LongTable.row(later, Router.standard.route(later))
      let differing = Set(
        before.indices.filter { before[$0] != after[$0] && $0 >= LongTable.keyColumnCount }
          .map { LongTable.columns[$0] })
      if !differing.subtracting(CellChange.annotationColumns).isEmpty {
        result.behaviour.append(scenario)
      } else if !differing.isEmpty {
        result.annotation.append(scenario)
      }
    }
    return result
  }

  /// Runs `diff` with `--format json` and returns its one report.
  static func diffReport(_ arguments: [String]) throws -> (ToolRun, [String: Any]) {
    let run = try runTool(["diff"] + arguments + ["--format", "json"])
    let reports = try #require(
      try JSONSerialization.jsonObject(with: Data(run.output.utf8)) as? [[String: Any]])
    try #require(reports.count == 1)
    return (run, reports[0])
  }

  @Test("diff --os 12.0,17.0 finds no behaviour change: every one of its changes is a note")
  func diffReleasesNotesOnly() throws {
    let expected = Self.engineChanges(from: OSVersion(12), to: OSVersion(17), in: .default)
    #expect(expected.behaviour.isEmpty)
    // The scene-launch note, which 13.0 adds on launching taps only, is all that differs.
    #expect(expected.annotation.count == 180)
    // What is new is willPresent passing .banner or .list alone, which start at 14.0: each of
    // their scenarios is added, and nothing else is.
    let list = ScenarioSpace(versions: [OSVersion(17)]).filter {
      $0.presentation == .list || $0.presentation == .banner
    }.count
    #expect(
      list
        == ScenarioSpace(versions: [OSVersion(17)]).count
        - ScenarioSpace(versions: [OSVersion(12)]).count)
    let run = try runTool(["diff", "--os", "12.0,17.0"], environment: ["NO_COLOR": "1"])
    #expect(run.status == 1)
    #expect(
      run.output.hasPrefix(
        "12.0 → 17.0: 0 behaviour changes, 180 annotation-only changes (notes or basis), "
          + "\(list) added, 0 removed\n  compares: 12.0 → 17.0\n"))
  }

  @Test("diff --os takes the export filters and keeps to the scenarios they choose")
  func diffReleasesFiltered() throws {
    let space = ScenarioSpace().restricted(to: [AppState.background, .suspended])
      .restricted(to: [CallbackSet([.fetchReceive])]).restricted(to: [Payload.alert])
    let expected = Self.engineChanges(from: OSVersion(9, 3, 2), to: OSVersion(10), in: space)
    #expect(!expected.behaviour.isEmpty)
    let (run, report) = try Self.diffReport([
      "--os", "9.3.2,10.0", "--state", "background,suspended", "--callbacks", "fetchReceive",
      "--payload", "alert",
    ])
    #expect(run.status == 1, "\(run.errors)")
    #expect(report["behaviour"] as? Int == expected.behaviour.count)
    #expect(report["annotation"] as? Int == expected.annotation.count)
    let keys = (report["groups"] as? [[String: Any]] ?? []).flatMap {
      $0["keys"] as? [String] ?? []
    }
    #expect(keys.count == expected.behaviour.count + expected.annotation.count)
    #expect(keys.allSatisfy { $0.contains("callbacks=fetchReceive payload=alert ") })
    let none = try runTool([
      "diff", "--os", "12.0,17.0", "--presentation", "banner+list", "--background-mode", "off",
      "--state", "foreground",
    ])
    #expect(none.status == 0)
  }

  @Test("diff --os A..B compares every catalog release from A with B, behaviour first")
  func diffReleaseRange() throws {
    let releases =
      [OSVersion(9)] + OSCatalog.versions.filter { $0 > OSVersion(9) && $0 < OSVersion(13) }
    #expect(
      releases.map(\.description) == ["9.0", "9.3.2", "10.0", "10.1", "11.0", "12.0", "12.3.1"])
    let space = ScenarioSpace().restricted(to: [Payload.alert])
    var behaviour: [String] = []
    var annotation = 0
    for release in releases {
      let changes = Self.engineChanges(from: release, to: OSVersion(13), in: space)
      behaviour += changes.behaviour.map(\.description)
      annotation += changes.annotation.count
    }
    #expect(!behaviour.isEmpty)
    let (run, report) = try Self.diffReport(["--os", "9.0..13.0", "--payload", "alert"])
    #expect(run.status == 1, "\(run.errors)")
    #expect(report["subject"] as? String == "9.0..13.0")
    #expect(report["from"] as? String == "each of 9.0–12.3.1")
    #expect(report["to"] as? String == "13.0")
    #expect(report["behaviour"] as? Int == behaviour.count)
    #expect(report["annotation"] as? Int == annotation)
    let groups = report["groups"] as? [[String: Any]] ?? []
    let behaviourGroups = groups.prefix { $0["kind"] as? String == "behaviour" }
    #expect(Set(behaviourGroups.flatMap { $0["keys"] as? [String] ?? [] }) == Set(behaviour))
    #expect(
      groups.dropFirst(behaviourGroups.count).allSatisfy { $0["kind"] as? String != "behaviour" })

    let text = try runTool(
      ["diff", "--os", "9.0..13.0", "--payload", "alert"], environment: ["NO_COLOR": "1"])
    #expect(text.output.hasPrefix("9.0..13.0: \(behaviour.count) behaviour changes, "))
    #expect(text.output.contains("\n\nBehaviour changes (\(behaviour.count) cells)\n"))
    // willPresent passes list from iOS 14: on 12.0 and 13.0 no such scenario exists, and the
    // range reports none as added.
    let (listRun, listReport) = try Self.diffReport([
      "--os", "12.0..17.0", "--callbacks", "fetchReceive+willPresent+didReceiveResponse",
      "--payload", "alert",
    ])
    #expect(listRun.status == 1, "\(listRun.errors)")
    #expect(listReport["added"] as? Int == 0)
    let listKeys = (listReport["groups"] as? [[String: Any]] ?? []).flatMap {
      $0["keys"] as? [String] ?? []
    }
    #expect(!listKeys.isEmpty)
    #expect(
      !listKeys.contains {
        $0.contains("presentation=list") && ($0.contains("os=12.") || $0.contains("os=13."))
      })
    let empty = try runTool(["diff", "--os", "17.0..17.0"])
    #expect(empty.status == 0)
    #expect(empty.output == "17.0..17.0: no differences\n")
  }

  @Test("long groups fold in Markdown behind a details element")
  func markdownFolds() {
    let keys = Array(
      ScenarioSpace(versions: [OSVersion(12)]).restricted(to: [AppState.background]).prefix(12))
    let report = ChangeReport(
      subject: "x.tsv",
      changes: keys.map { CellChange(key: $0, old: nil, new: ["yes"]) })
    let markdown = ChangeReportRenderer.render([report], as: .markdown)
    #expect(markdown.contains("<details>\n<summary>12 scenarios</summary>"))
    #expect(ChangeReportRenderer.render([report], as: .text).contains("… and 2 more"))
  }

  @Test("locations compress releases into catalog ranges and callback sets into supersets")
  func locations() {
    #expect(
      LocationSummary.ranges(of: [OSVersion(9), OSVersion(10, 1), OSVersion(11), OSVersion(12)])
        == "9.0, 10.1–12.0")
    let keys = ScenarioSpace(versions: [OSVersion(12)])
      .restricted(to: [AppState.background])
      .restricted(to: CallbackSet.all.filter { $0.contains(.fetchReceive) })
      .restricted(to: [Payload.alert]).restricted(to: [BackgroundMode.on])
      .map { $0 }
    #expect(
      LocationSummary.describe(keys)
        == "os 12.0 × background × callbacks ⊇ fetchReceive × alert × backgroundMode on")
    var diagonal = keys[0]
    diagonal.os = OSVersion(13)
    diagonal.state = .suspended
    #expect(
      LocationSummary.describe([keys[0], diagonal])
        == "within os 12.0, 13.0 × background, suspended × callbacks fetchReceive × alert "
        + "× presentation n/a × backgroundMode on")
  }

  @Test("colour is off with NO_COLOR set")
  func noColour() {
    #expect(!Terminal.colourOutput(environment: ["NO_COLOR": "1"]))
  }
}
