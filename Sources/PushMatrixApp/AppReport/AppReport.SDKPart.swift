import PushMatrixEngine
import PushMatrixModel
import PushMatrixScan

extension AppReport {
  /// What a cross-platform SDK the app depends on calls in its JavaScript or Dart after the
  /// native callbacks of each cell, as the engine's SDK stage answers (``SDKBridge``), beside
  /// the handlers the app registers.
  package struct SDKPart: Sendable {
    /// The engine's bridge for the SDK, at the release its rules were read at.
    package var bridge: SDKBridge
    /// The profile's record of the SDK: where the app depends on it, and the handlers the scan
    /// found registered (`nil` when it did not read them).
    package var use: AppProfile.SDKUse
    /// How the SDK's handlers look in the app's code: which run in the background, which
    /// report taps.
    package var script: PushSDK.Script
    /// The releases grouped into runs on which every cell's handlers are the same, each with
    /// one answer per app state and payload, in the grid's order.
    package var ranges: [(releases: [OSVersion], cells: [SDKCell])]

    /// Whether the app registers a handler, when the scan read its handlers; `nil` when not.
    package func registers(_ handler: String) -> Bool? {
      use.handlers.map { $0.contains { $0.name == handler } }
    }

    /// The registrations of some handlers, in file order.
    package func registrations(of handlers: [String]) -> [AppProfile.Handler] {
      (use.handlers ?? []).filter { handlers.contains($0.name) }
    }
  }

  /// One cell's handlers: the native answer, then what the SDK calls after it.
  package struct SDKCell: Sendable, Equatable {
    /// The app state.
    package var state: AppState
    /// The payload.
    package var payload: Payload
    /// The SDK's handlers, rules and basis.
    package var handlers: SDKHandlers
  }
}

extension AppRouting {
  /// Returns the SDK parts of a profile: one for each known SDK whose bridge the engine has,
  /// in the profile's order, with its handlers on every release.
  func sdkParts(of profile: AppProfile) -> [AppReport.SDKPart] {
    profile.sdks.compactMap { use in
      guard use.isKnown, use.callbacks != .none,
        let script = PushSDK.Script.scripts(of: use.name).first,
        let bridge = script.bridge.flatMap(SDKBridge.named)
      else { return nil }
      let bridged = router.bridging(bridge)
      var ranges: [(releases: [OSVersion], cells: [AppReport.SDKCell])] = []
      for os in releases {
        let cells = Self.grid.compactMap { state, payload in
          scenario(os, state, payload).flatMap { scenario in
            bridged.route(scenario).sdk.map {
              AppReport.SDKCell(state: state, payload: payload, handlers: $0)
            }
          }
        }
        if let last = ranges.last, last.cells == cells {
          ranges[ranges.count - 1].releases.append(os)
        } else {
          ranges.append(([os], cells))
        }
      }
      return AppReport.SDKPart(
        bridge: bridge, use: use, script: script, ranges: ranges)
    }
  }
}
