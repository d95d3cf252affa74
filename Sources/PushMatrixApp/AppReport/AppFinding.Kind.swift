extension AppFinding {
  /// A kind of finding, by its identifier: what it means for any app, as code scanning lists a
  /// rule; docs/app.md's table of findings says the same at more length.
  package struct Kind: Sendable, Equatable {
    /// The identifier a finding of this kind carries, such as `late-delegate`.
    package var id: String
    /// What it means, in one sentence.
    package var summary: String
    /// What to do about it, in one or two sentences.
    package var advice: String

    /// Every kind, in the order of the checks.
    package static let all: [Kind] = [
      Kind(
        id: "legacy-receive-unreached",
        summary: "legacyReceive is implemented beside fetchReceive, and iOS never calls it.",
        advice: "Remove legacyReceive, or move what it does into fetchReceive."),
      Kind(
        id: "responses-undelivered",
        summary:
          "didReceiveResponse is not implemented, so custom actions and the dismiss action "
          + "reach nothing.",
        advice: "Implement userNotificationCenter(_:didReceive:withCompletionHandler:)."),
      Kind(
        id: "delegate-never-set",
        summary:
          "No code and no SDK sets the notification-center delegate, so iOS never calls the "
          + "willPresent and didReceiveResponse the app implements.",
        advice:
          "Set UNUserNotificationCenter.current().delegate in "
          + "application(_:willFinishLaunchingWithOptions:) or didFinishLaunching."),
      Kind(
        id: "late-delegate",
        summary:
          "The notification-center delegate is set after launch, so a notification that "
          + "launches the app loses its response.",
        advice:
          "Set the delegate in application(_:willFinishLaunchingWithOptions:) or "
          + "didFinishLaunching."),
      Kind(
        id: "silent-push-unreached",
        summary: "Silent pushes reach nothing while the app is not in front.",
        advice:
          "Turn on the Remote notifications background mode and implement "
          + "application(_:didReceiveRemoteNotification:fetchCompletionHandler:), if the app is "
          + "sent silent pushes."),
      Kind(
        id: "foreground-unseen",
        summary: "willPresent is not implemented, so nothing is shown while the app is in front.",
        advice: "Implement willPresent and pass [.banner, .list, .sound]."),
      Kind(
        id: "foreground-no-banner",
        summary: "willPresent shows no banner while the app is in front, by the app's choice.",
        advice: "Pass .banner in willPresent if the user should see one."),
      Kind(
        id: "foreground-banner-not-kept",
        summary:
          "willPresent passes .banner without .list, so Notification Center keeps nothing of a "
          + "notification that arrives while the app is in front.",
        advice: "Pass [.banner, .list]."),
      Kind(
        id: "silent-push-best-effort",
        summary:
          "Silent pushes wake the app in the background, but never after a force-quit, and "
          + "iOS throttles them.",
        advice: "Do not rely on silent pushes to deliver anything."),
      Kind(
        id: "silent-push-extension",
        summary:
          "The app relies on silent pushes, which reach nothing after a force-quit, where a "
          + "service extension would run for a visible push.",
        advice:
          "Send a visible push with mutable-content: 1 and handle it in a Notification Service "
          + "Extension."),
      Kind(
        id: "extension-after-force-quit",
        summary:
          "The app's service extension still runs after a force-quit, for a visible push with "
          + "mutable-content: 1.",
        advice: "Nothing to fix: the finding says what runs after a force-quit."),
      Kind(
        id: "silent-push-headers",
        summary:
          "The app relies on silent pushes, whose delivery the sender's apns-push-type and "
          + "apns-priority headers decide.",
        advice: "Check that the sender sets apns-push-type background and apns-priority 5."),
      Kind(
        id: "callbacks-unavailable",
        summary: "A callback the app implements does not exist on its first releases.",
        advice: "Nothing to fix: iOS answers there as for an app without it."),
      Kind(
        id: "sdk-background-handler-unreached",
        summary:
          "A cross-platform SDK's background handler (setBackgroundMessageHandler, "
          + "onBackgroundMessage, the registerTaskAsync task) never runs for a notification "
          + "without content-available.",
        advice:
          "Send content-available: 1 with the notification and keep the Remote notifications "
          + "background mode on."),
      Kind(
        id: "sdk-handler-in-component",
        summary:
          "A cross-platform SDK's background handler is registered inside a component or "
          + "widget, which a launch in the background never builds.",
        advice:
          "Register it at the top level of the entry file (index.js), or in main() before "
          + "runApp."),
      Kind(
        id: "sdk-foreground-hidden",
        summary:
          "The cross-platform SDK shows nothing for a notification that arrives in front unless "
          + "the app asks, and the app does not ask.",
        advice:
          "Set the SDK's foreground presentation: firebase.json's "
          + "messaging_ios_foreground_presentation_options, "
          + "setForegroundNotificationPresentationOptions, or setNotificationHandler."),
      Kind(
        id: "sdk-launch-tap-unread",
        summary:
          "The app listens for taps on a running app but never asks for the tap that launched "
          + "it, which the SDK reports only to its initial-message call.",
        advice:
          "Call getInitialNotification, getInitialMessage or getLastNotificationResponse as the "
          + "app starts."),
      Kind(
        id: "sdk-delegate-replaced",
        summary:
          "Two SDKs each make themselves the notification center's delegate, and the last one "
          + "passes on only what it forwards.",
        advice: "Keep one SDK in charge of the delegate, or check that the last forwards."),
      Kind(
        id: "unknown-field",
        summary: "A field of the profile is unknown, and the page assumes a value for it.",
        advice: "Set it with --set FIELD=VALUE, or in the profile file."),
    ]

    /// Returns the kind with an identifier, or `nil` for none.
    package static func named(_ id: String) -> Kind? { all.first { $0.id == id } }
  }
}
