import PushMatrixEngine
import PushMatrixModel

extension WhatIf {
  /// What the user and the app get of a notification: the parts of an outcome that a change must
  /// alter to count, without the rules, basis and notes that say why.
  package struct Answer: Hashable, Sendable {
    /// One part of an answer, named as the long table's column.
    package enum Part: String, CaseIterable, Sendable {
      case banner
      case notificationCenter
      case arrival
      case tap
      case extensionRuns
      case launchPayload

      /// The kind of rule that decides the part.
      package var role: Decider.Role {
        switch self {
        case .banner, .notificationCenter, .arrival: .arrival
        case .tap: .tap
        case .extensionRuns: .extension
        case .launchPayload: .launch
        }
      }
    }

    /// The outcome's answer (``PushMatrixEngine/Outcome/answer``).
    package let outcome: Outcome
    package var banner: Bool { outcome.banner }
    package var notificationCenter: Bool { outcome.notificationCenter }
    package var arrival: Calls { outcome.arrival }
    /// The calls on a tap; `nil` when nothing was shown or kept to answer.
    package var tap: Calls? { outcome.tap }
    package var extensionRuns: Bool { outcome.extensionRuns }
    package var launchPayload: LaunchPayload { outcome.launchPayload }

    /// Takes the answer of an outcome.
    package init(_ outcome: Outcome) { self.outcome = outcome.answer }

    /// Returns a part as the long table writes its cell: `yes`, `fetchReceive>didReceiveResponse`,
    /// `n/a`.
    package func text(of part: Part) -> String {
      OutcomeColumns.named(part.rawValue)!.cell(outcome)
    }

    /// Returns the parts that differ from another answer, in declaration order.
    package func parts(differingFrom other: Answer) -> [Part] {
      Part.allCases.filter { text(of: $0) != other.text(of: $0) }
    }
  }
}
