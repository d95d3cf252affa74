import PushMatrixIO
import PushMatrixModel

/// The layout of the commands' help texts, in one place.
enum HelpText {
  /// The column where an option's description starts.
  static let descriptionColumn = 24
  /// The width help lines are wrapped at.
  static let width = 96

  /// Returns an option's help: the option, then its description from column 24, wrapped.
  ///
  /// - Parameters:
  ///   - name: the option as typed, such as `--state LIST`.
  ///   - text: what it does.
  /// - Returns: one line or more, without a final line feed.
  static func option(_ name: String, _ text: String) -> String {
    let option = "  " + name
    let fits = option.count < descriptionColumn
    let start = fits ? option : String(repeating: " ", count: descriptionColumn)
    let lines = (start + String(repeating: " ", count: descriptionColumn - start.count) + text)
      .wrapped(width: width, hangingIndent: descriptionColumn)
    return ((fits ? [] : [option]) + lines).joined(separator: "\n")
  }

  /// Returns what an axis's option accepts, as its help says it: the identifiers, then any
  /// other names it reads.
  static func accepted(by axis: Axis) -> String {
    axis.expected + (axis.alsoAccepted.map { ", or " + $0 } ?? "")
  }
}
