import PushMatrixIO
import PushMatrixTables

extension SourceOutline {
  /// Returns the names a file binds to the notification center, so that `center.delegate = …`
  /// can be told from any other object's delegate.
  ///
  /// In Swift: `let center = UNUserNotificationCenter.current()`, and any name declared
  /// `: UNUserNotificationCenter`. In Objective-C: `UNUserNotificationCenter *center` (a
  /// variable, a parameter or a property, with its `_center` instance variable), and
  /// `center = [UNUserNotificationCenter currentNotificationCenter]`. The patterns of one
  /// language never occur in the other, so one scan serves both.
  static func centerNames(in tokens: [SourceToken]) -> Set<String> {
    var names: Set<String> = []
    for index in tokens.indices where tokens[index].isIdentifier("UNUserNotificationCenter") {
      let before = index >= 1 ? tokens[index - 1] : nil
      let name = index >= 2 && tokens[index - 2].kind == .identifier ? tokens[index - 2].text : nil
      let isCurrent =
        index + 2 < tokens.count && tokens[index + 1].isPunctuation(".")
        && tokens[index + 2].isIdentifier("current")
      if let name,
        before?.isPunctuation(":") ?? false || (before?.isPunctuation("=") ?? false && isCurrent)
      {
        names.insert(name)
      }
      if index + 2 < tokens.count && tokens[index + 1].isPunctuation("*")
        && tokens[index + 2].kind == .identifier
      {
        names.insert(tokens[index + 2].text)
        names.insert("_" + tokens[index + 2].text)
      }
      if index >= 3 && before?.isPunctuation("[") ?? false && tokens[index - 2].isPunctuation("=")
        && tokens[index - 3].kind == .identifier
      {
        names.insert(tokens[index - 3].text)
      }
    }
    return names
  }
}
