import Foundation
import Testing

@testable import PushMatrixEngine
@testable import PushMatrixIO
@testable import PushMatrixModel
@testable import PushMatrixTables

@Suite("Evidence ledger")
struct EvidenceTests {
  @Test(
    "every source document has observations, about 75 device-test cells between the two test documents"
  )
  func coverage() {
    let bySource = Dictionary(grouping: packageLedger.judgements) { $0.observation.source.id }
    for source in Source.documents {
      #expect(bySource[source.id]?.isEmpty == false, "\(source.id)")
    }
    let callOrder = bySource[Source.callOrderTests.id]?.count ?? 0
    let caveatCells =
      bySource[Source.moreCaveats.id]?.filter {
        $0.observation.location.hasPrefix("test data")
      }.count ?? 0
    #expect(callOrder == 39, "seed 000 has 39 cells in its 8 tables")
    #expect(caveatCells == 36, "seed 003 has 2 releases × 2 payloads × 3 sets × 3 states")
  }

  @Test(
    "each observation agrees with the engine or is overruled by a recorded contradiction",
    arguments: packageLedger.judgements.map(\.observation.id))
  func verdict(id: String) throws {
    let judgement = try #require(packageLedger.judgements.first { $0.observation.id == id })
    switch judgement.verdict {
    case .agrees: #expect(judgement.mismatches.isEmpty)
    case .overruled(let contradiction):
      #expect(!judgement.mismatches.isEmpty)
      #expect(Contradiction.named(contradiction) != nil)
    case .unexplained:
      Issue.record("\(id) differs with no recorded reason: \(judgement.mismatches)")
    }
  }

  @Test("the observations built into the tool are the committed files, byte for byte")
  func shippedObservations() throws {
    let directory = packageRoot.appendingPathComponent(ObservationFile.directory)
    #expect(ObservationFile.shippedFiles.map(\.source.id) == Source.documents.map(\.id))
    for (source, bytes) in ObservationFile.shippedFiles {
      let file = directory.appendingPathComponent("\(source.id).tsv")
      #expect(try Data(contentsOf: file) == Data(bytes), "\(source.id)")
    }
    let shipped = try ObservationFile.shipped()
    let committed = packageLedger.judgements.map(\.observation)
    #expect(shipped.map(\.id) == committed.map(\.id))
    #expect(shipped.map(\.line) == committed.map(\.line))
  }

  @Test("every contradiction DOMAIN.md lists is recorded")
  func domainContradictionsAreRecorded() {
    for id in ["C1", "C2", "C3", "C4", "C5", "C6", "C7", "C8", "C9", "C11"] {
      #expect(Contradiction.named(id) != nil, "\(id)")
    }
  }

