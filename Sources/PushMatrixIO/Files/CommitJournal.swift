import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// The renames a `generate` has staged and not yet made, listed in `.pushmatrix-journal` at the
/// package root while it makes them, so that the next run can finish a run that failed or was
/// stopped among its renames.
///
/// Every temporary file is written and flushed before the journal is; the journal is written
/// whole (through a temporary file, flushed, with its folder flushed) before the first rename
/// and removed after the last. So while a journal exists, each file it lists is whole, old or
/// new, and the new text of every file still old waits in its temporary file beside it.
package enum CommitJournal {
  /// The journal's file name, at the package root.
  package static let name = ".pushmatrix-journal"
  /// The command that stages the renames and whose next run finishes them.
  package static let command = "pushmatrix generate"

  /// The journal's header, after a comment line saying what the file is.
  static let columns = ["temporary", "path"]

  /// The journal's path under a package root.
  package static func path(in root: String) -> String { FileSystem.path(name, in: root) }

  /// Writes the journal listing the renames, paths below the root relative to it.
  ///
  /// - Throws: ``AtomicFile/WriteError`` when the journal cannot be written.
  static func record(_ renames: [AtomicFile.Rename], at journal: String, root: String)
    throws(AtomicFile.WriteError)
  {
    func entry(_ path: String) -> String {
      (FileSystem.relative(path, to: root) ?? FileSystem.absolute(path)).tsvEscaped
    }
    var text =
      "# Renames '\(command)' staged and has not made; the next run makes them. "
      + "Delete this file to drop them.\n" + columns.joined(separator: "\t") + "\n"
    for rename in renames { text += entry(rename.temporary) + "\t" + entry(rename.path) + "\n" }
    let temporary = try AtomicFile.stage(Array(text.utf8), for: journal, replacing: nil)
    guard rename(temporary, journal) == 0 else {
      let reason = SystemCall.describe(errno)
      unlink(temporary)
      throw AtomicFile.WriteError(path: journal, reason: reason)
    }
    // The journal must be on the disk before any rename it lists.
    let folder = open(root, O_RDONLY | O_CLOEXEC)
    if folder >= 0 {
      fsync(folder)
      close(folder)
    }
  }

  /// Finishes the renames a journal at the package root lists, if there is one: each whose
  /// temporary file is still there is made, and the journal is removed.
  ///
  /// A journal is a file like any other in a checkout, and a pull request can bring one: only
  /// renames that `generate` itself stages are made, and only when every entry is one. Each
  /// entry must name, relative to the root and without `.` or `..`, one of the outputs given and
  /// a temporary file beside it named as ``AtomicFile`` names them, with no symbolic link on the
  /// way below the root and nothing but a regular file (or nothing) at either path. Otherwise
  /// nothing is renamed and the journal is kept.
  ///
  /// - Parameters:
  ///   - root: the package root.
  ///   - outputs: the files below the root that this run may write, relative to it.
  /// - Returns: the paths of the files the renames put in place.
  /// - Throws: ``Diagnostic`` for a journal that is not one `generate` wrote, or with an entry
  ///   that is not a rename it stages; ``AtomicFile/WriteError`` for a rename that fails again,
  ///   the journal kept.
  package static func finish(in root: String, outputs: Set<String>) throws -> [String] {
    let journal = path(in: root)
    var status = stat()
    guard lstat(journal, &status) == 0 else { return [] }
    let document = try TSVDocument.parse(
      InputFile.read(path: journal, root: root), file: journal, columns: columns,
      required: Set(columns))
    var renames: [AtomicFile.Rename] = []
    for record in document.records {
      let (temporary, output) = (record.cells[0]!, record.cells[1]!)
      if let reason = refusal(of: temporary, to: output, root: root, outputs: outputs) {
        throw Diagnostic(
          file: journal, line: record.line,
          message: "not a rename that generate stages: \(reason); delete the file if no run was "
            + "stopped")
      }
      let rename = AtomicFile.Rename(
        temporary: FileSystem.path(temporary, in: root), path: FileSystem.path(output, in: root))
      if lstat(rename.temporary, &status) == 0 { renames.append(rename) }
    }
    try AtomicFile.commit(renames, journal: journal)
    return renames.map(\.path)
  }

  /// Returns why a journal's entry is no rename `generate` stages, or `nil` when it is one.
  private static func refusal(
    of temporary: String, to output: String, root: String, outputs: Set<String>
  ) -> String? {
    // The outputs are plain relative paths: an absolute path, `..`, `.` or an empty component
    // can only lead somewhere else.
    for entry in [output, temporary] {
      let parts = entry.split(separator: "/", omittingEmptySubsequences: false)
      if entry.hasPrefix("/") || parts.contains(where: { $0.isEmpty || $0 == "." || $0 == ".." }) {
        return "\(entry.messageQuoted) is not a plain path below the package root"
      }
    }
    guard outputs.contains(output) else {
      return "\(output.messageQuoted) is no file generate writes"
    }
    guard AtomicFile.isTemporary(temporary, of: output) else {
      return "\(temporary.messageQuoted) is not a temporary file beside \(output.messageQuoted)"
    }
    let path = FileSystem.path(output, in: root)
    if let reason = AtomicFile.refusedLink(on: path, below: root) { return reason }
    var status = stat()
    for entry in [output, temporary]
    where lstat(FileSystem.path(entry, in: root), &status) == 0
      && status.st_mode & S_IFMT != S_IFREG
    {
      return "\(entry.messageQuoted) is \(FileSystem.kind(of: status)), not a file"
    }
    return nil
  }
}
