import PushMatrixModel

/// Works out an app profile from what the scan read: the outlines of the sources, the
/// Info.plists, the Xcode projects and the package manifests.
///
/// First it finds the roles types play — the app delegate, the SwiftUI `App`, the
/// notification-center delegate, scene delegates and views — then each field from them, with
/// a finding for every fact it relied on and for every reason it could not decide.
package struct ProfileInference {
  /// What the scan read.
  package struct Inputs: Sendable {
    /// The sources' outlines, in file order.
    package var outlines: [SourceOutline] = []
    /// The bundles' Info.plists, in file order.
    package var plists: [InfoPlist] = []
    /// The Xcode projects, in file order.
    package var projects: [XcodeProject] = []
    /// The xcconfig files, in file order.
    package var buildSettings: [BuildSettingsFile] = []
    /// The iOS releases package manifests name, in file order.
    package var manifests: [DeploymentSetting] = []
    /// The property lists that could not be parsed, each with where and why, in file order:
    /// the fields they might have decided are unknown unless another file decides them.
    package var unreadablePlists: [(location: FileLocation, reason: String)] = []
    /// The project manifests (Tuist's `Project.swift`) whose project or targets the scan could
    /// not read, each with where and why, in file order.
    package var unreadManifests: [(location: FileLocation, reason: String)] = []
    /// The Tuist manifests that make no project the scan can read, or none of whose targets it
    /// can, where and why.
    package var manifestsWithoutProject: [(location: FileLocation, reason: String)] = []
    /// The package managers' files, in file order: the SDKs the app depends on.
    package var dependencyManifests: [DependencyManifest] = []
    /// The cross-platform code of the packages that depend on a push SDK: its handlers.
    package var scripts = ScriptSources()
    /// The Capacitor configurations that set the push-notifications plugin's
    /// `presentationOptions`, in file order.
    package var capacitorConfigs: [CapacitorConfig] = []
    /// The Info.plists' `FirebaseAppDelegateProxyEnabled`, in file order.
    package var proxySwitches: [ProxySwitch] = []
    /// Where the app target links the Swift package the Flutter tool generates for its plugins
    /// (`FlutterGeneratedPluginSwiftPackage`): a plugin then need not be in `Podfile.lock`.
    package var flutterPluginPackage: FileLocation?
    /// The app target profiled, when a project names one; `nil` when every file is the app's.
    package var selected: SelectedTarget?
    /// The findings of the target chosen: which files and configuration were read.
    package var targetFindings: [AppProfile.Finding] = []
    /// The subclasses of `UNNotificationServiceExtension` in the extensions the target
    /// embeds, each with where it is declared.
    package var serviceExtensionTypes: [(type: String, location: FileLocation)] = []
    /// The folders and files found and not read: the fields each may decide are unknown.
    package var omissions: [SourceTree.Omission] = []
    /// The source files read beyond the app target's own, each with the target of the build
    /// graph it comes from (`target Push of package Notifications`), which its findings name.
    package var origins: [String: String] = [:]
    /// The names of the packages whose manifests ``manifests`` come from, by manifest, when the
    /// app target links them.
    package var manifestOrigins: [String: String] = [:]

    /// Creates empty inputs.
    package init() {}
  }

  /// What the inference needs of the app target profiled.
  package struct SelectedTarget: Equatable, Sendable {
    /// The target's name.
    package var name: String
    /// Where `GENERATE_INFOPLIST_FILE = YES` is set, when the target generates its Info.plist
    /// and names no file to merge into it.
    package var generatedInfoPlist: FileLocation?
    /// The Info.plist it names that was not found, and where it names it.
    package var missingInfoPlist: (file: String, location: FileLocation?)?
    /// The names of the app extensions it embeds.
    package var serviceExtensions: [String] = []

    /// Creates a target's facts, none known.
    package init(name: String) { self.name = name }

    package static func == (lhs: Self, rhs: Self) -> Bool {
      (lhs.name, lhs.generatedInfoPlist, lhs.serviceExtensions)
        == (rhs.name, rhs.generatedInfoPlist, rhs.serviceExtensions)
        && lhs.missingInfoPlist?.file == rhs.missingInfoPlist?.file
    }
  }

  /// The app delegates of cross-platform frameworks, which their apps subclass, each with the
  /// package manager whose file names the app's plugins and that file's name.
  static let crossPlatformDelegates:
    [(base: String, ecosystem: DependencyManifest.Ecosystem, file: String)] = [
      ("FlutterAppDelegate", .pub, "pubspec.yaml"), ("RCTAppDelegate", .npm, "package.json"),
      ("EXAppDelegateWrapper", .npm, "package.json"), ("ExpoAppDelegate", .npm, "package.json"),
    ]

  /// The types an app delegate inherits from: the protocol, and app delegates of frameworks
  /// whose apps subclass them.
  static let appDelegateBases = Set(["UIApplicationDelegate"] + crossPlatformDelegates.map(\.base))
  /// The protocol of the notification center's delegate.
  static let notificationDelegateProtocol = "UNUserNotificationCenterDelegate"
  /// The app delegates of macOS and watchOS: a type that inherits one belongs to another
  /// platform's app and plays no role in the iOS app's profile.
  static let otherPlatformDelegates: Set<String> = [
    "NSApplicationDelegate", "WKExtensionDelegate", "WKApplicationDelegate",
  ]

  let inputs: Inputs
  let index: SourceIndex
  /// The app delegate types, sorted, each with why it is one.
  let appDelegates: [Role]
  /// The SwiftUI `App` types, sorted.
  let swiftUIApps: [String]
  /// The notification-center delegate types, sorted, each with why it is one.
  let notificationDelegates: [Role]
  /// The types that belong to another platform's app, each with the delegate it inherits or
  /// the adaptor it holds.
  let otherPlatformTypes: [String: String]

  /// A type that plays a role, why, and the declaration that shows it.
  struct Role {
    var type: String
    var reason: String
    var location: FileLocation?
  }

  /// Returns the profile of an app.
  package static func profile(_ inputs: Inputs) -> AppProfile {
    let inference = ProfileInference(inputs)
    var profile = AppProfile(findings: [])
    let own = inference.callbacks()
    let sdks = inference.sdks()
    profile.ownCallbacks = own.value
    profile.sdks = inference.withHandlers(sdks.uses)
    let callbacks = inference.combined(own, sdks)
    profile.callbacks = callbacks.value
    let deploymentTarget = inference.deploymentTarget()
    var presentation = inference.presentation(
      callbacks: callbacks.value, deploymentTarget: deploymentTarget.value)
    let ownTiming = inference.delegateTiming(own: own.value)
    if !sdks.runTimePresenters.isEmpty, callbacks.value != nil {
      presentation =
        inference.runTimePresentation(
          sdks, own: presentation.value, ownTiming: ownTiming.value
        ).map {
          ($0.value, presentation.findings + $0.findings)
        }
        ?? (nil, presentation.findings + sdks.presentationFindings)
    }
    presentation.findings += inference.scriptProblems()
    profile.presentation = presentation.value
    let timing = inference.combined(ownTiming, sdks)
    profile.delegateTiming = timing.value
    let backgroundMode = inference.backgroundMode()
    profile.backgroundMode = backgroundMode.value
    let lifecycle = inference.lifecycle()
    profile.lifecycle = lifecycle.value
    profile.deploymentTarget = deploymentTarget.value
    let serviceExtension = inference.serviceExtension()
    profile.serviceExtension = serviceExtension.value
    let findings: [[AppProfile.Finding]] = [
      callbacks.findings, presentation.findings, timing.findings, backgroundMode.findings,
      lifecycle.findings, deploymentTarget.findings, serviceExtension.findings,
      inputs.targetFindings,
    ]
    profile.findings = findings.flatMap { $0 }.map(inputs.namingOrigin)
    profile.omit(inputs.omissions)
    profile.findings = profile.sortedFindings
    return profile
  }

  private init(_ inputs: Inputs) {
    var inputs = inputs
    Self.keepCenterAssignments(in: &inputs.outlines)
    self.inputs = inputs
    index = SourceIndex(inputs.outlines)
    let allAdaptors = inputs.outlines.flatMap(\.adaptors)
    let iOSAdaptor = "@UIApplicationDelegateAdaptor"
    let adaptors = Dictionary(
      allAdaptors.filter { $0.attribute == iOSAdaptor }.map { ($0.type, $0.owner ?? "an App") },
      uniquingKeysWith: { first, _ in first })
    // A SwiftUI App with a watchOS or macOS adaptor is that platform's app, unless it also has
    // an iOS one (each in its `#if` branch: both count, as `#if` is not evaluated).
    let iOSApps = Set(allAdaptors.filter { $0.attribute == iOSAdaptor }.compactMap(\.owner))
    let otherPlatformApps = Dictionary(
      allAdaptors.filter { $0.attribute != iOSAdaptor }.compactMap { adaptor in
        adaptor.owner.flatMap { iOSApps.contains($0) ? nil : ($0, adaptor.attribute) }
      },
      uniquingKeysWith: { first, _ in first })
    var appDelegates: [Role] = []
    var swiftUIApps: [String] = []
    var notificationDelegates: [Role] = []
    var otherPlatformTypes: [String: String] = [:]
    let assigned = Self.assignedDelegates(inputs.outlines)
    let index = index
    for type in index.typeNames where !index.isProtocol(type) {
      let ancestors = index.ancestors(of: type)
      let attributes = Set(index.declarations(of: type).flatMap(\.declaration.attributes))
      func role(_ reason: String, naming name: String? = nil) -> Role {
        Role(type: type, reason: reason, location: index.location(of: type, naming: name))
      }
      // A type declared for several platforms in `#if` branches of one name, one of them an
      // iOS app delegate, is the iOS one too.
      if ancestors.isDisjoint(with: Self.appDelegateBases),
        let other = ancestors.intersection(Self.otherPlatformDelegates).sorted().first
          ?? otherPlatformApps[type]
      {
        otherPlatformTypes[type] = other
        continue
      }
      if attributes.contains("@main") && ancestors.contains("App") {
        swiftUIApps.append(type)
      } else if let base = ancestors.intersection(Self.appDelegateBases).sorted().first {
        appDelegates.append(role("inherits \(base)", naming: base))
      } else if let app = adaptors[type] {
        appDelegates.append(role("@UIApplicationDelegateAdaptor in \(app) makes it"))
      } else if attributes.contains("@UIApplicationMain")
        || (attributes.contains("@main") && ancestors.contains("UIResponder"))
      {
        appDelegates.append(role("it is the app's entry point", naming: "@UIApplicationMain"))
      }
      let protocolName = Self.notificationDelegateProtocol
      if ancestors.contains(protocolName) {
        notificationDelegates.append(role("conforms to \(protocolName)", naming: protocolName))
      } else if let place = assigned[type] {
        notificationDelegates.append(role("it is assigned as the delegate at \(place)"))
      }
    }
    self.appDelegates = appDelegates
    self.swiftUIApps = swiftUIApps
    self.notificationDelegates = notificationDelegates
    self.otherPlatformTypes = otherPlatformTypes
  }

  /// The types whose instances are assigned as the notification center's delegate, each with
  /// the first place it is assigned.
  private static func assignedDelegates(_ outlines: [SourceOutline]) -> [String: String] {
    var assigned: [String: String] = [:]
    for outline in outlines {
      for assignment in outline.assignments {
        let type: String? =
          switch assignment.target {
          case .selfObject: assignment.owner
          case .type(let name): name
          case .other: nil
          }
        if let type, assigned[type] == nil { assigned[type] = "\(outline.file):\(assignment.line)" }
      }
    }
    return assigned
  }

  /// Whether a type is, or is a superclass in the sources of, a type with a role.
  func plays(_ type: String?, in roles: [Role]) -> Bool {
    guard let type else { return false }
    return roles.contains { $0.type == type || index.ancestors(of: $0.type).contains(type) }
  }

  /// Returns a finding.
  func finding(
    _ field: String, _ location: FileLocation?, _ shows: String
  ) -> AppProfile.Finding {
    AppProfile.Finding(field: field, file: location?.file, line: location?.line, shows: shows)
  }
}

extension ProfileInference {
  /// Keeps, among the assignments to `delegate` on names of another declared type, those whose
  /// type `UNUserNotificationCenter` conforms to in the sources (`extension
  /// UNUserNotificationCenter: NotificationCenterProtocol {}`): such a name holds the center,
  /// as when an app injects `UNUserNotificationCenter.current()` behind a protocol.
  static func keepCenterAssignments(in outlines: inout [SourceOutline]) {
    var conformances: Set<String> = []
    for outline in outlines {
      for declaration in outline.types where declaration.name == "UNUserNotificationCenter" {
        conformances.formUnion(declaration.inherits)
      }
    }
    for index in outlines.indices where !outlines[index].typedAssignments.isEmpty {
      let kept = outlines[index].typedAssignments.filter {
        conformances.contains($0.receiverType ?? "")
      }
      guard !kept.isEmpty else { continue }
      outlines[index].assignments = (outlines[index].assignments + kept).sorted {
        $0.line < $1.line
      }
    }
  }
}
