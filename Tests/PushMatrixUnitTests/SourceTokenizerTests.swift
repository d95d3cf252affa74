import Testing

@testable import PushMatrixApp
@testable import PushMatrixEngine
@testable import PushMatrixIO
@testable import PushMatrixScan
@testable import PushMatrixTables

@Suite("Source tokenizer: comments, strings and literals are skipped")
struct SourceTokenizerTests {
  /// Returns the texts of the tokens of a Swift or Objective-C source that are not strings.
  static func words(_ source: String, _ language: SourceLanguage = .swift) -> [String] {
    SourceTokenizer.tokens(of: Array(source.utf8), language: language)
      .filter { $0.kind != .string }.map(\.text)
  }

  @Test("a line comment ends at the line feed")
  func lineComment() {
    #expect(
      Self.words("let a = 1 // func application(_:didReceiveRemoteNotification:)\nb")
        == ["let", "a", "=", "1", "b"])
  }

  @Test("Swift block comments nest; Objective-C ones end at the first */")
  func blockComments() {
    let source = "/* outer /* inner */ func hidden() */ shown"
    #expect(Self.words(source) == ["shown"])
    #expect(Self.words(source, .objectiveC) == ["func", "hidden", "(", ")", "*/", "shown"])
  }

  @Test("an interpolation may hold strings with quotes and parentheses of its own")
  func interpolation() {
    let source = #"let s = "a \(f("x)\"", dict["k"] ?? ")")) b"; after"#
    let tokens = SourceTokenizer.tokens(of: Array(source.utf8), language: .swift)
    #expect(tokens.map(\.text) == ["let", "s", "=", tokens[3].text, ";", "after"])
    #expect(tokens[3].kind == .string)
  }

  @Test("a multi-line string is one token and its lines are counted")
  func multiLineString() {
    let source = "let a = \"\"\"\n  func application() \"quoted\" \\(x)\n  \"\"\"\nnext"
    let tokens = SourceTokenizer.tokens(of: Array(source.utf8), language: .swift)
    #expect(tokens.map(\.kind) == [.identifier, .identifier, .punctuation, .string, .identifier])
    #expect(tokens.last?.line == 4)
  }

  @Test(
    "a raw string ends only at a quote followed by as many hashes as it opened with",
    arguments: [
      ##"x = #"a "quoted" \(not) "# after"##,
      ###"x = ##"a "# still inside "##after"###,
      ##"x = #"interpolated \#(f("y")) "# after"##,
      "x = #\"\"\"\n a \"\"\" still \"\n\"\"\"# after",
    ])
  func rawString(_ source: String) {
    #expect(Self.words(source) == ["x", "=", "after"])
  }

  @Test("a string's token keeps the text between the quotes")
  func stringText() {
    let tokens = SourceTokenizer.tokens(of: Array(#".iOS("15.0")"#.utf8), language: .swift)
    #expect(tokens.first { $0.kind == .string }?.text == "15.0")
  }

  @Test("Objective-C @\"…\" strings, C strings and character literals are skipped")
  func objectiveCLiterals() {
    let source = #"NSLog(@"a \" // b"); c = '"'; d = "e /* f"; char q = '\''; g"#
    #expect(
      Self.words(source, .objectiveC) == [
        "NSLog", "(", ")", ";", "c", "=", ";", "d", "=", ";", "char", "q", "=", ";", "g",
      ])
  }

  @Test("Objective-C preprocessor lines are skipped, continued lines included")
  func preprocessor() {
    let source = "#import \"AppDelegate.h\"\n#define X(a) \\\n  { a }\n  int y;"
    let tokens = SourceTokenizer.tokens(of: Array(source.utf8), language: .objectiveC)
    #expect(tokens.map(\.text) == ["int", "y", ";"])
    #expect(tokens.first?.line == 4)
  }

  @Test("attributes, directives, backquoted names and operators are tokens of their own")
  func words() {
    #expect(
      Self.words("@main struct A { #if DEBUG\n var `default` == x?.delegate = self }") == [
        "@main", "struct", "A", "{", "#if", "DEBUG", "var", "default", "==", "x", "?", ".",
        "delegate", "=", "self", "}",
      ])
    #expect(
      Self.words("@interface A : B <C>", .objectiveC) == [
        "@interface", "A", ":", "B", "<", "C", ">",
      ])
  }

  @Test("a raw identifier is one name up to its closing backquote, spaces and operators included")
  func rawIdentifiers() {
    // Everything after the backquote that is no identifier character was dropped: `My`, or an
    // empty name for `+`, which a finding then printed as "is in , ".
    #expect(
      Self.words("class `My Helper` { func `+`() {} }") == [
        "class", "My Helper", "{", "func", "+", "(", ")", "{", "}", "}",
      ])
    // Without a backquote to close it on its line, the name ends where an identifier does.
    #expect(Self.words("var `a b\nc") == ["var", "a", "b", "c"])
    #expect(Self.words("var `` x") == ["var", "", "x"])
  }

  @Test("numbers keep their dots and underscores, but not a range's dots")
  func numbers() {
    #expect(
      Self.words("a = 15.0; b = 1_000; c = 0..<n") == [
        "a", "=", "15.0", ";", "b", "=", "1_000", ";", "c", "=", "0", ".", ".", "<", "n",
      ])
  }

  @Test("an unterminated string or comment ends the file without a crash")
  func unterminated() {
    #expect(Self.words("a \"open\nb") == ["a", "b"])
    #expect(Self.words("a /* open") == ["a"])
    #expect(Self.words("a #\"open") == ["a"])
  }

  @Test("interpolations nested 100,000 deep are read without recursion, and end where they close")
  func deepInterpolations() {
    let depth = 100_000
    let source =
      "let s = " + String(repeating: #""\("#, count: depth)
      + String(repeating: #")""#, count: depth) + "\nafter"
    let tokens = SourceTokenizer.tokens(of: Array(source.utf8), language: .swift)
    #expect(tokens.map(\.kind) == [.identifier, .identifier, .punctuation, .string, .identifier])
    #expect(tokens.last?.text == "after")
    #expect(tokens.last?.line == 2)
  }
}
