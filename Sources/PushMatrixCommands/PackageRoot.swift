import Foundation
import PushMatrixIO

/// The package root a command reads and writes: the folder `--root` names, or else the nearest
/// folder up from the working directory that holds `Package.swift` and `Matrices/`.
///
/// `check` and `generate` refuse to run anywhere else: outside a package `check` once reported
/// every scenario as added and `generate` then wrote a fresh set of goldens and docs there.
package enum PackageRoot {
  /// The file that, with ``matrices``, marks a folder as the package root.
  package static let manifest = "Package.swift"
  /// The folder of goldens and observations every package root holds.
  package static let matrices = "Matrices"

  /// Returns the package root a command works in: the one named, which must be a folder
  /// holding `Matrices/`, or the nearest one up from the working directory.
  ///
  /// - Parameters:
  ///   - option: the `--root` option's value, or `nil` when it was not given.
  ///   - usage: the command's usage line, quoted when no root is found.
  /// - Returns: the root's path: the option's value, or `.`, `..`, `../..` and so on.
  /// - Throws: ``Diagnostic`` for a named root that is no folder or holds no `Matrices/`;
  ///   ``UsageError`` when no root was named and none is found.
  package static func locate(_ option: String?, usage: String) throws -> String {
    guard let root = option else {
      guard let root = nearest() else {
        throw UsageError(
          message: "not in a package: no folder from here up holds \(manifest) and \(matrices)/; "
            + "run it in the package or pass --root DIR", usage: usage)
      }
      return root
    }
    // A mistyped root would otherwise get a fresh Matrices/ and docs/ of its own.
    guard FileSystem.isDirectory(root) else {
      throw Diagnostic(
        file: root, line: nil, message: "no such folder; --root names the package root")
    }
    guard FileSystem.isDirectory(FileSystem.path(matrices, in: root)) else {
      throw Diagnostic(
        file: root, line: nil, message: "not a package root: it has no \(matrices)/ folder")
    }
    return root
  }

  /// Returns the nearest package root up from the working directory as a relative path, `.`,
  /// `..`, `../..` and so on, or `nil` when no folder up to `/` is one.
  package static func nearest() -> String? {
    let depth = FileManager.default.currentDirectoryPath.split(separator: "/").count
    for levels in 0...depth {
      let folder =
        levels == 0 ? "." : Array(repeating: "..", count: levels).joined(separator: "/")
      if FileSystem.isFile(FileSystem.path(manifest, in: folder))
        && FileSystem.isDirectory(FileSystem.path(matrices, in: folder))
      {
        return folder
      }
    }
    return nil
  }
}
