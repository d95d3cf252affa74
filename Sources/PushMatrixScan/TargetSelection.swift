import Foundation

/// The targets of the scanned Xcode projects, and the rule that picks the app target a profile
/// is for: its source files, its Info.plist and the service extensions it embeds.
///
/// The main iOS app is, in turn: an iOS application that is not an App Clip, a watch app, a
/// demo, an example, a sample or a test host (by its name); among several, those with the
/// `aps-environment` entitlement or the `remote-notification` background mode; then those that
/// embed an app extension, an App Clip or a watch app; then the one named as its project; then
/// the one whose project a workspace lists first (a project a spec generates is the spec's
/// `name` with `.xcodeproj`, beside it); then the first in the projects' order.
struct TargetSelection {
  /// A target: the index of its project and its index there.
  struct Reference: Equatable {
    var project: Int
    var target: Int
  }

  /// The words of a target's name that make it a demo, an example or a test host.
  static let auxiliaryWords = [
    "demo", "example", "sample", "testhost", "test host", "hostapp", "host app", "playground",
  ]

  let projects: [XcodeProject]
  /// The projects that could not be read, relative to the scanned root.
  var unreadableProjects: [String] = []
  let plists: [String: InfoPlist]
  /// The entitlements files that hold `aps-environment`.
  let pushEntitled: Set<String>
  /// Every source file found, relative to the scanned root.
  let sources: Set<String>
  /// The same, by their paths lowercased, the first in path order where several fold alike.
  private let sourcesByFoldedPath: [String: String]
  /// The source files no target that lists its sources builds.
  private let unclaimed: Set<String>
  /// Each project's targets' indexes by object ID.
  private let indexByID: [[String: Int]]
  /// The workspaces found, in path order.
  private let workspaces: [XcodeWorkspace]

  /// Indexes the targets of projects, once, so that choosing costs time linear in them.
  init(
    projects: [XcodeProject], plists: [String: InfoPlist], pushEntitled: Set<String>,
    sources: Set<String>, workspaces: [XcodeWorkspace] = []
  ) {
    self.projects = projects
    self.workspaces = workspaces.sorted { $0.file < $1.file }
    self.plists = plists
    self.pushEntitled = pushEntitled
    self.sources = sources
    sourcesByFoldedPath = Dictionary(
      sources.map { ($0.lowercased(), $0) }, uniquingKeysWith: min)
    var claimed: Set<String> = []
    for project in projects {
      for target in project.targets where target.listsSources {
        claimed.formUnion(Self.withHeaders(target.sources))
      }
    }
    unclaimed = sources.subtracting(claimed)
    indexByID = projects.map { project in
      Dictionary(
        project.targets.enumerated().map { ($1.id, $0) }, uniquingKeysWith: { first, _ in first })
    }
  }

  /// Returns a target.
  func target(_ reference: Reference) -> XcodeTarget {
    projects[reference.project].targets[reference.target]
  }

  /// The iOS applications and App Clips, in the projects' order.
  var appTargets: [Reference] {
    projects.indices.flatMap { project in
      projects[project].targets.indices.map { Reference(project: project, target: $0) }
    }.filter {
      let target = target($0)
      return target.isIOS && [.application, .appClip].contains(target.kind)
    }
  }

