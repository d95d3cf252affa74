import PushMatrixModel

/// The foreground presentation a Capacitor app's configuration asks of its push plugins:
/// `plugins.PushNotifications.presentationOptions` (Capacitor's push-notifications plugin) and
/// `plugins.FirebaseMessaging.presentationOptions` (Capacitor Firebase Messaging) in
/// `capacitor.config.json` or `capacitor.config.ts`.
///
/// Both files are read as JavaScript tokens (JSON is written the same way): the
/// `presentationOptions` member of the object written after the first key of the plugin,
/// whose value is an array of string literals. Capacitor's CLI copies the configuration into
/// `ios/App/App/capacitor.config.json`, which the plugins read at run time.
package struct CapacitorConfig: Equatable, Sendable {
  /// The file names the configuration is written in, in the order they are read.
  static let names = ["capacitor.config.json", "capacitor.config.ts"]

  /// A plugin's `presentationOptions` as a configuration writes them.
  struct Options: Equatable, Sendable {
    /// Where they are.
    var line: Int
    /// The option names, or `nil` when the value is not an array of string literals.
    var names: [String]?
  }

  /// How a Capacitor plugin whose `willPresent` passes its configured options reads them.
  struct Plugin: Sendable {
    /// Its key under the configuration's `plugins`.
    let key: String
    /// The options it passes when no configuration sets any.
    let defaults: [String]
    /// The option names it knows.
    let known: [String]
    /// Whether it skips a name it does not know, rather than the value being unreadable.
    let skipsUnknown: Bool

    /// The presentation some option names make (`alert` is banner and list), or `nil` when
    /// one is a name the plugin does not know and does not skip.
    func presentation(_ names: [String]) -> Presentation? {
      let read = skipsUnknown ? names.filter(known.contains) : names
      guard read.allSatisfy(known.contains) else { return nil }
      return Presentation(optionNames: read)
    }
  }

  /// The Capacitor plugins whose `willPresent` passes `plugins.KEY.presentationOptions`, by
  /// ``PushSDK/name``: the push-notifications plugin (none by default; ionic-team/
  /// capacitor-plugins@5b65292 `PushNotificationsHandler.swift:32-55`) and Capacitor Firebase
  /// Messaging (badge, sound and alert by default, other names skipped;
  /// capawesome-team/capacitor-firebase@8d65ad1 `FirebaseMessagingConfig.swift:1-3`,
  /// `FirebaseMessaging.swift:131-155`).
  static let plugins: [String: Plugin] = [
    ProfileInference.capacitorPlugin: Plugin(
      key: "PushNotifications", defaults: [],
      known: ["badge", "sound", "alert", "banner", "list"], skipsUnknown: false),
    "Capacitor Firebase Messaging": Plugin(
      key: "FirebaseMessaging", defaults: ["badge", "sound", "alert"],
      known: ["alert", "badge", "sound"], skipsUnknown: true),
  ]

  /// The file, relative to the scanned root.
  var file: String
  /// The `presentationOptions` the file sets, by plugin key; a plugin it sets none for (which
  /// then takes its default) is absent.
  var options: [String: Options] = [:]
  /// Where `ios.handleApplicationNotifications` is `false`, or `nil` when it is not: the
  /// bridge then leaves the notification center's delegate to the app (CapacitorBridge.swift
  /// in ionic-team/capacitor, cited by the Capacitor entry of ``PushSDK/known``).
  var routerOffLine: Int?

  /// The key of the Capacitor configuration that keeps the bridge's router from being the
  /// notification center's delegate.
  static let routerKey = "ios.handleApplicationNotifications"

  /// Reads a configuration's tokens.
  init(tokens: [ScriptToken], file: String) {
    self.file = file
    if let key = tokens.indices.dropLast(2).first(where: {
      Self.isKey(tokens[$0], "handleApplicationNotifications") && tokens[$0 + 1].isPunctuation(":")
        && tokens[$0 + 2].kind == .identifier && tokens[$0 + 2].text == "false"
    }) {
      routerOffLine = tokens[key].line
    }
    for plugin in Self.plugins.values {
      options[plugin.key] = Self.options(of: plugin.key, in: tokens)
    }
  }

  /// Whether a token is a key: a name, or a string as JSON writes it.
  private static func isKey(_ token: ScriptToken, _ name: String) -> Bool {
    (token.kind == .identifier || token.kind == .string) && token.text == name
  }

  /// The `presentationOptions` of the object written after a plugin's first key, or `nil` when
  /// it sets none.
  private static func options(of plugin: String, in tokens: [ScriptToken]) -> Options? {
    guard let plugin = tokens.firstIndex(where: { isKey($0, plugin) }),
      plugin + 2 < tokens.count, tokens[plugin + 1].isPunctuation(":"),
      tokens[plugin + 2].isPunctuation("{")
    else { return nil }
    // The key among the plugin object's own members, not a later plugin's.
    var depth = 0
    var found: Int?
    for index in (plugin + 2)..<(tokens.count - 1) {
      let token = tokens[index]
      if token.isPunctuation("{") || token.isPunctuation("[") || token.isPunctuation("(") {
        depth += 1
      } else if token.isPunctuation("}") || token.isPunctuation("]") || token.isPunctuation(")") {
        depth -= 1
        if depth == 0 { break }
      } else if depth == 1, isKey(token, "presentationOptions"),
        tokens[index + 1].isPunctuation(":")
      {
        found = index
        break
      }
    }
    guard let key = found else { return nil }
    var options = Options(line: tokens[key].line, names: nil)
    var names: [String] = []
    var index = key + 2
    guard index < tokens.count, tokens[index].isPunctuation("[") else { return options }
    index += 1
    while index < tokens.count, !tokens[index].isPunctuation("]") {
      guard tokens[index].kind == .string else { return options }
      names.append(tokens[index].text)
      index += 1
      if index < tokens.count, tokens[index].isPunctuation(",") { index += 1 }
    }
    guard index < tokens.count else { return options }
    options.names = names
    return options
  }
}
