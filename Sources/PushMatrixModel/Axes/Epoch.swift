/// The releases where routing behaviour changes, named once so the engine can rely on them.
///
/// Every comparison of a scenario's release in the rules, quirks and notes goes through one of
/// these or a quirk's range, so two releases between the same boundaries route alike; the
/// engine precomputes outcomes per epoch on that basis, and a test checks it on releases on
/// both sides of every boundary.
public enum Epoch {
  /// APNs and `application(_:didReceiveRemoteNotification:)`.
  public static let remoteNotifications = OSVersion(3)
  /// `fetchCompletionHandler`, `content-available` and the Remote notifications background mode.
  public static let backgroundFetch = OSVersion(7)
  /// Interactive notifications: custom actions, answered through the app delegate until iOS 10.
  public static let notificationActions = OSVersion(8)
  /// Low Power Mode, which switches Background App Refresh off while it is on.
  public static let lowPowerMode = OSVersion(9)
  /// The UserNotifications framework: `willPresent`, `didReceiveResponse`, foreground banners.
  public static let userNotifications = OSVersion(10)
  /// Provisional authorization: quiet delivery to Notification Center.
  public static let provisionalAuthorization = OSVersion(12)
  /// Scenes: a launching notification reaches `scene(_:willConnectTo:options:)`.
  public static let scenes = OSVersion(13)
  /// The presentation options `.banner` and `.list` replace `.alert`.
  public static let bannerAndList = OSVersion(14)
  /// The remote-notification launch-options key is deprecated.
  public static let launchOptionsDeprecated = OSVersion(26)

  /// The first release newer than every major release the model covers.
  public static let beyondCatalog = OSCatalog.beyondCatalog

  /// The named epochs, in release order.
  public static let all = [
    remoteNotifications, backgroundFetch, notificationActions, lowPowerMode, userNotifications,
    provisionalAuthorization, scenes, bannerAndList, launchOptionsDeprecated, beyondCatalog,
  ]
}