  /// Chooses the target to profile.
  ///
  /// - Parameter name: the target asked for, or `nil` for the main iOS app: a target's name,
  ///   or `PROJECT/NAME` where PROJECT is its project's name (the `.xcodeproj` folder's
  ///   without the extension, or a spec's or manifest's `name`) or path (of the `.xcodeproj`
  ///   folder, its `project.pbxproj`, or the spec or manifest).
  /// - Returns: the choice as the profile records it, and the target chosen, `nil` when no
  ///   project names an iOS app.
  /// - Throws: ``ScanError/unknownTarget(name:targets:)`` when no iOS app target has that name,
  ///   ``ScanError/ambiguousTarget(name:targets:)`` when several have it in different
  ///   projects and only their order tells them apart.
  func choose(_ name: String?) throws(ScanError) -> (choice: TargetChoice, chosen: Reference?) {
    let apps = appTargets
    let listed = apps.map(summary)
    guard !apps.isEmpty else {
      let unread =
        unreadableProjects.isEmpty
        ? ""
        : " (cannot read \(unreadableProjects.abbreviated(naming: 3)))"
      if let name { throw .unknownTarget(name: name, targets: [], unread: unread) }
      let reason =
        projects.isEmpty && unread.isEmpty
        ? "found no Xcode project: read every file below the paths as one app"
        : "found no iOS app target in the Xcode projects\(unread): read every file below the "
          + "paths as one app"
      return (TargetChoice(chosen: nil, reason: reason, appTargets: []), nil)
    }
    if let name {
      let matches = apps.filter { self.name(of: $0, matches: name) }
      guard let match = matches.first else {
        throw .unknownTarget(name: name, targets: apps.map(qualifiedName))
      }
      guard matches.count > 1 else {
        return (
          TargetChoice(
            chosen: qualifiedName(match), reason: "chosen with --target", appTargets: listed),
          match
        )
      }
      // Namesakes, such as a plugin's example app beside the app: the choice made without
      // `--target` decides among them, unless only their order would.
      let (candidates, reasons) = ranked(matches)
      guard candidates.count == 1 else {
        throw .ambiguousTarget(name: name, targets: matches.map(qualifiedName))
      }
      return (
        TargetChoice(
          chosen: qualifiedName(candidates[0]),
          reason: "chosen with --target; of the \(matches.count) iOS app targets of that name, "
            + reasons.joined(separator: "; "),
          appTargets: listed),
        candidates[0]
      )
    }
    if apps.count == 1 {
      let only = apps[0]
      return (
        TargetChoice(
          chosen: target(only).name, reason: "the only iOS app target", appTargets: listed),
        only
      )
    }
    var (candidates, reasons) = ranked(apps)
    if candidates.count > 1 {
      reasons.append("the first of \(candidates.count) such targets in the project's order")
    }
    let chosen = candidates[0]
    return (
      TargetChoice(
        chosen: qualifiedName(chosen), reason: reasons.joined(separator: "; "),
        appTargets: listed),
      chosen
    )
  }

  /// Narrows app targets down to the likeliest main app, with a reason for each step that
  /// narrowed them: an application that is no demo or example, with push, embedding
  /// extensions, named as its project, in the project a workspace lists first.
  ///
  /// - Parameter apps: the targets, at least one, in the projects' order.
  /// - Returns: those left, in the same order, and the reasons; more than one when nothing
  ///   tells them apart.
  private func ranked(_ apps: [Reference]) -> (candidates: [Reference], reasons: [String]) {
    var reasons: [String] = []
    var candidates = apps.filter { target($0).kind == .application && !isAuxiliary($0) }
    if candidates.isEmpty {
      candidates = apps
    } else if candidates.count < apps.count {
      reasons.append(
        candidates.count == 1
          ? "the only iOS application that is not an App Clip, demo, example or test host"
          : "an iOS application that is not an App Clip, demo, example or test host")
    }
    func narrow(_ keep: (Reference) -> Bool, _ reason: String) {
      guard candidates.count > 1 else { return }
      let kept = candidates.filter(keep)
      guard !kept.isEmpty, kept.count < candidates.count else { return }
      candidates = kept
      reasons.append(reason)
    }
    narrow(hasPush, "it has the aps-environment entitlement or the remote-notification mode")
    narrow(
      { embedsApps($0) }, "it embeds app extensions, an App Clip or a watch app the others do not")
    narrow(
      { target($0).name == projectName($0.project) }, "it has its project's name")
    if candidates.count > 1,
      let first = candidates.compactMap({ workspaceRank($0.project) }).min(by: <)
    {
      narrow(
        { workspaceRank($0.project).map { $0 == first } ?? false },
        "its project is the first of theirs that "
          + "\(XcodeProject.projectFolder(ofSpec: workspaces[first.workspace].file)) lists")
    }
    return (candidates, reasons)
  }

