import Testing

@testable import PushMatrixCompare
@testable import PushMatrixEngine
@testable import PushMatrixModel

@Suite("What if: the single changes that change one scenario's answer")
struct WhatIfTests {
  /// A suspended app's silent push, which fetchReceive receives.
  static let silentPush = try! Scenario(
    parsing: "os=17.0 state=suspended callbacks=fetchReceive payload=content-available")
  /// A force-quit app's alert with content-available, which waits for the user's tap.
  static let forceQuit = try! Scenario(
    parsing:
      "os=17.0 state=forceQuit callbacks=fetchReceive+didReceiveResponse "
      + "payload=alert+content-available")

  /// Returns the change that sets an axis to a value, if the answer changes under it.
  static func change(_ axis: String, _ value: String, in whatIf: WhatIf) -> WhatIf.Change? {
    whatIf.changes.first { $0.settings[0] == WhatIf.Setting(axis: axis, value: value) }
  }

  @Test(
    "a silent push stops arriving without Background App Refresh, in Low Power Mode, force-quit")
  func silentPushChanges() throws {
    let whatIf = WhatIf(Self.silentPush)
    #expect(whatIf.answer.arrival == [.fetchReceive])
    for (axis, value) in [
      ("backgroundRefresh", "off"), ("backgroundRefresh", "lowPower"), ("state", "forceQuit"),
      ("backgroundMode", "off"), ("callbacks", "none"),
    ] {
      let change = try #require(Self.change(axis, value, in: whatIf), "\(axis)=\(value)")
      #expect(change.answer.arrival.isEmpty, "\(axis)=\(value)")
      #expect(change.parts.contains(.arrival))
      #expect(change.deciders.first?.role == .arrival)
      #expect(change.deciders.first?.id == Router.standard.trail(change.scenario).arrivalRule.id)
    }
    #expect(
      Self.change("backgroundRefresh", "off", in: whatIf)?.deciders.map(\.id)
        == ["refresh-off-not-woken"])
    #expect(
      Self.change("state", "forceQuit", in: whatIf)?.deciders.map(\.id)
        == ["force-quit-not-woken"])
    // A value that leaves the answer alone is no change.
    #expect(Self.change("mutableContent", "on", in: whatIf) == nil)
    #expect(Self.change("state", "background", in: whatIf) == nil)
  }

  @Test(
    "a force-quit app's tap: the state, the lifecycle, the response and the push type change it")
  func forceQuitChanges() throws {
    let whatIf = WhatIf(Self.forceQuit)
    #expect(whatIf.answer.arrival.isEmpty)
    #expect(whatIf.answer.tap == [.launch, .didReceiveResponse])
    let background = try #require(Self.change("state", "background", in: whatIf))
    #expect(background.answer.arrival == [.fetchReceive])
    #expect(background.parts.contains(.arrival) && background.parts.contains(.tap))
    #expect(background.deciders.map(\.role).starts(with: [.arrival, .tap]))
    let scene = try #require(Self.change("lifecycle", "scene", in: whatIf))
    #expect(scene.parts.contains(.launchPayload))
    #expect(scene.deciders.contains { $0.role == .launch })
    #expect(whatIf.changes.contains { $0.settings[0].axis == "response" })
    #expect(whatIf.changes.contains { $0.settings[0].axis == "pushType" })
  }

  @Test(
    "every change validates, differs from the original answer in exactly its parts, and is ordered",
    arguments: [silentPush, forceQuit])
  func changesAreConsistent(_ scenario: Scenario) throws {
    let whatIf = WhatIf(scenario)
    #expect(whatIf.answer == WhatIf.Answer(Router.standard.route(scenario)))
    var previous = -1
    for change in whatIf.changes {
      #expect(change.scenario.firstMisfit() == nil)
      #expect(WhatIf.Answer(Router.standard.route(change.scenario)) == change.answer)
      #expect(!change.parts.isEmpty)
      #expect(change.parts == change.answer.parts(differingFrom: whatIf.answer))
      // A tap that nothing shown leaves to answer is the arrival rule's doing: no tap rule runs.
      let roles = change.parts.map { $0 == .tap && change.answer.tap == nil ? .arrival : $0.role }
      #expect(Set(roles).isSubset(of: Set(change.deciders.map(\.role))))
      let position = Scenario.columns.firstIndex(of: change.settings[0].axis)!
      #expect(position >= previous)
      previous = position
      // Only axes after the one set follow it.
      for setting in change.settings.dropFirst() {
        #expect(Scenario.columns.firstIndex(of: setting.axis)! > position)
      }
    }
    #expect(WhatIf(scenario).changes == whatIf.changes)
  }

  @Test("a change of callbacks that adds willPresent sets what willPresent passes to its default")
  func dependentAxisFollows() throws {
    let whatIf = WhatIf(Self.silentPush)
    let change = try #require(Self.change("callbacks", "willPresent", in: whatIf))
    #expect(
      change.settings
        == [
          WhatIf.Setting(axis: "callbacks", value: "willPresent"),
          WhatIf.Setting(axis: "presentation", value: "banner+list"),
        ])
    #expect(change.scenario.presentation == .bannerAndList)
  }

  @Test("releases that answer alike make one range, and the scenario's own release is no change")
  func releaseRuns() throws {
    let whatIf = WhatIf(Self.silentPush)
    let releases = whatIf.changes.filter { $0.settings[0].axis == OSVersion.axisID }
    let early = try #require(releases.first)
    #expect(early.settings[0].value == "3.0..6.0")
    #expect(early.answer.arrival.isEmpty)
    for change in releases {
      let bounds = change.settings[0].value.split(separator: ".." as String).map {
        try! OSVersion(parsing: $0)
      }
      #expect(!(bounds.first!...bounds.last!).contains(Self.silentPush.os))
      #expect(change.scenario.os == bounds.first)
    }
  }
}
