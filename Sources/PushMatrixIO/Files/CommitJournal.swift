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
  /// - Parameter root: the package root.
  /// - Returns: the paths of the files the renames put in place.
  /// - Throws: ``Diagnostic`` for a journal that is not one `generate` wrote, or whose entries
  ///   are not renames it stages (a temporary file beside its destination);
  ///   ``AtomicFile/WriteError`` for a rename that fails again, the journal kept.
  package static func finish(in root: String) throws -> [String] {
    let journal = path(in: root)
    var status = stat()
    guard lstat(journal, &status) == 0 else { return [] }
    let document = try TSVDocument.parse(
      InputFile.read(path: journal, root: root), file: journal, columns: columns,
      required: Set(columns))
    // Paths below the root are written relative to it, the others absolute.
    func located(_ entry: String) -> String {
      entry.hasPrefix("/") ? entry : FileSystem.path(entry, in: root)
    }
    var renames: [AtomicFile.Rename] = []
    for record in document.records {
      let rename = AtomicFile.Rename(
        temporary: located(record.cells[0]!), path: located(record.cells[1]!))
      // Journals are files like any other in a checkout: only a rename generate would make,
      // into an output it may write, is made.
      guard AtomicFile.isTemporary(rename.temporary, of: rename.path) else {
        throw Diagnostic(
          file: journal, line: record.line,
          message: "not a rename that generate stages; delete the file if no run was stopped")
      }
      try AtomicFile.destination(rename.path, root: root)
      if lstat(rename.temporary, &status) == 0 && status.st_mode & S_IFMT == S_IFREG {
        renames.append(rename)
      }
    }
    try AtomicFile.commit(renames, journal: journal)
    return renames.map(\.path)
  }
}