  /// Whether `--target` names an app target: by its name alone, or as `PROJECT/NAME`.
  private func name(of reference: Reference, matches asked: String) -> Bool {
    let name = target(reference).name
    if name == asked { return true }
    guard asked.hasSuffix("/" + name) else { return false }
    let project = String(asked.dropLast(name.count + 1))
    let file = projects[reference.project].file
    let xcodeproj = file.hasSuffix("/project.pbxproj") ? String(file.dropLast(16)) : file
    return [projectName(reference.project), file, xcodeproj].contains(project)
  }

  /// Returns how a target is named: `PROJECT/NAME` where another app target has its name.
  ///
  /// PROJECT is the `.xcodeproj` folder's name, or the path of the `.xcodeproj` folder or of
  /// the spec or manifest where that does not tell them apart. Each form is one
  /// ``TargetChoice/isChosen(_:)`` recognizes from the target's project file alone.
  private func qualifiedName(_ reference: Reference) -> String {
    let name = target(reference).name
    let namesakes = appTargets.filter { target($0).name == name }
    guard namesakes.count > 1 else { return name }
    let file = projects[reference.project].file
    let isXcodeProject = file.hasSuffix(".xcodeproj/project.pbxproj")
    let project = projectName(reference.project)
    if isXcodeProject && namesakes.filter({ projectName($0.project) == project }).count == 1 {
      return project + "/" + name
    }
    return (isXcodeProject ? String(file.dropLast(16)) : file) + "/" + name
  }

  /// Whether a target's name marks it as a demo, an example or a test host.
  private func isAuxiliary(_ reference: Reference) -> Bool {
    let name = target(reference).name.lowercased()
    return Self.auxiliaryWords.contains { name.contains($0) }
  }

  /// The setting that would name the background modes of a generated Info.plist, which Xcode
  /// does not write into it.
  static let backgroundModesKey = "INFOPLIST_KEY_UIBackgroundModes"
  /// Where Xcode's build system writes a generated Info.plist's keys from `INFOPLIST_KEY_`
  /// settings, only those of a fixed list, which lacks `UIBackgroundModes`.
  static let generatedKeysSource =
    "swiftlang/swift-build@41aee62 Sources/SWBTaskExecution/TaskActions/"
    + "InfoPlistProcessorTaskAction.swift:715-736, 741-800"

  /// The background modes a target asks for with `INFOPLIST_KEY_UIBackgroundModes` and
  /// `GENERATE_INFOPLIST_FILE = YES`, as an Info.plist at the setting's line; `nil` when the
  /// target sets none.
  ///
  /// The app does not get them (``generatedKeysSource``): the profile says so, and they count
  /// only for choosing the main app, as a sign of the team's intent.
  func generatedInfoPlist(_ reference: Reference) -> InfoPlist? {
    let target = target(reference)
    guard target.generatesInfoPlist, let setting = target.settings[Self.backgroundModesKey]
    else { return nil }
    let modes = setting.value.split(separator: " ").map {
      $0.trimmingCharacters(in: CharacterSet(charactersIn: "\"'"))
    }.filter { !$0.isEmpty }
    var lines: [String: Int] = [:]
    if let line = setting.location.line {
      lines[InfoPlist.backgroundModesKey] = line
      if modes.contains(InfoPlist.remoteNotificationMode) {
        lines[InfoPlist.remoteNotificationMode] = line
      }
    }
    var plist = InfoPlist(
      dictionary: [
        "CFBundleIdentifier": "$(PRODUCT_BUNDLE_IDENTIFIER)", InfoPlist.backgroundModesKey: modes,
      ], file: setting.location.file, lines: lines)
    plist.role = .app
    return plist
  }

