import PushMatrixIO
import PushMatrixModel

/// What the scan reads from a `Package.swift`: the iOS releases its `platforms` name, such as
/// `.iOS(.v15)` or `.iOS("15.4")`.
package enum PackageManifest {
  /// Returns the iOS releases a manifest's tokens name, each with where it is named.
  ///
  /// - Parameters:
  ///   - tokens: the manifest's tokens, comments and strings skipped.
  ///   - file: its path relative to the scanned root.
  /// - Returns: the releases in file order.
  package static func iOSVersions(in tokens: [SourceToken], file: String) -> [DeploymentSetting] {
    var settings: [DeploymentSetting] = []
    for index in tokens.indices.dropLast(3)
    where tokens[index].isPunctuation(".") && tokens[index + 1].isIdentifier("iOS")
      && tokens[index + 2].isPunctuation("(")
    {
      let argument = tokens[index + 3]
      var text: String?
      if argument.kind == .string {
        text = argument.text
      } else if argument.isPunctuation("."), index + 4 < tokens.count,
        tokens[index + 4].text.hasPrefix("v")
      {
        text = tokens[index + 4].text.dropFirst().replacingOccurrences(of: "_", with: ".")
      }
      guard let text, let version = try? OSVersion(parsing: text) else { continue }
      settings.append(
        DeploymentSetting(
          version: version, location: FileLocation(file: file, line: tokens[index + 1].line)))
    }
    return settings
  }
}
