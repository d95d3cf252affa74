import Foundation
import PushMatrixIO
import PushMatrixModel

extension XcodeProject {
  /// An Xcode 16 synchronized folder (`PBXFileSystemSynchronizedRootGroup`): every file below
  /// it belongs to the targets that list it, but for the files an exception set of such a
  /// target names; a file an exception set of another target names belongs to that target too.
  package struct SynchronizedFolder: Equatable, Sendable {
    /// The folder relative to the scanned root.
    package var folder: String
    /// The indexes in ``XcodeProject/targets`` of the targets that list it.
    package var members: [Int]
    /// The paths, relative to the folder, each target's exception sets name, by target index.
    package var exceptions: [Int: Set<String>]
  }

  /// The folder that holds the `.xcodeproj` of a `project.pbxproj`, relative to the scanned root.
  static func projectFolder(of file: String) -> String {
    let parts = file.split(separator: "/").dropLast(2)
    return parts.joined(separator: "/")
  }

  /// Adds the files below the synchronized folders to the targets that build them.
  ///
  /// Each file's folders are looked up once, so the cost grows with the files and their depth,
  /// not with files times folders.
  ///
  /// - Parameter files: the source files found, relative to the scanned root.
  package mutating func assignSynchronizedFiles(_ files: [String]) {
    guard !synchronizedFolders.isEmpty else { return }
    var byFolder: [String: [Int]] = [:]
    for (index, group) in synchronizedFolders.enumerated() {
      byFolder[group.folder, default: []].append(index)
    }
    for file in files {
      var folder = Substring(file)
      while let slash = folder.lastIndex(of: "/") {
        folder = folder[..<slash]
        for index in byFolder[String(folder)] ?? [] {
          let group = synchronizedFolders[index]
          let below = String(file.dropFirst(folder.count + 1))
          for member in group.members where group.exceptions[member]?.contains(below) != true {
            targets[member].sources.append(file)
          }
          for (target, paths) in group.exceptions.sorted(by: { $0.key < $1.key })
          where !group.members.contains(target) && paths.contains(below) {
            targets[target].sources.append(file)
          }
        }
      }
      for index in byFolder[""] ?? [] {
        let group = synchronizedFolders[index]
        for member in group.members where group.exceptions[member]?.contains(file) != true {
          targets[member].sources.append(file)
        }
      }
    }
  }

