import PushMatrixModel

/// One field of an app profile: its key, what it accepts besides `unknown`, and how a value is
/// read from a profile and written to it as text.
///
/// The fields are listed once, in ``AppProfile/fields``; the JSON form, its reader, the text
/// report and overrides all walk that list.
package struct ProfileField: Sendable {
  /// The key in the JSON form, such as `delegateTiming`.
  package let id: String
  /// What the field accepts, `unknown` included, as messages say it.
  package let expected: String
  private let read: @Sendable (AppProfile) -> String?
  private let write: @Sendable (inout AppProfile, String?) throws(AxisValueError) -> Void

  /// Declares a field from how its value is got, set, named and parsed.
  ///
  /// - Parameters:
  ///   - id: the key.
  ///   - expected: what it accepts, `unknown` included.
  ///   - get: the profile's value, `nil` when unknown.
  ///   - set: sets the profile's value.
  ///   - identifier: a value's text.
  ///   - parse: reads a value from text other than `unknown`.
  init<Value>(
    id: String, expected: String, get: @escaping @Sendable (AppProfile) -> Value?,
    set: @escaping @Sendable (inout AppProfile, Value?) -> Void,
    identifier: @escaping @Sendable (Value) -> String,
    parse: @escaping @Sendable (String) throws(AxisValueError) -> Value
  ) {
    self.id = id
    self.expected = expected
    read = { get($0).map(identifier) }
    write = { profile, text throws(AxisValueError) in
      set(&profile, try text.map { text throws(AxisValueError) in try parse(text) })
    }
  }

  /// Declares a field whose values are the cases of an enumeration, by raw value.
  init<Value: RawRepresentable<String> & CaseIterable & Sendable>(
    id: String, get: @escaping @Sendable (AppProfile) -> Value?,
    set: @escaping @Sendable (inout AppProfile, Value?) -> Void
  ) {
    let names = Value.allCases.map(\.rawValue)
    let expected = (names + [AppProfile.unknown]).alternatives
    self.init(
      id: id, expected: expected, get: get, set: set, identifier: \.rawValue,
      parse: { text throws(AxisValueError) in
        guard let value = Value(rawValue: text) else {
          throw AxisValueError(
            axis: id, value: text, expected: expected,
            hint: Suggestion.didYouMean(text, among: names + [AppProfile.unknown]))
        }
        return value
      })
  }

  /// Returns the field's value in a profile as text, `unknown` when it is not known.
  package func text(in profile: AppProfile) -> String { read(profile) ?? AppProfile.unknown }

  /// Sets the field's value in a profile from text; `unknown` clears it.
  ///
  /// - Throws: ``AxisValueError`` naming the field, the text and what it accepts.
  package func assign(_ text: String, to profile: inout AppProfile) throws(AxisValueError) {
    try write(&profile, text == AppProfile.unknown ? nil : text)
  }
}
