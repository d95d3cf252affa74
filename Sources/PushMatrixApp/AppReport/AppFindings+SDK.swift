import PushMatrixEngine
import PushMatrixModel
import PushMatrixScan

extension AppFindings {
  /// An SDK cell of the page with its release.
  typealias PlacedHandlers = (os: OSVersion, cell: AppReport.SDKCell)

  /// The findings on the app's cross-platform SDKs, in their terms: each SDK's traps in the
  /// order of the checks, then the delegate one SDK takes from another.
  func sdkFindings() -> [AppFinding] {
    report.sdkParts.flatMap { part in
      [
        unreachedBackgroundHandler(part), backgroundHandlerInComponent(part),
        hiddenInForeground(part), launchTapInitialOnly(part),
      ].compactMap { $0 }
    } + [replacedDelegate()].compactMap { $0 }
  }

  /// The app registers a background handler that a notification without content-available
  /// never reaches, while the app is not in front.
  private func unreachedBackgroundHandler(_ part: AppReport.SDKPart) -> AppFinding? {
    let registered = part.registrations(of: part.script.silent)
    guard let first = registered.first else { return nil }
    let name = first.name
    let cells = every(part)
    let lost = cells.filter { placed in
      placed.cell.payload == .alert && placed.cell.state != .foreground
        && !placed.cell.handlers.arrival.contains(name)
    }
    guard !lost.isEmpty else { return nil }
    let reached = cells.filter { $0.cell.handlers.arrival.contains(name) }
    let router = routing.router.bridging(part.bridge)
    return AppFinding(
      id: "sdk-background-handler-unreached", level: .warning,
      message: "\(name), registered at \(first.file):\(first.line), never runs for a "
        + "notification without content-available while the app is not in front "
        + "(\(place(lost))): iOS wakes no code for it, so \(part.bridge.title) has nothing to "
        + "pass on. "
        + (reached.isEmpty
          ? "It runs in no cell of the page."
          : "It runs only for a push with content-available (\(place(reached))).")
        + " Send content-available: 1 with the notification (and keep the Remote notifications "
        + "background mode on) for the handler to run.",
      rules: references((lost + reached).flatMap(\.cell.handlers.rules), in: router),
      anchors: registered.map { .handler($0) })
  }

  /// A background handler is registered inside a component or widget, which a launch in the
  /// background never builds.
  private func backgroundHandlerInComponent(_ part: AppReport.SDKPart) -> AppFinding? {
    let inside = part.registrations(of: part.script.background).filter {
      $0.place == .component
    }
    guard let first = inside.first else { return nil }
    let runs = every(part).filter { $0.cell.handlers.arrival.contains(first.name) }
    let router = routing.router.bridging(part.bridge)
    return AppFinding(
      id: "sdk-handler-in-component", level: .warning,
      message: "\(first.name) is registered inside \(first.scope ?? "a component") "
        + "(\(first.file):\(first.line)), not at the app's entry: when a push launches the "
        + "app in the background no component or widget is built, so the handler is not "
        + "registered when \(part.bridge.title) calls it"
        + (runs.isEmpty ? "" : " (\(place(runs)))")
        + ". Register it at the top level of the entry file, or in main() before runApp.",
      rules: references(runs.flatMap(\.cell.handlers.rules), in: router),
      anchors: inside.map { .handler($0) })
  }

  /// The SDK passes no presentation to willPresent because the app asks for none: a
  /// notification that arrives in front is not shown, though the SDK's handlers run.
  private func hiddenInForeground(_ part: AppReport.SDKPart) -> AppFinding? {
    let prefix = ProfileInference.passesNoneByDefault(part.use.name)
    let profile = report.profile
    guard profile.presentation == Presentation.none,
      profile.findings.contains(where: {
        $0.field == Presentation.axis.id && $0.shows.hasPrefix(prefix)
      })
    else { return nil }
    let unseen = base.filter { placed in
      placed.cell.state == .foreground && placed.cell.payload.isVisible
        && !placed.cell.outcome.banner
    }
    guard !unseen.isEmpty else { return nil }
    let handlers = every(part).filter {
      $0.cell.state == .foreground && $0.cell.payload.isVisible
    }
    let called = Set(handlers.flatMap(\.cell.handlers.arrival)).sorted()
    let router = routing.router.bridging(part.bridge)
    return AppFinding(
      id: "sdk-foreground-hidden", level: .warning,
      message: "\(part.bridge.title) shows nothing for a notification that arrives while the "
        + "app is in front unless the app asks, and the app does not ask (\(place(unseen)))"
        + (called.isEmpty
          ? "."
          : "; " + called.joined(separator: " and ")
            + (called.count == 1 ? " still runs." : " still run."))
        + " To show it, \(part.script.showing).",
      rules: references(unseen.map(\.cell.outcome.arrivalRule))
        + references(handlers.flatMap(\.cell.handlers.rules), in: router),
      anchors: [.field(Presentation.axis.id)])
  }

