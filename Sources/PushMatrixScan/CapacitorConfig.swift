import PushMatrixModel

/// The foreground presentation a Capacitor app's configuration asks of the push-notifications
/// plugin: `plugins.PushNotifications.presentationOptions` in `capacitor.config.json` or
/// `capacitor.config.ts`.
///
/// Both files are read as JavaScript tokens (JSON is written the same way): the
/// `presentationOptions` member of the object written after the first `PushNotifications` key,
/// whose value is an array of string literals. Capacitor's CLI copies the configuration into `ios/App/App/capacitor.config.json`,
/// which the plugin reads at run time.
package struct CapacitorConfig: Equatable, Sendable {
  /// The file names the configuration is written in, in the order they are read.
  static let names = ["capacitor.config.json", "capacitor.config.ts"]

  /// The file, relative to the scanned root.
  var file: String
  /// Where `presentationOptions` is, or `nil` when the file does not set it.
  var line: Int?
  /// The option names, none when the file does not set them (the plugin's default), or `nil`
  /// when the value is not an array of string literals.
  var options: [String]? = []
  /// Where `ios.handleApplicationNotifications` is `false`, or `nil` when it is not: the
  /// bridge then leaves the notification center's delegate to the app (CapacitorBridge.swift
  /// in ionic-team/capacitor, cited by the Capacitor entry of ``PushSDK/known``).
  var routerOffLine: Int?

  /// The key of the Capacitor configuration that keeps the bridge's router from being the
  /// notification center's delegate.
  static let routerKey = "ios.handleApplicationNotifications"

  /// Reads a configuration's tokens; ``line`` stays `nil`, and ``options`` empty, when the file
  /// sets no `presentationOptions` for the push-notifications plugin.
  init(tokens: [ScriptToken], file: String) {
    self.file = file
    func isKey(_ token: ScriptToken, _ name: String) -> Bool {
      (token.kind == .identifier || token.kind == .string) && token.text == name
    }
    if let key = tokens.indices.dropLast(2).first(where: {
      isKey(tokens[$0], "handleApplicationNotifications") && tokens[$0 + 1].isPunctuation(":")
        && tokens[$0 + 2].kind == .identifier && tokens[$0 + 2].text == "false"
    }) {
      routerOffLine = tokens[key].line
    }
    guard let plugin = tokens.firstIndex(where: { isKey($0, "PushNotifications") }),
      plugin + 2 < tokens.count, tokens[plugin + 1].isPunctuation(":"),
      tokens[plugin + 2].isPunctuation("{")
    else { return }
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
    guard let key = found else { return }
    line = tokens[key].line
    options = nil
    var names: [String] = []
    var index = key + 2
    guard index < tokens.count, tokens[index].isPunctuation("[") else { return }
    index += 1
    while index < tokens.count, !tokens[index].isPunctuation("]") {
      guard tokens[index].kind == .string else { return }
      names.append(tokens[index].text)
      index += 1
      if index < tokens.count, tokens[index].isPunctuation(",") { index += 1 }
    }
    guard index < tokens.count else { return }
    options = names
  }

  /// The presentation the plugin's `willPresent` passes for these options (`alert` is banner
  /// and list); `nil` when the value is not an array of the option names it knows.
  var presentation: Presentation? { options.flatMap { Presentation(optionNames: $0) } }
}
