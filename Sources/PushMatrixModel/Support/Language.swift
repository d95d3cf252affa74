/// A language the views are written in, named by its BCP 47 tag.
public enum Language: String, CaseIterable, Sendable, DeclarationOrdered {
  /// English, with the project's callback and axis identifiers.
  case en
  /// Simplified Chinese, in the terms of 通知那些事儿(六) (前台/后台/杀死, 点击, 弹框).
  case zhHans = "zh-Hans"
  /// Traditional Chinese, in the terms of 【iOS】測試下遠程推送接收通知的那些方法的調用順序.
  case zhHant = "zh-Hant"
}

extension Language {
  /// The language's name in itself, for links between translations.
  public var nativeName: String {
    switch self {
    case .en: "English"
    case .zhHans: "简体中文"
    case .zhHant: "繁體中文"
    }
  }
}
