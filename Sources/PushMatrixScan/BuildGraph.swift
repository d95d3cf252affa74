import PushMatrixIO

/// What the chosen app target builds besides its own sources: the framework and library
/// targets it depends on or links (of its project, or by product name of another project of
/// the workspace), and the targets of the local Swift packages whose products it links,
/// followed through their dependencies on each other.
///
/// Only what the app target reaches counts: a package or a target of the repository that it
/// does not link (a server beside the app, a second app) is not in the graph. The walk is
/// bounded (``maximumDepth`` links from the app target, each target once) and never leaves
/// the scanned root: a package whose path leads out of it is a finding, not a file read.
struct BuildGraph {
  /// How many links from the app target the walk follows.
  static let maximumDepth = 16

  /// A part of the graph waiting to be read: a target of the projects or of a package, how
  /// many links lie between it and the app target, and how the walk reached it.
  private enum Step {
    case project(TargetSelection.Reference, depth: Int, via: String)
    case package(SwiftPackage, target: String, depth: Int, via: String)
    case pod(name: String, folder: String, via: String, location: FileLocation)
  }

  /// The source files of the graph beyond the app target's own, each with the target it comes
  /// from, as findings name it (`target Push of package Notifications`).
  private(set) var origins: [String: String] = [:]
  /// The findings that say what the graph holds and what it could not follow.
  private(set) var findings: [AppProfile.Finding] = []
  /// The packages whose products the app target links itself, by manifest, in link order.
  private(set) var linkedPackages: [SwiftPackage] = []
  /// The manifests of every package in the graph.
  private(set) var packageFiles: Set<String> = []
  /// The CocoaPods development pods whose sources the graph reads, by name: those with at least
  /// one source to read, whose name then stands for the app's own code, not an SDK's.
  private(set) var developmentPods: Set<String> = []
  /// The remote packages the graph's targets of each package depend on, by manifest.
  ///
  /// Each is an identity (lowercased): what of the package's `Package.resolved` the app builds.
  /// A product named alone is one of a package of its name, as SwiftPM resolves it.
  private(set) var remotePackagesUsed: [String: Set<String>] = [:]
  /// The remote packages' products the graph's targets link, each named by its product and by
  /// its package, where a project or package manifest names them, in the walk's order.
  private(set) var remoteProducts: [DependencyManifest.Dependency] = []

