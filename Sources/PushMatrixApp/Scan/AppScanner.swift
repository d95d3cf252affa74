import Foundation
import PushMatrixEngine
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

  /// Reads the files of a tree into the inference's inputs: the projects and xcconfig files
  /// first, then the property lists, then the sources of the target chosen (every source when
  /// no project names an iOS app target).
  ///
  /// A source's tokens are kept only when a later step reads a function's body from them, in a
  /// file that defines `willPresent`; every other outline keeps its declarations and calls
  /// alone, so that what the scan holds grows with the code that matters, not with every byte.
  ///
  /// A property list or project that cannot be parsed is kept as such, for findings, and the
  /// scan goes on.
  ///
  /// - Throws: ``ScanError`` when a file cannot be read, the files add up to more than
  ///   ``SourceTree/maximumTotalSize``, or no app target has the name given.
  package static func read(
    _ tree: SourceTree, target name: String?
  ) throws -> (inputs: ProfileInference.Inputs, choice: TargetChoice) {
    var inputs = ProfileInference.Inputs()
    var total = 0
    func load(_ file: SourceTree.File) throws -> [UInt8] {
      let bytes = try SourceTree.read(file)
      total += bytes.count
      if total > SourceTree.maximumTotalSize {
        throw ScanError.tooLargeInTotal(paths: tree.paths, file: file.path)
      }
      return bytes
    }
    func fileName(_ file: SourceTree.File) -> String {
      String(file.relative.split(separator: "/").last ?? "")
    }
    // Projects and the xcconfig files they are based on.
    var buildSettingsFiles: [String: BuildSettingsFile] = [:]
    var projectFiles: [(file: SourceTree.File, bytes: [UInt8])] = []
    var specs: [String: YAMLValue] = [:]
    var manifests: [TuistManifest] = []
    for file in tree.files {
      switch file.kind {
      case .xcodeProject: projectFiles.append((file, try load(file)))
      case .projectSpec:
        let bytes = try load(file)
        // Most YAML files are not specs (CI, linters): only one with `targets` is parsed, and
        // only such a one that cannot be read is a finding.
        guard bytes.firstRange(of: Array("targets".utf8)) != nil else { continue }
        do {
          specs[file.relative] =
            file.relative.hasSuffix(".json")
            ? try YAMLValue(json: bytes, file: file.path, relative: file.relative)
            : try YAMLValue.parse(bytes, file: file.path, relative: file.relative)
        } catch {
          inputs.unreadablePlists.append(
            (FileLocation(file: file.relative, line: error.line), error.message))
        }
      // The package managers' files name the SDKs of the repository, whichever target links
      // them: a project does not list them.
      case .dependencyManifest:
        inputs.dependencyManifests.append(
          DependencyManifest(bytes: try load(file), file: file.relative))
      // Tuist manifests: read before the targets are chosen, as they make projects.
      case .source(.swift) where fileName(file) == "Project.swift":
        let tokens = SourceTokenizer.tokens(of: try load(file), language: .swift)
        if TuistManifest.isManifest(tokens) {
          manifests.append(TuistManifest(file: file.relative, tokens: tokens))
        }
      case .buildSettings:
        let settings = BuildSettingsFile(bytes: try load(file), file: file.relative)
        inputs.buildSettings.append(settings)
        if buildSettingsFiles[fileName(file)] == nil {
          buildSettingsFiles[fileName(file)] = settings
        }
      default: continue
      }
    }
    let sources = tree.files.filter { if case .source = $0.kind { true } else { false } }
    for (file, bytes) in projectFiles {
      do {
        var project = try XcodeProject(
          bytes: bytes, path: file.path, file: file.relative,
          buildSettingsFiles: buildSettingsFiles)
        project.assignSynchronizedFiles(sources.map(\.relative))
        inputs.projects.append(project)
      } catch {
        inputs.unreadablePlists.append(
          (FileLocation(file: file.relative, line: error.line), error.message))
      }
    }
    // XcodeGen specs whose project is not checked in beside them: the project they make.
    let sourceSet = Set(sources.map(\.relative))
    let included = Set(specs.flatMap { XcodeGenSpec.includes(of: $1, file: $0) })
    var generatedPlists: [String: InfoPlist] = [:]
    var generatedEntitled: Set<String> = []
    let projectPaths = Set(inputs.projects.map(\.file))
    for file in specs.keys.sorted()
    where !included.contains(file) && XcodeGenSpec.isSpec(specs[file]!) {
      var spec = XcodeGenSpec(file: file, parsed: specs)
      let name = spec.root["name"]?.text ?? ""
      let generated = XcodeProject.join(
        XcodeProject.projectFolder(ofSpec: file), name + ".xcodeproj/project.pbxproj")
      guard !projectPaths.contains(generated) else { continue }
      inputs.projects.append(
        spec.project(sources: sourceSet, buildSettingsFiles: buildSettingsFiles))
      generatedPlists.merge(spec.plists) { $1 }
      generatedEntitled.formUnion(spec.pushEntitled)
    }
    // Tuist manifests without a project checked in beside them: the project they make.
    var generatedUnreadable: [String: (location: FileLocation, reason: String)] = [:]
    for var manifest in manifests {
      let folder = XcodeProject.projectFolder(ofSpec: manifest.file)
      guard
        !projectPaths.contains(where: {
          XcodeProject.projectFolder(ofSpec: XcodeProject.projectFolder(ofSpec: $0)) == folder
        })
      else { continue }
      if let project = manifest.project(sources: sourceSet) {
        inputs.projects.append(project)
      }
      inputs.unreadManifests += manifest.unread
      generatedPlists.merge(manifest.plists) { $1 }
      generatedUnreadable.merge(manifest.unreadablePlists) { $1 }
      generatedEntitled.formUnion(manifest.pushEntitled)
    }
    // Property lists: Info.plists, those the targets name, and entitlements.
    let named = Set(inputs.projects.flatMap(\.targets).compactMap(\.infoPlistFile))
    var plists: [String: InfoPlist] = [:]
    var unreadablePlists: [String: (location: FileLocation, reason: String)] = [:]
    var pushEntitled: Set<String> = []
    var proxySwitches: [String: ProxySwitch] = [:]
    for file in tree.files where file.kind == .propertyList {
      let name = fileName(file)
      if name.hasSuffix(".entitlements") {
        let bytes = try load(file)
        let object = try? PropertyListSerialization.propertyList(from: Data(bytes), format: nil)
        if (object as? [String: Any])?["aps-environment"] != nil {
          pushEntitled.insert(file.relative)
        }
        continue
      }
      let bytes = try load(file)
      guard named.contains(file.relative) || InfoPlist.isCandidate(name: name, bytes: bytes)
      else { continue }
      proxySwitches[file.relative] = ProxySwitch.read(bytes: bytes, file: file.relative)
      do {
        plists[file.relative] = try InfoPlist(bytes: bytes, path: file.path, file: file.relative)
      } catch {
        unreadablePlists[file.relative] = (
          FileLocation(file: file.relative, line: error.line), error.message
        )
      }
    }
    // What a generator writes from its spec replaces the file at that path.
    plists.merge(generatedPlists) { $1 }
    for file in generatedPlists.keys { unreadablePlists[file] = nil }
    unreadablePlists.merge(generatedUnreadable) { $1 }
    pushEntitled.formUnion(generatedEntitled)
    var selection = TargetSelection(
      projects: inputs.projects, plists: plists, pushEntitled: pushEntitled,
      sources: Set(sources.map(\.relative)))
    selection.unreadableProjects = inputs.unreadablePlists.map(\.location.file)
    let (choice, chosen) = try selection.choose(name)
    guard let chosen else {
      // No project names an iOS app: every file is the app's, as before targets were read.
      inputs.plists = plists.keys.sorted().map { plists[$0]! }
      inputs.proxySwitches = proxySwitches.keys.sorted().map { proxySwitches[$0]! }
      inputs.unreadablePlists += unreadablePlists.keys.sorted().map { unreadablePlists[$0]! }
      for file in sources {
        var outline = try outline(file, load(file))
        if fileName(file) == "Package.swift" {
          inputs.manifests += PackageManifest.iOSVersions(in: outline.tokens, file: file.relative)
        }
        if !outline.functions.contains(where: { DelegateMethod($0) == .willPresent }) {
          outline.tokens = []
        }
        inputs.outlines.append(outline)
      }
      return (inputs, choice)
    }
    // One target: its own sources and Info.plist, and its service extensions'.
    inputs.targetFindings = selection.findings(for: chosen)
    inputs.selected = selection.selected(chosen)
    if let file = inputs.selected?.missingInfoPlist?.file, unreadablePlists[file] != nil {
      inputs.selected?.missingInfoPlist = nil
    }
    let own = selection.files(of: chosen)
    let extensions = selection.extensions(of: chosen)
    let extensionFiles = Set(extensions.flatMap { selection.files(of: $0) })
    for (index, project) in inputs.projects.enumerated() {
      inputs.projects[index].appTargets =
        index == chosen.project
        ? [XcodeProject.AppTarget(project.targets[chosen.target], file: project.file)] : []
    }
    inputs.buildSettings = []
    if let file = selection.target(chosen).infoPlistFile {
      if var plist = plists[file] {
        plist.role = .app
        inputs.plists.append(plist)
        if let proxySwitch = proxySwitches[file] { inputs.proxySwitches.append(proxySwitch) }
      } else if let unreadable = unreadablePlists[file] {
        inputs.unreadablePlists.append(unreadable)
      }
    }
    // Keys Xcode writes into the Info.plist it generates: INFOPLIST_KEY_UIBackgroundModes.
    if let generated = selection.generatedInfoPlist(chosen) { inputs.plists.append(generated) }
    for index in extensions {
      guard let file = selection.target(index).infoPlistFile else { continue }
      if let plist = plists[file], plist.role == .notificationServiceExtension {
        inputs.plists.append(plist)
      } else if let unreadable = unreadablePlists[file] {
        inputs.unreadablePlists.append(unreadable)
      }
    }
    for file in sources where own.contains(file.relative) || extensionFiles.contains(file.relative)
    {
      var outline = try outline(file, load(file))
      if !own.contains(file.relative) {
        for type in outline.types where type.inherits.contains("UNNotificationServiceExtension") {
          inputs.serviceExtensionTypes.append(
            (type.name, FileLocation(file: file.relative, line: type.line)))
        }
        continue
      }
      if !outline.functions.contains(where: { DelegateMethod($0) == .willPresent }) {
        outline.tokens = []
      }
      inputs.outlines.append(outline)
    }
    return (inputs, choice)
  }

  /// Outlines a source file.
  private static func outline(_ file: SourceTree.File, _ bytes: [UInt8]) -> SourceOutline {
    guard case .source(let language) = file.kind else {
      return SourceOutline.outline(of: [], file: file.relative, language: .swift)
    }
    return SourceOutline.outline(of: bytes, file: file.relative, language: language)
  }
}
