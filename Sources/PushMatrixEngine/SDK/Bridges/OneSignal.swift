import PushMatrixModel

extension SDKBridge {
  /// OneSignal's iOS SDK 5 with its React Native (5.5.5) and Flutter (5.6.7) wrappers.
  ///
  /// The iOS SDK is larger than a snapshot may be, so its files were read through an index
  /// without line numbers, each at its own commit, and are cited by symbol; the wrappers were
  /// read at pinned commits with lines.
  public static let oneSignal = SDKBridge(
    id: "onesignal", title: "OneSignal",
    packages: ["react-native-onesignal", "onesignal_flutter", "OneSignalXCFramework"],
    service: "the OneSignal REST API", callbacks: oneSignalCallbacks,
    hooks: "At image load it swizzles UIApplication's and UNUserNotificationCenter's "
      + "setDelegate: and injects its fetch, willPresent and didReceive methods into whatever "
      + "delegate is set, its own when none is, forwarding to the methods they replace.",
    hookSources: [
      oneSignalIOS(
        "iOS_SDK/OneSignalSDK/OneSignalNotifications/Categories/"
          + "UNUserNotificationCenter+OneSignalNotifications.m",
        "1fe4fc1a7eb1180d75223c6d8fb09b0a6523a4fa",
        "setOneSignalUNDelegate: and swizzleSelectorsOnDelegate:"),
      oneSignalIOS(
        "iOS_SDK/OneSignalSDK/OneSignalNotifications/Categories/"
          + "UIApplicationDelegate+OneSignalNotifications.m",
        "4164b0f041ade94483533e0a2c06f24fd57dae16", "setOneSignalDelegate:"),
    ],
    current: "5.5.5", earliest: "5.0.0",
    arrivalRules: [
      SDKRule(
        id: "onesignal-will-display", basis: .reported,
        sources: [
          oneSignalIOS(
            "iOS_SDK/OneSignalSDK/OneSignalNotifications/Categories/"
              + "UNUserNotificationCenter+OneSignalNotifications.m",
            "1fe4fc1a7eb1180d75223c6d8fb09b0a6523a4fa", "the swizzled willPresent"),
          .sdkCode(
            "OneSignal/react-native-onesignal", "8a346af27a5db83dd21af343153eeec5dc0496cd",
            "ios/RCTOneSignal/RCTOneSignalEventEmitter.mm", lines: 391...404,
            "the will-display listener prevents the default, then emits"),
          .sdkCode(
            "OneSignal/OneSignal-Flutter-SDK", "acf85dacf050df52cbec65f60ef7e2bb491137ea",
            "ios/onesignal_flutter/Sources/onesignal_flutter/OSFlutterNotifications.m",
            lines: 144...176, "the will-display listener sends the event to Dart"),
        ],
        summary: "In the foreground, willPresent of a OneSignal notification reaches the "
          + "foregroundWillDisplay listeners, then the app's own willPresent.",
        caveat: "With no listener the notification is shown; in React Native a listener hides "
          + "it unless it calls display(), in Flutter it is shown unless a listener calls "
          + "preventDefault(). A push not sent through OneSignal reaches no listener.",
        applies: { $0.callback == .willPresent },
        decide: { _ in ["foregroundWillDisplay"] },
        examples: [
          RuleExample(
            scenario(oneSignalCallbacks, "state=foreground payload=alert"),
            sdkArrival: ["foregroundWillDisplay"])
        ]),
      SDKRule(
        id: "onesignal-silent-native-only", basis: .reported,
        sources: [
          oneSignalIOS(
            "iOS_SDK/OneSignalSDK/OneSignalNotifications/OSNotificationsManager.m",
            "c30eb426ccacf73d72e80128c7ff293a1024dd18", "receiveRemoteNotification: keeps it")
        ],
        summary: "The fetch callback reaches no JavaScript or Dart handler: the SDK keeps the "
          + "message and forwards the call to the app's native method.",
        applies: { $0.callback == .fetchReceive },
        decide: { _ in [] },
        examples: [
          RuleExample(
            scenario(oneSignalCallbacks, "state=background payload=content-available"),
            sdkArrival: [])
        ]),
    ],
    tapRules: [
      SDKRule(
        id: "onesignal-dismiss", basis: .reported,
        sources: [
          oneSignalIOS(
            "iOS_SDK/OneSignalSDK/OneSignalNotifications/Categories/"
              + "UNUserNotificationCenter+OneSignalNotifications.m",
            "1fe4fc1a7eb1180d75223c6d8fb09b0a6523a4fa", "the swizzled didReceive skips a dismissal")
        ],
        summary: "A dismissal reaches no click listener.",
        applies: { $0.routing.response == .dismiss },
        decide: { _ in [] },
        examples: [
          RuleExample(
            scenario(oneSignalCallbacks, "state=background payload=alert response=dismiss"),
            sdkTap: [])
        ]),
      SDKRule(
        id: "onesignal-click", basis: .reported,
        sources: [
          oneSignalIOS(
            "iOS_SDK/OneSignalSDK/OneSignalNotifications/OSNotificationsManager.m",
            "c30eb426ccacf73d72e80128c7ff293a1024dd18",
            "handleNotificationAction: a click fired or kept until a listener is added"),
          .sdkCode(
            "OneSignal/react-native-onesignal", "8a346af27a5db83dd21af343153eeec5dc0496cd",
            "ios/RCTOneSignal/RCTOneSignal.mm", lines: 20...31,
            "the SDK initialised at launch so that a launching click is kept"),
        ],
        summary: "A tap or action on a OneSignal notification reaches the click listeners; a "
          + "click that launched the app is kept until the first listener is added.",
        applies: { $0.callback == .didReceiveResponse },
        decide: { _ in ["click"] },
        examples: [
          RuleExample(
            scenario(oneSignalCallbacks, "state=notRunning payload=alert"),
            sdkTap: ["click"]),
          RuleExample(
            scenario(oneSignalCallbacks, "state=foreground payload=alert"),
            sdkTap: ["click"]),
        ]),
    ],
    unbridged: [
      RuleExample(
        scenario(oneSignalCallbacks, "state=notRunning payload=alert response=openFromIcon"),
        sdkTap: [])
    ])

  /// The callbacks OneSignal supplies.
  private static let oneSignalCallbacks = CallbackSet([
    .fetchReceive, .willPresent, .didReceiveResponse,
  ])

  /// A file of OneSignal's iOS SDK at the commit it was read at.
  private static func oneSignalIOS(_ path: String, _ commit: String, _ what: String) -> Source {
    .sdkCode("OneSignal/OneSignal-iOS-SDK", commit, path, what)
  }
}
