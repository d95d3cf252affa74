import Foundation
import PushMatrixIO

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
    /// The HTML page's filter form, around the fields of ``FilterForm/fields(_:)``.
    case filterForm = "filter.html"
    /// The generated documentation's `index.md`, around its tables of links.
    case docsIndex = "index.md"

    /// The placeholders the template may use.
    public var placeholders: Set<String> {
      switch self {
      case .pageHTML:
        [
          "lang", "view", "title", "intro", "pages", "style", "contents", "filter", "legend",
          "tables", "notes", "script",
        ]
      case .pageCSS, .pageJS: []
      case .markdownHead: ["lang", "view", "title", "intro", "pages", "contents", "legend"]
      case .filterForm: ["heading", "fields", "field-ids"]
      case .docsIndex: ["command", "page-rows", "table-rows"]
      }
    }

    /// The shipped file's bytes, which SwiftPM embeds from `Templates/` (see `Package.swift`).
    var shippedBytes: [UInt8] {
      switch self {
      case .pageHTML: PackageResources.page_html
      case .pageCSS: PackageResources.page_css
      case .pageJS: PackageResources.page_js
      case .markdownHead: PackageResources.head_md
      case .filterForm: PackageResources.filter_html
      case .docsIndex: PackageResources.index_md
      }
    }
  }

  private let templates: [Name: Template]

  /// The templates shipped with the tool, embedded from `Templates/` when it is built.
  public static let bundled: TemplateSet = {
    do {
      return try TemplateSet(files: shippedFiles, folder: "Templates")
    } catch {
      preconditionFailure("a shipped template is malformed: \(error)")
    }
  }()

  /// The shipped templates' texts by file name, decoded as strictly as a user's.
  static let shippedFiles: [String: String] = {
    var files: [String: String] = [:]
    for name in Name.allCases {
      do {
        files[name.rawValue] = try text(
          of: Data(name.shippedBytes), file: "Templates/\(name.rawValue)")
      } catch {
        preconditionFailure("a shipped template is malformed: \(error)")
      }
    }
    return files
  }()

  /// Parses a template for every name from file texts keyed by file name.
  ///
  /// - Throws: ``Diagnostic`` for a missing or malformed template.
  public init(files: [String: String], folder: String) throws(Diagnostic) {
    var templates: [Name: Template] = [:]
    for name in Name.allCases {
      let path = FileSystem.path(name.rawValue, in: folder)
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
  /// - Parameters:
  ///   - directory: the templates folder.
  ///   - root: the package root, which a template below it may not lead out of through a link.
  /// - Returns: the templates.
  /// - Throws: ``Diagnostic`` for a missing folder, or a missing, unreadable or malformed file,
  ///   or one that is not a regular file.
  public static func load(directory: String, root: String = ".") throws(Diagnostic)
    -> TemplateSet
  {
    guard FileSystem.isDirectory(directory) else {
      throw Diagnostic(file: directory, line: nil, message: "no such templates folder")
    }
    var files: [String: String] = [:]
    for name in Name.allCases {
      let path = FileSystem.path(name.rawValue, in: directory)
      // Anything at the name is read, so that a folder or a FIFO there is named as such.
      guard FileSystem.isFile(path) || FileSystem.isDirectory(path) else { continue }
      files[name.rawValue] = try text(of: InputFile.read(path: path, root: root), file: path)
    }
    return try TemplateSet(files: files, folder: directory)
  }

  /// Decodes a template's bytes, which must be UTF-8 without a byte-order mark.
  ///
  /// - Throws: ``Diagnostic`` naming the line of the mark or of the first invalid byte.
  private static func text(of data: Data, file: String) throws(Diagnostic) -> String {
    if data.starts(with: [0xEF, 0xBB, 0xBF]) {
      throw Diagnostic(
        file: file, line: 1,
        message: "the template starts with a byte-order mark; save it as UTF-8 without one")
    }
    if let text = String(strictUTF8: data) { return text }
    // A line feed never occurs inside a multi-byte sequence, so lines decode on their own.
    let lines = data.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
    let line = lines.firstIndex { String(strictUTF8: $0) == nil } ?? 0
    throw Diagnostic(
      file: file, line: line + 1, message: "the template is not valid UTF-8; save it as UTF-8")
  }

  /// Returns the template with a name.
  public subscript(name: Name) -> Template { templates[name]! }
}
