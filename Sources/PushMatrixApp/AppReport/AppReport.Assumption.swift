import PushMatrixModel
import PushMatrixScan

extension AppReport {
  /// A value the page assumes for a field the profile leaves unknown, and the other values it
  /// might have, each shown as a variant.
  package struct Assumption: Sendable, Equatable {
    /// The field, by key, such as `backgroundMode`.
    package var field: String
    /// The value assumed.
    package var assumed: String
    /// The other values that fit the app, each a variant of the page.
    package var alternatives: [String]
  }

  /// A value of the profile that does not exist on some of the page's releases, and what those
  /// releases show instead, as the engine's axes declare it.
  package struct Adjustment: Sendable, Equatable {
    /// The field, by key, such as `lifecycle`.
    package var field: String
    /// The profile's value.
    package var value: String
    /// The value the releases show instead.
    package var shownAs: String
    /// The releases, ascending.
    package var releases: [OSVersion]
  }
}
