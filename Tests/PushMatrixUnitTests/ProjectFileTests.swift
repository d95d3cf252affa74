import Foundation
import Testing

@testable import PushMatrixApp
@testable import PushMatrixIO
@testable import PushMatrixModel
@testable import PushMatrixScan

@Suite("Project files: Info.plists, Xcode projects, xcconfig files and package manifests")
struct ProjectFileTests {
  /// An XML property list of a dictionary's entries, one element a line.
  static func plist(_ entries: String) -> [UInt8] {
    Array(
      """
      <?xml version="1.0" encoding="UTF-8"?>
      <plist version="1.0">
      <dict>
      <key>CFBundleIdentifier</key>
      <string>com.example.app</string>
      \(entries)
      </dict>
      </plist>

      """.utf8)
  }

  @Test(
    "an Info.plist's role comes from its keys and its folder",
    arguments: [
      ("", "App/Info.plist", InfoPlist.Role.app),
      (
        "<key>NSExtension</key><dict><key>NSExtensionPointIdentifier</key>"
          + "<string>com.apple.usernotifications.service</string></dict>", "NSE/Info.plist",
        .notificationServiceExtension
      ),
      (
        "<key>NSExtension</key><dict><key>NSExtensionPointIdentifier</key>"
          + "<string>com.apple.widgetkit-extension</string></dict>", "Widget/Info.plist",
        .otherBundle
      ),
      ("<key>CFBundlePackageType</key><string>BNDL</string>", "X/Info.plist", .otherBundle),
      ("<key>WKApplication</key><true/>", "Watch/Info.plist", .otherBundle),
      (
        "<key>LSMinimumSystemVersion</key><string>12.0</string>", "Launcher/Info.plist",
        .otherBundle
      ),
      (
        "<key>EXAppExtensionAttributes</key><dict><key>EXExtensionPointIdentifier</key>"
          + "<string>com.apple.appintents-extension</string></dict>", "Intents/Info.plist",
        .otherBundle
      ),
    ])
  func roles(_ entries: String, _ file: String, _ role: InfoPlist.Role) throws {
    #expect(try InfoPlist(bytes: Self.plist(entries), path: file, file: file).role == role)
  }

  @Test("a property list that names no bundle key is no bundle's Info.plist")
  func notABundle() throws {
    let bytes = Array(
      "<plist version=\"1.0\"><dict><key>BUNDLE_ID</key><string>a.b</string></dict></plist>"
        .utf8)
    let plist = try InfoPlist(bytes: bytes, path: "GoogleService-Info.plist", file: "G.plist")
    #expect(plist.role == .otherBundle)
  }

