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
}
