import Foundation
import PushMatrixCommands
import Testing

@testable import PushMatrixEngine
@testable import PushMatrixGoldens
@testable import PushMatrixIO
@testable import PushMatrixModel
@testable import PushMatrixTables

@Suite("Command line, run as a process", .waitsForProcesses)
struct CommandLineTests {
  /// Runs `explain` on a scenario written as `os=9.0 state=forceQuit …`, each axis as its option.
  static func explain(_ scenario: String, _ more: [String] = [], columns: Int? = unwrapped) throws
    -> ToolRun
  {
    let options = scenario.split(separator: " ").flatMap { word in
      let parts = word.split(separator: "=").map(String.init)
      let option = AxisRegistry.position(ofID: parts[0]).map { AxisRegistry.axes[$0].option }
      return ["--" + (option ?? parts[0]), parts[1]]
    }
    return try runTool(["explain"] + options + more, columns: columns)
  }

  @Test("explain prints the outcome, the rule trail, the sources and the observations")
  func explainText() throws {
    let run = try Self.explain("os=9.0 state=forceQuit callbacks=fetchReceive payload=alert")
    #expect(run.status == 0)
    #expect(run.errors.isEmpty)
    #expect(run.output.contains("tap       launch>fetchReceive"))
    #expect(run.output.contains("arrival: inactive-alert-waits-for-tap (observed)"))
    #expect(run.output.contains("tap: tap-fetch (observed)"))
    #expect(run.output.contains("source: 【iOS】測試下遠程推送接收通知的那些方法的調用順序"))
    #expect(run.output.contains("MC-39 overruled (C1)"))
    #expect(run.output.contains("differs: tap on 9.0: document launch, engine launch>fetchReceive"))
  }

