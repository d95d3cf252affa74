import Foundation
import Testing

@testable import PushMatrixApp
@testable import PushMatrixDocument
@testable import PushMatrixEngine
@testable import PushMatrixIO
@testable import PushMatrixModel
@testable import PushMatrixScan
@testable import PushMatrixTables

@Suite(
  "HTML in headless Chromium",
  .enabled(
    if: Browser.shouldRun, "chromium or python3 is not installed (apt-get install chromium python3)"
  ),
  .waitsForProcesses
)
struct RenderBrowserTests {
  /// The filter the tests put in the page's address.
  static let filter = "#os=12.3.1&state=background&callbacks=fetchReceive"
  /// The command-line filters of the rendered page.
  static let filters = ["--os", "9.3.2,12.3.1", "--payload", "alert", "--background-mode", "off"]

  /// Renders the by-callbacks page with the built tool into a temporary folder.
  static func renderPage(language: Language = .en) throws -> (folder: URL, page: URL) {
    let folder = try makeTemporaryDirectory()
    let run = try runTool(
      ["render", "--view", "by-callbacks", "--format", "html", "--lang", language.rawValue]
        + filters)
    try #require(run.status == 0, "\(run.errors)")
    let page = folder.appendingPathComponent("page.html")
    try Data(run.output.utf8).write(to: page)
    return (folder, page)
  }

  /// Lays a copy of a page out in a frame of a size, runs a script in it once it has loaded, and
  /// returns what the script reports: ``probeEach(_:fragment:width:height:script:)`` for one
  /// page.
  ///
  /// - Parameters:
  ///   - page: the HTML page.
  ///   - fragment: what the frame's address ends with, such as `#callbacks=fetchReceive`.
  ///   - width: the frame's width in CSS pixels.
  ///   - height: the frame's height.
  ///   - script: the body of a JavaScript function of `report`.
  /// - Returns: the text reported.
  /// - Throws: when the page cannot be copied or Chromium run, or the script reports nothing.
  static func probe(
    _ page: URL, fragment: String = "", width: Int, height: Int = 900, script: String
  ) throws -> String {
    try probeEach([page], fragment: fragment, width: width, height: height, script: script)[0]
  }

  /// Lays copies of several pages out, each in a frame of its own of a size, in one document
  /// of the shared ``Browser``, runs a script in each once it has loaded, and returns what each
  /// page's script reports, in the pages' order.
  ///
  /// Each frame lays its page out in a viewport of its own, and the pages load side by side. The
  /// script runs after the page's own, and calls `report(text)` once, at once or after waiting
  /// for something.
  ///
  /// - Parameters:
  ///   - pages: the HTML pages.
  ///   - fragment: what each frame's address ends with, such as `#payload=alert`.
  ///   - width: each frame's width in CSS pixels.
  ///   - height: each frame's height.
  ///   - script: the body of a JavaScript function of `report`, run in each page.
  /// - Returns: the text each page reported.
  /// - Throws: when a page cannot be copied or Chromium run, or a page's script reports nothing.
  static func probeEach(
    _ pages: [URL], fragment: String = "", width: Int, height: Int = 900, script: String
  ) throws -> [String] {
    let folder = try makeTemporaryDirectory()
    defer { try? FileManager.default.removeItem(at: folder) }
    var frames = ""
    for (index, page) in pages.enumerated() {
      let html = try String(contentsOf: page, encoding: .utf8)
      let end = try #require(html.range(of: "</body>", options: .backwards))
      let probe = """
        <script>
        addEventListener("load", function () {
          (function (report) {
        \(script)
          })(function (text) { parent.postMessage([\(index), String(text)], "*"); });
        });
        </script>

        """
      try Data((html[..<end.lowerBound] + probe + html[end.lowerBound...]).utf8)
        .write(to: folder.appendingPathComponent("page-\(index).html"))
      frames +=
        "<iframe src=\"page-\(index).html\(fragment.htmlEscaped)\"></iframe>"
        + "<pre id=\"probe-\(index)\"></pre>\n"
    }
    let frame = folder.appendingPathComponent("frame.html")
    let html = """
      <!DOCTYPE html>
      <html><head><meta charset="utf-8"><style>
      html, body { margin: 0; }
      iframe { display: block; width: \(width)px; height: \(height)px; border: 0; }
      </style></head><body>
      \(frames)<script>
      addEventListener("message", function (event) {
        document.getElementById("probe-" + event.data[0]).textContent = event.data[1];
      });
      </script>
      </body></html>

      """
    try Data(html.utf8).write(to: frame)
    let dom = try Browser.document(
      of: frame.absoluteString, width: width, height: height, budget: 10_000)
    return try pages.indices.map { index in
      let open = "<pre id=\"probe-\(index)\">"
      let start = try #require(dom.range(of: open))
      let close = try #require(dom[start.upperBound...].range(of: "</pre>"))
      let text = htmlText(String(dom[start.upperBound..<close.lowerBound]))
      try #require(!text.isEmpty, "\(pages[index].lastPathComponent) reported nothing")
      return text
    }
  }

