import Foundation
import Testing

/// `app` on the fixture apps with a cross-platform push SDK, run as a process: the SDK's
/// handlers beside the native sequence in every format, and a trap in the SDK's terms each.
@Suite("app with a cross-platform push SDK, run as a process", .waitsForProcesses)
struct AppSDKTests {
  /// The folder the fixtures are in.
  static let apps = packageRoot.appendingPathComponent("Tests/Fixtures/Apps")

  /// Each SDK fixture: the bridge it shows, a handler the app registers with the file and line
  /// that register it, and a trap the page finds there.
  static let cases: [(fixture: String, sdk: String, handler: String, place: String, trap: String)] =
    [
      (
        "ReactNativeFirebase", "react-native-firebase", "setBackgroundMessageHandler",
        "index.js:7", "sdk-launch-tap-unread"
      ),
      (
        "FlutterMessaging", "flutterfire", "onBackgroundMessage", "lib/screens/berths.dart:23",
        "sdk-handler-in-component"
      ),
      (
        "ExpoLaunch", "expo-notifications", "registerTaskAsync", "App.tsx:14",
        "sdk-background-handler-unreached"
      ),
      ("Notifee", "notifee", "onForegroundEvent", "App.js:7", "sdk-foreground-hidden"),
      ("OneSignalReact", "onesignal", "click", "src/App.tsx:11", "sdk-foreground-hidden"),
    ]

  @Test(
    "the text page shows the SDK's handlers beside the native tables, and its trap",
    arguments: cases.map(\.fixture))
  func text(_ fixture: String) throws {
    let expected = try #require(Self.cases.first { $0.fixture == fixture })
    let run = try runTool(["app", fixture], in: Self.apps)
    #expect(run.status == 0, "\(run.errors)")
    let sdkPart = try #require(
      run.output.components(separatedBy: "What the app's push SDK calls\n").dropFirst().first)
    #expect(sdkPart.contains("(\(expected.sdk) "))
    #expect(sdkPart.contains("\(expected.handler) at \(expected.place)"))
    #expect(sdkPart.contains("arrival handlers"))
    #expect(run.output.contains("[\(expected.trap)]"))
    // The native tables come first, the variants after.
    let native = try #require(run.output.range(of: "\nshown: banner = "))
    let sdk = try #require(run.output.range(of: "What the app's push SDK calls"))
    let variants = try #require(run.output.range(of: "What changes under other conditions"))
    #expect(native.upperBound < sdk.lowerBound && sdk.upperBound < variants.lowerBound)
  }

  @Test(
    "the JSON page's sdkHandlers hold the registrations and every cell's handlers",
    arguments: cases.map(\.fixture))
  func json(_ fixture: String) throws {
    let expected = try #require(Self.cases.first { $0.fixture == fixture })
    let run = try runTool(["app", fixture, "--format", "json"], in: Self.apps)
    #expect(run.status == 0, "\(run.errors)")
    let page = try #require(
      try JSONSerialization.jsonObject(with: Data(run.output.utf8)) as? [String: Any])
    let parts = try #require(page["sdkHandlers"] as? [[String: Any]])
    let part = try #require(parts.first { $0["name"] as? String == expected.sdk })
    let registered = try #require(part["registered"] as? [[String: Any]])
    #expect(
      registered.contains {
        "\($0["name"]!)" == expected.handler
          && "\($0["file"]!):\($0["line"]!)" == expected.place
      })
    let ranges = try #require(part["ranges"] as? [[String: Any]])
    let cells = ranges.flatMap { ($0["cells"] as? [[String: Any]]) ?? [] }
    #expect(!cells.isEmpty && cells.count % 15 == 0)
    #expect(cells.allSatisfy { $0["arrival"] is [String] && $0["rules"] is [String] })
    let findings = try #require(page["findings"] as? [[String: Any]])
    #expect(findings.contains { $0["id"] as? String == expected.trap })
  }

  @Test("Markdown and HTML pages hold the SDK's tables; github and SARIF its trap")
  func otherFormats() throws {
    let markdown = try runTool(
      ["app", "ReactNativeFirebase", "--format", "markdown"], in: Self.apps)
    #expect(markdown.output.contains("## What the app's push SDK calls"))
    #expect(markdown.output.contains("setBackgroundMessageHandler"))
    let html = try runTool(["app", "ReactNativeFirebase", "--format", "html"], in: Self.apps)
    #expect(html.output.contains("id=\"sdk-handlers\""))
    #expect(html.output.contains("onNotificationOpenedApp"))
    let github = try runTool(["app", "ReactNativeFirebase", "--format", "github"], in: Self.apps)
    #expect(
      github.output.contains(
        "::warning file=ReactNativeFirebase/src/App.tsx,line=13,title=PushMatrix%3A "
          + "sdk-launch-tap-unread::"))
    let sarif = try runTool(["app", "ReactNativeFirebase", "--format", "sarif"], in: Self.apps)
    #expect(sarif.output.contains("\"id\": \"sdk-background-handler-unreached\""))
  }

  @Test("an app without a cross-platform SDK has no SDK section and an empty sdkHandlers")
  func noSDK() throws {
    let text = try runTool(["app", "SceneLate"], in: Self.apps)
    #expect(!text.output.contains("What the app's push SDK calls"))
    let json = try runTool(["app", "SceneLate", "--format", "json"], in: Self.apps)
    #expect(json.output.contains("\"sdkHandlers\": []"))
  }
}
