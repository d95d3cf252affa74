/// What the scan knows of a repository's projects, whichever formats describe them: Xcode
/// projects checked in or made from an XcodeGen spec or a Tuist manifest, the workspaces that
/// order them, the Swift packages an app target may link, the xcconfig files the projects are
/// based on, the package managers' files, and the property lists.
///
/// Each ``ProjectFormat`` adds what its files say, in ``formats`` order, so that a format reads
/// what the formats before it found: an xcconfig file before the projects based on it, the
/// projects checked in before a spec or manifest that would generate them, every target
/// before the property lists they name.
struct ProjectModel {
  /// The formats, in the order they are read.
  static var formats: [any ProjectFormat.Type] {
    [
      DependencyManifest.self, BuildSettingsFile.self, XcodeWorkspace.self, XcodeProject.self,
      XcodeGenSpecFiles.self, TuistManifest.self, SwiftPackage.self, InfoPlist.self,
    ]
  }

  /// The Xcode projects, checked in first, then those the specs and manifests make.
  var projects: [XcodeProject] = []
  /// The files among ``projects`` that are checked in, relative to the scanned root.
  var checkedIn: Set<String> = []
  /// The projects and specs that could not be read, where and why.
  var unreadableProjects: [(location: FileLocation, reason: String)] = []
  /// The workspaces, in path order.
  var workspaces: [XcodeWorkspace] = []
  /// The Swift packages' manifests, in path order.
  var packages: [SwiftPackage] = []
  /// The xcconfig files, in path order.
  var buildSettings: [BuildSettingsFile] = []
  /// The same files indexed by path and name, for the projects based on them.
  var buildSettingsFiles = BuildSettingsFiles()
  /// The package managers' files, in path order, less the packages that are the app's own.
  var dependencyManifests: [DependencyManifest] = []
  /// The Tuist manifests that make no project the scan can read, or none of whose targets it
  /// can, where and why.
  var manifestsWithoutProject: [(location: FileLocation, reason: String)] = []
  /// The Tuist manifests' expressions that need to be evaluated to be read, where and why.
  var unreadManifests: [(location: FileLocation, reason: String)] = []
  /// The property lists read, by relative path: Info.plists and those a target names, with
  /// what a generator writes from its spec in place of the file at that path.
  var plists: [String: InfoPlist] = [:]
  /// The property lists that could not be read, by relative path, with where and why.
  var unreadablePlists: [String: (location: FileLocation, reason: String)] = [:]
  /// The Info.plists a spec or manifest generates, by the path the generator writes.
  var generatedPlists: [String: InfoPlist] = [:]
  /// The Info.plists a manifest would generate and the scan cannot read, by path, with where
  /// and why.
  var generatedUnreadablePlists: [String: (location: FileLocation, reason: String)] = [:]
  /// The entitlements files that hold `aps-environment`, read or generated.
  var pushEntitled: Set<String> = []
  /// What the formats found that bears on the profile.
  var findings: [AppProfile.Finding] = []

  /// Reads every format's files of a scan into a model.
  ///
  /// - Throws: ``ScanError`` when a file fails midway, is too large, or the files read pass
  ///   the scan's bounds.
  init(reading files: inout ScanFiles) throws {
    for format in Self.formats { try format.read(&files, into: &self) }
  }

  /// The targets of the model's projects, to choose from.
  func selection(sources: Set<String>) -> TargetSelection {
    var selection = TargetSelection(
      projects: projects, plists: plists, pushEntitled: pushEntitled, sources: sources,
      workspaces: workspaces)
    selection.unreadableProjects = (unreadableProjects + manifestsWithoutProject).map(
      \.location.file)
    return selection
  }
}

/// A format of the files that describe an app's projects, read into the one project model.
///
/// Every format the scan reads conforms: pbxproj, workspaces, XcodeGen specs, Tuist manifests,
/// Swift package manifests, xcconfig files, the package managers' files and property lists.
protocol ProjectFormat {
  /// Reads the scan's files of this format into the model, opening them through `files`.
  ///
  /// - Throws: ``ScanError`` when a file fails midway, is too large, or passes the scan's
  ///   bounds; a file that cannot be parsed is the model's to report, not an error.
  static func read(_ files: inout ScanFiles, into model: inout ProjectModel) throws
}
