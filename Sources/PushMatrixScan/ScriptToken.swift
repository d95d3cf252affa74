/// A token of a JavaScript, TypeScript or Dart file, as the cross-platform reader
/// (``ScriptReader``) needs it: names, string literals, and punctuation, each with its line.
package struct ScriptToken: Equatable, Sendable {
  /// What a token is.
  package enum Kind: Equatable, Sendable {
    /// A name or keyword, such as `messaging` or `function`.
    case identifier
    /// A string literal, its text without the quotes; a template literal's or an interpolated
    /// string's text with its `${…}` parts left in.
    case string
    /// A number.
    case number
    /// One character of punctuation, or `=>`.
    case punctuation
  }

  /// What it is.
  package var kind: Kind
  /// Its text.
  package var text: String
  /// The line it starts on, from 1.
  package var line: Int

  /// Whether it is punctuation with this text.
  func isPunctuation(_ text: String) -> Bool { kind == .punctuation && self.text == text }

  /// Whether it is a name with this text.
  func isIdentifier(_ text: String) -> Bool { kind == .identifier && self.text == text }
}
