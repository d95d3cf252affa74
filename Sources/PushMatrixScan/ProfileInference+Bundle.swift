import PushMatrixIO
import PushMatrixModel

extension ProfileInference {
  /// The apps' Info.plists.
  private var appPlists: [InfoPlist] { inputs.plists.filter { $0.role == .app } }

  /// The findings that say a field is unknown because of the property lists (and XcodeGen
  /// specs, which write Info.plists, and Tuist manifests, which make projects) that could not
  /// be read, or an empty list when every one could.
  ///
  /// Files that cannot be read for the same reason (twenty Tuist manifests that call one
  /// helper the scan does not evaluate) make one finding, at the first, naming how many more.
  ///
  /// - Parameters:
  ///   - field: the field's key.
  ///   - decides: what such a file may do to the field, as a clause after "which may".
  ///   - withManifests: whether a Tuist manifest that makes no project the scan can read
  ///     counts; by default only when no app target was chosen, since one that was chosen
  ///     comes from a manifest that was read, with the Info.plist it names, and another
  ///     manifest's targets cannot change that.
  /// - Returns: a finding for each reason, at the first file it holds back.
  private func unreadable(
    _ field: String, _ decides: String, withManifests: Bool? = nil
  ) -> [AppProfile.Finding] {
    let withManifests = withManifests ?? (inputs.selected == nil)
    var order: [String] = []
    var locations: [String: [FileLocation]] = [:]
    for (location, reason) in inputs.unreadablePlists
      + (withManifests ? inputs.manifestsWithoutProject : [])
    {
      if locations[reason] == nil { order.append(reason) }
      locations[reason, default: []].append(location)
    }
    return order.map { reason in
      let same = locations[reason]!
      let file = same[0].file
      let what =
        if [".yml", ".yaml", ".json"].contains(where: file.hasSuffix) {
          "XcodeGen spec"
        } else if file.hasSuffix(".swift") {
          "Tuist manifest"
        } else {
          "property list"
        }
      let more =
        same.count == 1
        ? ""
        : " (and \(same.count - 1) more for the same reason: "
          + Array(same.dropFirst().map(\.file)).abbreviated(naming: 3) + ")"
      return finding(
        field, same[0], "unknown: cannot read this \(what)\(more), which may \(decides): \(reason)")
    }
  }

  /// The finding that a preprocessed Info.plist was read along both branches of its `#if`s.
  private func preprocessed(_ field: String, _ plist: InfoPlist) -> AppProfile.Finding {
    finding(
      field, FileLocation(file: plist.file, line: nil),
      "a preprocessed Info.plist (#if lines): read with every #if taking its first branch, "
        + "then its #else")
  }

  /// The background mode: `on` when an app Info.plist lists `remote-notification` in
  /// `UIBackgroundModes`, `off` when none does, unknown without an app Info.plist.
  func backgroundMode() -> Inferred<BackgroundMode> {
    let field = BackgroundMode.axis.id
    let cannotRead = unreadable(field, "list remote-notification in UIBackgroundModes")
    guard !appPlists.isEmpty else {
      if !cannotRead.isEmpty { return (nil, cannotRead) }
      if let missing = inputs.selected?.missingInfoPlist {
        let shows =
          "unknown: target \(inputs.selected!.name) names INFOPLIST_FILE "
          + "\(missing.file.messageQuoted), not found below the paths scanned"
        return (nil, [finding(field, missing.location, shows)])
      }
      if let generated = inputs.selected?.generatedInfoPlist {
        let shows =
          "off: target \(inputs.selected!.name) generates its Info.plist (GENERATE_INFOPLIST_FILE "
          + "= YES) and names no INFOPLIST_FILE to list remote-notification in UIBackgroundModes"
        return (.off, [finding(field, generated, shows)])
      }
      return alone(
        nil, field,
        "unknown: found no app Info.plist (named Info.plist or with CFBundleIdentifier, not "
          + "an extension's, a test bundle's or a framework's)")
    }
    var findings: [AppProfile.Finding] = []
    for plist in appPlists {
      let modes = plist.backgroundModes
      if plist.isPreprocessed { findings.append(preprocessed(field, plist)) }
      for (line, value) in plist.looseValues.sorted(by: { $0.key < $1.key }) {
        findings.append(
          finding(
            field, FileLocation(file: plist.file, line: line),
            "read \(value.messageQuoted) as a string: the element it is written in cannot hold "
              + "it (a build setting Xcode substitutes, or a placeholder), and the rest of the "
              + "list was read"))
      }
      if plist.undecided.contains(InfoPlist.backgroundModesKey) {
        findings.append(
          finding(
            field, plist.location(of: InfoPlist.backgroundModesKey),
            "unknown: UIBackgroundModes has remote-notification in one branch of the #if "
              + "lines and not in the other"))
      } else if let value = plist.unreadableBackgroundModes {
        findings.append(
          finding(
            field, plist.location(of: InfoPlist.backgroundModesKey),
            "unknown: UIBackgroundModes is \(value), where iOS expects an array of strings"))
      } else if modes.contains(InfoPlist.remoteNotificationMode) {
        findings.append(
          finding(
            field, plist.location(of: InfoPlist.remoteNotificationMode),
            "on: UIBackgroundModes has remote-notification"))
      } else {
        let shows =
          modes.isEmpty
          ? "off: no UIBackgroundModes"
          : "off: UIBackgroundModes lacks remote-notification (has \(modes.joined(separator: ", ")))"
        findings.append(finding(field, plist.location(of: InfoPlist.backgroundModesKey), shows))
      }
    }
    if findings.contains(where: { $0.shows.hasPrefix("on:") }) { return (.on, findings) }
    let isUnknown = findings.contains { $0.shows.hasPrefix("unknown:") } || !cannotRead.isEmpty
    return (isUnknown ? nil : .off, findings + cannotRead)
  }

