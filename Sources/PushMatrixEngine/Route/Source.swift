/// A document or report that a rule or an observation cites, by title and, where public, address.
public struct Source: Hashable, Sendable, Comparable, CustomStringConvertible {
  /// A stable slug, also the file name of the document's observations in `Matrices/observed/`.
  public var id: String
  /// The title to cite.
  public var title: String
  /// A public address, where there is one.
  public var url: String?
  /// What is known of the address: where it was found, or that none is known.
  public var urlNote: String?
  /// What the source's statements rest on when they are not device tests: `documented` for
  /// Apple's own text, `reported` for anyone else's.
  public var basis: Basis

  /// Creates a source whose statements rest on the given basis.
  ///
  /// The basis is `documented` for Apple's own text and `reported`, the default, for anyone
  /// else's.
  public init(
    id: String, title: String, url: String? = nil, urlNote: String? = nil,
    basis: Basis = .reported
  ) {
    self.id = id
    self.title = title
    self.url = url
    self.urlNote = urlNote
    self.basis = basis
  }

  /// The title, then the address in angle brackets and the note on it in parentheses, where
  /// there are any.
  public var description: String {
    [title, url.map { "<\($0)>" }, urlNote.map { "(\($0))" }].compactMap { $0 }
      .joined(separator: " ")
  }

  public static func < (lhs: Self, rhs: Self) -> Bool { lhs.id < rhs.id }
}

extension Source {
  /// Device tests on iOS 9.3.2 and 12.3.1 of callbacks 1–5, in eight tables.
  public static let callOrderTests = Source(
    id: "call-order-tests", title: "【iOS】測試下遠程推送接收通知的那些方法的調用順序",
    url: "https://www.jianshu.com/p/42ca3f20bb0d",
    urlNote: "published on Jianshu in simplified characters")
  /// A walkthrough of content-available on and off across app states, iOS before and from 10.
  public static let backgroundModeGuide = Source(
    id: "background-mode-guide",
    title: "How to handle remote notification with background mode enabled (Chinese translation)",
    urlNote: "no public address of the translation is known; it translates, and extends to "
      + "iOS 10, the 2015 English post at https://o2.samwize.com/2015/08/07/"
      + "how-to-handle-remote-notification-with-background-mode-enabled")
  /// Legacy versus fetch callback, launch options and duplicate handling.
  public static let twoPushPoints = Source(
    id: "two-push-points", title: "[iOS]推送相关两点", urlNote: "no public address is known")
  /// Device tests on iOS 9 and 10.0, silent and plain pushes, and the iOS 10.0 tap bug.
  public static let moreCaveats = Source(
    id: "more-caveats", title: "通知那些事儿(六):更多的注意点",
    url: "http://wenghengcong.com/2016/10/%E9%80%9A%E7%9F%A5%E9%82%A3%E4%BA%9B%E4%BA%8B%E5%84%BF"
      + "%EF%BC%88%E5%85%AD%EF%BC%89%EF%BC%9A%E6%9B%B4%E5%A4%9A%E7%9A%84%E6%B3%A8%E6%84%8F%E7%82%B9/",
    urlNote: "as linked from the author's README at github.com/wenghengcong/iOSNotifications; "
      + "not checked live")
  /// A translation of Apple's API notes for the four receive callbacks.
  public static let appleAPINotes = Source(
    id: "apple-api-notes", title: "Translated Apple API notes for the four receive methods",
    url: "https://juejin.cn/post/6898950725347311630", urlNote: "published on Juejin",
    basis: .documented)
  /// Apple's current reference pages and articles on remote notifications, and its engineers'
  /// answers on the Developer Forums; each observation names its page in `where`.
  public static let appleDocumentation = Source(
    id: "apple-documentation",
    title: "Apple Developer Documentation and Apple engineers' forum answers on notifications",
    url: "https://developer.apple.com/documentation/usernotifications",
    urlNote: "each observation names its page or thread", basis: .documented)
  /// Reports by developers other than Apple: issues, pull requests and native code of apps and
  /// notification SDKs, SDK and vendor documentation, blog posts, Q&A and radars; each
  /// observation names its report in `where`.
  public static let thirdPartyReports = Source(
    id: "third-party-reports",
    title: "Third-party reports: SDK and app issues, SDK code and docs, blog posts, Q&A, radars",
    urlNote: "no single address; each observation names its issue, page or post")

