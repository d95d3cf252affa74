import PushMatrixEngine
import PushMatrixModel

extension TableView {
  /// A cell: what it shows as runs of text, and what it means.
  ///
  /// Two cells are equal when they show and mean the same, wherever they come from.
  public struct Cell: Sendable, Hashable {
    /// What the engine answers for the cell, in identifiers; `nil` for a plain text cell.
    public struct Outcome: Sendable, Hashable {
      /// The engine's answer (``PushMatrixEngine/Outcome/answer``), which the JSON writers walk
      /// column by column.
      public let answer: PushMatrixEngine.Outcome
      public var banner: Bool { answer.banner }
      /// Whether Notification Center keeps the notification once any banner is gone.
      public var notificationCenter: Bool { answer.notificationCenter }
      /// Whether the app's service extension runs before the notification is shown.
      public var extensionRuns: Bool { answer.extensionRuns }
      /// Where the notification reaches the app's launch code.
      public var launchPayload: LaunchPayload { answer.launchPayload }
      public var arrival: Calls { answer.arrival }
      /// `nil` when nothing was shown, so there is nothing to tap.
      public var tap: Calls? { answer.tap }
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
  /// The banner, what Notification Center keeps, the arrival, the tap and the rest of the answer
  /// of an engine outcome.
  public init(_ outcome: Outcome) { answer = outcome.answer }
}