  /// Reads every native target of a project and its synchronized folders.
  static func readTargets(
    objects: [String: Any], project: [String: Any], file: String, lines: LineIndex,
    buildSettingsFiles: BuildSettingsFiles
  ) -> (targets: [XcodeTarget], folders: [SynchronizedFolder]) {
    let folder = projectFolder(of: file)
    let paths = PathResolver(
      objects: objects,
      folder: join(folder, project["projectDirPath"] as? String ?? ""))
    let sourceRoot = folder
    // Looked for once, and only when a product names no package.
    lazy var folderReferences = Self.folderReferences(objects: objects, paths: paths)
    func settings(of configurationID: String) -> (name: String, [String: BuildSetting], String?) {
      guard let configuration = objects[configurationID] as? [String: Any] else {
        return ("", [:], nil)
      }
      var result: [String: BuildSetting] = [:]
      for (key, value) in configuration["buildSettings"] as? [String: Any] ?? [:] {
        let text =
          (value as? String) ?? (value as? [Any])?.map { "\($0)" }.joined(separator: " ")
          ?? "\(value)"
        result[key] = BuildSetting(
          value: text,
          location: FileLocation(file: file, line: lines.line(of: key, inObject: configurationID)))
      }
      return (
        configuration["name"] as? String ?? "", result,
        XcodeProject.baseFileName(of: configuration, objects: objects)
      )
    }
    func configurationIDs(of owner: [String: Any]) -> [String] {
      guard let listID = owner["buildConfigurationList"] as? String,
        let list = objects[listID] as? [String: Any]
      else { return [] }
      return list["buildConfigurations"] as? [String] ?? []
    }
    let projectLayers = configurationIDs(of: project).map(settings)
    let targetIDs = project["targets"] as? [String] ?? []
    var productOwners: [String: String] = [:]
    for id in targetIDs {
      if let product = (objects[id] as? [String: Any])?["productReference"] as? String {
        productOwners[product] = id
      }
    }
    var targets: [XcodeTarget] = []
    var indexByID: [String: Int] = [:]
    for id in targetIDs {
      guard let object = objects[id] as? [String: Any],
        object["isa"] as? String == "PBXNativeTarget"
      else { continue }
      let name = object["name"] as? String ?? ""
      // Each configuration's layers, most specific first.
      let layers: [(name: String, layers: [[String: BuildSetting]])] = configurationIDs(of: object)
        .map(settings).map { configuration in
          let inProject = projectLayers.first { $0.0 == configuration.0 }
          func xcconfig(_ name: String?) -> [String: BuildSetting] {
            name.flatMap { buildSettingsFiles.named($0)?.resolvedSettings(in: buildSettingsFiles) }
              ?? [:]
          }
          return (
            configuration.0,
            [
              configuration.1, xcconfig(configuration.2), inProject?.1 ?? [:],
              xcconfig(inProject?.2),
            ]
          )
        }
      let resolved = layers.map { ($0.name, resolve($0.layers)) }
      let chosen =
        resolved.first { $0.0 == "Release" } ?? resolved.first ?? ("", [String: BuildSetting]())
      let productType = object["productType"] as? String ?? ""
      let settings = chosen.1
      var target = XcodeTarget(
        id: id, name: name, productType: productType,
        kind: XcodeTarget.kind(productType: productType, sdk: settings["SDKROOT"]?.value ?? ""),
        sdk: settings["SDKROOT"]?.value ?? "iphoneos", configuration: chosen.0)
      target.settings = settings.mapValues { setting in
        var setting = setting
        setting.value = substitute(setting.value, target: name, configuration: chosen.0)
        return setting
      }
      target.sdk = sdk(target.settings)
      target.kind = XcodeTarget.kind(productType: productType, sdk: target.sdk)
      target.differingSettings = scannedKeys.filter { key in
        Set(resolved.map { $0.1[key]?.value }).count > 1
      }
      target.infoPlistFile = target.settings["INFOPLIST_FILE"].flatMap {
        normalized(join(sourceRoot, $0.value))
      }
      target.entitlementsFile = target.settings["CODE_SIGN_ENTITLEMENTS"].flatMap {
        normalized(join(sourceRoot, $0.value))
      }
      var embeds: [String] = []
      for phaseID in object["buildPhases"] as? [String] ?? [] {
        guard let phase = objects[phaseID] as? [String: Any] else { continue }
        let isa = phase["isa"] as? String
        for buildFileID in phase["files"] as? [String] ?? [] {
          guard let buildFile = objects[buildFileID] as? [String: Any],
            let reference = buildFile["fileRef"] as? String
          else { continue }
          if isa == "PBXSourcesBuildPhase" {
            target.listsSources = true
            if let path = paths.path(of: reference) { target.sources.append(path) }
          } else if isa == "PBXCopyFilesBuildPhase" || isa == "PBXFrameworksBuildPhase",
            let owner = productOwners[reference]
          {
            embeds.append(owner)
          } else if isa == "PBXFrameworksBuildPhase",
            let product = objects[reference] as? [String: Any],
            product["isa"] as? String == "PBXReferenceProxy"
              || product["sourceTree"] as? String == "BUILT_PRODUCTS_DIR",
            let path = product["path"] as? String
          {
            // Built by another project of the workspace, whose targets the graph may hold.
            target.linkedProducts.append((path as NSString).lastPathComponent)
          }
        }
      }
      for dependencyID in object["dependencies"] as? [String] ?? [] {
        if let owner = (objects[dependencyID] as? [String: Any])?["target"] as? String {
          embeds.append(owner)
        }
      }
      var seen: Set<String> = []
      target.embeds = embeds.filter { seen.insert($0).inserted }
      target.product = (object["productReference"] as? String).flatMap {
        (objects[$0] as? [String: Any])?["path"] as? String
      }.map { ($0 as NSString).lastPathComponent }
      target.packageProducts = localPackageProducts(
        of: object, objects: objects, folder: folder, file: file, lines: lines,
        folderReferences: folderReferences)
      target.remoteProducts = remotePackageProducts(
        of: object, objects: objects, file: file, lines: lines)
      indexByID[id] = targets.count
      targets.append(target)
    }
    // Synchronized folders, and the exception sets that name a target.
    var folders: [SynchronizedFolder] = []
    var folderIndex: [String: Int] = [:]
    for (index, target) in targets.enumerated() {
      let object = objects[target.id] as? [String: Any] ?? [:]
      for groupID in object["fileSystemSynchronizedGroups"] as? [String] ?? [] {
        guard let group = objects[groupID] as? [String: Any], let path = paths.path(of: groupID)
        else { continue }
        targets[index].listsSources = true
        if folderIndex[groupID] == nil {
          folderIndex[groupID] = folders.count
          var exceptions: [Int: Set<String>] = [:]
          for exceptionID in group["exceptions"] as? [String] ?? [] {
            guard let exception = objects[exceptionID] as? [String: Any],
              let owner = (exception["target"] as? String).flatMap({ indexByID[$0] })
            else { continue }
            exceptions[owner, default: []].formUnion(
              exception["membershipExceptions"] as? [String] ?? [])
            targets[owner].listsSources = true
          }
          folders.append(SynchronizedFolder(folder: path, members: [], exceptions: exceptions))
        }
        folders[folderIndex[groupID]!].members.append(index)
      }
    }
    return (targets, folders)
  }

