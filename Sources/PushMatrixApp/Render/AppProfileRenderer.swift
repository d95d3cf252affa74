import PushMatrixIO
import PushMatrixScan
import PushMatrixTables

/// Renders an app profile as the text report `pushmatrix scan` prints: each field and its
/// value, then the findings by field, each at its `file:line`, wrapped to a terminal's width.
///
/// When the app depends on push SDKs, the app's own callbacks and each SDK follow the fields.
package enum AppProfileRenderer {
  /// Returns the text report, each line at most `width` characters but for a word longer
  /// than that, such as a path.
  package static func text(_ profile: AppProfile, width: Int = String.standardWidth) -> String {
    let column = AppProfile.fields.map(\.id.count).max()! + 2
    let pad = { (name: String) in name + String(repeating: " ", count: column - name.count) }
    var lines: [String] = []
    func add(_ line: String, hanging: Int, keptWhole: Int = 0) {
      lines += line.wrapped(width: width, hangingIndent: hanging, keptWhole: keptWhole)
    }
    for field in AppProfile.fields {
      add(pad(field.id) + field.text(in: profile), hanging: column)
    }
    if !profile.sdks.isEmpty {
      add(
        pad(AppProfile.ownCallbacksKey)
          + (profile.ownCallbacks?.description ?? AppProfile.unknown), hanging: column)
      for (position, sdk) in profile.sdks.enumerated() {
        add(
          pad(position == 0 ? AppProfile.sdksKey : "") + sdk.summary.messageEscaped, hanging: column
        )
      }
    }
    if let target = profile.target {
      lines += [""] + Self.lines(target, width: width)
    }
    lines += ["", "findings"]
    var field: String?
    for finding in profile.sortedFindings {
      if finding.field != field {
        lines.append("  \(finding.field)")
        field = finding.field
      }
      let place = finding.file.map { file in
        file.messageEscaped + (finding.line.map { ":\($0)" } ?? "") + ":"
      }
      // The place stays whole, to be copied, however many spaces its path holds.
      add(
        "    " + (place.map { $0 + " " } ?? "") + finding.shows.messageEscaped, hanging: 6,
        keptWhole: 4 + (place?.count ?? 0))
    }
    return lines.map { $0 + "\n" }.joined()
  }

  /// Returns the lines that say which target the profile is for, why, and every iOS app target
  /// found: each with its kind, Info.plist, number of source files and deployment target.
  package static func lines(_ choice: TargetChoice, width: Int) -> [String] {
    var lines =
      ("target            " + (choice.chosen?.messageEscaped ?? "none") + ": "
      + choice.reason.messageEscaped).wrapped(width: width, hangingIndent: 18)
    guard !choice.appTargets.isEmpty else { return lines }
    lines.append("app targets")
    for target in choice.appTargets {
      let mark = choice.isChosen(target) ? "* " : "  "
      lines +=
        ("  " + mark + target.name.messageEscaped + " (" + target.kind + ", "
        + target.project.messageEscaped + "): Info.plist " + target.infoPlist.messageEscaped
        + ", \(target.sourceFiles) source file\(target.sourceFiles == 1 ? "" : "s"), "
        + "deployment target " + target.deploymentTarget.messageEscaped).wrapped(
          width: width, hangingIndent: 6)
    }
    return lines
  }
}
