import PushMatrixModel
import Testing

@testable import PushMatrixScan

@Suite("Capacitor configuration: the push plugins' presentationOptions")
struct CapacitorConfigTests {
  /// Reads a configuration from text.
  static func read(_ text: String, file: String = "capacitor.config.json") -> CapacitorConfig {
    CapacitorConfig(
      tokens: ScriptTokenizer.tokens(of: Array(text.utf8), maximumCount: 10_000) ?? [],
      file: file)
  }

  @Test(
    "JSON and TypeScript spell the options alike; alert is banner and list",
    arguments: [
      (
        #"{"plugins": {"PushNotifications": {"presentationOptions": ["badge", "alert"]}}}"#,
        "banner+list"
      ),
      (
        "export default { plugins: { PushNotifications: { presentationOptions: ['list'] } } }",
        "list"
      ),
      (#"{"plugins": {"PushNotifications": {"presentationOptions": ["sound", "badge"]}}}"#, "none"),
      (#"{"plugins": {"PushNotifications": {"presentationOptions": []}}}"#, "none"),
    ])
  func options(text: String, expected: String) {
    let options = Self.read(text).options["PushNotifications"]
    #expect(options?.line == 1)
    #expect(
      options?.names.flatMap(Self.pushNotifications.presentation)?.rawValue == expected)
  }

  /// How the push-notifications plugin reads its options.
  static let pushNotifications = CapacitorConfig.plugins[
    ProfileInference.capacitorPlugin]!

  @Test("another plugin's key, no options, an unknown option or a value that is no literal")
  func notRead() {
    // LocalNotifications comes first and has no presentationOptions of its own to take.
    let other = Self.read(
      #"{"plugins": {"LocalNotifications": {"presentationOptions": ["alert"]}}}"#)
    // Unset: the plugin's default, no options.
    #expect(other.options.isEmpty)
    let defaults = Self.pushNotifications.defaults
    #expect(Self.pushNotifications.presentation(defaults) == Presentation.none)
    let later = Self.read(
      #"{"plugins": {"PushNotifications": {"sound": true}, "#
        + #""Other": {"presentationOptions": ["alert"]}}}"#)
    #expect(later.options.isEmpty)
    let unknown = Self.read(
      #"{"plugins": {"PushNotifications": {"presentationOptions": ["alert", "popup"]}}}"#)
    let names = unknown.options["PushNotifications"]?.names
    #expect(names == ["alert", "popup"])
    #expect(names.flatMap(Self.pushNotifications.presentation) == nil)
    let computed = Self.read(
      "const shown = ['alert'];\nexport default { plugins: { PushNotifications: {\n"
        + "  presentationOptions: shown } } };", file: "capacitor.config.ts")
    #expect(computed.options["PushNotifications"] == .init(line: 3, names: nil))
  }

  @Test("Capacitor Firebase Messaging's options: alert, badge and sound by default, others skipped")
  func firebaseMessaging() throws {
    let reading = try #require(CapacitorConfig.plugins["Capacitor Firebase Messaging"])
    #expect(reading.presentation(reading.defaults) == .bannerAndList)
    #expect(reading.presentation(["banner", "list", "sound"]) == Presentation.none)
    let both = Self.read(
      "export default { plugins: {\n  PushNotifications: { presentationOptions: ['badge'] },\n"
        + "  FirebaseMessaging: { presentationOptions: ['alert', 'banner'] } } };",
      file: "capacitor.config.ts")
    #expect(both.options["PushNotifications"] == .init(line: 2, names: ["badge"]))
    #expect(both.options["FirebaseMessaging"] == .init(line: 3, names: ["alert", "banner"]))
    let unset = try BuildGraphTests.scanPlainApp([
      "package.json":
        #"{"dependencies": {"@capacitor/ios": "8.1.0", "@capacitor-firebase/messaging": "8.1.0"}}"#,
      "capacitor.config.json": #"{"appId": "org.app", "plugins": {}}"#,
    ])
    #expect(unset.presentation == .bannerAndList, "\(unset.findings.map(\.shows))")
    #expect(
      unset.findings.contains {
        $0.field == "presentation" && $0.file == "capacitor.config.json"
          && $0.shows.hasPrefix(
            "banner+list: no Capacitor configuration sets plugins.FirebaseMessaging."
              + "presentationOptions, so Capacitor Firebase Messaging's willPresent passes its "
              + "default, [badge, sound, alert]")
      })
  }

  @Test("Capacitor's bridge replaces the delegate the app sets once at launch")
  func routerReplacesOwnDelegate() throws {
    let files = [
      "package.json":
        #"{"dependencies": {"@capacitor/ios": "7.0.0", "@capacitor/push-notifications": "7.0.0"}}"#,
      "capacitor.config.ts":
        "export default { plugins: { PushNotifications: { presentationOptions: ['alert'] } } }",
      "App/MainApp.swift": PushSDKTests.bannerDelegate,
    ]
    let profile = try BuildGraphTests.scanPlainApp(files)
    // The plugin's options, through the router, not the app's own banner.
    #expect(profile.presentation == .bannerAndList, "\(profile.findings.map(\.shows))")
    #expect(
      profile.findings.contains {
        $0.field == "presentation" && $0.file == "App/MainApp.swift" && $0.line == 4
          && $0.shows.hasPrefix("Capacitor's bridge makes its notification router")
      })
    // Set a second time, the app's delegate may come after the bridge's: unknown.
    let twice = PushSDKTests.bannerDelegate.replacingOccurrences(
      of: "    return true",
      with: "    UNUserNotificationCenter.current().delegate = self\n    return true")
    let again = try BuildGraphTests.scanPlainApp(
      files.merging(["App/MainApp.swift": twice]) { _, new in new })
    #expect(again.presentation == nil)
  }

  @Test("two push plugins, each the router's handler in no fixed order, decide when they agree")
  func pluginsAgree() throws {
    let dependencies =
      #"{"dependencies": {"@capacitor/ios": "7.4.3", "@capacitor/push-notifications": "7.0.3", "#
      + #""@capacitor-firebase/messaging": "8.0.1"}}"#
    func profile(_ pushOptions: String) throws -> AppProfile {
      try BuildGraphTests.scanPlainApp([
        "package.json": dependencies,
        "capacitor.config.ts":
          "export default { plugins: { PushNotifications: { presentationOptions: \(pushOptions) "
          + "} } }",
      ])
    }
    // Firebase Messaging's default is alert, badge and sound, as the other plugin's options.
    let agree = try profile("['badge', 'sound', 'alert']")
    #expect(agree.presentation == .bannerAndList, "\(agree.findings.map(\.shows))")
    #expect(
      agree.findings.contains {
        $0.field == "presentation" && $0.file == nil
          && $0.shows.hasPrefix(
            "banner+list: Capacitor Firebase Messaging and Capacitor Push Notifications each "
              + "make themselves the push handler of Capacitor's notification router")
      }, "\(agree.findings.filter { $0.field == "presentation" })")
    // They differ: which one the bridge loads last decides, so nothing does.
    #expect(try profile("['badge']").presentation == nil)
  }

  @Test("ios.handleApplicationNotifications false leaves the delegate to the app's own code")
  func routerOff() throws {
    let text = """
      export default {
        ios: { handleApplicationNotifications: false },
        plugins: { PushNotifications: { presentationOptions: ['alert'] } },
      }
      """
    #expect(Self.read(text, file: "capacitor.config.ts").routerOffLine == 2)
    #expect(
      Self.read("export default { ios: { handleApplicationNotifications: true } }").routerOffLine
        == nil)
    let profile = try BuildGraphTests.scanPlainApp([
      "package.json":
        #"{"dependencies": {"@capacitor/ios": "7.0.0", "@capacitor/push-notifications": "7.0.0"}}"#,
      "capacitor.config.ts": text,
      "App/MainApp.swift": PushSDKTests.bannerDelegate,
    ])
    // The plugin's banner and list, through the router, would be what shows if it were on.
    #expect(profile.presentation == .banner, "\(profile.findings.map(\.shows))")
    #expect(profile.delegateTiming == .atLaunch)
    #expect(
      profile.findings.contains {
        $0.file == "capacitor.config.ts" && $0.line == 2
          && $0.shows.hasPrefix("Capacitor Push Notifications supplies no callback")
      })
  }
}
