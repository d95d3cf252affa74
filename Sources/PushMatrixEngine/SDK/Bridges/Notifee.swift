import PushMatrixModel

extension SDKBridge {
  /// Notifee (@notifee/react-native), read at 9.1.8, as the only notification-center delegate.
  public static let notifee = SDKBridge(
    id: "notifee", title: "Notifee", packages: ["@notifee/react-native"],
    service: "any APNs sender, usually Firebase Cloud Messaging through React Native Firebase",
    callbacks: notifeeCallbacks,
    hooks: "Once didFinishLaunching returns it makes itself the notification center's delegate, "
      + "keeping the one set before it; it hooks no app-delegate callback, so a push's arrival "
      + "in the background reaches it never.",
    hookSources: [
      notifeeCore("NotifeeCore+NSNotificationCenter.m", 60...70, "the launch observer"),
      notifeeCenter(43...63, "becoming the notification center's delegate"),
    ],
    current: "9.1.8", earliest: "1.0.0", changes: ["7.0.0"],
    arrivalRules: [
      SDKRule(
        id: "notifee-will-present-remote", basis: .reported,
        sources: [notifeeCenter(100...169, "willPresent of a notification Notifee did not make")],
        summary: "willPresent of a remote notification Notifee did not make reaches no handler.",
        caveat: "With no delegate before Notifee's, it never calls the completion handler, so "
          + "the notification is not shown in the foreground; with React Native Firebase's "
          + "delegate before it, that one decides.",
        applies: { $0.callback == .willPresent },
        decide: { _ in [] },
        examples: [
          RuleExample(scenario(notifeeCallbacks, "state=foreground payload=alert"), sdkArrival: [])
        ])
    ],
    tapRules: [
      SDKRule(
        id: "notifee-press-before-7", basis: .reported,
        sources: [
          .sdkCommit(
            "invertase/notifee", "3d7a8ce115ae1838d2ca75aa63cd57c5fbb48e54",
            "7.0.0: every remote notification's response becomes a Notifee event")
        ],
        summary: "Before 7.0.0 Notifee passes the response to a remote notification on to the "
          + "delegate before it and sends no event.",
        applies: { $0.version < "7.0.0" },
        decide: { _ in [] },
        examples: [
          RuleExample(
            scenario(notifeeCallbacks, "state=background payload=alert"), sdkTap: [],
            sdkVersion: "6.0.0")
        ]),
      SDKRule(
        id: "notifee-foreground-event", basis: .reported,
        sources: [
          notifeeCenter(175...257, "the response made a PRESS or ACTION_PRESS event"),
          notifee(
            "packages/react-native/ios/RNNotifee/NotifeeApiModule.m", 81...91,
            "the event sent a second later, by the application state then"),
        ],
        summary: "A tap, or an action that opens the app, reaches onForegroundEvent from any "
          + "state: the event is sent a second later, when the app is active; a launching tap is "
          + "kept until JavaScript listens.",
        caveat: "From 7.9.0 a delegate set before Notifee's that implements didReceive, such as "
          + "React Native Firebase's, gets the response instead, and Notifee sends nothing.",
        applies: {
          $0.callback == .didReceiveResponse && ($0.answerOpensApp || $0.arrivesInForeground)
        },
        decide: { _ in ["onForegroundEvent"] },
        examples: [
          RuleExample(
            scenario(notifeeCallbacks, "state=background payload=alert"),
            sdkTap: ["onForegroundEvent"]),
          RuleExample(
            scenario(notifeeCallbacks, "state=notRunning payload=alert"),
            sdkTap: ["onForegroundEvent"]),
        ]),
      SDKRule(
        id: "notifee-background-event", basis: .reported,
        sources: [
          notifee(
            "packages/react-native/ios/RNNotifee/NotifeeApiModule.m", 81...91,
            "the event sent a second later, by the application state then")
        ],
        summary: "An action or a dismissal that leaves the app in the background reaches "
          + "onBackgroundEvent.",
        applies: { $0.callback == .didReceiveResponse },
        decide: { _ in ["onBackgroundEvent"] },
        examples: [
          RuleExample(
            scenario(notifeeCallbacks, "state=suspended payload=alert response=action"),
            sdkTap: ["onBackgroundEvent"])
        ]),
    ],
    unbridged: [
      RuleExample(
        scenario(notifeeCallbacks, "state=notRunning payload=alert response=openFromIcon"),
        sdkTap: [])
    ])

  /// The callbacks Notifee supplies.
  private static let notifeeCallbacks = CallbackSet([.willPresent, .didReceiveResponse])

  /// Lines of a file of Notifee at 9.1.8.
  private static func notifee(_ path: String, _ lines: ClosedRange<Int>, _ what: String)
    -> Source
  {
    .sdkCode(
      "invertase/notifee", "b73c76d7fd939b86ceed9c0450b0782e95ea7656", path, lines: lines, what)
  }

  /// Lines of a file of Notifee's iOS core.
  private static func notifeeCore(_ file: String, _ lines: ClosedRange<Int>, _ what: String)
    -> Source
  {
    notifee("ios/NotifeeCore/" + file, lines, what)
  }

  /// Lines of its notification-center delegate.
  private static func notifeeCenter(_ lines: ClosedRange<Int>, _ what: String) -> Source {
    notifeeCore("NotifeeCore+UNUserNotificationCenter.m", lines, what)
  }
}
