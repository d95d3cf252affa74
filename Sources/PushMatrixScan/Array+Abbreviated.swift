extension Array where Element == String {
  /// The first items joined with commas, and how many more there are: `A, B, C and 4 more`.
  ///
  /// - Parameter shown: how many items to name.
  /// - Returns: the items named, and `and N more` when there are more.
  func abbreviated(naming shown: Int) -> String {
    prefix(shown).joined(separator: ", ") + (count > shown ? " and \(count - shown) more" : "")
  }
}
