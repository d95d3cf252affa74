import PushMatrixIO

/// The XcodeGen specs below the scanned paths: which YAML and JSON files are specs, and each
/// read with the files it includes, as XcodeGen reads them, within bounds.
///
/// A spec's root is a `project.yml` (`project.yaml`, `project.json`), or a YAML file with
/// top-level `name:` and `targets:` keys that no other such file includes. Any other YAML file
/// (a CI workflow, a linter's settings) is parsed only when a spec includes it. A root whose
/// generated project (`NAME.xcodeproj` beside it) is checked in is left out, and its includes
/// are not read: the project is what Xcode builds.
///
/// Includes are followed as XcodeGen's `SpecFile` follows them (yonaskolb/XcodeGen
/// `Sources/ProjectSpec/SpecFile.swift`, `init(include:…)` and `resolvingPaths`): `include` is
/// a path or a list of paths and `{path:, relativePaths:, enable:}` maps; with `relativePaths`
/// (the default) the path is relative to the including file and the included file's own paths
/// to its folder, without it both are relative to the including file's base; each file is
/// merged once, under the file that includes it, at most ``maximumIncludeDepth`` files deep.
/// A file that includes itself, directly or through others, is a finding (XcodeGen itself
/// would not end) and is merged once, as is an include that is not found.
///
/// A spec may come with a pull request: the spec files parsed in one scan add up to at most
/// ``maximumSize`` bytes, and a file past that is a finding, not read; nesting is bounded by
/// ``YAMLValue/maximumDepth``.
struct XcodeGenSpecFiles {
  /// The most bytes of spec files one scan parses, all together: 4 MiB, a hundred times a
  /// large app's spec, so that the values kept (about 15 bytes for each byte read) stay
  /// within tens of megabytes.
  static let maximumSize = 1 << 20
  /// How many files deep includes are followed.
  static let maximumIncludeDepth = 8
  /// The names of the files that are a spec's root wherever they are.
  static let rootNames: Set<String> = ["project.yml", "project.yaml", "project.json"]

  /// The specs whose project is not checked in, each with its includes merged, in path order.
  private(set) var specs: [XcodeGenSpec] = []
  /// The spec files that could not be read, with where and why: the fields a spec decides
  /// are unknown unless another file decides them.
  private(set) var unreadable: [(location: FileLocation, reason: String)] = []
  /// What the includes hold that was not followed: loops, files not found, the bounds.
  private(set) var findings: [AppProfile.Finding] = []

  /// Every YAML or JSON file found, by relative path.
  private let files: [String: SourceTree.File]
  /// The files parsed, `nil` for one that could not be.
  private var parsed: [String: YAMLValue?] = [:]
  /// The bytes left to parse.
  private var budget = maximumSize

