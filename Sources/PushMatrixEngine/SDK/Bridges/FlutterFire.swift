import PushMatrixModel

extension SDKBridge {
  /// FlutterFire's firebase_messaging, read at 16.5.0.
  public static let flutterFire = SDKBridge(
    id: "flutterfire", title: "FlutterFire Messaging", packages: ["firebase_messaging"],
    service: "Firebase Cloud Messaging", callbacks: flutterFireCallbacks,
    hooks: "Once didFinishLaunching returns, or when a scene connects, it adds the fetch "
      + "callback to the app delegate when missing and registers as a Flutter application "
      + "delegate, and makes itself the notification center's delegate unless that is the "
      + "FlutterAppDelegate, forwarding to a delegate set before it.",
    hookSources: [
      flutterFirePlugin(327...424, "the one-time setup of the hooks"),
      flutterFirePlugin(277...324, "becoming the notification center's delegate"),
    ],
    current: "16.5.0", earliest: "8.0.0", changes: ["11.2.11", "11.4.1", "12.0.2", "15.1.4"],
    arrivalRules: [
      SDKRule(
        id: "flutterfire-repeated-will-present", basis: .reported,
        sources: [
          flutterFirePlugin(472...487, "a willPresent repeated on iOS 18.0 is dropped"),
          .sdkCommit(
            "firebase/flutterfire", "ae0197f6dbb5a84ce004080953b5ab4d4e485b53",
            "15.1.4: a repeated willPresent sends no second onMessage"),
        ],
        summary: "From 15.1.4 a willPresent that iOS repeats for the same notification, as iOS "
          + "18.0 does, sends no second onMessage.",
        caveat: "15.1.4 to 16.1.0 compared the request's identifier on every release; from "
          + "16.1.1 the message ID, on iOS 18.0.x only, which are the releases that repeat it.",
        applies: { $0.callback == .willPresent && $0.repeated && $0.version >= "15.1.4" },
        decide: { _ in [] },
        examples: [
          RuleExample(
            "os=18.0 callbacks=\(flutterFireCallbacks) state=foreground payload=alert",
            sdkArrival: ["onMessage"])
        ]),
      SDKRule(
        id: "flutterfire-will-present", basis: .reported,
        sources: [flutterFirePlugin(465...527, "willPresent sends onMessage")],
        summary: "In the foreground, willPresent of every FCM notification, with content-available "
          + "or not, reaches onMessage.",
        caveat: "The notification is shown only as setForegroundNotificationPresentationOptions "
          + "asks (none by default), unless a delegate set before the plugin implements "
          + "willPresent and decides; on iOS 18.0 a repeated willPresent is dropped.",
        applies: { $0.callback == .willPresent },
        decide: { _ in ["onMessage"] },
        examples: [
          RuleExample(
            scenario(flutterFireCallbacks, "state=foreground payload=alert"),
            sdkArrival: ["onMessage"])
        ]),
      SDKRule(
        id: "flutterfire-fetch-foreground-alert", basis: .reported,
        sources: [flutterFirePlugin(712...719, "the fetch callback outside the background")],
        summary: "The fetch callback of a notification with an alert in the foreground sends "
          + "nothing: willPresent already sent its onMessage.",
        applies: {
          $0.callback == .fetchReceive && $0.arrivesInForeground && $0.payload.isVisible
        },
        decide: { _ in [] },
        examples: [
          RuleExample(
            scenario(flutterFireCallbacks, "state=foreground payload=alert+content-available"),
            sdkArrival: ["onMessage"])
        ]),
      SDKRule(
        id: "flutterfire-fetch-foreground-lost", basis: .inferred,
        sources: [
          .sdkCommit(
            "firebase/flutterfire", "54f5555edbedc553df30d7e32747e3b305fbe643",
            "11.2.11: the foreground fetch callback stops sending onMessage"),
          .sdkCommit(
            "firebase/flutterfire", "9eb996748f4ddae8a34a2306b51af10b4c066039",
            "11.4.1: it sends onMessage again, testing the raw payload"),
        ],
        summary: "From 11.2.11 to before 11.4.1 a data-only push in the foreground reaches no "
          + "handler.",
        caveat: "Inferred from the two commits' changes; 11.4.0 meant to restore it but tested a "
          + "payload whose aps the serializer had removed.",
        applies: {
          $0.callback == .fetchReceive && $0.arrivesInForeground && $0.version >= "11.2.11"
            && $0.version < "11.4.1"
        },
        decide: { _ in [] },
        examples: [
          RuleExample(
            scenario(flutterFireCallbacks, "state=foreground payload=content-available"),
            sdkArrival: [], sdkVersion: "11.3.0")
        ]),
      SDKRule(
        id: "flutterfire-fetch-foreground", basis: .reported,
        sources: [flutterFirePlugin(712...719, "the fetch callback outside the background")],
        summary: "In the foreground, the fetch callback of a data-only push reaches onMessage.",
        applies: { $0.callback == .fetchReceive && $0.arrivesInForeground },
        decide: { _ in ["onMessage"] },
        examples: [
          RuleExample(
            scenario(flutterFireCallbacks, "state=foreground payload=content-available"),
            sdkArrival: ["onMessage"])
        ]),
      SDKRule(
        id: "flutterfire-fetch-background", basis: .reported,
        sources: [
          flutterFirePlugin(665...711, "the fetch callback in the background"),
          .sdkCode(
            "firebase/flutterfire", flutterFireCommit,
            "packages/firebase_messaging/firebase_messaging_platform_interface/lib/src/"
              + "method_channel/method_channel_messaging.dart", lines: 109...114,
            "the handler runs in the main isolate"),
        ],
        summary: "The fetch callback of an app in the background, or launched in the background, "
          + "reaches onBackgroundMessage, in the app's main isolate on iOS: only a push with "
          + "content-available, with the remote-notification background mode, gets there.",
        caveat: "The handler must be set in main() before runApp; a message that arrives before "
          + "Dart listens is lost, and the plugin completes the fetch after 25 s.",
        applies: { $0.callback == .fetchReceive },
        decide: { _ in ["onBackgroundMessage"] },
        examples: [
          RuleExample(
            scenario(flutterFireCallbacks, "state=suspended payload=content-available"),
            sdkArrival: ["onBackgroundMessage"])
        ],
        nonApplyingExamples: [scenario(flutterFireCallbacks, "state=background payload=alert")]),
    ],
    tapRules: [
      SDKRule(
        id: "flutterfire-launch-tap-before-12", basis: .inferred,
        sources: [
          .sdkCommit(
            "firebase/flutterfire", "e66c59ca4b8a13fc4ce597cb63612eaaaefaf673",
            "12.0.2: the launch tap no longer reaches onMessageOpenedApp")
        ],
        summary: "Before 12.0.2 a tap that launches the app is returned by getInitialMessage and "
          + "also reaches onMessageOpenedApp.",
        caveat: "Inferred from the 12.0.2 change, which added the comparison of the launch "
          + "message with the tapped one; no device test.",
        applies: {
          $0.callback == .didReceiveResponse && $0.launchesApp && $0.version < "12.0.2"
        },
        decide: { _ in ["getInitialMessage", "onMessageOpenedApp"] },
        examples: [
          RuleExample(
            scenario(flutterFireCallbacks, "state=notRunning payload=alert"),
            sdkTap: ["getInitialMessage", "onMessageOpenedApp"], sdkVersion: "11.4.1")
        ]),
      SDKRule(
        id: "flutterfire-initial-message", basis: .reported,
        sources: [
          flutterFirePlugin(548...559, "the launch message's tap is not sent as opened"),
          flutterFirePlugin(1278...1294, "getInitialMessage returns the tapped launch message"),
        ],
        summary: "A tap that launches the app is returned by getInitialMessage alone; "
          + "onMessageOpenedApp is not sent.",
        applies: { $0.callback == .didReceiveResponse && $0.launchesApp },
        decide: { _ in ["getInitialMessage"] },
        examples: [
          RuleExample(
            scenario(flutterFireCallbacks, "state=forceQuit payload=alert"),
            sdkTap: ["getInitialMessage"])
        ]),
      SDKRule(
        id: "flutterfire-tap-after-background-launch", basis: .inferred,
        sources: [
          flutterFirePlugin(356...363, "the launch payload kept as the initial message"),
          flutterFirePlugin(548...559, "a tap on the launch message is not sent as opened"),
        ],
        summary: "A tap on the notification whose content-available push launched the app in "
          + "the background reaches no listener: only a later getInitialMessage call returns it.",
        caveat: "Inferred from the code: the tapped message is the launch message, so "
          + "onMessageOpenedApp is held back; an app that asked getInitialMessage at start "
          + "got null and loses the tap.",
        applies: {
          $0.callback == .didReceiveResponse && $0.arrivalLaunchedApp && $0.version >= "12.0.2"
        },
        decide: { _ in ["getInitialMessage"] },
        examples: [
          RuleExample(
            scenario(flutterFireCallbacks, "state=notRunning payload=alert+content-available"),
            sdkTap: ["getInitialMessage"])
        ]),
      SDKRule(
        id: "flutterfire-opened", basis: .reported,
        sources: [flutterFirePlugin(530...570, "the response sends onMessageOpenedApp")],
        summary: "A tap on a running app, a custom action or a dismissal alike, reaches "
          + "onMessageOpenedApp.",
        applies: { $0.callback == .didReceiveResponse },
        decide: { _ in ["onMessageOpenedApp"] },
        examples: [
          RuleExample(
            scenario(flutterFireCallbacks, "state=background payload=alert"),
            sdkTap: ["onMessageOpenedApp"]),
          RuleExample(
            scenario(flutterFireCallbacks, "state=foreground payload=alert response=action"),
            sdkTap: ["onMessageOpenedApp"]),
        ]),
    ],
    unbridged: [
      RuleExample(
        scenario(flutterFireCallbacks, "state=notRunning payload=alert response=openFromIcon"),
        sdkTap: [])
    ])

  /// The callbacks FlutterFire supplies.
  private static let flutterFireCallbacks = CallbackSet([
    .fetchReceive, .willPresent, .didReceiveResponse,
  ])

  /// The commit of firebase/flutterfire read, with firebase_messaging 16.5.0's iOS code.
  private static let flutterFireCommit = "09d423b800a966fead9eba1f4bdbc322d2720335"

  /// Lines of the plugin's iOS code.
  private static func flutterFirePlugin(_ lines: ClosedRange<Int>, _ what: String) -> Source {
    .sdkCode(
      "firebase/flutterfire", flutterFireCommit,
      "packages/firebase_messaging/firebase_messaging/ios/firebase_messaging/Sources/"
        + "firebase_messaging/FLTFirebaseMessagingPlugin.m", lines: lines, what)
  }
}
