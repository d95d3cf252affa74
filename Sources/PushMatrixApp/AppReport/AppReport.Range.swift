import PushMatrixModel
import PushMatrixScan

extension AppReport {
  /// Consecutive releases of the page on which every cell shows the same, with those cells.
  package struct Range: Sendable {
    /// The releases, ascending; the first and last name the range.
    package var releases: [OSVersion]
    /// One cell per app state and payload, in canonical order.
    package var cells: [Cell]

    /// The range as `15.0–17.0`, or one release alone.
    package var label: String {
      releases.count == 1
        ? releases[0].description : "\(releases.first!)–\(releases.last!)"
    }
  }
}
