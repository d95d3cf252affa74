import PushMatrixModel

extension ArrivalRules {
  /// A push with only content-available that is sent as an alert, or without a push type on
  /// iOS 13, is reported neither shown nor run.
  public static let silentPushTypeDropped = ArrivalRule(
    id: "silent-push-type-dropped", basis: .reported,
    sources: [
      .appleForum745345, .appleSendingNotificationRequests, .pushy701, .nwPusher75, .rpush534,
      .parseServer6106, .pushServicesPage,
    ],
    summary: "A push with only content-available sent with apns-push-type alert, or on iOS 13 "
      + "with no apns-push-type, is reported not delivered: nothing is shown and nothing in the "
      + "app is called.",
    caveat: "Apple says only that APNs may then refuse, delay or drop the push. A 2024 forum "
      + "test (iOS 17, app state not given) saw one sent as alert neither shown nor run; on iOS "
      + "13, when Apple's text still required the header, sender libraries reported silent "
      + "pushes without it lost, and visible ones without it still shown. No report covers a "
      + "missing header on iOS 14 or later, where Apple now only recommends it.",
    applies: { context in
      guard context.payload == .contentAvailable else { return false }
      switch context.pushType.sent(for: context.payload) {
      case .alert: return true
      case nil: return context.os.major == Epoch.pushTypeHeader.major
      default: return false
      }
    },
    decide: { context in
      Arrival(
        banner: false, calls: [], appIsAlive: context.state.isInMemory,
        notes: [.silentPushTypeDropped])
    },
    examples: [
      RuleExample(
        "os=17.0 state=suspended callbacks=fetchReceive payload=content-available pushType=alert",
        banner: false, arrival: []),
      RuleExample(
        "os=13.0 state=suspended callbacks=fetchReceive payload=content-available "
          + "pushType=absent",
        banner: false, arrival: []),
    ],
    nonApplyingExamples: [
      "os=14.0 state=suspended callbacks=fetchReceive payload=content-available pushType=absent",
      "os=13.0 state=suspended callbacks=didReceiveResponse payload=alert pushType=absent",
      "os=17.0 state=suspended callbacks=fetchReceive payload=alert+content-available "
        + "pushType=alert",
    ])
}

extension Note {
  /// A silent push the sender's push type is reported to lose.
  public static let silentPushTypeDropped = Note(
    id: "silent-push-type-dropped",
    text: "A silent push sent as an alert, or on iOS 13 without a push type, is reported lost: "
      + "Apple warns only that APNs may refuse, delay or drop it. Send it with apns-push-type "
      + "background and apns-priority 5.")
}
