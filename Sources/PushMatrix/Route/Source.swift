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
