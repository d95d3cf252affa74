import Foundation
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

@Suite("Standard output that fails or pushes back, run as a process")
struct StandardOutputTests {
  /// A command line of every command that writes its result to standard output.
  static let commands: [[String]] = [
    ["export"],
    ["render", "--view", "by-os", "--format", "html"],
    [
      "explain", "--os", "9.0", "--state", "forceQuit", "--callbacks", "fetchReceive",
      "--payload", "alert",
    ],
    ["evidence"],
    ["check"],
    ["diff", "--os", "9.0,17.0"],
  ]

  @Test(
    "a full disk under standard output fails every command with exit 74 and the reason",
    .enabled(
      if: FileManager.default.isWritableFile(atPath: "/dev/full"), "no /dev/full on this system"),
    arguments: commands)
  func fullDisk(_ arguments: [String]) throws {
    let run = try runTool(arguments, standardOutput: URL(fileURLWithPath: "/dev/full"))
    #expect(run.status == 74, "\(run.errors)")
    #expect(run.errors == "error: cannot write standard output: No space left on device\n")
  }

  @Test("a non-blocking pipe that fills up still gets every byte, and the run succeeds")
  func nonBlockingPipe() throws {
    let expected = try runTool(["export"]).output
    var ends: [Int32] = [0, 0]
    try #require(pipe(&ends) == 0)
    try #require(fcntl(ends[1], F_SETFL, fcntl(ends[1], F_GETFL) | O_NONBLOCK) == 0)
    let process = Process()
    process.executableURL = productsDirectory.appendingPathComponent("pushmatrix")
    process.arguments = ["export"]
    process.currentDirectoryURL = packageRoot
    process.standardInput = FileHandle.nullDevice
    process.standardOutput = FileHandle(fileDescriptor: ends[1], closeOnDealloc: false)
    process.standardError = FileHandle.nullDevice
    try process.run()
    close(ends[1])
    // Nothing is read for a while, so that the pipe fills up and the tool's writes meet EAGAIN.
    Thread.sleep(forTimeInterval: 1)
    let received = FileHandle(fileDescriptor: ends[0], closeOnDealloc: true)
      .readDataToEndOfFile()
    process.waitUntilExit()
    #expect(process.terminationStatus == 0)
    // Compared as one Bool: a failed expectation on two 2 MB values would print every byte.
    let same = received.elementsEqual(expected.utf8)
    #expect(same, "received \(received.count) of \(expected.utf8.count) bytes")
  }
}