  /// The Info.plist of a target that names none and has none generated, as when its
  /// `INFOPLIST_FILE` is in an xcconfig file that is not in the repository: the only file named
  /// `Info.plist` in a folder that holds its sources (or above them) that no other target names.
  ///
  /// - Parameters:
  ///   - reference: the target.
  ///   - plists: the property lists found, relative to the scanned root.
  /// - Returns: the Info.plist's path, or `nil` when the target names or generates one, or when
  ///   none or several such files are found.
  func infoPlistBesideSources(_ reference: Reference, plists: some Collection<String>)
    -> String?
  {
    let target = target(reference)
    guard target.infoPlistFile == nil, !target.generatesInfoPlist else { return nil }
    let named = Set(projects.flatMap { $0.targets.compactMap(\.infoPlistFile) })
    let folders = Set(
      files(of: reference).flatMap { file in
        let parts = file.split(separator: "/").dropLast()
        return parts.indices.map { parts[...$0].joined(separator: "/") }
      })
    let found = plists.filter { file in
      file.hasSuffix("/Info.plist") && !named.contains(file)
        && folders.contains(XcodeProject.projectFolder(ofSpec: file))
    }
    return found.count == 1 ? found.first : nil
  }

  /// Whether a target has the `aps-environment` entitlement or the `remote-notification`
  /// background mode in its Info.plist, or in the one Xcode generates for it.
  private func hasPush(_ reference: Reference) -> Bool {
    let target = target(reference)
    if let file = target.entitlementsFile, pushEntitled.contains(file) { return true }
    if generatedInfoPlist(reference)?.backgroundModes.contains(InfoPlist.remoteNotificationMode)
      == true
    {
      return true
    }
    return target.infoPlistFile.flatMap { plists[$0] }?.backgroundModes.contains(
      InfoPlist.remoteNotificationMode) ?? false
  }

  /// Whether a target embeds or depends on an app extension, an App Clip or a watch app.
  private func embedsApps(_ reference: Reference) -> Bool {
    let project = projects[reference.project]
    return target(reference).embeds.contains { id in
      indexByID[reference.project][id].map {
        [.appExtension, .appClip, .watchApp].contains(project.targets[$0].kind)
      } ?? false
    }
  }

  /// Where a project stands in the workspaces: the first workspace, in path order, that
  /// lists it and its place there; `nil` when none does.
  private func workspaceRank(_ project: Int) -> (workspace: Int, place: Int)? {
    let folder = xcodeprojFolder(project)
    for (index, workspace) in workspaces.enumerated() {
      if let place = workspace.projects.firstIndex(of: folder) { return (index, place) }
    }
    return nil
  }

  /// The folders, such as local packages, that the workspaces listing a project list beside
  /// it, in the workspaces' path order.
  func workspaceFolders(of project: Int) -> [String] {
    let folder = xcodeprojFolder(project)
    return workspaces.filter { $0.projects.contains(folder) }.flatMap(\.folders)
  }

  /// A project's `.xcodeproj` folder; for a spec or manifest, the one its generator writes
  /// beside it.
  private func xcodeprojFolder(_ project: Int) -> String {
    let file = projects[project].file
    return file.hasSuffix(".xcodeproj/project.pbxproj")
      ? String(file.dropLast(16))
      : XcodeProject.join(
        XcodeProject.projectFolder(ofSpec: file), projectName(project) + ".xcodeproj")
  }

  /// The name of a project: its `.xcodeproj` folder's name without the extension.
  private func projectName(_ project: Int) -> String {
    if let name = projects[project].name { return name }
    let folder = projects[project].file.split(separator: "/").dropLast().last ?? ""
    return String(folder.hasSuffix(".xcodeproj") ? folder.dropLast(10) : folder)
  }

  /// How `scan` lists a target.
  private func summary(_ reference: Reference) -> TargetChoice.AppTarget {
    let target = target(reference)
    var plist = [target.infoPlistFile, target.generatesInfoPlist ? "generated" : nil]
      .compactMap { $0 }.joined(separator: " + ")
    if plist.isEmpty { plist = "none" }
    return TargetChoice.AppTarget(
      name: target.name, kind: target.kind.rawValue, project: projects[reference.project].file,
      infoPlist: plist, sourceFiles: files(of: reference).count,
      deploymentTarget: target.settings[XcodeProject.deploymentTargetKey]?.value ?? "unknown")
  }

