import PushMatrixIO

/// A token of Swift or Objective-C source: a word, a literal or a punctuation mark, with its line.
///
/// Comments and Objective-C preprocessor lines make no tokens; a string literal is one token,
/// however many lines and interpolations it holds.
package struct SourceToken: Equatable, Sendable {
  /// What a token is.
  package enum Kind: UInt8, Sendable {
    /// A name or a keyword, backquotes removed: `func`, `application`, `default`.
    case identifier
    /// `@` and the name after it: `@main`, `@interface`, `@UIApplicationDelegateAdaptor`.
    case attribute
    /// `#` and the name after it in Swift: `#if`, `#available`, `#selector`.
    case directive
    /// A number, with its dots, underscores and letters: `15.0`, `0x1F`.
    case number
    /// A string or character literal; its text is what stands between the delimiters.
    case string
    /// A bracket, a comma, a dot, or a run of operator characters such as `==` or `->`.
    case punctuation
  }

  /// What the token is.
  package var kind: Kind
  /// The token's text; for a string literal, its source text between the delimiters.
  package var text: String
  /// The 1-based line it starts on.
  package var line: Int

  /// Creates a token.
  package init(_ kind: Kind, _ text: String, line: Int) {
    self.kind = kind
    self.text = text
    self.line = line
  }

  /// Whether the token is the punctuation mark or operator `text`.
  package func isPunctuation(_ text: String) -> Bool { kind == .punctuation && self.text == text }

  /// Whether the token is the identifier or keyword `text`.
  package func isIdentifier(_ text: String) -> Bool { kind == .identifier && self.text == text }
}