  @Test("explain takes a condition, shows the scene connection, its selector and the rule below")
  func explainScene() throws {
    let run = try Self.explain(
      "os=17.0 state=notRunning callbacks=didReceiveResponse payload=alert lifecycle=scene")
    #expect(run.status == 0, "\(run.errors)")
    #expect(run.output.contains("lifecycle=scene"))
    #expect(run.output.contains("\ntap       launch>sceneConnect>didReceiveResponse\n"))
    #expect(
      run.output.contains("\n          sceneConnect        scene(_:willConnectTo:options:)\n"))
    #expect(run.output.contains("\n  tap: scene-connect (reported)\n"))
    #expect(run.output.contains("\n  tap base: tap-response (documented, extrapolated from"))
    #expect(run.output.contains("[scene-cold-launch]"))
    #expect(!run.output.contains("[scene-launch]"))
  }

  @Test("explain reads Apple's names for callbacks and answers exactly as for the identifiers")
  func explainAppleNames() throws {
    let apple = try runTool([
      "explain", "--os", "12.0", "--state", "background", "--callbacks",
      "application(_:didReceiveRemoteNotification:fetchCompletionHandler:)+didReceive",
      "--payload", "alert",
    ])
    let canonical = try Self.explain(
      "os=12.0 state=background callbacks=fetchReceive+didReceiveResponse payload=alert")
    #expect(apple.status == 0, "\(apple.errors)")
    #expect(apple.output == canonical.output)
    #expect(
      apple.output.hasPrefix(
        "scenario  os=12.0 state=background "
          + "callbacks=fetchReceive+didReceiveResponse "))
    #expect(
      apple.output.contains(
        "\n          fetchReceive        "
          + "application(_:didReceiveRemoteNotification:fetchCompletionHandler:)\n"))
  }

  @Test("export reads Apple's names in a filter and writes the identifiers")
  func exportAppleNames() throws {
    let apple = try runTool([
      "export", "--os", "17.0", "--callbacks",
      "userNotificationCenter(_:willPresent:withCompletionHandler:),none",
    ])
    let canonical = try runTool(["export", "--os", "17.0", "--callbacks", "willPresent,none"])
    #expect(apple.status == 0, "\(apple.errors)")
    #expect(!apple.output.isEmpty && apple.output == canonical.output)
    #expect(!apple.output.contains("userNotificationCenter"))
  }

  @Test("explain shows a device test recorded with the background mode off on the default on")
  func explainShowsObservationAcrossBackgroundModes() throws {
    let run = try Self.explain(
      "os=12.3.1 state=background callbacks=willPresent+didReceiveResponse payload=alert "
        + "presentation=none")
    #expect(run.status == 0)
    #expect(run.output.contains("backgroundMode=on"))
    #expect(run.output.contains("observations (1)\n  CO-23 agrees: 【iOS】"))
  }

  @Test(
    "explain gives the basis on the release: observed where device tests ran, else extrapolated")
  func explainBasisPerRelease() throws {
    func explain(_ os: String, json: Bool = false) throws -> ToolRun {
      try Self.explain(
        "os=\(os) state=notRunning callbacks=willPresent+didReceiveResponse payload=alert "
          + "presentation=banner+list", json ? ["--format", "json"] : [])
    }
    #expect(try explain("12.3.1").output.contains("\nbasis     observed\n"))
    let untested = try explain("26.0").output
    #expect(!untested.contains("observed\n"))
    #expect(
      untested.contains(
        "\nbasis     reported, extrapolated from observations on 9.0, 9.3.2, 10.0 and 12.3.1\n"))
    #expect(
      untested.contains(
        "  tap: tap-response (documented, extrapolated from observations on 12.3.1)\n"))
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(try explain("26.0", json: true).output.utf8))
        as? [String: Any])
    #expect(object["basis"] as? String == "reported")
    #expect(object["extrapolatedFrom"] as? [String] == ["9.0", "9.3.2", "10.0", "12.3.1"])
  }

  @Test("explain --format json is valid JSON with the outcome and the observations")
  func explainJSON() throws {
    let run = try runTool([
      "explain", "--os=10.0.2", "--state=background", "--callbacks=fetchReceive",
      "--payload=alert", "--format=json",
    ])
    #expect(run.status == 0)
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(run.output.utf8)) as? [String: Any])
    #expect(object["os"] as? String == "10.0.2")
    #expect(object["tap"] as? [String] == [])
    #expect(object["quirk"] as? String == "ios10.0-tap-skips-fetch")
    #expect((object["rules"] as? [Any])?.count == 2)
    #expect(object["observations"] is [Any])
  }

  @Test("a release newer than the catalog is answered with a warning and a note on every cell")
  func beyondCatalog() throws {
    let explain = try Self.explain(
      "os=27.0 state=background callbacks=fetchReceive payload=alert")
    #expect(explain.status == 0)
    #expect(
      explain.errors.hasPrefix(
        "warning: iOS 27.0 is newer than iOS 26, the newest release PushMatrix covers"))
    #expect(explain.output.contains("[beyond-catalog]"))
    let export = try runTool(["export", "--os", "26.0,27.0,28.1", "--state", "background"])
    #expect(export.status == 0)
    #expect(
      export.errors.split(separator: "\n").map { $0.prefix(22) } == [
        "warning: iOS 27.0 is n", "warning: iOS 28.1 is n",
      ])
    for row in export.output.split(separator: "\n").dropFirst() {
      #expect(row.hasPrefix("26.0\t") != row.contains("beyond-catalog"), "\(row)")
    }
  }

  @Test(
    "export --conditions all streams one row per scenario, every condition's, in bounded memory",
    .enabled(if: ExternalTool.python3.shouldRun, "python3 is not installed; it measures memory"))
  func exportTSV() throws {
    let folder = try makeTemporaryDirectory()
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent("export.tsv")
    // Every condition of iOS 10 to 12: about 900,000 rows and 220 MB, twice the memory limit;
    // the whole cross product (70 million rows) would take a minute and 19 GB of disk.
    let releases = OSCatalog.versions.filter { (OSVersion(10)...OSVersion(12, 5, 7)).contains($0) }
    let run = try runMeasured(
      ["export", "--conditions", "all", "--os", "10.0..12.5.7"], standardOutput: file)
    #expect(run.status == 0, "\(run.errors)")
    // Written as it is made.
    #expect(run.maxResidentKiB < routingMemoryLimitKiB, "peak memory \(run.maxResidentKiB) KiB")
    // The column order is a public contract: the axes in registry order, then the outcome with
    // new columns last.
    let header =
      "os\tstate\tcallbacks\tpayload\tpresentation\tbackgroundMode\tlifecycle\tauthorization"
      + "\tbackgroundRefresh\tresponse\tdelegateTiming\tmutableContent\tserviceExtension"
      + "\tpushType\tpriority\tbanner\tarrival\ttap\trule\tbasis\tquirk\tnotes"
      + "\tnotificationCenter\textensionRuns\tlaunchPayload"
    #expect(LongTable.columns.joined(separator: "\t") == header)
    // Millions of rows: read a block at a time, each line's cells counted by its tabs.
    let handle = try FileHandle(forReadingFrom: file)
    defer { try? handle.close() }
    var firstLine: [UInt8] = []
    var lines = 0
    var tabs = 0
    var badLines = 0
    while let block = try handle.read(upToCount: 1 << 20), !block.isEmpty {
      for byte in block {
        if lines == 0 && byte != UInt8(ascii: "\n") { firstLine.append(byte) }
        if byte == UInt8(ascii: "\t") {
          tabs += 1
        } else if byte == UInt8(ascii: "\n") {
          if tabs != LongTable.columns.count - 1 { badLines += 1 }
          lines += 1
          tabs = 0
        }
      }
    }
    #expect(String(decoding: firstLine, as: UTF8.self) == header)
    // The header, then one line per scenario.
    #expect(lines == ScenarioSpace(versions: releases, conditions: .every).count + 1)
    #expect(tabs == 0, "the last line is not terminated")
    #expect(badLines == 0)
  }

  @Test(
    "export holds each condition at the documents' value unless told, and warns of a spreadsheet's limit"
  )
  func exportDefaults() throws {
    let run = try runTool(["export"])
    #expect(run.status == 0, "\(run.errors)")
    #expect(run.errors.isEmpty)
    let rows = run.output.split(separator: "\n").dropFirst()
    #expect(rows.count == ScenarioSpace(versions: OSCatalog.versions, conditions: .defaults).count)
    // Every row holds every condition at its default, as every other command answers.
    let columns = LongTable.columns
    for axis in AxisRegistry.axes where axis.isCondition {
      let column = try #require(columns.firstIndex(of: axis.id))
      let values = Set(rows.map { $0.split(separator: "\t")[column] })
      #expect(values.count == 1, "\(axis.id): \(values)")
    }
    let denied = try runTool(["export", "--authorization", "denied", "--os", "17.0"])
    #expect(
      denied.output.split(separator: "\n").dropFirst().allSatisfy { $0.contains("\tdenied\t") })
    let csv = try runTool(
      ["export", "--conditions", "all", "--format", "csv", "--excel", "--os", "3.0"])
    #expect(csv.errors.isEmpty, "one release fits a spreadsheet")
    // Every condition of one release's foreground: just over a spreadsheet's rows.
    let tooLong = try runTool(
      [
        "export", "--conditions", "all", "--format", "csv", "--excel", "--os", "13.0", "--state",
        "foreground",
      ],
      standardOutput: URL(fileURLWithPath: "/dev/null"))
    let foreground = ScenarioSpace(versions: [OSVersion(13)], conditions: .every)
      .restricted(to: [AppState.foreground])
    #expect(tooLong.status == 0)
    #expect(
      tooLong.errors
        == "warning: \(foreground.count) rows and a header are more than a spreadsheet "
        + "holds (1048576 rows): filter with --os or an axis, such as --callbacks, to open it in "
        + "Excel\n")
  }

  @Test("export filters accept any release and comma-separated values")
  func exportFilters() throws {
    // Each condition held at the documents' value, as export otherwise lists every one.
    let run = try runTool([
      "export", "--os", "17.2,9.3.2", "--state", "foreground", "--callbacks", "willPresent",
      "--payload", "alert", "--presentation", "[],[.banner, .list]", "--lifecycle", "appDelegate",
      "--authorization", "authorized", "--background-refresh", "on", "--response", "open",
      "--delegate-timing", "atLaunch", "--mutable-content", "off", "--service-extension", "none",
      "--push-type", "recommended", "--priority", "recommended",
      "--format", "csv",
    ])
    #expect(run.status == 0)
    #expect(
      run.output == """
        os,state,callbacks,payload,presentation,backgroundMode,lifecycle,authorization,backgroundRefresh,response,delegateTiming,mutableContent,serviceExtension,pushType,priority,banner,arrival,tap,rule,basis,quirk,notes,notificationCenter,extensionRuns,launchPayload
        9.3.2,foreground,willPresent,alert,none,on,appDelegate,authorized,on,open,atLaunch,off,none,recommended,recommended,no,-,n/a,foreground-before-10,observed,-,callbacks-unavailable,no,no,n/a
        9.3.2,foreground,willPresent,alert,none,off,appDelegate,authorized,on,open,atLaunch,off,none,recommended,recommended,no,-,n/a,foreground-before-10,observed,-,callbacks-unavailable,no,no,n/a
        9.3.2,foreground,willPresent,alert,banner+list,on,appDelegate,authorized,on,open,atLaunch,off,none,recommended,recommended,no,-,n/a,foreground-before-10,observed,-,callbacks-unavailable,no,no,n/a
        9.3.2,foreground,willPresent,alert,banner+list,off,appDelegate,authorized,on,open,atLaunch,off,none,recommended,recommended,no,-,n/a,foreground-before-10,observed,-,callbacks-unavailable,no,no,n/a
        17.2,foreground,willPresent,alert,none,on,appDelegate,authorized,on,open,atLaunch,off,none,recommended,recommended,no,willPresent,n/a,foreground-will-present,documented,-,presentation-naming,no,no,n/a
        17.2,foreground,willPresent,alert,none,off,appDelegate,authorized,on,open,atLaunch,off,none,recommended,recommended,no,willPresent,n/a,foreground-will-present,documented,-,presentation-naming,no,no,n/a
        17.2,foreground,willPresent,alert,banner+list,on,appDelegate,authorized,on,open,atLaunch,off,none,recommended,recommended,yes,willPresent,-,foreground-will-present+tap-foreground-fallback,inferred,-,presentation-naming,yes,no,n/a
        17.2,foreground,willPresent,alert,banner+list,off,appDelegate,authorized,on,open,atLaunch,off,none,recommended,recommended,yes,willPresent,-,foreground-will-present+tap-foreground-fallback,inferred,-,presentation-naming,yes,no,n/a

        """)
  }

  @Test("--format reads md and markdown alike, in render as in check and diff")
  func markdownNames() throws {
    let arguments = ["--view", "by-os", "--os", "17.0", "--payload", "alert"]
    let short = try runTool(["render", "--format", "md"] + arguments)
    let long = try runTool(["render", "--format=markdown"] + arguments)
    #expect(short.status == 0 && long.status == 0)
    // The first line cites the command line; the tables after it are the same.
    let tables = { (run: ToolRun) in run.output.split(separator: "\n").dropFirst() }
    #expect(!tables(short).isEmpty && tables(short) == tables(long))
    for command in [["check"], ["diff", "--os", "12.3.1,17.0"]] {
      let runs = try ["md", "markdown"].map { try runTool(command + ["--format", $0]) }
      #expect(runs[0].status == runs[1].status && runs[0].status != 64)
      #expect(runs[0].output == runs[1].output, "\(command)")
      #expect(runs[0].output.contains("### "), "\(command) printed no Markdown")
    }
  }

  @Test("evidence judges every observation and exits 0 when all are explained")
  func evidence() throws {
    let run = try runTool(["evidence", "--format", "tsv"])
    #expect(run.status == 0)
    #expect(run.errors == "240 observations: 196 agree, 44 overruled, 0 unexplained\n")
    let rows = run.output.split(separator: "\n").dropFirst().map {
      $0.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
    }
    #expect(rows.count == packageLedger.judgements.count)
    // The seed documents keep their 138 observations; the two modern documents add 102, of
    // which 16 are push SDKs' documented claims judged against their code (issue 43).
    let source = try #require(EvidenceRenderer.columns.firstIndex(of: "source"))
    let bySource = Dictionary(grouping: rows) { $0[source] }.mapValues(\.count)
    #expect(Source.seedDocuments.map { bySource[$0.title] ?? 0 }.reduce(0, +) == 138)
    #expect(bySource[Source.appleDocumentation.title] == 25)
    #expect(bySource[Source.thirdPartyReports.title] == 77)
    #expect(packageLedger.judgements.count { $0.observation.sdk != nil } == 16)
  }

  @Test("evidence exits 1 and names the line of an unexplained observation")
  func evidenceUnexplained() throws {
    let directory = try makeTemporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let observed = packageRoot.appendingPathComponent("Matrices/observed")
    for source in Source.documents {
      var text = try String(
        contentsOf: observed.appendingPathComponent("\(source.id).tsv"), encoding: .utf8)
      if source == .callOrderTests {
        // Claim a banner in CO-01 (iOS 9.3.2, foreground), where the engine shows none.
        text = text.split(separator: "\n", omittingEmptySubsequences: false).map { line in
          guard line.hasPrefix("CO-01\t") else { return String(line) }
          var cells = line.split(separator: "\t", omittingEmptySubsequences: false)
          cells[8] = "yes"
          return cells.joined(separator: "\t")
        }.joined(separator: "\n")
      }
      try text.write(
        to: directory.appendingPathComponent("\(source.id).tsv"), atomically: true, encoding: .utf8)
    }
    let run = try runTool(["evidence", "--observed", directory.path])
    #expect(run.status == 1)
    let line =
      try #require(
        try String(
          contentsOf: observed.appendingPathComponent("call-order-tests.tsv"), encoding: .utf8
        )
        .split(separator: "\n").firstIndex { $0.hasPrefix("CO-01\t") }) + 1
    #expect(
      run.errors
        == "\(directory.path)/call-order-tests.tsv:\(line): error: observation \"CO-01\" differs "
        + "from the engine and no recorded contradiction explains it\n")
  }

  @Test("a malformed observation file exits 65 with file:line")
  func malformedObservations() throws {
    let directory = try makeTemporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    try "id\twhere\n".write(
      to: directory.appendingPathComponent("call-order-tests.tsv"), atomically: true,
      encoding: .utf8)
    let run = try runTool(["evidence", "--observed", directory.path])
    #expect(run.status == 65)
    #expect(
      run.errors.hasPrefix(
        "\(directory.path)/call-order-tests.tsv:1: error: missing column \"os\" in the header"))
  }

  /// A bad command line and the message it must give.
  struct BadUsage: CustomTestStringConvertible, Sendable {
    var arguments: [String]
    var message: String
    var testDescription: String { arguments.joined(separator: " ") }
  }

  static let badUsages: [BadUsage] = [
    BadUsage(arguments: ["frobnicate"], message: "unknown command \"frobnicate\""),
    BadUsage(arguments: ["export", "--colour"], message: "unknown option \"--colour\""),
    BadUsage(
      arguments: ["export", "--stat", "background"],
      message: "unknown option \"--stat\"; did you mean --state?"),
    BadUsage(arguments: ["exprot"], message: "unknown command \"exprot\"; did you mean export?"),
    BadUsage(
      arguments: ["render", "--view", "by-oss"],
      message: "invalid value \"by-oss\" for option --view: expected by-callbacks, by-os, "
        + "by-payload, conditions, service-extension, long; did you mean by-os?"),
    BadUsage(
      arguments: ["export", "--format", "xml"], message: "invalid value \"xml\" for option --format"
    ),
    // A range, 10 to 1, whose end is no release.
    BadUsage(arguments: ["export", "--os", "10..1"], message: "invalid os \"1\""),
    BadUsage(arguments: ["export", "--os", "-3"], message: "invalid os \"-3\""),
    BadUsage(
      arguments: ["explain", "--os", "19.0", "--state", "background", "--payload", "alert"],
      message: "invalid os \"19.0\": expected a release of iOS that exists; Apple went from iOS "
        + "18 to iOS 26"),
    BadUsage(
      arguments: ["export", "--os", "17.0,25.1"],
      message: "invalid os \"25.1\": expected a release of iOS that exists; Apple went from iOS "
        + "18 to iOS 26"),
    BadUsage(arguments: ["export", "--state", "asleep"], message: "invalid state \"asleep\""),
    BadUsage(
      arguments: ["export", "--callbacks", "launch"], message: "invalid callbacks \"launch\""),
    BadUsage(arguments: ["export", "--payload", "loud"], message: "invalid payload \"loud\""),
    BadUsage(
      arguments: ["export", "--presentation", "sheet"], message: "invalid presentation \"sheet\""),
    BadUsage(
      arguments: ["export", "--background-mode", "yes"], message: "invalid backgroundMode \"yes\""),
    BadUsage(arguments: ["export", "--excel"], message: "option --excel needs --format csv"),
    BadUsage(arguments: ["export", "--format"], message: "missing value for option --format"),
    BadUsage(arguments: ["export", "stray"], message: "unexpected argument \"stray\""),
    BadUsage(
      arguments: ["explain", "--os", "12.0"], message: "missing required option --state"),
    BadUsage(
      arguments: [
        "explain", "--os", "17.0", "--state", "foreground", "--callbacks", "none", "--payload",
        "alert", "--presentation", "banner",
      ], message: "invalid presentation \"banner\" for callbacks \"none\""),
    BadUsage(
      arguments: ["diff", "--os", "17.0..12.0"],
      message: "invalid value \"17.0..12.0\" for option --os: the range ends before it starts"),
    BadUsage(arguments: ["diff", "--os", "12.0.."], message: "invalid os \"\""),
    BadUsage(
      arguments: ["diff", "a.tsv", "b.tsv", "--state", "foreground"],
      message: "option --state needs --os: it filters the releases' scenarios"),
    BadUsage(
      arguments: ["check", "--budget", "5000"], message: "option --budget needs --format markdown"),
    BadUsage(
      arguments: ["diff", "--os", "12.0,17.0", "--format", "markdown", "--budget", "999"],
      message: "invalid value \"999\" for option --budget: expected a number of characters, "
        + "at least 1000"),
    BadUsage(
      arguments: ["check", "--format", "markdown", "--budget", "lots"],
      message: "invalid value \"lots\" for option --budget"),
  ]

  @Test(
    "bad usage exits 64 with the error, a usage line and a pointer to --help", arguments: badUsages)
  func badUsage(_ bad: BadUsage) throws {
    let run = try runTool(bad.arguments)
    #expect(run.status == 64)
    #expect(run.output.isEmpty)
    let lines = run.errors.split(separator: "\n")
    #expect(
      lines.first == Substring("error: \(bad.message)")
        || lines.first?.hasPrefix("error: \(bad.message)") == true)
    #expect(lines.dropFirst().first?.hasPrefix("usage: pushmatrix") == true)
    #expect(lines.last == "See 'pushmatrix --help'.")
  }

  @Test("--version prints the version and the digest of the goldens the engine writes")
  func version() throws {
    let run = try runTool(["--version"])
    #expect(run.status == 0)
    #expect(run.errors.isEmpty)
    // The checked-in goldens are what the engine writes (check passes), so their bytes, hashed
    // by hand, must give the digest.
    var digest = FNV1a64()
    for golden in Golden.all {
      digest.combine(try Data(contentsOf: packageRoot.appendingPathComponent(golden.path)))
    }
    #expect(
      run.output
        == "pushmatrix \(VersionCommand.toolVersion)\nrule set fnv1a64:\(digest.hex) "
        + "(FNV-1a 64 of the goldens this build writes)\n")
    #expect(try runTool(["--help"]).output.contains("pushmatrix --version"))
    let extra = try runTool(["--version", "check"])
    #expect(extra.status == 64)
    #expect(
      extra.errors.hasPrefix("error: unexpected argument \"check\"\nusage: pushmatrix --version\n"))
  }

  @Test("every command has --help, and help exits 0", arguments: ["explain", "export", "evidence"])
  func help(command: String) throws {
    let run = try runTool([command, "--help"])
    #expect(run.status == 0)
    #expect(run.output.hasPrefix("usage: pushmatrix \(command)"))
    let viaHelp = try runTool(["help", command])
    #expect(viaHelp.output == run.output)
  }
}
