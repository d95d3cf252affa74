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
