/// Compares the checked-in goldens under a package root with what the engine gives now.
public enum GoldenCheck {
  /// Returns one report per golden file, in payload order.
  ///
  /// A missing golden file counts as empty, so every one of its scenarios is reported added.
  ///
  /// - Throws: ``Diagnostic`` for a malformed golden file.
  public static func reports(_ generated: GeneratedFiles, router: Router = .standard)
    throws(Diagnostic) -> [ChangeReport]
  {
    var reports: [ChangeReport] = []
    for payload in Payload.allCases {
      let path = generated.goldenPath(payload)
      var space = ScenarioSpace.default
      space.payloads = [payload]
      let changes = MatrixComparison.changes(
        from: try checkedIn(path), to: MatrixComparison.cells(of: space, router: router))
      reports.append(ChangeReport(subject: path, changes: changes))
    }
    return reports
  }

  /// Returns the cells of a golden file, or none when there is no file.
  ///
  /// - Throws: ``Diagnostic`` for a malformed golden file.
  static func checkedIn(_ path: String) throws(Diagnostic) -> [Scenario: [String]] {
    FileSystem.isFile(path) ? MatrixComparison.cells(of: try GoldenFile.read(path: path)) : [:]
  }
}
