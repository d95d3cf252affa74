import Foundation
import PushMatrixIO

/// A Tuist `Project.swift`, read into the project `tuist generate` would make from it, without
/// running it: the literal arguments of `let project = Project(name:…, targets: […])`.
///
/// Per target (`.target(…)`, `Target.target(…)` or `Target(…)`, or a top-level constant set to
/// one): `name`, `destinations` (`.iOS`, `[.iPhone, .iPad]`, …) or `platform`, `product`,
/// `bundleId`, `deploymentTargets: .iOS("16.0")` or `deploymentTarget: .iOS(targetVersion:…)`,
/// `infoPlist` (a path, `.file(path:)`, `.default`, `.extendingDefault(with:)` or
/// `.dictionary(…)`), `sources` (globs with `**` and `*`), `entitlements` (a path,
/// `.file(path:)` or `.dictionary(…)`), `settings: .settings(base: […])` of the target and the
/// project (over the xcconfig file of a Release configuration), and `dependencies` (``dependency(_:of:)``);
/// `targets` and `dependencies` may join arrays with `+`. A name set by a top-level `let` of the same
/// file, or by a constant of `Tuist/ProjectDescriptionHelpers` (`Constants.deploymentTarget`
/// for a `static let` of `enum Constants`), stands for its value; a call of a function the
/// manifest or the helpers define stands for what it makes, and a top-level constant the
/// manifest computes for its value, both worked out by ``HelperEvaluator``.
///
/// Anything else — a helper that needs a value the scan does not know, an interpolated string
/// of unknown names — is not guessed: the fields that depend on it are unknown, with a reason
/// that names the manifest's line and the helper's (``unread``).
///
/// The Info.plist Tuist writes for `.default` and `.extendingDefault` starts from Tuist's
/// defaults (see `InfoPlistContentProvider.swift` in github.com/tuist/tuist): for an iOS app
/// they hold a `UIApplicationSceneManifest`, so such an app has the scene lifecycle.
struct TuistManifest {
  /// The manifest's file relative to the scanned root.
  let file: String
  /// The file's tokens.
  let tokens: [SourceToken]
  /// The top-level constants, by name, with the helpers' constants.
  let declarations: [String: SwiftExpression]
  /// The names of the manifest's own top-level constants, sorted.
  let ownNames: [String]
  /// The Info.plists Tuist writes, by the path it writes them to.
  var plists: [String: InfoPlist] = [:]
  /// The Info.plists it writes from arguments the scan does not evaluate, by path, with where
  /// and why.
  var unreadablePlists: [String: (location: FileLocation, reason: String)] = [:]
  /// The entitlements files it writes or names that hold `aps-environment`.
  var pushEntitled: Set<String> = []
  /// What could not be read at all: a project or target made by an expression the scan does
  /// not evaluate, with where and why.
  var unread: [(location: FileLocation, reason: String)] = []
  /// The xcconfig files found, which a configuration's `xcconfig` may name.
  private var buildSettingsFiles = BuildSettingsFiles()
  /// The files each source glob of the manifest matches, by glob relative to the scanned root.
  private var matched: [String: [String]] = [:]
  /// The path components of every source file, in path order, split once for every glob.
  private var sourceParts: [[Substring]] = []
  /// Every source file lowercased and sorted so, with its components and the file as found,
  /// for a glob that matches nothing as written: made the first time one needs them.
  private var foldedSources: (sorted: [String], parts: [[Substring]], files: [String])?
  /// The most files a manifest's source globs are tried on, all together (a glob is tried on
  /// the files below its literal folders, once however many targets write it): tens of times a
  /// large app's, and few enough that globs a pull request writes stay cheap.
  static let maximumGlobChecks = 1 << 17
  /// The files the manifest's globs may still be tried on.
  private var globChecksLeft = maximumGlobChecks

  /// Whether a file's tokens are a Tuist manifest: it imports `ProjectDescription`.
  static func isManifest(_ tokens: [SourceToken]) -> Bool {
    tokens.indices.dropLast().contains {
      tokens[$0].isIdentifier("import") && tokens[$0 + 1].isIdentifier("ProjectDescription")
    }
  }

  /// The helpers the manifest may call: its own functions, then those of
  /// `Tuist/ProjectDescriptionHelpers`.
  let helpers: TuistHelpers

