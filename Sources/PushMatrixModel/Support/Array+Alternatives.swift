extension Array where Element == String {
  /// The words as a message or a help text offers them: `a, b or c`.
  public var alternatives: String {
    guard let last, count > 1 else { return first ?? "" }
    return dropLast().joined(separator: ", ") + " or " + last
  }
}
