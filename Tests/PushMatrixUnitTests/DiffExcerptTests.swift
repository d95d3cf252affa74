import Testing

@testable import PushMatrixDocument
@testable import PushMatrixGoldens

@Suite("Diff excerpts")
struct DiffExcerptTests {
  /// Lines with their line feeds, as an excerpt takes them.
  static func lines(_ texts: [String]) -> [String] { texts.map { $0 + "\n" } }

  @Test("one changed line shows with three lines of context on each side")
  func oneLine() {
    let excerpt = DiffExcerpt(
      context: Self.lines(["z", "a", "b", "c"]), old: Self.lines(["x", "d", "e", "f", "g"]),
      new: Self.lines(["y", "d", "e", "f", "g"]), firstLine: 5, labels: ("old", "new"))
    #expect(
      excerpt.lines == [
        "--- old", "+++ new", "@@ -2,7 +2,7 @@", " a", " b", " c", "-x", "+y", " d", " e", " f",
      ])
  }

  @Test("a long change shows six lines of each side and says how many more")
  func longChange() {
    let old = Self.lines((1...30).map { "old \($0)" })
    let new = Self.lines((1...20).map { "new \($0)" })
    let excerpt = DiffExcerpt(context: [], old: old, new: new, firstLine: 1, labels: ("a", "b"))
    #expect(
      excerpt.lines
        == ["--- a", "+++ b", "@@ -1,30 +1,20 @@"] + (1...6).map { "-old \($0)" }
        + ["… 24 more lines removed"] + (1...6).map { "+new \($0)" } + ["… 14 more lines added"])
  }

  @Test("a change far along a long line shows the part of the line around it")
  func longLine() {
    let prefix = String(repeating: "a", count: 500)
    let excerpt = DiffExcerpt(
      context: [], old: [prefix + "old tail\n"], new: [prefix + "new tail\n"], firstLine: 7,
      labels: ("a", "b"))
    let shown = String(repeating: "a", count: 112)
    #expect(excerpt.lines.dropFirst(3) == ["-…\(shown)old tail", "+…\(shown)new tail"])
  }

  @Test("a missing last line feed and control characters are shown, not acted on")
  func lineEndsAndControls() {
    let excerpt = DiffExcerpt(
      context: [], old: ["same\u{1B}[2J"], new: ["same\u{1B}[2J\n"], firstLine: 3,
      labels: ("a", "b"))
    #expect(
      excerpt.lines.dropFirst(2) == [
        "@@ -3,1 +3,1 @@", "-same\\u{1B}[2J", "\\ No newline at end of file", "+same\\u{1B}[2J",
      ])
  }

  @Test("a code block's fence is longer than any run of backticks in its lines")
  func fence() {
    #expect(["-a", "+b"].markdownCodeBlock(info: "diff") == "```diff\n-a\n+b\n```")
    #expect([" ```sh", "-x ````"].markdownCodeBlock(info: "diff").hasPrefix("`````diff\n"))
    #expect([" ```sh", "-x ````"].markdownCodeBlock(info: "diff").hasSuffix("\n`````"))
  }
}
