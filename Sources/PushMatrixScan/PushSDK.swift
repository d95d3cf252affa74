import PushMatrixModel

/// A push SDK the scan knows: the names its packages go by, the callbacks it supplies to the
/// app, and when it assigns the notification center's delegate, as read in its own source.
///
/// What each SDK does was read in its repository's source, cited by ``source``; the profile's
/// findings say so (basis: reported), since the scan sees only that the app depends on it.
package struct PushSDK: Equatable, Sendable {
  /// When an SDK assigns the notification center's delegate.
  package enum DelegateAssignment: Equatable, Sendable {
    /// It never assigns one; it may wrap the app's.
    case never
    /// As the app launches, without the app's help, for this reason.
    case atLaunch(String)
    /// When the app calls this function, such as `startMonitorNotifications`.
    case whenAppCalls(String)
  }

  /// The SDK's name in findings, such as `Firebase Messaging`.
  package var name: String
  /// The names of its packages, in any package manager; a dependency named one of them, or
  /// starting with one, such as `firebase_messaging_platform_interface`, is this SDK.
  package var packages: [String]
  /// The callbacks it makes run in the app, on the app delegate or on its own
  /// notification-center delegate.
  package var callbacks: CallbackSet
  /// How it supplies them, in a clause.
  package var how: String
  /// When it assigns the notification center's delegate.
  package var delegate: DelegateAssignment
  /// Whether its `willPresent` passes options the app sets at run time, which the scan cannot
  /// read.
  package var presentationAtRunTime: Bool
  /// Whether `FirebaseAppDelegateProxyEnabled` set to NO turns its callbacks off.
  package var turnedOffByProxySwitch: Bool
  /// Where its behaviour was read: repository and files.
  package var source: String

  /// What React Native Firebase and FlutterFire, which share their iOS design, do.
  private static let forwardingHow =
    "it adds application(_:didReceiveRemoteNotification:fetchCompletionHandler:) to the app "
    + "delegate when missing and makes itself the notification center's delegate, forwarding to "
    + "a delegate set before it"
  /// When React Native Firebase and FlutterFire assign the delegate.
  private static let atFinishLaunching = DelegateAssignment.atLaunch(
    "in its observer of UIApplicationDidFinishLaunchingNotification, which UIKit posts as "
      + "didFinishLaunching returns")

  /// The SDKs the scan knows, in the order findings list them.
  package static let known: [PushSDK] = [
    PushSDK(
      name: "Firebase Messaging",
      packages: ["FirebaseMessaging", "Firebase/Messaging"],
      callbacks: CallbackSet([.fetchReceive]),
      how: "its app-delegate proxy adds application(_:didReceiveRemoteNotification:"
        + "fetchCompletionHandler:) to the app delegate, and wraps only the willPresent and "
        + "didReceiveResponse the app's own notification-center delegate implements",
      delegate: .never, presentationAtRunTime: false, turnedOffByProxySwitch: true,
      source:
        "firebase/firebase-ios-sdk FirebaseMessaging/Sources/FIRMessagingRemoteNotificationsProxy.m; "
        + "google/GoogleUtilities GoogleUtilities/AppDelegateSwizzler/GULAppDelegateSwizzler.m"),
    PushSDK(
      name: "React Native Firebase Messaging",
      packages: ["@react-native-firebase/messaging", "RNFBMessaging"],
      callbacks: CallbackSet([.fetchReceive, .willPresent, .didReceiveResponse]),
      how: forwardingHow, delegate: atFinishLaunching,
      presentationAtRunTime: true, turnedOffByProxySwitch: false,
      source:
        "invertase/react-native-firebase packages/messaging/ios/RNFBMessaging/"
        + "RNFBMessaging+NSNotificationCenter.m, RNFBMessaging+UNUserNotificationCenter.m, "
        + "RNFBMessaging+AppDelegate.m"),
    PushSDK(
      name: "FlutterFire Messaging",
      packages: ["firebase_messaging"],
      callbacks: CallbackSet([.fetchReceive, .willPresent, .didReceiveResponse]),
      how: forwardingHow, delegate: atFinishLaunching,
      presentationAtRunTime: true, turnedOffByProxySwitch: false,
      source:
        "firebase/flutterfire packages/firebase_messaging/firebase_messaging/ios/"
        + "firebase_messaging/Sources/firebase_messaging/FLTFirebaseMessagingPlugin.m"),
    PushSDK(
      name: "react-native-notifications",
      packages: ["react-native-notifications", "RNNotifications"],
      callbacks: CallbackSet([.willPresent, .didReceiveResponse]),
      how: "startMonitorNotifications makes its multicast object the notification center's "
        + "delegate; the app forwards the app-delegate methods itself",
      delegate: .whenAppCalls("startMonitorNotifications"),
      presentationAtRunTime: true, turnedOffByProxySwitch: false,
      source: "wix/react-native-notifications lib/ios/RNNotifications.m, "
        + "lib/ios/RNNotificationCenterMulticast.m"),
    PushSDK(
      name: "expo-notifications",
      packages: ["expo-notifications", "EXNotifications", "ExpoNotifications"],
      callbacks: CallbackSet([.fetchReceive, .willPresent, .didReceiveResponse]),
      how: "its NotificationCenterManager makes itself the notification center's delegate "
        + "unless one is set already, and its app-delegate subscriber takes "
        + "application(_:didReceiveRemoteNotification:fetchCompletionHandler:) from "
        + "ExpoAppDelegate",
      delegate: .atLaunch(
        "when its app-delegate subscriber is made, with ExpoAppDelegate's subscribers as the "
          + "app launches"),
      presentationAtRunTime: true, turnedOffByProxySwitch: false,
      source:
        "expo/expo packages/expo-notifications/ios/EXNotifications/Notifications/"
        + "NotificationCenterManager.swift, NotificationsAppDelegateSubscriber.swift"),
    PushSDK(
      name: "OneSignal",
      packages: [
        "OneSignal", "OneSignalXCFramework", "onesignal-react-native", "react-native-onesignal",
        "onesignal_flutter", "OneSignal-iOS-SDK", "OneSignal-XCFramework",
      ],
      // Its app-delegate category swizzles UIApplication's delegate setter and injects
      // application:didReceiveRemoteNotification:fetchCompletionHandler: into the app
      // delegate's class (setOneSignalDelegate: in
      // UIApplicationDelegate+OneSignalNotifications.m), whatever platform wraps the app.
      callbacks: CallbackSet([.fetchReceive, .willPresent, .didReceiveResponse]),
      how: "it swizzles UIApplication's and UNUserNotificationCenter's delegate setters, adds "
        + "application(_:didReceiveRemoteNotification:fetchCompletionHandler:) to the app "
        + "delegate, sets its own notification-center delegate when none is set, and adds "
        + "willPresent and didReceiveResponse to whichever is set",
      delegate: .atLaunch("when the library is loaded, from the class's +load"),
      presentationAtRunTime: true, turnedOffByProxySwitch: false,
      source:
        "OneSignal/OneSignal-iOS-SDK iOS_SDK/OneSignalSDK/OneSignalNotifications/Categories/"
        + "UNUserNotificationCenter+OneSignalNotifications.m, "
        + "UIApplicationDelegate+OneSignalNotifications.m, "
        + "OneSignalNotifications/OSNotificationsManager.m"),
  ]

  /// A dependency whose name looks like a push SDK's but that, read in its own source, owns no
  /// remote-push callback: it implements none for remote notifications and never assigns the
  /// notification center's delegate.
  package struct NotAnOwner: Equatable, Sendable {
    /// Its name in findings.
    package var name: String
    /// The names of its packages; a dependency named one of them, or starting with one, is it.
    package var packages: [String]
    /// What it does instead, in a clause.
    package var what: String
    /// Where that was read: repository and files.
    package var source: String
  }

  /// The push-looking dependencies the scan knows own no remote-push callback.
  package static let notOwners: [NotAnOwner] = [
    // Its plugin registers with FlutterAppDelegate as an application delegate; its willPresent
    // and didReceiveResponse return at once, without calling the completion handler, for a
    // notification it did not schedule (isAFlutterLocalNotification:), so FlutterAppDelegate
    // goes on to the other plugins; it has no didReceiveRemoteNotification and never sets
    // the center's delegate (the apps' own AppDelegate does, as its README asks).
    NotAnOwner(
      name: "flutter_local_notifications", packages: ["flutter_local_notifications"],
      what: "it shows local notifications, and its willPresent and didReceiveResponse answer "
        + "only the notifications it scheduled itself; it never assigns the notification "
        + "center's delegate",
      source:
        "MaikuB/flutter_local_notifications flutter_local_notifications/ios/"
        + "flutter_local_notifications/Sources/flutter_local_notifications/"
        + "FlutterLocalNotificationsPlugin.m"),
    // react-native-permissions' notification handler only requests authorization and reads
    // the settings (requestWithOptions:…, checkWithResolver:).
    NotAnOwner(
      name: "react-native-permissions (notifications)",
      packages: ["Permission-Notifications", "RNPermissions/Notifications"],
      what: "it only asks for notification permission and reads the settings",
      source:
        "zoontek/react-native-permissions ios/Notifications/RNPermissionHandlerNotifications.mm"),
  ]

  /// Returns the push-looking dependency the scan knows owns no callback, if a name is one.
  package static func notAnOwner(named name: String) -> NotAnOwner? {
    let lowered = name.lowercased()
    return notOwners.first { entry in
      entry.packages.contains { lowered.hasPrefix($0.lowercased()) }
    }
  }

  /// The words that make a dependency the scan does not know look like a push SDK.
  package static let pushWords = ["push", "notification", "messaging", "apns"]

  /// Returns the known SDK a dependency belongs to, if any.
  package static func sdk(named name: String) -> PushSDK? {
    let lowered = name.lowercased()
    return known.first { sdk in
      sdk.packages.contains { package in
        return lowered.hasPrefix(package.lowercased())
      }
    }
  }

  /// The words that make a push-looking name something else: Firebase In-App Messaging shows
  /// messages inside the app and touches no notification callback, nor does an in-app
  /// notification banner such as react-native-in-app-notification, which is JavaScript alone
  /// (robcalcroft/react-native-in-app-notification holds no iOS code).
  package static let notPushWords = [
    "inappmessaging", "in_app_messaging", "in-app-messaging", "inappnotification",
    "in_app_notification", "in-app-notification",
  ]

  /// Whether a dependency the scan does not know looks like a push SDK by its name.
  package static func looksLikePush(_ name: String) -> Bool {
    let lowered = name.lowercased()
    return pushWords.contains { lowered.contains($0) }
      && !notPushWords.contains { lowered.contains($0) }
  }
}