  /// Reads a manifest's tokens.
  init(file: String, tokens: [SourceToken], helpers: TuistHelpers = TuistHelpers()) {
    self.file = file
    self.tokens = tokens
    self.helpers = helpers.adding(manifest: file, tokens)
    let literals = SwiftExpression.declarations(in: tokens)
    ownNames = literals.keys.sorted()
    var parser = HelperParser(tokens, at: 0)
    var evaluator = HelperEvaluator(helpers: self.helpers, manifest: file)
    let evaluated = evaluator.constants(of: parser.statementsToEnd(), literals: literals)
    declarations = literals.merging(evaluated) { _, value in value }.merging(helpers.values) {
      own, _ in own
    }
  }

  /// An expression with the helper calls it is made of expanded (a helper's body may call
  /// another), up to eight deep; `nil`, noted in ``unread``, when a call cannot be read.
  private mutating func expanded(_ expression: SwiftExpression?) -> SwiftExpression? {
    var value = resolved(expression)
    for _ in 0..<8 {
      guard let current = value,
        let expansion = helpers.expand(current.substituting(declarations), in: file)
      else { return value }
      switch expansion {
      case .expanded(let result): value = resolved(result)
      case .unread(let location, let reason):
        unread.append((location, reason))
        return nil
      }
    }
    return value
  }

  /// The folder of the manifest: where Tuist resolves its paths.
  var folder: String { XcodeProject.projectFolder(ofSpec: file) }

  /// Where a line of the manifest is.
  private func location(_ line: Int) -> FileLocation { FileLocation(file: file, line: line) }

  /// An expression with a name that a top-level constant sets replaced by its value, followed
  /// through up to eight constants.
  private func resolved(_ expression: SwiftExpression?) -> SwiftExpression? {
    SwiftExpression.resolved(expression, in: declarations)
  }

  /// Says why a value is not read.
  private func notLiteral(_ what: String, _ expression: SwiftExpression) -> (FileLocation, String) {
    if case .tooDeep = expression {
      return (
        location(expression.line),
        "\(what) nests brackets more than \(SwiftExpression.maximumDepth) deep, deeper than any "
          + "manifest's: not read"
      )
    }
    return (
      location(expression.line),
      "\(what) is \(Self.quoted(expression.source)), which the scan cannot work out (a call "
        + "or value it does not know)"
    )
  }

  /// A source text quoted for a message, shortened past 80 characters.
  private static func quoted(_ text: String) -> String {
    (text.count > 80 ? String(text.prefix(79)) + "…" : text).messageQuoted
  }

  /// The project's expression: the value of `let project`, else of the one top-level constant
  /// set to a call of `Project` or of one of its static functions (Tuist takes the `Project`
  /// a manifest makes, whatever its name); `nil` when there is none.
  var projectExpression: SwiftExpression? {
    // The helpers' constants are the manifest's names too, but never its project.
    if ownNames.contains("project") { return resolved(declarations["project"]) }
    let made = ownNames.filter { name in
      guard let called = declarations[name]?.calledName else { return false }
      return called == "Project" || called.hasPrefix("Project.")
    }
    return made.count == 1 ? resolved(declarations[made[0]]) : nil
  }

  /// The name the project gives, when literal.
  var projectName: String? {
    var manifest = self
    return manifest.expanded(projectExpression)?["name"].flatMap(resolved)?.text
  }

  /// The project Tuist would make, and the Info.plists and entitlements it would write.
  ///
  /// - Parameters:
  ///   - sources: every source file found, relative to the scanned root.
  ///   - buildSettingsFiles: the xcconfig files found, which configurations may name.
  /// - Returns: the project, its targets in the manifest's order, or `nil` when the manifest
  ///   makes no project the scan can read (``unread`` says why).
  mutating func project(
    sources: Set<String>, buildSettingsFiles: BuildSettingsFiles = BuildSettingsFiles()
  ) -> XcodeProject? {
    self.buildSettingsFiles = buildSettingsFiles
    guard let project = expanded(projectExpression) else { return nil }
    let sources = sources.sorted()
    sourceParts = sources.map { $0.split(separator: "/") }
    guard case .name(let called, _?, _) = project, ["Project", "Project.init"].contains(called)
    else {
      unread.append(notLiteral("the project", project))
      return nil
    }
    let projectLayers = settingsLayers(project["settings"], of: "the project's settings")
    var targets: [XcodeTarget] = []
    for item in items(project["targets"], of: "the project's targets") {
      guard let target = expanded(item) else { continue }
      guard case .name(let name, _?, _) = target,
        [".target", "Target.target", "Target", "Target.init"].contains(name)
      else {
        unread.append(notLiteral("a target", item))
        continue
      }
      if let read = self.target(target, projectLayers: projectLayers, sources: sources) {
        targets.append(read)
      }
    }
    return XcodeProject(generatedFrom: file, name: projectName, targets: targets)
  }

