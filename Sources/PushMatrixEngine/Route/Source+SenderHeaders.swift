extension Source {
  /// This repository's generated page of what push services send, which the cells a sender's
  /// choice decides point to; the address is relative to a language's folder of pages.
  public static let pushServicesPage = Source(
    id: "pushmatrix-push-services",
    title: "PushMatrix: What push services send to APNs (FCM, Expo, OneSignal)",
    url: "push-services.md",
    urlNote: "docs/en/push-services.md in this repository, generated from "
      + "Matrices/services/push-services.tsv")
  /// Apple's reference for the headers of a push request: the push type and the priority.
  public static let appleSendingNotificationRequests = Source(
    id: "apple-sending-notification-requests",
    title: "Apple: Sending notification requests to APNs",
    url: "https://developer.apple.com/documentation/usernotifications/"
      + "sending-notification-requests-to-apns", basis: .documented)
  /// A developer's device test of every push type, priority and payload combination.
  public static let appleForum745345 = Source(
    id: "apple-forum-745345",
    title: "Apple Developer Forums thread 745345: Need clarity about background notifications",
    url: "https://developer.apple.com/forums/thread/745345",
    urlNote: "the poster's table of 16 header and payload combinations, 2024")
  /// Firebase's page on message priority, which refuses high-priority data messages to Apple
  /// devices.
  public static let firebaseMessagePriority = Source(
    id: "firebase-message-priority",
    title: "Firebase Cloud Messaging: Setting the priority of a message",
    url: "https://firebase.google.com/docs/cloud-messaging/customize-messages/"
      + "setting-message-priority")
  /// Reports that silent pushes ran on iOS 13 only once senders set the background push type
  /// and priority 5.
  public static let parseServer6106 = Source(
    id: "parse-server-6106",
    title: "parse-server issue 6106: silent push notifications not delivered on iOS 13",
    url: "https://github.com/parse-community/parse-server/issues/6106")
  /// A sender library's request for the push-type header, quoting Apple's 2019 text that made it
  /// required on iOS 13.
  public static let pushy701 = Source(
    id: "pushy-701",
    title: "pushy issue 701: support for apns-push-type",
    url: "https://github.com/jchambers/pushy/issues/701",
    urlNote: "quotes Apple's June 2019 wording of the header, since relaxed to recommended on iOS")
  /// A report that silent pushes to iOS 13 were not delivered without the push-type header.
  public static let nwPusher75 = Source(
    id: "nwpusher-75",
    title: "NWPusher issue 75: add the apns-push-type header",
    url: "https://github.com/noodlewerk/NWPusher/issues/75")
  /// A sender library's report: on iOS 13 silent pushes failed without the push-type header while
  /// visible ones, which APNs took for alerts, still arrived.
  public static let rpush534 = Source(
    id: "rpush-534",
    title: "rpush issue 534: apns-push-type headers to enable silent notifications on iOS 13",
    url: "https://github.com/rpush/rpush/issues/534")
}
