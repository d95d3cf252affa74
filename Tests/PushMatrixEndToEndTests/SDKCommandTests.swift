import Foundation
import Testing

@Suite("explain and export --sdk, run as a process", .waitsForProcesses)
struct SDKCommandTests {
  /// Runs the tool and requires it to succeed without a word on standard error.
  static func succeed(_ arguments: [String]) throws -> String {
    let run = try runTool(arguments)
    try #require(run.status == 0, "\(run.errors)")
    #expect(run.errors.isEmpty)
    return run.output
  }

  /// Returns the `sdk` object of a JSON explanation.
  static func sdkJSON(_ arguments: [String]) throws -> [String: Any] {
    let output = try succeed(["explain", "--os", "17.4"] + arguments + ["--format", "json"])
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(output.utf8)) as? [String: Any])
    return try #require(object["sdk"] as? [String: Any])
  }

  @Test("text lists the SDK's handlers after the native calls, with the SDK rule and its source")
  func explainText() throws {
    let output = try Self.succeed([
      "explain", "--os", "17.4", "--state", "background", "--payload", "content-available",
      "--sdk", "@react-native-firebase/messaging",
    ])
    let lines = output.split(separator: "\n").map(String.init)
    #expect(lines.contains("arrival   fetchReceive"))
    #expect(lines.contains("on arrival setBackgroundMessageHandler"))
    #expect(lines.contains("on tap    n/a"))
    #expect(lines.contains("sdk basis reported"))
    #expect(lines.contains("  sdk: rnfb-fetch-background (reported)"))
    #expect(
      lines.contains {
        $0.hasPrefix("    source: invertase/react-native-firebase packages/messaging/ios/")
          && $0.contains("RNFBMessaging+AppDelegate.m lines 236–318 at 4ef21d0")
      })
    #expect(
      lines.first { $0.hasPrefix("scenario ") }?
        .contains("callbacks=fetchReceive+willPresent+didReceiveResponse") == true)
    // The native answer's lines are those of the same app without the SDK.
    let native = try Self.succeed([
      "explain", "--os", "17.4", "--state", "background", "--payload", "content-available",
      "--callbacks", "fetchReceive+willPresent+didReceiveResponse",
    ])
    #expect(!native.contains("on arrival"))
    let nativeLines = native.split(separator: "\n").map(String.init)
    #expect(
      lines.prefix { !$0.hasPrefix("sdk ") } == nativeLines.prefix { !$0.hasPrefix("callbacks ") })
  }

  @Test("the README's --sdk transcript is what explain prints, the lines it leaves out aside")
  func readmeTranscript() throws {
    let command =
      "$ swift run pushmatrix explain --os 17.4 --state background --payload alert "
      + "--sdk react-native-firebase\n"
    let shown = try readmeLines(after: command)
    let arguments = command.dropFirst(23).dropLast().split(separator: " ").map(String.init)
    let printed = Set(try runTool(arguments, columns: nil).output.split(separator: "\n"))
    #expect(shown.count > 15)
    for line in shown { #expect(printed.contains(Substring(line)), "\(line)") }
    #expect(shown.contains("on arrival -"))
    #expect(shown.contains("on tap    onNotificationOpenedApp"))
  }

  @Test(
    "JSON adds the SDK's name, release, handlers, basis and sources",
    arguments: [
      (
        ["--state", "notRunning", "--payload", "alert", "--sdk", "flutterfire"], "flutterfire",
        "16.5.0", [String](), ["getInitialMessage"]
      ),
      (
        ["--state", "notRunning", "--payload", "alert", "--sdk", "firebase_messaging@11.4.1"],
        "flutterfire", "11.4.1", [], ["getInitialMessage", "onMessageOpenedApp"]
      ),
      (
        [
          "--state", "foreground", "--payload", "alert", "--presentation", "banner", "--sdk",
          "expo-notifications",
        ], "expo-notifications", "58.0.11",
        ["addNotificationReceivedListener", "handleNotification"],
        ["addNotificationResponseReceivedListener"]
      ),
      (
        [
          "--state", "suspended", "--payload", "alert", "--response", "action", "--sdk",
          "react-native-firebase",
        ], "react-native-firebase", "26.3.2", [], []
      ),
      (
        [
          "--state", "suspended", "--payload", "alert", "--response", "action", "--sdk",
          "react-native-firebase@25.1.0",
        ], "react-native-firebase", "25.1.0", [],
        ["onNotificationOpenedApp"]
      ),
      (
        ["--state", "background", "--payload", "alert", "--sdk", "react-native-onesignal"],
        "onesignal", "5.5.5", [], ["click"]
      ),
      (
        ["--state", "background", "--payload", "alert", "--sdk", "@notifee/react-native"],
        "notifee", "9.1.8", [], ["onForegroundEvent"]
      ),
    ])
  func explainJSON(
    arguments: [String], name: String, version: String, arrival: [String], tap: [String]
  ) throws {
    let sdk = try Self.sdkJSON(arguments)
    #expect(sdk["name"] as? String == name)
    #expect(sdk["version"] as? String == version)
    #expect(sdk["arrival"] as? [String] == arrival)
    #expect(sdk["tap"] as? [String] == tap)
    #expect(["reported", "inferred", "documented"].contains(sdk["basis"] as? String))
    let sources = try #require(sdk["sources"] as? [[String: Any]])
    #expect(!sources.isEmpty)
    #expect(sources.allSatisfy { ($0["url"] as? String)?.hasPrefix("https://github.com/") == true })
  }

  @Test("an SDK's documented claims are judged against its code, under --sdk only")
  func observations() throws {
    let arguments = ["explain", "--os", "26.0", "--state", "background", "--payload", "alert"]
    let bridged = try Self.succeed(arguments + ["--sdk", "notifee"])
    #expect(bridged.contains("TR-75 overruled (S7): Third-party reports"), "\(bridged)")
    #expect(
      bridged.contains(
        "    differs: sdkTap on 26.0: document onBackgroundEvent, engine "
          + "onForegroundEvent"))
    let native = try Self.succeed(arguments + ["--callbacks", "willPresent+didReceiveResponse"])
    #expect(!native.contains("TR-75"))
    let evidence = try runTool(["evidence"])
    #expect(evidence.status == 0)
    #expect(evidence.output.contains("sdk notifee 9.1.8\n"))
  }

  @Test("a silent push to a force-quit app reaches no SDK handler, and the tap is n/a")
  func nothingShown() throws {
    let sdk = try Self.sdkJSON([
      "--state", "forceQuit", "--payload", "content-available", "--sdk", "react-native-firebase",
    ])
    #expect(sdk["arrival"] as? [String] == [])
    #expect(sdk["tap"] is NSNull)
  }

  @Test(
    "a bad --sdk is refused with exit 64 and a clear message",
    arguments: [
      (["--sdk", "firebase-messaging"], "did you mean firebase_messaging?"),
      (["--sdk", "notifee@x"], "invalid version \"x\" for option --sdk"),
      (["--sdk", "notifee@0.9"], "notifee 0.9.0 is not modelled"),
      (
        ["--sdk", "notifee", "--callbacks", "willPresent"],
        "options --callbacks and --sdk both give the app's callbacks"
      ),
      (["--sdk", "notifee", "--what-if"], "--what-if and --sdk cannot be combined"),
    ])
  func badOption(arguments: [String], message: String) throws {
    let run = try runTool(
      ["explain", "--os", "17.4", "--state", "background", "--payload", "alert"] + arguments)
    #expect(run.status == 64)
    #expect(run.output.isEmpty)
    #expect(run.errors.hasPrefix("error: "), "\(run.errors)")
    #expect(run.errors.contains(message), "\(run.errors)")
  }

  @Test("export --sdk adds the SDK's columns to the rows of its callbacks, as CSV and TSV")
  func export() throws {
    let filters = ["--os", "17.4", "--state", "background", "--payload", "content-available"]
    let csv = try Self.succeed(["export", "--sdk", "flutterfire", "--format", "csv"] + filters)
    let rows = csv.split(separator: "\n").map { $0.split(separator: ",").map(String.init) }
    let header = try #require(rows.first)
    #expect(Array(header.suffix(4)) == ["sdkArrival", "sdkTap", "sdkRule", "sdkBasis"])
    let plain = try Self.succeed(["export", "--format", "csv"] + filters)
    #expect(
      plain.split(separator: "\n").first.map(String.init)
        == header.dropLast(4)
        .joined(separator: ","))
    let callbacks = try #require(header.firstIndex(of: "callbacks"))
    #expect(rows.count > 1)
    for row in rows.dropFirst() {
      #expect(row[callbacks] == "fetchReceive+willPresent+didReceiveResponse")
      #expect(row.count == header.count)
    }
    let handled = rows.dropFirst().filter { $0[header.count - 4] == "onBackgroundMessage" }
    #expect(!handled.isEmpty)
    #expect(handled.allSatisfy { $0[header.count - 2] == "flutterfire-fetch-background" })
    let tsv = try Self.succeed(["export", "--sdk", "flutterfire"] + filters)
    #expect(tsv.split(separator: "\n").count == rows.count)
    #expect(tsv.split(separator: "\n").first?.hasSuffix("\tsdkRule\tsdkBasis") == true)
  }

  @Test("export --sdk refuses --callbacks and an unknown SDK with exit 64")
  func exportRefuses() throws {
    let both = try runTool(["export", "--os", "17.4", "--sdk", "notifee", "--callbacks", "none"])
    #expect(both.status == 64)
    #expect(both.errors.contains("both give the app's callbacks"))
    let unknown = try runTool(["export", "--os", "17.4", "--sdk", "onesignall"])
    #expect(unknown.status == 64)
    #expect(unknown.errors.contains("did you mean onesignal?"), "\(unknown.errors)")
  }
}
