import Foundation
import Testing

@testable import PushMatrix

@Suite("Templates")
struct TemplateTests {
  /// Writes the shipped templates into a fresh folder, with one file's text changed.
  static func templateFolder(
    changing name: TemplateSet.Name? = nil, to change: (String) -> String? = { $0 }
  ) throws -> URL {
    let folder = try makeTemporaryDirectory()
    for (file, text) in TemplateSet.shippedFiles {
      let text = file == name?.rawValue ? change(text) : text
      guard let text else { continue }
      try Data(text.utf8).write(to: folder.appendingPathComponent(file))
    }
    return folder
  }

  @Test("the embedded templates are byte for byte the files in Templates/, one per name")
  func embeddedMatchFolder() throws {
    let folder = packageRoot.appendingPathComponent("Templates")
    let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
    #expect(names == TemplateSet.Name.allCases.map(\.rawValue).sorted())
    for name in TemplateSet.Name.allCases {
      let file = try Data(contentsOf: folder.appendingPathComponent(name.rawValue))
      #expect(Data(name.shippedBytes) == file, "embedded \(name.rawValue) is not Templates/'s")
    }
  }

  @Test("every shipped template parses and uses only placeholders its kind offers")
  func shippedTemplatesParse() throws {
    let set = try TemplateSet(files: TemplateSet.shippedFiles, folder: "Templates")
    for name in TemplateSet.Name.allCases {
      for case .placeholder(let placeholder) in set[name].segments {
        #expect(name.placeholders.contains(placeholder))
      }
    }
  }

  @Test(
    "a malformed placeholder is a diagnostic at its line",
    arguments: [
      ("<p>{{title</p>", 1, "unclosed placeholder \"{{title</p>\""),
      ("line\nline {{nope}}", 2, "unknown placeholder \"{{nope}}\""),
      ("\n\n{{Title}}", 3, "invalid placeholder \"{{Title}}\""),
      ("{{}}", 1, "invalid placeholder \"{{}}\""),
      ("{{ title }}", 1, "invalid placeholder \"{{ title }}\""),
    ])
  func malformed(text: String, line: Int, message: String) {
    #expect {
      try Template(parsing: text, file: "x/page.html", placeholders: ["title"])
    } throws: { error in
      guard let diagnostic = error as? Diagnostic else { return false }
      return diagnostic.file == "x/page.html" && diagnostic.line == line
        && diagnostic.message.hasPrefix(message)
    }
  }

  @Test("placeholders are filled; a lone }} and everything else is kept as written")
  func filling() throws {
    let template = try Template(
      parsing: "a {{title}} }} b\n@media x { p { c: d }}\n{{title}}", file: "t",
      placeholders: ["title"])
    #expect(template.filled(["title": "T"]) == "a T }} b\n@media x { p { c: d }}\nT")
  }

  @Test("a user's template gets hostile values escaped for its format, its own text as written")
  func hostileValuesInTemplates() throws {
    var files = TemplateSet.shippedFiles
    files["page.html"] =
      "<p>{{title}}</p><!-- mine: <b>kept</b> -->{{tables}}<script>{{script}}</script>"
    files["head.md"] = "# {{title}}\n\nby me | {{intro}}\n"
    let options = RenderOptions(templates: try TemplateSet(files: files, folder: "mine"))
    let html = HTMLFormatter.format(RenderTests.hostilePage, options: options)
    #expect(html.hasPrefix("<p>a|b \\| c\\ &lt;script&gt;"))
    #expect(html.contains("<!-- mine: <b>kept</b> -->"))
    let markdown = MarkdownFormatter.format(RenderTests.hostilePage, options: options)
    #expect(markdown.hasPrefix("# a\\|b \\\\\\| c\\\\ \\<script\\>"))
    #expect(markdown.contains("\n\nby me | a\\|b"))
  }

  @Test("a malformed template given with --templates is file:line: error and exit 65")
  func malformedFromCommandLine() throws {
    let folder = try Self.templateFolder(changing: .pageHTML) {
      $0.replacingOccurrences(of: "<title>{{title}}</title>", with: "<title>{{title</title>")
    }
    defer { try? FileManager.default.removeItem(at: folder) }
    let text = try String(contentsOf: folder.appendingPathComponent("page.html"), encoding: .utf8)
    let line = try #require(text.split(separator: "\n").firstIndex { $0.contains("{{title</") }) + 1
    let run = try runTool([
      "render", "--view", "by-os", "--format", "html", "--os", "12.3.1", "--templates", folder.path,
    ])
    #expect(run.status == 65)
    #expect(run.errors.hasPrefix("\(folder.path)/page.html:\(line): error: unclosed placeholder"))
    #expect(run.output.isEmpty)
  }

  @Test("an unknown placeholder in a Markdown head is file:line: error and exit 65")
  func unknownFromCommandLine() throws {
    let folder = try Self.templateFolder(changing: .markdownHead) { $0 + "\n{{author}}\n" }
    defer { try? FileManager.default.removeItem(at: folder) }
    let run = try runTool([
      "generate", "--out", folder.appendingPathComponent("out").path, "--templates", folder.path,
    ])
    #expect(run.status == 65)
    #expect(
      run.errors.hasPrefix("\(folder.path)/head.md:7: error: unknown placeholder \"{{author}}\""))
  }

  @Test(
    "a missing template is an error naming the file, exit 65",
    arguments: [TemplateSet.Name.pageCSS, .filterForm])
  func missingFromCommandLine(name: TemplateSet.Name) throws {
    let folder = try Self.templateFolder(changing: name) { _ in nil }
    defer { try? FileManager.default.removeItem(at: folder) }
    let run = try runTool(["render", "--view", "by-os", "--templates", folder.path])
    #expect(run.status == 65)
    #expect(run.errors.hasPrefix("\(folder.path)/\(name.rawValue): error: missing template"))
  }
}
