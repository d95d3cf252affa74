import PushMatrixIO
import PushMatrixTables

/// Renders an app profile as the text report `pushmatrix scan` prints: each field and its
/// value, then the findings by field, each at its `file:line`.
///
/// When the app depends on push SDKs, the app's own callbacks and each SDK follow the fields.
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
    if !profile.sdks.isEmpty {
      let pad = { (name: String) in name + String(repeating: " ", count: width - name.count) }
      text +=
        pad(AppProfile.ownCallbacksKey) + (profile.ownCallbacks?.description ?? AppProfile.unknown)
        + "\n"
      for (position, sdk) in profile.sdks.enumerated() {
        text += pad(position == 0 ? AppProfile.sdksKey : "") + sdk.summary.messageEscaped + "\n"
      }
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
