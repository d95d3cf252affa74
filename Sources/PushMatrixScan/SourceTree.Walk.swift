import Foundation
import PushMatrixIO

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

extension SourceTree {
  /// A walk below the paths given: the files it found to read, and what it found and did not
  /// read.
  struct Walk {
    /// Lists a folder's entries by their bytes.
    let listing: (String) throws(FileSystem.ReadFailure) -> [[UInt8]]
    /// The real paths of the paths given: a link to a file leads inside when its real path is
    /// one of them or lies below one.
    let inside: [String]
    /// The files found.
    var files: [File] = []
    /// What was found and not read.
    var omissions: [Omission] = []

    /// Creates a walk.
    init(
      listing: @escaping (String) throws(FileSystem.ReadFailure) -> [[UInt8]], inside: [String]
    ) {
      self.listing = listing
      self.inside = inside
    }

    /// Adds the files below a folder, entering subfolders but not links to them.
    ///
    /// The folders still to enter are kept in a list rather than by recursion, so that no depth
    /// of folders can exhaust the thread's stack.
    mutating func walk(_ folder: String, relative: String) {
      var folders = [(path: folder, relative: relative)]
      while let (folder, relative) = folders.popLast() {
        let names: [[UInt8]]
        do {
          names = try listing(folder)
        } catch {
          omissions.append(
            Omission(
              relative: relative, reason: "cannot list this folder: \(error.reason)", file: nil))
          continue
        }
        // A folder that can be listed but not searched (r without x) shows names that cannot
        // be looked at: said once, for the folder.
        var unsearchable: Int32?
        defer {
          if let code = unsearchable {
            omissions.append(
              Omission(
                relative: relative,
                reason: "cannot look at the entries of this folder: \(SystemCall.describe(code))",
                file: nil))
          }
        }
        for bytes in names {
          let name = String(fileNameBytes: bytes)
          let below = relative.isEmpty ? name : relative + "/" + name
          guard String(strictUTF8: bytes) != nil else {
            omitUnnamed(bytes, in: folder, relative: below)
            continue
          }
          let path = FileSystem.path(name, in: folder)
          var status = stat()
          guard lstat(path, &status) == 0 else {
            if errno != ENOENT { unsearchable = errno }
            continue
          }
          switch status.st_mode & S_IFMT {
          case S_IFDIR:
            if name.hasSuffix(".xcworkspace") {
              addWorkspaceFiles(in: path, relative: below)
            }
            guard SourceTree.enters(name) else { continue }
            folders.append((path, below))
          case S_IFREG, S_IFLNK:
            guard FileSystem.isFile(path) && !FileSystem.isDirectory(path),
              let kind = kind(ofFile: name)
            else { continue }
            if status.st_mode & S_IFMT == S_IFLNK && !leadsInside(path) {
              omissions.append(
                Omission(
                  relative: below,
                  reason: "a symbolic link to a file outside the paths scanned, not followed "
                    + "(scan a folder that holds both to read it)", file: kind))
              continue
            }
            files.append(File(path: path, relative: below, kind: kind))
          default:
            // A FIFO, device or socket named as a file the scan reads: never opened.
            guard let kind = kind(ofFile: name) else { continue }
            omissions.append(
              Omission(
                relative: below, reason: FileSystem.kind(of: status) + ", not a regular file",
                file: kind))
          }
        }
      }
    }

    /// Records an entry whose name is not UTF-8, when it is a folder the walk would enter or a
    /// file it would read: no path the scan builds can name it.
    private mutating func omitUnnamed(_ bytes: [UInt8], in folder: String, relative: String) {
      let name = String(fileNameBytes: bytes)
      let path = Array(FileSystem.path("", in: folder).utf8) + bytes + [0]
      var status = stat()
      let found = path.withUnsafeBufferPointer { buffer in
        buffer.withMemoryRebound(to: CChar.self) { lstat($0.baseAddress!, &status) == 0 }
      }
      guard found else { return }
      let reason = "its name is not UTF-8, so the scan cannot open it (rename it to read it)"
      if status.st_mode & S_IFMT == S_IFDIR {
        guard SourceTree.enters(name) else { return }
        omissions.append(Omission(relative: relative, reason: reason, file: nil))
      } else if let kind = kind(ofFile: name) {
        omissions.append(Omission(relative: relative, reason: reason, file: kind))
      }
    }

    /// Whether a link leads to a file inside the paths given, every link on the way followed.
    private func leadsInside(_ path: String) -> Bool {
      guard let real = FileSystem.resolved(path) else { return false }
      return inside.contains { real == $0 || real.hasPrefix($0 == "/" ? "/" : $0 + "/") }
    }

    /// Adds the files the scan reads inside a workspace.
    ///
    /// They are the `Package.resolved` Xcode keeps there, and the `contents.xcworkspacedata`
    /// that lists its projects, except in a project's own workspace (below the `.xcodeproj`
    /// folder), which lists only the project itself.
    private mutating func addWorkspaceFiles(in workspace: String, relative: String) {
      let files: [(below: String, kind: Kind)] = [
        ("xcshareddata/swiftpm/Package.resolved", .dependencyManifest),
        ("contents.xcworkspacedata", .workspace),
      ]
      for (below, kind) in files where kind != .workspace || !relative.contains(".xcodeproj/") {
        let path = FileSystem.path(below, in: workspace)
        guard FileSystem.isFile(path) && !FileSystem.isDirectory(path) else { continue }
        self.files.append(File(path: path, relative: relative + "/" + below, kind: kind))
      }
    }

    private func kind(ofFile name: String) -> Kind? { SourceTree.kind(ofFile: name) }
  }

  /// Whether the walk enters a folder of a name: not hidden, not build output or a dependency,
  /// not a test target, not a binary framework, bundle or workspace.
  static func enters(_ name: String) -> Bool {
    !name.hasPrefix(".") && !skippedFolders.contains(name) && !name.hasSuffix("Tests")
      && !skippedExtensions.contains(where: name.hasSuffix)
  }
}
