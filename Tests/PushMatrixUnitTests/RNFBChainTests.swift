import Testing

@testable import PushMatrixModel
@testable import PushMatrixScan

@Suite("React Native Firebase and the delegate it keeps: who answers willPresent, by release")
struct RNFBChainTests {
  @Test(
    "a lock's version or a requirement whose releases all behave alike gives the behaviour",
    arguments: [
      ("7.6.0", ProfileInference.RNFBForwarding.answersFirst), ("20.4.0", .answersFirst),
      ("^20.4.0", .answersFirst), ("23.8.4", .answersFirst), ("23.8.5", .forwardsFirst),
      ("~23.8.5", .forwardsFirst), ("^24.0.0", .forwardsFirst), ("26.0.0", .forwardsOnly),
      (">=26.0.0", .forwardsOnly), ("^26.1.0", .forwardsOnly),
      // A requirement that allows releases on both sides of a change, or no release at all.
      ("^23.8.0", nil), (">=20.0.0", nil), ("latest", nil), ("1.2.3.4", nil), ("", nil),
      ("*", nil),
    ] as [(String, ProfileInference.RNFBForwarding?)])
  func release(_ version: String, _ expected: ProfileInference.RNFBForwarding?) {
    #expect(ProfileInference.RNFBForwarding(version: version) == expected)
  }

  /// Scans a React Native app whose Podfile.lock pins React Native Firebase at a release, with
  /// an app delegate and other files.
  static func profile(
    rnfb version: String, delegate: String = PushSDKTests.plainDelegate,
    files: [String: String] = [:]
  ) throws -> AppProfile {
    var all = files
    all["package.json"] =
      all["package.json"] ?? """
        {"dependencies": {"@react-native-firebase/messaging": "\(version)"}}
        """
    all["ios/App/AppDelegate.swift"] = delegate
    all["ios/Podfile.lock"] =
      "PODS:\n  - RNFBMessaging (\(version)):\n    - Firebase/Messaging\n"
      + (all["ios/Podfile.lock"] ?? "")
    all["index.js"] = "import m from '@react-native-firebase/messaging';\n"
    return try PushSDKTests.profile(all)
  }

  @Test("the app's own delegate, kept: React Native Firebase's options before 23.8.5, else its own")
  func ownDelegate() throws {
    let banner = PushSDKTests.bannerDelegate
    let before = try Self.profile(rnfb: "20.4.0", delegate: banner)
    #expect(before.presentation == Presentation.none)
    #expect(
      before.findings.contains {
        $0.file == "ios/Podfile.lock" && $0.line == 2
          && $0.shows.hasPrefix(
            "React Native Firebase Messaging 20.4.0 keeps the app's own delegate, set before it "
              + "as launch ends, and calls the completion handler with its own options")
      }, "\(before.findings.map(\.shows))")
    #expect(try Self.profile(rnfb: "24.0.0", delegate: banner).presentation == .banner)
    #expect(try Self.profile(rnfb: "26.0.0", delegate: banner).presentation == .banner)
    // A release the scan cannot place leaves it unknown, as before.
    var unpinned = try Self.profile(rnfb: "^23.8.0", delegate: banner)
    #expect(unpinned.presentation == nil)
    // A delegate the app sets after launch replaces React Native Firebase: not kept, not read.
    let late = banner.replacingOccurrences(
      of: "UNUserNotificationCenter.current().delegate = self\n", with: ""
    )
    .replacingOccurrences(
      of: "return true\n  }",
      with: "return true\n  }\n  func later() { Task { await x(); "
        + "UNUserNotificationCenter.current().delegate = self } }")
    unpinned = try Self.profile(rnfb: "20.4.0", delegate: late)
    #expect(unpinned.presentation == nil, "\(unpinned.findings.map(\.shows))")
  }

  @Test("the app's own willPresent that nothing makes the delegate's is never asked")
  func ownWillPresentNeverAssigned() throws {
    let never = PushSDKTests.bannerDelegate.replacingOccurrences(
      of: "UNUserNotificationCenter.current().delegate = self\n", with: "")
    #expect(!never.contains(".delegate = "))
    let profile = try Self.profile(rnfb: "14.11.1", delegate: never)
    // React Native Firebase keeps no delegate of the app's: its own options answer.
    #expect(profile.presentation == Presentation.none, "\(profile.findings.map(\.shows))")
    #expect(
      profile.findings.contains {
        $0.field == "delegateTiming" && $0.shows.hasPrefix("never: ")
      })
  }

  @Test("another SDK's delegate, kept: React Native Firebase answers before JavaScript does")
  func sdkDelegate() throws {
    let files = [
      "package.json": """
      {"dependencies": {"@react-native-firebase/messaging": "24.0.0",
        "expo-notifications": "0.28.0"}}
      """,
      "ios/Podfile.lock": "  - EXNotifications (0.28.0)\n",
    ]
    let forwarded = try Self.profile(rnfb: "24.0.0", files: files)
    #expect(forwarded.presentation == Presentation.none, "\(forwarded.findings.map(\.shows))")
    #expect(
      forwarded.findings.contains {
        $0.shows.contains("before expo-notifications, which answers from JavaScript, does")
      })
    // From 26 the kept SDK alone decides: expo-notifications with no handler passes none, with
    // one that shows a banner, banner.
    var shown = files
    shown["App.js"] = """
      import * as Notifications from 'expo-notifications';
      Notifications.setNotificationHandler({
        handleNotification: async () => ({ shouldShowBanner: true }),
      });
      """
    #expect(try Self.profile(rnfb: "26.0.0", files: shown).presentation == .banner)
    #expect(try Self.profile(rnfb: "24.0.0", files: shown).presentation == Presentation.none)
  }
}
