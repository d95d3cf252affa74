/// Which app target of the scanned projects a profile is for, why, and every iOS app target the
/// scan found: the part of a profile that says what was read as the app.
package struct TargetChoice: Equatable, Sendable {
  /// One iOS app target, as `scan` lists it.
  package struct AppTarget: Equatable, Sendable {
    /// The target's name.
    package var name: String
    /// What it builds: `application` or `App Clip`.
    package var kind: String
    /// The project that declares it, relative to the scanned root.
    package var project: String
    /// Its Info.plist: the file it names, `generated` when Xcode generates it from build
    /// settings, both joined by ` + `, or `none`.
    package var infoPlist: String
    /// How many of the scanned source files it builds.
    package var sourceFiles: Int
    /// Its deployment target as set, or `unknown`.
    package var deploymentTarget: String

    /// Creates a listed target.
    package init(
      name: String, kind: String, project: String, infoPlist: String, sourceFiles: Int,
      deploymentTarget: String
    ) {
      self.name = name
      self.kind = kind
      self.project = project
      self.infoPlist = infoPlist
      self.sourceFiles = sourceFiles
      self.deploymentTarget = deploymentTarget
    }
  }

  /// The target profiled, or `nil` when no Xcode project with an iOS app target was found and
  /// every file below the paths was read as one app.
  package var chosen: String?
  /// Why that target, or why none, in a sentence without a final full stop.
  package var reason: String
  /// Every iOS app target found, in the order of the projects' files and their targets.
  package var appTargets: [AppTarget]

  /// Whether a listed target is the one chosen: by its name, or where projects share it, by
  /// `PROJECT/NAME` (the `.xcodeproj` folder's name or path, or the spec's or manifest's path).
  package func isChosen(_ target: AppTarget) -> Bool {
    guard let chosen else { return false }
    if chosen == target.name { return true }
    guard chosen.hasSuffix("/" + target.name) else { return false }
    let project = String(chosen.dropLast(target.name.count + 1))
    let file = target.project
    return file == project || file == project + "/project.pbxproj"
      || file.hasSuffix("/" + project + ".xcodeproj/project.pbxproj")
      || file == project + ".xcodeproj/project.pbxproj"
  }

  /// Creates a choice.
  package init(chosen: String?, reason: String, appTargets: [AppTarget]) {
    self.chosen = chosen
    self.reason = reason
    self.appTargets = appTargets
  }
}
