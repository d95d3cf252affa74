import Foundation
import Testing

@testable import PushMatrixIO
@testable import PushMatrixModel
@testable import PushMatrixScan

@Suite("Cross-platform reader: the handlers an app registers and the options it sets")
struct ScriptReaderTests {
  /// The script of an SDK, by its name.
  static func script(_ sdk: String, _ language: PushSDK.Script.Language) -> PushSDK.Script {
    PushSDK.Script.scripts(of: sdk).first { $0.language == language }!
  }

  /// Reads one file's text for an SDK's handlers.
  static func handlers(
    _ text: String, sdk: String = "React Native Firebase Messaging",
    language: PushSDK.Script.Language = .javaScript, isEntry: Bool = false
  ) -> [AppProfile.Handler] {
    let tokens = ScriptTokenizer.tokens(of: Array(text.utf8), maximumCount: 1 << 20)!
    let reader = ScriptReader(tokens: tokens, file: "f", isEntry: isEntry, language: language)
    return reader.read([script(sdk, language)], calls: []).handlers.map(\.handler)
  }

  /// A React Native app depending on an SDK, with its JavaScript files.
  static func reactNative(
    _ package: String, pod: String?, files: [String: String]
  ) throws -> AppProfile {
    var all = files
    all["package.json"] = "{\n  \"dependencies\": {\n    \"\(package)\": \"1.0.0\"\n  }\n}\n"
    all["ios/App/AppDelegate.swift"] = PushSDKTests.plainDelegate
    if let pod { all["ios/Podfile.lock"] = "PODS:\n  - \(pod) (1.0.0)\n" }
    return try PushSDKTests.profile(all)
  }

  @Test("a name in a comment, a string, a template or a regular expression is no registration")
  func literalsAreNotCode() {
    let text = """
      import messaging from '@react-native-firebase/messaging';
      // messaging().onMessage(a)
      /* messaging().onMessage(b) */
      const s = "messaging().onMessage(c) {";
      const t = `${messaging().onMessage(d)} {`;
      const r = /onMessage\\(e\\) {/;
      messaging().onMessage(f);
      """
    let found = Self.handlers(text, isEntry: true)
    #expect(found.map(\.line) == [7])
    #expect(found.first?.place == .entry)
  }

  @Test("a file that does not import the SDK registers none of its handlers")
  func importRequired() {
    #expect(Self.handlers("socket.onMessage(handle);").isEmpty)
  }

