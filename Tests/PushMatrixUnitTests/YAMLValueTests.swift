import Testing

@testable import PushMatrixApp
@testable import PushMatrixIO
@testable import PushMatrixScan

@Suite("YAML: the subset XcodeGen specs use, and errors that name file, line and value")
struct YAMLValueTests {
  /// Parses a text.
  static func parse(_ text: String) throws(Diagnostic) -> YAMLValue {
    try YAMLValue.parse(Array(text.utf8), file: "spec.yml", relative: "spec.yml")
  }

  @Test("block maps and lists, a list at its key's indentation, comments and quotes")
  func blocks() throws {
    let value = try Self.parse(
      """
      # a comment
      name: Lark   # after a value
      options:
        deploymentTarget:
          iOS: '16.0'
      targets:
        Lark:
          sources:
          - path: "Lark Sources"
            excludes: ['a#b']
          - Other
          empty:
          block: |
            line one
            line two
      """)
    #expect(value["name"]?.text == "Lark")
    #expect(value["name"]?.line == 2)
    #expect(value["options"]?["deploymentTarget"]?["iOS"]?.text == "16.0")
    let sources = value["targets"]?["Lark"]?["sources"]?.items ?? []
    #expect(sources.count == 2)
    #expect(sources.first?["path"]?.text == "Lark Sources")
    #expect(sources.first?["excludes"]?.items.first?.text == "a#b")
    #expect(sources.last?.text == "Other")
    #expect(value["targets"]?["Lark"]?["empty"] == .null(line: 12))
    #expect(value["targets"]?["Lark"]?["block"]?.text == "line one\nline two")
    #expect(value["targets"]?.entries.first?.file == "spec.yml")
  }

  @Test("flow lists and maps, nested and across lines")
  func flow() throws {
    let value = try Self.parse(
      """
      modes: [fetch, "remote-notification"]
      info: {path: App/Info.plist, properties: {A: [x, y], B: 'z'}}
      long: [one,
        two]
      """)
    #expect(value["modes"]?.items.compactMap(\.text) == ["fetch", "remote-notification"])
    #expect(value["info"]?["path"]?.text == "App/Info.plist")
    #expect(value["info"]?["properties"]?["A"]?.items.compactMap(\.text) == ["x", "y"])
    #expect(value["info"]?["properties"]?["B"]?.text == "z")
    #expect(value["long"]?.items.compactMap(\.text) == ["one", "two"])
  }

  @Test(
    "malformed YAML is an error naming the line and the text",
    arguments: [
      ("name: Lark\n\ttargets: {}\n", 2, "tab"),
      ("name: 'Lark\n", 1, "'Lark"),
      ("modes: [fetch, push\n", 1, "does not close"),
      ("targets:\n    A: 1\n  B: 2\n", 3, "B: 2"),
    ])
  func errors(_ text: String, _ line: Int, _ named: String) {
    #expect {
      _ = try Self.parse(text)
    } throws: { error in
      guard let diagnostic = error as? Diagnostic else { return false }
      return diagnostic.file == "spec.yml" && diagnostic.line == line
        && diagnostic.message.contains(named)
    }
  }

  @Test("CRLF line ends read as LF ones: each line its own, no carriage return kept")
  func crlf() throws {
    let text = "name: Lark\ntargets:\n  Lark:\n    sources: [A,\n      B]\n    type: app\n"
    let crlf = try Self.parse(text.replacingOccurrences(of: "\n", with: "\r\n"))
    #expect(crlf == (try Self.parse(text)))
    #expect(crlf["targets"]?["Lark"]?["type"]?.text == "app")
  }

  @Test("included lists follow the including file's items; maps merge key by key")
  func mergeLists() throws {
    let included = try Self.parse("sources: [Shared]\n")
    let including = try Self.parse("sources: [App]\n")
    #expect(
      included.merged(with: including)["sources"]?.items.compactMap(\.text) == ["Shared", "App"])
  }

  @Test("an included spec merges under the one that includes it, key by key")
  func merge() throws {
    let base = try Self.parse("targets:\n  App:\n    type: application\n    platform: iOS\n")
    let over = try Self.parse("targets:\n  App:\n    platform: watchOS\n")
    let merged = base.merged(with: over)
    #expect(merged["targets"]?["App"]?["type"]?.text == "application")
    #expect(merged["targets"]?["App"]?["platform"]?.text == "watchOS")
  }
}

@Suite("XcodeGen specs: the project a spec makes")
struct XcodeGenSpecTests {
  @Test("a JSON spec is read as its YAML twin, without lines")
  func json() throws {
    let value = try YAMLValue(
      json: Array(#"{"name": "Lark", "targets": {"Lark": {"type": "application"}}}"#.utf8),
      file: "project.json", relative: "project.json")
    #expect(XcodeGenSpec.isSpec(value))
    #expect(value["targets"]?["Lark"]?["type"]?.text == "application")
  }

  @Test("an included file with targets alone is no spec of its own")
  func includedIsNoSpec() throws {
    let included = try YAMLValue.parse(
      Array("targets:\n  Lark:\n    info:\n      path: I.plist\n".utf8), file: "info.yml",
      relative: "info.yml")
    #expect(!XcodeGenSpec.isSpec(included))
  }
}
