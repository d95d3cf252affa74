/// A structural pass over one language's tokens, run once over a file: ``SwiftOutliner`` or
/// ``ObjectiveCOutliner``.
protocol Outliner {
  /// Prepares a pass over a file's tokens.
  init(tokens: [SourceToken], file: String)
  /// The file's tokens.
  var tokens: [SourceToken] { get }
  /// The position of the token being read; a step may move it past tokens it reads itself.
  var index: Int { get set }
  /// What the pass found.
  var outline: SourceOutline { get }
  /// Reads the token at ``index``.
  mutating func visit(_ token: SourceToken)
}

extension Outliner {
  /// Returns the outline of a file.
  ///
  /// - Parameters:
  ///   - tokens: the file's tokens.
  ///   - file: its path relative to the scanned root.
  /// - Returns: its types, functions, delegate assignments and adaptors.
  static func outline(_ tokens: [SourceToken], file: String) -> SourceOutline {
    var outliner = Self(tokens: tokens, file: file)
    while outliner.index < outliner.tokens.count {
      outliner.visit(outliner.tokens[outliner.index])
      outliner.index += 1
    }
    return outliner.outline
  }
}
