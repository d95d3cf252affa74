extension PushSDK {
  /// How a cross-platform SDK's handlers look in the app's JavaScript, TypeScript or Dart: the
  /// modules a file imports it by, and the calls that register each handler, named as the SDK
  /// documents them and as the engine's bridge (`SDKBridge`) names them.
  package struct Script: Equatable, Sendable {
    /// The language of the app's code.
    package enum Language: String, Equatable, Sendable {
      case javaScript
      case dart
    }

    /// How a registration is written.
    package enum Form: Equatable, Sendable {
      /// A call: `onMessage(…)`.
      case call
      /// A stream listened to: `onMessage.listen(…)`.
      case listen
      /// A call whose first argument is the event's name: `addEventListener('click', …)`.
      case event(String)
    }

    /// One call that registers a handler.
    package struct Registration: Equatable, Sendable {
      /// The name called, such as `setBackgroundMessageHandler`.
      package var call: String
      /// How it is written.
      package var form: Form
      /// The handler it registers, as the bridge names it.
      package var handler: String

      /// Creates a registration; the handler is named as the call unless the bridge names it
      /// otherwise.
      init(call: String, form: Form, handler: String? = nil) {
        self.call = call
        self.form = form
        self.handler = handler ?? call
      }
    }

    /// The ``PushSDK/name`` of the SDK.
    package var sdk: String
    /// The identifier of the engine's bridge for it, as `--sdk` takes it, or `nil` when the
    /// engine has none yet: its handlers are then read for the profile alone.
    package var bridge: String?
    /// The language.
    package var language: Language
    /// The module names an import of the SDK starts with; a file that imports none of them
    /// registers none of its handlers.
    package var modules: [String]
    /// The calls that register handlers.
    package var registrations: [Registration]
    /// The handlers that run in the background, which the SDK asks the app to register before
    /// its root component or widget.
    package var background: [String]
    /// The background handlers that a push reaches only through the fetch callback, so only
    /// with content-available.
    package var silent: [String]
    /// The handlers that report a tap on a running app.
    package var opened: [String]
    /// The calls that report the tap that launched the app.
    package var initial: [String]
    /// How the app asks the SDK to show a notification that arrives while it is in front.
    package var showing: String
    /// Whether the SDK hooks whichever delegate is set after it, so that another delegate does
    /// not cut it off: OneSignal swizzles the setter and adds its methods to the new delegate's
    /// class.
    package var followsDelegate = false

    /// Returns the handler a registration at a name registers, or `nil` when the name is none.
    func registration(named name: String) -> Registration? {
      registrations.first { $0.call == name }
    }

    /// The scripts of the SDKs the reader knows, in ``PushSDK/known`` order.
    package static let all: [Script] = [
      Script(
        sdk: "React Native Firebase Messaging", bridge: "react-native-firebase",
        language: .javaScript, modules: ["@react-native-firebase/messaging"],
        registrations: [
          .init(call: "onMessage", form: .call),
          .init(call: "setBackgroundMessageHandler", form: .call),
          .init(call: "onNotificationOpenedApp", form: .call),
          .init(call: "getInitialNotification", form: .call),
        ],
        background: ["setBackgroundMessageHandler"], silent: ["setBackgroundMessageHandler"],
        opened: ["onNotificationOpenedApp"],
        initial: ["getInitialNotification"],
        showing: "set messaging_ios_foreground_presentation_options to [\"banner\", \"list\", "
          + "\"sound\", \"badge\"] under react-native in firebase.json"),
      Script(
        sdk: "FlutterFire Messaging", bridge: "flutterfire", language: .dart,
        modules: ["package:firebase_messaging/"],
        registrations: [
          .init(call: "onMessage", form: .listen),
          .init(call: "onBackgroundMessage", form: .call),
          .init(call: "onMessageOpenedApp", form: .listen),
          .init(call: "getInitialMessage", form: .call),
        ],
        background: ["onBackgroundMessage"], silent: ["onBackgroundMessage"],
        opened: ["onMessageOpenedApp"],
        initial: ["getInitialMessage"],
        showing: "call FirebaseMessaging.instance.setForegroundNotificationPresentationOptions("
          + "alert: true, badge: true, sound: true) in main()"),
      // Its multicast delegate waits for JavaScript to complete willPresent; without a foreground
      // handler it passes none after 30 s (ProfileInference's presentation reading).
      Script(
        sdk: "react-native-notifications", bridge: nil, language: .javaScript,
        modules: ["react-native-notifications"],
        registrations: [
          .init(call: "registerNotificationReceivedForeground", form: .call),
          .init(call: "registerNotificationReceivedBackground", form: .call),
          .init(call: "registerNotificationOpened", form: .call),
          .init(call: "getInitialNotification", form: .call),
        ],
        background: [], silent: [], opened: ["registerNotificationOpened"],
        initial: ["getInitialNotification"],
        showing: "complete the notification in Notifications.events()."
          + "registerNotificationReceivedForeground with alert: true"),
      Script(
        sdk: "Notifee", bridge: "notifee", language: .javaScript,
        modules: ["@notifee/react-native"],
        registrations: [
          .init(call: "onForegroundEvent", form: .call),
          .init(call: "onBackgroundEvent", form: .call),
        ],
        background: ["onBackgroundEvent"], silent: [], opened: [], initial: [],
        showing: "let a delegate set before Notifee answer willPresent, or display the "
          + "notification with notifee.displayNotification and ios.foregroundPresentationOptions"),
      Script(
        sdk: "expo-notifications", bridge: "expo-notifications", language: .javaScript,
        modules: ["expo-notifications"],
        registrations: [
          .init(call: "addNotificationReceivedListener", form: .call),
          .init(call: "setNotificationHandler", form: .call, handler: "handleNotification"),
          .init(call: "addNotificationResponseReceivedListener", form: .call),
          .init(
            call: "getLastNotificationResponseAsync", form: .call,
            handler: "getLastNotificationResponse"),
          .init(call: "getLastNotificationResponse", form: .call),
          .init(
            call: "useLastNotificationResponse", form: .call,
            handler: "getLastNotificationResponse"),
          .init(call: "registerTaskAsync", form: .call),
        ],
        background: ["registerTaskAsync"], silent: ["registerTaskAsync"],
        opened: ["addNotificationResponseReceivedListener"],
        initial: ["getLastNotificationResponse"],
        showing: "call Notifications.setNotificationHandler with a handleNotification that "
          + "returns shouldShowBanner and shouldShowList true"),
      Script(
        sdk: "OneSignal", bridge: "onesignal", language: .javaScript,
        modules: ["react-native-onesignal", "onesignal-expo-plugin"],
        registrations: [
          .init(
            call: "addEventListener", form: .event("foregroundWillDisplay"),
            handler: "foregroundWillDisplay"),
          .init(call: "addEventListener", form: .event("click"), handler: "click"),
          .init(
            call: "setNotificationWillShowInForegroundHandler", form: .call,
            handler: "foregroundWillDisplay"),
          .init(call: "setNotificationOpenedHandler", form: .call, handler: "click"),
        ],
        background: [], silent: [], opened: ["click"], initial: [],
        showing: "call event.getNotification().display() in the foregroundWillDisplay "
          + "listener, or register none",
        followsDelegate: true),
      Script(
        sdk: "OneSignal", bridge: "onesignal", language: .dart,
        modules: ["package:onesignal_flutter/"],
        registrations: [
          .init(
            call: "addForegroundWillDisplayListener", form: .call,
            handler: "foregroundWillDisplay"),
          .init(call: "addClickListener", form: .call, handler: "click"),
          .init(
            call: "setNotificationWillShowInForegroundHandler", form: .call,
            handler: "foregroundWillDisplay"),
          .init(call: "setNotificationOpenedHandler", form: .call, handler: "click"),
        ],
        background: [], silent: [], opened: ["click"], initial: [],
        showing: "do not call event.preventDefault() in the foregroundWillDisplay listener",
        followsDelegate: true),
    ]

    /// Returns the scripts of an SDK, by its ``PushSDK/name``.
    package static func scripts(of sdk: String) -> [Script] { all.filter { $0.sdk == sdk } }
  }
}