  /// Returns the products of local Swift packages a target links.
  ///
  /// Those of its `packageProductDependencies` whose package is an
  /// `XCLocalSwiftPackageReference`, its `relativePath` taken from the project's folder, and
  /// those that name no package, with the project's folder references to look for it in.
  /// Products of remote packages are SDKs, which the package managers' files name.
  static func localPackageProducts(
    of target: [String: Any], objects: [String: Any], folder: String, file: String,
    lines: LineIndex, folderReferences: @autoclosure () -> [String]
  ) -> [XcodeTarget.PackageProduct] {
    (target["packageProductDependencies"] as? [String] ?? []).compactMap { id in
      guard let dependency = objects[id] as? [String: Any],
        let name = dependency["productName"] as? String, !name.hasPrefix("plugin:")
      else { return nil }
      guard let packageID = dependency["package"] as? String else {
        return XcodeTarget.PackageProduct(
          name: name, folder: nil, path: "",
          location: FileLocation(file: file, line: lines.line(of: "productName", inObject: id)),
          folderReferences: folderReferences())
      }
      guard let package = objects[packageID] as? [String: Any],
        package["isa"] as? String == "XCLocalSwiftPackageReference",
        let path = package["relativePath"] as? String
      else { return nil }
      return XcodeTarget.PackageProduct(
        name: name, folder: normalized(join(folder, path)), path: path,
        location: FileLocation(
          file: file, line: lines.line(of: "relativePath", inObject: packageID)))
    }
  }

  /// Returns the products of remote Swift packages a target links: those of its
  /// `packageProductDependencies` whose package is an `XCRemoteSwiftPackageReference`, each
  /// named by its product and by the last component of the package's `repositoryURL`.
  static func remotePackageProducts(
    of target: [String: Any], objects: [String: Any], file: String, lines: LineIndex
  ) -> [DependencyManifest.Dependency] {
    (target["packageProductDependencies"] as? [String] ?? []).flatMap { id in
      guard let dependency = objects[id] as? [String: Any],
        let name = dependency["productName"] as? String, !name.hasPrefix("plugin:"),
        let packageID = dependency["package"] as? String,
        let package = objects[packageID] as? [String: Any],
        package["isa"] as? String == "XCRemoteSwiftPackageReference"
      else { return [DependencyManifest.Dependency]() }
      let product = DependencyManifest.Dependency(
        name: name,
        location: FileLocation(file: file, line: lines.line(of: "productName", inObject: id)))
      guard let url = package["repositoryURL"] as? String else { return [product] }
      return [
        product,
        DependencyManifest.Dependency(
          name: DependencyManifest.repositoryName(url),
          location: FileLocation(
            file: file, line: lines.line(of: "repositoryURL", inObject: packageID))),
      ]
    }
  }

  /// Returns the folders a project holds as folder references (a file reference of type
  /// `folder` or `wrapper`, as a local package dragged into the project is), sorted.
  static func folderReferences(objects: [String: Any], paths: PathResolver) -> [String] {
    objects.compactMap { id, object -> String? in
      guard let reference = object as? [String: Any],
        reference["isa"] as? String == "PBXFileReference",
        ["folder", "wrapper"].contains(reference["lastKnownFileType"] as? String)
      else { return nil }
      return paths.path(of: id)
    }.sorted()
  }

  /// The keys whose values the scan reads, whose differences between configurations it names.
  static let scannedKeys = [
    "CODE_SIGN_ENTITLEMENTS", "GENERATE_INFOPLIST_FILE", "INFOPLIST_FILE", sceneManifestKey,
    "INFOPLIST_KEY_UIBackgroundModes",
    "INFOPLIST_PREPROCESS", deploymentTargetKey, "SDKROOT", "SUPPORTED_PLATFORMS",
  ]

  /// Resolves layers of settings, most specific first: within a layer a setting conditioned on
  /// the iOS SDK wins over the plain one, and a layer's setting over a less specific layer's.
  ///
  /// The SDK a target builds with is decided first from the plain settings; a target whose SDK
  /// is not iOS takes only the plain settings and those conditioned on its own SDK.
  static func resolve(_ layers: [[String: BuildSetting]]) -> [String: BuildSetting] {
    var plain: [String: BuildSetting] = [:]
    for layer in layers.reversed() { plain.merge(layer) { $1 } }
    let sdk = sdk(plain)
    var result: [String: BuildSetting] = [:]
    for layer in layers.reversed() {
      var effective: [String: (BuildSetting, Bool)] = [:]
      for key in layer.keys.sorted() {
        guard let (base, isConditional) = BuildSetting.baseKey(key, appliesTo: sdk) else {
          continue
        }
        if let existing = effective[base], existing.1, !isConditional { continue }
        effective[base] = (layer[key]!, isConditional)
      }
      result.merge(effective.mapValues(\.0)) { $1 }
    }
    return result
  }

