import PushMatrixIO

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

  /// Returns the names a Swift file declares with a type name, `name: Type`, `name: Type?`,
  /// `name: any Type` or `name: (any Type)?`, each with its type (the first declaration of a
  /// name wins); `UNUserNotificationCenter` itself is left to ``centerNames(in:)``.
  static func declaredTypes(in tokens: [SourceToken]) -> [String: String] {
    var types: [String: String] = [:]
    for index in tokens.indices.dropLast(2)
    where tokens[index].kind == .identifier && tokens[index + 1].isPunctuation(":") {
      var scan = index + 2
      while scan < tokens.count - 1
        && (tokens[scan].isPunctuation("(") || tokens[scan].isIdentifier("any"))
      {
        scan += 1
      }
      let type = tokens[scan]
      guard type.isTypeName, type.text != "UNUserNotificationCenter",
        types[tokens[index].text] == nil
      else { continue }
      types[tokens[index].text] = type.text
    }
    return types
  }
}
