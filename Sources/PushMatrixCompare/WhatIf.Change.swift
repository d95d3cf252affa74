import PushMatrixEngine
import PushMatrixModel

extension WhatIf {
  /// One change of a scenario that changes its answer: the value set, the values that had to
  /// follow it, the new answer and the rules that decide what changed.
  package struct Change: Equatable, Sendable {
    /// The release or axis value set first, then each later axis that followed it to its
    /// default because its value no longer fit, in registry order.
    package var settings: [Setting]
    /// The changed scenario; for a range of releases, on the first of them.
    package var scenario: Scenario
    /// The new answer.
    package var answer: Answer
    /// The parts of the answer that differ from the scenario's own, in ``Answer/Part`` order.
    package var parts: [Answer.Part]
    /// The rules that decide those parts, and a quirk that newly applies.
    package var deciders: [Decider]

    /// Whether two changes give the same answer by the same rules after the same adjustments,
    /// whatever value they set: two releases of one run.
    func answersAlike(_ other: Change) -> Bool {
      (answer, parts, deciders, settings.dropFirst())
        == (other.answer, other.parts, other.deciders, other.settings.dropFirst())
    }
  }

  /// A release or an axis's value, by identifier: `os` `17.0`, `backgroundRefresh` `off`.
  package struct Setting: Equatable, Sendable {
    /// `os`, or the axis's identifier.
    package var axis: String
    /// The release, a range of releases `first..last`, or the value's identifier.
    package var value: String
  }

  /// A rule or quirk that decides part of a changed answer, with its basis for the changed
  /// scenario.
  package struct Decider: Equatable, Sendable {
    /// What a decider decides.
    package enum Role: String, Sendable {
      case arrival
      case tap
      case `extension`
      case launch
      case quirk
    }

    package var role: Role
    package var id: String
    package var basis: Basis
  }
}
