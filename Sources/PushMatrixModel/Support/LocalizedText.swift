/// A text in every language the views come in.
public struct LocalizedText: Sendable, Hashable {
  /// The English text.
  public var en: String
  /// The Simplified Chinese text.
  public var zhHans: String
  /// The Traditional Chinese text.
  public var zhHant: String

  /// Creates a text from its three translations.
  public init(_ en: String, _ zhHans: String, _ zhHant: String) {
    self.en = en
    self.zhHans = zhHans
    self.zhHant = zhHant
  }

  /// Creates a text that is the same in every language, such as an identifier.
  public init(verbatim text: String) {
    self.init(text, text, text)
  }

  /// Returns the text in a language.
  public func text(_ language: Language) -> String {
    switch language {
    case .en: en
    case .zhHans: zhHans
    case .zhHant: zhHant
    }
  }
}
