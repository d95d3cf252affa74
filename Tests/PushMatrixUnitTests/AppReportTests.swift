import Foundation
import Testing

@testable import PushMatrixApp
@testable import PushMatrixEngine
@testable import PushMatrixIO
@testable import PushMatrixModel
@testable import PushMatrixScan

@Suite("App page: the router's answers for one app, and its findings")
struct AppReportTests {
  /// The folder of the fixture apps' expected profiles.
  static let fixtures = packageRoot.appendingPathComponent("Tests/Fixtures/Apps")

  /// Reads a fixture's expected profile, `<name>.profile.json`.
  static func profile(_ name: String) throws -> AppProfile {
    let file = fixtures.appendingPathComponent("\(name).profile.json")
    return try AppProfile(reading: try Data(contentsOf: file), file: file.path)
  }

  /// Each fixture's findings, exactly: identifier and level, in the page's order.
  static let expectedFindings: [(String, [String])] = [
    // Its status-bar banner pod is not a push SDK, so its own delegate's callbacks decide.
    (
      "StatusBarBanner",
      [
        "warning responses-undelivered", "warning silent-push-unreached", "info unknown-field",
      ]
    ),
    (
      "CommentedOut",
      [
        "warning responses-undelivered", "warning foreground-unseen",
        "info silent-push-unreached", "info unknown-field",
      ]
    ),
    // It passes [.banner, .badge]: nothing stays in Notification Center from iOS 14.
    (
      "AppClipPair",
      [
        "warning silent-push-unreached", "warning foreground-unseen",
        "info extension-after-force-quit",
      ]
    ),
    ("ExtensionConformance", ["warning silent-push-unreached", "info foreground-banner-not-kept"]),
    (
      "MacSameName",
      [
        "warning foreground-unseen", "info silent-push-best-effort", "info silent-push-extension",
        "info silent-push-headers",
      ]
    ),
    (
      "PartialInfoPlist",
      [
        "warning responses-undelivered", "warning foreground-unseen",
        "info silent-push-best-effort", "info silent-push-extension", "info silent-push-headers",
      ]
    ),
    (
      "PreprocessedPlist",
      [
        "warning responses-undelivered", "warning foreground-unseen",
        "info silent-push-best-effort", "info silent-push-extension", "info silent-push-headers",
        "info unknown-field",
      ]
    ),
    (
      "SDKConditional",
      ["warning responses-undelivered", "warning foreground-unseen", "info silent-push-unreached"]
    ),
    (
      "SyncFolders",
      [
        "warning responses-undelivered", "warning silent-push-unreached",
        "info foreground-no-banner", "info extension-after-force-quit",
      ]
    ),
    (
      "WatchCompanion",
      ["warning late-delegate", "warning foreground-unseen", "info silent-push-unreached"]
    ),
    (
      "ObjectiveC",
      [
        "info silent-push-best-effort", "info silent-push-extension", "info silent-push-headers",
        "info callbacks-unavailable",
      ]
    ),
    (
      "SceneLate",
      [
        "warning late-delegate", "warning foreground-unseen", "info silent-push-unreached",
        "info extension-after-force-quit",
      ]
    ),
    (
      "SwiftUIAdaptor",
      [
        "info foreground-no-banner", "info silent-push-best-effort", "info silent-push-extension",
        "info silent-push-headers",
        "info unknown-field",
      ]
    ),
    (
      "UIKitSwift",
      [
        "warning legacy-receive-unreached", "info silent-push-best-effort",
        "info silent-push-extension", "info silent-push-headers",
      ]
    ),
    // The SDKs supply fetchReceive, willPresent and didReceiveResponse; what their willPresent
    // passes is read in the app's Dart or JavaScript. FlutterFire's background handler is
    // registered in a widget's initState; React Native Firebase's, at index.js's top level,
    // with no firebase.json option and the opened handler without getInitialNotification.
    (
      "FlutterMessaging",
      [
        "warning sdk-background-handler-unreached", "warning sdk-handler-in-component",
        "info silent-push-best-effort", "info silent-push-extension", "info silent-push-headers",
        "info unknown-field",
      ]
    ),
    (
      "ReactNativeFirebase",
      [
        "warning sdk-background-handler-unreached", "warning sdk-foreground-hidden",
        "warning sdk-launch-tap-unread", "info silent-push-best-effort",
        "info silent-push-extension", "info silent-push-headers", "info unknown-field",
      ]
    ),
    // Read from its XcodeGen spec: remote-notification from an included file's properties.
    ("XcodeGenSpec", ["warning silent-push-unreached", "warning foreground-unseen"]),
    // Read from its Tuist manifest: remote-notification from extendingDefault, a scene
    // manifest from Tuist's default Info.plist, a banner in the foreground.
    (
      "TuistProject",
      [
        "warning responses-undelivered", "info foreground-banner-not-kept",
        "info silent-push-best-effort", "info silent-push-extension",
        "info extension-after-force-quit", "info silent-push-headers",
      ]
    ),
    // Firebase's proxy adds fetchReceive; the app's own delegate has no willPresent.
    (
      "NativeFirebase",
      [
        "warning foreground-unseen", "info silent-push-best-effort", "info silent-push-extension",
        "info silent-push-headers", "info unknown-field",
      ]
    ),
    // The build graph (issue 42): the delegate and both of its methods in a local package the
    // app target links, set at launch from the app delegate.
    (
      "LocalPackage",
      ["info silent-push-best-effort", "info silent-push-extension", "info silent-push-headers"]
    ),
    // Only @main in the app target; the app delegate's fetchReceive in a package, without the
    // remote-notification mode.
    ("ModularPackage", ["warning silent-push-unreached"]),
    // An Objective-C singleton in a linked framework target, made by +load.
    ("ObjCFramework", ["info silent-push-unreached"]),
    // SDKs that install the notification center's delegate at launch (issue 42): each supplies
    // willPresent and didReceiveResponse, so nothing is lost in the foreground or on a tap.
    (
      "RNNotifications",
      // No JavaScript foreground handler: its multicast delegate passes none after 30 s.
      ["info silent-push-unreached", "info foreground-no-banner", "info unknown-field"]
    ),
    // Notifee alone never completes willPresent for a remote push: nothing in front.
    (
      "Notifee",
      ["warning sdk-foreground-hidden", "info silent-push-unreached", "info unknown-field"]
    ),
    // React Native Firebase is off for iOS in react-native.config.js; OneSignal's
    // foregroundWillDisplay listener never calls display(), so nothing shows in front.
    (
      "OneSignalReact",
      ["warning silent-push-unreached", "warning sdk-foreground-hidden", "info unknown-field"]
    ),
    // The FCM plugin brings Firebase's fetch callback without the background mode; the
    // Capacitor configuration shows banner and list.
    ("Capacitor", ["warning silent-push-unreached", "info unknown-field"]),
    // FlutterFire comes through the app's own package of the repository and Flutter's
    // generated Swift package, with no option set: nothing in front.
    (
      "FlutterLocalPackage",
      [
        "warning sdk-foreground-hidden", "info silent-push-best-effort",
        "info silent-push-extension", "info silent-push-headers",
      ]
    ),
    // setNotificationHandler shows a banner without the list; the task is registered in a
    // component.
    (
      "ExpoLaunch",
      [
        "warning sdk-background-handler-unreached", "warning sdk-handler-in-component",
        "info foreground-banner-not-kept", "info silent-push-best-effort",
        "info silent-push-extension", "info silent-push-headers", "info unknown-field",
      ]
    ),
    // The delegate is set in a Task after an await: a cold launch loses its response.
    (
      "TaskAwait",
      [
        "warning late-delegate", "warning foreground-unseen", "info silent-push-unreached",
        "info unknown-field",
      ]
    ),
    // A notification-center delegate no code assigns: its methods are never called, so the
    // page answers as for an app without them.
    (
      "NeverAssigned",
      [
        "warning delegate-never-set", "warning responses-undelivered", "warning foreground-unseen",
        "info silent-push-best-effort", "info silent-push-extension", "info silent-push-headers",
        "info unknown-field",
      ]
    ),
    // The server package beside the app (APNSwift in its Package.resolved) changes nothing.
    (
      "ServerBeside",
      [
        "warning responses-undelivered", "info silent-push-unreached",
        "info foreground-banner-not-kept",
      ]
    ),
    // The delegate in a package the project holds as a folder, its product naming no package.
    (
      "FolderPackage",
      ["info silent-push-best-effort", "info silent-push-extension", "info silent-push-headers"]
    ),
    // One app delegate name per platform in #if branches: the iOS one, without fetchReceive.
    (
      "PlatformBranches",
      [
        "warning silent-push-unreached", "info foreground-banner-not-kept", "info unknown-field",
      ]
    ),  // Project formats (issue 42): two projects' same-named apps, Tuist helpers, XcodeGen
    // includes and templates; the fields they decide, the callbacks the apps' own.
    (
      "SameNameProjects",
      [
        "warning responses-undelivered", "warning foreground-unseen",
        "info silent-push-best-effort", "info silent-push-extension", "info silent-push-headers",
      ]
    ),
    ("TuistHelpers", ["warning silent-push-unreached"]),
    // A Tuist target list joined with `+`; a workspace of projects, a plugin and an xcconfig.
    ("TuistJoinedTargets", ["info silent-push-unreached", "info foreground-no-banner"]),
    (
      "TuistWorkspace",
      [
        "warning foreground-unseen", "info silent-push-best-effort", "info silent-push-extension",
        "info silent-push-headers",
      ]
    ),
    // Helpers a Tuist manifest or a package manifest defines itself, and helper constants.
    (
      "TuistLocalHelpers",
      [
        "warning responses-undelivered", "warning silent-push-unreached",
        "info foreground-banner-not-kept",
      ]
    ),
    // A spec that a script copies to the root: its includes are read from there.
    ("XcodeGenCopiedSpec", ["warning responses-undelivered", "warning silent-push-unreached"]),
    // Two apps' specs side by side: the one whose project the workspace lists first is read.
    (
      "WorkspaceOrder",
      [
        "warning foreground-unseen", "info silent-push-best-effort",
        "info silent-push-extension", "info silent-push-headers",
      ]
    ),
    // The app's INFOPLIST_FILE is in xcconfig files not in the repository.
    (
      "MissingConfigPlist",
      [
        "warning responses-undelivered", "warning foreground-unseen",
        "info silent-push-best-effort", "info silent-push-extension", "info silent-push-headers",
      ]
    ),
    // A static singleton made by `.init()` and first used after an awaited launch step.
    (
      "LazySingleton",
      [
        "warning late-delegate", "warning silent-push-unreached", "warning foreground-unseen",
        "info unknown-field", "info unknown-field",
      ]
    ),
    (
      "PackageHelpers",
      ["info silent-push-best-effort", "info silent-push-extension", "info silent-push-headers"]
    ),
    // A remote package's product and a local package, both named by the XcodeGen spec.
    (
      "XcodeGenPackages",
      ["info silent-push-best-effort", "info silent-push-extension", "info silent-push-headers"]
    ),
    // A Composable Architecture client sets the delegate in the launch action's case, and a
    // reducer answers willPresent; it implements no response or fetch callback.
    (
      "ComposableClient",
      [
        "warning responses-undelivered", "warning silent-push-unreached", "info unknown-field",
      ]
    ),
    (
      "XcodeGenIncludes",
      [
        "warning responses-undelivered", "warning foreground-unseen",
        "info silent-push-best-effort", "info silent-push-extension",
        "info extension-after-force-quit", "info silent-push-headers",
      ]
    ),
    (
      "XcodeGenTemplates",
      [
        "warning responses-undelivered", "warning foreground-unseen",
        "info silent-push-best-effort", "info silent-push-extension",
        "info extension-after-force-quit", "info silent-push-headers",
      ]
    ),
  ]

