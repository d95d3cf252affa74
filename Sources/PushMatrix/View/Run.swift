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
