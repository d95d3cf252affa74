import PushMatrixEngine
import PushMatrixIO

/// A page skeleton with `{{name}}` placeholders, parsed strictly so mistakes surface as errors.
///
/// A placeholder is `{{`, a name of lowercase letters, digits and hyphens, and `}}`, on one
/// line. Every `{{` starts one: a `{{` that is not closed on its line, a malformed name or a
/// name the template's kind does not offer is a ``Diagnostic`` at its line. A lone `}}`, as
/// nested CSS blocks end, is text.
public struct Template: Sendable {
  /// A piece of a template.
  public enum Segment: Sendable, Equatable {
    case text(String)
    case placeholder(String)
  }

  /// The file the template came from, as diagnostics name it.
  public let file: String
  public let segments: [Segment]

  /// Parses a template's text.
  ///
  /// - Parameters:
  ///   - text: the template's text.
  ///   - file: the file's path, for diagnostics.
  ///   - placeholders: the names this kind of template may use.
  /// - Throws: ``Diagnostic`` for an unclosed, malformed or unknown placeholder.
  public init(parsing text: String, file: String, placeholders: Set<String>) throws(Diagnostic) {
    self.file = file
    var segments: [Segment] = []
    var literal = ""
    for (index, line) in text.lines.enumerated() {
      if index > 0 { literal += "\n" }
      var rest = line[...]
      // Searched for as characters only where the bytes hold one: most lines of the style sheet
      // and the script hold none, and searching them all as characters took every command that
      // writes a page 6 M instructions.
      while Self.mayOpenPlaceholder(rest), let open = rest.range(of: "{{") {
        literal += rest[..<open.lowerBound]
        let afterOpen = rest[open.upperBound...]
        guard let close = afterOpen.range(of: "}}") else {
          throw Diagnostic(
            file: file, line: index + 1,
            message: "unclosed placeholder \(String(rest[open.lowerBound...]).messageQuoted); "
              + "write {{name}} on one line")
        }
        let name = String(afterOpen[..<close.lowerBound])
        guard Self.isValidName(name) else {
          throw Diagnostic(
            file: file, line: index + 1,
            message: "invalid placeholder \("{{\(name)}}".messageQuoted); a name is lowercase "
              + "letters, digits and hyphens")
        }
        guard placeholders.contains(name) else {
          throw Diagnostic(
            file: file, line: index + 1,
            message: "unknown placeholder \("{{\(name)}}".messageQuoted); expected one of "
              + placeholders.sorted().map { "{{\($0)}}" }.joined(separator: ", "))
        }
        if !literal.isEmpty { segments.append(.text(literal)) }
        literal = ""
        segments.append(.placeholder(name))
        rest = afterOpen[close.upperBound...]
      }
      literal += rest
    }
    if !literal.isEmpty { segments.append(.text(literal)) }
    self.segments = segments
  }

  /// Returns the text with every placeholder replaced by its value, which the caller has
  /// already escaped for the format.
  ///
  /// - Precondition: `values` has a value for every placeholder the template's kind offers.
  public func filled(_ values: [String: String]) -> String {
    segments.map {
      switch $0 {
      case .text(let text): return text
      case .placeholder(let name):
        guard let value = values[name] else { preconditionFailure("no value for {{\(name)}}") }
        return value
      }
    }.joined()
  }

  /// Whether a text's bytes hold `{{`, as every text that holds the characters `{{` does.
  private static func mayOpenPlaceholder(_ text: Substring) -> Bool {
    var previous: UInt8 = 0
    for byte in text.utf8 {
      if byte == UInt8(ascii: "{") && previous == byte { return true }
      previous = byte
    }
    return false
  }

  private static func isValidName(_ name: String) -> Bool {
    guard let first = name.unicodeScalars.first, ("a"..."z").contains(first) else { return false }
    return name.unicodeScalars.allSatisfy {
      ("a"..."z").contains($0) || ("0"..."9").contains($0) || $0 == "-"
    }
  }
}
