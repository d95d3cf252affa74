import Foundation
import Testing

@testable import PushMatrix

/// Builds a scenario from its six axis identifiers separated by spaces, in ``Axis`` order.
func scenario(_ text: String) throws -> Scenario {
  let parts = text.split(separator: " ").map(String.init)
  #expect(parts.count == 6, "a scenario needs six axis values: \(text)")
  return Scenario(
    os: try OSVersion(parsing: parts[0]), state: try AppState(parsing: parts[1]),
    callbacks: try CallbackSet(parsing: parts[2]), payload: try Payload(parsing: parts[3]),
    presentation: try Presentation(parsing: parts[4]),
    backgroundMode: try BackgroundMode(parsing: parts[5]))
}

/// The package's root folder, found from this file's path.
let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
  .deletingLastPathComponent().deletingLastPathComponent()

/// The folder holding the built products, including the `pushmatrix` executable.
let productsDirectory: URL = {
  #if os(macOS)
    for bundle in Bundle.allBundles where bundle.bundlePath.hasSuffix(".xctest") {
      return bundle.bundleURL.deletingLastPathComponent()
    }
    fatalError("cannot find the products folder")
  #else
    return Bundle.main.bundleURL
  #endif
}()

/// What a run of the built tool printed and returned.
struct ToolRun {
  var status: Int32
  var output: String
  var errors: String
}

/// Runs the built `pushmatrix` executable as a separate process.
///
/// - Parameters:
///   - arguments: the arguments after the tool's name.
///   - directory: the working directory; the package root by default.
///   - environment: extra environment variables.
/// - Returns: the exit status and everything the tool printed.
/// - Throws: when the executable cannot be started or its output cannot be read.
func runTool(
  _ arguments: [String], in directory: URL = packageRoot, environment: [String: String] = [:]
) throws -> ToolRun {
  let process = Process()
  process.executableURL = productsDirectory.appendingPathComponent("pushmatrix")
  process.arguments = arguments
  process.currentDirectoryURL = directory
  process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
  // Files rather than pipes: a large output cannot fill a pipe and block the tool.
  let scratch = try makeTemporaryDirectory()
  defer { try? FileManager.default.removeItem(at: scratch) }
  let outputURL = scratch.appendingPathComponent("stdout")
  let errorsURL = scratch.appendingPathComponent("stderr")
  FileManager.default.createFile(atPath: outputURL.path, contents: nil)
  FileManager.default.createFile(atPath: errorsURL.path, contents: nil)
  let output = try FileHandle(forWritingTo: outputURL)
  let errors = try FileHandle(forWritingTo: errorsURL)
  process.standardOutput = output
  process.standardError = errors
  try process.run()
  process.waitUntilExit()
  try output.close()
  try errors.close()
  return ToolRun(
    status: process.terminationStatus,
    output: String(decoding: try Data(contentsOf: outputURL), as: UTF8.self),
    errors: String(decoding: try Data(contentsOf: errorsURL), as: UTF8.self))
}

/// A fresh temporary folder, removed by the caller when done.
func makeTemporaryDirectory() throws -> URL {
  let url = FileManager.default.temporaryDirectory
    .appendingPathComponent("pushmatrix-tests-\(UUID().uuidString)")
  try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
  return url
}
