import Testing

@testable import PushMatrixApp
@testable import PushMatrixEngine
@testable import PushMatrixModel
@testable import PushMatrixScan

@Suite("Roles: which types are the app delegate, the SwiftUI App and the notification delegate")
struct ProfileRoleTests {
  /// Returns the profile the scan infers from Swift sources, by file name.
  static func profile(_ files: [String: String]) -> AppProfile {
    var inputs = ProfileInference.Inputs()
    inputs.outlines = files.sorted { $0.key < $1.key }.map { name, text in
      SourceOutline.outline(of: Array(text.utf8), file: name, language: .swift)
    }
    return ProfileInference.profile(inputs)
  }

  /// A notification-center delegate method, as a member of a type.
  static let willPresent = """
    func userNotificationCenter(
      _ center: UNUserNotificationCenter, willPresent notification: UNNotification,
      withCompletionHandler completionHandler: @escaping (UNNotificationPresentationOptions) -> Void
    ) { completionHandler([]) }
    """

  @Test("a callback in a type with a raw identifier for a name is not counted, naming the type")
  func rawTypeName() {
    let profile = Self.profile([
      "App.swift": "class AppDelegate: UIResponder, UIApplicationDelegate {}\n",
      "Helper.swift": "class `My Helper` {\n\(Self.willPresent)\n}\n",
    ])
    #expect(profile.callbacks == CallbackSet.none)
    // The type's name was lost: "not counted: .userNotificationCenter(_:willPresent:…) is in , …".
    #expect(
      profile.findings.contains {
        $0.shows.hasPrefix("not counted: My Helper.userNotificationCenter(")
          && $0.shows.contains(" is in My Helper, neither an app delegate")
      }, "\(profile.findings.map(\.shows))")
  }

  @Test("macOS and watchOS delegates play no role, and their callbacks do not count")
  func otherPlatforms() {
    let profile = Self.profile([
      "App.swift": "class AppDelegate: UIResponder, UIApplicationDelegate {}\n",
      "Mac.swift": "@main\nclass Launcher: NSObject, NSApplicationDelegate {}\n",
      "Watch.swift": """
      class ExtensionDelegate: NSObject, WKExtensionDelegate, UNUserNotificationCenterDelegate {
        \(Self.willPresent)
      }
      """,
    ])
    #expect(profile.callbacks == CallbackSet.none)
    #expect(!profile.findings.contains { $0.shows.hasPrefix("Launcher is") })
    #expect(
      profile.findings.contains {
        $0.shows.hasPrefix("not counted: ExtensionDelegate.userNotificationCenter")
          && $0.shows.hasSuffix("which belongs to another platform's app (WKExtensionDelegate)")
      })
  }

  @Test("a @main class is the app delegate when it is a UIResponder")
  func mainClass() {
    let profile = Self.profile([
      "App.swift": """
      @main
      class AppDelegate: FrameworkBase {}
      class FrameworkBase: UIResponder {
        func application(
          _ application: UIApplication, didReceiveRemoteNotification userInfo: [AnyHashable: Any]
        ) {}
      }
      """
    ])
    #expect(profile.callbacks == CallbackSet([.legacyReceive]))
  }

  @Test("a finding about a type points at the declaration that shows the fact")
  func locations() {
    let profile = Self.profile([
      "A.swift": "extension ShopApp { var title: String { \"Shop\" } }\n"
        + "extension Handler {}\n",
      "B.swift": "@main\nstruct ShopApp: App { var body: some Scene { WindowGroup {} } }\n",
      "C.swift": "extension Handler: UNUserNotificationCenterDelegate {\n\(Self.willPresent)\n}\n",
    ])
    #expect(
      profile.findings.contains {
        $0.file == "B.swift" && $0.line == 2 && $0.shows == "ShopApp is the SwiftUI App"
      })
    #expect(
      profile.findings.contains {
        $0.file == "C.swift" && $0.shows.hasPrefix("Handler is a notification-center delegate")
      })
  }

  @Test("a SwiftUI App with a watchOS adaptor is the watch app's, not the iOS app's")
  func watchApp() {
    let profile = Self.profile([
      "Phone.swift": "@main\nclass AppDelegate: UIResponder, UIApplicationDelegate {}\n",
      "Watch.swift": """
      @main
      struct WatchApp: App {
        @WKApplicationDelegateAdaptor var delegate: ExtensionDelegate
        var body: some Scene { WindowGroup {} }
      }
      """,
    ])
    #expect(profile.lifecycle == .appDelegate)
    #expect(!profile.findings.contains { $0.shows.contains("entry points") })
  }

  @Test("sources with two apps' entry points say that the profile merges them")
  func twoApps() {
    let profile = Self.profile([
      "Phone.swift":
        "@UIApplicationMain\nclass AppDelegate: UIResponder, UIApplicationDelegate {}\n",
      "Gallery.swift": "@main\nstruct Gallery: App { var body: some Scene { WindowGroup {} } }\n",
    ])
    #expect(
      profile.findings.contains {
        $0.shows
          == "the sources hold 2 apps' entry points, AppDelegate (Phone.swift:2), Gallery "
          + "(Gallery.swift:2), and the profile merges them: scan one app's folders to profile it "
          + "alone"
      })
  }

  @Test(
    "a subclass of a framework's app delegate is the app delegate",
    arguments: ProfileInference.appDelegateBases.sorted())
  func frameworkBase(_ base: String) {
    var inputs = ProfileInference.Inputs()
    inputs.outlines = [
      SourceOutline.outline(
        of: Array(
          """
          class AppDelegate: \(base) {
            func application(
              _ application: UIApplication, didReceiveRemoteNotification userInfo: [AnyHashable: Any]
            ) {}
          }
          """.utf8), file: "AppDelegate.swift", language: .swift)
    ]
    // A cross-platform framework's app delegate comes with its package's file, which names
    // the app's plugins; without it the SDKs are not seen, and the callbacks are unknown.
    let framework = ProfileInference.crossPlatformDelegates.first { $0.base == base }
    if let framework {
      #expect(ProfileInference.profile(inputs).callbacks == nil)
      let text = framework.file == "package.json" ? "{}" : "name: app\n"
      inputs.dependencyManifests = [
        DependencyManifest(bytes: Array(text.utf8), file: framework.file)
      ]
    }
    #expect(ProfileInference.profile(inputs).callbacks == CallbackSet([.legacyReceive]))
  }
}
