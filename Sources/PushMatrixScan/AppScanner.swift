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

  /// Reads the files of a tree into the inference's inputs: the projects and xcconfig files
  /// first, then the property lists, then the sources of the target chosen (every source when
  /// no project names an iOS app target).
  ///
  /// A source's tokens are kept only when a later step reads a function's body from them, in a
  /// file that defines `willPresent`, and at most ``SourceTree/maximumTokens`` of them in all;
  /// every other outline keeps its declarations and calls alone, so that what the scan holds
  /// grows with the code that matters, not with every byte.
  ///
  /// A property list or project that cannot be parsed or opened is kept as such, for findings,
  /// and the scan goes on; any other file the profile reads and cannot open (`Permission
  /// denied`, a FIFO) is an omission, as what the walk could not read is
  /// (``SourceTree/omissions``): the fields it may decide are unknown. A property list larger
  /// than ``SourceTree/maximumFileSize`` is not read unless a target names it or its name ends
  /// in `Info.plist` (no Info.plist is that large), and a property list counts towards
  /// ``SourceTree/maximumTotalSize`` only when it is kept.
  ///
  /// - Throws: ``ScanError`` when a file the profile reads fails midway or is too large, the
  ///   files kept add up to more than ``SourceTree/maximumTotalSize``, the tokens kept to more
  ///   than ``SourceTree/maximumTokens``, or no app target has the name given.
  package static func read(
    _ tree: SourceTree, target name: String?
  ) throws -> (inputs: ProfileInference.Inputs, choice: TargetChoice) {
    var inputs = ProfileInference.Inputs()
    inputs.omissions = tree.omissions
    var total = 0
    func count(_ file: SourceTree.File, _ bytes: [UInt8]) throws {
      total += bytes.count
      if total > SourceTree.maximumTotalSize {
        throw ScanError.tooLargeInTotal(paths: tree.paths, file: file.path)
      }
    }
    // The tokens kept of the sources whose willPresent body a later step reads, all together.
    var keptTokens = 0
    func keepTokens(of outline: inout SourceOutline, _ file: SourceTree.File) throws {
      guard outline.functions.contains(where: { DelegateMethod($0) == .willPresent }) else {
        outline.tokens = []
        return
      }
      keptTokens += outline.tokens.count
      if keptTokens > SourceTree.maximumTokens {
        throw ScanError.tooManyTokensInTotal(paths: tree.paths, file: file.path)
      }
    }
    // Why each file that could not be opened was not, by relative path.
    var unopened: [String: String] = [:]
    // Reads a file, or returns `nil` when it cannot be opened, for the caller to report.
    func open(_ file: SourceTree.File, counted: Bool = true) throws -> [UInt8]? {
      let bytes: [UInt8]
      do {
        bytes = try SourceTree.read(file)
      } catch .unreadable(_, let reason) {
        unopened[file.relative] = reason
        return nil
      }
      if counted { try count(file, bytes) }
      return bytes
    }
    // Reads a file, or records it as an omission and returns `nil` when it cannot be opened.
    func load(_ file: SourceTree.File) throws -> [UInt8]? {
      guard let bytes = try open(file) else {
        inputs.omissions.append(
          SourceTree.Omission(
            relative: file.relative, reason: "cannot open it: \(unopened[file.relative] ?? "")",
            file: file.kind))
        return nil
      }
      return bytes
    }
    // Where and why a property list or project could not be opened.
    func cannotOpen(_ file: SourceTree.File) -> (location: FileLocation, reason: String) {
      (
        FileLocation(file: file.relative, line: nil),
        "cannot open it: \(unopened[file.relative] ?? "")"
      )
    }
    func fileName(_ file: SourceTree.File) -> String {
      String(file.relative.split(separator: "/").last ?? "")
    }
    // Projects and the xcconfig files they are based on.
    var projectFiles: [(file: SourceTree.File, bytes: [UInt8])] = []
    var specFiles: [SourceTree.File] = []
    var manifestTokens: [(file: String, tokens: [SourceToken])] = []
    var helperTokens: [(file: String, tokens: [SourceToken])] = []
    var packageManifests: [(file: String, tokens: [SourceToken])] = []
    var workspaces: [XcodeWorkspace] = []
    for file in tree.files {
      switch file.kind {
      case .xcodeProject:
        guard let bytes = try open(file) else {
          inputs.unreadablePlists.append(cannotOpen(file))
          continue
        }
        projectFiles.append((file, bytes))
      // Read below, once the projects checked in are known.
      case .projectSpec: specFiles.append(file)
      // The package managers' files name the SDKs of the repository, whichever target links
      // them: a project does not list them.
      case .dependencyManifest:
        guard let bytes = try load(file) else { continue }
        inputs.dependencyManifests.append(DependencyManifest(bytes: bytes, file: file.relative))
      // Tuist manifests, which make projects, and package manifests, whose packages an app
      // target may link: read before the targets are chosen. Counted towards the scan's total,
      // and reported if unreadable, when read as sources.
      case .source(.swift)
      where ["Project.swift", "Package.swift"].contains(fileName(file))
        || TuistHelpers.isHelper(file.relative):
        guard let bytes = try open(file, counted: false) else { continue }
        guard
          let tokens = SourceTokenizer.tokens(
            of: bytes, language: .swift, maximumCount: SourceTree.maximumTokens)
        else { throw ScanError.tooManyTokens(path: file.path) }
        if TuistHelpers.isHelper(file.relative) {
          helperTokens.append((file.relative, tokens))
        } else if fileName(file) == "Package.swift" {
          packageManifests.append((file.relative, tokens))
        } else if TuistManifest.isManifest(tokens) {
          manifestTokens.append((file.relative, tokens))
        }
      case .buildSettings:
        guard let bytes = try load(file) else { continue }
        inputs.buildSettings.append(BuildSettingsFile(bytes: bytes, file: file.relative))
      case .workspace:
        guard let bytes = try load(file) else { continue }
        workspaces.append(XcodeWorkspace(bytes: bytes, file: file.relative))
      default: continue
      }
    }
    // A cross-platform package of the repository without iOS code is the app's own code.
    let nativeFolders = DependencyManifest.nativeFolders(
      tree.files.filter { if case .source = $0.kind { true } else { false } }.map(\.relative))
    for index in inputs.dependencyManifests.indices {
      inputs.targetFindings += inputs.dependencyManifests[index].removeOwnPackages(
        nativeFolders: nativeFolders)
    }
    // The cross-platform code of the packages that depend on a push SDK, whichever target
    // builds them: a project lists none of it.
    inputs.scripts = ScriptSources(
      files: tree.files.filter { $0.kind == .script || $0.kind == .dependencyManifest },
      manifests: inputs.dependencyManifests)
    inputs.omissions.removeAll {
      $0.kind == .script && !inputs.scripts.covers($0.relative)
        && !CapacitorConfig.names.contains(String($0.relative.split(separator: "/").last ?? ""))
    }
    inputs.capacitorConfigs = try capacitorConfigs(tree, open: { try open($0) })
    let buildSettingsFiles = BuildSettingsFiles(inputs.buildSettings)
    let sources = tree.files.filter { if case .source = $0.kind { true } else { false } }
    // A source the walk did not read still belongs to a target, so that its omission is
    // reported for the target it would have been read for.
    let sourcePaths =
      sources.map(\.relative)
      + tree.omissions.filter { if case .source = $0.kind { true } else { false } }.map(\.relative)
    for (file, bytes) in projectFiles {
      do {
        var project = try XcodeProject(
          bytes: bytes, path: file.path, file: file.relative,
          buildSettingsFiles: buildSettingsFiles)
        project.assignSynchronizedFiles(sourcePaths)
        inputs.projects.append(project)
      } catch {
        inputs.unreadablePlists.append(
          (FileLocation(file: file.relative, line: error.line), error.message))
      }
    }
    // XcodeGen specs whose project is not checked in beside them: the project they make. A
    // spec file is read once, counted once towards the total.
    let sourceSet = Set(sources.map(\.relative))
    var generatedPlists: [String: InfoPlist] = [:]
    var generatedEntitled: Set<String> = []
    let projectPaths = Set(inputs.projects.map(\.file))
    var openedSpecs: Set<String> = []
    let specs = try XcodeGenSpecFiles(
      files: specFiles, checkedIn: Set(projectFiles.map(\.file.relative))
    ) { file in
      guard let bytes = try open(file, counted: openedSpecs.insert(file.relative).inserted) else {
        inputs.unreadablePlists.append(cannotOpen(file))
        return nil
      }
      return bytes
    }
    inputs.unreadablePlists += specs.unreadable
    inputs.targetFindings += specs.findings
    for var spec in specs.specs {
      inputs.projects.append(
        spec.project(sources: sourceSet, buildSettingsFiles: buildSettingsFiles))
      generatedPlists.merge(spec.plists) { $1 }
      generatedEntitled.formUnion(spec.pushEntitled)
    }
    // Tuist manifests without a project checked in beside them: the project they make, the
    // helpers they call read with their arguments.
    let helpers = TuistHelpers(helperTokens)
    let manifests = manifestTokens.map {
      TuistManifest(file: $0.file, tokens: $0.tokens, helpers: helpers)
    }
    var generatedUnreadable: [String: (location: FileLocation, reason: String)] = [:]
    for var manifest in manifests {
      let folder = XcodeProject.projectFolder(ofSpec: manifest.file)
      guard
        !projectPaths.contains(where: {
          XcodeProject.projectFolder(ofSpec: XcodeProject.projectFolder(ofSpec: $0)) == folder
        })
      else { continue }
      if let project = manifest.project(sources: sourceSet, buildSettingsFiles: buildSettingsFiles)
      {
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
      let isNamed = named.contains(file.relative) || name.hasSuffix("Info.plist")
      if name.hasSuffix(".entitlements") {
        guard let bytes = try open(file) else {
          unreadablePlists[file.relative] = cannotOpen(file)
          continue
        }
        let object = try? PropertyListSerialization.propertyList(from: Data(bytes), format: nil)
        if (object as? [String: Any])?["aps-environment"] != nil {
          pushEntitled.insert(file.relative)
        }
        continue
      }
      let read: [UInt8]?
      do {
        read = try open(file, counted: false)
      } catch ScanError.tooLarge where !isNamed {
        continue
      }
      guard let bytes = read else {
        unreadablePlists[file.relative] = cannotOpen(file)
        continue
      }
      guard isNamed || InfoPlist.isCandidate(name: name, bytes: bytes) else { continue }
      try count(file, bytes)
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
      sources: Set(sourcePaths), workspaces: workspaces)
    selection.unreadableProjects = inputs.unreadablePlists.map(\.location.file)
    let (choice, chosen) = try selection.choose(name)
    guard let chosen else {
      // No project names an iOS app: every file is the app's, as before targets were read.
      inputs.plists = plists.keys.sorted().map { plists[$0]! }
      inputs.proxySwitches = proxySwitches.keys.sorted().map { proxySwitches[$0]! }
      inputs.unreadablePlists += unreadablePlists.keys.sorted().map { unreadablePlists[$0]! }
      for file in sources {
        guard let bytes = try load(file) else { continue }
        var outline = try outline(file, bytes)
        if fileName(file) == "Package.swift" {
          inputs.manifests += PackageManifest.iOSVersions(in: outline.tokens, file: file.relative)
        }
        try keepTokens(of: &outline, file)
        inputs.outlines.append(outline)
      }
      return (inputs, choice)
    }
    // One target: its own sources and Info.plist, its service extensions', and what its build
    // graph links.
    let sortedSources = sourcePaths.sorted()
    let packages = packageManifests.map {
      SwiftPackage(file: $0.file, tokens: $0.tokens, sources: sortedSources)
    }
    let graph = BuildGraph(
      selection: selection, chosen: chosen, packages: packages, sources: sortedSources,
      podfiles: inputs.dependencyManifests.filter { $0.file.hasSuffix("Podfile") })
    inputs.targetFindings += selection.findings(for: chosen) + graph.findings
    inputs.flutterPluginPackage =
      selection.target(chosen).packageProducts.first {
        $0.name == "FlutterGeneratedPluginSwiftPackage"
      }?.location
    inputs.origins = graph.origins
    inputs.selected = selection.selected(chosen)
    if let file = inputs.selected?.missingInfoPlist?.file, unreadablePlists[file] != nil {
      inputs.selected?.missingInfoPlist = nil
    }
    for package in graph.linkedPackages {
      inputs.manifests += package.iOSVersions
      inputs.manifestOrigins[package.file] = package.name ?? package.folder
    }
    inputs.dependencyManifests = keptDependencyManifests(
      inputs.dependencyManifests, packages: packages, graph: graph,
      project: XcodeProject.projectFolder(of: inputs.projects[chosen.project].file),
      findings: &inputs.targetFindings)
    // The remote packages' products the graph links, for a repository without their
    // Package.resolved.
    if !graph.remoteProducts.isEmpty {
      inputs.dependencyManifests.append(DependencyManifest(linkedProducts: graph.remoteProducts))
    }
    // A development pod the graph reads is the app's code, not an SDK to know by name.
    for index in inputs.dependencyManifests.indices
    where inputs.dependencyManifests[index].ecosystem == .cocoaPods {
      inputs.dependencyManifests[index].dependencies.removeAll {
        graph.developmentPods.contains(String($0.name.prefix { $0 != "/" }))
      }
    }
    let own = selection.files(of: chosen).union(graph.origins.keys)
    let extensions = selection.extensions(of: chosen)
    let extensionFiles = Set(extensions.flatMap { selection.files(of: $0) })
    // A source or property list of another target would not have been read anyway.
    let plistFiles = Set(([chosen] + extensions).compactMap { selection.target($0).infoPlistFile })
    inputs.omissions.removeAll { omission in
      switch omission.kind {
      case .source: !own.contains(omission.relative) && !extensionFiles.contains(omission.relative)
      case .propertyList: !plistFiles.contains(omission.relative)
      default: false
      }
    }
    for (index, project) in inputs.projects.enumerated() {
      inputs.projects[index].appTargets =
        index == chosen.project
        ? [XcodeProject.AppTarget(project.targets[chosen.target], file: project.file)] : []
    }
    inputs.buildSettings = []
    let besideSources = selection.infoPlistBesideSources(chosen, plists: plists.keys)
    if let file = besideSources {
      inputs.targetFindings.append(
        AppProfile.Finding(
          field: "backgroundMode", file: file, line: nil,
          shows: "target \(selection.target(chosen).name) names no Info.plist the scan can read "
            + "(its INFOPLIST_FILE may be in an xcconfig file that is not here): read the only "
            + "Info.plist in its sources' folders that no other target names"))
    }
    if let file = selection.target(chosen).infoPlistFile ?? besideSources {
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
      guard let bytes = try load(file) else { continue }
      var outline = try outline(file, bytes)
      if !own.contains(file.relative) {
        for type in outline.types where type.inherits.contains("UNNotificationServiceExtension") {
          inputs.serviceExtensionTypes.append(
            (type.name, FileLocation(file: file.relative, line: type.line)))
        }
        continue
      }
      try keepTokens(of: &outline, file)
      inputs.outlines.append(outline)
    }
    return (inputs, choice)
  }

  /// Returns the package managers' files that belong to the app target's build: all but those
  /// in the folder of a Swift package the build graph does not hold, each of which is a finding,
  /// and of a held package's `Package.resolved` the pins its held targets depend on.
  ///
  /// A `Package.resolved` beside a `Package.swift` is that package's; any other file below a
  /// package's folder is the package's unless the chosen target's project lies below it too
  /// (an app's `Podfile` beside a root `Package.swift`).
  private static func keptDependencyManifests(
    _ manifests: [DependencyManifest], packages: [SwiftPackage], graph: BuildGraph,
    project: String, findings: inout [AppProfile.Finding]
  ) -> [DependencyManifest] {
    func isBelow(_ path: String, _ folder: String) -> Bool {
      folder.isEmpty || path == folder || path.hasPrefix(folder + "/")
    }
    return manifests.compactMap { manifest in
      let folder = XcodeProject.projectFolder(ofSpec: manifest.file)
      guard
        let owner = packages.filter({ isBelow(folder, $0.folder) }).max(by: {
          $0.folder.count < $1.folder.count
        })
      else { return manifest }
      let isResolved = manifest.file.hasSuffix("Package.resolved") && owner.folder == folder
      let ownerName = owner.name ?? owner.folder
      if graph.packageFiles.contains(owner.file) {
        // Of a linked package's pins, those its linked targets depend on (a server target's
        // push library beside the app's library is not the app's).
        guard isResolved, let used = graph.remotePackagesUsed[owner.file] else { return manifest }
        var kept = manifest
        kept.dependencies = manifest.dependencies.filter { used.contains($0.name.lowercased()) }
        let keptLines = Set(kept.dependencies.map(\.location.line))
        let unused = manifest.dependencies.filter { !keptLines.contains($0.location.line) }
        var seen: Set<Int?> = []
        let names = unused.filter { seen.insert($0.location.line).inserted }.map(\.name)
        if !names.isEmpty {
          let shown = names.prefix(8).joined(separator: ", ")
          let more = names.count > 8 ? " and \(names.count - 8) more" : ""
          findings.append(
            AppProfile.Finding(
              field: "callbacks", file: manifest.file, line: nil,
              shows: "not read: \(names.count) of its pins (\(shown)\(more)), on which no "
                + "target of package \(ownerName) that the app target builds depends itself"))
        }
        return kept
      }
      if !isResolved && isBelow(project, owner.folder) { return manifest }
      findings.append(
        AppProfile.Finding(
          field: "callbacks", file: manifest.file, line: nil,
          shows: "not read: it belongs to package \(ownerName) "
            + "(\(owner.file)), which the app target does not link"))
      return nil
    }
  }

  /// Reads the Capacitor configurations in the tree that set the push plugin's options.
  ///
  /// Only `presentationOptions` is read. The scan never reads outside the folders it is given:
  /// Capacitor keeps the configuration beside `ios/`, so an app scanned at its `ios/` folder
  /// alone leaves it unread (and presentation unknown, saying why).
  private static func capacitorConfigs(
    _ tree: SourceTree, open: (SourceTree.File) throws -> [UInt8]?
  ) throws -> [CapacitorConfig] {
    let files = tree.files.filter {
      CapacitorConfig.names.contains(String($0.relative.split(separator: "/").last ?? ""))
    }
    return try files.compactMap { file in
      guard let bytes = try open(file),
        let tokens = ScriptTokenizer.tokens(of: bytes, maximumCount: SourceTree.maximumTokens)
      else { return nil }
      let config = CapacitorConfig(tokens: tokens, file: file.relative)
      return config.line == nil ? nil : config
    }
  }

  /// Outlines a source file.
  ///
  /// - Throws: ``ScanError/tooManyTokens(path:)`` when it holds more than
  ///   ``SourceTree/maximumTokens``.
  private static func outline(
    _ file: SourceTree.File, _ bytes: [UInt8]
  ) throws(ScanError) -> SourceOutline {
    guard case .source(let language) = file.kind else {
      return SourceOutline.outline(of: [], file: file.relative, language: .swift)
    }
    guard
      let outline = SourceOutline.outline(
        of: bytes, file: file.relative, language: language,
        maximumTokens: SourceTree.maximumTokens)
    else { throw .tooManyTokens(path: file.path) }
    return outline
  }
}
