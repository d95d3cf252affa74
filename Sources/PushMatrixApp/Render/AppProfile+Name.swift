import PushMatrixScan

extension AppProfile {
  /// The app as a reader knows it: its target and the project that declares it, such as
  /// `Tandem (Tandem.xcodeproj)`; `nil` when no project names an app target.
  package var appName: String? {
    guard let target, let chosen = target.chosen else { return nil }
    guard let project = target.appTargets.first(where: { $0.name == chosen })?.project else {
      return chosen
    }
    let suffix = "/project.pbxproj"
    return
      "\(chosen) (\(project.hasSuffix(suffix) ? String(project.dropLast(suffix.count)) : project))"
  }
}
