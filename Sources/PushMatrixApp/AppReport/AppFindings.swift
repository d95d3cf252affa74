import PushMatrixEngine
import PushMatrixIO
import PushMatrixModel
import PushMatrixScan
import PushMatrixTables

/// Works out an app page's findings from the router's answers: each compares the app's answers
/// with the answers for the same app changed in one respect (without `fetchReceive`, with the
/// delegate set at launch…), so that a finding holds exactly where the page's cells show it.
struct AppFindings {
  /// A cell of the page with its release.
  typealias Placed = (os: OSVersion, cell: AppReport.Cell)

  let report: AppReport
  /// Every cell under the app's own conditions, by release, then in the grid's order: each
  /// release's own answers, notes and basis included.
  let base: [Placed]

  var routing: AppRouting { report.routing }
  private var callbacks: CallbackSet { report.routing.template[CallbackSet.self] }

  /// Prepares the findings of a page.
  init(_ report: AppReport) {
    self.report = report
    base = zip(report.releases, report.cells).flatMap { os, cells in cells.map { (os, $0) } }
  }

  /// Every finding, warnings first, each level in the order of the checks.
  var all: [AppFinding] {
    let found =
      [
        delegateNeverSet(), unreachedLegacyReceive(), undeliveredResponses(), lateDelegate(),
        unreachedSilentPushes(),
        unseenInForeground(), bannerNotKept(), silentPushesBestEffort(), silentPushExtension(),
        extensionAfterForceQuit(), silentPushHeaders(), unavailableCallbacks(),
      ].compactMap { $0 } + sdkFindings() + unknownFields()
    // The SDK's finding says in its terms what foreground-no-banner says in iOS's.
    let said = found.contains { $0.id == "sdk-foreground-hidden" }
    let kept = said ? found.filter { $0.id != "foreground-no-banner" } : found
    return kept.enumerated().sorted {
      ($0.element.level, $0.offset) < ($1.element.level, $1.offset)
    }
    .map(\.element)
  }

  // MARK: - The checks

  /// The profile says the notification center's delegate is never set while the app implements
  /// its callbacks: iOS never calls them, and the page answers for the app without them, where
  /// the same app with its delegate set at launch would get them.
  private func delegateNeverSet() -> AppFinding? {
    let profile = report.profile
    guard profile.delegateTiming == .never, let all = profile.callbacks else { return nil }
    let implemented = all.filter { AppProfile.centerCallbacks.contains($0) }
    guard implemented != .none else { return nil }
    var withDelegate = [setting(all)]
    if implemented.contains(.willPresent) {
      withDelegate.append(setting(profile.presentation ?? Presentation.assumed))
    }
    var lost: [Placed] = []
    var rules: [String] = []
    for placed in base {
      let cell = placed.cell
      guard let set = routing.cell(placed.os, cell.state, cell.payload, withDelegate),
        set.outcome.arrival != cell.outcome.arrival || set.outcome.tap != cell.outcome.tap
          || set.outcome.banner != cell.outcome.banner
      else { continue }
      lost.append(placed)
      rules += [cell.outcome.arrivalRule] + [cell.outcome.tapRule].compactMap { $0 }
    }
    guard !lost.isEmpty else { return nil }
    let names = implemented.map { "\($0.rawValue), \($0.selector)" }
    return AppFinding(
      id: "delegate-never-set", level: .warning,
      message: "The notification center's delegate is never set (delegateTiming never): no code "
        + "assigns UNUserNotificationCenter's delegate and no SDK does, so iOS never calls "
        + names.joined(separator: ", nor ") + ". The page answers for the app without "
        + (names.count == 1 ? "it" : "them") + " (\(place(lost)) would differ with the delegate "
        + "set). Set the delegate in application(_:willFinishLaunchingWithOptions:) or "
        + "didFinishLaunching.",
      rules: references(rules),
      anchors: implemented.map { .callback($0) } + [.field(DelegateTiming.axis.id)])
  }

