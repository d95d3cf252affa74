/// A text in every language the views come in.
package struct LocalizedText: Sendable, Hashable {
  /// The English text.
  package var en: String
  /// The Simplified Chinese text.
  package var zhHans: String
  /// The Traditional Chinese text.
  package var zhHant: String

  /// Creates a text from its three translations.
  package init(_ en: String, _ zhHans: String, _ zhHant: String) {
    self.en = en
    self.zhHans = zhHans
    self.zhHant = zhHant
  }

  /// Creates a text that is the same in every language, such as an identifier.
  package init(verbatim text: String) {
    self.init(text, text, text)
  }

  /// Returns the text in a language.
  package func text(_ language: Language) -> String {
    switch language {
    case .en: en
    case .zhHans: zhHans
    case .zhHant: zhHant
    }
  }
}