  @Test(
    "every recorded contradiction overrules at least one observation",
    arguments: Contradiction.all.map(\.id))
  func contradictionOverrules(id: String) {
    #expect(
      packageLedger.judgements.contains { $0.verdict == .overruled(contradiction: id) },
      "\(id) overrules no observation")
  }

  @Test(
    "every observation of the modern documents is judged on some scenario and explained",
    arguments: packageLedger.judgements.filter {
      !Source.seedDocuments.contains($0.observation.source)
    }.map(\.observation.id))
  func modernObservationIsJudged(id: String) throws {
    let judgement = try #require(packageLedger.judgements.first { $0.observation.id == id })
    #expect(!judgement.outcomes.isEmpty, "\(id) speaks of no scenario")
    #expect(judgement.verdict != .unexplained, "\(id): \(judgement.differences)")
  }

  @Test("the modern documents hold claims: Apple's documented, everyone else's reported")
  func modernDocumentsHaveTheirBasis() {
    let modern = packageLedger.judgements.map(\.observation).filter {
      !Source.seedDocuments.contains($0.source)
    }
    #expect(Set(modern.map(\.source)) == [.appleDocumentation, .thirdPartyReports])
    for observation in modern {
      #expect(observation.kind == .claim, "\(observation.id)")
      #expect(
        observation.basis == (observation.source == .appleDocumentation ? .documented : .reported),
        "\(observation.id)")
    }
  }

  @Test("a disagreeing observation with no contradiction is unexplained")
  func unexplainedIsDetected() throws {
    var observation = try #require(
      packageLedger.judgements.first { $0.observation.id == "CO-01" }?.observation)
    observation.tap = .stated([.didReceiveResponse])
    observation.banner = .stated(true)
    let judgement = Judgement(observation)
    #expect(judgement.verdict == .unexplained)
    #expect(Set(judgement.mismatches.map(\.field)) == ["banner", "tap"])
    observation.contradiction = "C1"
    #expect(Judgement(observation).verdict == .overruled(contradiction: "C1"))
    observation.contradiction = "C99"
    #expect(Judgement(observation).verdict == .unexplained)
  }

  @Test("a Notification Center claim is judged against the engine's notificationCenter")
  func notificationCenterIsJudged() throws {
    // iOS 9.3.2 shows nothing in the foreground, so nothing stays in Notification Center.
    var observation = try #require(
      packageLedger.judgements.first { $0.observation.id == "CO-01" }?.observation)
    observation.notificationCenter = .stated(true)
    let judgement = Judgement(observation)
    #expect(judgement.verdict == .unexplained)
    #expect(judgement.differences.allSatisfy { $0.hasPrefix("notificationCenter on 9.3.2") })
    #expect(judgement.differences.first == "notificationCenter on 9.3.2: document yes, engine no")
    observation.notificationCenter = .stated(false)
    #expect(Judgement(observation).verdict == .agrees)
  }

  @Test("an observation rests on its kind and its document: observed, documented or reported")
  func basisOfObservations() throws {
    func basis(_ id: String) throws -> Basis {
      try #require(packageLedger.judgements.first { $0.observation.id == id }).observation.basis
    }
    #expect(try basis("CO-01") == .observed)
    #expect(try basis("AN-01") == .documented)
    #expect(try basis("BG-01") == .reported)
    #expect(try basis("AD-01") == .documented)
    #expect(try basis("TR-01") == .reported)
  }

  @Test(
    "evidence shows each observation's basis and its Notification Center claim beside the engine's")
  func evidenceShowsBasisAndNotificationCenter() throws {
    let rows = EvidenceRenderer.rows(packageLedger).map {
      Dictionary(uniqueKeysWithValues: zip(EvidenceRenderer.columns, $0))
    }
    let provisional = try #require(rows.first { $0["id"] == "AD-16" })
    #expect(provisional["observedNotificationCenter"] == "yes")
    #expect(provisional["authorization"] == "provisional")
    #expect(provisional["basis"] == "documented")
    let report = try #require(rows.first { $0["id"] == "TR-02" })
    #expect(report["observedNotificationCenter"] == "no")
    #expect(report["engineNotificationCenter"] == "no")
    #expect(report["basis"] == "reported")
    #expect(rows.first { $0["id"] == "CO-01" }?["observedNotificationCenter"] == "?")
    #expect(rows.first { $0["id"] == "CO-01" }?["engineNotificationCenter"] == "no")
    #expect(rows.first { $0["id"] == "CO-01" }?["basis"] == "observed")
    #expect(rows.first { $0["id"] == "AN-01" }?["basis"] == "documented")
    let text = EvidenceRenderer.text(packageLedger)
    #expect(text.contains("AN-01  agrees  claim, documented  "))
    #expect(text.contains("AD-01  agrees  claim, documented  "))
    #expect(text.contains("TR-01  agrees (C11)  claim, reported  "))
  }

  @Test("a ranged observation is checked on every catalog release in its range")
  func rangedObservation() throws {
    var observation = try #require(
      packageLedger.judgements.first { $0.observation.id == "CO-01" }?.observation)
    observation.versions = try VersionSelection(parsing: "9.0-12.3.1")
    observation.unconstrained = []
    let judgement = Judgement(observation)
    #expect(
      judgement.outcomes.map(\.scenario.os.description) == [
        "9.0", "9.3.2", "10.0", "10.1", "11.0", "12.0", "12.3.1",
      ])
  }

  @Test(
    "an axis an observation leaves unconstrained changes neither the engine's answer nor the verdict",
    arguments: packageLedger.judgements.filter { !$0.observation.unconstrained.isEmpty }.map(
      \.observation.id))
  func unconstrainedAxesChangeNothing(id: String) throws {
    let judgement = try #require(packageLedger.judgements.first { $0.observation.id == id })
    let byRelease = Dictionary(grouping: judgement.outcomes) { $0.scenario.os }
    for (os, outcomes) in byRelease {
      #expect(outcomes.count > 1, "\(id) on \(os) spans one value: drop the *")
      let answers = Set(outcomes.map { TableView.Cell.Outcome($0.outcome) })
      #expect(answers.count == 1, "\(id) on \(os): \(answers)")
      let verdicts = Set(
        outcomes.map { judgement.on($0.scenario)?.mismatches.map(\.description) ?? [] })
      #expect(verdicts.count == 1, "\(id) on \(os): \(verdicts)")
    }
  }

  /// The seed documents' observations that the engine overrules, with the contradiction that
  /// explains each; every other one of the 138 agrees.
  static let seedOverruled = [
    "BG-04": "C7", "BG-07": "C8", "BG-10": "X1", "BG-17": "C5", "BG-19": "C8", "TP-04": "X2",
    "TP-10": "C4", "MC-06": "C9", "MC-12": "C3", "MC-15": "C3", "MC-21": "C3", "MC-24": "C9",
    "MC-30": "C2", "MC-33": "C2", "MC-39": "C1", "MC-43": "C9", "AN-04": "C6", "AN-11": "X3",
    "AN-12": "X2", "AN-14": "X1", "AN-17": "X1", "AN-18": "C11",
  ]

  @Test("the seed documents' 138 observations keep their verdicts, ID by ID")
  func seedVerdicts() {
    let seed = packageLedger.judgements.filter {
      Source.seedDocuments.contains($0.observation.source)
    }
    #expect(seed.count == 138)
    for judgement in seed {
      let id = judgement.observation.id
      let expected = Self.seedOverruled[id].map { Verdict.overruled(contradiction: $0) } ?? .agrees
      #expect(judgement.verdict == expected, "\(id)")
    }
  }

  @Test("a device test recorded with the background mode off also speaks of the mode on")
  func callOrderTestsSpeakOfEitherMode() throws {
    let scenario = try Scenario(
      parsing: "os=12.3.1 state=background callbacks=willPresent+didReceiveResponse payload=alert "
        + "presentation=none backgroundMode=on")
    let judgements = packageLedger.judgements(about: scenario)
    #expect(judgements.map(\.observation.id) == ["CO-23"])
    #expect(judgements.first?.verdict == .agrees)
  }

  @Test("evidence writes * for an axis an observation leaves unconstrained")
  func evidenceShowsUnconstrainedAxes() throws {
    let row = try #require(EvidenceRenderer.rows(packageLedger).first { $0.first == "CO-20" })
    let cell = Dictionary(uniqueKeysWithValues: zip(EvidenceRenderer.columns, row))
    #expect(cell["backgroundMode"] == "*")
    #expect(cell["presentation"] == "*")
    #expect(cell["callbacks"] == "willPresent+didReceiveResponse")
    #expect(cell["kind"] == "device-test")
  }

  @Test("explain finds the observations about its very scenario")
  func observationsAboutAScenario() throws {
    let judgements = packageLedger.judgements(
      about: try Scenario(
        parsing:
          "os=9.3.2 state=background callbacks=legacyReceive payload=alert backgroundMode=off"))
    #expect(judgements.map(\.observation.id).contains("CO-02"))
    #expect(judgements.allSatisfy { $0.observation.key[AppState.self] == .background })
  }
}

