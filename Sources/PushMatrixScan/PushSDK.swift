import PushMatrixModel

/// A push SDK the scan knows: the names its packages go by, the callbacks it supplies to the
/// app, and when it assigns the notification center's delegate, as read in its own source.
///
/// What each SDK does was read in its repository's source at a commit, cited by ``source``;
/// the profile's findings say so (basis: reported), since the scan sees only that the app
/// depends on it. The SDKs are listed in ``known`` (PushSDK+Known.swift).
package struct PushSDK: Equatable, Sendable {
  /// When an SDK assigns the notification center's delegate.
  package enum DelegateAssignment: Equatable, Sendable {
    /// It never assigns one; it may wrap the app's.
    case never
    /// As the app launches, without the app's help, for this reason.
    case atLaunch(String)
    /// When the app calls this function, such as `startMonitorNotifications`, on one of these
    /// types (on anything when none is given).
    case whenAppCalls(String, on: [String])
    /// As its Flutter plugin sets up, for this reason, once the app registers its plugins: at
    /// launch in the classic template; at scene connection when the app registers them only as
    /// the implicit Flutter engine is made, after launch (the UIScene template).
    case atPluginSetUp(String)
    /// The scan cannot tell, for this reason: its code is not public.
    case unread(String)
  }

  /// The SDK's name in findings, such as `Firebase Messaging`.
  package var name: String
  /// The names of its packages, in any package manager; a dependency named one of them, or
  /// starting with one, such as `firebase_messaging_platform_interface`, is this SDK.
  package var packages: [String]
  /// Whether only the names of ``packages`` and their parts (`Name/Part`) are this SDK, not
  /// every name that starts with one: `Capacitor` is the bridge, `CapacitorFirebaseMessaging`
  /// is not.
  package var exactNames = false
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
  /// The SDKs its `willPresent` hands a remote notification to, when the app depends on one of
  /// them too, which then decides what is shown.
  package var presentationHandedTo: [String] = []
  /// Whether its `willPresent` hands the completion handler to the delegate it wraps (the
  /// app's, or another SDK's) before calling it itself, so that delegate's answer, given at
  /// once, is what the user sees (iOS takes only a completion handler's first call).
  package var forwardsWillPresentFirst = false
  /// The known SDK it starts as it loads, which then counts as if the app depended on it:
  /// Capacitor Firebase Messaging makes Firebase Messaging's singleton.
  package var brings: String? = nil
  /// Whether `FirebaseAppDelegateProxyEnabled` set to NO turns its callbacks off.
  package var turnedOffByProxySwitch = false
  /// Whether it answers only through the notification router of Capacitor's bridge, which
  /// `ios.handleApplicationNotifications: false` in the Capacitor configuration keeps from
  /// being the notification center's delegate (Capacitor, its push plugins).
  package var routedByCapacitor = false
  /// Where its behaviour was read.
  package var source: [Citation]

  /// The citations as findings write them, those of one commit of a repository together, such
  /// as `invertase/notifee@b73c76d ios/A.m:33-70, ios/B.m:43-63`; others after semicolons.
  package var sourceText: String {
    var groups: [(String, [String])] = []
    for citation in source {
      if groups.last?.0 == citation.origin {
        groups[groups.count - 1].1.append(citation.place)
      } else {
        groups.append((citation.origin, [citation.place]))
      }
    }
    return groups.map { "\($0) " + $1.joined(separator: ", ") }.joined(separator: "; ")
  }

  /// Whether a dependency's name is this SDK's.
  func owns(_ name: String) -> Bool {
    let lowered = name.lowercased()
    return packages.contains { package in
      let package = package.lowercased()
      return exactNames
        ? lowered == package || lowered.hasPrefix(package + "/") : lowered.hasPrefix(package)
    }
  }

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
    // Iterable's app integration is static methods the app calls from its own app-delegate
    // and notification-center methods; the SDK swizzles nothing and sets no delegate.
    NotAnOwner(
      name: "Iterable", packages: ["Iterable-iOS-SDK", "iterable-swift-sdk"],
      what: "the app passes its own callbacks on to IterableAppIntegration; it implements none "
        + "for the app and never assigns the notification center's delegate",
      source: "Iterable/iterable-swift-sdk@25cd00e swift-sdk/SDK/IterableAppIntegration.swift:12-45"
    ),
    // Capacitor's notification router, the center's delegate, hands a notification whose
    // trigger is a UNPushNotificationTrigger to the push handler and any other to the local
    // one; this plugin only registers as the local handler.
    NotAnOwner(
      name: "Capacitor Local Notifications",
      packages: ["@capacitor/local-notifications", "CapacitorLocalNotifications"],
      what: "Capacitor's notification router passes it only notifications whose trigger is not "
        + "a push; it never assigns the notification center's delegate",
      source:
        "ionic-team/capacitor-plugins@5b65292 local-notifications/ios/Sources/"
        + "LocalNotificationsPlugin/LocalNotificationsPlugin.swift:48-52, ionic-team/"
        + "capacitor@1834b97 ios/Capacitor/Capacitor/NotificationRouter.swift:35-59"),
    // Infomaniak's notifications package registers the device token with Infomaniak's
    // servers and keeps topic subscriptions; it holds no notification-center or app-delegate
    // code.
    NotAnOwner(
      name: "InfomaniakNotifications", packages: ["InfomaniakNotifications", "ios-notifications"],
      what: "it registers the device token and topics with Infomaniak's servers and touches no "
        + "notification callback",
      source:
        "Infomaniak/ios-notifications@54eb142 "
        + "Sources/InfomaniakNotifications/InfomaniakNotifications.swift:23-171"),
    // NotificationBannerSwift draws banners inside the app's own window; its library holds no
    // notification-center or app-delegate code (only its example app has an app delegate).
    NotAnOwner(
      name: "NotificationBannerSwift", packages: ["NotificationBannerSwift", "NotificationBanner"],
      what: "it draws in-app banners in the app's window and touches no notification callback",
      source: "Daltron/NotificationBanner@9550d28 NotificationBanner/Classes"),
    // Its iOS side is JavaScript that calls PushNotificationIOS (component/index.ios.js), a peer
    // dependency; its React Native configuration names only an Android package, and it ships no
    // iOS code or podspec.
    NotAnOwner(
      name: "react-native-push-notification", packages: ["react-native-push-notification"],
      what: "on iOS it is JavaScript over PushNotificationIOS and holds no iOS code of its own",
      source:
        "zo0r/react-native-push-notification@fcf40a0 component/index.ios.js:3-7, "
        + "react-native.config.js:1-9, package.json:26-27"),
    // Its module is class methods the app calls from its own app-delegate and
    // notification-center methods (didReceiveRemoteNotification:fetchCompletionHandler:,
    // didReceiveNotificationResponse:); it swizzles nothing and sets no delegate.
    NotAnOwner(
      name: "PushNotificationIOS",
      packages: ["@react-native-community/push-notification-ios", "RNCPushNotificationIOS"],
      what: "the app passes its own callbacks on to RNCPushNotificationIOS's class methods; it "
        + "implements none for the app and never assigns the notification center's delegate",
      source:
        "react-native-push-notification/ios@84a3dd1 ios/RNCPushNotificationIOS.h:18-24, "
        + "ios/RNCPushNotificationIOS.m"),
    // It makes a PKPushRegistry for VoIP pushes with the app delegate as the registry's
    // delegate, and relays the PushKit callbacks the app forwards to it; it imports no
    // UserNotifications.
    NotAnOwner(
      name: "react-native-voip-push-notification",
      packages: ["react-native-voip-push-notification", "RNVoipPushNotification"],
      what: "it handles PushKit's VoIP pushes, with the app delegate as the push registry's "
        + "delegate, and touches no notification-center callback",
      source:
        "react-native-webrtc/react-native-voip-push-notification@e92edad "
        + "ios/RNVoipPushNotification/RNVoipPushNotificationManager.m:122-147, 172-176"),
    // Microsoft's CodePush replaces the app's JavaScript bundle over the air (the app asks it
    // for the bundle's URL); its iOS code imports no UserNotifications.
    NotAnOwner(
      name: "CodePush", packages: ["react-native-code-push", "CodePush"],
      what: "it updates the app's JavaScript bundle over the air and touches no notification "
        + "callback",
      source: "microsoft/react-native-code-push@50a7ed5 ios/CodePush/CodePush.h:11-30"),
    // Its client sends the device token the app passes to WalletConnect's push server; the
    // module imports no UserNotifications and sets no delegate.
    NotAnOwner(
      name: "WalletConnectPush", packages: ["WalletConnectPush"],
      what: "it registers the device token the app passes with WalletConnect's push server and "
        + "touches no notification callback",
      source:
        "WalletConnect/WalletConnectSwiftV2@2439701 Sources/WalletConnectPush/PushClient.swift:4-33"
    ),
    // An HTTP client of ChatSecure's push server: its pod's sources (podspec :37) are the
    // account, device, token and message endpoints; only its example app touches callbacks.
    NotAnOwner(
      name: "ChatSecure-Push-iOS", packages: ["ChatSecure-Push-iOS"],
      what: "it registers the device token the app passes with ChatSecure's push server and "
        + "touches no notification callback",
      source:
        "ChatSecure/ChatSecure-Push-iOS@128b0e6 ChatSecure-Push-iOS.podspec:37, "
        + "ChatSecurePush-SDK/Client.swift:59-209"),
    // Its one native method opens the app's page in Settings; it imports no
    // UserNotifications.
    NotAnOwner(
      name: "react-native-notifications-utils", packages: ["react-native-notifications-utils"],
      what: "it only opens the app's notification settings",
      source:
        "Stringsaeed/react-native-notifications-utils@fbf9300 ios/NotificationsUtils.m:3-5, "
        + "ios/NotificationsUtils.swift"),
    // The conversation screens Zendesk's classic Chat and Answer Bot SDKs share: neither its
    // module's interface nor that of its API module, which its dSYM holds, imports
    // UserNotifications.
    NotAnOwner(
      name: "Zendesk Messaging (classic)",
      packages: ["ZendeskMessagingSDK", "ZendeskMessagingAPISDK"],
      what: "it is the conversation screens Zendesk's Chat and Answer Bot SDKs share, and "
        + "touches no notification callback",
      source:
        "zendesk/messaging_sdk_ios@d4e7441 README.md:5, MessagingSDK.xcframework/ios-arm64/"
        + "MessagingSDK.framework/Modules/MessagingSDK.swiftmodule/arm64-apple-ios.swiftinterface, "
        + "MessagingSDK.xcframework/ios-arm64/dSYMs/MessagingSDK.framework.dSYM/Contents/"
        + "Resources/Swift/aarch64/MessagingAPI.swiftinterface"),
    // A binary framework: its public interface gives push as static methods the app calls
    // from its own app-delegate and notification-center methods, and declares no
    // notification-center delegate.
    NotAnOwner(
      name: "Zendesk SDK Messaging", packages: ["ZendeskSDKMessaging"],
      what: "the app passes its own callbacks on to PushNotifications's static methods "
        + "(shouldBeDisplayed, handleTap); its public interface declares no notification-center "
        + "delegate",
      source:
        "zendesk/sdk_messaging_ios@f544db0 ZendeskSDKMessaging.xcframework/ios-arm64/"
        + "ZendeskSDKMessaging.framework/Modules/ZendeskSDKMessaging.swiftmodule/"
        + "arm64-apple-ios.swiftinterface:46-51"),
  ]

  /// Returns the push-looking dependency the scan knows owns no callback, if a name is one.
  package static func notAnOwner(named name: String) -> NotAnOwner? {
    let lowered = name.lowercased()
    return notOwners.first { entry in
      entry.packages.contains { lowered.hasPrefix($0.lowercased()) }
    }
  }

  /// The words that make a dependency the scan does not know look like a push SDK, in every
  /// package manager.
  package static let pushWords = ["push", "messaging", "apns"]

  /// The word that makes a name look like a push SDK's only in npm and pub, or beside one of
  /// ``remoteWords``: in CocoaPods and SwiftPM it names Foundation's `NotificationCenter`
  /// notifications or an in-app banner far more often (JDStatusBarNotification,
  /// IQKeyboardNotification), in npm and pub a library of notifications that touches the
  /// delegate (`*-notifications`).
  package static let notificationWord = "notification"

  /// The words that, beside ``notificationWord``, make a CocoaPods or SwiftPM name look like a
  /// push SDK's, as ``pushWords`` do anywhere: `RemoteNotification`, `UserNotifications`,
  /// `FCMNotification`.
  package static let remoteWords = ["remote", "usernotification", "fcm"]

  /// Returns the known SDK a dependency belongs to, if any.
  package static func sdk(named name: String) -> PushSDK? {
    known.first { $0.owns(name) }
  }

  /// The words that make a push-looking name something else: Firebase In-App Messaging shows
  /// messages inside the app and touches no notification callback, nor does an in-app
  /// notification banner such as react-native-in-app-notification, which is JavaScript alone
  /// (robcalcroft/react-native-in-app-notification holds no iOS code), nor Google's User
  /// Messaging Platform, whose consent forms for ads its guide "User Messaging Platform SDK"
  /// (Google for Developers) describes with no notification API, whatever the spelling (its
  /// SwiftPM package is `swift-package-manager-google-user-messaging-platform`).
  package static let notPushWords = [
    "inappmessaging", "in_app_messaging", "in-app-messaging", "inappnotification",
    "in_app_notification", "in-app-notification", "usermessagingplatform",
    "user-messaging-platform", "user_messaging_platform",
  ]

  /// How the name of a dependency the scan does not know reads.
  package enum NameReading: Equatable, Sendable {
    /// It looks like a push SDK's.
    case push
    /// It holds ``notificationWord`` alone, in a package manager where that word is not
    /// counted: not a push SDK, but said in a finding.
    case notificationAlone
    /// It does not look like a push SDK's.
    case other
  }

  /// Reads a dependency's name in the package manager that names it.
  package static func reading(
    _ name: String, in ecosystem: DependencyManifest.Ecosystem
  ) -> NameReading {
    let lowered = name.lowercased()
    if notPushWords.contains(where: { lowered.contains($0) }) { return .other }
    if pushWords.contains(where: { lowered.contains($0) }) { return .push }
    guard lowered.contains(notificationWord) else { return .other }
    switch ecosystem {
    case .npm, .pub: return .push
    case .cocoaPods, .swiftPM:
      return remoteWords.contains { lowered.contains($0) } ? .push : .notificationAlone
    }
  }

  /// Whether a dependency the scan does not know looks like a push SDK by its name.
  package static func looksLikePush(
    _ name: String, in ecosystem: DependencyManifest.Ecosystem
  ) -> Bool {
    reading(name, in: ecosystem) == .push
  }
}
