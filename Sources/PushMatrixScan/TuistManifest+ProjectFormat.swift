extension TuistManifest: ProjectFormat {
  /// Reads the Tuist manifests without a project checked in beside them into the project each
  /// makes, the helpers they call read with their arguments, with the Info.plists and
  /// entitlements they generate and what needs evaluation to be read.
  static func read(_ files: inout ScanFiles, into model: inout ProjectModel) throws {
    var helperTokens: [(file: String, tokens: [SourceToken])] = []
    var manifestTokens: [(file: String, tokens: [SourceToken])] = []
    for file in files.files(.source(.swift)) {
      let isHelper = TuistHelpers.isHelper(file.relative)
      guard isHelper || file.relative.split(separator: "/").last == "Project.swift",
        let tokens = try files.manifestTokens(file)
      else { continue }
      if isHelper {
        helperTokens.append((file.relative, tokens))
      } else if isManifest(tokens) {
        manifestTokens.append((file.relative, tokens))
      }
    }
    let helpers = TuistHelpers(helperTokens)
    let checkedInFolders = Set(
      model.checkedIn.map {
        XcodeProject.projectFolder(ofSpec: XcodeProject.projectFolder(ofSpec: $0))
      })
    for (file, tokens) in manifestTokens
    where !checkedInFolders.contains(XcodeProject.projectFolder(ofSpec: file)) {
      var manifest = TuistManifest(file: file, tokens: tokens, helpers: helpers)
      let project = manifest.project(
        sources: files.sourceSet, buildSettingsFiles: model.buildSettingsFiles)
      if let project { model.projects.append(project) }
      // A project the scan cannot read, as a pbxproj it cannot parse, or one none of whose
      // targets it can: whatever it says of the app is unknown, and the reason names the
      // helper or expression in the way.
      if project?.targets.isEmpty ?? true, project == nil || !manifest.unread.isEmpty {
        model.manifestsWithoutProject.append(
          manifest.unread.first
            ?? (FileLocation(file: file, line: nil), "it declares no project the scan reads"))
      }
      model.unreadManifests += manifest.unread
      model.generatedPlists.merge(manifest.plists) { $1 }
      model.generatedUnreadablePlists.merge(manifest.unreadablePlists) { $1 }
      model.pushEntitled.formUnion(manifest.pushEntitled)
    }
  }
}
