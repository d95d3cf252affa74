import PushMatrixEngine
import PushMatrixModel
import PushMatrixScan
import PushMatrixTables

extension AppReport {
  /// One answer of the page: what the user sees and which callbacks run for one app state and
  /// payload, as the router gave it.
  package struct Cell: Hashable, Sendable {
    /// The app state.
    package var state: AppState
    /// The payload.
    package var payload: Payload
    /// The router's answer.
    package var outcome: Outcome

    /// What the user sees: `banner` (kept in Notification Center), `banner, not kept`,
    /// `center` (only in Notification Center) or `-` (nothing), after `extension > ` when the
    /// app's service extension runs first.
    package var shown: String { Self.shown(outcome) }

    /// The callbacks run on arrival, `>`-joined, `-` for none.
    package var arrival: String { CallSequence.text(outcome.arrival) }

    /// The callbacks run when the user answers, `n/a` when nothing was shown to answer.
    package var tap: String { CallSequence.text(tap: outcome.tap) }

    /// The rules and the quirk that decided the answer, in the order the router applied them,
    /// then the extension rule where the service extension's answer is not plain from the page.
    package var rules: [String] {
      [outcome.arrivalRule, outcome.tapRule, outcome.quirk].compactMap { $0 }
        + (Self.unremarkable.contains(outcome.extensionRule) ? [] : [outcome.extensionRule])
    }

    /// The extension rules a cell need not cite: without an extension, or without
    /// mutable-content, nothing runs, as the page's fields and conditions already say.
    private static let unremarkable: Set<String> = [
      ExtensionRules.noServiceExtension.id, ExtensionRules.extensionNeedsMutableContent.id,
    ]

    /// Where the notification reaches the launch code: `launchOptions`, `connectionOptions`,
    /// `none`, or `-` when nothing launches the app.
    package var launch: String {
      outcome.launchPayload == .notApplicable ? "-" : outcome.launchPayload.rawValue
    }

    /// What a reader of the page sees of the cell: shown, arrival, tap and launch payload, not
    /// the rules.
    package var seen: [String] { [shown, arrival, tap, launch] }

    /// The cell as one phrase, such as
    /// `banner; arrival -; tap launch>didReceiveResponse; launch launchOptions`.
    package var summary: String {
      "\(shown); arrival \(arrival); tap \(tap)"
        + (outcome.launchPayload == .notApplicable ? "" : "; launch \(launch)")
    }

    /// Returns what an outcome shows the user, as ``shown`` words it.
    static func shown(_ outcome: Outcome) -> String {
      let seen =
        switch (outcome.banner, outcome.notificationCenter) {
        case (true, true): "banner"
        case (true, false): "banner, not kept"
        case (false, true): "center"
        case (false, false): "-"
        }
      return outcome.extensionRuns ? "extension > " + seen : seen
    }
  }
}
