import Foundation
import Testing

@testable import PushMatrixApp
@testable import PushMatrixIO
@testable import PushMatrixScan

@Suite("Dependency manifests: the names and lines each package manager's file gives")
struct DependencyManifestTests {
  /// Reads a manifest from text.
  static func read(_ file: String, _ text: String) -> DependencyManifest {
    DependencyManifest(bytes: Array(text.utf8), file: file)
  }

  /// The names and lines read.
  static func names(_ manifest: DependencyManifest) -> [String] {
    manifest.dependencies.map { "\($0.name):\($0.location.line ?? 0)" }
  }

  @Test("a Podfile's pod lines, quoted either way, and a pod without a quoted name as a problem")
  func podfile() {
    let manifest = Self.read(
      "ios/Podfile",
      """
      platform :ios, '15.0'
      target 'App' do
        pod 'FirebaseMessaging', '~> 11.0'
        pod "OneSignalXCFramework"
        pod name_from_variable
      end
      """)
    #expect(Self.names(manifest) == ["FirebaseMessaging:3", "OneSignalXCFramework:4"])
    #expect(manifest.problems.map(\.location.line) == [5])
    #expect(manifest.problems.first?.reason.contains("name_from_variable") == true)
  }

  @Test("a Podfile.lock's top-level pods, not their dependencies nor other sections")
  func podfileLock() {
    let manifest = Self.read(
      "Podfile.lock",
      """
      PODS:
        - Firebase/Messaging (11.4.0):
          - FirebaseMessaging (~> 11.4.0)
        - "RNFBMessaging (21.0.0)":
          - Firebase/Messaging
        - FirebaseMessaging (11.4.0)

      DEPENDENCIES:
        - OneSignal (from `../node_modules`)
      """)
    #expect(
      Self.names(manifest) == ["Firebase/Messaging:2", "RNFBMessaging:4", "FirebaseMessaging:6"])
    #expect(manifest.dependencies.map(\.version) == ["11.4.0", "21.0.0", "11.4.0"])
    #expect(manifest.problems.isEmpty)
  }

  @Test("a Podfile.lock names the npm and pub packages its pods are built from")
  func nativePackages() {
    let manifest = Self.read(
      "ios/Podfile.lock",
      """
      DEPENDENCIES:
        - "RNFBMessaging (from `../node_modules/@react-native-firebase/messaging`)"
        - RNNotifee (from `../node_modules/@notifee/react-native`)
        - firebase_messaging (from `.symlinks/plugins/firebase_messaging/ios`)

      EXTERNAL SOURCES:
        React-Core:
          :path: "../node_modules/react-native/"
      """)
    #expect(
      manifest.nativePackages == [
        .npm: ["@react-native-firebase/messaging", "@notifee/react-native", "react-native"],
        .pub: ["firebase_messaging"],
      ])
    #expect(Self.read("Podfile.lock", "PODS:\n  - Alamofire (5.0)\n").nativePackages.isEmpty)
  }

  @Test("Package.resolved in format 1 and in formats 2 and 3 names each pin and its repository")
  func packageResolved() {
    let version1 = Self.read(
      "Package.resolved",
      """
      {
        "object": {
          "pins": [
            {
              "package": "Firebase",
              "repositoryURL": "https://github.com/firebase/firebase-ios-sdk.git",
              "state": { "version": "10.0.0" }
            }
          ]
        },
        "version": 1
      }
      """)
    #expect(Self.names(version1) == ["Firebase:4", "firebase-ios-sdk:4"])
    let version3 = Self.read(
      "Package.resolved",
      """
      {
        "originHash" : "abc",
        "pins" : [
          {
            "identity" : "onesignal-xcframework",
            "kind" : "remoteSourceControl",
            "location" : "https://github.com/OneSignal/OneSignal-XCFramework",
            "state" : { "version" : "5.2.0" }
          }
        ],
        "version" : 3
      }
      """)
    #expect(Self.names(version3) == ["onesignal-xcframework:4"])
    #expect(version1.problems.isEmpty && version3.problems.isEmpty)
  }

  @Test("package.json's dependencies and devDependencies")
  func packageJSON() {
    let manifest = Self.read(
      "package.json",
      """
      {
        "name": "app",
        "dependencies": {
          "@react-native-firebase/messaging": "^21.0.0",
          "react": "18.3.1"
        },
        "devDependencies": { "jest": "^29.0.0" }
      }
      """)
    #expect(
      Self.names(manifest) == ["@react-native-firebase/messaging:4", "react:5", "jest:7"])
    #expect(manifest.dependencies.map(\.version) == ["^21.0.0", "18.3.1", "^29.0.0"])
  }

  @Test("pubspec.yaml's dependencies and pubspec.lock's packages, not their nested keys")
  func pubspec() {
    let yaml = Self.read(
      "pubspec.yaml",
      """
      name: app
      dependencies:
        flutter:
          sdk: flutter
        firebase_messaging: ^15.1.3
      flutter:
        uses-material-design: true
      """)
    #expect(Self.names(yaml) == ["flutter:3", "firebase_messaging:5"])
    let lock = Self.read(
      "pubspec.lock",
      """
      packages:
        firebase_messaging:
          dependency: "direct main"
          version: "15.1.3"
      sdks:
        dart: ">=3.4.0 <4.0.0"
      """)
    #expect(Self.names(lock) == ["firebase_messaging:2"])
  }

  @Test("the folders of local packages: pub path:, a lock's source: path, npm file: and link:")
  func localPackages() {
    let pubspec = Self.read(
      "pubspec.yaml",
      """
      dependencies:
        alerts_client:
          path: ../packages/alerts_client
        forked:
          git:
            url: https://example.com/forked.git
            path: packages/forked
        http: ^1.2.0
      dev_dependencies:
        lints:
          path: "tools/lints"
      """)
    #expect(
      pubspec.dependencies.map(\.path) == ["../packages/alerts_client", nil, nil, "tools/lints"])
    let lock = Self.read(
      "pubspec.lock",
      """
      packages:
        alerts_client:
          dependency: "direct main"
          description:
            path: "../packages/alerts_client"
            relative: true
          source: path
          version: "0.0.1"
        forked:
          dependency: "direct main"
          description:
            path: "packages/forked"
            ref: main
          source: git
          version: "1.0.0"
      """)
    #expect(lock.dependencies.map(\.path) == ["../packages/alerts_client", nil])
    let npm = Self.read(
      "package.json",
      #"{"dependencies": {"push-kit": "file:../push-kit", "linked": "link:./linked", "#
        + #""react": "18.2.0"}}"#)
    #expect(npm.dependencies.map(\.path) == ["../push-kit", "./linked", nil])
  }

  @Test("a local package without iOS code is the app's own; one with ios/ sources a local plugin")
  func ownPackages() {
    var manifest = Self.read(
      "app/package.json",
      #"{"dependencies": {"notifications-core": "file:../libs/notifications-core", "#
        + #""push-bridge": "file:../libs/push-bridge", "theme": "file:../libs/theme", "#
        + #""outside-notifications": "file:../../notifications"}}"#)
    let native = DependencyManifest.nativeFolders([
      "libs/push-bridge/ios/PushBridge.swift", "app/ios/App/AppDelegate.swift",
    ])
    #expect(native == ["libs/push-bridge", "app"])
    let findings = manifest.removeOwnPackages(nativeFolders: native)
    // The plugin's iOS code is read as the app's: no dependency to know by name.
    #expect(manifest.dependencies.isEmpty)
    #expect(manifest.localPlugins.map(\.name) == ["push-bridge"])
    #expect(manifest.localPlugins.map(\.path) == ["libs/push-bridge"])
    // Only the push-looking names are said: the others were never SDKs to know.
    #expect(findings.map(\.line) == [1, 1])
    #expect(findings.map { $0.shows.hasPrefix("not an SDK: notifications-core") } == [true, false])
    #expect(findings.last?.shows.contains("outside the scanned folder") == true)
  }

  @Test("a comment among pubspec.yaml's entries is no entry and no problem")
  func pubspecComments() {
    // As zulip-flutter's pubspec keeps them: comments at the entries' indent.
    let yaml = Self.read(
      "pubspec.yaml",
      """
      dependencies:
        # Keep this list sorted.
        flutter:
          sdk: flutter
        # Pinned by the Flutter SDK.
        firebase_messaging: ^15.1.3
      """)
    #expect(Self.names(yaml) == ["flutter:3", "firebase_messaging:6"])
    #expect(yaml.problems.isEmpty)
  }

  @Test("malformed JSON is a problem at the parser's line, with no dependency and no abort")
  func malformedJSON() {
    let manifest = Self.read("package.json", "{\n  \"dependencies\": {\n    \"a\": \n}\n")
    #expect(manifest.dependencies.isEmpty)
    #expect(manifest.problems.count == 1)
    #expect(manifest.problems.first?.location.line == 4)
    let notPins = Self.read("Package.resolved", "{\n  \"version\": 2\n}\n")
    #expect(notPins.problems.first?.reason.contains("pins") == true)
  }

  @Test(
    "the scan finds manifests by name, and a workspace's Package.resolved inside Xcode's folders")
  func sourceTreeFindsManifests() throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("pushmatrix-manifests-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    let files = [
      "App/AppDelegate.swift": "class AppDelegate {}\n",
      "Podfile.lock": "PODS:\n",
      "App.xcodeproj/project.xcworkspace/xcshareddata/swiftpm/Package.resolved": "{}",
      "node_modules/x/package.json": "{}",
    ]
    for (path, text) in files {
      let url = folder.appendingPathComponent(path)
      try FileManager.default.createDirectory(
        at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try Data(text.utf8).write(to: url)
    }
    let tree = try SourceTree(paths: [folder.path])
    let manifests = tree.files.filter { $0.kind == .dependencyManifest }.map(\.relative)
    #expect(
      manifests == [
        "App.xcodeproj/project.xcworkspace/xcshareddata/swiftpm/Package.resolved", "Podfile.lock",
      ])
  }
}
