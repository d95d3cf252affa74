import Testing

@testable import PushMatrixApp
@testable import PushMatrixCommands
@testable import PushMatrixScan
@testable import PushMatrixTables

@Suite("Output formats: one vocabulary for every --format")
struct OutputFormatTests {
  /// A set of formats: its type's name, its formats' names, and how it reads a name.
  typealias Choice = (name: String, names: [String], parse: @Sendable (String) -> OutputFormat?)

  /// Every command's and writer's set of formats.
  static let choices: [Choice] = [
    entry(PageFormat.self), entry(TableFormat.self), entry(ChangeReportRenderer.Format.self),
    entry(AppReportRenderer.Format.self), entry(EvidenceCommand.Format.self),
    entry(ExplainCommand.Format.self), entry(ScanCommand.Format.self),
  ]

  static func entry<Formats: OutputFormatChoice>(_ type: Formats.Type) -> Choice {
    ("\(type)", Formats.names, { Formats(name: $0)?.outputFormat })
  }

  @Test("each choice reads back from its own name, and no two cases share a format")
  func roundTrip() {
    for choice in Self.choices {
      #expect(Set(choice.names).count == choice.names.count, "\(choice.name)")
      for name in choice.names {
        #expect(choice.parse(name)?.rawValue == name, "\(choice.name): \(name)")
      }
    }
  }

  @Test("md and markdown name the same format wherever Markdown is offered, and nowhere else")
  func markdownAlias() {
    for choice in Self.choices {
      #expect(choice.parse("md") == choice.parse("markdown"), "\(choice.name)")
      #expect((choice.parse("md") == .markdown) == choice.names.contains("markdown"))
    }
    #expect(PageFormat(name: "md") == .md)
    #expect(PageFormat(name: "markdown") == .md)
    #expect(ChangeReportRenderer.Format(name: "md") == .markdown)
  }

  @Test("a format a command does not offer is refused, even when another command offers it")
  func notOffered() {
    #expect(ScanCommand.Format(name: "markdown") == nil)
    #expect(ExplainCommand.Format(name: "md") == .markdown)
    #expect(TableFormat(name: "html") == nil)
    #expect(PageFormat(name: "text") == nil)
    #expect(OutputFormat(name: "xml") == nil)
  }

  @Test("usage and help list the offered formats from the enumeration")
  func lists() {
    #expect(PageFormat.usageList == "markdown|html|csv|json")
    #expect(ChangeReportRenderer.Format.helpList == "text, markdown or json")
    #expect(RenderCommand.usage.contains("[--format markdown|html|csv|json]"))
    #expect(
      RenderCommand.usage.contains(
        "--view by-callbacks|by-os|by-payload|conditions|service-extension|long "))
    #expect(CheckCommand.usage.contains("[--format text|markdown|json]"))
  }
}
