import Foundation
import PackagePlugin

/// The `swift package pushmatrix` command: runs the `pushmatrix` tool on the package it is
/// invoked in.
///
/// `swift package pushmatrix app --strict` reports what iOS does with the notifications of the
/// app in the package's folder, and fails when a finding is a warning; `scan` prints its profile.
/// The arguments go to the tool unchanged; `app` or `scan` without a PATH gets the package's
/// folder (see ``ToolArguments``). The tool's report goes to standard output. SwiftPM prints what
/// a plugin writes on standard error on its standard output, so the tool's errors and warnings
/// are handed to SwiftPM as diagnostics instead, which it prints on standard error. A failure of
/// the tool fails the plugin: SwiftPM then exits 1, as it does for every plugin.
@main
struct PushMatrixPlugin: CommandPlugin {
  func performCommand(context: PluginContext, arguments: [String]) async throws {
    try Self.run(
      context.tool(named: "pushmatrix").url, in: context.package.directoryURL,
      arguments: arguments)
  }

  /// Runs the tool with the arguments completed for a folder, and ends the plugin with the
  /// tool's status when it fails.
  ///
  /// - Parameters:
  ///   - tool: the `pushmatrix` executable SwiftPM built for the plugin.
  ///   - folder: the package's or the Xcode project's folder: the PATH when none is given, and
  ///     the working directory, so that relative paths in the arguments read from it.
  ///   - arguments: the arguments after `swift package pushmatrix`.
  /// - Throws: when the tool cannot be started.
  static func run(_ tool: URL, in folder: URL, arguments: [String]) throws {
    let process = Process()
    process.executableURL = tool
    process.arguments = ToolArguments.completing(arguments, folder: folder.path)
    process.currentDirectoryURL = folder
    let errors = Pipe()
    process.standardError = errors
    try process.run()
    // Read to the end before waiting: a tool blocked on a full pipe would never exit.
    let said = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    let failed = process.terminationReason != .exit || process.terminationStatus != 0
    report(said, failed: failed)
    guard process.terminationReason == .exit else {
      Diagnostics.error("pushmatrix ended by signal \(process.terminationStatus)")
      exit(1)
    }
    if failed { exit(process.terminationStatus) }
  }

  /// Hands what the tool wrote on standard error to SwiftPM: all of it as one error when the
  /// tool failed (its message, then its usage), else each `warning:` line as a warning and any
  /// other line (`wrote FILE`) as a remark, which `swift package -v` shows.
  static func report(_ said: String, failed: Bool) {
    let text = said.hasSuffix("\n") ? String(said.dropLast()) : said
    guard !text.isEmpty else { return }
    if failed {
      Diagnostics.error(text.hasPrefix("error: ") ? String(text.dropFirst(7)) : text)
      return
    }
    for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
      if line.hasPrefix("warning: ") {
        Diagnostics.warning(String(line.dropFirst(9)))
      } else {
        Diagnostics.remark(String(line))
      }
    }
  }
}
