import Foundation
import PushMatrixCommands
import Testing

@testable import PushMatrixApp
@testable import PushMatrixDocument
@testable import PushMatrixEngine
@testable import PushMatrixIO
@testable import PushMatrixModel
@testable import PushMatrixScan
@testable import PushMatrixTables

@Suite("Escaping and table writing")
struct EscapingTests {
  @Test(
    "TSV escaping round-trips hostile text",
    arguments: [
      "plain", "tab\there", "line\nbreak", "back\\slash", "\\t literal", "CR\r", "中文|<b>",
      "CRLF\r\nline", "\\\u{301} backslash with a combining accent",
    ])
  func tsvRoundTrip(text: String) {
    let escaped = text.tsvEscaped
    #expect(!escaped.utf8.contains { $0 == 0x09 || $0 == 0x0A || $0 == 0x0D })
    #expect(escaped.tsvUnescaped == text)
  }

  @Test(
    "lines split where splitting characters at a line feed does, CR LF kept whole",
    arguments: [
      "", "a", "a\nb", "\n", "a\n\nb\n", "a\r\nb", "a\r\n\nb", "\r\n", "\r\r\n\n",
      "e\u{301}\nx", "\n\u{301}x", "a\rb\n", "日本\n語",
    ])
  func lines(text: String) {
    #expect(text.lines == text.split(separator: "\n", omittingEmptySubsequences: false))
  }

  @Test("every occurrence is replaced in the bytes, left to right, and text without one is kept")
  func replacingAll() {
    #expect("a|b||c|".replacingAll("|", with: "\\|") == "a\\|b\\|\\|c\\|")
    #expect("<!--x-->".replacingAll("-->", with: "- ->") == "<!--x- ->")
    #expect("aaa".replacingAll("aa", with: "X") == "Xa")
    #expect("plain".replacingAll("+", with: "+<wbr>") == "plain")
    #expect("".replacingAll("+", with: "-") == "")
    #expect("推送+通知".replacingAll("+", with: "+<wbr>") == "推送+<wbr>通知")
    // A quote that a combining mark follows is one character, but still a quote to a CSV reader.
    #expect("a\"\u{301}b".replacingAll("\"", with: "\"\"") == "a\"\"\u{301}b")
    #expect("a\"\u{301},b".csvEscaped == "\"a\"\"\u{301},b\"")
  }

  @Test("the byte scan finds exactly the characters a terminal acts on, but tab and line breaks")
  func hiddenScan() {
    // Every scalar of the Basic Multilingual Plane's first eight thousand, and some beyond: the
    // scan by bytes and the test by scalar agree, alone and between other text.
    let scalars = (0..<0x3000).compactMap(Unicode.Scalar.init) + ["\u{1F600}", "\u{E0001}"]
    for scalar in scalars {
      let text = "a" + String(scalar) + "→"
      let hidden = String.needsEscape(scalar) && !["\t", "\n", "\r"].contains(scalar)
      #expect(String.hasHiddenCharacter(text.utf8) == hidden, "\(scalar.value)")
    }
    #expect(!String.hasHiddenCharacter("推送 – 通知 … \t\n\r".utf8))
  }

  @Test(
    "a control or bidi character is spelled out in Markdown, code, HTML and code blocks",
    arguments: [
      "\u{1B}", "\u{7F}", "\u{85}", "\u{61C}", "\u{200E}", "\u{200F}", "\u{202A}", "\u{202E}",
      "\u{2066}", "\u{2069}", "\u{2028}", "\u{0}",
    ])
  func hiddenCharacters(_ hidden: String) throws {
    let scalar = try #require(hidden.unicodeScalars.first)
    let point = "u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
    let name = "App" + hidden + "[31mRed"
    for written in [
      name.markdownEscaped, name.htmlEscaped, MarkdownWriter.codeSpan(name),
      MarkdownWriter().markdown(Document([.code([name], language: "")])),
      HTMLWriter().blocks([.paragraph([.code(name)]), .code([name])]),
    ] {
      #expect(!written.unicodeScalars.contains(scalar), "\(written)")
      #expect(written.contains(point), "\(written)")
    }
  }

