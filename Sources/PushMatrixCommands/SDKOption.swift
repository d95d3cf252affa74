import PushMatrixEngine
import PushMatrixIO
import PushMatrixModel

/// `--sdk NAME[@VERSION]`: the cross-platform SDK whose bridge follows the native answer
/// (``SDKBridge``), at the release its code was read at unless a version is given.
enum SDKOption {
  /// The option's name.
  static let option = "sdk"

  /// The option's value in the usage line.
  static let usage = "[--sdk NAME[@VERSION]]"

  /// The option's help line.
  static let help = HelpText.option(
    "--sdk NAME[@VER]",
    "follow the native answer with a push SDK's handlers: "
      + SDKBridge.all.map(\.id).joined(separator: ", ")
      + ", or a package's name such as @react-native-firebase/messaging, firebase_messaging, "
      + "react-native-onesignal, onesignal_flutter or @notifee/react-native; @VERSION picks a "
      + "release (default: "
      + SDKBridge.all.map { "\($0.id) \($0.current)" }.joined(separator: ", ") + ")")

  /// Returns the bridge `--sdk` names, at the release it names, or `nil` without the option.
  ///
  /// A version follows the last `@` that does not start the value, since scoped npm packages
  /// start with one: `@react-native-firebase/messaging@21.0.0`.
  ///
  /// - Throws: ``UsageError`` naming the value for an unknown SDK (with the closest name), a
  ///   malformed version, or a release before the first the bridge describes.
  static func bridge(_ scan: ArgumentScanner) throws(UsageError) -> SDKBridge? {
    guard let text = scan.values[option] else { return nil }
    var name = text
    var versionText: String?
    if let at = text.lastIndex(of: "@"), at != text.startIndex {
      name = String(text[..<at])
      versionText = String(text[text.index(after: at)...])
    }
    guard let bridge = SDKBridge.named(name) else {
      throw scan.invalidValue(name, for: option, accepted: SDKBridge.names)
    }
    guard let versionText else { return bridge }
    guard let version = SDKVersion(versionText) else {
      throw scan.error(
        "invalid version \(versionText.messageQuoted) for option --\(option): expected "
          + "MAJOR[.MINOR[.PATCH]], such as \(bridge.current)")
    }
    do {
      return try bridge.at(version)
    } catch {
      throw scan.error("invalid value \(text.messageQuoted) for option --\(option): \(error)")
    }
  }
}