  /// The items of an array argument, those of arrays joined by `+` in order; an operand that is
  /// no array literal (once the helper calls it is made of are expanded) is noted in ``unread``
  /// and left out, so that the literal items around it are still read.
  private mutating func items(_ expression: SwiftExpression?, of what: String)
    -> [SwiftExpression]
  {
    guard let value = resolved(expression) else { return [] }
    let operands: [SwiftExpression]
    if case .sum(let joined, _) = value { operands = joined } else { operands = [value] }
    return operands.flatMap { operand -> [SwiftExpression] in
      // A call that cannot be expanded is noted by `expanded`.
      guard let read = expanded(operand) else { return [] }
      guard case .array(let items, _) = read else {
        unread.append(notLiteral(what, operand))
        return []
      }
      return items
    }
  }

  /// The settings of a `settings: .settings(base: […], configurations: […])` argument, as
  /// Xcode layers them: `base` over the xcconfig file of the configuration read
  /// (``configurationLayer(_:)``); no layer, noted in ``unread``, when it is not literal.
  private mutating func settingsLayers(_ expression: SwiftExpression?, of what: String)
    -> [[String: BuildSetting]]
  {
    guard let expression = resolved(expression) else { return [] }
    guard case .name(_, _?, _) = expression, Self.member(expression) == ".settings" else {
      unread.append(notLiteral(what, expression))
      return []
    }
    return [
      baseLayer(expression["base"], of: what), configurationLayer(expression["configurations"]),
    ]
  }

  /// The settings of the xcconfig file that the Release configuration of a `configurations`
  /// argument names (`.release(name: "Release", xcconfig: "Release.xcconfig")`), else its
  /// first configuration's, with the files it includes; empty when it names none found.
  private func configurationLayer(_ expression: SwiftExpression?) -> [String: BuildSetting] {
    guard case .array(let items, _)? = resolved(expression) else { return [:] }
    let configurations = items.compactMap(resolved)
    guard
      let chosen = configurations.first(where: { resolved($0["name"])?.text == "Release" })
        ?? configurations.first(where: { Self.member($0) == ".release" }) ?? configurations.first,
      let path = self.path(chosen["xcconfig"]), let file = buildSettingsFiles[path]
    else { return [:] }
    return file.resolvedSettings(in: buildSettingsFiles)
  }

  /// The file a Tuist `Path` names, relative to the scanned root: a string or
  /// `.relativeToManifest` from the manifest's folder, `.relativeToRoot` from the project's
  /// root (the folder that holds `Tuist/`); `nil` for another expression.
  private func path(_ expression: SwiftExpression?) -> String? {
    let value = resolved(expression)
    let folder: String
    let written: String?
    switch Self.member(value) {
    case ".relativeToRoot":
      folder = helpers.root
      written = resolved(value?[nil])?.text
    case ".relativeToManifest", ".relativeToCurrentFile":
      folder = self.folder
      written = resolved(value?[nil])?.text
    default:
      folder = self.folder
      written = value?.text
    }
    return written.flatMap { XcodeProject.normalized(XcodeProject.join(folder, $0)) }
  }

  /// The path of `.file(path:)` relative to the manifest's folder, as build settings name
  /// files: its `Path` read by ``path(_:)`` (`.relativeToRoot` and the others), `nil` for
  /// another expression.
  private func filePath(_ value: SwiftExpression?) -> String? {
    guard Self.member(value) == ".file", let file = path(value?["path"]) else { return nil }
    let own = folder.split(separator: "/")
    let parts = file.split(separator: "/")
    let shared = zip(own, parts).prefix { $0 == $1 }.count
    return
      (Array(repeating: "..", count: own.count - shared) + parts.dropFirst(shared).map(String.init))
      .joined(separator: "/")
  }

