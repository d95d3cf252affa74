import PushMatrixModel

extension SDKBridge {
  /// @react-native-firebase/messaging, read at v26.3.2.
  public static let reactNativeFirebase = SDKBridge(
    id: "react-native-firebase", title: "React Native Firebase Messaging",
    packages: ["@react-native-firebase/messaging"], service: "Firebase Cloud Messaging",
    callbacks: rnfbCallbacks,
    hooks: "Once didFinishLaunching returns it adds the fetch callback to the app delegate when "
      + "missing (GoogleUtilities' swizzler) and makes itself the notification center's "
      + "delegate, keeping a delegate set before it and forwarding to it.",
    hookSources: [
      rnfb(
        "packages/messaging/ios/RNFBMessaging/RNFBMessaging+NSNotificationCenter.m", 81...86,
        "the launch observer that installs the hooks"),
      rnfbAppDelegate(50...75, "the app-delegate interceptor and the added fetch callback"),
      rnfbCenter(42...61, "becoming the notification center's delegate, keeping the one before"),
    ],
    current: "26.3.2", earliest: "6.4.0", changes: ["26.0.0"],
    arrivalRules: [
      SDKRule(
        id: "rnfb-will-present-message", basis: .reported,
        sources: [rnfbCenter(119...129, "willPresent emits the message event")],
        summary: "In the foreground, willPresent of an FCM notification without "
          + "content-available reaches onMessage.",
        caveat: "The notification is not shown unless firebase.json's "
          + "messaging_ios_foreground_presentation_options asks, or a delegate set before "
          + "React Native Firebase implements willPresent and decides.",
        applies: { $0.callback == .willPresent && !$0.payload.hasContentAvailable },
        decide: { _ in ["onMessage"] },
        examples: [
          RuleExample(
            scenario(rnfbCallbacks, "state=foreground payload=alert"),
            sdkArrival: ["onMessage"])
        ]),
      SDKRule(
        id: "rnfb-will-present-content-available", basis: .reported,
        sources: [rnfbCenter(122...128, "willPresent skips a message with content-available")],
        summary: "willPresent emits nothing for a notification with content-available: its "
          + "fetch callback emits the one onMessage.",
        applies: { $0.callback == .willPresent },
        decide: { _ in [] },
        examples: [
          RuleExample(
            scenario(rnfbCallbacks, "state=foreground payload=alert+content-available"),
            sdkArrival: ["onMessage"])
        ]),
      SDKRule(
        id: "rnfb-fetch-foreground", basis: .reported,
        sources: [rnfbAppDelegate(319...324, "the fetch callback outside the background")],
        summary: "The fetch callback of an app that is not in the background reaches onMessage.",
        applies: { $0.callback == .fetchReceive && $0.arrivesInForeground },
        decide: { _ in ["onMessage"] },
        examples: [
          RuleExample(
            scenario(rnfbCallbacks, "state=foreground payload=content-available"),
            sdkArrival: ["onMessage"])
        ]),
      SDKRule(
        id: "rnfb-fetch-background", basis: .reported,
        sources: [
          rnfbAppDelegate(236...318, "the fetch callback in the background"),
          rnfb("packages/messaging/lib/index.ts", 97...116, "the background handler's listener"),
        ],
        summary: "The fetch callback of an app in the background, or launched in the background, "
          + "reaches setBackgroundMessageHandler: only a push with content-available, with the "
          + "remote-notification background mode, gets there.",
        caveat: "The handler must be set outside the React tree, before "
          + "AppRegistry.registerComponent; the native side waits for it at most 25 s and then "
          + "drops the message.",
        applies: { $0.callback == .fetchReceive },
        decide: { _ in ["setBackgroundMessageHandler"] },
        examples: [
          RuleExample(
            scenario(rnfbCallbacks, "state=background payload=content-available"),
            sdkArrival: ["setBackgroundMessageHandler"]),
          RuleExample(
            scenario(rnfbCallbacks, "state=notRunning payload=alert+content-available"),
            sdkArrival: ["setBackgroundMessageHandler"]),
        ],
        nonApplyingExamples: [scenario(rnfbCallbacks, "state=background payload=alert")]),
    ],
    tapRules: [
      SDKRule(
        id: "rnfb-action-not-opened", basis: .reported,
        sources: [
          rnfbCenter(155...162, "only the default action is reported as opened"),
          rnfb("packages/messaging/CHANGELOG.md", 56...62, "v26.0.0's changes on iOS"),
        ],
        summary: "From 26.0.0 a custom action or a dismissal reaches no handler: only the "
          + "default action counts as opening the notification.",
        applies: {
          $0.callback == .didReceiveResponse && $0.version >= "26.0.0"
            && $0.routing.response != .open
        },
        decide: { _ in [] },
        examples: [
          RuleExample(
            scenario(rnfbCallbacks, "state=background payload=alert response=action"),
            sdkTap: [])
        ]),
      SDKRule(
        id: "rnfb-initial-notification", basis: .reported,
        sources: [
          rnfbCenter(155...162, "the response stored as the initial notification"),
          rnfbCenter(63...71, "getInitialNotification returns it once"),
        ],
        summary: "A tap that launches the app is returned by getInitialNotification.",
        caveat: "The opened event is also queued natively and reaches onNotificationOpenedApp "
          + "when that listener is registered before messaging first loads (inferred from "
          + "packages/app/ios/RNFBApp/RNFBRCTEventEmitter.m lines 75–112; no device test).",
        applies: { $0.callback == .didReceiveResponse && $0.launchesApp },
        decide: { _ in ["getInitialNotification"] },
        examples: [
          RuleExample(
            scenario(rnfbCallbacks, "state=notRunning payload=alert"),
            sdkTap: ["getInitialNotification"]),
          RuleExample(
            scenario(rnfbCallbacks, "state=forceQuit payload=alert response=action"),
            sdkTap: ["getInitialNotification"], sdkVersion: "25.1.0"),
        ]),
      SDKRule(
        id: "rnfb-opened", basis: .reported,
        sources: [rnfbCenter(151...174, "the response emits the opened event")],
        summary: "A tap on a running app reaches onNotificationOpenedApp; getInitialNotification "
          + "also returns it until a call takes it.",
        applies: { $0.callback == .didReceiveResponse },
        decide: { _ in ["onNotificationOpenedApp"] },
        examples: [
          RuleExample(
            scenario(rnfbCallbacks, "state=background payload=alert"),
            sdkTap: ["onNotificationOpenedApp"]),
          RuleExample(
            scenario(rnfbCallbacks, "state=suspended payload=alert response=action"),
            sdkTap: ["onNotificationOpenedApp"], sdkVersion: "25.1.0"),
        ]),
    ],
    unbridged: [
      RuleExample(
        scenario(rnfbCallbacks, "state=notRunning payload=alert response=openFromIcon"),
        sdkTap: [])
    ])

  /// The callbacks React Native Firebase supplies.
  private static let rnfbCallbacks = CallbackSet([.fetchReceive, .willPresent, .didReceiveResponse])

  /// Lines of React Native Firebase at the commit tagged v26.3.2.
  private static func rnfb(_ path: String, _ lines: ClosedRange<Int>, _ what: String) -> Source {
    .sdkCode(
      "invertase/react-native-firebase", "4ef21d038c5b372e67508265a5c3391a07c91fde", path,
      lines: lines, what)
  }

  /// Lines of its app-delegate category.
  private static func rnfbAppDelegate(_ lines: ClosedRange<Int>, _ what: String) -> Source {
    rnfb("packages/messaging/ios/RNFBMessaging/RNFBMessaging+AppDelegate.m", lines, what)
  }

  /// Lines of its notification-center delegate.
  private static func rnfbCenter(_ lines: ClosedRange<Int>, _ what: String) -> Source {
    rnfb(
      "packages/messaging/ios/RNFBMessaging/RNFBMessaging+UNUserNotificationCenter.m", lines,
      what)
  }
}
