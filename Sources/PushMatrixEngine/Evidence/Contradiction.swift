/// A disagreement between sources, with the side the engine takes and why.
public struct Contradiction: Sendable, Identifiable {
  /// A stable identifier: DOMAIN.md's `C1`…`C11`, `X…` for ones this project found, or `S…` for
  /// a push SDK's documentation against its own native code.
  public let id: String
  /// What the sources disagree about.
  public let summary: String
  /// Which evidence wins and why, under the evidence policy.
  public let resolution: String
}

extension Contradiction {
  /// Every contradiction the ledger may cite, by ID.
  public static let all: [Contradiction] = [
    Contradiction(
      id: "C1",
      summary: "iOS 9, closed app, fetchReceive only, alert tapped: launch then fetchReceive "
        + "(call-order tests) or launch alone (more caveats).",
      resolution: "Two device tests disagree; Apple documents that fetchReceive is also called "
        + "after a launch caused by the notification, so launch>fetchReceive wins."),
    Contradiction(
      id: "C2",
      summary: "The more-caveats tests contradict themselves on cold launches: the same killed "
        + "cell reads differently for silent and plain pushes and for iOS 9 and 10.0.",
      resolution: "Apple documents that the launch methods run first and fetchReceive after them "
        + "on a launch by the notification, and the call-order device tests saw exactly that; the "
        + "other readings are overruled."),
    Contradiction(
      id: "C3",
      summary: "The more-caveats tests list legacyReceive, or nothing, after a cold launch where "
        + "Apple and the call-order tests have launch then fetchReceive.",
      resolution: "Apple documents that legacyReceive is never called on a launch and that "
        + "fetchReceive is; the call-order device tests agree, so they win. The same document "
        + "records launch alone on iOS 9 too, so it is no evidence of a 10.0-only bug."),
    Contradiction(
      id: "C4",
      summary: "[iOS]推送相关两点 says the two app-delegate callbacks never both fire; the iOS 10.0 "
        + "device tests saw fetchReceive on arrival and legacyReceive on the tap.",
      resolution: "A device test of the very cell beats a general claim; reports of the 10.0.x "
        + "bug agree, so the engine applies the iOS 10.0 tap quirk."),
    Contradiction(
      id: "C5",
      summary: "The background-mode guide says iOS 10 and later never show a foreground banner; "
        + "the call-order tests saw one when willPresent passes .alert.",
      resolution: "The device test of the cell wins, and Apple documents willPresent's options; "
        + "a banner shows exactly when willPresent asks for one."),
    Contradiction(
      id: "C6",
      summary: "The more-caveats tests saw legacyReceive alone called in the background for a "
        + "content-available push; Apple calls legacyReceive foreground-only.",
      resolution: "A device test of the very cell beats documentation, and other apps report the "
        + "same; the engine calls legacyReceive in a running background app."),
    Contradiction(
      id: "C7",
      summary: "The background-mode guide says a foreground content-available push goes to "
        + "didReceiveResponse on iOS 10 and later.",
      resolution: "Apple routes a foreground delivery to willPresent and the app delegate, and "
        + "didReceiveResponse only to a user's response; no device test supports the guide."),
    Contradiction(
      id: "C8",
      summary: "The background-mode guide says a suspended app gets didReceiveResponse on "
        + "arrival of a content-available push on iOS 10 and later.",
      resolution: "Apple wakes a suspended app into fetchReceive and calls didReceiveResponse only "
        + "for a user's response; no device test supports the guide."),
    Contradiction(
      id: "C9",
      summary: "The more-caveats killed rows call fetchReceive before launch for an app the user "
        + "force-quit.",
      resolution: "Apple documents that a push never launches a force-quit app, so nothing can "
        + "run before the tap; on the tap the launch methods run first."),
    Contradiction(
      id: "C11",
      summary: "Apple says a notification with no notification-center delegate is presented with "
        + "its own options; in practice no foreground banner appears, and reports from iOS 13 "
        + "and iOS 18 apps add that it does not stay in Notification Center either.",
      resolution: "The call-order device tests of these cells (no delegate, iOS 12.3.1, "
        + "foreground) saw no banner, and a device test beats documentation. On the releases no "
        + "device test covers, the engine carries that result over: the only evidence there "
        + "besides Apple's sentence is the reports, and they agree with the device tests."),
    Contradiction(
      id: "X1",
      summary: "General claims for iOS 10 and later have willPresent called once; reports show "
        + "iOS 18.0 calling it twice for one push.",
      resolution: "The claims describe the intended behaviour and predate iOS 18; the reports "
        + "concern one release no document or device test covers, and the fix in 18.1 confirms "
        + "a bug, so the engine applies the iOS 18.0 quirk."),
    Contradiction(
      id: "X2",
      summary: "General claims that opening the app from the alert calls fetchReceive again; the "
        + "iOS 10.0 device tests saw no call on such a tap.",
      resolution: "A device test of the very cell beats documentation and general claims, and "
        + "radars report the same 10.0.x bug, so the engine applies the iOS 10.0 tap quirk."),
    Contradiction(
      id: "X3",
      summary: "Apple's notes say legacyReceive is not called when the notification resumes the "
        + "app; the call-order tests saw it called on a tap that resumes a background app.",
      resolution: "The device tests of these cells (iOS 9.3.2 and 12.3.1) beat documentation; on "
        + "a launch by the notification the two agree that legacyReceive is not called."),
    Contradiction(
      id: "X4",
      summary: "With Background App Refresh off, Kii's push documentation says iOS 8 and later "
        + "still call fetchReceive in the background for a content-available push; "
        + "react-native-firebase's documentation and reports from iOS 10 to 14 say the "
        + "background handler never runs.",
      resolution: "Apple's UIKit header ties being launched or resumed in the background for "
        + "remote notifications to Background App Refresh being available, and the other "
        + "reports agree, so documentation and the majority of reports beat Kii's claim: the "
        + "engine wakes no suspended or terminated app then. A running app and a foreground app "
        + "still get the push."),
    Contradiction(
      id: "X5",
      summary: "A report says a scene's connection options sometimes lack the notification "
        + "response on a cold launch by the tap; Apple documents that UIKit puts the response "
        + "there when it connects a scene to process a notification.",
      resolution: "Documentation beats a single undated report, and the one library that saw an "
        + "empty response (FlutterFire, iOS 26) traced it to reading it before the scene "
        + "connected. The engine lists the scene connection as handing over the response; "
        + "libraries that read didReceiveResponse as well lose nothing either way."),
    Contradiction(
      id: "X6",
      summary: "Apple: a push does not launch an app the user force-quit until the user "
        + "relaunches it or restarts the device. Reports: after a restart, content-available "
        + "pushes did not launch the app until it was opened (or for hours), and one iOS 13 "
        + "report saw a force-quit app launched by one.",
      resolution: "Documentation beats reports. The engine has no restart condition: forceQuit "
        + "means force-quit since the last restart and is never woken; after a restart the app "
        + "is notRunning and the documented launch applies. Apple also documents background "
        + "pushes as throttled and not guaranteed, which covers the deferrals after a restart."),
    Contradiction(
      id: "X7",
      summary: "Whether a content-available push still runs an app whose notifications are off: "
        + "two reports saw such pushes dropped (notifications allowed but every alert style "
        + "off, iOS 10.3 and 18); three say they arrive after the user denied permission.",
      resolution: "No device test covers it. Apple documents permission as governing what is "
        + "shown (alerts, sounds, badges), and the reports about a denial itself say silent "
        + "pushes still arrive, so they beat the two about a neighbouring setting: the engine "
        + "runs the app for content-available as when authorized, and shows nothing."),
    Contradiction(
      id: "X8",
      summary: "A 2016 note on iOS 10 says a cold launch by the tap calls legacyReceive when "
        + "didReceiveResponse is missing, although fetchReceive is implemented.",
      resolution: "Apple's notes say legacyReceive is not called on a launch by the notification "
        + "and fetchReceive is, after the launch methods; the call-order device tests saw that "
        + "on 9.3.2 and 12.3.1. Documentation beats a report, so the engine keeps launch then "
        + "fetchReceive."),
    Contradiction(
      id: "X9",
      summary: "With \"Allow Notifications\" off, one iOS 13.3.1 report saw a foreground "
        + "notification never reach the app; the engine infers that willPresent is still asked "
        + "about a foreground push while notifications are denied.",
      resolution: "The report watched an SDK's foreground message event, not willPresent, and "
        + "in 2020 that SDK could also deliver foreground messages over its own channel, so it "
        + "does not show which callback ran. No source covers willPresent itself: the engine "
        + "keeps its inference, marked inferred with a note, until a device test that logs "
        + "willPresent with notifications off settles it."),
    Contradiction(
      id: "X11",
      summary: "Sender libraries' trackers report silent pushes to iOS 13 lost without "
        + "apns-push-type, as Apple's 2019 text, which required the header there, warned; one "
        + "comment saw them delivered once priority 5 was chosen.",
      resolution: "Reports stand against a report: the comment names no device, app state or "
        + "payload, and the others and Apple's 2019 wording agree, so the engine answers such a "
        + "push lost (silent-push-type-dropped, reported) at any priority and shows this report "
        + "as overruled. A device test of iOS 13 at priority 5 without the header would settle "
        + "it."),
    Contradiction(
      id: "S1",
      summary: "React Native Firebase's handler table sends notification messages, with data "
        + "or without, to setBackgroundMessageHandler when the app is in the background or quit.",
      resolution: "Its native code feeds that handler from the fetch callback alone, which iOS "
        + "calls only for a push with content-available; willPresent is not called in the "
        + "background. The code is what runs, so a notification without content-available "
        + "reaches no handler until it is tapped (rnfb-fetch-background)."),
    Contradiction(
      id: "S2",
      summary: "React Native Firebase's notifications page says a notification with data is "
        + "displayed and also triggers onMessage, without naming the app's state.",
      resolution: "In the code onMessage comes from willPresent, which iOS calls only in the "
        + "foreground, or from the fetch callback of a push with content-available; a "
        + "notification in the background reaches no onMessage (rnfb-will-present-message)."),
    Contradiction(
      id: "S3",
      summary: "FlutterFire's guide to receiving messages describes onBackgroundMessage for "
        + "messages received in the background without naming content-available.",
      resolution: "The plugin calls onBackgroundMessage only from the fetch callback, which iOS "
        + "calls only for a push with content-available; the code is what runs "
        + "(flutterfire-fetch-background)."),
    Contradiction(
      id: "S4",
      summary: "FlutterFire's guide says onMessageOpenedApp reports a notification that opens "
        + "the app from the background.",
      resolution: "When a push with content-available launched the app in the background and "
        + "the user then taps it, the plugin holds back onMessageOpenedApp because the tapped "
        + "message is the launch message; only a later getInitialMessage call returns it "
        + "(flutterfire-tap-after-background-launch, inferred from the code)."),
    Contradiction(
      id: "S5",
      summary: "expo-notifications' comment on addNotificationReceivedListener says its "
        + "listeners run whenever a notification arrives while the app is running.",
      resolution: "On iOS the code feeds those listeners from willPresent alone, which iOS calls "
        + "only in the foreground and only for a notification that alerts; a backgrounded app, "
        + "or a data-only push, reaches them never (expo-will-present)."),
    Contradiction(
      id: "S6",
      summary: "expo-notifications' registerTaskAsync comment says the task runs when a "
        + "notification arrives in the foreground, in the background or while the app is "
        + "terminated.",
      resolution: "The task runs from the fetch callback only, which iOS calls for a push with "
        + "content-available and never for an app the user force-quit; the code and Apple's "
        + "rule are what run (expo-background-task)."),
    Contradiction(
      id: "S7",
      summary: "Notifee's events page places a tap on a notification of an app that is in the "
        + "background or killed among the background events.",
      resolution: "The code sends the press a second later by the application state then, when "
        + "a tap has made the app active, so it reaches onForegroundEvent; the same page says "
        + "elsewhere to read a launching press in onForegroundEvent (notifee-foreground-event)."),
  ]

  /// Finds a contradiction by ID.
  public static func named(_ id: String) -> Contradiction? { all.first { $0.id == id } }
}