  /// The fixtures whose callbacks are unknown, which the page refuses.
  static let refusedFixtures = ["UnknownPushSDK"]

  @Test("every fixture app has its findings listed here")
  func everyFixtureListed() {
    let names = FileSystem.entries(in: Self.fixtures.path).filter {
      FileSystem.isDirectory(Self.fixtures.appendingPathComponent($0).path)
    }
    #expect(names.sorted() == (Self.expectedFindings.map(\.0) + Self.refusedFixtures).sorted())
  }

  @Test("a fixture whose push SDK the scan does not know is refused: its callbacks are unknown")
  func refusedFixture() throws {
    for name in Self.refusedFixtures {
      let profile = try Self.profile(name)
      #expect(profile.callbacks == nil)
      #expect(throws: AppReportError(field: "callbacks")) { try AppReport(profile) }
    }
  }

  @Test("each fixture's findings, exactly", arguments: expectedFindings)
  func findings(_ name: String, _ expected: [String]) throws {
    let report = try AppReport(try Self.profile(name))
    #expect(report.findings.map { "\($0.level.rawValue) \($0.id)" } == expected)
    for finding in report.findings where finding.id != "unknown-field" {
      #expect(!finding.rules.isEmpty, "\(finding.id) cites no rule")
      #expect(
        finding.rules.allSatisfy { !$0.sources.isEmpty }, "\(finding.id): a rule lacks sources")
    }
  }

  @Test("a second SDK that takes the delegate, or the app's own late delegate, replaces the SDK's")
  func replacedDelegate() throws {
    var profile = try Self.profile("ReactNativeFirebase")
    func delegateTaker(_ name: String) -> AppProfile.SDKUse {
      AppProfile.SDKUse(
        name: name, file: "ios/Podfile.lock", line: 40, isKnown: true,
        callbacks: CallbackSet([.willPresent, .didReceiveResponse]), delegateTiming: "atLaunch")
    }
    func replaced(_ profile: AppProfile) throws -> AppFinding? {
      try AppReport(profile).findings.first { $0.id == "sdk-delegate-replaced" }
    }
    #expect(try replaced(profile) == nil)
    var withNotifee = profile
    withNotifee.sdks.append(delegateTaker("Notifee"))
    let twoSDKs = try #require(try replaced(withNotifee))
    #expect(twoSDKs.message.hasPrefix("React Native Firebase Messaging and Notifee each make"))
    #expect(twoSDKs.rules.map(\.id) == ["notifee", "react-native-firebase"])
    // OneSignal adds its methods to whichever delegate comes after it: no one cuts it off.
    var withOneSignal = profile
    withOneSignal.sdks.append(delegateTaker("OneSignal"))
    #expect(try replaced(withOneSignal) == nil)
    profile.findings.append(
      AppProfile.Finding(
        field: "delegateTiming", file: "ios/Tidepool/Late.swift", line: 9,
        shows: "late: sets the delegate to self (Late) in Late.start(), which runs after launch"))
    let byApp = try #require(try replaced(profile))
    #expect(byApp.message.contains("(ios/Tidepool/Late.swift:9), replacing the one React Native"))
    #expect(byApp.location(in: profile)?.file == "ios/Tidepool/Late.swift")
  }

  @Test(
    "every cell is the router's answer for the app's own scenario",
    arguments: ["SceneLate", "UIKitSwift", "ObjectiveC"])
  func cellsAreRouted(_ name: String) throws {
    let profile = try Self.profile(name)
    let report = try AppReport(profile)
    for (os, cells) in zip(report.releases, report.cells) {
      for cell in cells {
        var text =
          "os=\(os) state=\(cell.state) callbacks=\(profile.callbacks!) payload=\(cell.payload) "
          + "presentation=\(profile.presentation!) backgroundMode=\(profile.backgroundMode!)"
        if os >= OSVersion(13) { text += " lifecycle=\(profile.lifecycle!)" }
        if os >= OSVersion(10) { text += " delegateTiming=\(profile.delegateTiming!)" }
        if os >= OSVersion(10), profile.serviceExtension == true {
          text += " serviceExtension=present"
        }
        let scenario = try Scenario(parsing: text)
        #expect(cell.outcome == Router.standard.route(scenario), "\(text)")
      }
    }
    // A range's table shows what each of its releases shows.
    for range in report.ranges {
      for os in range.releases {
        let cells = report.cells[report.releases.firstIndex(of: os)!]
        #expect(cells.map(\.seen) == range.cells.map(\.seen), "\(os)")
        #expect(cells.map(\.rules) == range.cells.map(\.rules), "\(os)")
      }
    }
  }

  @Test("the ranges cover every release from the deployment target, each a run of equal tables")
  func ranges() throws {
    let report = try AppReport(try Self.profile("ObjectiveC"))
    #expect(report.releases.first == OSVersion(9))
    #expect(report.releases.last == OSCatalog.newest)
    #expect(report.ranges.flatMap(\.releases) == report.releases)
    for (range, next) in zip(report.ranges, report.ranges.dropFirst()) {
      #expect(
        range.cells.map(\.seen) + range.cells.map(\.rules) != next.cells.map(\.seen)
          + next.cells.map(\.rules))
    }
    #expect(report.ranges.allSatisfy { $0.cells.count == 15 })
  }

  @Test("a late delegate loses the response that launches the app; set at launch, it does not")
  func lateDelegate() throws {
    var profile = try Self.profile("SceneLate")
    let late = try AppReport(profile)
    let cell = try #require(
      late.ranges[0].cells.first { $0.state == .notRunning && $0.payload == .alert })
    #expect(cell.outcome.tap == [.launch, .sceneConnect])
    #expect(late.findings.contains { $0.id == "late-delegate" })
    profile.delegateTiming = .atLaunch
    let early = try AppReport(profile)
    let fixed = try #require(
      early.ranges[0].cells.first { $0.state == .notRunning && $0.payload == .alert })
    #expect(fixed.outcome.tap == [.launch, .sceneConnect, .didReceiveResponse])
    #expect(!early.findings.contains { $0.id == "late-delegate" })
  }

  @Test("a variant lists only cells that differ from the app's own conditions")
  func variantsDiffer() throws {
    let report = try AppReport(try Self.profile("SceneLate"))
    let denied = try #require(report.variants.first { $0.name == "authorization=denied" })
    #expect(!denied.changes.isEmpty)
    for variant in report.variants {
      #expect(variant.changes.allSatisfy { $0.before.seen != $0.after.seen }, "\(variant.name)")
    }
    let refresh = try #require(report.variants.first { $0.name == "backgroundRefresh=off" })
    #expect(refresh.changes.isEmpty)
    // A silent push cannot be answered, so no response variant touches one.
    #expect(
      report.variants.filter { $0.axis == "response" }.flatMap(\.changes)
        .allSatisfy { $0.payload != .contentAvailable })
  }

  @Test("an unknown field is assumed at its default and its other values shown as variants")
  func unknownField() throws {
    let report = try AppReport(try Self.profile("SwiftUIAdaptor"))
    #expect(
      report.assumptions
        == [AppReport.Assumption(field: "backgroundMode", assumed: "on", alternatives: ["off"])])
    let variant = try #require(report.variants.first { $0.kind == .unknownField })
    #expect(variant.name == "backgroundMode=off")
    #expect(!variant.changes.isEmpty)
    let finding = try #require(report.findings.first { $0.id == "unknown-field" })
    let cells = variant.changes.reduce(0) { $0 + $1.releases.count }
    #expect(finding.message.contains("\(cells) cells differ if it is off"))
  }

  @Test("an unknown callbacks is refused, naming the field")
  func unknownCallbacks() throws {
    var profile = try Self.profile("SceneLate")
    profile.callbacks = nil
    #expect(throws: AppReportError(field: "callbacks")) { try AppReport(profile) }
  }

  @Test("an unknown deployment target starts the page at the lowest release Xcode builds for")
  func unknownDeploymentTarget() throws {
    let report = try AppReport(try Self.profile("CommentedOut"))
    #expect(report.releases.first == OSVersion(15))
    #expect(report.releases.last == OSCatalog.versions.last)
    #expect(report.findings.last?.message.hasPrefix("deploymentTarget is unknown") == true)
  }

  @Test("a value a release does not have is shown as the axis declares, and said")
  func adjustment() throws {
    let profile = AppProfile(
      callbacks: CallbackSet([.didReceiveResponse]), backgroundMode: .on, lifecycle: .scene,
      delegateTiming: .atLaunch, presentation: .notApplicable, deploymentTarget: OSVersion(12),
      serviceExtension: false, findings: [])
    let report = try AppReport(profile)
    #expect(
      report.adjustments
        == [
          AppReport.Adjustment(
            field: "lifecycle", value: "scene", shownAs: "appDelegate",
            releases: [OSVersion(12), OSVersion(12, 3, 1)])
        ])
    let cell = try #require(
      report.ranges[0].cells.first { $0.state == .notRunning && $0.payload == .alert })
    #expect(cell.outcome.tap == [.launch, .didReceiveResponse])
  }

  @Test("legacyReceive beside fetchReceive is dead code only where fetchReceive exists")
  func deadLegacyReceive() throws {
    var profile = try Self.profile("UIKitSwift")
    #expect(try AppReport(profile).findings.contains { $0.id == "legacy-receive-unreached" })
    profile.deploymentTarget = OSVersion(6)
    let old = try AppReport(profile)
    #expect(!old.findings.contains { $0.id == "legacy-receive-unreached" })
  }
}
