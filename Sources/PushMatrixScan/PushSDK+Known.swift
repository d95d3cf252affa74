import PushMatrixModel

extension PushSDK {
  /// What React Native Firebase and FlutterFire, which share their iOS design, do.
  private static let forwardingHow =
    "it adds application(_:didReceiveRemoteNotification:fetchCompletionHandler:) to the app "
    + "delegate when missing and makes itself the notification center's delegate, forwarding to "
    + "a delegate set before it"
  /// When React Native Firebase, FlutterFire, Notifee and Awesome Notifications assign the
  /// delegate.
  private static let atFinishLaunching = DelegateAssignment.atLaunch(
    "in its observer of UIApplicationDidFinishLaunchingNotification, which UIKit posts as "
      + "didFinishLaunching returns")

  /// Where Firebase Messaging's app-delegate proxy adds the fetch callback, and where making
  /// its singleton installs the proxy.
  private static let firebaseProxySource = [
    Citation(
      repository: "firebase/firebase-ios-sdk", commit: "eed63a35a90dbd46184ca1a6afeb144ee783b5fd",
      file: "FirebaseMessaging/Sources/FIRMessagingRemoteNotificationsProxy.m",
      lines: "83-104, 139-172"),
    Citation(
      repository: "firebase/firebase-ios-sdk", commit: "eed63a35a90dbd46184ca1a6afeb144ee783b5fd",
      file: "FirebaseMessaging/Sources/FIRMessaging.m", lines: "262-271"),
  ]

