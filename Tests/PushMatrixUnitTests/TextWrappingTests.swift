import PushMatrixCommands
import PushMatrixIO
import Testing

@Suite("Text wrapped to a terminal's width")
struct TextWrappingTests {
  @Test("prose breaks at spaces, each later line hanging under the first's text")
  func hangingIndent() {
    let line = "  warning: [late-delegate] The delegate is set late, after the app finishes."
    #expect(
      line.wrapped(width: 30, hangingIndent: 4) == [
        "  warning: [late-delegate] The", "    delegate is set late,",
        "    after the app finishes.",
      ])
  }

  @Test("a line that fits is kept as it is, its runs of spaces too")
  func fits() {
    let line = "releases          15.0–26.0  (aligned)  "
    #expect(line.wrapped(width: line.count, hangingIndent: 18) == [line])
  }

  @Test("a field's padding stays; its value goes on under the value's column")
  func field() {
    #expect(
      "target            Tandem: the only iOS app target".wrapped(width: 34, hangingIndent: 18)
        == ["target            Tandem: the only", "                  iOS app target"])
  }

  @Test("a word longer than the width, such as an address, stays whole on a line of its own")
  func longWord() {
    let address = "<https://developer.apple.com/documentation/usernotifications>"
    #expect(
      "    source: Apple: Notifications \(address) (checked)".wrapped(width: 30, hangingIndent: 6)
        == ["    source: Apple:", "      Notifications", "      \(address)", "      (checked)"])
    #expect(address.wrapped(width: 10, hangingIndent: 2) == [address])
  }

  @Test("the line's start up to keptWhole, such as options or a path with spaces, is not broken")
  func keptWhole() {
    let line = "  --callbacks none --presentation n/a  tap launch → launch"
    #expect(
      line.wrapped(width: 20, hangingIndent: 8, keptWhole: 37) == [
        "  --callbacks none --presentation n/a", "        tap launch →", "        launch",
      ])
    #expect(
      "    My App/App Delegate.swift:12: atLaunch".wrapped(
        width: 20, hangingIndent: 6, keptWhole: 32) == [
          "    My App/App Delegate.swift:12:", "      atLaunch",
        ])
  }

  @Test("a wide character takes two columns, as a terminal shows it")
  func wideCharacters() {
    #expect("【iOS】測試".terminalWidth == 11)
    #expect("ａb中".terminalWidth == 5)
    #expect("é and e\u{301}".terminalWidth == 7)
    #expect(
      "  source: 【iOS】測試下遠程推送 (Jianshu)".wrapped(width: 32, hangingIndent: 4) == [
        "  source: 【iOS】測試下遠程推送", "    (Jianshu)",
      ])
  }

  @Test("wrapping changes only where lines break: the words are the same, in order")
  func sameWords() {
    let line = "  info: [silent-push-headers] " + String(repeating: "word and more ", count: 40)
    for width in [1, 20, 80] {
      let lines = line.wrapped(width: width, hangingIndent: 4)
      #expect(lines.joined(separator: " ").split(separator: " ") == line.split(separator: " "))
      #expect(lines.allSatisfy { $0.count <= max(width, 4 + "[silent-push-headers]".count) })
    }
  }

  @Test(
    "the width is COLUMNS when it is a positive number, else 80 for anything but a terminal",
    arguments: [
      (["COLUMNS": "120"], 120), (["COLUMNS": "41"], 41), ([:], 80), (["COLUMNS": "0"], 80),
      (["COLUMNS": "-3"], 80), (["COLUMNS": "wide"], 80), (["COLUMNS": ""], 80),
    ])
  func width(environment: [String: String], expected: Int) {
    #expect(Terminal.width(environment: environment, standardOutput: false) == expected)
  }
}