  /// The settings of a `base: […]` dictionary as one layer, or an empty layer, noted in
  /// ``unread``, when it is not literal.
  private mutating func baseLayer(_ expression: SwiftExpression?, of what: String)
    -> [String: BuildSetting]
  {
    guard let base = resolved(expression) else { return [:] }
    guard case .dictionary(let entries, _) = base else {
      unread.append(notLiteral(what, base))
      return [:]
    }
    var layer: [String: BuildSetting] = [:]
    for entry in entries {
      guard let key = resolved(entry.key)?.text else { continue }
      let value = resolved(entry.value)
      let text: String?
      switch value {
      case .string(let string, _)?: text = string
      case .name(".string", _, _)?: text = value?[nil]?.text
      case .array(let items, _)?:
        let strings = items.compactMap { resolved($0)?.text }
        text = strings.count == items.count ? strings.joined(separator: " ") : nil
      default: text = nil
      }
      layer[key] = BuildSetting(value: text ?? "", location: location(entry.key.line))
      if text == nil { layer[key]?.value = "$(unknown)" }
    }
    return layer
  }

  /// The SDK of a target's destinations or platform, or `nil` when they are not literal.
  private func sdk(_ target: SwiftExpression) -> String? {
    let names: [String]
    if var destinations = resolved(target["destinations"]) {
      // `Set([.iPhone, .iPad])` (as a helper that takes an array passes it on), `.init([…])`,
      // `Destinations([…])`: a set of the array's destinations.
      if ["Set", ".init", "Destinations"].contains(destinations.calledName),
        let items = resolved(destinations[nil])
      {
        destinations = items
      }
      switch destinations {
      case .name(_, nil, _): names = [Self.member(destinations)]
      case .array(let items, _):
        names = items.compactMap { Self.member(resolved($0)) }
        guard names.count == items.count else { return nil }
      default: return nil
      }
    } else if target["platform"] != nil {
      names = [Self.member(resolved(target["platform"]))]
    } else {
      return nil
    }
    let sdks: [String: String] = [
      ".iOS": "iphoneos", ".iPhone": "iphoneos", ".iPad": "iphoneos",
      ".macWithiPadDesign": "iphoneos", ".appleVisionWithiPadDesign": "iphoneos",
      ".macCatalyst": "iphoneos", ".watchOS": "watchos", ".appleWatch": "watchos",
      ".macOS": "macosx", ".mac": "macosx", ".tvOS": "appletvos", ".appleTv": "appletvos",
      ".visionOS": "xros", ".appleVision": "xros",
    ]
    let found = names.compactMap { sdks[$0] }
    guard found.count == names.count, !found.isEmpty else { return nil }
    return found.contains("iphoneos") ? "iphoneos" : found[0]
  }

  /// Xcode's product type for a Tuist product.
  private static let productTypes: [String: String] = [
    ".app": "application", ".appClip": "application.on-demand-install-capable",
    ".appExtension": "app-extension", ".messagesExtension": "app-extension.messages",
    ".stickerPackExtension": "app-extension.messages-sticker-pack",
    ".tvTopShelfExtension": "app-extension", ".extensionKitExtension": "extensionkit-extension",
    ".watch2App": "application.watchapp2", ".watch2AppContainer": "application.watchapp2-container",
    ".watch2Extension": "watchkit2-extension", ".framework": "framework",
    ".staticFramework": "framework.static", ".staticLibrary": "library.static",
    ".dynamicLibrary": "library.dynamic", ".unitTests": "bundle.unit-test",
    ".uiTests": "bundle.ui-testing", ".bundle": "bundle", ".commandLineTool": "tool",
  ]

  /// The member a value names, its type's name dropped: `.extendingDefault` for
  /// `InfoPlist.extendingDefault` as for `.extendingDefault`, as Tuist's types spell their
  /// members either way; `""` for no name.
  static func member(_ value: SwiftExpression?) -> String {
    guard let name = value?.calledName else { return "" }
    guard !name.hasPrefix("."), let dot = name.firstIndex(of: "."),
      name[..<dot].first?.isUppercase ?? false, !name[name.index(after: dot)...].contains(".")
    else { return name }
    return String(name[dot...])
  }

