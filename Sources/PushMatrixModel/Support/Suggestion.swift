/// The closest of the words a command line accepts to one it does not: the one place where
/// axis values, option values, options and commands find their "did you mean …?".
package enum Suggestion {
  /// Returns the phrase that suggests the closest candidate, such as `did you mean background?`,
  /// or `nil` when none is close.
  package static func didYouMean(_ text: String, among candidates: [String]) -> String? {
    closest(to: text, among: candidates).map(phrase)
  }

  /// Returns the suggestion as the end of a message, `; did you mean background?`, or an empty
  /// string when no candidate is close.
  package static func clause(_ text: String, among candidates: [String]) -> String {
    didYouMean(text, among: candidates).map { "; " + $0 } ?? ""
  }

  /// Returns the phrase that offers a suggestion: `did you mean background?`.
  package static func phrase(_ suggestion: String) -> String { "did you mean \(suggestion)?" }

  /// Returns the candidate closest to a text, ignoring case, or `nil` when none is close.
  ///
  /// A candidate is close when at most a third of the text's characters (and at least one) must
  /// change to turn it into the candidate; of equally close candidates the first wins, so that a
  /// message is the same on every run.
  ///
  /// - Parameters:
  ///   - text: what was typed.
  ///   - candidates: what is accepted, in the order that breaks ties.
  /// - Returns: the closest candidate, or `nil`.
  package static func closest(to text: String, among candidates: [String]) -> String? {
    let allowed = max(1, text.count / 3)
    var best: (candidate: String, distance: Int)?
    for candidate in candidates {
      let distance = self.distance(text.lowercased(), candidate.lowercased())
      if distance <= allowed, distance < best?.distance ?? .max {
        best = (candidate, distance)
      }
    }
    return best?.candidate
  }

  /// Returns the Levenshtein distance of two texts: how many characters must be inserted,
  /// deleted or replaced to turn one into the other.
  package static func distance(_ first: String, _ second: String) -> Int {
    let first = Array(first)
    let second = Array(second)
    var previous = Array(0...second.count)
    for (row, character) in first.enumerated() {
      var current = [row + 1]
      for (column, other) in second.enumerated() {
        current.append(
          min(
            previous[column + 1] + 1, current[column] + 1,
            previous[column] + (character == other ? 0 : 1)))
      }
      previous = current
    }
    return previous[second.count]
  }
}
