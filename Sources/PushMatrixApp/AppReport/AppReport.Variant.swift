import PushMatrixModel
import PushMatrixScan

extension AppReport {
  /// The cells that one other value of an axis changes for the app: a condition off its
  /// default (permission denied, a custom action…), or another value of a field the profile
  /// does not know.
  package struct Variant: Sendable {
    /// Why the page shows the variant.
    package enum Kind: String, Sendable {
      /// A condition the app does not choose, off its default.
      case condition
      /// A value the profile's unknown field might have instead of the one assumed.
      case unknownField
    }

    /// The axis, by identifier, such as `authorization`.
    package var axis: String
    /// The value, by identifier, such as `denied`.
    package var value: String
    /// Why it is shown.
    package var kind: Kind
    /// The cells that differ, grouped by what changes, in the order of the grid.
    package var changes: [Change]

    /// The variant as `authorization=denied`.
    package var name: String { "\(axis)=\(value)" }
  }

  /// Cells that one variant changes in the same way: on some releases, in one state and for one
  /// payload, from one answer to another.
  package struct Change: Sendable {
    /// The releases where the change holds, ascending.
    package var releases: [OSVersion]
    /// The app state.
    package var state: AppState
    /// The payload.
    package var payload: Payload
    /// The answer under the app's own conditions.
    package var before: Cell
    /// The answer under the variant.
    package var after: Cell
  }
}
