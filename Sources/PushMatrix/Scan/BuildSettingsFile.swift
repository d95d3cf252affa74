import Foundation

/// What the scan reads from an xcconfig file: the deployment target it sets, if any.
///
/// An xcconfig file is `KEY = value` lines with `//` comments, read line by line; a
/// conditional setting such as `IPHONEOS_DEPLOYMENT_TARGET[sdk=iphoneos*]` counts too.
package struct BuildSettingsFile: Equatable, Sendable {
  /// The file relative to the scanned root.
  package var file: String
  /// The lowest deployment target it sets, and where.
  package var deploymentTarget: DeploymentSetting?

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
      // A condition such as `[sdk=iphoneos*]` holds an `=` of its own.
      let afterCondition = code.firstIndex(of: "]") ?? code.startIndex
      guard let equals = code[afterCondition...].firstIndex(of: "=") else { continue }
      let key = code[..<equals].trimmingCharacters(in: .whitespaces)
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
}