  @Test("an XML Info.plist's keys are found at their lines; a binary one's are not")
  func lines() throws {
    let bytes = Self.plist(
      """
      <key>UIBackgroundModes</key>
      <array>
      <string>fetch</string>
      <string>remote-notification</string>
      </array>
      <key>UIApplicationSceneManifest</key>
      <dict/>
      """)
    let xml = try InfoPlist(bytes: bytes, path: "Info.plist", file: "Info.plist")
    #expect(xml.backgroundModes == ["fetch", "remote-notification"])
    #expect(xml.hasSceneManifest)
    #expect(
      xml.lines == [
        "UIBackgroundModes": 6, "remote-notification": 9, "UIApplicationSceneManifest": 11,
      ])
    let object = try PropertyListSerialization.propertyList(from: Data(bytes), format: nil)
    let binary = try PropertyListSerialization.data(
      fromPropertyList: object, format: .binary, options: 0)
    let read = try InfoPlist(bytes: Array(binary), path: "Info.plist", file: "Info.plist")
    #expect(read.backgroundModes == xml.backgroundModes)
    #expect(read.lines.isEmpty)
  }

  @Test("a property list is read when it is named Info.plist or names a bundle")
  func candidates() {
    #expect(InfoPlist.isCandidate(name: "Info.plist", bytes: []))
    #expect(InfoPlist.isCandidate(name: "Postbox-Info.plist", bytes: []))
    #expect(InfoPlist.isCandidate(name: "App.plist", bytes: Array("<key>CFBundleIdentifier".utf8)))
    #expect(!InfoPlist.isCandidate(name: "Settings.plist", bytes: Array("<key>Theme".utf8)))
  }

  @Test("a malformed property list is diagnosed with the line its parser names")
  func malformed() {
    let bytes = Self.plist("<key>UIBackgroundModes</key>\n<arry>\n</array>")
    #expect {
      try InfoPlist(bytes: bytes, path: "App/Info.plist", file: "Info.plist")
    } throws: { error in
      let diagnostic = error as? Diagnostic
      return diagnostic?.file == "App/Info.plist" && diagnostic?.line == 7
        && diagnostic?.message.hasPrefix("malformed property list: ") == true
    }
  }

  @Test("a typed element's value it cannot hold is read as a string, line by line, within a bound")
  func looseValues() throws {
    let bytes = Self.plist(
      """
      <key>VKAppID</key>
      <integer>XXXX</integer>
      <key>Build</key><real>$(BUILD)</real><key>Seen</key><date>$(DATE)</date>
      <key>UIBackgroundModes</key>
      <array><string>remote-notification</string></array>
      """)
    let plist = try InfoPlist(bytes: bytes, path: "App/Info.plist", file: "Info.plist")
    #expect(plist.backgroundModes == ["remote-notification"])
    #expect(plist.looseValues == [7: "XXXX", 8: "$(BUILD), $(DATE)"])
    #expect(plist.lines["UIBackgroundModes"] == 9)
    // A malformed line without a typed element is still refused, as is a list with more loose
    // values than the bound, or larger than the bound.
    let crowded = Self.plist(
      (0...InfoPlist.maximumLooseValues).map { "<key>K\($0)</key><integer>X</integer>" }
        .joined(separator: "\n"))
    let large = Self.plist(
      "<key>A</key><integer>X</integer>\n<key>B</key><string>"
        + String(repeating: "b", count: InfoPlist.maximumLooseSize) + "</string>")
    for malformed in [
      Self.plist("<key>A</key><integer>X</integer>\n<arry>\n</array>"), crowded, large,
    ] {
      #expect {
        try InfoPlist(bytes: malformed, path: "App/Info.plist", file: "Info.plist")
      } throws: { error in
        (error as? Diagnostic)?.message.hasPrefix("malformed property list: ") == true
      }
    }
  }

  @Test("the scan says which value of an app's Info.plist it read as a string")
  func looseValueSaid() throws {
    let profile = try BuildGraphTests.scan([
      "Project.swift": BuildGraphTests.tuistApp(infoPlist: "Info.plist"),
      "Info.plist": String(
        decoding: Self.plist(
          "<key>AppID</key><integer>XXXX</integer>\n<key>UIBackgroundModes</key>\n"
            + "<array><string>remote-notification</string></array>"), as: UTF8.self),
      "Sources/App.swift": "import UIKit\n",
    ])
    #expect(profile.backgroundMode == .on)
    #expect(
      profile.findings.filter { $0.field == "backgroundMode" }.map(\.shows) == [
        "read \"XXXX\" as a string: the element it is written in cannot hold it (a build "
          + "setting Xcode substitutes, or a placeholder), and the rest of the list was read",
        "on: UIBackgroundModes has remote-notification",
      ])
  }

  /// A project whose app target `App`, macOS app `Mac` and watchOS app `Watch` leave the
  /// deployment target to the project, beside an extension `Ext`.
  static let project = """
    // !$*UTF8*$!
    {
      objects = {
        P0 = {isa = PBXProject; buildConfigurationList = L0; targets = (T1, T2, T3, T4);};
        L0 = {isa = XCConfigurationList; buildConfigurations = (C0);};
        C0 /* Release */ = {
          isa = XCBuildConfiguration;
          buildSettings = {
            IPHONEOS_DEPLOYMENT_TARGET = 14.0;
            SDKROOT = iphoneos;
          };
          name = Release;
        };
        T1 = {isa = PBXNativeTarget; name = App; buildConfigurationList = L1;
          productType = "com.apple.product-type.application";};
        L1 = {isa = XCConfigurationList; buildConfigurations = (C1);};
        C1 /* Release */ = {
          isa = XCBuildConfiguration;
          buildSettings = {
            INFOPLIST_KEY_UIApplicationSceneManifest_Generation = YES;
          };
          name = Release;
        };
        T2 = {isa = PBXNativeTarget; name = Mac; buildConfigurationList = L2;
          productType = "com.apple.product-type.application";};
        L2 = {isa = XCConfigurationList; buildConfigurations = (C2);};
        C2 = {isa = XCBuildConfiguration; buildSettings = {SDKROOT = macosx;}; name = Other;};
        T3 = {isa = PBXNativeTarget; name = Ext; buildConfigurationList = L3;
          productType = "com.apple.product-type.app-extension";};
        L3 = {isa = XCConfigurationList; buildConfigurations = ();};
        T4 = {isa = PBXNativeTarget; name = Watch; buildConfigurationList = L4;
          productType = "com.apple.product-type.application";};
        L4 = {isa = XCConfigurationList; buildConfigurations = (C4);};
        C4 = {isa = XCBuildConfiguration; buildSettings = {SDKROOT = watchos;}; name = Release;};
      };
      rootObject = P0;
    }
    """

  @Test("a project's iOS app targets take settings from the project's configuration")
  func xcodeProject() throws {
    let project = try XcodeProject(
      bytes: Array(Self.project.utf8), path: "A.xcodeproj/project.pbxproj",
      file: "A.xcodeproj/project.pbxproj", buildSettingsFiles: BuildSettingsFiles())
    let location = { (line: Int?) in FileLocation(file: "A.xcodeproj/project.pbxproj", line: line) }
    #expect(
      project.appTargets == [
        XcodeProject.AppTarget(
          name: "App",
          deploymentTarget: DeploymentSetting(version: OSVersion(14), location: location(9)),
          sceneManifest: location(20))
      ])
  }

  @Test("a malformed project is diagnosed naming it")
  func malformedProject() {
    #expect(throws: Diagnostic.self) {
      try XcodeProject(
        bytes: Array("{ objects = { ".utf8), path: "p.pbxproj", file: "p.pbxproj",
        buildSettingsFiles: BuildSettingsFiles())
    }
  }

  @Test("an xcconfig file's lowest deployment target is read, conditions and comments allowed")
  func buildSettings() {
    let text = """
      // IPHONEOS_DEPLOYMENT_TARGET = 8.0
      IPHONEOS_DEPLOYMENT_TARGET = 15.0 // the default
      IPHONEOS_DEPLOYMENT_TARGET[sdk=iphoneos*] = "13.4"
      IPHONEOS_DEPLOYMENT_TARGET = $(inherited)
      """
    let file = BuildSettingsFile(bytes: Array(text.utf8), file: "Base.xcconfig")
    #expect(
      file.deploymentTarget
        == DeploymentSetting(
          version: OSVersion(13, 4), location: FileLocation(file: "Base.xcconfig", line: 3)))
  }

  @Test("an xcconfig file with CRLF line ends reads each line, its includes by relative path")
  func buildSettingsCRLF() {
    let file = BuildSettingsFile(
      bytes: Array("#include \"Common.xcconfig\"\r\nIPHONEOS_DEPLOYMENT_TARGET = 16.1\r\n".utf8),
      file: "App/App.xcconfig")
    #expect(file.includes == ["App/Common.xcconfig"])
    #expect(file.settings["IPHONEOS_DEPLOYMENT_TARGET"]?.value == "16.1")
  }

  @Test("an xcconfig file without a setting takes it from the files it includes")
  func includes() {
    let files = BuildSettingsFiles([
      BuildSettingsFile(
        bytes: Array("#include \"Shared/Base.xcconfig\"\nOTHER = 1\n".utf8),
        file: "Config/App.xcconfig"),
      BuildSettingsFile(
        bytes: Array("#include? \"Missing.xcconfig\"\nIPHONEOS_DEPLOYMENT_TARGET = 16.4\n".utf8),
        file: "Config/Shared/Base.xcconfig"),
    ])
    #expect(files["Config/App.xcconfig"]?.includes == ["Config/Shared/Base.xcconfig"])
    #expect(
      files["Config/App.xcconfig"]?.resolvedDeploymentTarget(in: files)
        == DeploymentSetting(
          version: OSVersion(16, 4),
          location: FileLocation(file: "Config/Shared/Base.xcconfig", line: 2)))
  }

  @Test("a package manifest's iOS platforms are read from its tokens")
  func manifest() {
    let text = """
      let package = Package(
        name: "A",
        // platforms: [.iOS(.v12)],
        platforms: [.macOS(.v13), .iOS(.v15), .iOS("16.4")]
      )
      """
    let tokens = SourceTokenizer.tokens(of: Array(text.utf8), language: .swift)
    #expect(
      PackageManifest.iOSVersions(in: tokens, file: "Package.swift").map(\.version) == [
        OSVersion(15), OSVersion(16, 4),
      ])
  }
}
