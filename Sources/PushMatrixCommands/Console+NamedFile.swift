import PushMatrixIO

extension Console {
  /// Writes a file named on the command line, such as `app --output FILE`, atomically, after
  /// removing what a stopped run of the tool left beside it.
  ///
  /// One rule wherever the command runs: the folders on the path are the user's choice and are
  /// followed as written, symbolic links included, while the file itself must be a regular file
  /// or absent, never a link, a FIFO or a folder. A temporary file that a killed run left beside
  /// the file is removed, as `generate` removes its own, and named on standard error.
  ///
  /// - Parameters:
  ///   - text: the file's text.
  ///   - path: the file, as the user named it.
  /// - Throws: ``AtomicFile/WriteError`` when the file cannot be written.
  func write(_ text: String, toFileNamed path: String) throws(AtomicFile.WriteError) {
    for removed in AtomicFile.removeStaleTemporaries(beside: [path]) {
      errors.write("removed   \(removed.messageEscaped), left by a run that was stopped\n")
    }
    // The file's own folder as the root: only the file itself is checked for a link. Whether the
    // file was already up to date does not matter to a command that names it.
    _ = try AtomicFile.write([(path, text)], root: AtomicFile.folder(of: path))
  }
}
