extension Source {
  /// Apple's reference for the Notification Service Extension: it changes a remote notification
  /// before the system shows it, with a limited time to do so.
  public static let appleServiceExtension = Source(
    id: "apple-service-extension",
    title: "Apple: UNNotificationServiceExtension",
    url: "https://developer.apple.com/documentation/usernotifications/"
      + "unnotificationserviceextension", basis: .documented)
  /// Apple's article on changing a delivered notification's content: only for a remote
  /// notification set to display an alert, never with alerts disabled or sound or badge alone.
  public static let appleModifyingContent = Source(
    id: "apple-modifying-content",
    title: "Apple: Modifying content in newly delivered notifications",
    url: "https://developer.apple.com/documentation/usernotifications/"
      + "modifying-content-in-newly-delivered-notifications", basis: .documented)
  /// An Apple engineer's answer: the extension runs for a notification with visible content and
  /// `mutable-content: 1`.
  public static let appleForum762407 = Source(
    id: "apple-forum-762407",
    title: "Apple Developer Forums thread 762407: capabilities needed by notification extensions "
      + "(answered by DTS)",
    url: "https://developer.apple.com/forums/thread/762407", basis: .documented)
  /// A report that a content-available-only push never reaches the service extension.
  public static let firebaseIosSdk2048 = Source(
    id: "firebase-ios-sdk-2048",
    title: "firebase-ios-sdk issue 2048: the service extension does not handle data-only messages",
    url: "https://github.com/firebase/firebase-ios-sdk/issues/2048")
  /// An SDK's maintainer: a force-closed app is not launched for content-available, a service
  /// extension still runs.
  public static let oneSignalReactNative617 = Source(
    id: "onesignal-react-native-617",
    title: "react-native-onesignal issue 617: onReceived not fired when the app is killed",
    url: "https://github.com/OneSignal/react-native-onesignal/issues/617")
  /// An SDK's lead developer: moving to a service extension with mutable-content fixed
  /// notifications missing after a force-quit.
  public static let oneSignalTitanium24 = Source(
    id: "onesignal-titanium-24",
    title: "com.williamrijksen.onesignal issue 24: OneSignal iOS 2.4 moves to a "
      + "NotificationServiceExtension",
    url: "https://github.com/williamrijksen/com.williamrijksen.onesignal/issues/24")
  /// A crash log: the service extension killed over its 24 MB memory limit.
  public static let nextcloudTalkIos1223 = Source(
    id: "nextcloud-talk-ios-1223",
    title: "talk-ios issue 1223: NotificationServiceExtension exceeded its 24 MB memory limit",
    url: "https://github.com/nextcloud/talk-ios/issues/1223")
  /// A fix for a service extension killed over its memory limit, the notification lost.
  public static let deltachatIos2477 = Source(
    id: "deltachat-ios-2477",
    title: "deltachat-ios pull request 2477: no notification when the service extension ran out "
      + "of memory",
    url: "https://github.com/deltachat/deltachat-ios/pull/2477")
}
