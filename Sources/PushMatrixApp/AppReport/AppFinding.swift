import PushMatrixModel
import PushMatrixScan

/// Something `pushmatrix app` tells a developer about their app, worked out from the router's
/// answers on the app's page, with the rules it rests on.
package struct AppFinding: Sendable, Equatable {
  /// How much the finding matters; `--strict` fails on a warning.
  package enum Level: String, Sendable, Comparable {
    /// Notifications or responses are lost, or code is never run.
    case warning
    /// Worth knowing; nothing is lost by the app's own doing.
    case info

    package static func < (lhs: Self, rhs: Self) -> Bool {
      lhs == .warning && rhs == .info
    }
  }

  /// A stable identifier, such as `late-delegate`; docs/app.md lists them all.
  package var id: String
  /// How much it matters.
  package var level: Level
  /// What it says, in sentences, naming where on the page it holds.
  package var message: String
  /// The rules whose answers it rests on, sorted by identifier.
  package var rules: [RuleReference]
  /// Where in the app's code it is about, the most telling first: ``location(in:)`` points at
  /// the first the scan found in a file.
  package var anchors: [Anchor]

  /// Creates a finding of a kind ``Kind/all`` lists; the rules are sorted and deduplicated.
  package init(
    id: String, level: Level, message: String, rules: [RuleReference], anchors: [Anchor] = []
  ) {
    precondition(Kind.named(id) != nil, "finding \(id) is not in AppFinding.Kind.all")
    self.id = id
    self.level = level
    self.message = message
    self.anchors = anchors
    var seen: Set<String> = []
    self.rules = rules.sorted { $0.id < $1.id }.filter { seen.insert($0.id).inserted }
  }

  /// A profile field a finding is about, and which of the scan's findings on it, when one
  /// will do: `callbacks` where `legacyReceive` is implemented.
  package struct Anchor: Sendable, Equatable {
    /// The field, by its key.
    package var field: String
    /// The start of what the scan's finding shows, such as `legacyReceive:`; `nil` for any.
    package var shows: String?
    /// A place in the app's code the scan recorded outside its findings, such as where a
    /// handler is registered; the anchor is then that place, whatever the field.
    package var place: (file: String, line: Int)?

    package static func == (lhs: Self, rhs: Self) -> Bool {
      (lhs.field, lhs.shows) == (rhs.field, rhs.shows)
        && lhs.place?.file == rhs.place?.file && lhs.place?.line == rhs.place?.line
    }

    /// An anchor on a field, on any of the scan's findings on it.
    package static func field(_ field: String) -> Self { Self(field: field, shows: nil) }

    /// An anchor on where the app registers an SDK's handler.
    package static func handler(_ handler: AppProfile.Handler) -> Self {
      Self(field: "", shows: nil, place: (handler.file, handler.line))
    }

    /// An anchor on the scan's finding of where a callback is implemented.
    package static func callback(_ callback: Callback) -> Self {
      Self(field: CallbackSet.axis.id, shows: "\(callback.rawValue):", place: nil)
    }
  }

  /// Returns the file and line of the app the finding points at: the first of the profile's
  /// findings, in the order of ``anchors``, that names a file and a line; `nil` when none does
  /// (what the finding is about is an absence, or the profile was set by hand).
  package func location(in profile: AppProfile) -> (file: String, line: Int)? {
    for anchor in anchors {
      if let place = anchor.place { return place }
      for finding in profile.sortedFindings where finding.field == anchor.field {
        guard let file = finding.file, let line = finding.line,
          anchor.shows.map(finding.shows.hasPrefix) ?? true
        else { continue }
        return (file, line)
      }
    }
    return nil
  }
}
