import Foundation
import Testing

@testable import PushMatrix

@Suite(
  "HTML in headless Chromium", .serialized,
  .enabled(
    if: ExternalTool.chromium.shouldRun, "chromium is not installed (apt-get install chromium)"))
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

  /// Runs headless Chromium on a page with its own profile folder.
  static func chromium(_ arguments: [String], folder: URL) throws -> ToolRun {
    try runProcess(
      try ExternalTool.chromium.require(),
      [
        "--headless", "--no-sandbox", "--disable-gpu", "--no-first-run",
        "--user-data-dir=\(folder.appendingPathComponent("profile").path)",
      ] + arguments, in: folder, timeout: 120)
  }

  /// Returns the opening tags in a DOM dump that match a prefix.
  static func tags(_ dom: String, _ prefix: String) -> [String] {
    dom.components(separatedBy: prefix).dropFirst().map { prefix + $0.prefix { $0 != ">" } }
  }

  @Test("the page holds every table, and the filter in its address hides the rows it excludes")
  func filter() throws {
    let (folder, page) = try Self.renderPage()
    defer { try? FileManager.default.removeItem(at: folder) }
    let space = ScenarioSpace(versions: [OSVersion(9, 3, 2), OSVersion(12, 3, 1)])
      .restricted(to: [Payload.alert]).restricted(to: [BackgroundMode.off])
    let expected = ViewBuilder(routed: RoutedSpace(space, ledger: packageLedger), language: .en)
      .page(.byCallbacks).tables
    let run = try Self.chromium(
      ["--virtual-time-budget=5000", "--dump-dom", page.absoluteString + Self.filter],
      folder: folder)
    let dom = run.output
    #expect(dom.components(separatedBy: "<table").count - 1 == expected.count, "\(run.errors)")
    let sections = Self.tags(dom, "<section class=\"view-table\"")
    #expect(sections.count == expected.count)
    for section in sections {
      let holds = section.contains("data-callbacks=\"") && section.contains("fetchReceive")
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
    let shown = expected.filter {
      $0.facets.identifier(of: callbacks).map { try? CallbackSet(parsing: $0) }??
        .contains(.fetchReceive) == true
    }.count
    #expect(dom.contains(">\(shown) / \(expected.count)</output>"))
  }

  @Test("the page without a filter hides nothing")
  func unfiltered() throws {
    let (folder, page) = try Self.renderPage()
    defer { try? FileManager.default.removeItem(at: folder) }
    let run = try Self.chromium(
      ["--virtual-time-budget=5000", "--dump-dom", page.absoluteString], folder: folder)
    #expect(run.output.contains("</html>"))
    #expect(!run.output.contains("hidden=\"\""))
  }

  @Test("a screenshot of the page is not blank", arguments: [Language.en, .zhHant])
  func screenshot(language: Language) throws {
    let (folder, page) = try Self.renderPage(language: language)
    defer { try? FileManager.default.removeItem(at: folder) }
    let image = folder.appendingPathComponent("page.png")
    _ = try Self.chromium(
      [
        "--window-size=1280,900", "--hide-scrollbars", "--screenshot=\(image.path)",
        page.absoluteString,
      ], folder: folder)
    let png = try Data(contentsOf: image)
    #expect(png.starts(with: [0x89, 0x50, 0x4E, 0x47]))
    // Counts the distinct bytes of the decompressed image: a blank page has only a handful.
    let script = """
      import sys, zlib
      data = open(sys.argv[1], "rb").read()
      position, idat = 8, b""
      while position < len(data):
          length = int.from_bytes(data[position:position + 4], "big")
          kind = data[position + 4:position + 8]
          if kind == b"IDAT":
              idat += data[position + 8:position + 8 + length]
          position += 12 + length
      pixels = zlib.decompress(idat)
      print(len(set(pixels)), sum(1 for byte in pixels if byte not in (0, 255)))
      """
    let run = try runProcess(try ExternalTool.python3.require(), ["-c", script, image.path])
    let numbers = run.output.split(separator: " ").compactMap {
      Int($0.trimmingCharacters(in: .whitespacesAndNewlines))
    }
    try #require(numbers.count == 2, "\(run.errors)")
    #expect(numbers[0] > 64, "the screenshot has only \(numbers[0]) distinct byte values")
    #expect(numbers[1] > 10_000, "the screenshot has almost no ink")
  }
}
