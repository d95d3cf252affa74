import PushMatrixIO
import PushMatrixModel

extension AppProfile {
  /// An override the profile cannot take, with a message naming the field or the value.
  package struct OverrideError: Error, Equatable, Sendable, CustomStringConvertible {
    /// What is wrong.
    package var message: String

    package var description: String { message }
  }

  /// Sets fields by hand from `FIELD=VALUE[,FIELD=VALUE…]`, such as
  /// `delegateTiming=atLaunch`, recording for each a finding that says what it was; a comma
  /// inside square brackets belongs to its value (`presentation=[.banner, .list]`).
  ///
  /// - Throws: ``OverrideError`` for an item without `=`, an unknown field, a value the field
  ///   does not accept, or a result whose presentation does not fit its callbacks.
  package mutating func override(_ text: String) throws(OverrideError) {
    for item in text.listItems() {
      guard let equals = item.firstIndex(of: "=") else {
        throw OverrideError(
          message: "invalid override \(String(item).messageQuoted): expected FIELD=VALUE")
      }
      let name = String(item[..<equals])
      let value = String(item[item.index(after: equals)...])
      let names = Self.fields.map(\.id)
      guard let field = Self.fields.first(where: { $0.id == name }) else {
        throw OverrideError(
          message: "unknown field \(name.messageQuoted); expected "
            + names.joined(separator: ", ") + Suggestion.clause(name, among: names))
      }
      let before = field.text(in: self)
      do {
        try field.assign(value, to: &self)
      } catch {
        throw OverrideError(message: error.description)
      }
      findings.append(
        Finding(
          field: name, file: nil, line: nil,
          shows: Finding.setByHand + "\(value) by hand (was \(before))"))
      // Set by hand, the field is no longer what a saved profile accepted.
      accepted.removeAll { $0.field == name }
    }
    do {
      try validate()
    } catch {
      throw OverrideError(message: error.description)
    }
  }
}
