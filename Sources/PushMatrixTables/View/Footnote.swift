import PushMatrixEngine
import PushMatrixModel

/// A note the cells refer to by a stable slug, so that a new note never renumbers the others.
public struct Footnote: Sendable, Hashable {
  /// What the note explains.
  public enum Kind: String, Sendable, Hashable, CaseIterable, DeclarationOrdered {
    /// The routing rule behind a cell no document observed.
    case rule
    /// A version-ranged deviation from the rules.
    case quirk
    /// A remark attached to outcomes.
    case note
    /// A disagreement between sources behind an overruled observation.
    case contradiction
  }

  /// The stable slug: a rule, quirk, note or contradiction ID.
  public var slug: String
  public var kind: Kind
  /// The kind and basis in the page's language, such as `rule, inferred`.
  public var label: String
  public var text: String
  /// The sources the note cites, which each format writes after the text as it links them.
  public var sources: [Source] = []
}

extension Footnote {
  /// Returns the fragment identifier of a note, `note-` and the slug with anything but ASCII
  /// letters, digits, `.`, `_` and `-` replaced by `-`, so that it is safe in URLs and HTML.
  public static func anchor(_ slug: String) -> String {
    // Pages ask for the anchors of thousands of references, and slugs are nearly always safe.
    if slug.utf8.allSatisfy({ $0 < 0x80 && isSafe(Unicode.Scalar($0)) }) { return "note-" + slug }
    return "note-" + String(slug.unicodeScalars.map { isSafe($0) ? Character($0) : "-" })
  }

  private static func isSafe(_ scalar: Unicode.Scalar) -> Bool {
    ("0"..."9").contains(scalar) || ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar)
      || ".-_".unicodeScalars.contains(scalar)
  }
}
