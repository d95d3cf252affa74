import Foundation
import PushMatrixModel

/// What the scan reads from an xcconfig file: the deployment target it sets, if any, and the
/// files it includes.
///
/// An xcconfig file is `KEY = value` lines with `//` comments and `#include "file"` lines, read
/// line by line (LF or CRLF); a conditional setting such as
/// `IPHONEOS_DEPLOYMENT_TARGET[sdk=iphoneos*]` counts too. An included file is found as Xcode
/// finds it, relative to the folder of the file that includes it.
package struct BuildSettingsFile: Equatable, Sendable {
  /// The file relative to the scanned root.
  package var file: String
  /// The lowest deployment target it sets, and where.
  package var deploymentTarget: DeploymentSetting?
  /// The files it includes (`#include` and `#include?`), in order, relative to the scanned
  /// root; a path that leaves the root or is absolute is left out.
  package var includes: [String] = []
  /// Every setting it makes, by key as written (conditions such as `[sdk=iphoneos*]` kept),
  /// the last line that sets a key winning, as in Xcode.
  package var settings: [String: BuildSetting] = [:]

  /// Reads an xcconfig file.
  ///
  /// - Parameters:
  ///   - bytes: the file's bytes.
  ///   - file: the path relative to the scanned root.
  package init(bytes: [UInt8], file: String) {
    self.file = file
    let folder = XcodeProject.projectFolder(ofSpec: file)
    for (index, line) in String(decoding: bytes, as: UTF8.self).fileLines.enumerated() {
      let code = line.components(separatedBy: "//")[0]
      if code.hasPrefix("#include"), let open = code.firstIndex(of: "\""),
        let close = code[code.index(after: open)...].firstIndex(of: "\"")
      {
        let path = String(code[code.index(after: open)..<close])
        if let resolved = XcodeProject.normalized(XcodeProject.join(folder, path)) {
          includes.append(resolved)
        }
        continue
      }
      // A condition such as `[sdk=iphoneos*]` holds an `=` of its own.
      let afterCondition = code.firstIndex(of: "]") ?? code.startIndex
      guard let equals = code[afterCondition...].firstIndex(of: "=") else { continue }
      let key = code[..<equals].trimmingCharacters(in: .whitespaces)
      if !key.isEmpty {
        settings[key] = BuildSetting(
          value: code[code.index(after: equals)...].trimmingCharacters(
            in: .whitespaces.union([";"])),
          location: FileLocation(file: file, line: index + 1))
      }
      guard
        key == XcodeProject.deploymentTargetKey
          || key.hasPrefix(XcodeProject.deploymentTargetKey + "[")
      else { continue }
      let value = code[code.index(after: equals)...].trimmingCharacters(
        in: .whitespaces.union(["\"", ";"]))
      guard let version = try? OSVersion(parsing: value),
        deploymentTarget.map({ version < $0.version }) ?? true
      else { continue }
      deploymentTarget = DeploymentSetting(
        version: version, location: FileLocation(file: file, line: index + 1))
    }
  }

  /// The deployment target the file sets, or else the first one a file it includes sets,
  /// followed through nested includes.
  ///
  /// - Parameter files: the xcconfig files found.
  /// - Returns: the setting and where it is made, or `nil`.
  package func resolvedDeploymentTarget(in files: BuildSettingsFiles) -> DeploymentSetting? {
    var seen: Set<String> = [file]
    var queue = [self]
    while !queue.isEmpty {
      let next = queue.removeFirst()
      if let setting = next.deploymentTarget { return setting }
      for path in next.includes {
        guard let included = files[path], seen.insert(included.file).inserted else { continue }
        queue.append(included)
      }
    }
    return nil
  }

  /// Every setting the file makes, with those of the files it includes, followed through nested
  /// includes: a file's own settings win over those it includes, and a later include over an
  /// earlier one.
  ///
  /// - Parameter files: the xcconfig files found.
  /// - Returns: the settings by key as written, each with where it is set.
  package func resolvedSettings(in files: BuildSettingsFiles) -> [String: BuildSetting] {
    var seen: Set<String> = []
    var result: [String: BuildSetting] = [:]
    // Depth first, iteratively: a file's includes are merged before its own settings.
    var stack: [(file: BuildSettingsFile, expanded: Bool)] = [(self, false)]
    while let (next, expanded) = stack.popLast() {
      if expanded {
        result.merge(next.settings) { $1 }
        continue
      }
      guard seen.insert(next.file).inserted else { continue }
      stack.append((next, true))
      for path in next.includes.reversed() {
        if let included = files[path] { stack.append((included, false)) }
      }
    }
    return result
  }
}

/// The xcconfig files a scan found, by path and by file name.
package struct BuildSettingsFiles: Sendable {
  /// The files by path relative to the scanned root.
  private var byPath: [String: BuildSettingsFile] = [:]
  /// The first file of each name, in path order.
  private var byName: [String: BuildSettingsFile] = [:]

  /// Indexes files, given in path order.
  package init(_ files: [BuildSettingsFile] = []) {
    for file in files {
      byPath[file.file] = file
      let name = String(file.file.split(separator: "/").last ?? "")
      if byName[name] == nil { byName[name] = file }
    }
  }

  /// The file at a path relative to the scanned root.
  package subscript(path: String) -> BuildSettingsFile? { byPath[path] }

  /// The first file of a name, in path order: where a project names its base configuration's
  /// file by a path the scan does not resolve.
  package func named(_ name: String) -> BuildSettingsFile? { byName[name] }
}
