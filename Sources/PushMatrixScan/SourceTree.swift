import Foundation
import PushMatrixIO

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// The files of an iOS project that the scan reads, found below the paths given: Swift and
/// Objective-C sources, property lists, Xcode projects and xcconfig files.
///
/// Folders are walked recursively in name order; build output and dependencies (``skippedFolders``,
/// hidden folders, binary frameworks) and test targets (folders whose names end in `Tests`,
/// whose mock delegates are not the app's) are skipped, and links to folders are not followed,
/// so that a walk ends and reads only the app's own files. What it finds and cannot read — a
/// folder it cannot list, a name that is not UTF-8, a link to a file outside the paths given —
/// is an ``Omission``, never skipped without a word.
package struct SourceTree: Sendable {
  /// What a file is to the scan.
  package enum Kind: Equatable, Sendable {
    case source(SourceLanguage)
    case propertyList
    case xcodeProject
    case buildSettings
    /// A package manager's file, one of ``DependencyManifest/names``.
    case dependencyManifest
    /// A YAML file, or a `project.json`, that may be a project generator's spec (XcodeGen).
    case projectSpec
    /// A workspace's `contents.xcworkspacedata`: the order of the projects it lists.
    case workspace
    /// A JavaScript, TypeScript or Dart file, or a `firebase.json`: read only below a
    /// cross-platform package that depends on a push SDK (``ScriptSources``).
    case script
  }

  /// A file to read.
  package struct File: Equatable, Sendable {
    /// The path to open, the user's path joined with the path below it.
    package var path: String
    /// The path relative to the scanned root, for findings.
    package var relative: String
    /// What it is.
    package var kind: Kind
  }

  /// The folders never entered: build output and third-party dependencies.
  package static let skippedFolders: Set<String> = [
    "Pods", "Carthage", "DerivedData", "node_modules", "build",
  ]
  /// The folder extensions never entered: binary frameworks and workspaces.
  static let skippedExtensions = [".framework", ".xcframework", ".xcworkspace", ".bundle"]
  /// The largest file read, in bytes.
  package static let maximumFileSize = 64 << 20
  /// The most bytes one scan reads, all files together: 128 MiB, several times a large app's
  /// own sources.
  ///
  /// The scan's peak is then the tokens of the largest file while it is outlined, at most
  /// ``maximumTokens``, and the declarations and calls kept of the others.
  package static let maximumTotalSize = 128 << 20
  /// The most tokens the scan reads in one file, and keeps of every file that defines
  /// `willPresent` together: 8 Mi, 32 bytes each (256 MiB), about 40 MB of ordinary Swift and
  /// far more than any app's own file holds.
  ///
  /// Without it a token-dense file cost about 50 bytes per byte: 64 MiB of `a;a;…`, under
  /// ``maximumFileSize``, took 3.4 GB while it was tokenized, and seven files of 8 MiB that
  /// each define `willPresent` kept 2 GB.
  package static let maximumTokens = 8 << 20

  /// The paths given, as given.
  package var paths: [String]

  /// The files found, sorted by relative path.
  package var files: [File]

  /// What the walk found and did not read, sorted by relative path.
  package var omissions: [Omission] = []

  /// Finds the files below the given paths; a path may be a folder or a file.
  ///
  /// Paths in findings are relative to the folder that holds everything given: the folder
  /// itself when one folder is given, the file's folder when one file is.
  ///
  /// - Parameters:
  ///   - paths: folders and files, as given.
  ///   - listing: lists a folder, as ``FileSystem/rawEntries(in:)`` does; tests make it fail.
  /// - Throws: ``ScanError`` when a path cannot be read or no source lies below them.
  package init(
    paths: [String],
    listing: @escaping (String) throws(FileSystem.ReadFailure) -> [[UInt8]] =
      FileSystem.rawEntries(in:)
  ) throws(ScanError) {
    self.paths = paths
    let absolutes = paths.map(FileSystem.absolute)
    for path in paths {
      var status = stat()
      guard stat(path, &status) == 0 else {
        throw .unreadable(path: path, reason: SystemCall.describe(errno))
      }
      let isFolder = status.st_mode & S_IFMT == S_IFDIR
      guard isFolder || status.st_mode & S_IFMT == S_IFREG else {
        throw .unreadable(
          path: path, reason: FileSystem.kind(of: status) + ", not a file or folder")
      }
      if isFolder && access(path, R_OK | X_OK) != 0 {
        throw .unreadable(path: path, reason: SystemCall.describe(errno))
      }
    }
    let root = Self.root(of: paths)
    var walk = Walk(listing: listing, inside: paths.compactMap(FileSystem.resolved))
    for (path, absolute) in zip(paths, absolutes) {
      let relative = FileSystem.relative(absolute, to: root) ?? ""
      if FileSystem.isDirectory(path) {
        walk.walk(path, relative: relative)
      } else if let kind = Self.kind(ofFile: (absolute as NSString).lastPathComponent) {
        walk.files.append(File(path: path, relative: relative, kind: kind))
      }
    }
    let files = walk.files
    var omitted: Set<String> = []
    omissions = walk.omissions.sorted { $0.relative < $1.relative }.filter {
      omitted.insert($0.relative).inserted
    }
    // Overlapping paths (a folder twice, or a file inside a folder given) name a file once.
    var seen: Set<String> = []
    self.files = files.sorted { $0.relative < $1.relative }.filter {
      seen.insert($0.relative).inserted
    }
    guard self.files.contains(where: { if case .source = $0.kind { true } else { false } }) else {
      throw .noSources(
        paths: paths,
        omitted: omissions.filter { omission in
          // A folder or a source: where a source may lie.
          if case .source = omission.kind { true } else { omission.kind == nil }
        }.prefix(10).map { "\($0.relative.messageQuoted): \($0.reason)" })
    }
  }

  /// Returns what a file is to the scan by its name, or `nil` for a file it does not read.
  static func kind(ofFile name: String) -> Kind? {
    if name == "project.pbxproj" { return .xcodeProject }
    if name.hasSuffix(".plist") || name.hasSuffix(".entitlements") { return .propertyList }
    if name.hasSuffix(".xcconfig") { return .buildSettings }
    if DependencyManifest.names[name] != nil { return .dependencyManifest }
    if name.hasSuffix(".yml") || name.hasSuffix(".yaml") || name == "project.json" {
      return .projectSpec
    }
    if ScriptSources.reads(fileNamed: name) { return .script }
    return SourceLanguage(fileName: name).map(Kind.source)
  }

  /// The folder an absolute path lies in.
  private static func parent(of path: String) -> String {
    let folder = (path as NSString).deletingLastPathComponent
    return folder.isEmpty ? "/" : folder
  }

  /// Returns the folder the files' relative paths start from: the deepest that holds every
  /// path given, a folder itself or a file's folder, as an absolute path.
  package static func root(of paths: [String]) -> String {
    commonFolder(
      paths.map { path in
        let absolute = FileSystem.absolute(path)
        return FileSystem.isDirectory(path) ? absolute : parent(of: absolute)
      })
  }

  /// The deepest folder that holds every one of the absolute folders given.
  private static func commonFolder(_ folders: [String]) -> String {
    let split = folders.map { $0.split(separator: "/") }
    guard var common = split.first else { return "/" }
    for parts in split.dropFirst() {
      common = Array(zip(common, parts).prefix { $0 == $1 }.map(\.0))
    }
    return "/" + common.joined(separator: "/")
  }

  /// Reads a file whole.
  ///
  /// - Throws: ``ScanError`` when it cannot be opened or read, or is larger than
  ///   ``maximumFileSize``.
  package static func read(_ file: File) throws(ScanError) -> [UInt8] {
    let descriptor: Int32
    do {
      descriptor = try FileSystem.openRegularFile(file.path)
    } catch {
      throw .unreadable(path: file.path, reason: error.reason)
    }
    defer { close(descriptor) }
    var bytes: [UInt8] = []
    var tooLarge = false
    let failed = FileSystem.readBlocks(of: descriptor, size: 1 << 16) { block in
      bytes.append(contentsOf: block)
      tooLarge = bytes.count > maximumFileSize
      return !tooLarge
    }
    if let failed { throw .readFailed(path: file.path, reason: SystemCall.describe(failed)) }
    if tooLarge { throw .tooLarge(path: file.path) }
    return bytes
  }
}
