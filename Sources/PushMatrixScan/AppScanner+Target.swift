extension AppScanner {
  /// Reads one app target through its build graph: what the graph links decides the SDKs and
  /// the deployment target's fallbacks; its own sources and those of what it links are
  /// outlined, each named by its origin; its Info.plist and its service extensions' are read.
  static func read(
    _ chosen: TargetSelection.Reference, of selection: TargetSelection,
    through graph: BuildGraph, _ model: ProjectModel, _ files: inout ScanFiles,
    into inputs: inout ProfileInference.Inputs
  ) throws {
    inputs.targetFindings += selection.findings(for: chosen) + graph.findings
    inputs.selected = selection.selected(chosen)
    inputs.origins = graph.origins
    readLinks(chosen, of: selection, through: graph, model, into: &inputs)
    readLocalPlugins(files.sourcePaths, into: &inputs)
    let own = selection.files(of: chosen).union(inputs.origins.keys)
    let extensions = selection.extensions(of: chosen)
    let extensionFiles = Set(extensions.flatMap { selection.files(of: $0) })
    // A source or property list of another target would not have been read anyway.
    let plistFiles = Set(([chosen] + extensions).compactMap { selection.target($0).infoPlistFile })
    files.removeOmissions { omission in
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
    readPropertyLists(chosen, extensions, of: selection, model, into: &inputs)
    for file in files.sources
    where own.contains(file.relative) || extensionFiles.contains(file.relative) {
      guard var outline = try files.outline(file) else { continue }
      if !own.contains(file.relative) {
        for type in outline.types where type.inherits.contains("UNNotificationServiceExtension") {
          inputs.serviceExtensionTypes.append(
            (type.name, FileLocation(file: file.relative, line: type.line)))
        }
        continue
      }
      try files.keepTokens(of: &outline, file)
      inputs.outlines.append(outline)
    }
  }

  /// Reads what the graph links: the packages' platforms, the package managers' files that
  /// belong to its build, the remote packages' products, the development pods it reads as the
  /// app's code, and the package Flutter generates for its plugins.
  private static func readLinks(
    _ chosen: TargetSelection.Reference, of selection: TargetSelection,
    through graph: BuildGraph, _ model: ProjectModel,
    into inputs: inout ProfileInference.Inputs
  ) {
    inputs.flutterPluginPackage =
      selection.target(chosen).packageProducts.first {
        $0.name == "FlutterGeneratedPluginSwiftPackage"
      }?.location
    for package in graph.linkedPackages {
      inputs.manifests += package.iOSVersions
      inputs.manifestOrigins[package.file] = package.name ?? package.folder
    }
    let projectFile = inputs.projects[chosen.project].file
    inputs.dependencyManifests = keptDependencyManifests(
      inputs.dependencyManifests, packages: model.packages, graph: graph,
      project: XcodeProject.projectFolder(of: projectFile),
      madeByTuist: projectFile.split(separator: "/").last == "Project.swift",
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
  }

  /// Adds the iOS code of the repository's own cross-platform plugins (a `pubspec.yaml`'s
  /// `path:` or a `package.json`'s `file:` package with an `ios/` or `darwin/` folder) to the
  /// app's code, each file named by its package: the plugin builds it into the app as a pod,
  /// which no Xcode target lists.
  private static func readLocalPlugins(
    _ sources: [String], into inputs: inout ProfileInference.Inputs
  ) {
    for manifest in inputs.dependencyManifests {
      for plugin in manifest.localPlugins {
        guard let folder = plugin.path else { continue }
        let prefixes = ["\(folder)/ios/", "\(folder)/darwin/"]
        let files = sources.filter { path in prefixes.contains(where: path.hasPrefix) }
        guard !files.isEmpty, !files.allSatisfy({ inputs.origins[$0] != nil }) else { continue }
        let origin = "\(manifest.ecosystem.rawValue) package \(plugin.name) of the repository"
        for file in files where inputs.origins[file] == nil { inputs.origins[file] = origin }
        inputs.targetFindings.append(
          AppProfile.Finding(
            field: "callbacks", file: plugin.location.file, line: plugin.location.line,
            shows: "read as the app's code: \(plugin.name) is a package of the repository "
              + "(\(folder)) whose iOS code builds into the app: \(files.count) source files"))
      }
    }
  }

  /// Reads the app target's Info.plist (one beside its sources when it names none the scan can
  /// read), the keys Xcode writes into the Info.plist it generates, and the Info.plists of the
  /// service extensions it embeds.
  private static func readPropertyLists(
    _ chosen: TargetSelection.Reference, _ extensions: [TargetSelection.Reference],
    of selection: TargetSelection, _ model: ProjectModel,
    into inputs: inout ProfileInference.Inputs
  ) {
    if let file = inputs.selected?.missingInfoPlist?.file, model.unreadablePlists[file] != nil {
      inputs.selected?.missingInfoPlist = nil
    }
    // A name that differs from a file's only in case, which Xcode finds on macOS's
    // case-insensitive file system (AddaMe names `AddaMe/Info.plist` in folder `Addame`).
    var named = selection.target(chosen).infoPlistFile
    if let file = named, model.plists[file] == nil, model.unreadablePlists[file] == nil {
      let matches = model.plists.keys.filter { $0.lowercased() == file.lowercased() }
      if matches.count == 1, let match = matches.first {
        named = match
        inputs.selected?.missingInfoPlist = nil
        inputs.targetFindings.append(
          AppProfile.Finding(
            field: "backgroundMode", file: match, line: nil,
            shows: "target \(selection.target(chosen).name) names INFOPLIST_FILE "
              + "\(file.messageQuoted), which differs from this file only in case: read it, as "
              + "Xcode does on a case-insensitive file system (macOS's default)"))
      }
    }
    let besideSources =
      named == selection.target(chosen).infoPlistFile
      ? selection.infoPlistBesideSources(chosen, plists: model.plists.keys) : nil
    if let file = besideSources {
      inputs.targetFindings.append(
        AppProfile.Finding(
          field: "backgroundMode", file: file, line: nil,
          shows: "target \(selection.target(chosen).name) names no Info.plist the scan can read "
            + "(its INFOPLIST_FILE may be in an xcconfig file that is not here): read the only "
            + "Info.plist in its sources' folders that no other target names"))
    }
    if let file = named ?? besideSources {
      if var plist = model.plists[file] {
        plist.role = .app
        inputs.plists.append(plist)
        if let proxySwitch = plist.proxySwitch { inputs.proxySwitches.append(proxySwitch) }
      } else if let unreadable = model.unreadablePlists[file] {
        inputs.unreadablePlists.append(unreadable)
      }
    }
    // Xcode writes only a fixed list of INFOPLIST_KEY_ settings into the Info.plist it
    // generates, and the background modes are not among them.
    if let generated = selection.generatedInfoPlist(chosen) {
      inputs.targetFindings.append(
        AppProfile.Finding(
          field: "backgroundMode", file: generated.file,
          line: generated.lines[InfoPlist.backgroundModesKey],
          shows: "\(TargetSelection.backgroundModesKey) sets "
            + (generated.backgroundModes.isEmpty
              ? "no mode" : generated.backgroundModes.joined(separator: ", "))
            + ", which the app does not get: Xcode writes only a fixed list of INFOPLIST_KEY_ "
            + "settings into the Info.plist it generates, and UIBackgroundModes is not among "
            + "them (code; read in \(TargetSelection.generatedKeysSource))"))
    }
    for index in extensions {
      guard let file = selection.target(index).infoPlistFile else { continue }
      if let plist = model.plists[file], plist.role == .notificationServiceExtension {
        inputs.plists.append(plist)
      } else if let unreadable = model.unreadablePlists[file] {
        inputs.unreadablePlists.append(unreadable)
      }
    }
  }

  /// Returns the package managers' files that belong to the app target's build: all but those
  /// in the folder of a Swift package the build graph does not hold, each of which is a finding,
  /// of a held package's `Package.resolved` the pins its held targets depend on, and of any
  /// other `Package.resolved` the pins not named only by packages the graph does not hold.
  ///
  /// A `Package.resolved` beside a `Package.swift` is that package's; any other file below a
  /// package's folder is the package's unless the chosen target's project lies below it too
  /// (an app's `Podfile` beside a root `Package.swift`).
  private static func keptDependencyManifests(
    _ manifests: [DependencyManifest], packages: [SwiftPackage], graph: BuildGraph,
    project: String, madeByTuist: Bool, findings: inout [AppProfile.Finding]
  ) -> [DependencyManifest] {
    func isBelow(_ path: String, _ folder: String) -> Bool {
      folder.isEmpty || path == folder || path.hasPrefix(folder + "/")
    }
    func notRead(_ manifest: DependencyManifest, _ why: String) {
      findings.append(
        AppProfile.Finding(
          field: "callbacks", file: manifest.file, line: nil, shows: "not read: \(why)"))
    }
    // The remote packages only local packages the app target does not link name: an Xcode
    // workspace's Package.resolved pins them too (a server package's push library).
    let linkedNames = Set(
      graph.remotePackagesUsed.values.flatMap { $0 }
        + graph.linkedPackages.flatMap(\.remoteIdentities)
        + graph.remoteProducts.map { $0.name.lowercased() })
    let unlinkedNames = Set(
      packages.filter { !graph.packageFiles.contains($0.file) }.flatMap { package in
        package.remoteIdentities
          + package.targets.flatMap { $0.dependencies.compactMap { $0.package?.lowercased() } }
      }
    ).subtracting(linkedNames)
    return manifests.compactMap { manifest in
      let folder = XcodeProject.projectFolder(ofSpec: manifest.file)
      guard
        let owner = packages.filter({ isBelow(folder, $0.folder) }).max(by: {
          $0.folder.count < $1.folder.count
        })
      else {
        guard manifest.file.hasSuffix("Package.resolved"), !unlinkedNames.isEmpty else {
          return manifest
        }
        var kept = manifest
        kept.dependencies.removeAll { unlinkedNames.contains($0.name.lowercased()) }
        let names = manifest.dependencies.map(\.name).filter {
          unlinkedNames.contains($0.lowercased())
        }
        if !names.isEmpty {
          notRead(
            manifest,
            "\(names.count) of its pins (\(names.abbreviated(naming: 8))), which only local "
              + "packages the app target does not link depend on")
        }
        return kept
      }
      // Tuist's manifest of external packages: what its Package.resolved pins, a target of a
      // Tuist project may link.
      if madeByTuist && owner.isTuistDependencies { return manifest }
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
          notRead(
            manifest,
            "\(names.count) of its pins (\(names.abbreviated(naming: 8))), on which no "
              + "target of package \(ownerName) that the app target builds depends itself")
        }
        return kept
      }
      if !isResolved && isBelow(project, owner.folder) { return manifest }
      notRead(
        manifest,
        "it belongs to package \(ownerName) (\(owner.file)), which the app target does not link")
      return nil
    }
  }
}
