import Foundation
import Testing

@testable import PushMatrixApp
@testable import PushMatrixIO
@testable import PushMatrixModel
@testable import PushMatrixScan

@Suite("Xcode targets: kinds, platforms, settings, sources and the app target chosen")
struct XcodeTargetTests {
  /// A project below `ios/` with an app, an App Clip, a notification service extension, a
  /// watch app, a framework and a test bundle; the app's files are found through a group
  /// with a path and a file at the project's root (`SOURCE_ROOT`).
  static let project = """
    // !$*UTF8*$!
    {
    objects = {
    G0 = { isa = PBXGroup; children = (G1, F3); sourceTree = "<group>"; };
    G1 = { isa = PBXGroup; children = (G2, F4); path = App; sourceTree = "<group>"; };
    G2 = { isa = PBXGroup; children = (F1, F2); path = Push; sourceTree = "<group>"; };
    F1 = { isa = PBXFileReference; path = AppDelegate.m; sourceTree = "<group>"; };
    F2 = { isa = PBXFileReference; path = "../Shared/Router.swift"; sourceTree = "<group>"; };
    F3 = { isa = PBXFileReference; path = Generated/Keys.swift; sourceTree = SOURCE_ROOT; };
    F4 = { isa = PBXFileReference; path = /tmp/Outside.swift; sourceTree = "<absolute>"; };
    B1 = { isa = PBXBuildFile; fileRef = F1; };
    B2 = { isa = PBXBuildFile; fileRef = F2; };
    B3 = { isa = PBXBuildFile; fileRef = F3; };
    B4 = { isa = PBXBuildFile; fileRef = F4; };
    B5 = { isa = PBXBuildFile; fileRef = X2; };
    S1 = { isa = PBXSourcesBuildPhase; files = (B1, B2, B3, B4); };
    E1 = { isa = PBXCopyFilesBuildPhase; dstSubfolderSpec = 13; files = (B5); };
    D1 = { isa = PBXTargetDependency; target = T3; };
    D2 = { isa = PBXTargetDependency; target = T2; };
    T1 = { isa = PBXNativeTarget; name = App; buildConfigurationList = L1;
      buildPhases = (S1, E1); dependencies = (D1, D2);
      productType = "com.apple.product-type.application"; };
    T2 = { isa = PBXNativeTarget; name = Clip; buildConfigurationList = L2;
      productType = "com.apple.product-type.application.on-demand-install-capable"; };
    T3 = { isa = PBXNativeTarget; name = Service; buildConfigurationList = L2;
      productReference = X2; productType = "com.apple.product-type.app-extension"; };
    T4 = { isa = PBXNativeTarget; name = Watch; buildConfigurationList = L3;
      productType = "com.apple.product-type.application"; };
    T5 = { isa = PBXNativeTarget; name = Kit; buildConfigurationList = L2;
      productType = "com.apple.product-type.framework"; };
    T6 = { isa = PBXNativeTarget; name = AppTests; buildConfigurationList = L2;
      productType = "com.apple.product-type.bundle.unit-test"; };
    L0 = { isa = XCConfigurationList; buildConfigurations = (C1, C2); };
    L1 = { isa = XCConfigurationList; buildConfigurations = (C3, C4); };
    L2 = { isa = XCConfigurationList; buildConfigurations = (C5); };
    L3 = { isa = XCConfigurationList; buildConfigurations = (C6); };
    C1 = { isa = XCBuildConfiguration; baseConfigurationReference = X1;
      buildSettings = { SDKROOT = iphoneos; IPHONEOS_DEPLOYMENT_TARGET = 13.0; }; name = Debug; };
    C2 = { isa = XCBuildConfiguration; baseConfigurationReference = X1;
      buildSettings = { SDKROOT = iphoneos; IPHONEOS_DEPLOYMENT_TARGET = 13.0; }; name = Release; };
    C3 = { isa = XCBuildConfiguration;
      buildSettings = {
        INFOPLIST_FILE = "$(SRCROOT)/App/Info.plist";
        CODE_SIGN_ENTITLEMENTS = App/App.entitlements;
      };
      name = Debug; };
    C4 = { isa = XCBuildConfiguration;
      buildSettings = {
        INFOPLIST_FILE = "App/Info-Release.plist";
        "INFOPLIST_KEY_UIApplicationSceneManifest_Generation[sdk=iphoneos*]" = YES;
        INFOPLIST_KEY_UIApplicationSceneManifest_Generation = NO;
      };
      name = Release; };
    C5 = { isa = XCBuildConfiguration; buildSettings = { }; name = Release; };
    C6 = { isa = XCBuildConfiguration; buildSettings = { SDKROOT = watchos; }; name = Release; };
    X1 = { isa = PBXFileReference; path = Config/Base.xcconfig; sourceTree = "<group>"; };
    X2 = { isa = PBXFileReference; path = Service.appex; sourceTree = BUILT_PRODUCTS_DIR; };
    P0 = { isa = PBXProject; buildConfigurationList = L0; mainGroup = G0;
      targets = (T1, T2, T3, T4, T5, T6); };
    };
    rootObject = P0;
    }
    """