  /// The SDKs the scan knows, in the order findings list them; a dependency is the first whose
  /// packages name it, so a Capacitor plugin comes before the bridge.
  package static let known: [PushSDK] = [
    PushSDK(
      name: "Firebase Messaging",
      packages: ["FirebaseMessaging", "Firebase/Messaging"],
      callbacks: CallbackSet([.fetchReceive]),
      how: "its app-delegate proxy adds application(_:didReceiveRemoteNotification:"
        + "fetchCompletionHandler:) to the app delegate, and wraps only the willPresent and "
        + "didReceiveResponse the app's own notification-center delegate implements",
      delegate: .never, presentationAtRunTime: false, turnedOffByProxySwitch: true,
      source: firebaseProxySource),
    PushSDK(
      name: "React Native Firebase Messaging",
      packages: ["@react-native-firebase/messaging", "RNFBMessaging"],
      callbacks: CallbackSet([.fetchReceive, .willPresent, .didReceiveResponse]),
      how: forwardingHow, delegate: atFinishLaunching, presentationAtRunTime: true,
      source: cite(
        "invertase/react-native-firebase", "4ef21d038c5b372e67508265a5c3391a07c91fde",
        in: "packages/messaging/ios/RNFBMessaging/",
        [
          "RNFBMessaging+NSNotificationCenter.m:81-86",
          "RNFBMessaging+UNUserNotificationCenter.m:42-61",
          "RNFBMessaging+AppDelegate.m:50-75",
        ])),
    PushSDK(
      name: "FlutterFire Messaging",
      packages: ["firebase_messaging"],
      callbacks: CallbackSet([.fetchReceive, .willPresent, .didReceiveResponse]),
      how: forwardingHow,
      // Under UIScene its set-up runs from scene(_:willConnectTo:options:) when the plugins
      // register after launch (FLTFirebaseMessagingPlugin.m:730-749), unless the app calls
      // configureNotificationCenterDelegate from didFinishLaunching (README.md:19-40).
      delegate: .atPluginSetUp(
        "in its observer of UIApplicationDidFinishLaunchingNotification, which UIKit posts as "
          + "didFinishLaunching returns"),
      presentationAtRunTime: true,
      source: [
        Citation(
          repository: "firebase/flutterfire", commit: "09d423b800a966fead9eba1f4bdbc322d2720335",
          file: "packages/firebase_messaging/firebase_messaging/ios/firebase_messaging/Sources/"
            + "firebase_messaging/FLTFirebaseMessagingPlugin.m",
          lines: "95-115, 277-324, 386-414, 730-749"),
        Citation(
          repository: "firebase/flutterfire", commit: "09d423b800a966fead9eba1f4bdbc322d2720335",
          file: "packages/firebase_messaging/firebase_messaging/README.md", lines: "19-40"),
      ]),
    PushSDK(
      name: "react-native-notifications",
      packages: ["react-native-notifications", "RNNotifications"], exactNames: true,
      callbacks: CallbackSet([.willPresent, .didReceiveResponse]),
      how: "startMonitorNotifications makes its multicast object the notification center's "
        + "delegate; the app forwards the app-delegate methods itself",
      delegate: .whenAppCalls("startMonitorNotifications", on: ["RNNotifications"]),
      presentationAtRunTime: true,
      source: [
        Citation(
          repository: "wix/react-native-notifications",
          commit: "aa5a0f3acf31f6f09b8785defc3805c1af1296db", file: "lib/ios/RNNotifications.m",
          lines: "36-38, 68-75"),
        Citation(
          repository: "wix/react-native-notifications",
          commit: "aa5a0f3acf31f6f09b8785defc3805c1af1296db",
          file: "lib/ios/RNNotificationCenterMulticast.m", lines: "24-73"),
      ]),
    PushSDK(
      name: "Notifee",
      packages: ["@notifee/react-native", "RNNotifee"],
      callbacks: CallbackSet([.willPresent, .didReceiveResponse]),
      how: "its +load registers an observer of UIApplicationDidFinishLaunchingNotification, "
        + "which makes it the notification center's delegate, keeping the delegate set before it "
        + "and passing it the notifications Notifee did not make",
      delegate: atFinishLaunching, presentationAtRunTime: true,
      // A remote notification is never one Notifee made: it passes it to the delegate before
      // it, React Native Firebase's when the app has both, whose options then decide
      // (NotifeeCore+UNUserNotificationCenter.m:100-257).
      presentationHandedTo: ["React Native Firebase Messaging"],
      source: cite(
        "invertase/notifee", "b73c76d7fd939b86ceed9c0450b0782e95ea7656", in: "ios/NotifeeCore/",
        [
          "NotifeeCore+NSNotificationCenter.m:33-70",
          "NotifeeCore+UNUserNotificationCenter.m:43-63, 100-257",
        ])),
    PushSDK(
      name: "expo-notifications",
      packages: ["expo-notifications", "EXNotifications", "ExpoNotifications"],
      callbacks: CallbackSet([.fetchReceive, .willPresent, .didReceiveResponse]),
      how: "its NotificationCenterManager makes itself the notification center's delegate as it "
        + "is made, keeping the delegate set before it, and its app-delegate subscriber takes "
        + "application(_:didReceiveRemoteNotification:fetchCompletionHandler:) from "
        + "ExpoAppDelegate",
      delegate: .atLaunch(
        "when its app-delegate subscriber is made, with ExpoAppDelegate's subscribers as the "
          + "app launches"),
      presentationAtRunTime: true,
      source: [
        Citation(
          repository: "expo/expo", commit: "2581a25469816b7ccb9a026fd216cc5cbb1918c6",
          file: "packages/expo-notifications/ios/ExpoNotifications/Notifications/"
            + "NotificationCenterManager.swift",
          lines: "122-162, 194-239"),
        Citation(
          repository: "expo/expo", commit: "0fd87be60aab209a9a73da6bcddf90e6f740e9e4",
          file: "packages/expo-notifications/ios/EXNotifications/Notifications/"
            + "NotificationsAppDelegateSubscriber.swift",
          lines: "4-5, 15-16"),
      ]),
    PushSDK(
      name: "OneSignal",
      packages: [
        "OneSignal", "OneSignalXCFramework", "onesignal-react-native", "react-native-onesignal",
        "onesignal_flutter", "OneSignal-iOS-SDK", "OneSignal-XCFramework",
      ],
      // Its app-delegate category swizzles UIApplication's delegate setter and injects
      // application:didReceiveRemoteNotification:fetchCompletionHandler: into the app
      // delegate's class (setOneSignalDelegate:), whatever platform wraps the app.
      callbacks: CallbackSet([.fetchReceive, .willPresent, .didReceiveResponse]),
      how: "it swizzles UIApplication's and UNUserNotificationCenter's delegate setters, adds "
        + "application(_:didReceiveRemoteNotification:fetchCompletionHandler:) to the app "
        + "delegate, sets its own notification-center delegate when none is set, and adds "
        + "willPresent and didReceiveResponse to whichever is set",
      delegate: .atLaunch("when the library is loaded, from the class's +load"),
      // Its swizzled willPresent passes the completion handler to the wrapped delegate's
      // willPresent, then calls it (finishProcessingNotification; a foreign payload is only
      // forwarded).
      presentationAtRunTime: true, forwardsWillPresentFirst: true,
      // The repository is over the snapshot limit: its files were read through the file
      // index, which keeps each file's commit but not its line numbers.
      source: [
        (
          "1fe4fc1a7eb1180d75223c6d8fb09b0a6523a4fa",
          "UNUserNotificationCenter+OneSignalNotifications.m",
          "+setup, +registerDelegate, -setOneSignalUNDelegate:, "
            + "-onesignalUserNotificationCenter:willPresentNotification:withCompletionHandler:, "
            + "finishProcessingNotification"
        ),
        (
          "4164b0f041ade94483533e0a2c06f24fd57dae16",
          "UIApplicationDelegate+OneSignalNotifications.m",
          "-setOneSignalDelegate:"
        ),
      ].map { commit, file, methods in
        Citation(
          repository: "OneSignal/OneSignal-iOS-SDK", commit: commit,
          file: "iOS_SDK/OneSignalSDK/OneSignalNotifications/Categories/" + file, lines: methods)
      }),
    PushSDK(
      name: "Capacitor Push Notifications",
      packages: ["@capacitor/push-notifications", "CapacitorPushNotifications"],
      callbacks: CallbackSet([.willPresent, .didReceiveResponse]),
      how: "it answers willPresent and didReceiveResponse through the notification router of "
        + "Capacitor's bridge, which is the notification center's delegate; willPresent passes "
        + "the presentationOptions of the app's Capacitor configuration",
      delegate: .never, presentationAtRunTime: true, routedByCapacitor: true,
      source: cite(
        "ionic-team/capacitor-plugins", "5b652926feff2721204ca72792724aa50a11e988",
        in: "push-notifications/ios/Sources/PushNotificationsPlugin/",
        ["PushNotificationsPlugin.swift:35-36", "PushNotificationsHandler.swift:20-56"])),
    // Its plugin, as it loads, configures Firebase, makes Firebase Messaging's singleton (which
    // installs Firebase's app-delegate proxy) and registers as the push handler of Capacitor's
    // notification router; its willPresent passes the plugin's presentationOptions (alert, badge
    // and sound by default; other names are ignored).
    PushSDK(
      name: "Capacitor Firebase Messaging",
      packages: ["@capacitor-firebase/messaging", "CapacitorFirebaseMessaging"],
      callbacks: CallbackSet([.willPresent, .didReceiveResponse]),
      how: "it answers willPresent and didReceiveResponse as the push handler of the notification "
        + "router of Capacitor's bridge, which is the notification center's delegate; willPresent "
        + "passes plugins.FirebaseMessaging.presentationOptions of the Capacitor configuration",
      delegate: .never, presentationAtRunTime: true, brings: "Firebase Messaging",
      routedByCapacitor: true,
      source: cite(
        "capawesome-team/capacitor-firebase", "8d65ad1246886423c9e03866f4c8a35d7cb4033a",
        in: "packages/messaging/ios/Plugin/",
        [
          "FirebaseMessaging.swift:12-22, 131-155", "FirebaseMessagingPlugin.swift:42-46, 235-243",
          "FirebaseMessagingConfig.swift:1-3",
        ])),
    PushSDK(
      name: "Capacitor", packages: ["@capacitor/ios", "Capacitor"], exactNames: true,
      callbacks: CallbackSet([.willPresent, .didReceiveResponse]),
      how: "its bridge makes its notification router the notification center's delegate "
        + "(unless ios.handleApplicationNotifications is false in the Capacitor configuration); "
        + "the router passes each notification to the plugin that registered for it, and "
        + "presents nothing when none did",
      delegate: .atLaunch(
        "as its bridge view controller loads its view, which UIKit does as the main storyboard's "
          + "window is shown at the end of launch (inferred from UIKit's launch order)"),
      // Its router asks the push handler, which the push-notifications plugin registers, for a
      // notification whose trigger is a push (NotificationRouter.swift:35-59).
      presentationAtRunTime: true,
      presentationHandedTo: ["Capacitor Push Notifications", "Capacitor Firebase Messaging"],
      routedByCapacitor: true,
      source: cite(
        "ionic-team/capacitor", "1834b9740e200fd96f866975d54515d49ef1aa97",
        in: "ios/Capacitor/Capacitor/",
        [
          "NotificationRouter.swift:4-17, 35-59", "CapacitorBridge.swift:208-215",
          "CAPBridgeViewController.swift:30-52", "CAPInstanceDescriptor.m:42",
        ])),
    // Its plugin depends on FirebaseMessaging (Package.swift:14, 33) and, as it loads,
    // configures Firebase and makes the Messaging singleton, which installs Firebase's
    // app-delegate proxy unless FirebaseAppDelegateProxyEnabled is NO.
    PushSDK(
      name: "Capacitor Community FCM",
      packages: ["@capacitor-community/fcm", "CapacitorCommunityFcm"],
      callbacks: CallbackSet([.fetchReceive]),
      how: "its plugin configures Firebase and makes Firebase Messaging's singleton as it loads, "
        + "and Firebase Messaging's app-delegate proxy adds "
        + "application(_:didReceiveRemoteNotification:fetchCompletionHandler:) to the app delegate",
      delegate: .never, presentationAtRunTime: false, turnedOffByProxySwitch: true,
      source: [
        Citation(
          repository: "capacitor-community/fcm",
          commit: "8975f7796e344bc7309ba866e51bf4699d83ae67", file: "ios/Plugin/Plugin.swift",
          lines: "19-24")
      ] + firebaseProxySource),
    // The plugin makes its AwesomeNotifications object as it registers with FlutterAppDelegate,
    // within didFinishLaunching; the object observes UIApplicationDidFinishLaunchingNotification
    // and there sets itself as the center's delegate without keeping the one set before it.
    PushSDK(
      name: "Awesome Notifications", packages: ["awesome_notifications", "IosAwnCore"],
      exactNames: true,
      callbacks: CallbackSet([.willPresent, .didReceiveResponse]),
      how: "its plugin's AwesomeNotifications object makes itself the notification center's "
        + "delegate, replacing the delegate set before it",
      delegate: atFinishLaunching, presentationAtRunTime: true,
      source: [
        Citation(
          repository: "rafaelsetragni/awesome_notifications",
          commit: "a2db4d620c3af9dcafda73d2efc4a3e484967ba1",
          file: "ios/Classes/lib/SwiftAwesomeNotificationsPlugin.swift", lines: "42-58"),
        Citation(
          repository: "rafaelsetragni/awesome_notifications",
          commit: "a2db4d620c3af9dcafda73d2efc4a3e484967ba1",
          file: "ios/AwnCore/Classes/AwesomeNotifications.swift",
          lines: "44-56, 142-159, 504-525, 600-656"),
      ]),
    PushSDK(
      name: "Airship", packages: ["Airship", "AirshipKit"],
      callbacks: CallbackSet([.fetchReceive, .willPresent, .didReceiveResponse]),
      how: "takeOff, with automatic setup on (the default), adds its handling to the app "
        + "delegate's application(_:didReceiveRemoteNotification:fetchCompletionHandler:) and to "
        + "the notification center's delegate, setting its own when none is set",
      delegate: .whenAppCalls("takeOff", on: ["Airship", "UAirship"]),
      presentationAtRunTime: true,
      source: [
        Citation(
          repository: "urbanairship/ios-library",
          commit: "1298b6f488b8b063362bb009cd1b3b9074b833ea",
          file: "Airship/AirshipCore/Source/AutoIntegration.swift", lines: "27-52")
      ]),
    PushSDK(
      name: "Customer.io Messaging Push",
      packages: [
        "customerio-ios", "CustomerIO/MessagingPushAPN", "CustomerIO/MessagingPushFCM",
        "CustomerIOMessagingPushAPN", "CustomerIOMessagingPushFCM",
      ],
      exactNames: true,
      callbacks: CallbackSet([.willPresent, .didReceiveResponse]),
      how: "initialize, with autoTrackPushEvents on (the default), makes its own object the "
        + "notification center's delegate and swizzles the delegate setter so that a delegate "
        + "set later is called through it",
      delegate: .whenAppCalls(
        "initialize", on: ["MessagingPushAPN", "MessagingPushFCM", "MessagingPush"]),
      presentationAtRunTime: true,
      source: cite(
        "customerio/customerio-ios", "8b9ee36223656c2da68e6accaf4bdbe1435629ba",
        in: "Sources/MessagingPush/",
        [
          "MessagingPush.swift:103-123",
          "Integration/MessagingPush+NotificationCenterDelegate.swift:182-222",
          "Integration/CioNotificationCenterDelegate.swift:97-166",
          "Config/MessagingPushConfigBuilder.swift:38",
        ])),
    PushSDK(
      name: "Braze", packages: ["BrazeKit", "braze-swift-sdk", "@braze/react-native-sdk"],
      callbacks: .none,
      how: "BrazeKit ships as a binary framework",
      delegate: .unread(
        "BrazeKit ships as a binary framework, so what it does cannot be read in its source; its "
          + "changelog says push automation, off unless the app turns it on, sets the delegate"),
      presentationAtRunTime: true,
      source: [
        Citation(
          repository: "braze-inc/braze-swift-sdk",
          commit: "f866739ae907c6047ff7ab9708758277827fd19a", file: "Package.swift",
          lines: "50-54")
      ]),
  ]

  /// Returns the citations of places such as `File.m:12-30` in one folder of a repository at a
  /// commit.
  private static func cite(
    _ repository: String, _ commit: String, in folder: String, _ places: [String]
  ) -> [Citation] {
    places.map { place in
      let colon = place.firstIndex(of: ":")!
      return Citation(
        repository: repository, commit: commit, file: folder + place[..<colon],
        lines: String(place[place.index(after: colon)...]))
    }
  }
}