  @Test("HTML escaping replaces exactly the bytes that have a character reference")
  func htmlReferences() {
    let references: [Character: String] = [
      "&": "&amp;", "<": "&lt;", ">": "&gt;", "\"": "&quot;", "'": "&#39;",
    ]
    for byte in 0..<128 {
      let character = Character(UnicodeScalar(UInt8(byte)))
      let text = "a" + String(character) + "b"
      // A control character is spelled out as Swift writes it (controlsSpelledOut) instead.
      let hidden = byte < 0x20 && ![0x09, 0x0A, 0x0D].contains(byte) || byte == 0x7F
      let expected =
        hidden
        ? "\\u{" + String(byte, radix: 16, uppercase: true) + "}"
        : references[character] ?? String(character)
      #expect(text.htmlEscaped == "a" + expected + "b")
    }
    #expect("推送 & <通知>".htmlEscaped == "推送 &amp; &lt;通知&gt;")
    // A mark that combines with `&` into one character leaves the byte to escape.
    #expect("a&\u{301}b".htmlEscaped == "a&amp;\u{301}b")
  }

  @Test("an unknown or cut-short TSV escape is rejected", arguments: ["a\\q", "end\\"])
  func tsvBadEscape(text: String) {
    #expect(text.tsvUnescaped == nil)
  }

  @Test(
    "CSV cells are quoted per RFC 4180 and formula starts are neutralised",
    arguments: [
      ("plain", "plain"), ("a,b", "\"a,b\""), ("say \"hi\"", "\"say \"\"hi\"\"\""),
      ("two\nlines", "\"two\nlines\""), ("=HYPERLINK(\"x\")", "\"'=HYPERLINK(\"\"x\"\")\""),
      ("+1", "'+1"), ("-2", "'-2"), ("@SUM(A1)", "'@SUM(A1)"), ("\tx", "'\tx"), ("-", "-"),
      ("launch>fetchReceive", "launch>fetchReceive"),
    ])
  func csv(text: String, expected: String) {
    #expect(text.csvEscaped == expected)
  }

  @Test(
    "Mermaid labels turn quotes, entity starts, markup and pipes into codes, line breaks into <br/>",
    arguments: [
      ("iOS ≥ 10.0?", "iOS ≥ 10.0?"), ("say \"hi\"", "say #quot;hi#quot;"),
      ("#quot; & <b>|x</b>", "#35;quot; #amp; #lt;b#gt;#124;x#lt;/b#gt;"),
      ("a\nb\r\nc\rd", "a<br/>b<br/>c<br/>d"), ("弹框 · 點擊", "弹框 · 點擊"),
    ])
  func mermaid(text: String, expected: String) {
    #expect(text.mermaidEscaped == expected)
  }