  /// One target.
  private mutating func target(
    _ expression: SwiftExpression, projectLayers: [[String: BuildSetting]], sources: [String]
  ) -> XcodeTarget? {
    guard let name = resolved(expression["name"])?.text else {
      unread.append(notLiteral("a target's name", expression["name"] ?? expression))
      return nil
    }
    let product = resolved(expression["product"])
    var productType = "com.apple.product-type." + (Self.productTypes[Self.member(product)] ?? "")
    // A product the scan does not evaluate (`if` on an environment variable) is taken for the
    // framework a target that is no app or extension most often builds, so that the code of a
    // target the app depends on is read, with the reason noted.
    if let product, Self.productTypes[Self.member(product)] == nil {
      unread.append(notLiteral("target \(name)'s product, read as a framework,", product))
      productType += "framework"
    }
    let sdk = sdk(expression)
    var target = XcodeTarget(
      id: name, name: name, productType: productType,
      kind: XcodeTarget.kind(productType: productType, sdk: sdk ?? ""), sdk: sdk ?? "",
      configuration: "Release")
    var generated: [String: BuildSetting] = [:]
    if let sdk {
      generated["SDKROOT"] = BuildSetting(value: sdk, location: location(expression.line))
    }
    if let bundleID = resolved(expression["bundleId"])?.text {
      generated["PRODUCT_BUNDLE_IDENTIFIER"] = BuildSetting(
        value: bundleID, location: location(expression.line))
    }
    var unreadSettings: [String: BuildSetting] = [:]
    let deploymentKey = XcodeProject.deploymentTargetKey
    if let argument = expression["deploymentTargets"] ?? expression["deploymentTarget"] {
      let value = resolved(argument)
      let version: String?
      // `.iOS("16.0")`, or spelled with its type: `DeploymentTargets.iOS("16.0")`.
      let member = Self.member(value)
      switch member {
      case ".iOS": version = resolved(value?["targetVersion"] ?? value?[nil])?.text
      case ".multiplatform": version = resolved(value?["iOS"])?.text
      default: version = nil
      }
      if let version {
        generated[deploymentKey] = BuildSetting(value: version, location: location(argument.line))
      } else if member != ".multiplatform" || value?["iOS"] != nil {
        unreadSettings[deploymentKey] = BuildSetting(
          value: argument.source, location: location(argument.line))
      }
    }
    let targetLayers = settingsLayers(expression["settings"], of: "target \(name)'s settings")
    if let argument = expression["settings"],
      resolved(argument).map({ setting in
        if case .name(_, _?, _) = setting { return false } else { return true }
      }) ?? false, generated[deploymentKey] == nil
    {
      unreadSettings[deploymentKey] = BuildSetting(
        value: argument.source, location: location(argument.line))
    }
    infoPlist(expression, name: name, sdk: sdk, into: &generated)
    entitlements(expression, name: name, into: &generated)
    target.settings = XcodeProject.resolve(
      targetLayers.prefix(1) + [generated] + targetLayers.dropFirst() + projectLayers
    ).mapValues {
      setting in
      var setting = setting
      setting.value = XcodeProject.substitute(setting.value, target: name)
      return setting
    }
    for (key, setting) in target.settings where setting.value == "$(unknown)" {
      target.settings[key] = nil
      unreadSettings[key] = setting
    }
    for key in unreadSettings.keys where target.settings[key] != nil {
      unreadSettings[key] = nil
    }
    target.unreadSettings = unreadSettings
    target.infoPlistFile = target.settings["INFOPLIST_FILE"].flatMap {
      XcodeProject.normalized(XcodeProject.join(folder, $0.value))
    }
    target.entitlementsFile = target.settings["CODE_SIGN_ENTITLEMENTS"].flatMap {
      XcodeProject.normalized(XcodeProject.join(folder, $0.value))
    }
    if let plist = pendingPlist, let file = target.infoPlistFile {
      var plist = plist
      if target.kind == .application { plist.role = .app }
      plists[file] = plist
    }
    if let reason = pendingUnreadablePlist, let file = target.infoPlistFile {
      unreadablePlists[file] = reason
    }
    if pendingPushEntitled, let file = target.entitlementsFile { pushEntitled.insert(file) }
    pendingPlist = nil
    pendingUnreadablePlist = nil
    pendingPushEntitled = false
    if let globs = resolved(expression["sources"]) {
      if let patterns = self.globs(globs) {
        let joined = Set(patterns.map { XcodeProject.join(folder, $0) })
        let new = joined.filter { matched[$0] == nil }.sorted().map { ($0, Glob($0)) }
        let checks = new.reduce(0) { $0 + $1.1.candidates(in: sources).count }
        if checks > globChecksLeft {
          unread.append(
            (
              location(globs.line),
              "target \(name)'s sources: its globs would be tried on more than "
                + "\(Self.maximumGlobChecks) files in all, more than any project's: not read"
            ))
        } else {
          globChecksLeft -= checks
          for (pattern, glob) in new {
            matched[pattern] = glob.files(in: sources, parts: sourceParts)
            if matched[pattern]!.isEmpty, let files = filesIgnoringCase(pattern, in: sources) {
              matched[pattern] = files
              target.caseFoldedSources.append(
                BuildSetting(value: pattern, location: location(globs.line)))
            }
          }
          target.listsSources = true
          target.sources = Set(joined.flatMap { matched[$0]! }).sorted()
        }
      } else {
        unread.append(notLiteral("target \(name)'s sources", globs))
      }
    }
    target.product = Self.product(name, of: folder)
    for item in items(expression["dependencies"], of: "target \(name)'s dependencies") {
      dependency(item, of: &target)
    }
    return target
  }

