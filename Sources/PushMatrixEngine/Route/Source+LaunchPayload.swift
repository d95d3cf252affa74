extension Source {
  /// A report that an app opened from its icon still found, in its launch options, a push that
  /// had launched it in the background.
  public static let pushwooshIosSdk90 = Source(
    id: "pushwoosh-ios-sdk-90",
    title: "pushwoosh-ios-sdk issue 90: launch options hold a push when the app is opened from "
      + "its icon",
    url: "https://github.com/Pushwoosh/pushwoosh-ios-sdk/issues/90")
  /// A report that silent pushes launching the app were counted as the user opening it, read
  /// from the launch options.
  public static let segmentAnalyticsIos745 = Source(
    id: "segment-analytics-ios-745",
    title: "analytics-ios issue 745: silent pushes trigger Application Opened events",
    url: "https://github.com/segmentio/analytics-ios/issues/745")
  /// A maintainer: an app opened from its icon, not the notification, gets no payload.
  public static let pushwooshPhonegapPlugin162 = Source(
    id: "pushwoosh-phonegap-plugin-162",
    title: "pushwoosh-phonegap-plugin issue 162: no payload when the app is opened from its icon",
    url: "https://github.com/Pushwoosh/pushwoosh-phonegap-plugin/issues/162")
  /// A developer's notes: launched from the icon, the launch options are nil; launched by a tap,
  /// they hold the payload.
  public static let onmyway133Blog29 = Source(
    id: "onmyway133-blog-29", title: "onmyway133/blog issue 29: Push Notification in practice",
    url: "https://github.com/onmyway133/blog/issues/29")
  /// A report that launchOptions was nil when an action button launched the app (iOS 13.6.1).
  public static let urbanAirshipIosLibrary260 = Source(
    id: "urbanairship-ios-library-260",
    title: "ios-library issue 260: launchOptions nil when an interactive button opens the app",
    url: "https://github.com/urbanairship/ios-library/issues/260")
  /// An SDK's maintainers: a button that launches the app leaves no launch options.
  public static let swrveIosSdk244 = Source(
    id: "swrve-ios-sdk-244",
    title: "swrve-ios-sdk issue 244: launch options and rich push action buttons",
    url: "https://github.com/Swrve/swrve-ios-sdk/issues/244")
}