  /// The source files a target builds, with the header beside each Objective-C file; for a
  /// target whose project lists none of its sources, every source no other target lists.
  func files(of reference: Reference) -> Set<String> {
    let target = target(reference)
    guard target.listsSources else { return unclaimed }
    var files = Self.withHeaders(target.sources).intersection(sources)
    // A path that differs from a file's only in case names it, as on macOS's file system.
    let folded = target.sources.compactMap { source in
      sources.contains(source) ? nil : sourcesByFoldedPath[source.lowercased()]
    }
    if !folded.isEmpty { files.formUnion(Self.withHeaders(folded).intersection(sources)) }
    return files
  }

  /// The source files below a folder that no target that lists its sources builds, sorted.
  func unclaimedFiles(below folder: String) -> [String] {
    unclaimed.filter { folder.isEmpty || $0.hasPrefix(folder + "/") }.sorted()
  }

  /// Source files with the header of the same name beside each Objective-C one.
  private static func withHeaders(_ files: [String]) -> Set<String> {
    var result = Set(files)
    for file in files {
      for suffix in [".m", ".mm"] where file.hasSuffix(suffix) {
        result.insert(String(file.dropLast(suffix.count)) + ".h")
      }
    }
    return result
  }

  /// The app extensions a target embeds or depends on.
  func extensions(of reference: Reference) -> [Reference] {
    dependencies(of: reference, kinds: [.appExtension])
  }

  /// The targets of some kinds a target of the same project depends on, links or embeds, in
  /// the project's order.
  func dependencies(of reference: Reference, kinds: Set<XcodeTarget.Kind>) -> [Reference] {
    let project = projects[reference.project]
    return target(reference).embeds.compactMap { id in
      indexByID[reference.project][id].flatMap {
        kinds.contains(project.targets[$0].kind)
          ? Reference(project: reference.project, target: $0) : nil
      }
    }
  }

  /// What the inference needs to know of the target chosen.
  func selected(_ reference: Reference) -> ProfileInference.SelectedTarget {
    let target = target(reference)
    var selected = ProfileInference.SelectedTarget(name: target.name)
    if target.generatesInfoPlist && target.infoPlistFile == nil {
      selected.generatedInfoPlist = target.settings["GENERATE_INFOPLIST_FILE"]?.location
    }
    if let file = target.infoPlistFile, plists[file] == nil {
      selected.missingInfoPlist = (file, target.settings["INFOPLIST_FILE"]?.location)
    }
    selected.serviceExtensions = extensions(of: reference).map { self.target($0).name }
    return selected
  }

  /// The findings that say which files and settings of the chosen target were read.
  func findings(for reference: Reference) -> [AppProfile.Finding] {
    let target = target(reference)
    let project = projects[reference.project].file
    var findings: [AppProfile.Finding] = []
    let count = files(of: reference).count
    let counted = "\(count) source file" + (count == 1 ? "" : "s")
    findings.append(
      AppProfile.Finding(
        field: "callbacks", file: project, line: nil,
        shows: target.listsSources
          ? "read the \(counted) of target \(target.name) (its Sources build phase and "
            + "synchronized folders, with the header beside each Objective-C file)"
          : "target \(target.name) lists no sources in the project: read the \(counted) no "
            + "other target lists"))
    let fields = [
      XcodeProject.deploymentTargetKey: AppProfile.Key.deploymentTarget,
      XcodeProject.sceneManifestKey: "lifecycle", "INFOPLIST_FILE": "backgroundMode",
    ]
    for key in target.differingSettings {
      guard let field = fields[key] else { continue }
      findings.append(
        AppProfile.Finding(
          field: field, file: project, line: nil,
          shows: "\(key) differs between target \(target.name)'s configurations: read its "
            + "\(target.configuration) configuration's"))
    }
    return findings
  }
}
