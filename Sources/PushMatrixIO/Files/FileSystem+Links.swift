import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

extension FileSystem {
  /// Whether a path that lies below a package root by its name leads, through a symbolic link
  /// on the way, to a file outside the root.
  ///
  /// A pull request can add a link such as `Matrices/observed/x.tsv -> /proc/self/environ`, and
  /// Git keeps it; an input below the root must stay inside it. A path named outside the root
  /// is the user's own choice and is not checked; nor is one that does not resolve, whose open
  /// fails on its own.
  package static func leadsOutOfRoot(_ path: String, root: String) -> Bool {
    guard let below = components(of: path, below: root), !below.isEmpty,
      let realPath = resolved(path), let realRoot = resolved(root)
    else { return false }
    return !(realPath + "/").hasPrefix(realRoot == "/" ? "/" : realRoot + "/")
  }

  /// Returns the first symbolic link on a path below a package root, such as `repo/docs/en` on
  /// `repo/docs/en/by-os.md`, the file itself included, or `nil` when there is none.
  ///
  /// Only the part below the root is looked at: the root itself, or the folders above it, may
  /// be links of the user's making.
  package static func symbolicLink(on path: String, below root: String) -> String? {
    guard let below = components(of: path, below: root), !below.isEmpty else { return nil }
    let rootPath = absolute(root)
    var status = stat()
    for depth in 1...below.count {
      let candidate = ([rootPath == "/" ? "" : rootPath] + below.prefix(depth)).joined(
        separator: "/")
      guard lstat(candidate, &status) == 0 else { return nil }
      if status.st_mode & S_IFMT == S_IFLNK {
        return dropLastComponents(below.count - depth, of: path)
      }
    }
    return nil
  }

  /// The components of a path below a root, both made absolute by name alone (`.` and `..`
  /// resolved, links not followed), or `nil` when the path is not the root or below it.
  private static func components(of path: String, below root: String) -> [String]? {
    let path = absolute(path).split(separator: "/").map(String.init)
    let root = absolute(root).split(separator: "/").map(String.init)
    guard path.starts(with: root) else { return nil }
    return Array(path.dropFirst(root.count))
  }

  /// A path below a root relative to it, both made absolute by name alone, or `nil` when the
  /// path is not below the root.
  package static func relative(_ path: String, to root: String) -> String? {
    guard let below = components(of: path, below: root), !below.isEmpty else { return nil }
    return below.joined(separator: "/")
  }

  /// A relative path with `.` and `..` resolved by name, or `nil` when it is absolute or its
  /// `..` lead above where it starts; the root itself is the empty path.
  package static func normalized(relative path: String) -> String? {
    guard !path.hasPrefix("/") else { return nil }
    var parts: [Substring] = []
    for part in path.split(separator: "/") where part != "." {
      if part == ".." {
        guard parts.popLast() != nil else { return nil }
      } else {
        parts.append(part)
      }
    }
    return parts.joined(separator: "/")
  }

  /// A path made absolute against the working directory, `.` and `..` resolved by name.
  package static func absolute(_ path: String) -> String {
    let full = path.hasPrefix("/") ? path : FileManager.default.currentDirectoryPath + "/" + path
    var parts: [Substring] = []
    for part in full.split(separator: "/") where part != "." {
      if part == ".." {
        _ = parts.popLast()
      } else {
        parts.append(part)
      }
    }
    return "/" + parts.joined(separator: "/")
  }

  /// The real path of an existing file, every link followed, or `nil`.
  package static func resolved(_ path: String) -> String? {
    guard let real = realpath(path, nil) else { return nil }
    defer { free(real) }
    return String(cString: real)
  }

  /// A path without its last `count` components, as the user wrote the rest.
  private static func dropLastComponents(_ count: Int, of path: String) -> String {
    var result = Substring(path)
    for _ in 0..<count {
      while result.hasSuffix("/") { result = result.dropLast() }
      guard let slash = result.lastIndex(of: "/") else { return "." }
      result = result[..<slash]
    }
    return result.isEmpty ? "/" : String(result)
  }
}
