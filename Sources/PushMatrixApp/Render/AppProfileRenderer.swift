import PushMatrixIO
import PushMatrixScan
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
    if let target = profile.target {
      text += "\n" + Self.text(target)
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

  /// Returns the lines that say which target the profile is for, why, and every iOS app target
  /// found: each with its kind, Info.plist, number of source files and deployment target.
  package static func text(_ choice: TargetChoice) -> String {
    var text =
      "target            " + (choice.chosen?.messageEscaped ?? "none") + ": "
      + choice.reason.messageEscaped + "\n"
    guard !choice.appTargets.isEmpty else { return text }
    text += "app targets\n"
    for target in choice.appTargets {
      let mark = choice.isChosen(target) ? "* " : "  "
      text +=
        "  " + mark + target.name.messageEscaped + " (" + target.kind + ", "
        + target.project.messageEscaped + "): Info.plist " + target.infoPlist.messageEscaped + ", "
        + "\(target.sourceFiles) source file\(target.sourceFiles == 1 ? "" : "s"), deployment target "
        + target.deploymentTarget.messageEscaped + "\n"
    }
    return text
  }
}