  /// The files a glob matches when case is ignored, as on macOS's default file system, where
  /// Tuist matches `src/**` to a folder `Src`; `nil` for none, or past the glob budget.
  private mutating func filesIgnoringCase(_ pattern: String, in sources: [String]) -> [String]? {
    if foldedSources == nil {
      let pairs = sources.map { ($0.lowercased(), $0) }.sorted { $0 < $1 }
      foldedSources = (
        pairs.map(\.0), pairs.map { $0.0.split(separator: "/") }, pairs.map(\.1)
      )
    }
    let folded = foldedSources!
    let glob = Glob(pattern.lowercased())
    let checks = glob.candidates(in: folded.sorted).count
    guard checks <= globChecksLeft else { return nil }
    globChecksLeft -= checks
    let matched = Set(glob.files(in: folded.sorted, parts: folded.parts))
    let files = folded.sorted.indices.filter { matched.contains(folded.sorted[$0]) }.map {
      folded.files[$0]
    }
    return files.isEmpty ? nil : files.sorted()
  }

  /// The name the scan gives a target's product, which another manifest's
  /// `.project(target:path:)` names: the project's folder and the target's name.
  private static func product(_ target: String, of folder: String) -> String {
    folder.isEmpty ? target : folder + "/" + target
  }

  /// Reads one of a target's `dependencies` into the target.
  ///
  /// `.target(name:)` is a target of its project, which it embeds or links;
  /// `.project(target:path:)` another project's, whose product it links; `.external(name:)` a
  /// product of `Tuist/Package.swift` and `.package(product:)` one of the project's `packages`
  /// (a remote package's, named as Xcode names a linked remote product). An implicit member a helper declares on `TargetDependency`
  /// (`.Feature.Auth.Implement`) stands for its value.
  private mutating func dependency(_ item: SwiftExpression, of target: inout XcodeTarget) {
    var value = item
    if case .name(let name, nil, _) = item, name.hasPrefix("."),
      let declared = declarations["TargetDependency" + name]
    {
      value = declared
    }
    guard let value = expanded(value) else { return }
    switch Self.member(value) {
    case ".target":
      if let name = resolved(value["name"] ?? value[nil])?.text {
        target.embeds.append(name)
        return
      }
    case ".project":
      if let name = resolved(value["target"])?.text, let folder = path(value["path"]) {
        target.linkedProducts.append(Self.product(name, of: folder))
        return
      }
    case ".external", ".package":
      if let name = resolved(value["name"] ?? value["product"])?.text {
        target.remoteProducts.append(
          DependencyManifest.Dependency(name: name, location: location(item.line)))
        return
      }
    case let member where Self.prebuiltDependencies.contains(member): return
    default: break
    }
    target.unreadDependencies.append(
      BuildSetting(value: value.source, location: location(item.line)))
  }

