import Foundation
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
  /// `UIBackgroundModes` as written when it is not an array of strings, which iOS does not
  /// read as modes; `nil` when it is one or is absent.
  package var unreadableBackgroundModes: String?
  /// Whether it has a scene manifest.
  package var hasSceneManifest: Bool
  /// The value of `FirebaseAppDelegateProxyEnabled` (``ProxySwitch``), or `nil` for none.
  package var proxyEnabled: Bool?
  /// The lines of the keys above and of the `remote-notification` mode, in an XML list.
  package var lines: [String: Int]
  /// The files of those keys that another file than ``file`` sets: a list a spec writes from
  /// `properties` merged from several spec files.
  package var keyFiles: [String: String] = [:]

  /// Where a key, or the `remote-notification` mode, is set.
  package func location(of key: String) -> FileLocation {
    FileLocation(file: keyFiles[key] ?? file, line: lines[key])
  }
  /// The values written in a typed element (`<integer>`, `<real>`, `<date>`) that it cannot
  /// hold, by line (those of one line joined by commas), such as `<integer>$(APP_ID)</integer>`,
  /// which Xcode substitutes before it reads the list, or a placeholder for a secret left out of
  /// the repository; each was read as a string, so that the rest of the list is read.
  package var looseValues: [Int: String] = [:]
  /// How many such values a list may hold before it is refused as malformed; each costs one
  /// more reading of the whole list.
  static let maximumLooseValues = 16
  /// The largest list, in bytes, read again for such values: hundreds of times an app's
  /// Info.plist, and small enough that sixteen more readings stay cheap.
  static let maximumLooseSize = 1 << 20

  /// Whether the list is preprocessed (`INFOPLIST_PREPROCESS = YES`): it has `#if` lines, and
  /// was read twice, every `#if` taking its first branch, then every one its `#else`.
  package var isPreprocessed = false
  /// The keys, of ``backgroundModesKey`` and ``sceneManifestKey``, that the two readings of a
  /// preprocessed list answer differently: what they decide is unknown.
  package var undecided: Set<String> = []

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
    guard let (first, other) = Self.readings(of: bytes) else {
      try self.init(plain: bytes, path: path, file: file)
      return
    }
    try self.init(plain: first, path: path, file: file)
    let otherReading = try InfoPlist(plain: other, path: path, file: file)
    isPreprocessed = true
    looseValues.merge(otherReading.looseValues) { first, _ in first }
    let remote = Self.remoteNotificationMode
    if backgroundModes.contains(remote) != otherReading.backgroundModes.contains(remote) {
      undecided.insert(Self.backgroundModesKey)
    }
    if hasSceneManifest != otherReading.hasSceneManifest {
      undecided.insert(Self.sceneManifestKey)
    }
    // A key that only the other branch sets is found on its line.
    lines.merge(otherReading.lines) { first, _ in first }
  }

  /// Returns the two readings of a preprocessed XML list, or `nil` for a list without `#` lines.
  ///
  /// One reading has every `#if`, `#ifdef` or `#ifndef` take its first branch, the other its
  /// `#else` branch (none without one; an `#elif` branch is in neither). The `#` lines become
  /// empty lines, so that each key keeps its line.
  static func readings(of bytes: [UInt8]) -> (first: [UInt8], other: [UInt8])? {
    guard !bytes.starts(with: Array("bplist".utf8)) else { return nil }
    enum Branch { case first, middle, last }
    let lines = bytes.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
    var open: [Branch] = []
    var isPreprocessed = false
    var first: [UInt8] = []
    var other: [UInt8] = []
    for (number, line) in lines.enumerated() {
      let text = line.drop { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") }
      if text.first == UInt8(ascii: "#") {
        isPreprocessed = true
        let word = String(
          decoding: text.dropFirst().prefix { $0 >= 0x61 && $0 <= 0x7A }, as: UTF8.self)
        switch word {
        case "if", "ifdef", "ifndef": open.append(.first)
        case "elif" where !open.isEmpty: open[open.count - 1] = .middle
        case "else" where !open.isEmpty: open[open.count - 1] = .last
        case "endif" where !open.isEmpty: open.removeLast()
        default: break
        }
      } else {
        if open.allSatisfy({ $0 == .first }) { first += line }
        if open.allSatisfy({ $0 == .last }) { other += line }
      }
      if number < lines.count - 1 {
        first.append(UInt8(ascii: "\n"))
        other.append(UInt8(ascii: "\n"))
      }
    }
    return isPreprocessed ? (first, other) : nil
  }

  /// Reads a list without `#` lines; a line the parser refuses for a typed element's value is
  /// read again with that element as a string (``looseValues``).
  private init(plain bytes: [UInt8], path: String, file: String) throws(Diagnostic) {
    var text = bytes
    var loose: [Int: String] = [:]
    var loosened = 0
    var object: Any?
    while object == nil {
      do {
        object = try PropertyListSerialization.propertyList(from: Data(text), format: nil)
      } catch {
        let diagnostic = Self.diagnostic(for: error, path: path)
        guard loosened < Self.maximumLooseValues, bytes.count <= Self.maximumLooseSize,
          let line = diagnostic.line,
          let (rewritten, value) = Self.loosening(line: line, of: text)
        else { throw diagnostic }
        text = rewritten
        loosened += 1
        loose[line] = loose[line].map { "\($0), \(value)" } ?? value
      }
    }
    guard let dictionary = object as? [String: Any] else {
      throw Diagnostic(
        file: path, line: nil, message: "expected a dictionary at the top of the property list")
    }
    self.init(dictionary: dictionary, file: file, lines: Self.lines(in: bytes))
    looseValues = loose
  }

  /// Rewrites the first typed element of an XML line (`<integer>`, `<real>` or `<date>`) as a
  /// `<string>` element, keeping every line where it was.
  ///
  /// - Returns: the list rewritten and the element's value, or `nil` when the line holds no
  ///   whole typed element.
  static func loosening(line: Int, of bytes: [UInt8]) -> ([UInt8], String)? {
    var start = bytes.startIndex
    for _ in 1..<max(line, 1) {
      guard let newline = bytes[start...].firstIndex(of: UInt8(ascii: "\n")) else { return nil }
      start = newline + 1
    }
    let end = bytes[start...].firstIndex(of: UInt8(ascii: "\n")) ?? bytes.endIndex
    let lineBytes = bytes[start..<end]
    for tag in ["integer", "real", "date"] {
      guard let open = lineBytes.firstRange(of: Array("<\(tag)>".utf8)),
        let close = lineBytes[open.upperBound...].firstRange(of: Array("</\(tag)>".utf8))
      else { continue }
      let value = String(decoding: lineBytes[open.upperBound..<close.lowerBound], as: UTF8.self)
      let rewritten =
        bytes[..<open.lowerBound] + Array("<string>".utf8)
        + bytes[open.upperBound..<close.lowerBound] + Array("</string>".utf8)
        + bytes[close.upperBound...]
      return (Array(rewritten), value)
    }
    return nil
  }

  /// Reads the keys of an Info.plist that a project generator writes from its spec, such as
  /// XcodeGen's `info: properties:`.
  ///
  /// - Parameters:
  ///   - dictionary: the keys and values, as a property list holds them.
  ///   - file: the file that sets them, relative to the scanned root.
  ///   - lines: the lines of the keys findings name, as ``lines``.
  package init(dictionary: [String: Any], file: String, lines: [String: Int]) {
    self.file = file
    backgroundModes = dictionary[Self.backgroundModesKey] as? [String] ?? []
    if let value = dictionary[Self.backgroundModesKey], !(value is [String]) {
      let kind =
        value is String ? "a string" : value is [Any] ? "an array of non-strings" : "not an array"
      unreadableBackgroundModes = "\(kind), \(String(describing: value).messageQuoted)"
    }
    hasSceneManifest = dictionary[Self.sceneManifestKey] != nil
    proxyEnabled = ProxySwitch.isEnabled(in: dictionary)
    role = Self.role(of: dictionary)
    self.lines = lines
  }

  /// The Firebase proxy switch the list sets, where it sets it; `nil` when it sets none.
  package var proxySwitch: ProxySwitch? {
    proxyEnabled.map { ProxySwitch(location: location(of: ProxySwitch.key), isEnabled: $0) }
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
      for key in [backgroundModesKey, sceneManifestKey, extensionPointKey, ProxySwitch.key]
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