  /// `legacyReceive` is implemented beside `fetchReceive`, and no cell of the page, under any
  /// condition, calls it, while the same app without `fetchReceive` would get it.
  private func unreachedLegacyReceive() -> AppFinding? {
    guard callbacks.contains(.legacyReceive), callbacks.contains(.fetchReceive) else { return nil }
    let invoked = everyCell().contains { $0.cell.outcome.invokes(.legacyReceive) }
    guard !invoked else { return nil }
    let without = [setting(callbacks.filter { $0 != .fetchReceive })]
    var lost: [Placed] = []
    var rules: [String] = []
    for placed in base {
      let cell = placed.cell
      guard let other = routing.cell(placed.os, cell.state, cell.payload, without) else {
        continue
      }
      // The rule of the part, arrival or tap, where the app without fetchReceive gets it.
      if other.outcome.arrival.contains(.legacyReceive) { rules.append(cell.outcome.arrivalRule) }
      if other.outcome.tap?.contains(.legacyReceive) == true {
        rules += [cell.outcome.tapRule].compactMap { $0 }
      }
      if other.outcome.invokes(.legacyReceive) { lost.append(placed) }
    }
    guard !lost.isEmpty else { return nil }
    return AppFinding(
      id: "legacy-receive-unreached", level: .warning,
      message: "legacyReceive, \(Callback.legacyReceive.selector), is never called: fetchReceive "
        + "is implemented, and iOS calls it instead wherever an app without it would get "
        + "legacyReceive (\(place(lost))). It is dead code: remove it, or move what it does "
        + "into fetchReceive.",
      rules: references(rules), anchors: [.callback(.legacyReceive), .callback(.fetchReceive)])
  }

  /// Without `didReceiveResponse`, custom actions and the dismiss action reach nothing that the
  /// same app with it would receive.
  private func undeliveredResponses() -> AppFinding? {
    guard !callbacks.contains(.didReceiveResponse) else { return nil }
    var withIt = callbacks
    withIt.insert(.didReceiveResponse)
    var lost: [Placed] = []
    var lostResponses: [Response] = []
    var rules: [String] = []
    for response in [Response.action, .foregroundAction, .dismiss] {
      let change = setting(response)
      for placed in base {
        let (os, state, payload) = (placed.os, placed.cell.state, placed.cell.payload)
        guard let cell = routing.cell(os, state, payload, [change]), cell.outcome.tap != nil,
          let delivered = routing.cell(os, state, payload, [change, setting(withIt)]),
          delivered.outcome.tap?.contains(.didReceiveResponse) == true
        else { continue }
        lost.append(placed)
        // The tap's rule, and the notes the missing callback brings.
        let notes = Set(delivered.outcome.notes.map(\.id))
        rules +=
          [cell.outcome.tapRule].compactMap { $0 }
          + noteRules(of: cell.outcome).filter { !notes.contains($0) }
        if !lostResponses.contains(response) { lostResponses.append(response) }
      }
    }
    guard !lost.isEmpty else { return nil }
    return AppFinding(
      id: "responses-undelivered", level: .warning,
      message: "didReceiveResponse, \(Callback.didReceiveResponse.selector), is not "
        + "implemented: custom actions and the dismiss action are never delivered to the app ("
        + lostResponses.map(\.rawValue).joined(separator: ", ") + "; \(place(lost))); with it "
        + "they would be.",
      rules: references(rules), anchors: [.field(DelegateTiming.axis.id), callbacksField])
  }