  /// The dependencies that link what no source the scan reads builds: the SDK's libraries and
  /// prebuilt frameworks, libraries and test and macro targets' products.
  static let prebuiltDependencies: Set<String> = [
    ".sdk", ".xcframework", ".framework", ".library", ".xctest", ".macro", ".bundle",
  ]

  /// The Info.plist being read for the target at hand, before its path is known.
  private var pendingPlist: InfoPlist?
  /// Why the Info.plist of the target at hand cannot be read.
  private var pendingUnreadablePlist: (location: FileLocation, reason: String)?
  /// Whether the entitlements of the target at hand hold `aps-environment`.
  private var pendingPushEntitled = false

  /// Reads a target's `infoPlist`: a path becomes `INFOPLIST_FILE`; a plist Tuist writes is
  /// kept, at the path Tuist writes it to (`Derived/InfoPlists/<name>-Info.plist`).
  private mutating func infoPlist(
    _ target: SwiftExpression, name: String, sdk: String?,
    into settings: inout [String: BuildSetting]
  ) {
    let argument = target["infoPlist"]
    let derived = "Derived/InfoPlists/\(name)-Info.plist"
    let line = argument?.line ?? target.line
    let value = resolved(argument)
    if let path = value?.text ?? filePath(value) {
      settings["INFOPLIST_FILE"] = BuildSetting(value: path, location: location(line))
      return
    }
    settings["INFOPLIST_FILE"] = BuildSetting(value: derived, location: location(line))
    var dictionary: [String: Any] = [:]
    var extra: SwiftExpression?
    switch value.map(Self.member) {
    case nil where argument == nil, ".default":
      dictionary = Self.defaults(product: target, sdk: sdk, resolved: resolved)
    case ".extendingDefault":
      dictionary = Self.defaults(product: target, sdk: sdk, resolved: resolved)
      extra = resolved(value?["with"])
    case ".dictionary": extra = resolved(value?[nil])
    default:
      pendingUnreadablePlist = notLiteral("target \(name)'s infoPlist", argument ?? target)
      return
    }
    var lines: [String: Int] = [:]
    if let extra {
      guard case .dictionary(let entries, _) = extra else {
        pendingUnreadablePlist = notLiteral("target \(name)'s infoPlist", extra)
        return
      }
      for entry in entries {
        guard let key = resolved(entry.key)?.text else {
          pendingUnreadablePlist = notLiteral("a key of target \(name)'s infoPlist", entry.key)
          return
        }
        let read = plistValue(entry.value)
        if read == nil,
          [InfoPlist.backgroundModesKey, InfoPlist.sceneManifestKey, "NSExtension"].contains(key)
        {
          pendingUnreadablePlist = notLiteral("\(key) in target \(name)'s infoPlist", entry.value)
          return
        }
        dictionary[key] = read ?? "$(unknown)"
        if [InfoPlist.backgroundModesKey, InfoPlist.sceneManifestKey, ProxySwitch.key].contains(key)
        {
          lines[key] = entry.key.line
        }
        if key == "NSExtension", case .dictionary(let inner, _)? = resolved(entry.value),
          let point = inner.first(where: {
            resolved($0.key)?.text == InfoPlist.extensionPointKey
          })
        {
          lines[InfoPlist.extensionPointKey] = point.key.line
        }
        var modes = resolved(entry.value)
        if Self.member(modes) == ".array" { modes = resolved(modes?[nil]) }
        if key == InfoPlist.backgroundModesKey, case .array(let items, _)? = modes,
          let mode = items.first(where: {
            plistValue($0) as? String == InfoPlist.remoteNotificationMode
          })
        {
          lines[InfoPlist.remoteNotificationMode] = mode.line
        }
      }
    }
    pendingPlist = InfoPlist(dictionary: dictionary, file: file, lines: lines)
  }

