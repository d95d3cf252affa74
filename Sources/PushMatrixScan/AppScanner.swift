import Foundation
import PushMatrixIO

/// Scans an iOS app's project into its profile: finds the files (``SourceTree``), reads the
/// Xcode projects and xcconfig files, picks the app target to profile, reads that target's
/// sources into outlines and its Info.plist, and works out the profile from them
/// (``ProfileInference``).
package enum AppScanner {
  /// Returns the profile of the app whose files lie below the paths given.
  ///
  /// - Parameters:
  ///   - paths: folders, walked recursively, or files.
  ///   - target: the name of the app target to profile, or `nil` for the main iOS app.
  /// - Returns: the profile, its findings' paths relative to the folder that holds every path.
  /// - Throws: ``ScanError`` when a path or file cannot be read, no source is found, or no app
  ///   target has the name given.
  package static func scan(_ paths: [String], target: String? = nil) throws -> AppProfile {
    let (inputs, choice) = try read(SourceTree(paths: paths), target: target)
    var profile = ProfileInference.profile(inputs)
    profile.target = choice
    return profile
  }

  /// Reads every file of a tree into the inference's inputs, choosing the main app target.
  ///
  /// - Throws: as ``read(_:target:)``.
  package static func read(_ tree: SourceTree) throws -> ProfileInference.Inputs {
    try read(tree, target: nil).inputs
  }

  /// Reads the files of a tree into the inference's inputs.
  ///
  /// Four steps: every project format into one model (``ProjectModel``); the app target chosen from its targets
  /// (``TargetSelection``); that target's build graph (``BuildGraph``): what it embeds and
  /// links, across projects and packages; and the files of the graph, each source outlined
  /// and each property list read. When no project names an iOS app target, every file is the
  /// app's.
  ///
  /// A property list or project that cannot be parsed or opened is kept as such, for findings,
  /// and the scan goes on; any other file the profile reads and cannot open (`Permission
  /// denied`, a FIFO) is an omission, as what the walk could not read is
  /// (``SourceTree/omissions``): the fields it may decide are unknown.
  ///
  /// - Throws: ``ScanError`` when a file the profile reads fails midway or is too large, the
  ///   files kept add up to more than ``SourceTree/maximumTotalSize``, the tokens kept to more
  ///   than ``SourceTree/maximumTokens``, or no app target has the name given.
  package static func read(
    _ tree: SourceTree, target name: String?
  ) throws -> (inputs: ProfileInference.Inputs, choice: TargetChoice) {
    var files = ScanFiles(tree)
    let model = try ProjectModel(reading: &files)
    var inputs = ProfileInference.Inputs()
    inputs.projects = model.projects
    inputs.buildSettings = model.buildSettings
    inputs.dependencyManifests = model.dependencyManifests
    inputs.unreadablePlists = model.unreadableProjects
    inputs.unreadManifests = model.unreadManifests
    inputs.manifestsWithoutProject = model.manifestsWithoutProject
    inputs.targetFindings = model.findings
    // The cross-platform code of the packages that depend on a push SDK, whichever target
    // builds them: a project lists none of it.
    inputs.scripts = ScriptSources(
      files: tree.files.filter { $0.kind == .script || $0.kind == .dependencyManifest },
      manifests: model.dependencyManifests)
    inputs.capacitorConfigs = try capacitorConfigs(&files)
    let selection = model.selection(sources: Set(files.sourcePaths))
    let (choice, chosen) = try selection.choose(name)
    if let chosen {
      let graph = BuildGraph(
        selection: selection, chosen: chosen, packages: model.packages,
        sources: files.sourcePaths,
        podfiles: model.dependencyManifests.filter { $0.file.hasSuffix("Podfile") })
      try read(chosen, of: selection, through: graph, model, &files, into: &inputs)
    } else {
      try readEverything(model, &files, into: &inputs)
    }
    inputs.omissions = files.omissions.filter {
      $0.kind != .script || inputs.scripts.covers($0.relative)
        || CapacitorConfig.names.contains(String($0.relative.split(separator: "/").last ?? ""))
    }
    return (inputs, choice)
  }

  /// Reads every property list and source as the app's, when no project names an iOS app.
  private static func readEverything(
    _ model: ProjectModel, _ files: inout ScanFiles, into inputs: inout ProfileInference.Inputs
  ) throws {
    inputs.plists = model.plists.keys.sorted().map { model.plists[$0]! }
    inputs.proxySwitches = model.plists.keys.sorted().compactMap { model.plists[$0]?.proxySwitch }
    inputs.unreadablePlists += model.unreadablePlists.keys.sorted().map {
      model.unreadablePlists[$0]!
    }
    for file in files.sources {
      guard var outline = try files.outline(file) else { continue }
      if file.relative.split(separator: "/").last == "Package.swift" {
        inputs.manifests += PackageManifest.iOSVersions(in: outline.tokens, file: file.relative)
      }
      try files.keepTokens(of: &outline, file)
      inputs.outlines.append(outline)
    }
  }

  /// Reads the Capacitor configurations in the tree: the push plugin's options, or none.
  ///
  /// Only `presentationOptions` is read; a configuration without them leaves the plugin its
  /// default. The scan never reads outside the folders it is given:
  /// Capacitor keeps the configuration beside `ios/`, so an app scanned at its `ios/` folder
  /// alone leaves it unread (and presentation unknown, saying why).
  private static func capacitorConfigs(_ files: inout ScanFiles) throws -> [CapacitorConfig] {
    let configs = files.tree.files.filter {
      CapacitorConfig.names.contains(String($0.relative.split(separator: "/").last ?? ""))
    }
    return try configs.compactMap { file in
      guard let bytes = try files.open(file),
        let tokens = ScriptTokenizer.tokens(of: bytes, maximumCount: SourceTree.maximumTokens)
      else { return nil }
      return CapacitorConfig(tokens: tokens, file: file.relative)
    }
  }
}