  /// The lifecycle: `scene` with a scene manifest (in Info.plist or generated by the build
  /// settings), a SwiftUI `App`, or an app delegate that configures scenes; else `appDelegate`
  /// when there is an app at all.
  func lifecycle() -> Inferred<Lifecycle> {
    let field = Lifecycle.axis.id
    var findings: [AppProfile.Finding] = []
    var undecided: [AppProfile.Finding] = []
    for plist in appPlists
    where plist.hasSceneManifest || plist.undecided.contains(InfoPlist.sceneManifestKey) {
      let location = plist.location(of: InfoPlist.sceneManifestKey)
      if plist.undecided.contains(InfoPlist.sceneManifestKey) {
        undecided.append(
          finding(
            field, location,
            "unknown: UIApplicationSceneManifest is in one branch of the #if lines and not in "
              + "the other"))
      } else {
        findings.append(
          finding(field, location, "scene: Info.plist has UIApplicationSceneManifest"))
      }
    }
    for project in inputs.projects {
      for target in project.appTargets {
        guard let location = target.sceneManifest else { continue }
        findings.append(
          finding(
            field, location,
            "scene: target \(target.name) generates a scene manifest "
              + "(\(XcodeProject.sceneManifestKey) = YES)"))
      }
    }
    for app in swiftUIApps {
      let location = index.location(of: app, naming: "@main")
      findings.append(finding(field, location, "scene: \(app) is a SwiftUI App"))
    }
    for (id, method) in delegateMethods()
    where method == .sceneConfiguration && counts(method, in: index.function(id).owner) {
      findings.append(
        finding(
          field, index.location(of: id),
          "scene: \(index.function(id).qualifiedName) configures scenes"))
    }
    if !findings.isEmpty { return (.scene, findings) }
    let cannotRead = unreadable(field, "declare scenes")
    if !undecided.isEmpty || !cannotRead.isEmpty { return (nil, undecided + cannotRead) }
    guard !appPlists.isEmpty || !appDelegates.isEmpty else {
      return alone(nil, field, "unknown: found neither an app Info.plist nor an app delegate")
    }
    return alone(
      .appDelegate, field,
      "appDelegate: no scene manifest in an app Info.plist or the build settings, no "
        + "SwiftUI App, and no app delegate that configures scenes")
  }

  /// Whether the project has a Notification Service Extension: an extension Info.plist with
  /// its extension point, or a subclass of `UNNotificationServiceExtension`.
  func serviceExtension() -> Inferred<Bool> {
    let field = AppProfile.Key.serviceExtension
    var findings: [AppProfile.Finding] = []
    for plist in inputs.plists where plist.role == .notificationServiceExtension {
      let location = plist.location(of: InfoPlist.extensionPointKey)
      findings.append(
        finding(
          field, location, "yes: an extension Info.plist for \(InfoPlist.serviceExtensionPoint)"))
    }
    for type in index.typeNames
    where index.ancestors(of: type).contains("UNNotificationServiceExtension") {
      let location = index.location(of: type, naming: "UNNotificationServiceExtension")
      findings.append(
        finding(field, location, "yes: \(type) subclasses UNNotificationServiceExtension"))
    }
    for (type, location) in inputs.serviceExtensionTypes {
      findings.append(
        finding(field, location, "yes: \(type) subclasses UNNotificationServiceExtension"))
    }
    guard findings.isEmpty else { return (true, findings) }
    // A Tuist manifest that makes no project the scan can read does not hide one: the app
    // target that would embed it was read, or, when no project could be, every source, where
    // its class would be.
    let cannotRead = unreadable(
      field, "be a Notification Service Extension's", withManifests: false)
    if !cannotRead.isEmpty { return (nil, cannotRead) }
    if let selected = inputs.selected {
      let embedded =
        selected.serviceExtensions.isEmpty
        ? "embeds no app extension"
        : "embeds no Notification Service Extension among "
          + selected.serviceExtensions.joined(separator: ", ")
      return alone(
        false, field,
        "no: target \(selected.name) \(embedded) (an Info.plist for "
          + "\(InfoPlist.serviceExtensionPoint) or a subclass of UNNotificationServiceExtension)")
    }
    return alone(
      false, field,
      "no: found no extension Info.plist for \(InfoPlist.serviceExtensionPoint) and no "
        + "subclass of UNNotificationServiceExtension")
  }

