import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Writes whole files so that a reader sees the old text or the new one, never a part.
///
/// Each file is written to a temporary file beside it, `.<name>.<pid>.<random>.tmp`, flushed to
/// the disk and renamed over the destination. A process killed between the two steps leaves
/// that temporary file behind; ``removeStaleTemporaries(beside:)`` removes such leftovers.
package enum AtomicFile {
  /// A file that could not be written.
  package struct WriteError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The file's path.
    package var path: String
    /// What went wrong.
    package var reason: String

    package var description: String { "cannot write \(path): \(reason)" }
  }

  /// Writes text to a temporary file in the destination's folder, then renames it over the
  /// destination; a file that already holds exactly the text is left alone.
  ///
  /// - Returns: whether the file was written, `false` when it was already up to date.
  /// - Throws: ``WriteError`` when the folder, the temporary file or the rename fails.
  @discardableResult
  package static func write(_ text: String, to path: String) throws(WriteError) -> Bool {
    try write([(path, text)])[0]
  }

  /// Writes several files, all or none of them as far as a failure can be foreseen.
  ///
  /// Every file whose text changed is first written in full to its temporary file; only when
  /// all of them are, are they renamed into place. If a destination is refused (a symbolic
  /// link on its way below the root, or something other than a regular file in its place) or a
  /// folder, a temporary file or the journal cannot be created, the temporary files and the
  /// folders made so far are removed again and no destination has changed. With a journal,
  /// the renames are listed in it before the first one, and it is removed after the last: a
  /// rename that fails, or a run stopped among the renames, leaves the files renamed so far new
  /// and the rest old, each of them whole, and the rest staged and listed in the journal, for
  /// ``CommitJournal/finish(in:)`` to finish. Without one, the rest are removed. A replaced file
  /// keeps its mode, and its owner where the process may set it.
  ///
  /// - Parameters:
  ///   - files: each destination's path and text.
  ///   - root: the package root; no output below it is written through a symbolic link.
  ///   - journal: where to list the renames while they happen, if anywhere.
  /// - Returns: for each file, whether it was written, `false` when it was already up to date.
  /// - Throws: ``WriteError`` naming the first file that could not be written.
  package static func write(
    _ files: [(path: String, text: String)], root: String = ".", journal: String? = nil
  ) throws(WriteError) -> [Bool] {
    var staged: [Rename] = []
    var createdFolders: [String] = []
    var written: [Bool] = []
    do throws(WriteError) {
      for (path, text) in files {
        // Found now, a refused destination fails the run before any change.
        let replaced = try destination(path, root: root)
        let bytes = Array(text.utf8)
        if replaced != nil && FileSystem.compare(path, with: bytes) == .same {
          written.append(false)
          continue
        }
        try createFolders(of: path, recording: &createdFolders)
        staged.append(
          Rename(temporary: try stage(bytes, for: path, replacing: replaced), path: path))
        written.append(true)
      }
      if let journal, !staged.isEmpty { try CommitJournal.record(staged, at: journal, root: root) }
    } catch {
      for rename in staged { unlink(rename.temporary) }
      for folder in createdFolders.reversed() { rmdir(folder) }
      throw WriteError(path: error.path, reason: error.reason + "; no file was changed")
    }
    try commit(staged, journal: journal)
    return written
  }

  /// A staged file: its temporary file and the destination it is renamed to.
  package struct Rename: Equatable, Sendable {
    package var temporary: String
    package var path: String
  }

  /// Renames staged files into place in order, then removes the journal that lists them.
  ///
  /// - Throws: ``WriteError`` for the first rename that fails, saying how many were made and
  ///   where the rest are listed; without a journal, the rest are removed.
  package static func commit(_ renames: [Rename], journal: String?) throws(WriteError) {
    for (index, file) in renames.enumerated() {
      guard rename(file.temporary, file.path) != 0 else { continue }
      let reason = SystemCall.describe(errno)
      guard let journal else {
        for rest in renames[index...] { unlink(rest.temporary) }
        throw WriteError(
          path: file.path,
          reason: "\(reason) (\(index) of \(renames.count) files were replaced, each whole)")
      }
      throw WriteError(
        path: file.path,
        reason: "\(reason); \(index) of \(renames.count) files were replaced and "
          + "\(renames.count - index) are staged, listed in \(journal): run "
          + "'\(CommitJournal.command)' again to finish them")
    }
    if let journal { unlink(journal) }
  }

  /// Removes the temporary files that an earlier, killed run left beside the given files.
  ///
  /// Only files named as this type names them for one of the given files are removed, and only
  /// when the process that made them no longer runs, so a concurrent run keeps its own.
  ///
  /// - Parameter paths: the files about to be written.
  /// - Returns: the paths of the files removed.
  @discardableResult
  package static func removeStaleTemporaries(beside paths: [String]) -> [String] {
    var namesByFolder: [String: Set<String>] = [:]
    for path in paths { namesByFolder[folder(of: path), default: []].insert(name(of: path)) }
    var removed: [String] = []
    for (folder, names) in namesByFolder.sorted(by: { $0.key < $1.key }) {
      let entries = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
      for entry in entries.sorted() {
        guard let pid = stalePID(of: entry, names: names), !isRunning(pid) else { continue }
        let path = FileSystem.path(entry, in: folder)
        if unlink(path) == 0 { removed.append(path) }
      }
    }
    return removed
  }

  /// Whether a path names a temporary file this type would make for a destination: beside
  /// it, named `.<name>.<pid>.<random>.tmp`.
  package static func isTemporary(_ temporary: String, of path: String) -> Bool {
    folder(of: temporary) == folder(of: path)
      && stalePID(of: name(of: temporary), names: [name(of: path)]) != nil
  }

  /// Returns the process ID in a temporary file's name, `.<name>.<pid>.<random>.tmp`, when
  /// `<name>` is one of the given names.
  private static func stalePID(of entry: String, names: Set<String>) -> pid_t? {
    guard entry.hasPrefix("."), entry.hasSuffix(".tmp") else { return nil }
    let parts = entry.dropFirst().dropLast(4).split(
      separator: ".", omittingEmptySubsequences: false)
    guard parts.count >= 3, names.contains(parts.dropLast(2).joined(separator: ".")),
      let random = UInt32(parts[parts.count - 1]), String(random) == parts[parts.count - 1],
      let pid = pid_t(parts[parts.count - 2]), pid > 0
    else { return nil }
    return pid
  }

  /// Whether a process other than this one runs with the ID; this one has staged nothing yet.
  private static func isRunning(_ pid: pid_t) -> Bool {
    pid != getpid() && (kill(pid, 0) == 0 || errno == EPERM)
  }

  /// Returns why no output may be written at a path: the first symbolic link on its way below
  /// the package root, which a pull request can aim anywhere; `nil` when there is none.
  package static func refusedLink(on path: String, below root: String) -> String? {
    FileSystem.symbolicLink(on: path, below: root).map {
      "\($0) is a symbolic link, which no output may go through"
    }
  }

  /// Checks that a rename may put a file at a path.
  ///
  /// - Returns: the status of the regular file it replaces, or `nil` when there is none.
  /// - Throws: ``WriteError`` for a symbolic link on the way below the root, or a folder, FIFO,
  ///   device or link where the file must be.
  @discardableResult
  package static func destination(_ path: String, root: String) throws(WriteError) -> stat? {
    if let reason = refusedLink(on: path, below: root) {
      throw WriteError(path: path, reason: reason)
    }
    var status = stat()
    guard lstat(path, &status) == 0 else { return nil }
    guard status.st_mode & S_IFMT == S_IFREG else {
      throw WriteError(path: path, reason: "\(path) is \(FileSystem.kind(of: status)), not a file")
    }
    return status
  }

  /// Writes and flushes the bytes to a new temporary file beside the destination, with the
  /// owner and mode of the file it replaces.
  ///
  /// - Returns: the temporary file's path.
  package static func stage(_ bytes: [UInt8], for path: String, replacing replaced: stat?)
    throws(WriteError) -> String
  {
    let folder = folder(of: path)
    let temporary = FileSystem.path(
      ".\(name(of: path)).\(getpid()).\(UInt32.random(in: 0...UInt32.max)).tmp", in: folder)
    let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o666)
    guard descriptor >= 0 else {
      throw WriteError(
        path: path,
        reason: "cannot create a file in \(folder): \(SystemCall.describe(errno))")
    }
    var failure: Int32?
    if let replaced {
      // A rename would give the file the umask's mode and this process's owner. The owner is
      // kept where the process may set it, and before the mode, since a change of owner
      // clears the set-user-ID bit.
      _ = fchown(descriptor, replaced.st_uid, replaced.st_gid)
      if fchmod(descriptor, replaced.st_mode & 0o7777) != 0 { failure = errno }
    }
    if failure == nil { failure = bytes.withUnsafeBytes { SystemCall.writeAll(descriptor, $0) } }
    // Flushed before the rename, so that after a power cut the new name never holds less than
    // the whole text.
    if failure == nil && fsync(descriptor) != 0 { failure = errno }
    close(descriptor)
    if let failure {
      unlink(temporary)
      throw WriteError(path: path, reason: SystemCall.describe(failure))
    }
    return temporary
  }

  /// Creates the missing folders above a path, recording each one created.
  private static func createFolders(of path: String, recording created: inout [String])
    throws(WriteError)
  {
    var missing: [String] = []
    var folder = folder(of: path)
    while !FileSystem.isDirectory(folder) {
      if FileManager.default.fileExists(atPath: folder) {
        throw WriteError(path: path, reason: "\(folder) is a file, not a folder")
      }
      missing.append(folder)
      let parent = self.folder(of: folder)
      if parent == folder { break }
      folder = parent
    }
    for folder in missing.reversed() {
      guard mkdir(folder, 0o777) == 0 else {
        throw WriteError(
          path: path,
          reason: "cannot create the folder \(folder): \(SystemCall.describe(errno))")
      }
      created.append(folder)
    }
  }

  /// The folder part of a path, `.` when there is none.
  package static func folder(of path: String) -> String {
    guard let slash = path.lastIndex(of: "/") else { return "." }
    return slash == path.startIndex ? "/" : String(path[..<slash])
  }

  /// The last component of a path.
  private static func name(of path: String) -> String {
    path.lastIndex(of: "/").map { String(path[path.index(after: $0)...]) } ?? path
  }
}