  /// The xcconfig the project's configurations are based on, and the file it includes.
  static let buildSettingsFiles = BuildSettingsFiles([
    BuildSettingsFile(
      bytes: Array("#include \"Versions.xcconfig\"\nGENERATE_INFOPLIST_FILE = YES\n".utf8),
      file: "ios/Config/Base.xcconfig"),
    BuildSettingsFile(
      bytes: Array(
        "IPHONEOS_DEPLOYMENT_TARGET = 12.0\nIPHONEOS_DEPLOYMENT_TARGET[sdk=iphoneos*] = 14.0\n"
          .utf8),
      file: "ios/Config/Versions.xcconfig"),
  ])

  static func read(_ text: String = project) throws -> XcodeProject {
    try XcodeProject(
      bytes: Array(text.utf8), path: "ios/App.xcodeproj/project.pbxproj",
      file: "ios/App.xcodeproj/project.pbxproj", buildSettingsFiles: buildSettingsFiles)
  }

  @Test("each target's kind and SDK come from its product type and settings")
  func kinds() throws {
    let targets = try Self.read().targets
    #expect(targets.map(\.name) == ["App", "Clip", "Service", "Watch", "Kit", "AppTests"])
    #expect(
      targets.map(\.kind) == [
        .application, .appClip, .appExtension, .watchApp, .framework, .testBundle,
      ])
    #expect(targets.map(\.isIOS) == [true, true, true, false, true, true])
  }

  @Test("a target's sources are found through its Sources phase, its groups and SOURCE_ROOT")
  func sources() throws {
    let app = try Self.read().targets[0]
    // The absolute file is outside the scanned root and is left out.
    #expect(
      app.sources == [
        "ios/App/Push/AppDelegate.m", "ios/App/Shared/Router.swift", "ios/Generated/Keys.swift",
      ])
    #expect(app.listsSources)
    #expect(app.embeds == ["T3", "T2"])
  }

  @Test(
    "settings resolve as Xcode does: Release, target over project over xcconfig, sdk conditions")
  func settings() throws {
    let app = try Self.read().targets[0]
    let conditionLine =
      Self.project.split(separator: "\n", omittingEmptySubsequences: false).firstIndex {
        $0.contains("Generation[sdk=iphoneos*]")
      }! + 1
    #expect(app.configuration == "Release")
    #expect(app.infoPlistFile == "ios/App/Info-Release.plist")
    // `$(CONFIGURATION)` is the name of the configuration read (Flutter's Info-Release.plist).
    let named = try Self.read(
      Self.project.replacingOccurrences(
        of: "INFOPLIST_FILE = \"App/Info-Release.plist\";",
        with: "INFOPLIST_FILE = \"App/Info-$(CONFIGURATION).plist\";"))
    #expect(named.targets[0].infoPlistFile == "ios/App/Info-Release.plist")
    // Debug names another Info.plist and entitlements, and generates no scene manifest.
    #expect(
      app.differingSettings == [
        "CODE_SIGN_ENTITLEMENTS", "INFOPLIST_FILE", XcodeProject.sceneManifestKey,
      ])
    #expect(app.entitlementsFile == nil)
    #expect(app.generatesInfoPlist)
    #expect(app.settings[XcodeProject.sceneManifestKey]?.value == "YES")
    #expect(
      app.settings[XcodeProject.sceneManifestKey]?.location
        == FileLocation(file: "ios/App.xcodeproj/project.pbxproj", line: conditionLine))
    // The project's own setting wins over the xcconfig it is based on.
    #expect(app.settings[XcodeProject.deploymentTargetKey]?.value == "13.0")
    // Without the project's setting, the xcconfig's iOS condition wins over its plain key.
    let bare = Self.project.replacingOccurrences(
      of: " IPHONEOS_DEPLOYMENT_TARGET = 13.0;", with: "")
    let resolved = try Self.read(bare).targets[0].settings[XcodeProject.deploymentTargetKey]
    #expect(resolved?.value == "14.0")
    #expect(resolved?.location == FileLocation(file: "ios/Config/Versions.xcconfig", line: 2))
    // The watch app builds with watchOS: the iOS condition is not its.
    #expect(try Self.read().targets[3].sdk == "watchos")
  }

  @Test("a synchronized folder gives its files to its targets, less their exceptions")
  func synchronizedFolders() throws {
    let text = """
      {
      objects = {
      G0 = { isa = PBXGroup; children = (R1); sourceTree = "<group>"; };
      R1 = { isa = PBXFileSystemSynchronizedRootGroup; exceptions = (X1, X2); path = App;
        sourceTree = "<group>"; };
      X1 = { isa = PBXFileSystemSynchronizedBuildFileExceptionSet;
        membershipExceptions = (Old/Legacy.swift); target = T1; };
      X2 = { isa = PBXFileSystemSynchronizedBuildFileExceptionSet;
        membershipExceptions = (Shared.swift); target = T2; };
      T1 = { isa = PBXNativeTarget; name = App; fileSystemSynchronizedGroups = (R1);
        productType = "com.apple.product-type.application"; };
      T2 = { isa = PBXNativeTarget; name = Widget;
        productType = "com.apple.product-type.app-extension"; };
      P0 = { isa = PBXProject; mainGroup = G0; targets = (T1, T2); };
      };
      rootObject = P0;
      }
      """
    var project = try XcodeProject(
      bytes: Array(text.utf8), path: "A.xcodeproj/project.pbxproj",
      file: "A.xcodeproj/project.pbxproj", buildSettingsFiles: BuildSettingsFiles())
    project.assignSynchronizedFiles([
      "App/Main.swift", "App/Old/Legacy.swift", "App/Shared.swift", "Other/Main.swift",
    ])
    #expect(project.targets[0].sources == ["App/Main.swift", "App/Shared.swift"])
    // An exception set of a target that does not list the folder adds the file to it.
    #expect(project.targets[1].sources == ["App/Shared.swift"])
    #expect(project.targets.allSatisfy { $0.listsSources })
  }

  @Test("the main app is an iOS application, not an App Clip or a demo; --target picks another")
  func choice() throws {
    let project = try Self.read()
    let selection = TargetSelection(
      projects: [project], plists: [:], pushEntitled: [], sources: [])
    let (choice, chosen) = try selection.choose(nil)
    #expect(choice.chosen == "App")
    #expect(chosen == TargetSelection.Reference(project: 0, target: 0))
    #expect(choice.appTargets.map(\.name) == ["App", "Clip"])
    #expect(try selection.choose("Clip").choice.reason == "chosen with --target")
    #expect(throws: ScanError.unknownTarget(name: "Watch", targets: ["App", "Clip"])) {
      try selection.choose("Watch")
    }
  }

  @Test("a configuration based on an xcconfig in a synchronized folder names it by relative path")
  func baseConfigurationInSynchronizedFolder() {
    // Xcode 16 writes an anchor (the synchronized folder) and a path relative to it.
    let objects: [String: Any] = ["F": ["isa": "PBXFileReference", "path": "Config/App.xcconfig"]]
    #expect(
      XcodeProject.baseFileName(
        of: [
          "baseConfigurationReferenceAnchor": "G",
          "baseConfigurationReferenceRelativePath": "Targets/App_target.xcconfig",
        ],
        objects: objects) == "App_target.xcconfig")
    #expect(
      XcodeProject.baseFileName(of: ["baseConfigurationReference": "F"], objects: objects)
        == "App.xcconfig")
    #expect(XcodeProject.baseFileName(of: [:], objects: objects) == nil)
  }

  @Test("INFOPLIST_KEY_UIBackgroundModes does not reach a generated Info.plist, and is said")
  func generatedBackgroundModes() throws {
    let fixture = packageRoot.appendingPathComponent("Tests/Fixtures/Apps/SyncFolders")
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("pushmatrix-modes-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    try FileManager.default.copyItem(at: fixture, to: folder)
    let project = folder.appendingPathComponent("Beacon.xcodeproj/project.pbxproj")
    let text = try String(contentsOf: project, encoding: .utf8)
    // The app names no Info.plist of its own: Xcode generates it from the settings.
    try Data(
      text.replacingOccurrences(
        of: "INFOPLIST_FILE = Beacon/Info.plist;",
        with: "INFOPLIST_KEY_UIBackgroundModes = \"fetch remote-notification\";"
      ).utf8
    ).write(to: project)
    let profile = try AppScanner.scan([folder.path])
    // Xcode writes only a fixed list of INFOPLIST_KEY_ settings into the file it generates.
    #expect(profile.backgroundMode == .off)
    #expect(
      profile.findings.contains {
        $0.field == "backgroundMode" && $0.file == "Beacon.xcodeproj/project.pbxproj"
          && $0.line != nil
          && $0.shows.hasPrefix(
            "INFOPLIST_KEY_UIBackgroundModes sets fetch, remote-notification, which the app does "
              + "not get")
      }, "\(profile.findings.filter { $0.field == "backgroundMode" })")
  }
}