  /// The delegate is set late, and a response then reaches less than it would with the
  /// delegate set at launch.
  private func lateDelegate() -> AppFinding? {
    guard routing.template[DelegateTiming.self] == .late else { return nil }
    let timing = setting(DelegateTiming.atLaunch)
    let responses = Response.allCases.map(setting)
    var lost: [Placed] = []
    var example: (late: AppReport.Cell, early: AppReport.Cell, os: OSVersion)?
    for response in responses {
      for placed in base {
        let (os, state, payload) = (placed.os, placed.cell.state, placed.cell.payload)
        guard let late = routing.cell(os, state, payload, [response]),
          let early = routing.cell(os, state, payload, [response, timing]),
          late.outcome.tap != early.outcome.tap
        else { continue }
        lost.append((os, late))
        if example == nil { example = (late, early, os) }
      }
    }
    guard let example else { return nil }
    return AppFinding(
      id: "late-delegate", level: .warning,
      message: "The notification-center delegate is set late, after the app finishes "
        + "launching: a notification that launches the app loses its response (\(place(lost))). "
        + "On iOS \(example.os), \(example.late.state) and \(example.late.payload), a tap runs "
        + "\(example.late.tap) instead of \(example.early.tap). Set the delegate in "
        + "application(_:willFinishLaunchingWithOptions:) or didFinishLaunching.",
      rules: references(lost.compactMap(\.cell.outcome.tapRule)),
      anchors: [.field(DelegateTiming.axis.id)])
  }

  /// Silent pushes reach nothing while the app is not in front, where the same app with
  /// `fetchReceive` and the background mode would be woken.
  private func unreachedSilentPushes() -> AppFinding? {
    var withFetch = callbacks
    withFetch.insert(.fetchReceive)
    let fixed = [setting(withFetch), setting(BackgroundMode.on)]
    let lost = base.filter { placed in
      let cell = placed.cell
      guard cell.payload == .contentAvailable,
        [AppState.background, .suspended, .notRunning].contains(cell.state),
        cell.outcome.arrival.isEmpty,
        let woken = routing.cell(placed.os, cell.state, cell.payload, fixed)
      else { return false }
      return !woken.outcome.arrival.isEmpty
    }
    guard !lost.isEmpty else { return nil }
    var causes: [String] = []
    let backgroundModeOff = routing.template[BackgroundMode.self] == .off
    // An app with neither half may never be sent a silent push: that is worth knowing, not a
    // fault. With one half and not the other, the app means to take them and cannot.
    let level: AppFinding.Level =
      backgroundModeOff && !callbacks.contains(.fetchReceive) ? .info : .warning
    if backgroundModeOff {
      causes.append(
        "the Remote notifications background mode (UIBackgroundModes "
          + "remote-notification) is off")
    }
    if !callbacks.contains(.fetchReceive) {
      causes.append("fetchReceive, \(Callback.fetchReceive.selector), is not implemented")
    }
    return AppFinding(
      id: "silent-push-unreached", level: level,
      message: "Silent pushes (content-available), if the app is sent any, never reach it while "
        + "it is not in front: "
        + causes.joined(separator: ", and ") + ". Nothing runs (\(place(lost))).",
      rules: references(lost.compactMap { $0.cell.outcome.arrivalRule }),
      anchors: [.field(BackgroundMode.axis.id), .callback(.fetchReceive), callbacksField])
  }

  /// The app shows nothing, or no banner, in the foreground where the same app with
  /// `willPresent` passing `.banner` with `.list` would show a banner.
  private func unseenInForeground() -> AppFinding? {
    var withIt = callbacks
    withIt.insert(.willPresent)
    let banner = [setting(withIt), setting(Presentation.bannerAndList)]
    let unseen = base.filter { placed in
      let cell = placed.cell
      guard cell.state == .foreground, cell.payload.isVisible, !cell.outcome.banner,
        let shown = routing.cell(placed.os, cell.state, cell.payload, banner)
      else { return false }
      return shown.outcome.banner
    }
    guard !unseen.isEmpty else { return nil }
    let rules = references(unseen.map(\.cell.outcome.arrivalRule))
    guard callbacks.contains(.willPresent) else {
      return AppFinding(
        id: "foreground-unseen", level: .warning,
        message: "willPresent, \(Callback.willPresent.selector), is not implemented: nothing is "
          + "shown while the app is in front (\(place(unseen))). Implement it and pass "
          + "[.banner, .list, .sound] to show them.",
        rules: rules, anchors: [.field(DelegateTiming.axis.id), callbacksField])
    }
    let presentation = routing.template[Presentation.self]
    return AppFinding(
      id: "foreground-no-banner", level: .info,
      message: "willPresent passes \(presentation): no banner is shown while the app is in "
        + "front (\(place(unseen)))"
        + (presentation == .list ? "; the notification goes only to Notification Center." : "."),
      rules: rules, anchors: [.field(Presentation.axis.id), .callback(.willPresent)])
  }

