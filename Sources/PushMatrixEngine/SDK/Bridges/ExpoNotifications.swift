import PushMatrixModel

extension SDKBridge {
  /// expo-notifications with expo-task-manager, read file by file up to 58.0.11.
  ///
  /// The repository is larger than a snapshot may be, so each file was read at its own commit
  /// through an index without line numbers: the sources name the file, the commit and the symbol.
  public static let expoNotifications = SDKBridge(
    id: "expo-notifications", title: "expo-notifications", packages: ["expo-notifications"],
    service: "the Expo push service", callbacks: expoCallbacks,
    hooks: "Through ExpoAppDelegate's subscribers (no swizzling) expo-task-manager receives the "
      + "fetch callback, and NotificationCenterManager becomes the notification center's "
      + "delegate as the app delegate is made; from 58.0.11 it keeps and forwards to a delegate "
      + "set before it, before that it stood aside when one was set.",
    hookSources: [
      expo(
        "packages/expo-task-manager/ios/TaskManagerAppDelegateSubscriber.swift",
        "5f28f5468b1d0d327f662cf1ae63acefa9c169a4",
        "the fetch callback handed to the task service"),
      expoNotifications(
        "NotificationCenterManager.swift", "2581a25469816b7ccb9a026fd216cc5cbb1918c6",
        "install(): taking the delegate and chaining the one before"),
    ],
    current: "58.0.11", earliest: "0.25.0",
    arrivalRules: [
      SDKRule(
        id: "expo-will-present", basis: .reported,
        sources: [
          expoNotifications(
            "Emitter/EmitterModule.swift", "b335ae4bf5efeb6aada0cde25739da52a05cef33",
            "willPresent sends onDidReceiveNotification"),
          expoNotifications(
            "Handler/SingleNotificationHandlerTask.swift",
            "49a49ffa6104941173a7814985972f196afcd1ca",
            "the handler task: onHandleNotification and its 3 s timeout"),
        ],
        summary: "In the foreground, willPresent reaches the listeners added with "
          + "addNotificationReceivedListener, then setNotificationHandler's handleNotification.",
        caveat: "handleNotification runs only after setNotificationHandler was called; the "
          + "notification is shown only if it answers within 3 s with shouldShowBanner or "
          + "shouldShowList, otherwise it is not shown.",
        applies: { $0.callback == .willPresent },
        decide: { _ in ["addNotificationReceivedListener", "handleNotification"] },
        examples: [
          RuleExample(
            scenario(expoCallbacks, "state=foreground payload=alert"),
            sdkArrival: ["addNotificationReceivedListener", "handleNotification"])
        ]),
      SDKRule(
        id: "expo-background-task", basis: .reported,
        sources: [
          expoNotifications(
            "Background/NotificationsBackgroundTaskConsumer.swift",
            "176d1888d72a9c041e39d7ac89cd6a9886303d6c",
            "the task consumer of remote-notification launches"),
          expoNotifications(
            "Background/BackgroundModule.swift", "cf9a0389c7e4bf101312f115973d480cc4452fc6",
            "registerTaskAsync needs the remote-notification background mode"),
        ],
        summary: "The fetch callback, in every state from 0.25.0, runs the task registered with "
          + "registerTaskAsync: only a push with content-available (_contentAvailable on the "
          + "Expo push service), with the remote-notification background mode, gets there.",
        caveat: "The app delegate must subclass ExpoAppDelegate, and the task must be defined "
          + "with TaskManager.defineTask at the top level of a file loaded first.",
        applies: { $0.callback == .fetchReceive },
        decide: { _ in ["registerTaskAsync"] },
        examples: [
          RuleExample(
            scenario(expoCallbacks, "state=foreground payload=content-available"),
            sdkArrival: ["registerTaskAsync"]),
          RuleExample(
            scenario(expoCallbacks, "state=notRunning payload=content-available"),
            sdkArrival: ["registerTaskAsync"]),
        ],
        nonApplyingExamples: [scenario(expoCallbacks, "state=background payload=alert")]),
    ],
    tapRules: [
      SDKRule(
        id: "expo-last-response", basis: .reported,
        sources: [
          expoNotifications(
            "NotificationCenterManager.swift", "2581a25469816b7ccb9a026fd216cc5cbb1918c6",
            "pendingResponses kept until the first delegate is added"),
          expoNotifications(
            "Emitter/EmitterModule.swift", "b335ae4bf5efeb6aada0cde25739da52a05cef33",
            "lastResponse, sent again when JavaScript starts observing"),
        ],
        summary: "A tap that launches the app is kept until the module exists: "
          + "getLastNotificationResponse returns it, and a response listener added later "
          + "receives it.",
        applies: { $0.callback == .didReceiveResponse && $0.launchesApp },
        decide: { _ in ["getLastNotificationResponse", "addNotificationResponseReceivedListener"] },
        examples: [
          RuleExample(
            scenario(expoCallbacks, "state=forceQuit payload=alert"),
            sdkTap: ["getLastNotificationResponse", "addNotificationResponseReceivedListener"])
        ]),
      SDKRule(
        id: "expo-response", basis: .reported,
        sources: [
          expoNotifications(
            "Emitter/EmitterModule.swift", "b335ae4bf5efeb6aada0cde25739da52a05cef33",
            "didReceive sends onDidReceiveNotificationResponse")
        ],
        summary: "A tap, action or dismissal reported to a running app reaches the listeners "
          + "added with addNotificationResponseReceivedListener; getLastNotificationResponse "
          + "also returns it.",
        applies: { $0.callback == .didReceiveResponse },
        decide: { _ in ["addNotificationResponseReceivedListener"] },
        examples: [
          RuleExample(
            scenario(expoCallbacks, "state=background payload=alert"),
            sdkTap: ["addNotificationResponseReceivedListener"])
        ]),
    ],
    unbridged: [
      RuleExample(
        scenario(expoCallbacks, "state=notRunning payload=alert response=openFromIcon"),
        sdkTap: [])
    ])

  /// The callbacks expo-notifications and expo-task-manager supply.
  private static let expoCallbacks = CallbackSet([.fetchReceive, .willPresent, .didReceiveResponse])

  /// A file of expo/expo at the commit it was read at.
  private static func expo(_ path: String, _ commit: String, _ what: String) -> Source {
    .sdkCode("expo/expo", commit, path, what)
  }

  /// A file of expo-notifications' iOS notification code at the commit it was read at.
  private static func expoNotifications(_ path: String, _ commit: String, _ what: String)
    -> Source
  {
    expo(
      "packages/expo-notifications/ios/ExpoNotifications/Notifications/" + path, commit, what)
  }
}