  /// Finds the specs among YAML and JSON files and reads each with its includes.
  ///
  /// - Parameters:
  ///   - files: the YAML and JSON files found, in path order.
  ///   - projects: the `project.pbxproj` files found, relative to the scanned root.
  ///   - open: reads a file, or returns `nil` when it cannot be opened.
  /// - Throws: what `open` throws.
  init(
    files: [SourceTree.File], checkedIn projects: Set<String>,
    open: (SourceTree.File) throws -> [UInt8]?
  ) throws {
    self.files = Dictionary(
      files.map { ($0.relative, $0) }, uniquingKeysWith: { first, _ in first })
    var candidates: [String] = []
    for file in files {
      guard let bytes = try open(file) else {
        parsed[file.relative] = .some(nil)
        continue
      }
      let name = String(file.relative.split(separator: "/").last ?? "")
      guard Self.rootNames.contains(name) || Self.hasTopLevelNameAndTargets(bytes) else {
        continue
      }
      candidates.append(file.relative)
      parse(file, bytes)
    }
    // A file that another candidate includes is part of that spec, unless it is named as a
    // root: a project.yml stays a project of its own whatever includes it.
    let bases = Dictionary(
      uniqueKeysWithValues: candidates.map { ($0, base(of: $0, parsed[$0] ?? nil)) })
    let included = Set(
      candidates.flatMap { file in
        Self.includes(of: parsed[file] ?? nil).compactMap {
          XcodeProject.normalized(XcodeProject.join(bases[file] ?? "", $0.path))
        }
      })
    for file in candidates {
      let name = String(file.split(separator: "/").last ?? "")
      guard let value = parsed[file] ?? nil,
        !included.contains(file) || Self.rootNames.contains(name)
      else { continue }
      if let projectName = value["name"]?.text,
        projects.contains(
          XcodeProject.join(Self.folder(of: file), projectName + ".xcodeproj/project.pbxproj"))
      {
        continue
      }
      let base = bases[file] ?? Self.folder(of: file)
      if base != Self.folder(of: file) {
        findings.append(
          AppProfile.Finding(
            field: "callbacks", file: file, line: nil,
            shows: "read as if it stood at the scanned root: none of its includes is found "
              + "beside it, and some are from the root, where a script would copy it before "
              + "running xcodegen"))
      }
      var merged: Set<String> = []
      let root = try merging(
        file, base: base, relative: "", below: "", chain: [file], merged: &merged, open: open)
      if XcodeGenSpec.isSpec(root) {
        specs.append(XcodeGenSpec(file: file, folder: base, root: root))
      }
    }
  }

  /// Whether a YAML file has `name:` and `targets:` at the start of a line: the top-level keys
  /// of a spec, found without parsing it.
  static func hasTopLevelNameAndTargets(_ bytes: [UInt8]) -> Bool {
    var hasName = false
    var hasTargets = false
    var start = 0
    while start < bytes.count && !(hasName && hasTargets) {
      let rest = bytes[start...]
      hasName = hasName || rest.starts(with: "name:".utf8)
      hasTargets = hasTargets || rest.starts(with: "targets:".utf8)
      start = (bytes[start...].firstIndex(of: UInt8(ascii: "\n")) ?? bytes.count) + 1
    }
    return hasName && hasTargets
  }

  /// The folder a root spec's paths start from: its own, or the scanned root when none of the
  /// files it includes is found from its folder but some are from the root (a spec that a
  /// script copies to the root before running xcodegen, as OneBusAway/onebusaway-ios's
  /// `scripts/generate_project` does).
  private func base(of file: String, _ value: YAMLValue?) -> String {
    let folder = Self.folder(of: file)
    let paths = Self.includes(of: value).filter(\.enable).map(\.path)
    func found(from base: String) -> Bool {
      paths.contains {
        XcodeProject.normalized(XcodeProject.join(base, $0)).map { files[$0] != nil } ?? false
      }
    }
    guard !folder.isEmpty, !found(from: folder), found(from: "") else { return folder }
    return ""
  }

  /// The folder of a file relative to the scanned root.
  private static func folder(of file: String) -> String {
    XcodeProject.projectFolder(ofSpec: file)
  }

  /// An `include` entry: its path, whether its paths are relative to it, whether it is read,
  /// and its line.
  private struct Include {
    var path: String
    var relativePaths = true
    var enable = true
    var line: Int
  }

  /// The includes a parsed file lists, as XcodeGen reads them: a path, or a map with `path`
  /// and the flags, alone or in a list.
  private static func includes(of value: YAMLValue?) -> [Include] {
    guard let list = value?["include"] else { return [] }
    let items: [YAMLValue] = if case .map = list { [list] } else { list.items }
    // A flag as Foundation's `boolValue` reads a string: yes, true and digits other than 0.
    func flag(_ value: YAMLValue?) -> Bool? {
      value?.text?.first.map { "YyTt123456789".contains($0) }
    }
    return items.compactMap { item in
      guard let path = item.text ?? item["path"]?.text else { return nil }
      return Include(
        path: path, relativePaths: flag(item["relativePaths"]) ?? true,
        enable: flag(item["enable"]) ?? true, line: item.line)
    }
  }

