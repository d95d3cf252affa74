import Testing

@testable import PushMatrixEngine
@testable import PushMatrixModel
@testable import PushMatrixTables

@Suite("Routing engine")
struct RouterTests {
  @Test("an outcome joins the arrival rule, the tap rule and the quirk that decided it")
  func wholeOutcome() throws {
    let outcome = try route(
      "os=10.0.2 state=background callbacks=legacyReceive+fetchReceive "
        + "payload=alert+content-available")
    #expect(outcome.banner)
    #expect(outcome.arrival == [.fetchReceive])
    #expect(outcome.tap == [.legacyReceive])
    #expect(outcome.rule == "background-fetch-wake+tap-fetch")
    #expect(outcome.quirk == "ios10.0-tap-skips-fetch")
  }

  @Test("a notification that is not shown has no tap and no tap rule")
  func nothingShown() throws {
    let outcome = try route(
      "os=17.0 state=background callbacks=fetchReceive+didReceiveResponse "
        + "payload=content-available backgroundMode=off")
    #expect(!outcome.banner)
    #expect(outcome.tap == nil)
    #expect(outcome.tapRule == nil)
    #expect(outcome.rule == "silent-needs-background-mode")
  }

  @Test("rule, quirk and note rule IDs are unique, and every one cites a source")
  func identifiers() {
    let router = Router.standard
    let ids =
      router.arrivalRules.map(\.id) + router.tapRules.map(\.id) + router.quirks.map(\.id)
      + router.noteRules.map(\.id)
    #expect(Set(ids).count == ids.count)
    #expect(router.arrivalRules.allSatisfy { !$0.sources.isEmpty })
    #expect(router.tapRules.allSatisfy { !$0.sources.isEmpty })
    #expect(router.quirks.allSatisfy { !$0.sources.isEmpty })
    #expect(router.noteRules.allSatisfy { !$0.sources.isEmpty })
    let inferred =
      router.arrivalRules.filter { $0.basis == .inferred }.map(\.caveat)
      + router.tapRules.filter { $0.basis == .inferred }.map(\.caveat)
    #expect(inferred.allSatisfy { $0 != nil }, "an inferred rule must say why")
  }

  @Test("outcomes are equal exactly when every field is, and equal ones hash alike")
  func outcomeEquality() throws {
    let outcome = try route(
      "os=17.0 state=background callbacks=fetchReceive+didReceiveResponse payload=alert")
    // Every stored field: a new one must join == (written by hand, cheapest fields first) and
    // the changes below.
    #expect(Mirror(reflecting: outcome).children.count == 14)
    let changes: [(inout Outcome) -> Void] = [
      { $0.banner.toggle() }, { $0.notificationCenter.toggle() }, { $0.extensionRuns.toggle() },
      { $0.extensionRule += "x" },
      { outcome in
        outcome.launchPayload = LaunchPayload.allCases.first { $0 != outcome.launchPayload }!
      },
      { $0.launchRule += "x" }, { $0.arrival.append(.launch) },
      { $0.tap = $0.tap == nil ? [] : nil }, { $0.arrivalRule += "x" },
      { $0.tapRule = ($0.tapRule ?? "") + "x" }, { $0.quirk = ($0.quirk ?? "") + "x" },
      { $0.basis = $0.basis == .observed ? .inferred : .observed },
      { $0.notes.append(Note(id: "x", text: "")) },
      { $0.sdk = $0.sdk == nil ? .empty : nil },
    ]
    #expect(changes.count == 14)
    for (index, change) in changes.enumerated() {
      var changed = outcome
      change(&changed)
      #expect(changed != outcome, "change \(index)")
    }
    var copy = outcome
    copy.arrivalRule = String(outcome.arrivalRule.reversed().reversed())
    #expect(copy == outcome && copy.hashValue == outcome.hashValue)
  }

  @Test("an outcome's notes are ASCII slugs, each once, in their text's order")
  func notesInOrder() {
    var slugs: Set<String> = []
    for scenario in ScenarioSpace.default {
      let notes = Router.standard.route(scenario).notes.map(\.id)
      // The router orders them by their UTF-8 bytes, the order of ASCII text.
      #expect(zip(notes, notes.dropFirst()).allSatisfy { $0 < $1 }, "\(scenario)")
      slugs.formUnion(notes)
    }
    #expect(slugs.count > 5)
    #expect(slugs.allSatisfy { $0.utf8.allSatisfy { $0 < 0x80 } }, "\(slugs.sorted())")
  }