  /// Returns a probe's JSON report as an object.
  static func object(_ report: String) throws -> [String: Any] {
    try #require(
      try JSONSerialization.jsonObject(with: Data(report.utf8)) as? [String: Any],
      "not a JSON object: \(report)")
  }

  /// What a PNG image shows.
  struct Shown: Equatable {
    /// The image's size in pixels.
    var width, height: Int
    /// The distinct byte values of its pixels: a blank page has only a handful.
    var distinct: Int
    /// How many bytes are neither 0 nor 255.
    var ink: Int
  }

  /// Inspects PNG images with one run of Python.
  ///
  /// - Returns: what each image shows, in the images' order.
  static func inspect(_ images: [URL]) throws -> [Shown] {
    for image in images {
      let png = try Data(contentsOf: image)
      try #require(png.starts(with: [0x89, 0x50, 0x4E, 0x47]), "\(image.path) is not a PNG")
    }
    let script = """
      import sys, zlib
      for name in sys.argv[1:]:
          data = open(name, "rb").read()
          width, height = int.from_bytes(data[16:20], "big"), int.from_bytes(data[20:24], "big")
          position, idat = 8, b""
          while position < len(data):
              length = int.from_bytes(data[position:position + 4], "big")
              kind = data[position + 4:position + 8]
              if kind == b"IDAT":
                  idat += data[position + 8:position + 8 + length]
              position += 12 + length
          pixels = zlib.decompress(idat)
          ink = len(pixels) - pixels.count(0) - pixels.count(255)
          print(width, height, len(set(pixels)), ink)
      """
    let run = try runProcess(
      try ExternalTool.python3.require(), ["-c", script] + images.map(\.path))
    let lines = run.output.split(separator: "\n")
    try #require(lines.count == images.count, "\(run.errors)")
    return try lines.map { line in
      let numbers = line.split(separator: " ").compactMap { Int($0) }
      try #require(numbers.count == 4, "\(line) \(run.errors)")
      return Shown(width: numbers[0], height: numbers[1], distinct: numbers[2], ink: numbers[3])
    }
  }

  /// Returns the opening tags in a DOM dump that match a prefix.
  static func tags(_ dom: String, _ prefix: String) -> [String] {
    dom.components(separatedBy: prefix).dropFirst().map { prefix + $0.prefix { $0 != ">" } }
  }

  @Test(
    "the page holds every table, and the filter in its address hides the rows it excludes, matching a set of callbacks exactly"
  )
  func filter() throws {
    let (folder, page) = try Self.renderPage()
    defer { try? FileManager.default.removeItem(at: folder) }
    let space = ScenarioSpace(versions: [OSVersion(9, 3, 2), OSVersion(12, 3, 1)])
      .restricted(to: [Payload.alert]).restricted(to: [BackgroundMode.off])
    let expected = ViewBuilder(routed: RoutedSpace(space, ledger: packageLedger), language: .en)
      .page(.byCallbacks).tables
    let dom = try Browser.document(of: page.absoluteString + Self.filter)
    #expect(dom.components(separatedBy: "<table").count - 1 == expected.count)
    let sections = Self.tags(dom, "<section class=\"view-table ")
    #expect(sections.count == expected.count)
    for section in sections {
      let holds = section.contains("data-callbacks=\"fetchReceive\"")
      #expect(section.contains("hidden") != holds, "\(section)")
    }
    let rows = Self.tags(dom, "<tr data-os-min")
    #expect(!rows.isEmpty)
    for row in rows {
      #expect(row.contains("hidden") == row.contains("data-os-max=\"0009.0003.0002\""), "\(row)")
    }
    let columns = Self.tags(dom, "<th scope=\"col\" data-state")
    #expect(!columns.isEmpty)
    for column in columns {
      #expect(column.contains("hidden") != column.contains("data-state=\"background\""))
    }
    let callbacks = AxisRegistry.position(of: CallbackSet.self)
    let shown = expected.filter { $0.facets.identifier(of: callbacks) == "fetchReceive" }.count
    #expect(dom.contains(">\(shown) / \(expected.count)</output>"))
  }

  @Test("the page without a filter hides nothing")
  func unfiltered() throws {
    let (folder, page) = try Self.renderPage()
    defer { try? FileManager.default.removeItem(at: folder) }
    let dom = try Browser.document(of: page.absoluteString)
    #expect(dom.contains("</html>"))
    #expect(!dom.contains("hidden=\"\""))
  }

  @Test("a screenshot of the page is not blank", arguments: [Language.en, .zhHant])
  func screenshot(language: Language) throws {
    let (folder, page) = try Self.renderPage(language: language)
    defer { try? FileManager.default.removeItem(at: folder) }
    let image = folder.appendingPathComponent("page.png")
    try Browser.screenshot(of: page, width: 1280, height: 900, to: image)
    let shown = try Self.inspect([image])[0]
    #expect(shown.distinct > 64, "the screenshot has only \(shown.distinct) distinct byte values")
    #expect(shown.ink > 10_000, "the screenshot has almost no ink")
  }
}
