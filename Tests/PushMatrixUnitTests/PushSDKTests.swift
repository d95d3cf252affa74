import Foundation
import Testing

@testable import PushMatrixApp
@testable import PushMatrixIO
@testable import PushMatrixModel
@testable import PushMatrixScan

@Suite("Push SDKs: which dependency is which SDK, and what the profile makes of it")
struct PushSDKTests {
  /// Scans files written into a fresh folder.
  static func profile(_ files: [String: String]) throws -> AppProfile {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("pushmatrix-sdks-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    for (path, text) in files {
      let url = folder.appendingPathComponent(path)
      try FileManager.default.createDirectory(
        at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try Data(text.utf8).write(to: url)
    }
    return try AppScanner.scan([folder.path])
  }

  /// An app delegate that implements no notification callback and sets no delegate.
  static let plainDelegate = """
    @main
    class AppDelegate: UIResponder, UIApplicationDelegate {
      func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        return true
      }
    }
    """

  /// An app delegate that makes itself the notification center's delegate at launch and whose
  /// `willPresent` passes `[.banner]`.
  static let bannerDelegate = """
    @main
    class AppDelegate: UIResponder, UIApplicationDelegate, UNUserNotificationCenterDelegate {
      func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        UNUserNotificationCenter.current().delegate = self
        return true
      }
      func userNotificationCenter(
        _ center: UNUserNotificationCenter, willPresent notification: UNNotification,
        withCompletionHandler completionHandler: @escaping (UNNotificationPresentationOptions) -> Void
      ) {
        completionHandler([.banner])
      }
    }
    """

  @Test(
    "each package name finds its SDK, parts of it too, and nothing else",
    arguments: [
      ("FirebaseMessaging", "Firebase Messaging"), ("Firebase/Messaging", "Firebase Messaging"),
      ("@react-native-firebase/messaging", "React Native Firebase Messaging"),
      ("firebase_messaging_platform_interface", "FlutterFire Messaging"),
      ("react-native-notifications", "react-native-notifications"),
      ("expo-notifications", "expo-notifications"), ("OneSignalXCFramework", "OneSignal"),
      ("@notifee/react-native", "Notifee"), ("RNNotifee/NotifeeCore", "Notifee"),
      ("CapacitorPushNotifications", "Capacitor Push Notifications"),
      ("@capacitor/ios", "Capacitor"), ("Capacitor", "Capacitor"), ("Airship", "Airship"),
      ("CustomerIO/MessagingPushAPN", "Customer.io Messaging Push"),
      ("CustomerIOMessagingPushFCM", "Customer.io Messaging Push"), ("BrazeKit", "Braze"),
      ("@capacitor-firebase/messaging", "Capacitor Firebase Messaging"),
      ("awesome_notifications", "Awesome Notifications"), ("IosAwnCore", "Awesome Notifications"),
      ("onesignal_flutter", "OneSignal"), ("react-native-onesignal", "OneSignal"),
      // The bridge's name alone is Capacitor; a third party's plugin named after it is not.
      ("CapacitorFirebaseMessaging", "Capacitor Firebase Messaging"),
      ("CapacitorFirebaseAnalytics", nil), ("customerio-reactnative", nil),
      // Awesome Notifications' FCM add-on is a package of its own, not read.
      ("awesome_notifications_fcm", nil),
      ("FirebaseAnalytics", nil), ("@react-native-firebase/app", nil),
    ] as [(String, String?)])
  func lookup(_ name: String, _ sdk: String?) {
    #expect(PushSDK.sdk(named: name)?.name == sdk)
  }

  @Test("a push-looking name the scan does not know is seen; an ordinary one is not")
  func looksLikePush() {
    for ecosystem in [DependencyManifest.Ecosystem.cocoaPods, .swiftPM, .npm, .pub] {
      #expect(PushSDK.looksLikePush("BeaconPushKit", in: ecosystem))
      #expect(!PushSDK.looksLikePush("Alamofire", in: ecosystem))
      // In-app messaging is not push, though its name holds "messaging".
      #expect(!PushSDK.looksLikePush("FirebaseInAppMessaging", in: ecosystem))
      #expect(!PushSDK.looksLikePush("firebase_in_app_messaging", in: ecosystem))
      #expect(!PushSDK.looksLikePush("@react-native-firebase/in-app-messaging", in: ecosystem))
    }
  }

  @Test(
    "\"notification\" alone counts in npm and pub; in CocoaPods and SwiftPM only with a push word",
    arguments: [
      // Status-bar and in-app banners, keyboard notifications: not counted, but said.
      ("JDStatusBarNotification", .cocoaPods, .notificationAlone),
      ("IQKeyboardNotification", .swiftPM, .notificationAlone),
      ("typed-notification", .swiftPM, .notificationAlone),
      // With a push word they count.
      ("KarteRemoteNotification", .cocoaPods, .push),
      ("DMIUserNotifications", .cocoaPods, .push),
      ("FCMNotificationKit", .swiftPM, .push),
      ("PushNotifications", .cocoaPods, .push),
      ("react-native-in-app-notification", .cocoaPods, .other),
      // npm and pub keep the word alone.
      ("react-native-local-notifications", .npm, .push),
      ("acme_notifications", .pub, .push),
      ("react-native-in-app-notification", .npm, .other),
      ("Alamofire", .cocoaPods, .other),
    ] as [(String, DependencyManifest.Ecosystem, PushSDK.NameReading)])
  func notificationWord(
    _ name: String, _ ecosystem: DependencyManifest.Ecosystem, _ reading: PushSDK.NameReading
  ) {
    #expect(PushSDK.reading(name, in: ecosystem) == reading)
  }

  @Test("a native dependency named for notifications alone is a finding at its line, not unknown")
  func notificationAlone() throws {
    let profile = try Self.profile([
      "App/AppDelegate.swift": Self.plainDelegate,
      "Podfile": "target 'App' do\n  pod 'JDStatusBarNotification', '~> 2.0'\nend\n",
      "Podfile.lock": "PODS:\n  - JDStatusBarNotification (2.2.3)\n",
    ])
    #expect(profile.callbacks == CallbackSet.none)
    #expect(profile.sdks.isEmpty)
    let said = profile.findings.filter {
      $0.shows.hasPrefix("not counted as a push SDK: JDStatusBarNotification")
    }
    #expect(said.map(\.field) == ["callbacks"])
    #expect(said.first?.file == "Podfile" && said.first?.line == 2)
    #expect(said.first?.shows.contains("in CocoaPods") == true)
    // The same name in npm still counts.
    let npm = try Self.profile([
      "App/AppDelegate.swift": Self.plainDelegate,
      "package.json": #"{"dependencies": {"react-native-status-notification": "^1.0.0"}}"#,
    ])
    #expect(npm.callbacks == nil)
    #expect(npm.sdks.map(\.name) == ["react-native-status-notification"])
  }

  @Test(
    "callbacks add what a known SDK supplies, ownCallbacks keep the app's own, and each names it")
  func knownSDK() throws {
    let profile = try Self.profile([
      "App/AppDelegate.swift": Self.plainDelegate,
      "pubspec.lock": "packages:\n  firebase_messaging:\n    version: \"15.1.3\"\n",
    ])
    #expect(profile.ownCallbacks == CallbackSet.none)
    #expect(profile.callbacks == CallbackSet([.fetchReceive, .willPresent, .didReceiveResponse]))
    #expect(profile.delegateTiming == .atLaunch)
    #expect(profile.presentation == nil)
    #expect(profile.sdks.map(\.name) == ["FlutterFire Messaging"])
    #expect(profile.sdks.first?.file == "pubspec.lock" && profile.sdks.first?.line == 2)
    let supplied = profile.findings.filter {
      $0.shows.contains("supplied by FlutterFire Messaging")
    }
    #expect(supplied.count == 1)
    #expect(supplied.first?.shows.contains("reported; read in firebase/flutterfire") == true)
  }

  @Test("an unknown push SDK makes callbacks and delegateTiming unknown, naming it")
  func unknownSDK() throws {
    let profile = try Self.profile([
      "App/AppDelegate.swift": Self.plainDelegate,
      "Podfile": "target 'App' do\n  pod 'BeaconPushKit'\nend\n",
    ])
    #expect(profile.callbacks == nil)
    #expect(profile.ownCallbacks == CallbackSet.none)
    #expect(profile.delegateTiming == nil)
    #expect(profile.sdks.map(\.isKnown) == [false])
    let named = profile.findings.filter {
      $0.shows.hasPrefix("unknown:") && $0.shows.contains("BeaconPushKit") && $0.line == 2
    }
    #expect(Set(named.map(\.field)) == ["callbacks", "delegateTiming"])
  }

  @Test("a push-looking dependency that owns no push callback is a finding, not unknown")
  func notAnOwner() throws {
    let flutter = try Self.profile([
      "App/AppDelegate.swift": Self.plainDelegate,
      "pubspec.lock": """
      packages:
        firebase_messaging:
          version: "15.1.3"
        flutter_local_notifications:
          version: "17.2.3"
        flutter_local_notifications_platform_interface:
          version: "7.2.0"

      """,
    ])
    #expect(flutter.callbacks == CallbackSet([.fetchReceive, .willPresent, .didReceiveResponse]))
    #expect(flutter.sdks.map(\.name) == ["FlutterFire Messaging"])
    let said = flutter.findings.filter {
      $0.shows.hasPrefix("flutter_local_notifications supplies no callback")
    }
    #expect(said.count == 1 && said.first?.line == 4)
    #expect(said.first?.shows.contains("read in MaikuB/flutter_local_notifications") == true)
    let permissions = try Self.profile([
      "App/AppDelegate.swift": Self.plainDelegate,
      "Podfile": "target 'App' do\n  pod 'Permission-Notifications', :path => '../perm'\nend\n",
    ])
    #expect(permissions.callbacks == CallbackSet.none)
    #expect(permissions.sdks.isEmpty)
    #expect(!PushSDK.looksLikePush("react-native-in-app-notification", in: .npm))
    // An in-app banner pod, a token-registration package and Capacitor's local-notifications
    // plugin take no push callback.
    let banners = try Self.profile([
      "App/AppDelegate.swift": Self.plainDelegate,
      "Podfile":
        "target 'App' do\n  pod 'NotificationBannerSwift', '~> 3.0'\n"
        + "  pod 'InfomaniakNotifications'\nend\n",
      "package.json": #"{"dependencies": {"@capacitor/local-notifications": "^6.0.0"}}"#,
    ])
    #expect(banners.callbacks == CallbackSet.none)
    #expect(banners.sdks.isEmpty)
    #expect(
      banners.findings.filter { $0.shows.contains("supplies no callback") }.compactMap(\.file)
        .sorted()
        == ["Podfile", "Podfile", "package.json"])
    // PushNotificationIOS is class methods the app calls; Google's User Messaging Platform asks
    // for consent to ads.
    let helpers = try Self.profile([
      "App/AppDelegate.swift": Self.plainDelegate,
      "Podfile.lock": """
      PODS:
        - GoogleUserMessagingPlatform (2.7.0)
        - RNCPushNotificationIOS (1.11.0):
          - React-Core

      """,
    ])
    #expect(helpers.callbacks == CallbackSet.none)
    #expect(helpers.sdks.isEmpty)
    #expect(
      helpers.findings.filter { $0.shows.hasPrefix("PushNotificationIOS supplies no callback") }
        .map(\.line) == [3])
    // Its Swift package's name spells the words apart.
    #expect(
      PushSDK.reading(
        "swift-package-manager-google-user-messaging-platform", in: .swiftPM) == .other)
  }

  @Test("react-native-push-notification is JavaScript over PushNotificationIOS on iOS")
  func reactNativePushNotification() throws {
    let profile = try Self.profile([
      "App/AppDelegate.swift": Self.plainDelegate,
      "package.json": """
      {
        "dependencies": {
          "@react-native-community/push-notification-ios": "^1.11.0",
          "react-native-push-notification": "^8.1.1"
        }
      }
      """,
    ])
    #expect(profile.callbacks == CallbackSet.none)
    #expect(profile.sdks.isEmpty)
    let said = profile.findings.filter {
      $0.shows.hasPrefix("react-native-push-notification supplies no callback")
    }
    #expect(said.map(\.line) == [4])
    #expect(said.first?.shows.contains("zo0r/react-native-push-notification@fcf40a0") == true)
  }

  @Test("a settings opener and Zendesk's messaging libraries take no notification callback")
  func settingsAndChatLibraries() throws {
    let profile = try Self.profile([
      "App/AppDelegate.swift": Self.plainDelegate,
      "package.json": #"{"dependencies": {"react-native-notifications-utils": "^0.3.0"}}"#,
      "Podfile.lock": """
      PODS:
        - react-native-notifications-utils (0.3.0)
        - ZendeskMessagingAPISDK (6.0.2)
        - ZendeskMessagingSDK (6.3.0)
        - ZendeskSDKMessaging (2.39.0)

      """,
    ])
    // The utilities package is not react-native-notifications, whose name it starts with.
    #expect(profile.callbacks == CallbackSet.none)
    #expect(profile.sdks.isEmpty)
    let said = profile.findings.filter { $0.shows.contains("supplies no callback") }
    // One finding for each: the classic library's two pods are one entry.
    #expect(
      said.map { String($0.shows.prefix { $0 != " " }) }.sorted() == [
        "Zendesk", "Zendesk", "react-native-notifications-utils",
      ])
    #expect(said.contains { $0.shows.contains("zendesk/sdk_messaging_ios@f544db0") })
  }

  @Test("CodePush updates the JavaScript bundle and takes no notification callback")
  func codePush() throws {
    let profile = try Self.profile([
      "App/AppDelegate.swift": Self.plainDelegate,
      "package.json": #"{"dependencies": {"react-native-code-push": "^8.1.0"}}"#,
      "Podfile.lock": "PODS:\n  - CodePush (8.1.0)\n",
    ])
    // It was taken for a push SDK the scan does not know: callbacks unknown.
    #expect(profile.callbacks == CallbackSet.none)
    #expect(profile.sdks.isEmpty)
    #expect(
      profile.findings.contains {
        $0.shows.hasPrefix("CodePush supplies no callback")
          && $0.shows.contains("microsoft/react-native-code-push@50a7ed5")
      }, "\(profile.findings.map(\.shows))")
  }

  @Test("a PushKit bridge and a token-registration package take no notification callback")
  func voipAndTokenRegistration() throws {
    let profile = try Self.profile([
      "App/AppDelegate.swift": Self.plainDelegate,
      "package.json": #"{"dependencies": {"react-native-voip-push-notification": "^3.3.2"}}"#,
      "Podfile.lock": "PODS:\n  - WalletConnectPush (1.9.0)\n  - ChatSecure-Push-iOS (1.1.1)\n",
    ])
    #expect(profile.callbacks == CallbackSet.none)
    #expect(profile.sdks.isEmpty)
    let said = profile.findings.filter { $0.shows.contains("supplies no callback") }
    #expect(said.compactMap(\.file).sorted() == ["Podfile.lock", "Podfile.lock", "package.json"])
    #expect(said.contains { $0.shows.contains("ChatSecure/ChatSecure-Push-iOS@128b0e6") })
    #expect(
      said.contains {
        $0.shows.contains("react-native-webrtc/react-native-voip-push-notification@e92edad")
      })
  }

  @Test(
    "Capacitor Firebase Messaging answers through Capacitor's router and starts Firebase's proxy")
  func capacitorFirebaseMessaging() throws {
    let files = [
      "App/AppDelegate.swift": Self.plainDelegate,
      "package.json": """
      {
        "dependencies": {
          "@capacitor/ios": "^7.0.0",
          "@capacitor-firebase/messaging": "^7.0.0"
        }
      }
      """,
    ]
    let profile = try Self.profile(files)
    #expect(profile.callbacks == CallbackSet([.fetchReceive, .willPresent, .didReceiveResponse]))
    #expect(profile.delegateTiming == .atLaunch)
    #expect(profile.presentation == nil)
    #expect(
      profile.sdks.map(\.name) == [
        "Firebase Messaging", "Capacitor Firebase Messaging", "Capacitor",
      ])
    #expect(profile.sdks.allSatisfy { $0.file == "package.json" })
    // Its options are not read: the plugin's willPresent is said to decide at run time.
    let presenting = profile.findings.filter {
      $0.field == "presentation" && $0.shows.hasPrefix("unknown:")
    }
    #expect(presenting.contains { $0.shows.contains("Capacitor Firebase Messaging's willPresent") })
    // With Firebase's proxy off, the router's callbacks stay.
    var switchedOff = files
    switchedOff["App/Info.plist"] = """
      <plist version="1.0"><dict>
      <key>FirebaseAppDelegateProxyEnabled</key><false/>
      </dict></plist>
      """
    #expect(
      try Self.profile(switchedOff).callbacks == CallbackSet([.willPresent, .didReceiveResponse]))
  }

  @Test(
    "FlutterFire sets up late when a UIScene app registers its plugins with the implicit engine")
  func flutterFireUnderScenes() throws {
    func profile(launch: String, engine: String, scenes: Bool = true) throws -> AppProfile {
      let manifest =
        scenes
        ? "<key>UIApplicationSceneManifest</key><dict><key>UIApplicationSupportsMultipleScenes</key>"
          + "<false/></dict>" : ""
      return try Self.profile([
        "ios/Runner/AppDelegate.swift": """
        import Flutter
        @main
        @objc class AppDelegate: FlutterAppDelegate, FlutterImplicitEngineDelegate {
          override func application(
            _ application: UIApplication,
            didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
          ) -> Bool {
            \(launch)
            return super.application(application, didFinishLaunchingWithOptions: launchOptions)
          }
          func didInitializeImplicitFlutterEngine(_ engineBridge: FlutterImplicitEngineBridge) {
            \(engine)
          }
        }
        """,
        "ios/Runner/Info.plist": """
        <?xml version="1.0" encoding="UTF-8"?>
        <plist version="1.0"><dict><key>CFBundleIdentifier</key><string>a</string>\(manifest)</dict></plist>
        """,
        "pubspec.yaml": "name: tracker\ndependencies:\n  firebase_messaging: ^16.0.0\n",
      ])
    }
    let register = "GeneratedPluginRegistrant.register(with: engineBridge.pluginRegistry)"
    let late = try profile(launch: "", engine: register)
    #expect(late.delegateTiming == .late)
    #expect(
      late.findings.contains {
        $0.field == "delegateTiming" && $0.file == "ios/Runner/AppDelegate.swift" && $0.line == 12
          && $0.shows.hasPrefix(
            "late: FlutterFire Messaging assigns the notification center's "
              + "delegate as its plugin sets up, here when the scene connects")
      })
    // The call FlutterFire 16.5.0 added for these apps, or plugins registered at launch, or no
    // scenes at all: at launch.
    let configured = "FLTFirebaseMessagingPlugin.configureNotificationCenterDelegate()"
    #expect(try profile(launch: configured, engine: register).delegateTiming == .atLaunch)
    #expect(
      try profile(launch: "GeneratedPluginRegistrant.register(with: self)", engine: "")
        .delegateTiming == .atLaunch)
    #expect(try profile(launch: "", engine: register, scenes: false).delegateTiming == .atLaunch)
  }

  @Test("a Capacitor configuration without presentationOptions leaves the push plugin's default")
  func capacitorDefault() throws {
    let profile = try Self.profile([
      "package.json": #"{"dependencies": {"@capacitor/ios": "8.0.0", "#
        + #""@capacitor/push-notifications": "8.0.0"}}"#,
      "capacitor.config.ts": "export default { appId: 'a', plugins: { Updater: {} } };\n",
      "ios/App/App/AppDelegate.swift": Self.plainDelegate,
    ])
    #expect(profile.presentation == Presentation.none)
    #expect(
      profile.findings.contains {
        $0.field == "presentation" && $0.file == "capacitor.config.ts" && $0.line == nil
          && $0.shows.hasPrefix(
            "none: no Capacitor configuration sets plugins.PushNotifications.presentationOptions, "
              + "so Capacitor Push Notifications's willPresent passes its default, []")
      })
  }

  @Test("a FlutterAppDelegate that answers willPresent without super decides, not FlutterFire")
  func flutterAppDelegateWillPresent() throws {
    func profile(_ willPresent: String) throws -> AppProfile {
      try Self.profile([
        "ios/Runner/AppDelegate.swift": """
        import Flutter
        @main
        @objc class AppDelegate: FlutterAppDelegate {
          override func application(
            _ application: UIApplication,
            didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
          ) -> Bool {
            UNUserNotificationCenter.current().delegate = self
            GeneratedPluginRegistrant.register(with: self)
            return super.application(application, didFinishLaunchingWithOptions: launchOptions)
          }
          override func userNotificationCenter(
            _ center: UNUserNotificationCenter, willPresent notification: UNNotification,
            withCompletionHandler completionHandler: @escaping (UNNotificationPresentationOptions) -> Void
          ) {
            \(willPresent)
          }
        }
        """,
        "pubspec.yaml": "name: mail\ndependencies:\n  firebase_messaging: ^16.0.0\n",
      ])
    }
    #expect(try profile("completionHandler([.banner, .list])").presentation == .bannerAndList)
    let forwarded = try profile(
      "super.userNotificationCenter(center, willPresent: notification, "
        + "withCompletionHandler: completionHandler)")
    #expect(forwarded.presentation == nil)
  }

  @Test("a package of the repository with iOS code is read as the app's code, not an SDK")
  func localPluginRead() throws {
    let profile = try BuildGraphTests.scanPlainApp(
      in: "ios",
      [
        "pubspec.yaml":
          "name: mail\ndependencies:\n  push_bridge:\n    path: plugins/push_bridge\n",
        "plugins/push_bridge/pubspec.yaml": "name: push_bridge\n",
        "plugins/push_bridge/ios/Classes/PushBridge.swift": """
        final class PushBridge: NSObject, UNUserNotificationCenterDelegate {
          static let shared = PushBridge()
          func userNotificationCenter(
            _ center: UNUserNotificationCenter, didReceive response: UNNotificationResponse,
            withCompletionHandler completionHandler: @escaping () -> Void
          ) { completionHandler() }
        }
        """,
      ])
    #expect(profile.callbacks?.contains(.didReceiveResponse) == true)
    #expect(!profile.findings.contains { $0.shows.contains("push SDK the scan does not know") })
    #expect(
      profile.findings.contains {
        $0.file == "pubspec.yaml" && $0.line == 3
          && $0.shows == "read as the app's code: push_bridge is a package of the repository "
            + "(plugins/push_bridge) whose iOS code builds into the app: 1 source files"
      })
  }

  @Test("a Flutter app scanned without its pubspec.yaml has its SDKs unseen, not none")
  func flutterWithoutPubspec() throws {
    let delegate = """
      import Flutter
      @main
      @objc class AppDelegate: FlutterAppDelegate {
        override func application(
          _ application: UIApplication,
          didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
        ) -> Bool {
          GeneratedPluginRegistrant.register(with: self)
          return super.application(application, didFinishLaunchingWithOptions: launchOptions)
        }
      }
      """
    let alone = try Self.profile(["Runner/AppDelegate.swift": delegate])
    #expect(alone.callbacks == nil && alone.delegateTiming == nil)
    #expect(
      alone.findings.contains {
        $0.field == "callbacks" && $0.file == "Runner/AppDelegate.swift" && $0.line == 3
          && $0.shows.hasPrefix(
            "unknown: AppDelegate inherits FlutterAppDelegate, but no pubspec.yaml or "
              + "Podfile.lock naming the app's plugins is in the folders scanned")
      })
    let whole = try Self.profile([
      "ios/Runner/AppDelegate.swift": delegate, "pubspec.yaml": "name: a\ndependencies:\n",
    ])
    #expect(whole.callbacks == CallbackSet.none)
  }

  @Test("Awesome Notifications makes itself the delegate at launch")
  func awesomeNotifications() throws {
    let profile = try Self.profile([
      "App/AppDelegate.swift": Self.plainDelegate,
      "pubspec.lock": "packages:\n  awesome_notifications:\n    version: \"0.10.1\"\n",
    ])
    #expect(profile.callbacks == CallbackSet([.willPresent, .didReceiveResponse]))
    #expect(profile.delegateTiming == .atLaunch)
    #expect(profile.presentation == nil)
    #expect(
      profile.findings.contains {
        $0.field == "delegateTiming" && $0.line == 2
          && $0.shows.hasPrefix("atLaunch: Awesome Notifications assigns")
          && $0.shows.contains("rafaelsetragni/awesome_notifications@a2db4d6")
      })
  }

  @Test("each citation names a repository, a full commit, a file and lines or methods")
  func citations() {
    for sdk in PushSDK.known {
      #expect(!sdk.source.isEmpty, "\(sdk.name) cites nothing")
      for citation in sdk.source {
        #expect(citation.repository.split(separator: "/").count == 2)
        #expect(citation.commit.count == 40 && citation.commit.allSatisfy(\.isHexDigit))
        #expect(!citation.file.isEmpty && !citation.lines.isEmpty)
      }
    }
  }

  @Test("docs/scan.md's SDK table names every known SDK, and each repository at its commit")
  func documented() throws {
    let page = try String(
      contentsOf: packageRoot.appendingPathComponent("docs/scan.md"), encoding: .utf8)
    let rows = page.split(separator: "\n").filter { $0.hasPrefix("| ") }
    for sdk in PushSDK.known {
      let row = rows.first { $0.hasPrefix("| \(sdk.name) |") || $0.hasPrefix("| \(sdk.name) (") }
      #expect(row != nil, "no row for \(sdk.name)")
      for citation in sdk.source {
        #expect(
          row?.contains(citation.origin) == true
            || row?.contains("@\(citation.commit.prefix(7))") == true,
          "\(sdk.name): \(citation.origin)")
        #expect(
          row?.contains(citation.file.split(separator: "/").last!) == true, "\(citation.file)")
      }
    }
  }

  /// An app delegate whose `didFinishLaunching` runs `body`.
  static func launching(_ body: String) -> String {
    """
    @main
    class AppDelegate: UIResponder, UIApplicationDelegate {
      func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        \(body)
        return true
      }
    }
    """
  }

  @Test(
    "an SDK that assigns the delegate when the app calls it: at launch, late, or not at all",
    arguments: [
      ("Airship.takeOff(config)", "atLaunch", "atLaunch"),
      ("DispatchQueue.main.async { Airship.takeOff(config) }", "late", "late"),
      // takeOff on another type is not Airship's: Airship then supplies nothing.
      ("Rocket.takeOff(config)", nil, "never"),
    ] as [(String, String?, String)])
  func appCall(_ body: String, _ timing: String?, _ sdkTiming: String) throws {
    let profile = try Self.profile([
      "App/AppDelegate.swift": Self.launching(body),
      "Podfile.lock": "PODS:\n  - Airship (19.1.0)\n",
    ])
    #expect(profile.delegateTiming?.rawValue == timing)
    #expect(profile.sdks.map(\.delegateTiming) == [sdkTiming])
    let supplied =
      sdkTiming == "never" ? CallbackSet.none : PushSDK.sdk(named: "Airship")!.callbacks
    #expect(profile.callbacks == supplied)
    if timing == "late" {
      #expect(
        profile.findings.contains {
          $0.field == "delegateTiming" && $0.shows.hasPrefix("late: AppDelegate.application")
            && $0.shows.contains("async runs it after launch")
        })
    }
  }

  @Test("an SDK whose code cannot be read makes callbacks and delegateTiming unknown, naming it")
  func unreadSDK() throws {
    let profile = try Self.profile([
      "App/AppDelegate.swift": Self.plainDelegate,
      "Podfile.lock": "PODS:\n  - BrazeKit (11.0.0)\n",
    ])
    #expect(profile.callbacks == nil)
    #expect(profile.delegateTiming == nil)
    let named = profile.findings.filter {
      $0.shows.hasPrefix("unknown: the app depends on Braze") && $0.shows.contains("binary")
    }
    #expect(Set(named.map(\.field)) == ["callbacks", "delegateTiming"])
  }

  @Test("a delegate class no code assigns is never set, unless an SDK sets one")
  func neverAssigned() throws {
    let handler = """
      final class Handler: NSObject, UNUserNotificationCenterDelegate {
        func userNotificationCenter(_ center: UNUserNotificationCenter, didReceive response: UNNotificationResponse, withCompletionHandler completionHandler: @escaping () -> Void) {
          completionHandler()
        }
      }
      """
    let files = ["App/AppDelegate.swift": Self.plainDelegate, "App/Handler.swift": handler]
    let alone = try Self.profile(files)
    #expect(alone.delegateTiming == .never)
    #expect(alone.routedCallbacks == CallbackSet.none)
    #expect(
      alone.findings.contains {
        $0.file == "App/Handler.swift" && $0.line == 1
          && $0.shows.hasPrefix("never: found no assignment")
      })
    var withNotifee = files
    withNotifee["Podfile.lock"] = "PODS:\n  - RNNotifee (9.1.8)\n"
    #expect(try Self.profile(withNotifee).delegateTiming == .atLaunch)
    var withUnknown = files
    withUnknown["Podfile.lock"] = "PODS:\n  - BeaconPushKit (3.2.0)\n"
    #expect(try Self.profile(withUnknown).delegateTiming == nil)
    // Without a callback only the center's delegate gets, nothing is lost: still unknown.
    #expect(try Self.profile(["App/AppDelegate.swift": Self.plainDelegate]).delegateTiming == nil)
    // Set on an injected center of a protocol the sources do not declare (its module is not
    // read): maybe set, so unknown, not never.
    let injectedHandler = """
      final class Handler: NSObject, UNUserNotificationCenterDelegate {
        private let notifier: UserNotificationCenterAPI
        init(notifier: UserNotificationCenterAPI) {
          self.notifier = notifier
          super.init()
          notifier.delegate = self
        }
        func userNotificationCenter(_ center: UNUserNotificationCenter, didReceive response: UNNotificationResponse, withCompletionHandler completionHandler: @escaping () -> Void) {
          completionHandler()
        }
      }
      """
    let maybe = try Self.profile(
      ["App/AppDelegate.swift": Self.plainDelegate, "App/Handler.swift": injectedHandler])
    #expect(maybe.delegateTiming == nil)
    #expect(
      maybe.findings.contains {
        $0.file == "App/Handler.swift" && $0.line == 6
          && $0.shows.hasPrefix(
            "unknown: Handler sets itself as the delegate of a UserNotificationCenterAPI")
      }, "\(maybe.findings.map(\.shows))")
  }

  @Test("OneSignal adds fetchReceive to the app delegate besides its center callbacks")
  func oneSignal() throws {
    let profile = try Self.profile([
      "App/AppDelegate.swift": Self.plainDelegate,
      "Podfile.lock": "PODS:\n  - OneSignalXCFramework (5.2.0)\n",
    ])
    #expect(profile.callbacks == CallbackSet([.fetchReceive, .willPresent, .didReceiveResponse]))
    #expect(profile.delegateTiming == .atLaunch)
  }

  @Test("OneSignal hands willPresent to the delegate it wraps first, so that delegate decides")
  func oneSignalForwardsFirst() throws {
    // The app's own delegate answers before OneSignal calls the completion handler itself.
    let own = try Self.profile([
      "App/AppDelegate.swift": Self.bannerDelegate,
      "Podfile.lock": "PODS:\n  - OneSignalXCFramework (5.2.0)\n",
    ])
    #expect(own.presentation == .banner)
    #expect(
      own.findings.contains {
        $0.field == "presentation" && $0.file == "App/AppDelegate.swift" && $0.line == 7
          && $0.shows.hasPrefix(
            "banner: the app's own willPresent answers: OneSignal's willPresent hands it the "
              + "completion handler before calling it")
      }, "\(own.findings.map(\.shows))")
    // Capacitor's router, with no push plugin, answers [] for a push: nothing is shown.
    let capacitor = try Self.profile([
      "package.json": #"{"dependencies": {"@capacitor/ios": "7.0.0", "#
        + #""onesignal-cordova-plugin": "5.2.0"}}"#,
      "ios/App/App/AppDelegate.swift": Self.plainDelegate,
    ])
    #expect(capacitor.sdks.map(\.name) == ["OneSignal", "Capacitor"])
    #expect(capacitor.presentation == Presentation.none)
    let shows = capacitor.findings.filter { $0.field == "presentation" }.map(\.shows)
    #expect(
      shows.contains {
        $0.hasPrefix("OneSignal's willPresent hands the completion handler to Capacitor's before")
      }, "\(shows)")
    #expect(
      shows.contains {
        $0.hasPrefix(
          "none: Capacitor's notification router passes [] for a remote notification when no "
            + "plugin registered as its push handler")
      }, "\(shows)")
    // A push plugin registered as the router's push handler decides instead.
    let plugin = try Self.profile([
      "package.json": #"{"dependencies": {"@capacitor/ios": "7.0.0", "#
        + #""@capacitor/push-notifications": "7.0.0"}}"#,
      "capacitor.config.json": #"{"plugins": {"PushNotifications": "#
        + #"{"presentationOptions": ["banner", "list"]}}}"#,
      "ios/App/App/AppDelegate.swift": Self.plainDelegate,
    ])
    #expect(plugin.presentation == .bannerAndList)
  }

  @Test("a Podfile and its Podfile.lock that name one unknown pod, or its subspec, say it once")
  func unknownOnce() throws {
    let profile = try Self.profile([
      "App/AppDelegate.swift": Self.plainDelegate,
      "Podfile": "target 'App' do\n  pod 'BeaconPushKit/Core'\nend\n",
      "Podfile.lock": "PODS:\n  - BeaconPushKit/Core (3.2.0)\n  - BeaconPushKit (3.2.0)\n",
    ])
    #expect(profile.sdks.map(\.name) == ["BeaconPushKit"])
    #expect(profile.findings.filter { $0.shows.contains("depends on BeaconPushKit") }.count == 2)
  }

  @Test("FirebaseAppDelegateProxyEnabled NO turns Firebase Messaging's callbacks off")
  func proxySwitch() throws {
    let plist = """
      <?xml version="1.0" encoding="UTF-8"?>
      <plist version="1.0">
      <dict>
        <key>CFBundleIdentifier</key>
        <string>app</string>
        <key>FirebaseAppDelegateProxyEnabled</key>
        <false/>
      </dict>
      </plist>
      """
    let files = [
      "App/AppDelegate.swift": Self.plainDelegate,
      "Podfile.lock": "PODS:\n  - FirebaseMessaging (11.4.0)\n",
    ]
    let on = try Self.profile(files)
    #expect(on.callbacks == CallbackSet([.fetchReceive]))
    var switchedOff = files
    switchedOff["App/Info.plist"] = plist
    let off = try Self.profile(switchedOff)
    #expect(off.callbacks == CallbackSet.none)
    #expect(off.sdks.first?.callbacks == CallbackSet.none)
    #expect(
      off.findings.contains {
        $0.file == "App/Info.plist" && $0.line == 6
          && $0.shows.contains("FirebaseAppDelegateProxyEnabled")
      })
  }

  @Test("Firebase through SwiftPM is Messaging only when the sources call Messaging.messaging()")
  func firebaseSwiftPM() throws {
    let resolved = """
      {
        "pins" : [
          { "identity" : "firebase-ios-sdk", "location" : "https://github.com/firebase/firebase-ios-sdk" }
        ],
        "version" : 2
      }
      """
    let without = try Self.profile([
      "App/AppDelegate.swift": Self.plainDelegate, "Package.resolved": resolved,
    ])
    #expect(without.sdks.isEmpty)
    let with = try Self.profile([
      "App/AppDelegate.swift": Self.plainDelegate, "Package.resolved": resolved,
      "App/Push.swift": "class Push { func start() { Messaging.messaging().delegate = self } }\n",
    ])
    #expect(with.sdks.map(\.name) == ["Firebase Messaging"])
    #expect(with.callbacks == CallbackSet([.fetchReceive]))
  }

  @Test(
    "react-native-notifications assigns at launch only when launch calls startMonitorNotifications")
  func reactNativeNotifications() throws {
    let manifest = "{\n  \"dependencies\": { \"react-native-notifications\": \"^5.1.0\" }\n}\n"
    let called = try Self.profile([
      "package.json": manifest,
      "ios/App/AppDelegate.m": """
      @implementation AppDelegate
      - (BOOL)application:(UIApplication *)application didFinishLaunchingWithOptions:(NSDictionary *)launchOptions {
        [RNNotifications startMonitorNotifications];
        return YES;
      }
      @end
      """,
      "ios/App/AppDelegate.h":
        "@interface AppDelegate : UIResponder <UIApplicationDelegate>\n@end\n",
    ])
    #expect(called.callbacks == CallbackSet([.willPresent, .didReceiveResponse]))
    #expect(called.delegateTiming == .atLaunch)
    let notCalled = try Self.profile([
      "package.json": manifest, "App/AppDelegate.swift": Self.plainDelegate,
    ])
    #expect(notCalled.callbacks == CallbackSet.none)
    #expect(notCalled.sdks.first?.delegateTiming == "never")
  }

  @Test("a manifest that cannot be read is a finding at its line, and callbacks are unknown")
  func unreadableManifest() throws {
    let profile = try Self.profile([
      "App/AppDelegate.swift": Self.plainDelegate, "package.json": "{\n  \"dependencies\": [\n",
    ])
    #expect(profile.callbacks == nil)
    #expect(
      profile.findings.contains { $0.file == "package.json" && $0.shows.hasPrefix("unknown:") })
  }

  @Test("the JSON form keeps ownCallbacks and sdks, and a profile without them still reads")
  func json() throws {
    let profile = try Self.profile([
      "App/AppDelegate.swift": Self.plainDelegate,
      "Podfile.lock":
        "PODS:\n  - FirebaseMessaging (11.4.0)\n  - AcmeRemoteNotificationKit (1.0)\n",
    ])
    let text = profile.json.rendered()
    let back = try AppProfile(reading: Data(text.utf8), file: "pushmatrix.json")
    #expect(back == profile)
    #expect(back.sdks.map(\.name) == ["Firebase Messaging", "AcmeRemoteNotificationKit"])
    // A profile written before SDKs were read has neither key; its callbacks are its own.
    let old = text.replacingOccurrences(
      of: #"(?s)  "ownCallbacks": "[^"]*",\n"#, with: "", options: .regularExpression
    ).replacingOccurrences(
      of: #"(?s)  "sdks": \[.*?\n  \],\n"#, with: "", options: .regularExpression)
    #expect(!old.contains("ownCallbacks") && !old.contains("\"sdks\""))
    let oldProfile = try AppProfile(reading: Data(old.utf8), file: "old.json")
    #expect(oldProfile.sdks.isEmpty && oldProfile.ownCallbacks == oldProfile.callbacks)
    // A bad SDK entry names its line.
    let bad = text.replacingOccurrences(of: "\"never\"", with: "\"sometimes\"")
    #expect(throws: Diagnostic.self) { try AppProfile(reading: Data(bad.utf8), file: "bad.json") }
  }
}