  /// `willPresent` passes `.banner` without `.list`: in the foreground Notification Center keeps
  /// nothing where the same app passing `.banner` with `.list` would keep the notification.
  private func bannerNotKept() -> AppFinding? {
    guard routing.template[Presentation.self] == .banner else { return nil }
    let withList = [setting(Presentation.bannerAndList)]
    let unkept = base.filter { placed in
      let cell = placed.cell
      guard cell.state == .foreground, !cell.outcome.notificationCenter,
        let kept = routing.cell(placed.os, cell.state, cell.payload, withList)
      else { return false }
      return kept.outcome.notificationCenter
    }
    guard !unkept.isEmpty else { return nil }
    return AppFinding(
      id: "foreground-banner-not-kept", level: .info,
      message: "willPresent passes .banner without .list: a notification that arrives while the "
        + "app is in front leaves nothing in Notification Center once its banner is gone "
        + "(\(place(unkept))), and under provisional authorization, which shows no banner, "
        + "nothing is shown or kept at all. Pass [.banner, .list] to keep it.",
      rules: references(unkept.map(\.cell.outcome.arrivalRule)),
      anchors: [.field(Presentation.axis.id), .callback(.willPresent)])
  }

  /// The force-quit cells of a silent push that reaches nothing, when silent pushes do reach
  /// the app in the background; empty otherwise.
  private func silentPushesLostToForceQuit() -> [Placed] {
    let silent = base.filter { $0.cell.payload == .contentAvailable }
    let received = silent.contains {
      $0.cell.state != .foreground && !$0.cell.outcome.arrival.isEmpty
    }
    guard received else { return [] }
    return silent.filter { $0.cell.state == .forceQuit && $0.cell.outcome.arrival.isEmpty }
  }

  /// Silent pushes do reach the app, but never once the user has force-quit it.
  private func silentPushesBestEffort() -> AppFinding? {
    let forceQuit = silentPushesLostToForceQuit()
    guard !forceQuit.isEmpty else { return nil }
    return AppFinding(
      id: "silent-push-best-effort", level: .info,
      message: "Silent pushes wake the app in the background, but never once the user has "
        + "force-quit it (\(place(forceQuit))), and iOS throttles them to a few an hour: do "
        + "not rely on them to deliver anything.",
      rules: references(forceQuit.map(\.cell.outcome.arrivalRule)),
      anchors: [.callback(.fetchReceive), .field(BackgroundMode.axis.id)])
  }

  /// The app relies on silent pushes, which never reach it once force-quit, where a visible
  /// push with `mutable-content` would reach a service extension, which runs even then.
  private func silentPushExtension() -> AppFinding? {
    let withExtension = [setting(ServiceExtension.present), setting(MutableContent.on)]
    var served: [Placed] = []
    var extensionRules: [String] = []
    for placed in silentPushesLostToForceQuit() {
      if let visible = routing.cell(placed.os, .forceQuit, .alert, withExtension),
        visible.outcome.extensionRuns
      {
        served.append(placed)
        extensionRules.append(visible.outcome.extensionRule)
      }
    }
    guard !served.isEmpty else { return nil }
    let has = routing.template[ServiceExtension.self] == .present
    return AppFinding(
      id: "silent-push-extension", level: .info,
      message: "The app relies on silent pushes, which do not reach it after a force-quit "
        + "(\(place(served))). If a silent push exists to show or change a notification, send "
        + "it as a visible push with mutable-content: 1 instead: "
        + (has ? "the app's service extension" : "a Notification Service Extension")
        + " runs for it in its own process even then, though it calls none of the app's "
        + "callbacks.",
      rules: references(served.map(\.cell.outcome.arrivalRule) + extensionRules),
      anchors: [.callback(.fetchReceive), .field(AppProfile.Key.serviceExtension)])
  }