  /// Parses a file within the bytes left, or notes why not.
  @discardableResult
  private mutating func parse(_ file: SourceTree.File, _ bytes: [UInt8]) -> YAMLValue? {
    if let done = parsed[file.relative] { return done }
    guard bytes.count <= budget else {
      parsed[file.relative] = .some(nil)
      unreadable.append(
        (
          FileLocation(file: file.relative, line: nil),
          "not read: with the specs read before it, it would make more than "
            + "\(Self.maximumSize >> 20) MiB of XcodeGen specs, more than any project's"
        ))
      return nil
    }
    budget -= bytes.count
    do {
      let value =
        file.relative.hasSuffix(".json")
        ? try YAMLValue(json: bytes, file: file.path, relative: file.relative)
        : try YAMLValue.parse(bytes, file: file.path, relative: file.relative)
      parsed[file.relative] = value
      return value
    } catch {
      parsed[file.relative] = .some(nil)
      unreadable.append((FileLocation(file: file.relative, line: error.line), error.message))
      return nil
    }
  }

  /// A file's value with what it includes merged under it.
  ///
  /// - Parameters:
  ///   - file: the file, relative to the scanned root.
  ///   - base: the folder its includes' paths start from, as XcodeGen's `basePath`.
  ///   - relative: the folder below `base` its own includes start from, with `relativePaths`.
  ///   - below: the folder, relative to the root spec's, that its paths are relative to.
  ///   - chain: the files that include it, the root first, itself last.
  ///   - merged: the files merged so far, each merged once.
  ///   - open: reads a file not read yet, or returns `nil` when it cannot be opened.
  /// - Returns: the merged value, its paths relative to the root spec's folder; an empty map
  ///   for a file that could not be read.
  /// - Throws: what `open` throws.
  private mutating func merging(
    _ file: String, base: String, relative: String, below: String, chain: [String],
    merged: inout Set<String>, open: (SourceTree.File) throws -> [UInt8]?
  ) throws -> YAMLValue {
    merged.insert(file)
    let value: YAMLValue?
    if let done = parsed[file] {
      value = done
    } else if let found = files[file], let bytes = try open(found) {
      value = parse(found, bytes)
    } else {
      value = nil
    }
    guard let value else { return .map([], line: 1) }
    var result = YAMLValue.map([], line: 1)
    func note(_ line: Int, _ shows: String) {
      findings.append(
        AppProfile.Finding(field: "callbacks", file: file, line: line, shows: shows))
    }
    for include in Self.includes(of: value) where include.enable {
      let start = include.relativePaths ? XcodeProject.join(base, relative) : base
      guard let path = XcodeProject.normalized(XcodeProject.join(start, include.path)) else {
        note(
          include.line,
          "includes \(include.path.messageQuoted), which leads out of the scanned folder: "
            + "not read")
        continue
      }
      if chain.contains(path) {
        note(
          include.line,
          "includes \(path), which includes this file"
            + (path == file ? "" : " back") + ": a loop, which XcodeGen would not end; "
            + "each file is read once")
        continue
      }
      guard !merged.contains(path) else { continue }
      guard chain.count <= Self.maximumIncludeDepth else {
        note(
          include.line,
          "includes \(path), more than \(Self.maximumIncludeDepth) files deep: not read")
        continue
      }
      guard files[path] != nil else {
        note(include.line, "includes \(path), which was not found below the paths: not read")
        continue
      }
      let folder = include.relativePaths ? Self.folder(of: include.path) : ""
      let included = try merging(
        path, base: start, relative: folder, below: XcodeProject.join(below, folder),
        chain: chain + [path], merged: &merged, open: open)
      result = result.merged(with: included)
    }
    return result.merged(with: XcodeGenSpec.resolvingPaths(in: value, below: below))
  }
}
