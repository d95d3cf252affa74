import PushMatrixModel
import Testing

@testable import PushMatrixScan

@Suite("Capacitor configuration: the push-notifications plugin's presentationOptions")
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
    let config = Self.read(text)
    #expect(config.line == 1)
    #expect(config.presentation?.rawValue == expected)
  }

  @Test("another plugin's key, no options, an unknown option or a value that is no literal")
  func notRead() {
    // LocalNotifications comes first and has no presentationOptions of its own to take.
    let other = Self.read(
      #"{"plugins": {"LocalNotifications": {"presentationOptions": ["alert"]}}}"#)
    #expect(other.line == nil)
    // Unset: the plugin's default, no options.
    #expect(other.options == [] && other.presentation == Presentation.none)
    let later = Self.read(
      #"{"plugins": {"PushNotifications": {"sound": true}, "#
        + #""Other": {"presentationOptions": ["alert"]}}}"#)
    #expect(later.line == nil)
    let unknown = Self.read(
      #"{"plugins": {"PushNotifications": {"presentationOptions": ["alert", "popup"]}}}"#)
    #expect(unknown.line == 1 && unknown.options == ["alert", "popup"])
    #expect(unknown.presentation == nil)
    let computed = Self.read(
      "const shown = ['alert'];\nexport default { plugins: { PushNotifications: {\n"
        + "  presentationOptions: shown } } };", file: "capacitor.config.ts")
    #expect(computed.line == 3 && computed.options == nil && computed.presentation == nil)
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
