import Testing

@testable import PushMatrixModel

@Suite("Suggestions for typos")
struct SuggestionTests {
  @Test(
    "the edit distance counts insertions, deletions and substitutions",
    arguments: [
      ("", "", 0), ("abc", "", 3), ("", "ab", 2), ("kitten", "sitting", 3),
      ("backgrund", "background", 1), ("flaw", "lawn", 2), ("same", "same", 0),
    ])
  func distance(_ first: String, _ second: String, _ expected: Int) {
    #expect(Suggestion.distance(first, second) == expected)
    #expect(Suggestion.distance(second, first) == expected)
  }

  @Test(
    "a typo gets the closest candidate, ignoring case",
    arguments: [
      ("backgrund", "background"), ("forground", "foreground"), ("NotRunning", "notRunning"),
      ("forcequit", "forceQuit"), ("suspend", "suspended"),
    ])
  func closest(_ typo: String, _ expected: String) {
    let states = ["foreground", "background", "suspended", "notRunning", "forceQuit"]
    #expect(Suggestion.closest(to: typo, among: states) == expected)
  }

  @Test(
    "a word far from every candidate gets no suggestion",
    arguments: [
      ("asleep", ["foreground", "background"]), ("xml", ["tsv", "csv", "json"]),
      ("fr", ["en", "zh-Hans"]), ("yes", ["on", "off"]), ("", ["on", "off"]),
    ])
  func nothingClose(_ word: String, _ candidates: [String]) {
    #expect(Suggestion.closest(to: word, among: candidates) == nil)
  }

  @Test("a tie goes to the first candidate, so the message is the same on every run")
  func tieIsDeterministic() {
    #expect(Suggestion.closest(to: "cav", among: ["tsv", "csv", "cat"]) == "csv")
  }

  @Test("the phrase asks about the suggestion, or is nil without one")
  func phrase() {
    #expect(Suggestion.didYouMean("backgrund", among: ["background"]) == "did you mean background?")
    #expect(Suggestion.didYouMean("zzz", among: ["background"]) == nil)
  }
}
