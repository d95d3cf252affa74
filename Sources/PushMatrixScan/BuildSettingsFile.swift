import Foundation
import PushMatrixModel

/// What the scan reads from an xcconfig file: the deployment target it sets, if any, and the
/// files it includes.
///
/// An xcconfig file is `KEY = value` lines with `//` comments and `#include "file"` lines, read
/// line by line; a conditional setting such as `IPHONEOS_DEPLOYMENT_TARGET[sdk=iphoneos*]`
/// counts too.
package struct BuildSettingsFile: Equatable, Sendable {
  /// The file relative to the scanned root.
  package var file: String
  /// The lowest deployment target it sets, and where.
  package var deploymentTarget: DeploymentSetting?
  /// The file names of the files it includes (`#include` and `#include?`), in order.
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
    for (index, line) in String(decoding: bytes, as: UTF8.self).split(
      separator: "\n", omittingEmptySubsequences: false
    ).enumerated() {
      let code = line.components(separatedBy: "//")[0]
      if code.hasPrefix("#include"), let open = code.firstIndex(of: "\""),
        let close = code[code.index(after: open)...].firstIndex(of: "\"")
      {
        let path = code[code.index(after: open)..<close]
        includes.append(String(path.split(separator: "/").last ?? path))
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
  /// followed through nested includes; an included file is found by name.
  ///
  /// - Parameter files: the xcconfig files found, by file name.
  /// - Returns: the setting and where it is made, or `nil`.
  package func resolvedDeploymentTarget(in files: [String: BuildSettingsFile]) -> DeploymentSetting?
  {
    var seen: Set<String> = [file]
    var queue = [self]
    while !queue.isEmpty {
      let next = queue.removeFirst()
      if let setting = next.deploymentTarget { return setting }
      for name in next.includes {
        guard let included = files[name], seen.insert(included.file).inserted else { continue }
        queue.append(included)
      }
    }
    return nil
  }

  /// Every setting the file makes, with those of the files it includes, followed through nested
  /// includes: a file's own settings win over those it includes, and a later include over an
  /// earlier one.
  ///
  /// - Parameter files: the xcconfig files found, by file name.
  /// - Returns: the settings by key as written, each with where it is set.
  package func resolvedSettings(in files: [String: BuildSettingsFile]) -> [String: BuildSetting] {
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
      for name in next.includes.reversed() {
        if let included = files[name] { stack.append((included, false)) }
      }
    }
    return result
  }
}