  /// The keys Tuist's default Info.plist holds that the scan reads: the bundle's, and an iOS
  /// app's scene manifest.
  private static func defaults(
    product target: SwiftExpression, sdk: String?,
    resolved: (SwiftExpression?) -> SwiftExpression?
  ) -> [String: Any] {
    var dictionary: [String: Any] = [
      "CFBundleIdentifier": "$(PRODUCT_BUNDLE_IDENTIFIER)", "CFBundleName": "$(PRODUCT_NAME)",
    ]
    let product = Self.member(resolved(target["product"]))
    switch product {
    case ".app", ".appClip": dictionary["CFBundlePackageType"] = "APPL"
    case ".unitTests", ".uiTests", ".bundle": dictionary["CFBundlePackageType"] = "BNDL"
    case ".framework", ".staticFramework": dictionary["CFBundlePackageType"] = "FMWK"
    case ".appExtension", ".messagesExtension", ".stickerPackExtension", ".extensionKitExtension":
      dictionary["CFBundlePackageType"] = "XPC!"
    default: dictionary["CFBundlePackageType"] = "$(PRODUCT_BUNDLE_PACKAGE_TYPE)"
    }
    if product == ".app", sdk == "iphoneos" {
      dictionary["LSRequiresIPhoneOS"] = true
      dictionary[InfoPlist.sceneManifestKey] = [
        "UIApplicationSupportsMultipleScenes": false, "UISceneConfigurations": [String: Any](),
      ]
    }
    return dictionary
  }

  /// A property-list value written as a literal (`"x"`, `true`, `[…]`, `.string("x")`, …), or
  /// `nil` when it is not one.
  private func plistValue(_ expression: SwiftExpression) -> Any? {
    switch resolved(expression) {
    case .string(let text, _)?: return text
    case .boolean(let value, _)?: return value
    case .number(let text, _)?: return Int(text) ?? Double(text) ?? text
    case .array(let items, _)?:
      let values = items.compactMap(plistValue)
      return values.count == items.count ? values : nil
    case .dictionary(let entries, _)?:
      var result: [String: Any] = [:]
      for entry in entries {
        guard let key = resolved(entry.key)?.text, let value = plistValue(entry.value) else {
          return nil
        }
        result[key] = value
      }
      return result
    case .name(let name, let arguments?, _)?
    where [".string", ".boolean", ".integer", ".real", ".array", ".dictionary"].contains(name)
      && arguments.count == 1:
      return plistValue(arguments[0].value)
    default: return nil
    }
  }

  /// Reads a target's `entitlements`: a path becomes `CODE_SIGN_ENTITLEMENTS`; a dictionary
  /// Tuist writes to `Derived/Entitlements/<name>.entitlements`.
  private mutating func entitlements(
    _ target: SwiftExpression, name: String, into settings: inout [String: BuildSetting]
  ) {
    guard let argument = target["entitlements"] else { return }
    let value = resolved(argument)
    if let path = value?.text ?? filePath(value) {
      settings["CODE_SIGN_ENTITLEMENTS"] = BuildSetting(
        value: path, location: location(argument.line))
    } else if Self.member(value) == ".dictionary",
      case .dictionary(let entries, _)? = resolved(value?[nil])
    {
      settings["CODE_SIGN_ENTITLEMENTS"] = BuildSetting(
        value: "Derived/Entitlements/\(name).entitlements", location: location(argument.line))
      pendingPushEntitled = entries.contains {
        resolved($0.key)?.text == "aps-environment"
      }
    }
  }

  /// The glob patterns of a `sources` argument, or `nil` when it is not literal.
  private func globs(_ expression: SwiftExpression) -> [String]? {
    switch resolved(expression) {
    case .string(let text, _)?: return [text]
    case .array(let items, _)?:
      let patterns = items.compactMap { item -> String? in
        let item = resolved(item)
        return item?.text ?? (Self.member(item) == ".glob" ? resolved(item?[nil])?.text : nil)
      }
      return patterns.count == items.count ? patterns : nil
    case .name(".paths", _?, _)?, .name("SourceFilesList", _?, _)?:
      let inner = resolved(expression)
      return (resolved(inner?[nil]) ?? resolved(inner?["globs"])).flatMap(globs)
    default: return nil
    }
  }

  /// Whether a path matches a glob (``Glob``).
  static func matches(_ path: String, glob: String) -> Bool { Glob(glob).matches(path) }
}