  @Test("where a JavaScript registration runs: entry, module, component, hook or function")
  func javaScriptPlaces() {
    let text = """
      import messaging from '@react-native-firebase/messaging';
      messaging().setBackgroundMessageHandler(async m => {});
      export default function App(): JSX.Element {
        messaging().onMessage(m => {});
        return null;
      }
      const Screen = () => {
        useEffect(() => { messaging().onNotificationOpenedApp(m => {}); }, []);
      };
      class Legacy extends React.Component {
        componentDidMount() { messaging().getInitialNotification(); }
      }
      function setUp() {
        if (ready) { messaging().onMessage(m => {}); }
      }
      """
    let found = Self.handlers(text)
    #expect(
      found.map { "\($0.name)@\($0.line) \($0.place.rawValue) \($0.scope ?? "-")" } == [
        "setBackgroundMessageHandler@2 module -", "onMessage@4 component App",
        "onNotificationOpenedApp@8 component Screen", "getInitialNotification@11 component Legacy",
        "onMessage@14 function setUp",
      ])
    #expect(Self.handlers(text, isEntry: true).first?.place == .entry)
  }

  @Test("where a Dart registration runs: main() of the entry, a widget, or another function")
  func dartPlaces() {
    let text = """
      import 'package:firebase_messaging/firebase_messaging.dart';
      Future<void> main() async {
        FirebaseMessaging.onBackgroundMessage(_handler);
        runApp(const App());
      }
      class _AppState extends State<App> {
        @override
        void initState() {
          FirebaseMessaging.onMessage.listen((m) { print('${m.data['a']}'); });
        }
      }
      class Service {
        void start() { FirebaseMessaging.onMessageOpenedApp.listen(open); }
      }
      """
    let found = Self.handlers(
      text, sdk: "FlutterFire Messaging", language: .dart, isEntry: true)
    #expect(
      found.map { "\($0.name)@\($0.line) \($0.place.rawValue) \($0.scope ?? "-")" } == [
        "onBackgroundMessage@3 entry -", "onMessage@9 component _AppState",
        "onMessageOpenedApp@13 function start",
      ])
  }

  @Test("a OneSignal listener is named by its event")
  func oneSignalEvents() {
    let text = """
      import { OneSignal } from 'react-native-onesignal';
      OneSignal.Notifications.addEventListener('click', e => {});
      OneSignal.Notifications.addEventListener('permissionChange', e => {});
      """
    #expect(Self.handlers(text, sdk: "OneSignal").map(\.name) == ["click"])
  }

  @Test("nesting deeper than the reader's bound is reported at its line, not followed")
  func tooDeep() {
    let depth = ScriptReader.maximumDepth + 10
    let text =
      "import m from '@react-native-firebase/messaging';\n"
      + String(repeating: "{\n", count: depth) + "m().onMessage(x);\n"
      + String(repeating: "}\n", count: depth)
    let tokens = ScriptTokenizer.tokens(of: Array(text.utf8), maximumCount: 1 << 20)!
    let reader = ScriptReader(tokens: tokens, file: "f", isEntry: false, language: .javaScript)
    let reading = reader.read(
      [Self.script("React Native Firebase Messaging", .javaScript)], calls: [])
    #expect(reading.tooDeep == ScriptReader.maximumDepth + 2)
    #expect(reading.handlers.isEmpty)
  }

  @Test("the tokenizer stops at its bound, and an unclosed literal ends the file")
  func tokenizerBounds() {
    #expect(ScriptTokenizer.tokens(of: Array("a b c d".utf8), maximumCount: 3) == nil)
    let unclosed = ScriptTokenizer.tokens(of: Array("x = `never closed {".utf8), maximumCount: 9)
    #expect(unclosed?.map(\.kind) == [.identifier, .punctuation, .string])
  }

  @Test(
    "firebase.json's options decide React Native Firebase's presentation",
    arguments: [
      (nil, "none"), ("[\"alert\"]", "banner+list"), ("[\"banner\", \"alert\"]", "banner"),
      ("[\"list\", \"sound\"]", "list"), ("\"banner\"", "unknown"), ("[\"toast\"]", "unknown"),
    ] as [(String?, String)])
  func firebaseJSON(_ options: String?, _ expected: String) throws {
    var files = ["index.js": "import m from '@react-native-firebase/messaging';\n"]
    if let options {
      files["firebase.json"] =
        "{\n  \"react-native\": {\n    \"messaging_ios_foreground_presentation_options\": "
        + options + "\n  }\n}\n"
    }
    let profile = try Self.reactNative(
      "@react-native-firebase/messaging", pod: "RNFBMessaging", files: files)
    #expect(profile.presentation?.rawValue ?? AppProfile.unknown == expected)
  }

  @Test(
    "setNotificationHandler's literal decides expo-notifications' presentation",
    arguments: [
      ("shouldShowAlert: true", "banner+list"), ("shouldShowBanner: true", "banner"),
      ("shouldShowAlert: true, shouldShowList: false", "banner"),
      ("shouldShowBanner: flag", "unknown"), ("shouldPlaySound: true", "unknown"),
    ])
  func expoHandler(_ behaviour: String, _ expected: String) throws {
    let file = """
      import * as Notifications from 'expo-notifications';
      Notifications.setNotificationHandler({
        handleNotification: async () => ({ \(behaviour) }),
      });
      """
    let profile = try Self.reactNative(
      "expo-notifications", pod: "EXNotifications", files: ["index.js": file])
    #expect(profile.presentation?.rawValue ?? AppProfile.unknown == expected)
  }

  @Test("without a foregroundWillDisplay listener OneSignal shows the notification")
  func oneSignalDefault() throws {
    let file = "import { OneSignal } from 'react-native-onesignal';\nOneSignal.initialize('x');\n"
    let profile = try Self.reactNative(
      "react-native-onesignal", pod: "react-native-onesignal", files: ["index.js": file])
    #expect(profile.presentation == .bannerAndList)
    #expect(profile.sdks.first?.handlers == [])
  }

  @Test(
    "OneSignal's Flutter listener shows the notification unless it prevents the default at once",
    arguments: [
      ("debugPrint('shown');", "banner+list"),
      ("event.preventDefault();\n    await handle(event.notification);", "none"),
      // Prevented after the bridge has gone on, or displayed again: decided at run time.
      ("await handle(event.notification);\n    event.preventDefault();", "unknown"),
      ("event.preventDefault();\n    event.notification.display();", "unknown"),
    ])
  func oneSignalFlutterListener(_ body: String, _ expected: String) throws {
    let main = """
      import 'package:onesignal_flutter/onesignal_flutter.dart';

      void main() {
        OneSignal.initialize('id');
        OneSignal.Notifications.addForegroundWillDisplayListener((event) async {
          \(body)
        });
      }
      """
    let profile = try PushSDKTests.profile([
      "pubspec.yaml": "name: app\ndependencies:\n  onesignal_flutter: ^5.3.4\n",
      "lib/main.dart": main,
      "ios/Runner/AppDelegate.swift": PushSDKTests.plainDelegate,
      "ios/Podfile.lock": "PODS:\n  - onesignal_flutter (5.3.4)\n",
    ])
    #expect(
      profile.presentation?.rawValue ?? AppProfile.unknown == expected,
      "\(profile.findings.filter { $0.field == "presentation" }.map(\.shows))")
  }

  @Test("react-native-notifications passes none when the app registers no foreground handler")
  func reactNativeNotificationsForeground() throws {
    let appDelegate = PushSDKTests.plainDelegate.replacingOccurrences(
      of: "    return true",
      with: "    RNNotifications.startMonitorNotifications()\n    return true")
    #expect(appDelegate.contains("startMonitorNotifications"))
    func profile(_ script: String) throws -> AppProfile {
      try PushSDKTests.profile([
        "package.json": #"{"dependencies": {"react-native-notifications": "5.1.0"}}"#,
        "ios/Podfile.lock": "PODS:\n  - react-native-notifications (5.1.0)\n",
        "ios/App/AppDelegate.swift": appDelegate,
        "index.js": "import { Notifications } from 'react-native-notifications';\n" + script,
      ])
    }
    let none = try profile("Notifications.registerRemoteNotifications();\n")
    #expect(none.presentation == Presentation.none, "\(none.findings.map(\.shows))")
    #expect(
      none.findings.contains {
        $0.field == "presentation"
          && $0.shows.contains("the app registers none with registerNotificationReceivedForeground")
      })
    let handled = try profile(
      "Notifications.events().registerNotificationReceivedForeground((n, completion) => {\n"
        + "  completion({alert: true, sound: true, badge: false});\n});\n")
    #expect(handled.presentation == nil)
  }

  @Test("an SDK in package.json that the Podfile.lock does not hold is not counted")
  func absentFromPodfileLock() throws {
    let profile = try Self.reactNative(
      "@react-native-firebase/messaging", pod: "React-Core",
      files: ["index.js": "import m from '@react-native-firebase/messaging';\n"])
    #expect(profile.sdks.isEmpty)
    #expect(
      profile.findings.contains {
        $0.shows.hasPrefix("React Native Firebase Messaging is not counted: ios/Podfile.lock")
      })
  }
}
