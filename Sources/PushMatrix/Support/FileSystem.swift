import Foundation

/// The few file-system questions the tool asks, in one place.
enum FileSystem {
  /// Whether a directory exists at the path.
  static func isDirectory(_ path: String) -> Bool {
    var isDirectory: ObjCBool = false
    return FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory)
      && isDirectory.boolValue
  }
}

extension FileSystem {
  /// Whether a regular file (or a link to one) exists at the path.
  static func isFile(_ path: String) -> Bool {
    var isDirectory: ObjCBool = false
    return FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory)
      && !isDirectory.boolValue
  }

  /// The names of the regular files in a folder, sorted.
  static func fileNames(in directory: String) -> [String] {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []
    return names.filter { isFile("\(directory)/\($0)") }.sorted()
  }
}

extension FileSystem {
  /// Joins a package-relative path to a root, leaving it relative when the root is `.`.
  static func path(_ relative: String, in root: String) -> String {
    root == "." ? relative : "\(root)/\(relative)"
  }
}