@Suite("Observation files")
struct ObservationFileTests {
  /// The columns of the documents' files, which leave out the axes that joined after them.
  static let header = [
    "id", "where", "os", "state", "callbacks", "payload", "presentation", "backgroundMode",
    "banner", "arrival", "tap", "contradiction", "note", "kind",
  ].joined(separator: "\t")
  static let good =
    "CO-01\ttable 1\t9.3.2\tforeground\tlegacyReceive\talert\tn/a\toff\tno\tlegacyReceive\tn/a\t-\tnote\t"
    + "device-test"

  /// A malformed file and the diagnostic it must give.
  struct BadFile: CustomTestStringConvertible, Sendable {
    var name: String
    var bytes: [UInt8]
    var line: Int?
    var message: String
    var testDescription: String { name }

    init(_ name: String, _ text: String, line: Int?, message: String) {
      self.init(name, Array(text.utf8), line: line, message: message)
    }

    init(_ name: String, _ bytes: [UInt8], line: Int?, message: String) {
      self.name = name
      self.bytes = bytes
      self.line = line
      self.message = message
    }
  }

  static let badFiles: [BadFile] = [
    BadFile("empty file", "", line: 1, message: "the file is empty"),
    BadFile("no header", "# only a comment\n", line: nil, message: "no header line"),
    BadFile("wrong header", "id\twhere\n", line: 1, message: "missing column \"os\" in the header"),
    BadFile(
      "wrong column count", "\(header)\n\(good)\nCO-02\ttoo few\n", line: 3,
      message: "expected 14 tab-separated cells, found 2"),
    BadFile(
      "unknown kind",
      "\(header)\n" + good.replacingOccurrences(of: "device-test", with: "hearsay") + "\n",
      line: 2, message: "invalid kind \"hearsay\": expected device-test or claim"),
    BadFile(
      "unknown state",
      "\(header)\n" + good.replacingOccurrences(of: "foreground", with: "asleep") + "\n",
      line: 2, message: "invalid state \"asleep\""),
    BadFile(
      "bad version", "\(header)\n" + good.replacingOccurrences(of: "9.3.2", with: "10..1") + "\n",
      line: 2, message: "invalid os \"10..1\""),
    BadFile(
      "unknown callback in a sequence",
      "\(header)\n" + good.replacingOccurrences(of: "no\tlegacyReceive", with: "no\tlegacy") + "\n",
      line: 2, message: "invalid call sequence \"legacy\""),
    BadFile(
      "presentation without willPresent",
      "\(header)\n" + good.replacingOccurrences(of: "n/a\toff", with: "banner+list\toff") + "\n",
      line: 2,
      message: "invalid presentation \"banner+list\" for callbacks \"legacyReceive\": expected n/a"),
    BadFile(
      ".banner alone before iOS 14",
      "\(header)\n"
        + good.replacingOccurrences(
          of: "legacyReceive\talert\tn/a", with: "willPresent\talert\tbanner")
        + "\n",
      line: 2,
      message: "invalid presentation \"banner\" on iOS 9.3.2: expected none or banner+list; "
        + "presentation banner starts at iOS 14.0"),
    BadFile("CRLF line ends", "\(header)\r\n\(good)\r\n", line: 1, message: "CR LF"),
    BadFile("byte-order mark", "\u{FEFF}\(header)\n", line: 1, message: "byte-order mark"),
    BadFile(
      "invalid UTF-8", Array("\(header)\n".utf8) + [0x43, 0xFF, 0x0A], line: 2,
      message: "not valid UTF-8"),
    BadFile(
      "no final newline", "\(header)\n\(good)", line: 2, message: "does not end with a line feed"),
    BadFile(
      "bad escape", "\(header)\n" + good.replacingOccurrences(of: "note", with: "a\\qb") + "\n",
      line: 2, message: "bad escape"),
    BadFile(
      "empty cell",
      "\(header)\n" + good.replacingOccurrences(of: "\tnote\t", with: "\t\t") + "\n",
      line: 2, message: "empty note"),
    BadFile(
      "unknown SDK", "\(header)\tsdkTap\tsdk\n\(good)\tonOpened\tfirebase\n", line: 2,
      message: "invalid sdk \"firebase\": expected - or one of react-native-firebase, "),
    BadFile(
      "SDK release before its rules", "\(header)\tsdk\n\(good)\tnotifee@0.5\n", line: 2,
      message: "notifee 0.5.0 is not modelled"),
    BadFile(
      "malformed SDK handlers", "\(header)\tsdkArrival\tsdk\n\(good)\ton Message\tnotifee\n",
      line: 2, message: "invalid handlers \"on Message\""),
  ]

