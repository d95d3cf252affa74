extension String {
  /// Returns the string with every occurrence of `target` replaced, without Foundation.
  package func replacingAll(_ target: String, with replacement: String) -> String {
    split(separator: target, omittingEmptySubsequences: false).joined(separator: replacement)
  }
}
