import PushMatrixEngine
import PushMatrixIO
import PushMatrixTables

/// The folder of observation files a command reads: the package root's default one when it
/// exists, or the one the user named, which must exist.
package struct ObservedFolder: Sendable {
  /// The folder the user named, or `nil` for the package root's default one.
  package var named: String?
  /// The package root, or `nil` for the nearest one up from the working directory, found when
  /// the folder is read.
  package var root: String?
  /// The option the note on a missing default folder suggests, or `nil` for a command without
  /// one: `generate` once advised `--observed`, which it does not take.
  package var option: String?

  /// The help of the `--observed` option, with what a command does when the default folder is
  /// missing.
  package static func help(whenMissing: String) -> String {
    HelpText.option(
      "--observed DIR",
      "the observation files (default \(ObservationFile.directory) of the package root, the "
        + "nearest folder up from here with \(PackageRoot.manifest) and \(PackageRoot.matrices)/; "
        + whenMissing + "; outside a package, the ones built into the tool)")
  }

  /// Creates the folder from the `--observed` option's value, if one was given.
  package init(_ value: String?) {
    named = value
    option = "--observed DIR"
  }

  /// Creates the default folder of a package root, which may be absent, for a command that
  /// takes no `--observed`.
  package init(root: String) {
    self.root = root
  }

  /// Returns the folder's path and the root that no observation file below it may lead out of
  /// through a link: a named folder and `.`, or the default folder of the package root, of the
  /// nearest one up from the working directory, or outside a package of the working directory.
  package func location() -> (path: String, root: String) {
    if let named { return (named, root ?? ".") }
    let root = root ?? PackageRoot.nearest() ?? "."
    return (FileSystem.path(ObservationFile.directory, in: root), root)
  }

  /// Reads the observations and returns the pipeline that judges and shows them.
  ///
  /// Outside any package root the observations compiled into the tool serve, so that a tool
  /// installed on its own explains as it does in the repository; a package root without the
  /// default folder gives a pipeline without observations, and a remark.
  ///
  /// - Throws: ``Diagnostic`` for a missing named folder or a malformed file.
  package func pipeline(_ console: Console) throws(Diagnostic) -> Pipeline {
    if let named {
      return Pipeline(observations: try ObservationFile.readAll(from: named, root: root ?? "."))
    }
    // The package root is looked for once: the walk up the folders stats two files a level.
    guard let root = root ?? PackageRoot.nearest() else {
      return Pipeline(observations: try ObservationFile.shipped())
    }
    let path = FileSystem.path(ObservationFile.directory, in: root)
    guard FileSystem.isDirectory(path) else {
      console.errors.write(
        "note: no observations folder \(path.messageEscaped); the tables show no observations"
          + (option.map { " (pass \($0))" } ?? "") + "\n")
      return Pipeline(observations: nil)
    }
    return Pipeline(observations: try ObservationFile.readAll(from: path, root: root))
  }
}
