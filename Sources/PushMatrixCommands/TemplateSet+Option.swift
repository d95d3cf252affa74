import PushMatrixIO
import PushMatrixTables

extension TemplateSet {
  /// Returns the templates a `--templates` option names, or the shipped ones without it.
  ///
  /// - Parameters:
  ///   - directory: the option's value, if it was given.
  ///   - root: the package root, which a template below it may not lead out of through a link.
  /// - Returns: the templates.
  /// - Throws: ``Diagnostic`` for a missing folder or a missing, unreadable or malformed file.
  static func option(_ directory: String?, root: String) throws(Diagnostic) -> TemplateSet {
    guard let directory else { return .bundled }
    return try load(directory: directory, root: root)
  }
}