  @Test(
    "JSON strings escape quotes, backslashes, control characters and line separators, only",
    arguments: [
      ("plain", #""plain""#), ("\"", #""\"""#), ("\\", #""\\""#), ("\u{1F}", #""\u001f""#),
      ("a\u{2028}b\u{2029}", #""a\u2028b\u2029""#), ("tap → launch", #""tap → launch""#),
      ("\t\r", #""\t\r""#), ("中文 \u{7F}", "\"中文 \u{7F}\""),
    ])
  func jsonQuoting(text: String, expected: String) {
    #expect(text.jsonQuoted == expected)
  }

  @Test(
    "messages spell every character a terminal would act on, C1 and bidirectional controls too",
    arguments: [
      ("CO-02\rHIDDEN", "CO-02\\rHIDDEN"), ("a\tb\nc\0", "a\\tb\\nc\\0"),
      ("\u{1B}[31mRED", "\\u{1B}[31mRED"), ("next\u{85}line", "next\\u{85}line"),
      ("\u{9B}31m", "\\u{9B}31m"), ("del\u{7F}", "del\\u{7F}"),
      ("\u{202E}txt.exe\u{202C}", "\\u{202E}txt.exe\\u{202C}"),
      ("line\u{2028}separator", "line\\u{2028}separator"), ("點擊 \"x\" \\", "點擊 \"x\" \\"),
    ])
  func messageEscaping(text: String, expected: String) {
    #expect(text.messageEscaped == expected)
    #expect(text.messageQuoted == "\"" + expected + "\"")
    // Escaping twice changes nothing, so a message may pass through it more than once.
    #expect(text.messageEscaped.messageEscaped == expected)
  }

  @Test(
    "a CSS string escapes quotes and backslashes, and never ends its <style> element",
    arguments: [
      ("not running", #""not running""#), ("前台", #""前台""#), (#"a"b\c"#, #""a\"b\\c""#),
      ("</style><script>", #""\3c /style>\3c script>""#), ("one\ntwo\u{7F}", #""one\a two\7f ""#),
    ])
  func cssString(text: String, expected: String) {
    #expect(text.cssString == expected)
  }

  @Test("a Markdown link destination escapes what would end it early or break it")
  func markdownLinkDestination() {
    #expect(
      "https://x.example/a(_:b:)\\c".markdownLinkDestination == #"https://x.example/a\(_:b:\)\\c"#)
    #expect("a b<c>\n".markdownLinkDestination == "a%20b%3Cc%3E%0A")
    // Every control character (general category Cc) is encoded, and nothing else beyond ASCII:
    // the fast path that returns most addresses whole must agree with the scalar walk.
    for value in UInt32(0)...0x2FF {
      let scalar = Unicode.Scalar(value)!
      let character = String(Character(scalar))
      let expected: String
      if scalar.properties.generalCategory == .control || " <>".unicodeScalars.contains(scalar) {
        expected = character.utf8.map {
          ($0 < 0x10 ? "%0" : "%") + String($0, radix: 16, uppercase: true)
        }.joined()
      } else if "()\\".unicodeScalars.contains(scalar) {
        expected = "\\" + character
      } else {
        expected = character
      }
      #expect(
        "#ios–\(character)x".markdownLinkDestination == "#ios–\(expected)x",
        "U+\(String(value, radix: 16))")
    }
  }

  @Test("JSON strings escape quotes, backslashes and control characters")
  func json() {
    #expect("a\"b\\c\n\u{01}".jsonQuoted == #""a\"b\\c\n\u0001""#)
    let value = JSONValue.object([("k", .array([.string("中"), .bool(true), .null, .int(3)]))])
    let parsed = try? JSONSerialization.jsonObject(with: Data(value.rendered().utf8))
    #expect((parsed as? [String: [Any]])?["k"]?.count == 4)
  }

  @Test("JSON values are laid out two spaces a level, empty arrays and objects on one line")
  func jsonLayout() {
    let value = JSONValue.object([
      ("a", .array([])), ("b", .object([])),
      ("c", .array([.int(1), .object([("d", .null), ("e", .bool(false))])])),
    ])
    #expect(
      value.rendered() == """
        {
          "a": [],
          "b": {},
          "c": [
            1,
            {
              "d": null,
              "e": false
            }
          ]
        }

        """)
    #expect(JSONValue.array([]).rendered() == "[]\n")
  }

  @Test("the table writer frames every format the same way")
  func writer() {
    let rows = [["1", "a\tb"], ["=2", "中"]]
    let tsv = StringSink()
    TableWriter.write(rows, columns: ["n", "t"], as: .tsv, to: tsv)
    #expect(tsv.text == "n\tt\n1\ta\\tb\n=2\t中\n")
    let csv = StringSink()
    TableWriter.write(rows, columns: ["n", "t"], as: .csv, excel: true, to: csv)
    #expect(csv.text == "\u{FEFF}n,t\r\n1,a\tb\r\n'=2,中\r\n")
    let json = StringSink()
    TableWriter.write(rows, columns: ["n", "t"], as: .json, to: json)
    #expect(
      json.text == "[\n  {\"n\": \"1\", \"t\": \"a\\tb\"},\n  {\"n\": \"=2\", \"t\": \"中\"}\n]\n")
    let empty = StringSink()
    TableWriter.write([[String]](), columns: ["n"], as: .json, to: empty)
    #expect(empty.text == "[]\n")
  }

  @Test("the parser accepts --name value and --name=value alike")
  func parserForms() throws {
    let spaced = try #require(
      try CommandParser.parse(["export", "--os", "12.3.1", "--format", "csv"]) as? ExportCommand)
    let joined = try #require(
      try CommandParser.parse(["export", "--os=12.3.1", "--format=csv"]) as? ExportCommand)
    #expect(spaced.space == joined.space)
    #expect(spaced.format == .csv && joined.format == .csv)
    #expect(spaced.space.versions.map(\.description) == ["12.3.1"])
  }
}
