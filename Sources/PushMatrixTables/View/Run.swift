import PushMatrixEngine

/// A piece of a cell's text that a renderer lays out in its own way.
public enum Run: Sendable, Hashable {
  /// Ordinary text.
  case text(String)
  /// An observation's verdict, such as `✗ MC-39 overruled`, styled by the verdict.
  case mark(ObservationMark.Verdict, String)
  /// A reference to the note with this slug.
  case footnote(String)
  /// A line break inside the cell.
  case lineBreak

  /// Returns the slugs of the notes runs refer to, each once, in order of first reference.
  public static func footnotes(_ runs: [Run]) -> [String] {
    var seen: Set<String> = []
    return runs.compactMap {
      guard case .footnote(let slug) = $0, seen.insert(slug).inserted else { return nil }
      return slug
    }
  }

  /// Returns runs as plain text: footnotes as ` [slug]`, line breaks as newlines.
  public static func plainText(_ runs: [Run]) -> String {
    runs.map {
      switch $0 {
      case .text(let text), .mark(_, let text): text
      case .footnote(let slug): " [\(slug)]"
      case .lineBreak: "\n"
      }
    }.joined()
  }
}