  @Test("of two bases, weakest is the later in declaration order, for every pair")
  func weakestOfEveryPair() {
    for first in Basis.allCases {
      for second in Basis.allCases {
        #expect(first.weakest(second) == max(first, second), "\(first), \(second)")
      }
    }
  }

  @Test("notes sort by their slugs' bytes, whether they differ in the first eight or after")
  func notePrecedence() {
    let slugs = [
      "", "a", "ab", "abcdefgh", "abcdefgh-a", "abcdefgh-b", "abcdefgi", "b", "silent-best-effort",
      "silent-best-effortx", "z",
    ]
    let notes = slugs.map { Note(id: $0, text: "") }
    for first in notes {
      for second in notes {
        #expect(
          first.precedes(second) == first.id.utf8.lexicographicallyPrecedes(second.id.utf8),
          "\(first.id), \(second.id)")
      }
    }
    // Changing a note's slug changes where it sorts.
    var renamed = Note(id: "a", text: "")
    renamed.id = "zz"
    #expect(Note(id: "b", text: "").precedes(renamed))
    #expect(
      renamed == Note(id: "zz", text: "") && renamed.hashValue == Note(id: "zz", text: "").hashValue
    )
  }

  @Test("an outcome's basis is the weakest of the rules and quirk that decided it, not its notes")
  func weakestBasis() throws {
    let inferredTap = try route(
      "os=12.3.1 state=foreground callbacks=fetchReceive+willPresent payload=alert "
        + "presentation=banner+list")
    #expect(inferredTap.basis == .inferred)
    let reportedQuirk = try route(
      "os=18.0 state=foreground callbacks=willPresent payload=alert presentation=none")
    #expect(reportedQuirk.basis == .reported)
    let observed = try route("os=12.3.1 state=background callbacks=legacyReceive payload=alert")
    #expect(observed.basis == .observed)
    // A note rule remarks on an outcome without deciding it: its weaker basis does not count.
    #expect(observed.notes.contains(NoteRules.legacyDeprecated.note))
    #expect(NoteRules.legacyDeprecated.basis.weakest(.observed) != .observed)
  }

  @Test("every cell on a release newer than the catalog's newest major carries beyond-catalog")
  func beyondCatalog() {
    let router = Router.standard
    let newest = ScenarioSpace(versions: [OSVersion(26), OSVersion(26, 4)])
    let carriesNote = { (scenario: Scenario) in
      router.route(scenario).notes.contains { $0.id == "beyond-catalog" }
    }
    #expect(!newest.contains(where: carriesNote))
    #expect(ScenarioSpace(versions: [OSVersion(27), OSVersion(31, 2)]).allSatisfy(carriesNote))
  }

  @Test("no scenario with the background mode on is decided by a rule that says it is missing")
  func backgroundModeOnIsNeverCalledMissing() {
    for scenario in ScenarioSpace.default.restricted(to: [BackgroundMode.on]) {
      let rule = Router.standard.trail(scenario).arrivalRule
      #expect(rule.id != "silent-needs-background-mode", "\(scenario)")
    }
  }

  @Test("scene-launch marks exactly the taps that launch the app, from iOS 13")
  func sceneLaunchOnlyOnLaunchingTaps() {
    for scenario in ScenarioSpace.default {
      let outcome = Router.standard.route(scenario)
      let launchedByTap = outcome.tap?.first == .launch && scenario.os >= OSVersion(13)
      #expect(outcome.notes.contains { $0.id == "scene-launch" } == launchedByTap, "\(scenario)")
    }
  }

  @Test("the presentation-naming note says that .list alone shows no banner")
  func presentationNaming() throws {
    let outcome = try route(
      "os=17.0 state=foreground callbacks=willPresent payload=alert presentation=banner")
    let note = try #require(outcome.notes.first { $0.id == "presentation-naming" })
    #expect(!note.text.contains(".banner or .list"))
    #expect(note.text.contains(".list alone"))
  }

  /// Returns the standard engine's outcome for a written scenario.
  private func route(_ scenario: String) throws -> Outcome {
    Router.standard.route(try Scenario(parsing: scenario))
  }
}
