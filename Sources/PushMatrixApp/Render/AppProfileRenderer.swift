import PushMatrixIO
import PushMatrixTables

/// Renders an app profile as the text report `pushmatrix scan` prints: each field and its
/// value, then the findings by field, each at its `file:line`.
package enum AppProfileRenderer {
  /// Returns the text report.
  package static func text(_ profile: AppProfile) -> String {
    let width = AppProfile.fields.map(\.id.count).max()! + 2
    var text = ""
    for field in AppProfile.fields {
      text +=
        field.id + String(repeating: " ", count: width - field.id.count)
        + field.text(in: profile) + "\n"
    }
    text += "\nfindings\n"
    var field: String?
    for finding in profile.sortedFindings {
      if finding.field != field {
        text += "  \(finding.field)\n"
        field = finding.field
      }
      let place = finding.file.map { file in
        file.messageEscaped + (finding.line.map { ":\($0)" } ?? "") + ": "
      }
      text += "    " + (place ?? "") + finding.shows.messageEscaped + "\n"
    }
    return text
  }
}
