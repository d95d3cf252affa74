import Foundation
import PushMatrixIO

/// An XcodeGen project spec (`project.yml`, or any YAML or JSON file with a `name` and
/// `targets`), read into the project XcodeGen would generate from it: its targets with their
/// type, platform, settings, Info.plist and entitlements, sources and dependencies.
///
/// What is read: `include` (other specs, merged under the one that includes them by
/// ``XcodeGenSpecFiles``), `name`, `options.deploymentTarget`, `configs`, `settings` and
/// `configFiles` of the project and of each target (`base`, `groups` from `settingGroups`, and
/// `configs` matched by name as XcodeGen matches them: the name itself, else a key the
/// configuration's name contains, case aside), and per target `type`, `platform`,
/// `deploymentTarget`, `info` (`path` and `properties`), `entitlements` (`path` and
/// `properties`), `sources` (folders and files; `excludes` are not read), `dependencies` on
/// other targets and `templates` from `targetTemplates` (nested, with `${target_name}`). The
/// configuration read is `Release` where there is one, else the first of type `release`, else
/// the first.
package struct XcodeGenSpec {
  /// How many setting groups deep a group's `groups` are followed: XcodeGen follows them
  /// without end, so a group that names itself would never end.
  static let maximumGroupDepth = 8

  /// The spec's file relative to the scanned root.
  let file: String
  /// The spec, its includes merged in, their paths made relative to the spec's folder.
  let root: YAMLValue
  /// The Info.plists the spec writes from `properties`, by the path it writes them to.
  var plists: [String: InfoPlist] = [:]
  /// The entitlements files whose `properties` hold `aps-environment`.
  var pushEntitled: Set<String> = []

  /// Whether a parsed file is a spec of its own: a map with `name` and `targets` (an included
  /// file may have `targets` alone).
  static func isSpec(_ value: YAMLValue) -> Bool {
    value["name"]?.text != nil && !(value["targets"]?.entries.isEmpty ?? true)
  }

  /// The folder its paths are relative to, relative to the scanned root: its file's, unless it
  /// is read as a copy at the root (``XcodeGenSpecFiles``).
  let folder: String

  /// A spec, its includes merged in.
  init(file: String, folder: String? = nil, root: YAMLValue) {
    self.file = file
    self.folder = folder ?? XcodeProject.projectFolder(ofSpec: file)
    self.root = root
  }

  /// A spec file's value with the paths XcodeGen reads relative to that file (its
  /// `configFiles`, and each target's and target template's `sources`, `configFiles`,
  /// `info.path` and `entitlements.path`) put below a folder, as XcodeGen resolves an included
  /// file's paths (`Project.pathProperties` in yonaskolb/XcodeGen
  /// `Sources/ProjectSpec/Project.swift`, `Target.pathProperties` in `Target.swift`).
  ///
  /// - Parameters:
  ///   - value: the file's value.
  ///   - folder: the folder, relative to the spec's own, that its paths are relative to.
  /// - Returns: the value, its paths relative to the spec's folder.
  static func resolvingPaths(in value: YAMLValue, below folder: String) -> YAMLValue {
    guard !folder.isEmpty else { return value }
    func path(_ value: YAMLValue) -> YAMLValue {
      guard case .scalar(let text, let line) = value, !text.hasPrefix("/") else { return value }
      return .scalar(XcodeProject.join(folder, text), line: line)
    }
    func source(_ value: YAMLValue) -> YAMLValue {
      if case .list(let items, let line) = value {
        return .list(items.map { $0.updating("path", path) }.map(path), line: line)
      }
      return path(value)
    }
    func configFiles(_ value: YAMLValue) -> YAMLValue { value.updatingEach(path) }
    func target(_ value: YAMLValue) -> YAMLValue {
      value.updating("sources", source).updating("configFiles", configFiles)
        .updating("info") { $0.updating("path", path) }
        .updating("entitlements") { $0.updating("path", path) }
    }
    return value.updating("configFiles", configFiles)
      .updating("targets") { $0.updatingEach(target) }
      .updating("targetTemplates") { $0.updatingEach(target) }
  }

  /// The configuration whose settings are read, and the names of every configuration.
  private var configuration: String {
    let configs = root["configs"]?.entries ?? []
    guard !configs.isEmpty else { return "Release" }
    if let release = configs.first(where: { $0.key == "Release" }) { return release.key }
    return (configs.first { $0.value.text?.lowercased() == "release" } ?? configs[0]).key
  }

  /// The entries of a `configs` or `configFiles` map that apply to a configuration: one named
  /// as it, else those whose key the name contains, case aside.
  private static func matching(_ map: YAMLValue?, _ configuration: String) -> [YAMLValue.Entry] {
    let entries = map?.entries ?? []
    if let exact = entries.first(where: { $0.key == configuration }) { return [exact] }
    return entries.filter { configuration.lowercased().contains($0.key.lowercased()) }
  }

  /// A `settings` value's layers for a configuration, most specific first: its matching
  /// `configs`, then `base` (or the whole map when it has none of `base`, `configs` and
  /// `groups`), then the setting groups its `groups` name, the last first, as XcodeGen adds
  /// them (`SettingsBuilder.getBuildSettings(settings:config:)` in yonaskolb/XcodeGen).
  private func layers(
    of settings: YAMLValue?, _ configuration: String, depth: Int = 0
  ) -> [[String: BuildSetting]] {
    guard let settings else { return [] }
    let groups = settings["groups"] ?? settings["presets"]
    let structured = settings["base"] != nil || settings["configs"] != nil || groups != nil
    let base = structured ? settings["base"] : settings
    var layers =
      Self.matching(settings["configs"], configuration).map { Self.settings($0.value) }
      + [Self.settings(base)]
    guard depth < Self.maximumGroupDepth else { return layers }
    for group in (groups?.items ?? []).reversed().compactMap(\.text) {
      layers += self.layers(of: root["settingGroups"]?[group], configuration, depth: depth + 1)
    }
    return layers
  }

  /// The settings of a map, each value as Xcode would write it.
  private static func settings(_ map: YAMLValue?) -> [String: BuildSetting] {
    var result: [String: BuildSetting] = [:]
    for entry in map?.entries ?? [] {
      let value: String
      switch entry.value {
      case .list(let items, _): value = items.compactMap(\.text).joined(separator: " ")
      case .scalar(let text, _):
        switch text.lowercased() {
        case "true", "yes": value = "YES"
        case "false", "no": value = "NO"
        default: value = text
        }
      default: value = ""
      }
      result[entry.key] = BuildSetting(value: value, location: location(of: entry))
    }
    return result
  }

  /// The settings of the xcconfig files a `configFiles` map names for a configuration, each
  /// path relative to the spec's folder.
  private func configFiles(
    _ map: YAMLValue?, _ configuration: String, files: BuildSettingsFiles
  ) -> [[String: BuildSetting]] {
    return Self.matching(map, configuration).compactMap { entry in
      entry.value.text.flatMap { XcodeProject.normalized(XcodeProject.join(folder, $0)) }
        .flatMap { files[$0]?.resolvedSettings(in: files) }
    }
  }

  /// A target's value with its templates merged under it, theirs under their own templates,
  /// each template once, and `${target_name}` replaced by the target's name, as XcodeGen
  /// resolves them (`resolveTemplates` in yonaskolb/XcodeGen `Sources/ProjectSpec/Template.swift`).
  private func withTemplates(_ target: YAMLValue.Entry) -> YAMLValue {
    let templates = root["targetTemplates"]
    var names: [String] = []
    // Depth first, a template's own templates before it, as XcodeGen orders them.
    func collect(_ value: YAMLValue, depth: Int) {
      guard depth < YAMLValue.maximumDepth else { return }
      for name in (value["templates"]?.items ?? []).compactMap(\.text) where !names.contains(name) {
        guard let template = templates?[name] else { continue }
        collect(template, depth: depth + 1)
        names.append(name)
      }
    }
    collect(target.value, depth: 0)
    guard !names.isEmpty else { return target.value }
    var spec = YAMLValue.map([], line: target.line)
    for name in names {
      if let template = templates?[name] { spec = spec.merged(with: template) }
    }
    return spec.merged(with: target.value).expanding(["target_name": target.key])
  }

  /// The SDK a target's `platform` builds with.
  private static func sdk(_ platform: YAMLValue?) -> String {
    let names = (platform?.items ?? []).compactMap(\.text)
    if names.isEmpty || names.contains("iOS") || names.contains("auto") { return "iphoneos" }
    switch names[0] {
    case "watchOS": return "watchos"
    case "macOS": return "macosx"
    case "tvOS": return "appletvos"
    case "visionOS": return "xros"
    default: return names[0].lowercased()
    }
  }

  /// The project XcodeGen would make, and the Info.plists and entitlements it would write.
  ///
  /// - Parameters:
  ///   - sources: every source file found, relative to the scanned root.
  ///   - buildSettingsFiles: the xcconfig files found.
  /// - Returns: the project, its targets in the spec's order; ``plists`` and ``pushEntitled``
  ///   hold what it writes.
  mutating func project(
    sources: Set<String>, buildSettingsFiles: BuildSettingsFiles
  ) -> XcodeProject {
    let configuration = configuration
    var projectLayers = layers(of: root["settings"], configuration)
    projectLayers += configFiles(root["configFiles"], configuration, files: buildSettingsFiles)
    let options = root["options"]?["deploymentTarget"]
    var targets: [XcodeTarget] = []
    var folders: [XcodeProject.SynchronizedFolder] = []
    for entry in root["targets"]?.entries ?? [] {
      let spec = withTemplates(entry)
      let type = spec["type"]?.text ?? ""
      let productType = "com.apple.product-type." + type
      let sdk = Self.sdk(spec["platform"])
      let location = { (key: String) -> FileLocation in
        Self.location(of: spec.entries.last { $0.key == key } ?? entry)
      }
      // What XcodeGen turns into settings: the deployment target, the Info.plist and the
      // entitlements, below the target's own settings.
      var generated: [String: BuildSetting] = [:]
      let platformKey = sdk == "iphoneos" ? "iOS" : ""
      if let target = spec["deploymentTarget"].flatMap({ $0.text ?? $0[platformKey]?.text }) {
        generated[XcodeProject.deploymentTargetKey] = BuildSetting(
          value: target, location: location("deploymentTarget"))
      }
      if let path = spec["info"]?["path"]?.text {
        generated["INFOPLIST_FILE"] = BuildSetting(value: path, location: location("info"))
      }
      if let path = spec["entitlements"]?["path"]?.text {
        generated["CODE_SIGN_ENTITLEMENTS"] = BuildSetting(
          value: path, location: location("entitlements"))
      }
      generated["SDKROOT"] = BuildSetting(value: sdk, location: location("platform"))
      var optionLayer: [String: BuildSetting] = [:]
      if let value = options?[platformKey]?.text {
        let found = root["options"]?.entries.last { $0.key == "deploymentTarget" }
        optionLayer[XcodeProject.deploymentTargetKey] = BuildSetting(
          value: value,
          location: found.map(Self.location) ?? FileLocation(file: file, line: nil))
      }
      let layers =
        layers(of: spec["settings"], configuration) + [generated]
        + configFiles(spec["configFiles"], configuration, files: buildSettingsFiles)
        + projectLayers + [optionLayer]
      var target = XcodeTarget(
        id: entry.key, name: entry.key, productType: productType,
        kind: XcodeTarget.kind(productType: productType, sdk: sdk), sdk: sdk,
        configuration: configuration)
      target.settings = XcodeProject.resolve(layers).mapValues { setting in
        var setting = setting
        setting.value = XcodeProject.substitute(setting.value, target: entry.key)
        return setting
      }
      target.sdk = XcodeProject.sdk(target.settings)
      target.kind = XcodeTarget.kind(productType: productType, sdk: target.sdk)
      target.infoPlistFile = target.settings["INFOPLIST_FILE"].flatMap {
        XcodeProject.normalized(XcodeProject.join(folder, $0.value))
      }
      target.entitlementsFile = target.settings["CODE_SIGN_ENTITLEMENTS"].flatMap {
        XcodeProject.normalized(XcodeProject.join(folder, $0.value))
      }
      if let info = spec["info"], let properties = info["properties"],
        let file = target.infoPlistFile
      {
        var dictionary = properties.foundationValue as? [String: Any] ?? [:]
        // XcodeGen writes the bundle keys itself: the list is a bundle's whatever it sets.
        dictionary["CFBundleIdentifier"] =
          dictionary["CFBundleIdentifier"] ?? "$(PRODUCT_BUNDLE_IDENTIFIER)"
        // Each key cites the file that sets it: `properties` may be merged from several.
        let files = properties.entries.map { $0.file.isEmpty ? self.file : $0.file }
        var plist = InfoPlist(
          dictionary: dictionary, file: files.first ?? self.file,
          lines: Self.lines(of: properties))
        for (entry, entryFile) in zip(properties.entries, files) where entryFile != plist.file {
          plist.keyFiles[entry.key] = entryFile
          if entry.key == InfoPlist.backgroundModesKey {
            plist.keyFiles[InfoPlist.remoteNotificationMode] = entryFile
          }
        }
        if target.kind == .application { plist.role = .app }
        plists[file] = plist
      }
      if let file = target.entitlementsFile,
        spec["entitlements"]?["properties"]?["aps-environment"] != nil
      {
        pushEntitled.insert(file)
      }
      let index = targets.count
      for item in spec["sources"]?.items ?? [] {
        guard let path = (item.text ?? item["path"]?.text),
          let resolved = XcodeProject.normalized(XcodeProject.join(folder, path))
        else { continue }
        target.listsSources = true
        if sources.contains(resolved) {
          target.sources.append(resolved)
        } else {
          folders.append(
            XcodeProject.SynchronizedFolder(folder: resolved, members: [index], exceptions: [:]))
        }
      }
      target.embeds = (spec["dependencies"]?.items ?? []).compactMap { $0["target"]?.text }
      linkPackages(of: spec, into: &target)
      targets.append(target)
    }
    var project = XcodeProject(generatedFrom: file, name: root["name"]?.text, targets: targets)
    project.synchronizedFolders = folders
    project.assignSynchronizedFiles(sources.sorted())
    return project
  }

  /// Adds the Swift packages' products a target's `dependencies` name (`- package: NAME`, with
  /// `product:` or `products:`, else the product named as the package): of a package the spec's
  /// `packages` declares with a `path`, a local package's; else a remote package's, named also
  /// by its `url` or `github` repository.
  private func linkPackages(of spec: YAMLValue, into target: inout XcodeTarget) {
    let file = spec.entries.last { $0.key == "dependencies" }.map(\.file) ?? self.file
    for item in spec["dependencies"]?.items ?? [] {
      guard let name = item["package"]?.text else { continue }
      let listed = item["products"]?.items.compactMap(\.text) ?? []
      let products = listed.isEmpty ? [item["product"]?.text ?? name] : listed
      let location = FileLocation(
        file: file.isEmpty ? self.file : file, line: item.line > 0 ? item.line : nil)
      let declaration = root["packages"]?.entries.last { $0.key == name }
      if let path = declaration?.value["path"]?.text {
        target.packageProducts += products.map { product in
          XcodeTarget.PackageProduct(
            name: product, folder: XcodeProject.normalized(XcodeProject.join(folder, path)),
            path: path, location: location)
        }
        continue
      }
      target.remoteProducts += (products + [name]).map {
        DependencyManifest.Dependency(name: $0, location: location)
      }
      if let declaration,
        let address = declaration.value["url"]?.text ?? declaration.value["github"]?.text
      {
        target.remoteProducts.append(
          DependencyManifest.Dependency(
            name: DependencyManifest.repositoryName(address),
            location: Self.location(of: declaration)))
      }
    }
  }

  /// Where an entry is, its line left out when the file keeps none (JSON).
  private static func location(of entry: YAMLValue.Entry) -> FileLocation {
    FileLocation(file: entry.file, line: entry.line > 0 ? entry.line : nil)
  }

  /// The lines of the keys findings name in Info.plist properties, as ``InfoPlist/lines``.
  private static func lines(of properties: YAMLValue) -> [String: Int] {
    var lines: [String: Int] = [:]
    for entry in properties.entries
    where [InfoPlist.backgroundModesKey, InfoPlist.sceneManifestKey, ProxySwitch.key].contains(
      entry.key)
    {
      lines[entry.key] = entry.line
      if entry.key == InfoPlist.backgroundModesKey,
        let mode = entry.value.items.first(where: { $0.text == InfoPlist.remoteNotificationMode })
      {
        lines[InfoPlist.remoteNotificationMode] = mode.line
      }
    }
    return lines
  }
}

extension XcodeProject {
  /// The project a generator makes from a spec, with its targets and no app targets' summary.
  init(generatedFrom file: String, name: String?, targets: [XcodeTarget]) {
    self.file = file
    self.name = name
    self.targets = targets
    appTargets = []
  }

  /// The folder of a spec file, relative to the scanned root: where XcodeGen resolves its
  /// paths.
  static func projectFolder(ofSpec file: String) -> String {
    file.split(separator: "/").dropLast().joined(separator: "/")
  }
}