  /// The SDK resolved settings build with: `SDKROOT`, or iOS for `auto` or none when
  /// `SUPPORTED_PLATFORMS` lists `iphoneos` or is not set.
  static func sdk(_ settings: [String: BuildSetting]) -> String {
    let root = settings["SDKROOT"]?.value ?? ""
    let supported = settings["SUPPORTED_PLATFORMS"]?.value.split(separator: " ").map(String.init)
    if root.isEmpty || root == "auto" {
      guard let supported, !supported.contains(where: { $0.hasPrefix("iphone") }) else {
        return "iphoneos"
      }
      return supported.first ?? "iphoneos"
    }
    return root
  }

  /// Replaces the variables the scan can know in a setting's value: the project's folder
  /// (`$(SRCROOT)`, `$(PROJECT_DIR)`) by nothing, so that the path stays relative to it, the
  /// target's and product's names by the target's name, `$(CONFIGURATION)` by the name of the
  /// configuration read, when known, and `$(inherited)` by nothing.
  static func substitute(_ value: String, target: String, configuration: String? = nil) -> String {
    guard value.contains("$") else {
      return value.trimmingCharacters(in: .whitespaces.union(["\""]))
    }
    var text = value
    var known = [
      (["SRCROOT", "PROJECT_DIR", "SOURCE_ROOT"], "."), (["TARGET_NAME", "PRODUCT_NAME"], target),
      (["inherited"], ""),
    ]
    if let configuration { known.append((["CONFIGURATION"], configuration)) }
    for (names, replacement) in known {
      for name in names {
        text = text.replacingOccurrences(of: "$(\(name))", with: replacement)
          .replacingOccurrences(of: "${\(name)}", with: replacement)
      }
    }
    return text.trimmingCharacters(in: .whitespaces.union(["\""]))
  }

  /// Joins a folder and a path below it.
  static func join(_ folder: String, _ path: String) -> String {
    folder.isEmpty ? path : path.isEmpty ? folder : folder + "/" + path
  }

  /// A path with `.` and `..` resolved, or `nil` when it leaves the scanned root or is absolute.
  static func normalized(_ path: String) -> String? {
    path.contains("$") ? nil : FileSystem.normalized(relative: path)
  }

  /// Finds the paths of a project's files and groups from the groups that hold them.
  struct PathResolver {
    let objects: [String: Any]
    /// The folder `<group>` paths of the main group start from, relative to the scanned root.
    let folder: String
    /// The group that holds each file or group.
    private var parents: [String: String] = [:]

    init(objects: [String: Any], folder: String) {
      self.objects = objects
      self.folder = folder
      for (id, object) in objects {
        guard let group = object as? [String: Any],
          let children = group["children"] as? [String]
        else { continue }
        for child in children { parents[child] = id }
      }
    }

    /// The path of a file or group relative to the scanned root, or `nil` for one outside the
    /// project's folders (absolute, or in the SDK or the build products).
    func path(of id: String) -> String? {
      var components: [String] = []
      var current = id
      // A project's groups nest a few levels; a cycle or an absurd depth ends the walk.
      for _ in 0..<256 {
        guard let object = objects[current] as? [String: Any] else { return nil }
        if let path = object["path"] as? String { components.append(path) }
        switch object["sourceTree"] as? String ?? "<group>" {
        case "<group>":
          guard let parent = parents[current] else {
            return normalized(join(folder, components.reversed().joined(separator: "/")))
          }
          current = parent
        case "SOURCE_ROOT":
          return normalized(join(folder, components.reversed().joined(separator: "/")))
        default: return nil
        }
      }
      return nil
    }
  }
}

extension XcodeProject.AppTarget {
  /// The settings the profile needs of a target, from its resolved settings.
  init(_ target: XcodeTarget, file: String) {
    self.init(name: target.name, deploymentTarget: nil, sceneManifest: nil)
    if let setting = target.settings[XcodeProject.deploymentTargetKey] {
      do {
        deploymentTarget = DeploymentSetting(
          version: try OSVersion(parsing: setting.value), location: setting.location)
      } catch {
        refusedDeploymentTarget = (setting.value, setting.location, error.expected)
      }
    }
    unreadDeploymentTarget = target.unreadSettings[XcodeProject.deploymentTargetKey]
    if let setting = target.settings[XcodeProject.sceneManifestKey], setting.value == "YES" {
      sceneManifest = setting.location
    }
  }
}
