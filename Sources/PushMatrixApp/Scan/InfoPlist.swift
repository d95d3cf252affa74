import Foundation
import PushMatrixEngine
import PushMatrixIO

/// What the scan reads from a bundle's Info.plist: whose it is, its background modes, and
/// whether it declares scenes.
///
/// Property lists are read with Foundation's `PropertyListSerialization`, XML and binary alike;
/// the lines of the keys are found in the text of an XML list, so that findings can name them.
package struct InfoPlist: Equatable, Sendable {
  /// Whose Info.plist it is.
  package enum Role: Equatable, Sendable {
    /// An iOS app's.
    case app
    /// A Notification Service Extension's.
    case notificationServiceExtension
    /// Any other bundle's (another extension, a test bundle, a framework, a watch or macOS app),
    /// or no bundle's at all.
    case otherBundle
  }

  /// The key that lists the background modes.
  static let backgroundModesKey = "UIBackgroundModes"
  /// The background mode that lets a push run the app in the background.
  static let remoteNotificationMode = "remote-notification"
  /// The key that declares scenes.
  static let sceneManifestKey = "UIApplicationSceneManifest"
  /// The key that names an extension's kind.
  static let extensionPointKey = "NSExtensionPointIdentifier"
  /// The extension point of a Notification Service Extension.
  static let serviceExtensionPoint = "com.apple.usernotifications.service"

  /// The file relative to the scanned root.
  package var file: String
  /// Whose it is.
  package var role: Role
  /// The background modes it declares.
  package var backgroundModes: [String]
  /// Whether it has a scene manifest.
  package var hasSceneManifest: Bool
  /// The lines of the keys above and of the `remote-notification` mode, in an XML list.
  package var lines: [String: Int]

  /// Whether the scan reads a property list at all: one named `Info.plist` (or `…-Info.plist`),
  /// or one that names a bundle identifier or an extension point.
  package static func isCandidate(name: String, bytes: [UInt8]) -> Bool {
    name.hasSuffix("Info.plist")
      || bytes.firstRange(of: Array("CFBundleIdentifier".utf8)) != nil
      || bytes.firstRange(of: Array(extensionPointKey.utf8)) != nil
  }

  /// Reads an Info.plist.
  ///
  /// - Parameters:
  ///   - bytes: the file's bytes, XML or binary.
  ///   - path: the path as the user can open it, for diagnostics.
  ///   - file: the path relative to the scanned root.
  /// - Throws: ``Diagnostic`` for a malformed property list, with the line where the parser
  ///   names one, or one that is not a dictionary.
  package init(bytes: [UInt8], path: String, file: String) throws(Diagnostic) {
    let object: Any
    do {
      object = try PropertyListSerialization.propertyList(from: Data(bytes), format: nil)
    } catch {
      throw Self.diagnostic(for: error, path: path)
    }
    guard let dictionary = object as? [String: Any] else {
      throw Diagnostic(
        file: path, line: nil, message: "expected a dictionary at the top of the property list")
    }
    self.file = file
    backgroundModes = dictionary[Self.backgroundModesKey] as? [String] ?? []
    hasSceneManifest = dictionary[Self.sceneManifestKey] != nil
    role = Self.role(of: dictionary)
    lines = Self.lines(in: bytes)
  }

  /// Decides whose Info.plist a dictionary is.
  private static func role(of dictionary: [String: Any]) -> Role {
    // A list that names no bundle key, such as GoogleService-Info.plist, is not an Info.plist.
    guard
      dictionary.keys.contains(where: { $0.hasPrefix("CFBundle") || $0.hasPrefix("NSExtension") })
    else { return .otherBundle }
    if let bundleExtension = dictionary["NSExtension"] as? [String: Any] {
      return bundleExtension[extensionPointKey] as? String == serviceExtensionPoint
        ? .notificationServiceExtension : .otherBundle
    }
    let packageType = dictionary["CFBundlePackageType"] as? String
    let otherKinds = [
      "WKApplication", "WKWatchKitApp", "WKCompanionAppBundleIdentifier",
      "EXAppExtensionAttributes",
    ]
    // A macOS app names its lowest macOS and has none of the UI… keys an iOS app has.
    let isMac =
      dictionary["LSMinimumSystemVersion"] != nil && dictionary["LSRequiresIPhoneOS"] == nil
      && !dictionary.keys.contains { $0.hasPrefix("UI") }
    if ["BNDL", "FMWK", "XPC!"].contains(packageType) || isMac
      || otherKinds.contains(where: { dictionary[$0] != nil })
    {
      return .otherBundle
    }
    return .app
  }

  /// Finds the lines of the keys a finding names in an XML property list; none in a binary one.
  private static func lines(in bytes: [UInt8]) -> [String: Int] {
    guard !bytes.starts(with: Array("bplist".utf8)) else { return [:] }
    var lines: [String: Int] = [:]
    var afterModes = false
    for (index, line) in String(decoding: bytes, as: UTF8.self).split(
      separator: "\n", omittingEmptySubsequences: false
    ).enumerated() {
      for key in [backgroundModesKey, sceneManifestKey, extensionPointKey]
      where lines[key] == nil && line.contains("<key>\(key)</key>") {
        lines[key] = index + 1
        afterModes = afterModes || key == backgroundModesKey
      }
      if afterModes && lines[remoteNotificationMode] == nil
        && line.contains("<string>\(remoteNotificationMode)</string>")
      {
        lines[remoteNotificationMode] = index + 1
      }
    }
    return lines
  }

  /// Turns a property-list parser's error into a diagnostic with the line the parser names.
  static func diagnostic(for error: Error, path: String) -> Diagnostic {
    let described =
      (error as NSError).userInfo[NSDebugDescriptionErrorKey] as? String
      ?? error.localizedDescription
    var line: Int?
    if let range = described.range(of: #"line (\d+)"#, options: .regularExpression) {
      line = Int(described[range].dropFirst(5))
    }
    return Diagnostic(file: path, line: line, message: "malformed property list: \(described)")
  }
}