  /// Whether the app's service extension still runs once the user has force-quit the app.
  private func extensionAfterForceQuit() -> AppFinding? {
    guard routing.template[ServiceExtension.self] == .present else { return nil }
    let mutable = [setting(MutableContent.on)]
    var runs: [Placed] = []
    for placed in base where placed.cell.state == .forceQuit && placed.cell.payload.isVisible {
      if let cell = routing.cell(placed.os, .forceQuit, placed.cell.payload, mutable),
        cell.outcome.extensionRuns
      {
        runs.append((placed.os, cell))
      }
    }
    guard !runs.isEmpty else { return nil }
    return AppFinding(
      id: "extension-after-force-quit", level: .info,
      message: "Force-quit: the app's service extension still runs for a visible push with "
        + "mutable-content: 1 (\(place(runs))), in its own process; the app itself is not "
        + "launched, and without mutable-content, or with notifications denied, the extension "
        + "does not run.",
      rules: references(runs.map(\.cell.outcome.extensionRule)),
      anchors: [.field(AppProfile.Key.serviceExtension)])
  }

  /// The app relies on silent pushes (the background mode and fetchReceive, which a push with
  /// only content-available reaches in the background), whose delivery the sender's headers
  /// decide as much as the app.
  private func silentPushHeaders() -> AppFinding? {
    guard routing.template[BackgroundMode.self] == .on, callbacks.contains(.fetchReceive)
    else { return nil }
    let woken = base.filter {
      $0.cell.payload == .contentAvailable && $0.cell.state != .foreground
        && $0.cell.outcome.arrival.contains(.fetchReceive)
    }
    guard !woken.isEmpty else { return nil }
    return AppFinding(
      id: "silent-push-headers", level: .info,
      message: "The app relies on silent pushes (the Remote notifications background mode and "
        + "fetchReceive, \(place(woken))): these cells assume the sender sets apns-push-type "
        + "background and apns-priority 5. Apple calls priority 10 an error for such a push, and "
        + "a missing or mismatched push type may be refused, delayed or dropped; check which "
        + "headers your server or push service sends, and run explain with --push-type and "
        + "--priority for what they change.",
      rules: references([
        ArrivalRules.pushTypeMismatch.id, ArrivalRules.backgroundPushPriority10.id,
      ]), anchors: [.callback(.fetchReceive), .field(BackgroundMode.axis.id)])
  }

  /// Callbacks the app implements do not exist on its first releases.
  private func unavailableCallbacks() -> AppFinding? {
    let noteID = NoteRules.callbacksUnavailable.id
    let affected = base.filter { $0.cell.outcome.notes.contains { $0.id == noteID } }
    guard let first = affected.first else { return nil }
    let missing = callbacks.filter { !$0.isAvailable(on: first.os) }
    let names = missing.map { "\($0) (from iOS \($0.introduced))" }
    return AppFinding(
      id: "callbacks-unavailable", level: .info,
      message: Phrase.list(names, .en) + (names.count == 1 ? " does" : " do")
        + " not exist on every release the app supports: on iOS "
        + report.label(Set(affected.map(\.os)).sorted()) + " iOS never calls "
        + (names.count == 1 ? "it" : "them") + ", and answers as for an app without "
        + (names.count == 1 ? "it." : "them."),
      rules: references([noteID]),
      anchors: [.field(AppProfile.Key.deploymentTarget)] + missing.map { .callback($0) })
  }

