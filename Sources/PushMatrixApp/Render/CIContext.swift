/// What the formats for CI (`github`, `sarif`) need beyond a page: where the scanned folder is
/// in the repository, whether a warning fails the run, and the tool that writes them.
package struct CIContext: Sendable {
  /// The scanned folder relative to the repository's root, ending in `/` (`ios/`), or empty:
  /// the findings' files are relative to the scanned folder, GitHub's to the repository.
  package var root: String
  /// Whether a warning fails the run (`--strict`), and so is an error.
  package var strict: Bool
  /// The tool, as a SARIF log names it.
  package var tool: SARIFRenderer.Tool

  /// Describes the run.
  package init(
    root: String = "", strict: Bool = false,
    tool: SARIFRenderer.Tool = SARIFRenderer.Tool(version: nil, informationURI: nil)
  ) {
    self.root = root
    self.strict = strict
    self.tool = tool
  }
}
