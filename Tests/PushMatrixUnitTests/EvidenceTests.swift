import Foundation
import Testing

@testable import PushMatrix

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

  @Test("every contradiction DOMAIN.md lists overrules at least one observation")
  func everyContradictionSurfaces() {
    let overruled = Set(
      packageLedger.judgements.compactMap { judgement -> String? in
        if case .overruled(let id) = judgement.verdict { return id }
        return nil
      })
    for id in ["C1", "C2", "C3", "C4", "C5", "C6", "C7", "C8", "C9", "C11"] {
      #expect(
        overruled.contains(id)
          || packageLedger.judgements.contains {
            $0.observation.contradiction == id
          }, "\(id)")
    }
    for id in ["C1", "C2", "C3", "C4", "C5", "C7", "C8", "C9", "C11"] {
      #expect(overruled.contains(id), "\(id) should overrule an observation")
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

  @Test("the ledger's 138 observations keep their verdicts: 116 agree, 22 are overruled")
  func verdictCounts() {
    #expect(packageLedger.judgements.count == 138)
    #expect(packageLedger.count("agrees") == 116)
    #expect(packageLedger.count("overruled") == 22)
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
      "\(header)\n" + good.replacingOccurrences(of: "n/a\toff", with: "banner\toff") + "\n",
      line: 2,
      message: "invalid presentation \"banner\" for callbacks \"legacyReceive\": expected n/a"),
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