  /// Fields the profile leaves unknown: what the page assumed, and how much depends on it.
  private func unknownFields() -> [AppFinding] {
    var findings: [AppFinding] = []
    for assumption in report.assumptions {
      let changes = report.variants.filter {
        $0.kind == .unknownField && $0.axis == assumption.field
      }.flatMap(\.changes)
      let cells = changes.reduce(0) { $0 + $1.releases.count }
      findings.append(
        AppFinding(
          id: "unknown-field", level: .info,
          message: "\(assumption.field) is unknown: the page assumes \(assumption.assumed); "
            + (cells == 0
              ? "no answer depends on it"
              : "\(cells) cells differ if it is "
                + assumption.alternatives.joined(separator: " or ")
                + ", shown under what changes") + ". Set it with --set \(assumption.field)="
            + ([assumption.assumed] + assumption.alternatives).joined(separator: "|")
            + ", or in the profile file.",
          rules: [], anchors: [.field(assumption.field)]))
    }
    if report.profile.deploymentTarget == nil {
      findings.append(
        AppFinding(
          id: "unknown-field", level: .info,
          message: "deploymentTarget is unknown: the page starts at iOS \(report.releases[0]), "
            + "the lowest release current Xcode (26) builds an app for, and leaves out the "
            + "releases before it. Set it with --set deploymentTarget=16.0 (the app's lowest "
            + "release), or in the profile file.",
          rules: [], anchors: [.field(AppProfile.Key.deploymentTarget)]))
    }
    return findings
  }

  // MARK: - Helpers

  /// The callbacks field, on any of the scan's findings: where the delegates are.
  private var callbacksField: AppFinding.Anchor { .field(CallbackSet.axis.id) }

  /// Every cell of the page: the app's own conditions, then each condition off its default.
  private func everyCell() -> [Placed] {
    var cells = base
    for variant in report.variants where variant.kind == .condition {
      let position = AxisRegistry.position(ofID: variant.axis)!
      let ordinal = AxisRegistry.axes[position].identifiers.firstIndex(of: variant.value)!
      for placed in base {
        if let cell = routing.cell(
          placed.os, placed.cell.state, placed.cell.payload, [(position, ordinal)])
        {
          cells.append((placed.os, cell))
        }
      }
    }
    return cells
  }

  /// Returns the change of one axis to a value, as the routing takes changes: the axis's
  /// registry position and the value's ordinal.
  private func setting<Value: AxisValue>(_ value: Value) -> (Int, Int) {
    (AxisRegistry.position(of: Value.self), Value.axis.ordinal(of: value))
  }

  /// Returns the identifiers of the note rules behind an outcome's notes.
  private func noteRules(of outcome: Outcome) -> [String] {
    outcome.notes.map(\.id).filter { id in routing.router.noteRules.contains { $0.id == id } }
  }

  /// Returns the rules with these identifiers, each once, found in a router (the page's unless
  /// told).
  func references(_ ids: [String], in router: Router? = nil) -> [RuleReference] {
    Set(ids).sorted().compactMap { RuleReference.named($0, in: router ?? routing.router) }
  }

  /// Returns where cells lie, such as `notRunning, forceQuit × alert on iOS 15.0–26.0`.
  func place(_ cells: [Placed]) -> String {
    place(cells.map { ($0.os, $0.cell.state, $0.cell.payload) })
  }

  /// Returns where releases, states and payloads lie, as ``place(_:)-([Placed])`` words cells.
  func place(_ spots: [(os: OSVersion, state: AppState, payload: Payload)]) -> String {
    let states = AppState.allCases.filter { state in spots.contains { $0.state == state } }
    let payloads = Payload.allCases.filter { payload in spots.contains { $0.payload == payload } }
    return states.map(\.rawValue).joined(separator: ", ") + " × "
      + payloads.map(\.rawValue).joined(separator: ", ") + " on iOS "
      + report.label(Set(spots.map(\.os)).sorted())
  }

}
