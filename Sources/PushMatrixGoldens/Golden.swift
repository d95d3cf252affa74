import PushMatrixCompare
import PushMatrixEngine
import PushMatrixIO
import PushMatrixModel

/// One golden file that `generate` writes and `check` compares by key: a payload's long table
/// under the default conditions, or what one condition changes.
package enum Golden: Sendable, Hashable {
  /// The long table of one payload's scenarios of the documents' matrix (``GoldenFile``).
  case payload(Payload)
  /// The cells that the other values of the condition at a registry position change
  /// (``ConditionGolden``).
  case condition(axisAt: Int)

  /// Every golden, in the order `generate` writes them: the payloads', then the conditions'.
  package static let all: [Golden] =
    Payload.allCases.map(Golden.payload) + ConditionGolden.positions.map(Golden.condition)

  /// The file's path, relative to the package root.
  package var path: String {
    switch self {
    case .payload(let payload):
      FileSystem.path(GoldenFile.name(of: payload), in: GoldenFile.directory)
    case .condition(let position):
      FileSystem.path(ConditionGolden.name(ofAxisAt: position), in: ConditionGolden.directory)
    }
  }

  /// Returns the file's text as the engine produces it now.
  package func text(router: Router = .standard) -> String {
    switch self {
    case .payload(let payload): GoldenFile.render(payload, router: router)
    case .condition(let position): ConditionGolden.render(axisAt: position, router: router)
    }
  }

  /// Returns the outcome cells the file holds as the engine gives them now, ascending by
  /// scenario: what ``GoldenCheck`` compares a checked-in golden with
  /// (``MatrixComparison/changes(fromAscending:toAscending:)``).
  package func ascendingCells(router: Router = .standard) -> [(key: Scenario, cells: [String])] {
    switch self {
    case .payload(let payload):
      MatrixComparison.ascendingCells(
        of: ScenarioSpace.default.restricted(to: [payload]), router: router)
    case .condition(let position):
      ConditionGolden.changes(ofAxisAt: position, routedBy: router).map { ($0.scenario, $0.cells) }
    }
  }

  /// Returns the outcome cells the file holds as the engine gives them now, by scenario: the
  /// reference that ``ascendingCells(router:)`` is tested against.
  package func cells(router: Router = .standard) -> [Scenario: [String]] {
    switch self {
    case .payload(let payload):
      MatrixComparison.cells(of: ScenarioSpace.default.restricted(to: [payload]), router: router)
    case .condition(let position): ConditionGolden.cells(ofAxisAt: position, router: router)
    }
  }
}