  /// The app listens for taps on a running app but never asks for the tap that launched it,
  /// which the SDK reports only to the initial-message call.
  private func launchTapInitialOnly(_ part: AppReport.SDKPart) -> AppFinding? {
    let opened = part.registrations(of: part.script.opened)
    guard let first = opened.first, !part.script.initial.isEmpty,
      part.registrations(of: part.script.initial).isEmpty
    else { return nil }
    let lost = every(part).filter { placed in
      guard let tap = placed.cell.handlers.tap else { return false }
      return tap.contains { part.script.initial.contains($0) }
        && !tap.contains { part.script.opened.contains($0) }
    }
    guard !lost.isEmpty else { return nil }
    let initial = part.script.initial.joined(separator: " or ")
    let router = routing.router.bridging(part.bridge)
    return AppFinding(
      id: "sdk-launch-tap-unread", level: .warning,
      message: "\(first.name) is registered (\(first.file):\(first.line)) but \(initial) is "
        + "never called: a tap that launches the app is reported only by \(initial) "
        + "(\(place(lost))), so the app never hears of it. Call \(initial) as the app starts.",
      rules: references(lost.flatMap(\.cell.handlers.rules), in: router),
      anchors: opened.map { .handler($0) })
  }

  /// Two SDKs each make themselves the notification center's delegate as the app runs: the
  /// one that assigns last receives willPresent and didReceiveResponse, and the other hears of
  /// them only as far as it forwards them.
  private func replacedDelegate() -> AppFinding? {
    guard !report.sdkParts.isEmpty else { return nil }
    let center = CallbackSet([.willPresent, .didReceiveResponse])
    // An SDK that hooks whichever delegate comes after it is cut off by none.
    let takers = report.profile.sdks.filter { use in
      use.isKnown && ["atLaunch", "late"].contains(use.delegateTiming)
        && use.callbacks.contains { center.contains($0) }
        && PushSDK.Script.scripts(of: use.name).first?.followsDelegate != true
    }
    guard takers.count > 1 else { return replacedByApp() }
    let names = takers.map(\.name)
    let places = takers.compactMap { use in use.file.map { "\($0):\(use.line ?? 1)" } }
    return AppFinding(
      id: "sdk-delegate-replaced", level: .warning,
      message: names.joined(separator: " and ") + " each make themselves "
        + "UNUserNotificationCenter's delegate (" + places.joined(separator: ", ") + "): the "
        + "one that assigns last replaces the other, receives willPresent and "
        + "didReceiveResponse first, and passes on only what its own code forwards, so the "
        + "other's handlers may not run. Keep one of them in charge of the delegate, or check "
        + "that the last one forwards to the one before it.",
      rules: takers.compactMap { use in
        report.sdkParts.first { $0.use.name == use.name }.map { RuleReference(hooksOf: $0.bridge) }
      }, anchors: [.field(DelegateTiming.axis.id)])
  }

  /// The app's own code assigns the delegate after launch, replacing the one an SDK assigned as
  /// the app launched.
  private func replacedByApp() -> AppFinding? {
    let late = "\(DelegateTiming.late.rawValue): \(ProfileInference.setsTheDelegate)"
    guard
      let part = report.sdkParts.first(where: {
        $0.use.delegateTiming == DelegateTiming.atLaunch.rawValue && !$0.script.followsDelegate
      }),
      let own = report.profile.sortedFindings.first(where: {
        $0.field == DelegateTiming.axis.id && $0.shows.hasPrefix(late)
      })
    else { return nil }
    let place = own.file.map { " (\($0)\(own.line.map { ":\($0)" } ?? ""))" } ?? ""
    let center = part.use.handlers.map { handlers in
      Set(handlers.map(\.name)).sorted().joined(separator: ", ")
    }
    return AppFinding(
      id: "sdk-delegate-replaced", level: .warning,
      message: "The app's own code sets the notification center's delegate after launch"
        + "\(place), replacing the one \(part.bridge.title) assigned as the app launched: "
        + "it hears of willPresent and didReceiveResponse only if the app's delegate passes "
        + "them on, so its handlers"
        + (center.map { $0.isEmpty ? "" : " (\($0))" } ?? "") + " may not run. Set the "
        + "delegate before the SDK does, in application(_:willFinishLaunchingWithOptions:), so "
        + "that the SDK forwards to it, or forward to the SDK.",
      rules: [RuleReference(hooksOf: part.bridge)],
      anchors: [AppFinding.Anchor(field: DelegateTiming.axis.id, shows: late)])
  }

  /// Every SDK cell of a part, by release.
  private func every(_ part: AppReport.SDKPart) -> [PlacedHandlers] {
    part.ranges.flatMap { releases, cells in
      releases.flatMap { os in cells.map { (os, $0) } }
    }
  }

  /// Returns where SDK cells lie, as the page's cells are placed.
  private func place(_ cells: [PlacedHandlers]) -> String {
    place(cells.map { ($0.os, $0.cell.state, $0.cell.payload) })
  }
}