  /// Walks the graph from a target.
  ///
  /// - Parameters:
  ///   - selection: the projects' targets.
  ///   - chosen: the app target.
  ///   - packages: every Swift package found below the paths.
  ///   - sources: every source file found, relative to the scanned root and sorted.
  ///   - podfiles: the Podfiles that belong to the app, whose development pods it builds.
  init(
    selection: TargetSelection, chosen: TargetSelection.Reference, packages: [SwiftPackage],
    sources: [String], podfiles: [DependencyManifest] = []
  ) {
    let own = selection.files(of: chosen)
    let app = "target " + selection.target(chosen).name
    let byFolder = Dictionary(
      packages.map { ($0.folder, $0) }, uniquingKeysWith: { first, _ in first })
    // A package a path names where none is: Xcode takes the one the project or workspace holds
    // under that identity (its folder's name), which is likely the one package below the paths
    // that has it.
    let byIdentity = Dictionary(grouping: packages) { $0.identity }.compactMapValues {
      $0.count == 1 ? $0[0] : nil
    }
    // The framework and library targets of every project by their product's file name, the
    // first in the projects' order: what another project's target links by name.
    var frameworks: [String: TargetSelection.Reference] = [:]
    for (project, read) in selection.projects.enumerated() {
      for (index, target) in read.targets.enumerated()
      where target.kind == .framework && target.product != nil && frameworks[target.product!] == nil
      {
        frameworks[target.product!] = TargetSelection.Reference(project: project, target: index)
      }
    }
    var steps: [Step] = []
    var visited: Set<String> = []
    var tooDeep = false
    // Notes what the graph read or could not follow, under the field its sources decide.
    func note(_ file: String?, _ line: Int?, _ shows: String) {
      findings.append(AppProfile.Finding(field: "callbacks", file: file, line: line, shows: shows))
    }
    // Queues what a target of a project links: framework targets and local packages' products.
    func follow(_ reference: TargetSelection.Reference, depth: Int, name: String) {
      remoteProducts += selection.target(reference).remoteProducts
      for glob in selection.target(reference).caseFoldedSources {
        note(
          glob.location.file, glob.location.line,
          "\(name)'s source glob \(glob.value.messageQuoted) matches files only when case is "
            + "ignored, as macOS's default file system ignores it: read those")
      }
      for dependency in selection.target(reference).unreadDependencies {
        note(
          dependency.location.file, dependency.location.line,
          "\(name) names the dependency \(dependency.value.messageQuoted), which the scan "
            + "cannot work out: what it links is not read")
      }
      for framework in selection.dependencies(of: reference, kinds: [.framework]) {
        steps.append(.project(framework, depth: depth + 1, via: "\(name) links it"))
      }
      for product in selection.target(reference).linkedProducts {
        guard let framework = frameworks[product] else { continue }
        steps.append(.project(framework, depth: depth + 1, via: "\(name) links its \(product)"))
      }
      for product in selection.target(reference).packageProducts {
        let package: SwiftPackage?
        let problem: String
        let via: String
        if let folders = product.folderReferences {
          package = unnamedPackage(
            declaring: product.name,
            among: folders + selection.workspaceFolders(of: reference.project))
          problem =
            "\(name) links product \(product.name), which names no package, and no local "
            + "package below the paths declares it as a literal"
          via = "\(name) links (the project names no package for it)"
        } else {
          package = product.folder.flatMap { byFolder[$0] }
          problem =
            "\(name) links product \(product.name) of the package at "
            + "\(product.path.messageQuoted), "
            + (product.folder == nil
              ? "which leads out of the scanned folder" : "where no Package.swift was found")
          via = "\(name) links"
        }
        guard let package else {
          note(
            product.location.file, product.location.line, problem + ": its sources are not read")
          continue
        }
        if depth == 0 { linkedPackages.append(package) }
        queue(product: product.name, of: package, depth: depth + 1, via: via)
      }
    }
    // The package of a product that names none: one the project, or a workspace beside it,
    // holds as a folder that declares the product, else the one package below the paths that
    // does.
    func unnamedPackage(declaring product: String, among folders: [String]) -> SwiftPackage? {
      if let referenced = folders.lazy.compactMap({ byFolder[$0] }).first(where: {
        $0.products[product] != nil
      }) {
        return referenced
      }
      let declaring = packages.filter { $0.products[product] != nil }
      return declaring.count == 1 ? declaring[0] : nil
    }
    // Queues the targets of a package's product.
    func queue(product: String, of package: SwiftPackage, depth: Int, via: String) {
      packageFiles.insert(package.file)
      guard let targets = package.products[product] else {
        note(
          package.file, nil,
          "\(via) product \(product), which this manifest does not declare as a literal: "
            + "its sources are not read")
        return
      }
      for target in targets {
        steps.append(
          .package(package, target: target, depth: depth, via: "\(via) its product \(product)"))
      }
    }
    follow(chosen, depth: 0, name: app)
    // Development pods of a Podfile beside the app's project or above it: their sources are
    // the files below their folder that no project's target lists (the pod's own example
    // app's are), as its podspec's source_files are not read.
    let project = XcodeProject.projectFolder(of: selection.projects[chosen.project].file)
    for podfile in podfiles {
      let folder = XcodeProject.projectFolder(ofSpec: podfile.file)
      guard folder.isEmpty || project == folder || project.hasPrefix(folder + "/") else {
        continue
      }
      for pod in podfile.dependencies {
        // A pod from node_modules is a JavaScript package's, which package.json names.
        guard let path = pod.path, !path.split(separator: "/").contains("node_modules") else {
          continue
        }
        guard let podFolder = XcodeProject.normalized(XcodeProject.join(folder, path)) else {
          note(
            pod.location.file, pod.location.line,
            "development pod \(pod.name) is at \(path.messageQuoted), which leads out of the "
              + "scanned folder: its sources are not read")
          continue
        }
        steps.append(
          .pod(
            name: pod.name, folder: podFolder,
            via: "the Podfile names it at \(path.messageQuoted); every source below its folder "
              + "that no project's target lists (its podspec's source_files are not read)",
            location: pod.location))
      }
    }
    var next = 0
    while next < steps.count {
      let step = steps[next]
      next += 1
      let name: String
      let files: [String]
      let location: FileLocation
      let via: String
      switch step {
      case .pod(let pod, let folder, let reason, let podLocation):
        guard visited.insert("pod/" + folder).inserted else { continue }
        name = "development pod \(pod)"
        files = selection.unclaimedFiles(below: folder)
        location = podLocation
        via = reason
      case .project(let reference, let depth, let reason):
        let target = selection.target(reference)
        guard visited.insert("\(reference.project)/\(reference.target)").inserted else { continue }
        guard depth <= Self.maximumDepth else {
          tooDeep = true
          continue
        }
        name = "framework target \(target.name)"
        files = target.listsSources ? selection.files(of: reference).sorted() : []
        location = FileLocation(file: selection.projects[reference.project].file, line: nil)
        via = reason
        follow(reference, depth: depth, name: name)
      case .package(let package, let targetName, let depth, let reason):
        guard visited.insert(package.file + "/" + targetName).inserted else { continue }
        guard depth <= Self.maximumDepth else {
          tooDeep = true
          continue
        }
        let packageName = package.name ?? package.folder
        name = "target \(targetName) of package \(packageName)"
        guard let target = package.targets.first(where: { $0.name == targetName }) else {
          note(
            package.file, nil,
            "\(reason) names target \(targetName), which this manifest does not declare "
              + "as a literal: its sources are not read")
          continue
        }
        guard let folder = target.folder else {
          note(
            package.file, target.line,
            "the path of \(name) leads out of the scanned folder: its sources are not read"
          )
          continue
        }
        files = Array(SwiftPackage.files(below: folder, in: sources))
        location = FileLocation(file: package.file, line: target.line)
        via = reason
        // A package read whose targets depend on no remote package builds none of its pins.
        if remotePackagesUsed[package.file] == nil { remotePackagesUsed[package.file] = [] }
        for dependency in target.dependencies {
          if dependency.package == nil,
            package.targets.contains(where: { $0.name == dependency.name })
          {
            steps.append(
              .package(
                package, target: dependency.name, depth: depth + 1, via: "\(name) depends on it"))
            continue
          }
          // A product of a local package it depends on; a remote package's is an SDK's, which
          // the package managers' files name.
          let candidates = package.localDependencies.compactMap { local in
            local.folder.flatMap { byFolder[$0] } ?? byIdentity[local.identity]
          }
          if let provider = candidates.first(where: { candidate in
            dependency.package.map(candidate.isNamed) ?? true
              && candidate.products[dependency.name] != nil
          }) {
            queue(
              product: dependency.name, of: provider, depth: depth + 1, via: "\(name) depends on")
          } else if let outside = package.localDependencies.first(where: {
            $0.folder == nil && $0.identity == dependency.package?.lowercased()
          }) {
            note(
              package.file, outside.line,
              "\(name) depends on product \(dependency.name) of the package at "
                + "\(outside.path.messageQuoted), which leads out of the scanned folder: its "
                + "sources are not read")
          } else {
            remotePackagesUsed[package.file, default: []].insert(
              (dependency.package ?? dependency.name).lowercased())
            remoteProducts += ([dependency.name] + [dependency.package].compactMap { $0 }).map {
              DependencyManifest.Dependency(name: $0, location: location)
            }
          }
        }
      }
      var read = 0
      for file in files where !own.contains(file) && origins[file] == nil {
        origins[file] = name
        read += 1
      }
      if case .pod(let pod, _, _, _) = step, read > 0 { developmentPods.insert(pod) }
      note(
        location.file, location.line,
        "read the \(read) source file\(read == 1 ? "" : "s") of \(name), as \(via)")
    }
    if tooDeep {
      note(
        nil, nil, "the targets more than \(Self.maximumDepth) links away from \(app) are not read")
    }
  }
}
