import Foundation

/// The templates a page is laid out with: the shipped ones, or a user's own folder of them.
public struct TemplateSet: Sendable {
  /// A template file, by the name it has in `Templates/`.
  public enum Name: String, CaseIterable, Sendable {
    /// The HTML page skeleton.
    case pageHTML = "page.html"
    /// The style sheet, inlined into the HTML page.
    case pageCSS = "page.css"
    /// The filter script, inlined into the HTML page.
    case pageJS = "page.js"
    /// The head of a Markdown page: title, introduction and legend.
    case markdownHead = "head.md"

    /// The placeholders the template may use.
    public var placeholders: Set<String> {
      switch self {
      case .pageHTML:
        [
          "lang", "view", "title", "intro", "style", "filter", "legend", "tables", "notes",
          "script",
        ]
      case .pageCSS, .pageJS: []
      case .markdownHead: ["lang", "view", "title", "intro", "legend"]
      }
    }
  }

  private let templates: [Name: Template]

  /// The templates shipped with the tool, compiled in from `Templates/`.
  public static let bundled: TemplateSet = {
    do {
      return try TemplateSet(files: BundledTemplates.files, folder: "Templates")
    } catch {
      preconditionFailure("a shipped template is malformed: \(error)")
    }
  }()

  /// Parses a template for every name from file texts keyed by file name.
  ///
  /// - Throws: ``Diagnostic`` for a missing or malformed template.
  public init(files: [String: String], folder: String) throws(Diagnostic) {
    var templates: [Name: Template] = [:]
    for name in Name.allCases {
      let path = "\(folder)/\(name.rawValue)"
      guard let text = files[name.rawValue] else {
        throw Diagnostic(
          file: path, line: nil,
          message: "missing template; copy the shipped one from Templates/ and edit it")
      }
      templates[name] = try Template(parsing: text, file: path, placeholders: name.placeholders)
    }
    self.templates = templates
  }

  /// Reads and parses a user's folder of templates, which must hold every template.
  ///
  /// - Throws: ``Diagnostic`` for a missing folder, or a missing, unreadable or malformed file.
  public static func load(directory: String) throws(Diagnostic) -> TemplateSet {
    guard FileSystem.isDirectory(directory) else {
      throw Diagnostic(file: directory, line: nil, message: "no such templates folder")
    }
    var files: [String: String] = [:]
    for name in Name.allCases {
      let path = "\(directory)/\(name.rawValue)"
      guard let data = FileManager.default.contents(atPath: path) else { continue }
      guard let text = String(data: data, encoding: .utf8) else {
        throw Diagnostic(file: path, line: nil, message: "the template is not valid UTF-8")
      }
      files[name.rawValue] = text
    }
    return try TemplateSet(files: files, folder: directory)
  }

  /// Returns the template with a name.
  public subscript(name: Name) -> Template { templates[name]! }
}
