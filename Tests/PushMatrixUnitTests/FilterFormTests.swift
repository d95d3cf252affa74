import Testing

@testable import PushMatrixApp
@testable import PushMatrixEngine
@testable import PushMatrixModel
@testable import PushMatrixScan
@testable import PushMatrixTables

@Suite("HTML filter form")
struct FilterFormTests {
  /// Returns a view of two releases, one payload and one background mode.
  static func page(_ view: ViewKind) -> TablePage {
    let space = ScenarioSpace(versions: [OSVersion(9, 3, 2), OSVersion(12, 3, 1)])
      .restricted(to: [Payload.alert]).restricted(to: [BackgroundMode.off])
    return ViewBuilder(routed: RoutedSpace(space, ledger: nil), language: .en).page(view)
  }

  /// Renders ``page(_:)`` as HTML with the given templates.
  static func html(_ view: ViewKind, templates: TemplateSet = .bundled) -> String {
    HTMLFormatter.format(page(view), options: RenderOptions(templates: templates))
  }

  /// Returns an identifier as the name of the `data-` attribute the page's script reads it from.
  static func attribute(_ id: String) -> String {
    "data-" + id.map { $0.isUppercase ? "-\($0.lowercased())" : String($0) }.joined()
  }

  @Test(
    "every field names an input, says how page.js matches it, and has a data- attribute on tables",
    arguments: DocsGenerator.readerViews)
  func fieldsMatchTables(view: ViewKind) {
    let html = Self.html(view)
    for field in FilterForm.fields(Self.page(view)) {
      let element = "id=\"\(field.elementID)\" name=\"\(field.id)\""
      #expect(html.contains("<label for=\"\(field.elementID)\">\(field.label)</label>"))
      let data = Self.attribute(field.id)
      let attributes: [String]
      switch field.control {
      case .release:
        #expect(html.contains(element + " type=\"search\" data-match=\"range\""))
        attributes = ["\(data)-min=\"", "\(data)-max=\""]
      case .members:
        #expect(html.contains(element + " type=\"search\" data-match=\"set\""))
        #expect(
          html.contains(
            "<input id=\"\(field.supersetsElementID)\" name=\"\(field.supersetsName)\" "
              + "type=\"checkbox\" value=\"1\" data-supersets-of=\"\(field.id)\">"))
        attributes = ["\(data)=\""]
      case .choice:
        #expect(html.contains("<select " + element + ">"))
        attributes = ["\(data)=\""]
      }
      for attribute in attributes {
        #expect(html.contains(attribute), "no table carries \(attribute) for \(field.id)")
      }
    }
  }

  @Test("a user's filter.html gets the fields, and its last line feed ends the page's line")
  func userTemplate() throws {
    var files = TemplateSet.shippedFiles
    files["filter.html"] = "<nav>{{heading}}: {{field-ids}}\n{{fields}}</nav>\n"
    let html = Self.html(.byOS, templates: try TemplateSet(files: files, folder: "mine"))
    let ids = FilterForm.fields(Self.page(.byOS)).flatMap(\.elementIDs).joined(separator: " ")
    #expect(ids.contains("filter-callbacks filter-callbacks-supersets filter-presentation"))
    #expect(
      html.contains("\n<nav>Filter: \(ids)\n<div class=\"field\">\n<label for=\"filter-os\">"))
    #expect(
      html.contains("</select>\n</div>\n<div class=\"field\">\n<label for=\"filter-callbacks\">"))
    #expect(html.contains("</select>\n</div></nav>\n<details class=\"legend\">"))
  }

  @Test("a field per axis the page's scenarios vary along: none for an axis held at one value")
  func fieldsOfVaryingAxes() {
    let ids = FilterForm.fields(Self.page(.byOS)).map(\.id)
    #expect(ids == ["os", "state", "callbacks", "presentation"])
  }
}
