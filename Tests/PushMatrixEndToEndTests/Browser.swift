import Foundation
import Testing

/// The headless Chromiums that every test opening a page shares, each driven by
/// `Tests/Scripts/browser.py` over Chromium's DevTools pipe.
///
/// Starting Chromium costs about a second and a half of processor time here, more than most
/// pages take to lay out: started once per test, Chromium was a fifth of the processor time of
/// the README's test command. Each script serves one request at a time, each page in a tab of
/// its own; there are as many as processors, started as tests first need them, so that a test
/// waiting for a page does not leave a processor idle while another page lays out (with one, the
/// README's test command spent some twenty seconds with a processor half idle). Each ends with
/// the test process, when its standard input closes.
final class Browser: @unchecked Sendable {
  /// The browsers, each started when a request finds the others busy.
  private static let pool = Pool(size: ProcessInfo.processInfo.activeProcessorCount)

  /// Whether a test that opens pages should run: Chromium and Python are installed, or this is
  /// CI.
  static var shouldRun: Bool { ExternalTool.chromium.shouldRun && ExternalTool.python3.shouldRun }

  private let process = Process()
  private let requests: FileHandle
  private let answers: FileHandle
  /// The script's own errors, shown when it ends: a file removed once opened, so that no run
  /// leaves it behind.
  private let errors: FileHandle
  /// Bytes read after the last answer's line.
  private var unread = Data()

  private init() throws {
    let folder = try makeTemporaryDirectory()
    let errorsFile = folder.appendingPathComponent("browser.stderr")
    try Data().write(to: errorsFile)
    let errorsWriter = try FileHandle(forWritingTo: errorsFile)
    errors = try FileHandle(forReadingFrom: errorsFile)
    try FileManager.default.removeItem(at: folder)
    let input = Pipe()
    let output = Pipe()
    process.executableURL = try ExternalTool.python3.require()
    process.arguments = [
      packageRoot.appendingPathComponent("Tests/Scripts/browser.py").path,
      try ExternalTool.chromium.require().path,
    ]
    process.standardInput = input
    process.standardOutput = output
    process.standardError = errorsWriter
    try process.run()
    requests = input.fileHandleForWriting
    answers = output.fileHandleForReading
  }

  /// Opens a page in the browser and returns its document once it has run for a time, as
  /// `chromium --virtual-time-budget=… --dump-dom` prints it.
  ///
  /// - Parameters:
  ///   - address: the page's `file:` address, with any fragment.
  ///   - width: the viewport's width in CSS pixels: headless Chromium's window by default.
  ///   - height: the viewport's height.
  ///   - budget: how long the page's scripts run, in milliseconds of virtual time.
  /// - Returns: the document's HTML.
  /// - Throws: when the browser cannot be started or answers with an error.
  static func document(
    of address: String, width: Int = 800, height: Int = 600, budget: Int = 5000
  ) throws -> String {
    let scratch = try makeTemporaryDirectory()
    defer { try? FileManager.default.removeItem(at: scratch) }
    let out = scratch.appendingPathComponent("document.html")
    try pool.request([
      "dom": address, "budget": budget, "width": width, "height": height, "out": out.path,
    ])
    return try String(contentsOf: out, encoding: .utf8)
  }

  /// Takes a screenshot of a page's viewport once it has loaded.
  ///
  /// - Parameters:
  ///   - page: the page's file.
  ///   - width: the viewport's width in CSS pixels, one device pixel each.
  ///   - height: the viewport's height.
  ///   - image: where the PNG image goes.
  /// - Throws: when the browser cannot be started or answers with an error.
  static func screenshot(of page: URL, width: Int, height: Int, to image: URL) throws {
    try pool.request([
      "screenshot": page.absoluteString, "width": width, "height": height, "out": image.path,
    ])
  }

  /// Opens a page, evaluates a script in it once it has loaded, then takes a screenshot of the
  /// viewport: one load of the page for what a test asks of its layout and for how it looks.
  ///
  /// - Parameters:
  ///   - script: a JavaScript expression whose value is a string.
  ///   - page: the page's file.
  ///   - width: the viewport's width in CSS pixels, one device pixel each.
  ///   - height: the viewport's height.
  ///   - image: where the PNG image goes.
  /// - Returns: the script's value.
  /// - Throws: when the browser cannot be started, the script throws or gives no string.
  static func evaluate(
    _ script: String, in page: URL, width: Int, height: Int, screenshot image: URL
  ) throws -> String {
    let scratch = try makeTemporaryDirectory()
    defer { try? FileManager.default.removeItem(at: scratch) }
    let out = scratch.appendingPathComponent("value.txt")
    try pool.request([
      "evaluate": page.absoluteString, "script": script, "width": width, "height": height,
      "out": out.path, "image": image.path,
    ])
    return try String(contentsOf: out, encoding: .utf8)
  }

  /// Sends one request and waits for its answer; the pool hands each browser to one request at
  /// a time.
  private func request(_ request: [String: Any]) throws {
    let line = try JSONSerialization.data(withJSONObject: request, options: .sortedKeys)
    // Writing to a script that has ended would end the test process by SIGPIPE.
    guard process.isRunning else { throw BrowserEnded(errors: try readErrors()) }
    try requests.write(contentsOf: line + Data("\n".utf8))
    let answer = try readLine()
    try #require(answer == "ok", "\(request): \(answer)")
  }

  /// Reads the script's next line of output.
  private func readLine() throws -> String {
    while true {
      if let end = unread.firstIndex(of: UInt8(ascii: "\n")) {
        let line = String(decoding: unread[..<end], as: UTF8.self)
        unread.removeSubrange(...end)
        return line
      }
      let chunk = answers.availableData
      if chunk.isEmpty { throw BrowserEnded(errors: try readErrors()) }
      unread += chunk
    }
  }

  /// What the script printed on its standard error.
  private func readErrors() throws -> String {
    try errors.seek(toOffset: 0)
    return String(decoding: try errors.readToEnd() ?? Data(), as: UTF8.self)
  }

  /// Browsers for requests, up to a number of them, each serving one request at a time.
  private final class Pool: @unchecked Sendable {
    private let size: Int
    /// Guards the fields below, and wakes a request waiting for a browser.
    private let condition = NSCondition()
    private var idle: [Browser] = []
    private var started = 0

    init(size: Int) { self.size = max(1, size) }

    /// Sends a request to an idle browser, starting one if none is idle and there are fewer
    /// than the pool's size, or waiting for one otherwise.
    func request(_ request: [String: Any]) throws {
      let browser = try take()
      defer { giveBack(browser) }
      try browser.request(request)
    }

    private func take() throws -> Browser {
      condition.lock()
      while idle.isEmpty && started == size { condition.wait() }
      if let browser = idle.popLast() {
        condition.unlock()
        return browser
      }
      started += 1
      condition.unlock()
      // Started without the lock: a second and a half, in which other requests take and give
      // back the browsers already running.
      do {
        return try Browser()
      } catch {
        // A request waiting for a browser may start one in its place.
        condition.withLock {
          started -= 1
          condition.signal()
        }
        throw error
      }
    }

    private func giveBack(_ browser: Browser) {
      condition.lock()
      defer { condition.unlock() }
      idle.append(browser)
      condition.signal()
    }
  }

  /// The script ended before it answered.
  struct BrowserEnded: Error, CustomStringConvertible {
    var errors: String
    var description: String { "Tests/Scripts/browser.py ended: \(errors)" }
  }
}