  /// The deployment target: the lowest of the app targets' `IPHONEOS_DEPLOYMENT_TARGET`; without
  /// an app target that sets one, the lowest `.iOS` of the package manifests, then of the
  /// xcconfig files.
  func deploymentTarget() -> Inferred<OSVersion> {
    let field = AppProfile.Key.deploymentTarget
    var findings: [AppProfile.Finding] = []
    var settings: [DeploymentSetting] = []
    for project in inputs.projects {
      for target in project.appTargets {
        guard let setting = target.deploymentTarget else {
          if let unread = target.unreadDeploymentTarget {
            findings.append(
              finding(
                field, unread.location,
                "unknown: app target \(target.name) sets its deployment target with "
                  + "\(unread.value.messageQuoted), which the scan does not evaluate"))
            continue
          }
          if let refused = target.refusedDeploymentTarget {
            findings.append(
              finding(
                field, refused.location,
                "app target \(target.name) sets \(XcodeProject.deploymentTargetKey) = "
                  + "\(refused.value.messageQuoted), which is not a usable iOS release: expected "
                  + refused.reason))
            continue
          }
          findings.append(
            finding(
              field, FileLocation(file: project.file, line: nil),
              "app target \(target.name) sets no \(XcodeProject.deploymentTargetKey)"))
          continue
        }
        settings.append(setting)
        findings.append(
          finding(field, setting.location, "app target \(target.name): \(setting.version)"))
      }
    }
    var source = "app targets' deployment targets"
    // The packages the chosen target links: it cannot deploy below any of them.
    var linkedPackages = false
    if settings.isEmpty, let target = inputs.selected?.name, !inputs.manifestOrigins.isEmpty {
      settings = inputs.manifests
      linkedPackages = true
      source =
        ".iOS platforms of the packages target \(target) links, as neither the target nor "
        + "its project sets \(XcodeProject.deploymentTargetKey)"
      findings += settings.map {
        finding(
          field, $0.location,
          "package \(inputs.manifestOrigins[$0.location.file] ?? "?"), which target \(target) "
            + "links: .iOS \($0.version), the lowest release it builds for")
      }
    }
    if settings.isEmpty {
      settings = inputs.manifests
      source = ".iOS platforms of the package manifests, as no Xcode app target sets one"
      findings += settings.map { finding(field, $0.location, "Package.swift: .iOS \($0.version)") }
    }
    if settings.isEmpty {
      settings = inputs.buildSettings.compactMap(\.deploymentTarget)
      source = "xcconfig files' settings, as no Xcode app target or package manifest sets one"
      findings += settings.map {
        finding(field, $0.location, "\(XcodeProject.deploymentTargetKey) = \($0.version)")
      }
    }
    guard
      let lowest = linkedPackages ? settings.map(\.version).max() : settings.map(\.version).min()
    else {
      for (location, reason) in inputs.unreadManifests {
        findings.append(
          finding(field, location, "unknown: cannot read this project manifest: \(reason)"))
      }
      for (location, reason) in inputs.unreadablePlists where location.file.hasSuffix(".pbxproj") {
        findings.append(
          finding(
            field, location,
            "unknown: cannot read this Xcode project, which may set "
              + "\(XcodeProject.deploymentTargetKey): \(reason)"))
      }
      findings.append(
        finding(
          field, nil,
          "unknown: found no \(XcodeProject.deploymentTargetKey) for an app target or in an "
            + "xcconfig file, and no .iOS platform in a Package.swift"))
      return (nil, findings)
    }
    if settings.count > 1 || inputs.projects.isEmpty || linkedPackages {
      let which = linkedPackages ? "highest" : "lowest"
      findings.append(finding(field, nil, "\(lowest): the \(which) of the \(source)"))
    }
    return (lowest, findings)
  }
}
