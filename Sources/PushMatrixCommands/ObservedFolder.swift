import PushMatrix

/// The folder of observation files a command reads: the default one when it exists, or the
/// one the user named, which must exist.
package struct ObservedFolder: Sendable {
  /// The folder's path.
  package var path: String
  /// Whether the user named it.
  package var isExplicit: Bool
  /// The package root, which no observation file below it may lead out of through a link.
  package var root: String

  /// Creates the folder from the `--observed` option's value, if one was given.
  package init(_ value: String?) {
    path = value ?? ObservationFile.directory
    isExplicit = value != nil
    root = "."
  }

  /// Creates the default folder of a package root, which may be absent.
  package init(path: String, root: String) {
    self.path = path
    isExplicit = false
    self.root = root
  }

  /// Reads the observations and returns the pipeline that judges and shows them; a missing
  /// default folder gives a pipeline without observations, and a remark.
  ///
  /// - Throws: ``Diagnostic`` for a missing named folder or a malformed file.
  package func pipeline(_ console: Console) throws(Diagnostic) -> Pipeline {
    guard isExplicit || FileSystem.isDirectory(path) else {
      console.errors.write(
        "note: no observations folder \(path.messageEscaped); the tables show no observations "
          + "(pass --observed DIR)\n")
      return Pipeline(observations: nil)
    }
    return Pipeline(observations: try ObservationFile.readAll(from: path, root: root))
  }
}