  @Test("malformed observation files give file:line diagnostics", arguments: badFiles)
  func malformed(_ bad: BadFile) throws {
    let directory = try makeTemporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let path = directory.appendingPathComponent("call-order-tests.tsv").path
    try Data(bad.bytes).write(to: URL(fileURLWithPath: path))
    #expect {
      _ = try ObservationFile.read(path: path, source: .callOrderTests)
    } throws: { error in
      guard let diagnostic = error as? Diagnostic else { return false }
      return diagnostic.file == path && diagnostic.line == bad.line
        && diagnostic.message.contains(bad.message)
    }
  }

  @Test("the Notification Center column is optional, read as yes, no or ?, and checked")
  func notificationCenterColumn() throws {
    let directory = try makeTemporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let path = directory.appendingPathComponent("call-order-tests.tsv").path
    func read(_ value: String) throws -> Observation? {
      let header = Self.header.replacingOccurrences(
        of: "\tarrival", with: "\tnotificationCenter\tarrival")
      let line = Self.good.replacingOccurrences(
        of: "\tno\tlegacyReceive", with: "\tno\t\(value)\tlegacyReceive")
      try Data("\(header)\n\(line)\n".utf8).write(to: URL(fileURLWithPath: path))
      return try ObservationFile.read(path: path, source: .callOrderTests).first
    }
    #expect(try read("yes")?.notificationCenter == .stated(true))
    #expect(try read("no")?.notificationCenter == .stated(false))
    #expect(try read("?")?.notificationCenter == .unstated)
    try Data("\(Self.header)\n\(Self.good)\n".utf8).write(to: URL(fileURLWithPath: path))
    #expect(
      try ObservationFile.read(path: path, source: .callOrderTests).first?.notificationCenter
        == .unstated)
    #expect {
      _ = try read("maybe")
    } throws: { error in
      (error as? Diagnostic).map {
        $0.line == 2 && $0.message == "invalid notificationCenter \"maybe\": expected yes, no or ?"
      } ?? false
    }
  }

  @Test("a duplicated observation id across files is reported with both places")
  func duplicateID() throws {
    let directory = try makeTemporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    for source in Source.documents {
      let path = ObservationFile.path(of: source, in: directory.path)
      try Data("\(Self.header)\n\(Self.good)\n".utf8).write(to: URL(fileURLWithPath: path))
    }
    #expect {
      _ = try ObservationFile.readAll(from: directory.path)
    } throws: { error in
      (error as? Diagnostic)?.message.contains("duplicate observation id \"CO-01\"") == true
    }
  }
}
