/// One build setting as a project or an xcconfig file writes it: its value, and where it is set.
package struct BuildSetting: Equatable, Sendable {
  /// The value as written, an array's items joined by spaces.
  package var value: String
  /// Where it is set, when the line is known.
  package var location: FileLocation

  /// Creates a setting.
  package init(value: String, location: FileLocation) {
    self.value = value
    self.location = location
  }

  /// Whether a setting's key, such as `INFOPLIST_KEY_X[sdk=iphoneos*]`, applies when building
  /// for an SDK: a plain key always does, a conditional one when each of its conditions is an
  /// `sdk=` condition whose pattern (a trailing `*` matching any ending) matches the SDK.
  ///
  /// - Returns: the key without its conditions, and whether it applies; `nil` for a key whose
  ///   conditions do not apply.
  static func baseKey(_ key: String, appliesTo sdk: String) -> (key: String, isConditional: Bool)? {
    guard let open = key.firstIndex(of: "[") else { return (key, false) }
    let base = String(key[..<open])
    for condition in key[open...].split(separator: "]") {
      let text = condition.drop { $0 == "[" }
      guard text.hasPrefix("sdk=") else { return nil }
      let pattern = text.dropFirst(4)
      let matches =
        pattern.hasSuffix("*") ? sdk.hasPrefix(pattern.dropLast()) : sdk == pattern
      guard matches else { return nil }
    }
    return (base, true)
  }
}
