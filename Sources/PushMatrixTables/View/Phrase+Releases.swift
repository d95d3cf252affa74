import PushMatrixModel

extension Phrase {
  /// Returns the releases of a range, such as a quirk's, worded in a language, or `nil` when
  /// the range holds every release a page shows, so that it limits nothing there.
  ///
  /// A range of one minor release (`18.0..<18.1`, which holds 18.0.1 too) or of one release
  /// reads `iOS 18.0 only`; a range past the page's newest release reads `iOS 13.0 and later`;
  /// any other range names both its ends, the upper one left out.
  ///
  /// - Parameters:
  ///   - range: the releases, from the first up to but not including the upper bound.
  ///   - versions: the releases the page shows, ascending.
  ///   - language: the language of the words.
  /// - Returns: the words, or `nil` for a range that leaves no release of `versions` out.
  package static func releases(
    _ range: Range<OSVersion>, among versions: [OSVersion], language: Language
  ) -> String? {
    guard !versions.allSatisfy(range.contains) else { return nil }
    let (lower, upper) = (range.lowerBound, range.upperBound)
    if lower.patch == 0 && upper == OSVersion(lower.major, lower.minor + 1) {
      return releaseOnly.text(language, "\(lower.major).\(lower.minor)")
    }
    if upper == lower.next { return releaseOnly.text(language, lower.description) }
    if versions.allSatisfy({ $0 < upper }) {
      return releasesFrom.text(language, lower.description)
    }
    return releasesBefore.text(language, lower.description, upper.description)
  }
}
