import Foundation
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

@Suite("Standard output that fails or pushes back, run as a process", .waitsForProcesses)
struct StandardOutputTests {
  /// A command line of every command that writes its result to standard output.
  static let commands: [[String]] = [
    ["export", "--conditions", "all"],
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
    // The documents' conditions: 18,480 rows, some 4 MB, many times what a pipe holds.
    let expected = try runTool(["export"]).output
    var ends: [Int32] = [0, 0]
    try #require(pipe(&ends) == 0)
    try #require(fcntl(ends[1], F_SETFL, fcntl(ends[1], F_GETFL) | O_NONBLOCK) == 0)
    let process = Process()
    process.executableURL = toolUnderTest
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
    // Compared as one Bool: a failed expectation on two 4 MB values would print every byte.
    let same = received.elementsEqual(expected.utf8)
    #expect(same, "received \(received.count) of \(expected.utf8.count) bytes")
  }

  @Test(
    "with SIGPIPE ignored, a reader that goes away stops the run at the first failed write: 74",
    .enabled(if: ExternalTool.python3.shouldRun, "python3 is not installed"))
  func brokenPipe() throws {
    // Python ignores SIGPIPE, and with restore_signals off its child does too, as under a CI
    // runner or a shell that ignores it. The first run's reader reads 100 bytes and goes away;
    // the second reads everything, to time the whole result on the same machine at the time.
    let script = """
      import subprocess, sys, time
      def run(limit):
          start = time.monotonic()
          p = subprocess.Popen(sys.argv[1:], stdin=subprocess.DEVNULL, stdout=subprocess.PIPE,
                               stderr=subprocess.PIPE, restore_signals=False)
          if limit:
              p.stdout.read(limit)
              p.stdout.close()
          else:
              while p.stdout.read(1 << 16):
                  pass
          errors = p.stderr.read().decode()
          return p.wait(), time.monotonic() - start, errors
      cut = run(100)
      whole = run(0)
      print(repr((cut, whole)))
      print(cut[0], whole[0], cut[1] < whole[1] / 3)
      sys.stderr.write(cut[2])
      """
    let tool = toolUnderTest.path
    let run = try runProcess(
      try ExternalTool.python3.require(),
      [
        "-c", script, tool, "export", "--conditions", "all", "--os", "12.0", "--format", "json",
      ], in: packageRoot)
    let last = run.output.split(separator: "\n").last.map(String.init)
    #expect(last == "74 0 True", "\(run.output)")
    #expect(run.errors == "error: cannot write standard output: Broken pipe\n")
  }
}
