import Foundation
import PushMatrixModel
import Testing

@testable import PushMatrixIO
@testable import PushMatrixScan

@Suite("Build graph: what the app target links is read, and nothing else")
struct BuildGraphTests {
  /// A fixture app and what its profile must say: the sources that decide these fields lie
  /// outside the app target (in a package or a framework it links), or beside it unlinked.
  struct Expected: Sendable, CustomTestStringConvertible {
    var fixture: String
    var callbacks: String
    var delegateTiming: String
    var presentation: String
    var deploymentTarget: String
    /// The target of the graph the delegate assignment's finding names, or `nil` for the app
    /// target's own.
    var origin: String?
    var testDescription: String { fixture }
  }

  static let fixtures: [Expected] = [
    Expected(
      fixture: "LocalPackage", callbacks: "fetchReceive+willPresent+didReceiveResponse",
      delegateTiming: "atLaunch", presentation: "banner+list", deploymentTarget: "16.0",
      origin: "target EmberNotifications of package EmberNotifications"),
    Expected(
      fixture: "ModularPackage", callbacks: "fetchReceive+willPresent+didReceiveResponse",
      delegateTiming: "atLaunch", presentation: "banner+list", deploymentTarget: "17.0",
      origin: "target AppFeature of package Atlas"),
    Expected(
      fixture: "ObjCFramework", callbacks: "willPresent+didReceiveResponse",
      delegateTiming: "atLaunch", presentation: "banner+list", deploymentTarget: "13.0",
      origin: "framework target HarborPush"),
    Expected(
      fixture: "ServerBeside", callbacks: "willPresent", delegateTiming: "atLaunch",
      presentation: "banner", deploymentTarget: "15.0", origin: nil),
    Expected(
      fixture: "FolderPackage", callbacks: "fetchReceive+willPresent+didReceiveResponse",
      delegateTiming: "atLaunch", presentation: "banner+list", deploymentTarget: "16.0",
      origin: "target EmberNotifications of package EmberNotifications"),
    // Its package declares product and target through functions of the manifest's own.
    Expected(
      fixture: "PackageHelpers", callbacks: "fetchReceive+willPresent+didReceiveResponse",
      delegateTiming: "atLaunch", presentation: "banner+list", deploymentTarget: "16.0",
      origin: "target EmberNotifications of package EmberNotifications"),
  ]

