import PushMatrixEngine
import PushMatrixModel

extension TableView {
  /// A cell: what it shows as runs of text, and what it means.
  ///
  /// Two cells are equal when they show and mean the same, wherever they come from.
  public struct Cell: Sendable, Hashable {
    /// What the engine answers for the cell, in identifiers; `nil` for a plain text cell.
    ///
    /// Its own fields rather than the engine's whole outcome: the pages hold many cells, and a
    /// cell holding an ``PushMatrixEngine/Outcome`` took `check` 3 MiB more at its peak and some
    /// 2 % more time.
    public struct Outcome: Sendable, Hashable {
      public var banner: Bool
      /// Whether Notification Center keeps the notification once any banner is gone.
      public var notificationCenter: Bool
      /// Whether the app's service extension runs before the notification is shown.
      public var extensionRuns: Bool = false
      /// Where the notification reaches the app's launch code.
      public var launchPayload: LaunchPayload = .notApplicable
      public var arrival: Calls
      /// `nil` when nothing was shown, so there is nothing to tap.
      public var tap: Calls?

      /// The answer as an engine outcome (``PushMatrixEngine/Outcome/answer``), for writers that
      /// walk the answer's columns.
      public var answer: EngineOutcome {
        var answer = OutcomeColumns.blank
        answer.banner = banner
        answer.notificationCenter = notificationCenter
        answer.extensionRuns = extensionRuns
        answer.launchPayload = launchPayload
        answer.arrival = arrival
        answer.tap = tap
        return answer
      }
    }

    /// The text as shown, in the page's language; changing it makes the cell one of its own,
    /// no longer the content's whose ``identity`` it had.
    public var runs: [Run] {
      didSet { identity = nil }
    }
    public var outcome: Outcome?
    /// The documents' observations of the cell, with the engine's verdict on each.
    public var observations: [ObservationMark]
    /// Which distinct content of the routed space the cell shows alone, for writers to render
    /// it once however often it occurs; `nil` for any other cell.
    var identity: CellIdentity?

    /// Creates a cell that shows plain text.
    public init(text: String) {
      runs = [.text(text)]
      outcome = nil
      observations = []
    }

    /// Creates a cell from its runs and meaning.
    public init(runs: [Run], outcome: Outcome?, observations: [ObservationMark]) {
      self.runs = runs
      self.outcome = outcome
      self.observations = observations
    }

    public static func == (lhs: Self, rhs: Self) -> Bool {
      lhs.runs == rhs.runs && lhs.outcome == rhs.outcome && lhs.observations == rhs.observations
    }

    public func hash(into hasher: inout Hasher) {
      hasher.combine(runs)
      hasher.combine(outcome)
      hasher.combine(observations)
    }

    /// The slugs of the notes the cell refers to, in order of first reference.
    public var footnotes: [String] { Run.footnotes(runs) }

    /// The cell as plain text: footnotes as `[slug]`, line breaks as newlines.
    public var plainText: String { Run.plainText(runs) }
  }
}

extension TableView.Cell.Outcome {
  /// The banner, what Notification Center keeps, the arrival and the tap of an engine outcome.
  public init(_ outcome: Outcome) {
    self.init(
      banner: outcome.banner, notificationCenter: outcome.notificationCenter,
      extensionRuns: outcome.extensionRuns, launchPayload: outcome.launchPayload,
      arrival: outcome.arrival, tap: outcome.tap)
  }
}