  /// The five documents DOMAIN.md lists, in its order: the tables' layouts follow them.
  public static let seedDocuments: [Source] = [
    callOrderTests, backgroundModeGuide, twoPushPoints, moreCaveats, appleAPINotes,
  ]

  /// Every document with an observation file: the seed documents, then Apple's documentation
  /// and the third-party reports behind the modern conditions.
  public static let documents: [Source] = seedDocuments + [appleDocumentation, thirdPartyReports]

  /// Apple's reference for the fetch callback.
  public static let appleFetchReceive = Source(
    id: "apple-fetch-receive",
    title: "Apple: application(_:didReceiveRemoteNotification:fetchCompletionHandler:)",
    url: "https://developer.apple.com/documentation/uikit/uiapplicationdelegate/"
      + "application(_:didreceiveremotenotification:fetchcompletionhandler:)", basis: .documented)
  /// Apple's guide to background (silent) pushes.
  public static let appleBackgroundUpdates = Source(
    id: "apple-background-updates",
    title: "Apple: Pushing background updates to your App",
    url: "https://developer.apple.com/documentation/usernotifications/"
      + "pushing-background-updates-to-your-app", basis: .documented)
  /// Apple's reference for the foreground presentation callback.
  public static let appleWillPresent = Source(
    id: "apple-will-present",
    title: "Apple: userNotificationCenter(_:willPresent:withCompletionHandler:)",
    url: "https://developer.apple.com/documentation/usernotifications/"
      + "unusernotificationcenterdelegate/usernotificationcenter(_:willpresent:withcompletionhandler:)",
    basis: .documented)
  /// Apple's reference for the callback that receives the user's response to a notification.
  public static let appleDidReceiveResponse = Source(
    id: "apple-did-receive-response",
    title: "Apple: userNotificationCenter(_:didReceive:withCompletionHandler:)",
    url: "https://developer.apple.com/documentation/usernotifications/"
      + "unusernotificationcenterdelegate/usernotificationcenter(_:didreceive:withcompletionhandler:)",
    basis: .documented)
  /// Apple's reference for the notification response a scene receives when it connects.
  public static let appleSceneNotificationResponse = Source(
    id: "apple-scene-notification-response",
    title: "Apple: UIScene.ConnectionOptions.notificationResponse",
    url: "https://developer.apple.com/documentation/uikit/uiscene/connectionoptions/"
      + "notificationresponse", basis: .documented)
  /// Apple's reference for the launch-options key that carries a launching notification.
  public static let appleLaunchOptionsRemoteNotification = Source(
    id: "apple-launch-options-remote-notification",
    title: "Apple: UIApplication.LaunchOptionsKey.remoteNotification",
    url: "https://developer.apple.com/documentation/uikit/uiapplication/launchoptionskey/"
      + "remotenotification", basis: .documented)
  /// Apple's technote on adopting scenes, which announces what the major release after iOS 26
  /// requires of apps built with its SDK.
  public static let appleSceneLifeCycleTechnote = Source(
    id: "apple-tn3187",
    title: "Apple: TN3187: Migrating to the UIKit scene-based life cycle",
    url: "https://developer.apple.com/documentation/technotes/"
      + "tn3187-migrating-to-the-uikit-scene-based-life-cycle", basis: .documented)
  /// Apple's reference for registering with APNs, which says what happens to remote notifications
  /// the user has not authorized.
  public static let appleRegisterForRemoteNotifications = Source(
    id: "apple-register-for-remote-notifications",
    title: "Apple: registerForRemoteNotifications()",
    url: "https://developer.apple.com/documentation/uikit/uiapplication/"
      + "registerforremotenotifications()", basis: .documented)
  /// Apple's reference for provisional authorization.
  public static let appleProvisionalAuthorization = Source(
    id: "apple-provisional-authorization",
    title: "Apple: UNAuthorizationOptions.provisional",
    url: "https://developer.apple.com/documentation/usernotifications/unauthorizationoptions/"
      + "provisional", basis: .documented)
  /// Apple's reference for the Background App Refresh status, which Low Power Mode turns off.
  public static let appleBackgroundRefreshStatus = Source(
    id: "apple-background-refresh-status",
    title: "Apple: UIApplication.backgroundRefreshStatus",
    url: "https://developer.apple.com/documentation/uikit/uiapplication/backgroundrefreshstatus",
    basis: .documented)
  /// Apple's article on custom actions and the system's dismiss and default actions.
  public static let appleHandlingActions = Source(
    id: "apple-handling-actions",
    title: "Apple: Handling notifications and notification-related actions",
    url: "https://developer.apple.com/documentation/usernotifications/"
      + "handling-notifications-and-notification-related-actions", basis: .documented)
  /// Apple's reference for the action option that brings the app to the foreground.
  public static let appleForegroundActionOption = Source(
    id: "apple-foreground-action-option",
    title: "Apple: UNNotificationActionOptions.foreground",
    url: "https://developer.apple.com/documentation/usernotifications/unnotificationactionoptions/"
      + "foreground", basis: .documented)
  /// Apple's reference for the category option that reports dismissals to the delegate.
  public static let appleCustomDismissAction = Source(
    id: "apple-custom-dismiss-action",
    title: "Apple: UNNotificationCategoryOptions.customDismissAction",
    url: "https://developer.apple.com/documentation/usernotifications/"
      + "unnotificationcategoryoptions/customdismissaction", basis: .documented)
  /// Apple's reference for the dismiss action, which says what does and does not trigger it.
  public static let appleDismissActionIdentifier = Source(
    id: "apple-dismiss-action-identifier",
    title: "Apple: UNNotificationDismissActionIdentifier",
    url: "https://developer.apple.com/documentation/usernotifications/"
      + "unnotificationdismissactionidentifier", basis: .documented)
  /// Apple's reference for the app-delegate callback of custom actions before iOS 10.
  public static let appleHandleActionWithIdentifier = Source(
    id: "apple-handle-action-with-identifier",
    title: "Apple: application(_:handleActionWithIdentifier:forRemoteNotification:"
      + "completionHandler:)",
    url: "https://developer.apple.com/documentation/uikit/uiapplicationdelegate/"
      + "application(_:handleactionwithidentifier:forremotenotification:completionhandler:)",
    basis: .documented)
  /// Apple's reference for the notification center's delegate and when to assign it.
  public static let appleNotificationCenterDelegate = Source(
    id: "apple-notification-center-delegate",
    title: "Apple: UNUserNotificationCenter.delegate",
    url: "https://developer.apple.com/documentation/usernotifications/unusernotificationcenter/"
      + "delegate", basis: .documented)
  /// Apple's reference for what willPresent may pass: banner, list, sound, badge.
  public static let applePresentationOptions = Source(
    id: "apple-presentation-options",
    title: "Apple: UNNotificationPresentationOptions",
    url: "https://developer.apple.com/documentation/usernotifications/"
      + "unnotificationpresentationoptions", basis: .documented)
  /// Apple's reference for the `.banner` option: present the notification as a banner.
  public static let appleBannerOption = Source(
    id: "apple-presentation-option-banner",
    title: "Apple: UNNotificationPresentationOptions.banner",
    url: "https://developer.apple.com/documentation/usernotifications/"
      + "unnotificationpresentationoptions/banner", basis: .documented)
  /// Apple's reference for the `.list` option: keep the notification in Notification Center.
  public static let appleListOption = Source(
    id: "apple-presentation-option-list",
    title: "Apple: UNNotificationPresentationOptions.list",
    url: "https://developer.apple.com/documentation/usernotifications/"
      + "unnotificationpresentationoptions/list", basis: .documented)
  /// A device test of `.banner` with and without `.list` on iOS 16.3.
  public static let unityMobileNotifications294 = Source(
    id: "unity-mobile-notifications-294",
    title: "com.unity.mobile.notifications pull request 294: iOS presentation option update",
    url: "https://github.com/Unity-Technologies/com.unity.mobile.notifications/pull/294")
  /// A device test of the three visible combinations of `.banner`, `.list` and `.alert`.
  public static let capacitorPlugins2529 = Source(
    id: "capacitor-plugins-2529",
    title: "capacitor-plugins pull request 2529: banner and list presentation options for iOS",
    url: "https://github.com/ionic-team/capacitor-plugins/pull/2529")
  /// A fix for provisional notifications dropped in the foreground when `.list` was missing.
  public static let duckDuckGoAppleBrowsers5162 = Source(
    id: "duckduckgo-apple-browsers-5162",
    title: "apple-browsers pull request 5162: provisional notification kept in Notification "
      + "Center when it arrives in the foreground",
    url: "https://github.com/duckduckgo/apple-browsers/pull/5162")
  /// A developer's test of a scene-based app launched by a tap: the scene connects, then
  /// didReceiveResponse runs.
  public static let depictSceneTap = Source(
    id: "depict-scene-tap",
    title: "Swift アプリが未起動(強制終了された)・落ちた状態で通知をタップされた時の動き",
    url: "https://depict.tokyo/swift/20220824/swift-notification-tap-process-scenedelegate",
    urlNote: "published on depict.tokyo in Japanese")
  /// A fix for a race between the app delegate's launch and the scene connection that carries
  /// a launching notification's response.
  public static let flutterfire18352 = Source(
    id: "flutterfire-18352",
    title: "flutterfire pull request 18352: race when getting the initial message under UIScene",
    url: "https://github.com/firebase/flutterfire/pull/18352")
  /// A report that a scene's connection options sometimes lack the launching response.
  public static let onmyway133Notes626 = Source(
    id: "onmyway133-notes-626",
    title: "onmyway133/notes issue 626: SceneDelegate ConnectionOptions notificationResponse "
      + "sometimes nil",
    url: "https://github.com/onmyway133/notes/issues/626")
  /// A report of content-available pushes dropped while every alert style is off.
  public static let mistyBreez505 = Source(
    id: "misty-breez-505",
    title: "misty-breez issue 505: silent push notifications not delivered when all notification "
      + "alerts are disabled on iOS",
    url: "https://github.com/breez/misty-breez/issues/505")
  /// A radar asking for content-available pushes to work with every notification style off.
  public static let openradar31924882 = Source(
    id: "openradar-31924882", title: "Open Radar 31924882",
    url: "https://openradar.appspot.com/31924882",
    urlNote: "mirrored as lionheart/openradar-mirror issue 17346")
  /// A report that background pushes still arrive after the user denies notifications.
  public static let cordovaPluginPush335 = Source(
    id: "cordova-plugin-push-335",
    title: "cordova-plugin-push issue 335: allow background notifications when the user denies "
      + "permission",
    url: "https://github.com/havesource/cordova-plugin-push/issues/335")
  /// A report of silent pushes received after declining the permission prompt.
  public static let phonegapPluginPush1257 = Source(
    id: "phonegap-plugin-push-1257",
    title: "phonegap-plugin-push issue 1257: make the permission request optional",
    url: "https://github.com/phonegap/phonegap-plugin-push/issues/1257")
  /// A library's documentation that its background handler does not run with Background App
  /// Refresh off.
  public static let reactNativeFirebaseBackgroundLimitation = Source(
    id: "react-native-firebase-background-limitation",
    title: "react-native-firebase Cloud Messaging usage: iOS Background Limitation",
    url: "https://github.com/invertase/react-native-firebase/blob/main/docs/messaging/usage/"
      + "index.mdx")
  /// A library's note that its background notification handler does not run with Background App
  /// Refresh off.
  public static let phonegapPluginPush1267 = Source(
    id: "phonegap-plugin-push-1267",
    title: "phonegap-plugin-push pull request 1267: note about Background App Refresh",
    url: "https://github.com/phonegap/phonegap-plugin-push/pull/1267")
  /// A vendor's guide claiming that from iOS 8 content-available pushes reach a background app
  /// whatever the Background App Refresh setting.
  public static let kiiReceptionHandler = Source(
    id: "kii-reception-handler",
    title: "Kii Cloud iOS guide: Reception Handler",
    url: "https://docs.kii.com/en/guides/cloudsdk/ios/managing-push-notification/implementation/"
      + "implementation-notification/")
  /// A forum thread where fetchReceive ran in the foreground while background launches were
  /// refused.
  public static let appleForum835645 = Source(
    id: "apple-forum-835645",
    title: "Apple Developer Forums: Silent Push background launch rejected with "
      + "\"pushDisallowed\" and \"AMNP\" on TestFlight build",
    url: "https://developer.apple.com/forums/thread/835645")
  /// A fix for taps on a terminated app that the late-assigned delegate never received.
  public static let deltachatIos2672 = Source(
    id: "deltachat-ios-2672",
    title: "deltachat-ios pull request 2672: tapping a notification when the app is terminated "
      + "now opens context",
    url: "https://github.com/deltachat/deltachat-ios/pull/2672")
  /// A library change that lets scene-based apps assign the delegate before launching ends.
  public static let flutterfire18501 = Source(
    id: "flutterfire-18501",
    title: "flutterfire pull request 18501: early notification delegate setup for UIScene apps",
    url: "https://github.com/firebase/flutterfire/pull/18501")
  /// A report that an action picked on a terminated app reached no handler of a library.
  public static let reactNativeNotifications724 = Source(
    id: "react-native-notifications-724",
    title: "react-native-notifications issue 724: no action response when the iOS app is dead",
    url: "https://github.com/wix/react-native-notifications/issues/724")
  /// A report that scene-based apps get empty launch options on a launch by notification.
  public static let cleverTapCordova325 = Source(
    id: "clevertap-cordova-325",
    title: "clevertap-cordova pull request 325: cold-start push notifications in UIScene-based "
      + "apps",
    url: "https://github.com/CleverTap/clevertap-cordova/pull/325")
  /// A radar on the iOS 10.0 tap bug.
  public static let openradar27935982 = Source(
    id: "openradar-27935982", title: "Open Radar 27935982",
    url: "https://openradar.appspot.com/27935982")
  /// A second radar on the iOS 10.0 tap bug.
  public static let openradar28386845 = Source(
    id: "openradar-28386845", title: "Open Radar 28386845",
    url: "https://openradar.appspot.com/28386845")
  /// A fix for the duplicate foreground presentation on iOS 18.0.
  public static let cordovaPluginPush303 = Source(
    id: "cordova-plugin-push-303",
    title: "cordova-plugin-push pull request 303: duplicate notification presentation on iOS 18.0",
    url: "https://github.com/havesource/cordova-plugin-push/pull/303")
  /// A report of the foreground event firing twice on iOS 18.
  public static let reactNativeNotifications1051 = Source(
    id: "react-native-notifications-1051",
    title: "react-native-notifications issue 1051: foreground event fired twice on iOS 18",
    url: "https://github.com/wix/react-native-notifications/issues/1051")
  /// A library whose native code de-duplicates the foreground alert+content-available delivery.
  public static let reactNativeFirebase = Source(
    id: "react-native-firebase-messaging",
    title: "react-native-firebase messaging (iOS native code)",
    url: "https://github.com/invertase/react-native-firebase")
}