  @Test(
    "each fixture's fields come from the graph, and findings name where a file comes from",
    arguments: fixtures)
  func fixture(_ expected: Expected) throws {
    let path = packageRoot.appendingPathComponent("Tests/Fixtures/Apps/\(expected.fixture)").path
    let profile = try AppScanner.scan([path])
    #expect(profile.callbacks.map { "\($0)" } == expected.callbacks)
    #expect(profile.delegateTiming.map { "\($0)" } == expected.delegateTiming)
    #expect(profile.presentation.map { "\($0)" } == expected.presentation)
    #expect(profile.deploymentTarget.map { "\($0)" } == expected.deploymentTarget)
    #expect(profile.sdks.isEmpty)
    let assignment = try #require(
      profile.findings.first { $0.field == "delegateTiming" && $0.line != nil })
    if let origin = expected.origin {
      #expect(assignment.shows.hasSuffix(" (in \(origin))"), "\(assignment.shows)")
    } else {
      #expect(!assignment.shows.contains(" (in "), "\(assignment.shows)")
    }
  }

  /// A project with one target of a product type, built from one source in a folder named
  /// as the target, and more objects and target keys (what it links).
  static func project(
    _ target: String, type: String, product: String, source: String, objects: String = "",
    targetKeys: String = "", phases: String = "S1"
  ) -> String {
    """
    // !$*UTF8*$!
    {
    objects = {
    P0 = { isa = PBXProject; buildConfigurationList = L0; mainGroup = G0; targets = (T1); };
    G0 = { isa = PBXGroup; children = (G1); sourceTree = "<group>"; };
    G1 = { isa = PBXGroup; children = (F1); path = \(target); sourceTree = "<group>"; };
    F1 = { isa = PBXFileReference; path = \(source); sourceTree = "<group>"; };
    B1 = { isa = PBXBuildFile; fileRef = F1; };
    S1 = { isa = PBXSourcesBuildPhase; files = (B1); };
    X1 = { isa = PBXFileReference; path = \(product); sourceTree = BUILT_PRODUCTS_DIR; };
    \(objects)
    T1 = { isa = PBXNativeTarget; name = \(target); buildConfigurationList = L1; \(targetKeys)
      buildPhases = (\(phases)); productReference = X1;
      productType = "com.apple.product-type.\(type)"; };
    L0 = { isa = XCConfigurationList; buildConfigurations = (C1); };
    L1 = { isa = XCConfigurationList; buildConfigurations = (C2); };
    C1 = { isa = XCBuildConfiguration; buildSettings = { SDKROOT = iphoneos; }; name = Release; };
    C2 = { isa = XCBuildConfiguration; buildSettings = { PRODUCT_NAME = \(target); };
      name = Release; };
    };
    rootObject = P0;
    }
    """
  }

  /// A project with one SwiftUI app target, `App`, that links the product `product` of the
  /// local package at `path`, relative to the project's folder.
  static func project(linking product: String, at path: String) -> String {
    project(
      "App", type: "application", product: "App.app", source: "MainApp.swift",
      objects: """
        R1 = { isa = XCLocalSwiftPackageReference; relativePath = "\(path)"; };
        D1 = { isa = XCSwiftPackageProductDependency; package = R1; productName = \(product); };
        """,
      targetKeys: "packageProductDependencies = (D1);")
  }

  /// The app target's only source: a SwiftUI `App` whose app delegate lives elsewhere.
  static let mainApp = """
    @main
    struct MainApp: App {
      @UIApplicationDelegateAdaptor(Delegate.self) var delegate
      var body: some Scene { WindowGroup { Text("") } }
    }
    """

  /// A package manifest with one library product and target of the package's name, which
  /// depends on the products of the local packages named, each at `../NAME`.
  static func manifest(_ name: String, dependingOn others: [String] = []) -> String {
    let packages = others.map { ".package(path: \"../\($0)\")" }.joined(separator: ", ")
    let products = others.map { ".product(name: \"\($0)\", package: \"\($0)\")" }
      .joined(separator: ", ")
    return """
      // swift-tools-version:5.9
      import PackageDescription

      let package = Package(
        name: "\(name)",
        products: [.library(name: "\(name)", targets: ["\(name)"])],
        dependencies: [\(packages)],
        targets: [.target(name: "\(name)", dependencies: [\(products)])]
      )
      """
  }

  /// A notification-center delegate that implements didReceiveResponse.
  static let responseHandler = """
    final class Handler: NSObject, UNUserNotificationCenterDelegate {
      func userNotificationCenter(
        _ center: UNUserNotificationCenter, didReceive response: UNNotificationResponse
      ) async {}
    }
    """

  /// Scans a SwiftUI app target `App` that links nothing, in a project in a folder, beside more
  /// files.
  static func scanPlainApp(in folder: String = "", _ files: [String: String]) throws -> AppProfile {
    let prefix = folder.isEmpty ? "" : folder + "/"
    let app = [
      prefix + "App.xcodeproj/project.pbxproj": project(
        "App", type: "application", product: "App.app", source: "MainApp.swift"),
      prefix + "App/MainApp.swift": mainApp,
    ]
    return try scan(files.merging(app) { own, _ in own })
  }

  /// A Tuist manifest of one iOS app target `App` whose sources are `Sources/**`, with the
  /// Info.plist and the dependencies given.
  static func tuistApp(infoPlist: String? = nil, dependencies: String? = nil) -> String {
    let plist = infoPlist.map { "infoPlist: \"\($0)\", " } ?? ""
    let linked = dependencies.map { ", dependencies: [\($0)]" } ?? ""
    return """
      import ProjectDescription
      let project = Project(name: "App", targets: [
        .target(name: "App", destinations: .iOS, product: .app, bundleId: "org.app",
                \(plist)sources: ["Sources/**"]\(linked))
      ])
      """
  }

  /// Scans files written to a temporary folder.
  static func scan(_ files: [String: String]) throws -> AppProfile {
    let folder = try SourceTreeTests.folder(files)
    defer { try? FileManager.default.removeItem(at: folder) }
    return try AppScanner.scan([folder.path])
  }

  @Test("a push-named npm package no Podfile.lock builds is JavaScript only; Notifee hands to RNFB")
  func javaScriptOnlyPackage() throws {
    let profile = try Self.scanPlainApp(
      in: "ios",
      [
        "package.json": """
        { "name": "wallet", "dependencies": { "@react-native-firebase/messaging": "24.0.0",
          "@notifee/react-native": "9.1.8", "@acme/didcomm-push-notifications": "1.0.0" } }
        """,
        "firebase.json": """
        { "react-native": { "messaging_ios_foreground_presentation_options": [] } }
        """,
        "ios/Podfile.lock": """
        PODS:
          - RNFBMessaging (24.0.0)
          - RNNotifee (9.1.8)

        DEPENDENCIES:
          - RNFBMessaging (from `../node_modules/@react-native-firebase/messaging`)
          - RNNotifee (from `../node_modules/@notifee/react-native`)
        """,
      ])
    #expect(profile.callbacks == CallbackSet([.fetchReceive, .willPresent, .didReceiveResponse]))
    #expect(profile.presentation == Presentation.none)
    #expect(
      profile.findings.contains {
        $0.shows
          == "not counted as a push SDK: @acme/didcomm-push-notifications has no iOS code the "
          + "app builds: ios/Podfile.lock builds pods from the app's packages, none from it"
      })
  }

  @Test("remote packages' products the graph links name SDKs where no Package.resolved is kept")
  func remoteProducts() throws {
    // The app target links OneSignal's product from its repository, and a local package whose
    // target depends on Capacitor's remote package.
    let profile = try Self.scan([
      "App.xcodeproj/project.pbxproj": Self.project(
        "App", type: "application", product: "App.app", source: "MainApp.swift",
        objects: """
          R1 = { isa = XCRemoteSwiftPackageReference;
            repositoryURL = "https://github.com/OneSignal/OneSignal-XCFramework"; };
          D1 = { isa = XCSwiftPackageProductDependency; package = R1;
            productName = OneSignalFramework; };
          R2 = { isa = XCLocalSwiftPackageReference; relativePath = "CapApp-SPM"; };
          D2 = { isa = XCSwiftPackageProductDependency; package = R2; productName = "CapApp-SPM"; };
          """,
        targetKeys: "packageProductDependencies = (D1, D2);"),
      "App/MainApp.swift": Self.mainApp,
      "CapApp-SPM/Package.swift": """
      // swift-tools-version:5.9
      import PackageDescription

      let package = Package(
        name: "CapApp-SPM",
        products: [.library(name: "CapApp-SPM", targets: ["CapApp-SPM"])],
        dependencies: [.package(url: "https://github.com/ionic-team/capacitor-swift-pm.git", exact: "8.0.2")],
        targets: [
          .target(
            name: "CapApp-SPM",
            dependencies: [.product(name: "Capacitor", package: "capacitor-swift-pm")])
        ]
      )
      """,
      "CapApp-SPM/Sources/CapApp-SPM/CapApp.swift": "public let isCapacitorApp = true\n",
    ])
    #expect(profile.sdks.map(\.name) == ["OneSignal", "Capacitor"])
    let places = profile.sdks.map { "\($0.file ?? ""):\($0.line ?? 0)" }
    #expect(places == ["App.xcodeproj/project.pbxproj:14", "CapApp-SPM/Package.swift:9"])
  }

  @Test("packages that depend on each other are each read once")
  func cycle() throws {
    let profile = try Self.scan([
      "App.xcodeproj/project.pbxproj": Self.project(linking: "First", at: "Packages/First"),
      "App/MainApp.swift": Self.mainApp,
      "Packages/First/Package.swift": Self.manifest("First", dependingOn: ["Second"]),
      "Packages/First/Sources/First/Delegate.swift": """
      final class Delegate: NSObject, UIApplicationDelegate {
        func application(
          _ application: UIApplication, didReceiveRemoteNotification userInfo: [AnyHashable: Any],
          fetchCompletionHandler completionHandler: @escaping (UIBackgroundFetchResult) -> Void
        ) {}
      }
      """,
      "Packages/Second/Package.swift": Self.manifest("Second", dependingOn: ["First"]),
      "Packages/Second/Sources/Second/Handler.swift": Self.responseHandler,
    ])
    #expect(profile.callbacks.map { "\($0)" } == "fetchReceive+didReceiveResponse")
    let reads = profile.findings.filter { $0.shows.hasPrefix("read the ") }.map(\.shows)
    #expect(
      reads == [
        "read the 1 source file of target App (its Sources build phase and synchronized "
          + "folders, with the header beside each Objective-C file)",
        "read the 1 source file of target First of package First, as target App links its "
          + "product First",
        "read the 1 source file of target Second of package Second, as target First of package "
          + "First depends on its product Second",
      ])
  }

  @Test("a framework another project of the workspace builds is read when the app links it")
  func otherProject() throws {
    let profile = try Self.scan([
      "App.xcodeproj/project.pbxproj": Self.project(
        "App", type: "application", product: "App.app", source: "MainApp.swift",
        objects: """
          K1 = { isa = PBXFileReference; path = Kit.framework; sourceTree = BUILT_PRODUCTS_DIR; };
          K2 = { isa = PBXBuildFile; fileRef = K1; };
          K3 = { isa = PBXFrameworksBuildPhase; files = (K2); };
          """,
        phases: "S1, K3"),
      "App/MainApp.swift": Self.mainApp,
      "Kit/Kit.xcodeproj/project.pbxproj": Self.project(
        "Kit", type: "framework", product: "Kit.framework", source: "Handler.swift"),
      "Kit/Kit/Handler.swift": Self.responseHandler,
    ])
    #expect(profile.callbacks.map { "\($0)" } == "didReceiveResponse")
    #expect(
      profile.findings.contains {
        $0.file == "Kit/Kit.xcodeproj/project.pbxproj"
          && $0.shows
            == "read the 1 source file of framework target Kit, as target App links its "
            + "Kit.framework"
      })
    #expect(
      profile.findings.contains {
        $0.file == "Kit/Kit/Handler.swift" && $0.shows.hasSuffix(" (in framework target Kit)")
      })
  }

  @Test("a product that names no package is found among the packages the workspace lists")
  func workspacePackage() throws {
    let folder = try makeTemporaryDirectory()
    defer { try? FileManager.default.removeItem(at: folder) }
    let app = folder.appendingPathComponent("app")
    try FileManager.default.copyItem(
      at: packageRoot.appendingPathComponent("Tests/Fixtures/Apps/FolderPackage"), to: app)
    // The project holds no folder of the package, and a second package declares the product:
    // neither the project nor the packages below the paths say which one the app links.
    let project = app.appendingPathComponent("Ember.xcodeproj/project.pbxproj")
    try Data(
      try String(contentsOf: project, encoding: .utf8)
        .replacingOccurrences(of: "lastKnownFileType = folder;", with: "lastKnownFileType = text;")
        .utf8
    ).write(to: project)
    let other = app.appendingPathComponent("Other/EmberNotifications")
    try FileManager.default.createDirectory(at: other, withIntermediateDirectories: true)
    try Data(
      """
      // swift-tools-version:5.9
      import PackageDescription
      let package = Package(
        name: "EmberNotifications",
        products: [.library(name: "EmberNotifications", targets: ["Other"])],
        targets: [.target(name: "Other")])

      """.utf8
    ).write(to: other.appendingPathComponent("Package.swift"))
    let unlisted = try AppScanner.scan([app.path])
    #expect(unlisted.callbacks.map { "\($0)" } == "fetchReceive")
    #expect(
      unlisted.findings.contains {
        $0.shows.hasPrefix("target Ember links product EmberNotifications, which names no package")
      })
    let workspace = app.appendingPathComponent("Ember.xcworkspace")
    try FileManager.default.createDirectory(at: workspace, withIntermediateDirectories: true)
    try Data(
      """
      <?xml version="1.0" encoding="UTF-8"?>
      <Workspace version = "1.0">
         <FileRef location = "group:Ember.xcodeproj"></FileRef>
         <FileRef location = "group:Packages/EmberNotifications"></FileRef>
      </Workspace>

      """.utf8
    ).write(to: workspace.appendingPathComponent("contents.xcworkspacedata"))
    let listed = try AppScanner.scan([app.path])
    #expect(listed.callbacks.map { "\($0)" } == "fetchReceive+willPresent+didReceiveResponse")
  }

  @Test("a Podfile's development pod is read as the app's code, not known as an SDK by name")
  func developmentPod() throws {
    let profile = try Self.scanPlainApp([
      "Podfile": """
      platform :ios, '15.0'
      target 'App' do
        pod 'PushRelay', :path => 'LocalPods/PushRelay'
      end
      """,
      "Podfile.lock": "PODS:\n  - PushRelay (0.1.0)\n",
      "LocalPods/PushRelay/PushRelay/Classes/Handler.swift": Self.responseHandler,
    ])
    #expect(profile.callbacks.map { "\($0)" } == "didReceiveResponse")
    #expect(profile.sdks.isEmpty)
    #expect(
      profile.findings.contains {
        $0.file == "Podfile" && $0.line == 3
          && $0.shows.hasPrefix("read the 1 source file of development pod PushRelay, as the ")
      })
    #expect(
      profile.findings.contains {
        $0.file == "LocalPods/PushRelay/PushRelay/Classes/Handler.swift"
          && $0.shows.hasSuffix(" (in development pod PushRelay)")
      })
  }

  @Test("a pod from node_modules stays an SDK known by name: package.json's, not a source read")
  func nodeModulesPod() throws {
    let profile = try Self.scanPlainApp(
      in: "ios",
      [
        "ios/Podfile": """
        target 'App' do
          pod 'RNFBMessaging', :path => '../node_modules/@react-native-firebase/messaging'
        end
        """
      ])
    #expect(profile.sdks.map(\.isKnown) == [true])
    #expect(!profile.findings.contains { $0.shows.contains("development pod") })
  }

  @Test(
    "a Podfile's pod names its folder with :path or path:, and a version is no path",
    arguments: [
      ("pod 'A', :path => '../A'", "../A"), ("pod \"A\", path: \"Pods/A\"", "Pods/A"),
      ("pod 'A', :path=>'x' # local", "x"), ("pod 'A', '~> 1.0' # :path => 'no'", nil),
    ] as [(String, String?)])
  func podPath(_ line: String, _ path: String?) {
    let manifest = DependencyManifest(bytes: Array(line.utf8), file: "Podfile")
    #expect(manifest.dependencies.map(\.name) == ["A"])
    #expect(manifest.dependencies.first?.path == path)
  }

  @Test("a package path that leads out of the scanned folder is a finding, and is not followed")
  func outside() throws {
    let profile = try Self.scan([
      "App.xcodeproj/project.pbxproj": Self.project(linking: "Far", at: "../Far"),
      "App/MainApp.swift": Self.mainApp,
    ])
    let finding = try #require(profile.findings.first { $0.shows.contains("leads out of") })
    #expect(
      finding.shows
        == "target App links product Far of the package at \"../Far\", which leads out of the "
        + "scanned folder: its sources are not read")
    #expect(finding.file == "App.xcodeproj/project.pbxproj")
  }

  @Test("a chain of packages is followed to its bound and no further")
  func depth() throws {
    let count = BuildGraph.maximumDepth + 4
    var files = [
      "App.xcodeproj/project.pbxproj": Self.project(linking: "P0", at: "Packages/P0"),
      "App/MainApp.swift": Self.mainApp,
    ]
    for index in 0..<count {
      files["Packages/P\(index)/Package.swift"] = Self.manifest(
        "P\(index)", dependingOn: index + 1 < count ? ["P\(index + 1)"] : [])
      files["Packages/P\(index)/Sources/P\(index)/File.swift"] = "enum P\(index) {}\n"
    }
    let profile = try Self.scan(files)
    let reads = profile.findings.filter { $0.shows.hasPrefix("read the 1 source file of target P") }
    #expect(reads.count == BuildGraph.maximumDepth)
    #expect(
      profile.findings.contains {
        $0.shows == "the targets more than 16 links away from target App are not read"
      })
  }

  @Test("a package the app target does not link is not read, and its Package.resolved is listed")
  func unlinked() throws {
    let profile = try Self.scan([
      "App.xcodeproj/project.pbxproj": Self.project(linking: "Kit", at: "Kit"),
      "App/MainApp.swift": Self.mainApp,
      "Kit/Package.swift": Self.manifest("Kit"),
      "Kit/Sources/Kit/Delegate.swift":
        "final class Delegate: NSObject, UIApplicationDelegate {}\n",
      "Tool/Package.swift": Self.manifest("Tool"),
      "Tool/Package.resolved": """
      {"pins": [{"identity": "apnswift", "kind": "remoteSourceControl",
        "location": "https://github.com/swift-server-community/APNSwift.git",
        "state": {"version": "5.0.0"}}], "version": 2}
      """,
      "Tool/Sources/Tool/Handler.swift": Self.responseHandler,
    ])
    #expect(profile.callbacks.map { "\($0)" } == "none")
    #expect(profile.sdks.isEmpty)
    #expect(
      profile.findings.contains {
        $0.file == "Tool/Package.resolved"
          && $0.shows
            == "not read: it belongs to package Tool (Tool/Package.swift), which the app target "
            + "does not link"
      })
    #expect(!profile.findings.contains { $0.file == "Tool/Sources/Tool/Handler.swift" })
  }

  @Test("a project's Package.resolved drops the pins only packages the app does not link use")
  func workspacePins() throws {
    let server = """
      // swift-tools-version:5.9
      import PackageDescription

      let package = Package(
        name: "Server",
        dependencies: [
          .package(url: "https://github.com/vapor/apns.git", from: "4.0.0"),
          .package(url: "https://github.com/swift-server-community/APNSwift.git", from: "5.0.0"),
          .package(url: "https://github.com/apple/swift-log", from: "1.5.0"),
        ],
        targets: [.target(name: "App", dependencies: [.product(name: "VaporAPNS", package: "apns")])]
      )
      """
    let kit = """
      // swift-tools-version:5.9
      import PackageDescription

      let package = Package(
        name: "Kit",
        products: [.library(name: "Kit", targets: ["Kit"])],
        dependencies: [.package(url: "https://github.com/apple/swift-log", from: "1.5.0")],
        targets: [.target(name: "Kit", dependencies: [.product(name: "Logging", package: "swift-log")])]
      )
      """
    func pin(_ identity: String, _ url: String) -> String {
      #"{"identity": "\#(identity)", "kind": "remoteSourceControl", "location": "\#(url)", "#
        + #""state": {"version": "1.0.0"}}"#
    }
    let pins = [
      pin("apns", "https://github.com/vapor/apns.git"),
      pin("apnswift", "https://github.com/swift-server-community/APNSwift.git"),
      pin("swift-log", "https://github.com/apple/swift-log.git"),
    ]
    let profile = try Self.scan([
      "App.xcodeproj/project.pbxproj": Self.project(linking: "Kit", at: "Kit"),
      "App/MainApp.swift": Self.mainApp,
      "Kit/Package.swift": kit,
      "Kit/Sources/Kit/Delegate.swift":
        "final class Delegate: NSObject, UIApplicationDelegate {}\n",
      "Server/Package.swift": server,
      "Server/Sources/App/Push.swift": "struct Push {}\n",
      "App.xcworkspace/xcshareddata/swiftpm/Package.resolved":
        #"{"pins": ["# + pins.joined(separator: ", ") + #"], "version": 2}"#,
    ])
    // Vapor's APNs libraries, which only the server package uses, make nothing unknown; the
    // pin both packages name stays.
    #expect(profile.callbacks.map { "\($0)" } == "none", "\(profile.findings.map(\.shows))")
    #expect(profile.sdks.isEmpty)
    #expect(
      profile.findings.contains {
        $0.file == "App.xcworkspace/xcshareddata/swiftpm/Package.resolved"
          && $0.shows
            == "not read: 2 of its pins (apns, apnswift), which only local packages the app "
            + "target does not link depend on"
      }, "\(profile.findings.map(\.shows))")
  }

  @Test(
    "of a linked package's Package.resolved, only the pins its linked targets depend on count")
  func serverTargetInLinkedPackage() throws {
    let manifest = """
      // swift-tools-version:5.9
      import PackageDescription

      let package = Package(
        name: "Kit",
        products: [.library(name: "Kit", targets: ["Kit"])],
        dependencies: [
          .package(url: "https://github.com/swift-server-community/APNSwift", from: "6.0.0"),
          .package(url: "https://github.com/apple/swift-log", from: "1.5.0"),
        ],
        targets: [
          .target(name: "Kit", dependencies: [.product(name: "Logging", package: "swift-log")]),
          .executableTarget(
            name: "Sender", dependencies: [.product(name: "APNSCore", package: "APNSwift")]),
        ]
      )
      """
    let profile = try Self.scan([
      "App.xcodeproj/project.pbxproj": Self.project(linking: "Kit", at: "."),
      "App/MainApp.swift": Self.mainApp,
      "Package.swift": manifest,
      "Package.resolved": """
      {"pins": [
        {"identity": "apnswift", "kind": "remoteSourceControl",
         "location": "https://github.com/swift-server-community/APNSwift.git",
         "state": {"version": "6.0.0"}},
        {"identity": "swift-log", "kind": "remoteSourceControl",
         "location": "https://github.com/apple/swift-log.git", "state": {"version": "1.5.0"}}
      ], "version": 2}
      """,
      "Sources/Kit/Delegate.swift": "final class Delegate: NSObject, UIApplicationDelegate {}\n",
      "Sources/Sender/main.swift": "print(\"sends pushes\")\n",
    ])
    // APNSwift, which only the server target uses, no longer makes the callbacks unknown.
    #expect(profile.callbacks.map { "\($0)" } == "none")
    #expect(profile.sdks.isEmpty)
    #expect(
      profile.findings.contains {
        $0.file == "Package.resolved"
          && $0.shows
            == "not read: 1 of its pins (apnswift), on which no target of package Kit that the "
            + "app target builds depends itself"
      }, "\(profile.findings.map(\.shows))")
  }

  @Test("Tuist's manifest of external packages is not a package the app must link to count")
  func tuistDependencies() throws {
    let profile = try Self.scan([
      "Projects/App/Project.swift": Self.tuistApp(dependencies: ".Modules.thirdParty"),
      "Projects/App/Sources/App.swift": Self.mainApp,
      "Projects/App/Sources/Token.swift": """
      import FirebaseMessaging
      func token() -> String? { Messaging.messaging().fcmToken }
      """,
      "Tuist/Package.swift": """
      // swift-tools-version: 5.9
      import PackageDescription
      let package = Package(
        name: "AppDependencies",
        dependencies: [.package(url: "https://github.com/firebase/firebase-ios-sdk", from: "11.1.0")]
      )
      """,
      "Tuist/Package.resolved": """
      {"pins": [
        {"identity": "firebase-ios-sdk", "kind": "remoteSourceControl",
         "location": "https://github.com/firebase/firebase-ios-sdk", "state": {"version": "11.1.0"}}
      ], "version": 2}
      """,
    ])
    // The app reaches `.external(name: "FirebaseMessaging")` through a plugin's constant the
    // scan does not follow; Tuist's Package.resolved still counts.
    #expect(profile.target?.chosen == "App")
    #expect(profile.sdks.map(\.name) == ["Firebase Messaging"])
    #expect(profile.callbacks.map { "\($0)" } == "fetchReceive")
  }

  @Test(
    "FirebaseAppDelegateProxyEnabled NO in an Info.plist a spec or a manifest writes turns the proxy off",
    arguments: [
      [
        "project.yml": """
        name: App
        packages:
          Firebase:
            url: https://github.com/firebase/firebase-ios-sdk
            from: 11.0.0
        targets:
          App:
            type: application
            platform: iOS
            sources: [Sources]
            dependencies:
              - package: Firebase
                product: FirebaseMessaging
            info:
              path: Sources/Info.plist
              properties:
                CFBundleDisplayName: App
                FirebaseAppDelegateProxyEnabled: false
        """
      ],
      [
        "Project.swift": """
        import ProjectDescription
        let project = Project(name: "App", targets: [
          .target(name: "App", destinations: .iOS, product: .app, bundleId: "a",
            infoPlist: .extendingDefault(with: ["FirebaseAppDelegateProxyEnabled": false]),
            sources: ["Sources/**"], dependencies: [.external(name: "FirebaseMessaging")])
        ])
        """
      ],
    ])
  func proxySwitchInGeneratedPlist(_ project: [String: String]) throws {
    let profile = try Self.scan(
      project.merging([
        "Sources/AppDelegate.swift": """
        import FirebaseMessaging
        @main final class AppDelegate: UIResponder, UIApplicationDelegate {
          func application(
            _ application: UIApplication,
            didFinishLaunchingWithOptions options: [UIApplication.LaunchOptionsKey: Any]?
          ) -> Bool {
            Messaging.messaging().delegate = nil
            return true
          }
        }
        """
      ]) { own, _ in own })
    #expect(profile.sdks.map(\.name) == ["Firebase Messaging"])
    #expect(profile.callbacks?.isEmpty ?? false, "\(profile.findings.map(\.shows))")
  }

  @Test("a source path that differs from the file only in case names it, as on macOS")
  func sourceCase() throws {
    let profile = try Self.scan([
      "App.xcodeproj/project.pbxproj": Self.project(
        "Driwet", type: "application", product: "Driwet.app", source: "Handler.swift"),
      "driwet/Handler.swift": Self.responseHandler,
    ])
    #expect(profile.callbacks.map { "\($0)" } == "didReceiveResponse")
    #expect(
      profile.findings.contains {
        $0.shows.hasPrefix("read the 1 source file of target Driwet")
      }, "\(profile.findings.map(\.shows))")
  }

  @Test("an INFOPLIST_FILE that differs from the file only in case is read, as on macOS, and said")
  func infoPlistCase() throws {
    let profile = try Self.scan([
      "Project.swift": """
      import ProjectDescription
      let project = Project(name: "App", targets: [
        .target(name: "App", destinations: .iOS, product: .app, bundleId: "a",
          infoPlist: "app/Info.plist", sources: ["App/**"])
      ])
      """,
      "App/Info.plist": """
      <?xml version="1.0" encoding="UTF-8"?>
      <plist version="1.0"><dict>
        <key>CFBundleIdentifier</key><string>a</string>
        <key>UIBackgroundModes</key><array><string>remote-notification</string></array>
      </dict></plist>
      """,
      "App/AppDelegate.swift": "final class AppDelegate: UIResponder, UIApplicationDelegate {}\n",
    ])
    #expect(profile.backgroundMode == .on, "\(profile.findings.map(\.shows))")
    #expect(
      profile.findings.contains {
        $0.file == "App/Info.plist" && $0.shows.contains("differs from this file only in case")
      })
  }
}
