import Testing

@testable import PushMatrixTables

@Suite("Cell renderings made once per array")
struct CellRenderingsTests {
  /// Renderings, and how many of them were made rather than found.
  struct Counted {
    var renderings = CellRenderings()
    var made = 0

    /// Returns the rendering of runs as plain text, counting it when it is made.
    mutating func rendering(of runs: [Run]) -> String {
      var isMade = false
      let text = renderings.rendering(of: runs) {
        isMade = true
        return Run.plainText($0)
      }
      if isMade { made += 1 }
      return text
    }
  }

  @Test("one array of runs is rendered once; an equal array elsewhere gets the same rendering")
  func renderedOncePerArray() {
    var renderings = Counted()
    let shared: [Run] = [.text("banner · tap → launch"), .footnote("R-1")]
    let copy = shared.map { $0 }
    #expect(renderings.rendering(of: shared) == "banner · tap → launch [R-1]")
    #expect(renderings.rendering(of: shared) == "banner · tap → launch [R-1]")
    #expect(renderings.made == 1)
    #expect(renderings.rendering(of: copy) == "banner · tap → launch [R-1]")
    #expect(renderings.rendering(of: []) == "")
  }

  @Test("past its limit the cache starts over, so a stream of distinct cells takes bounded memory")
  func bounded() {
    var renderings = Counted()
    let first: [Run] = [.text("first")]
    _ = renderings.rendering(of: first)
    for index in 0..<CellRenderings.limit { _ = renderings.rendering(of: [.text(String(index))]) }
    #expect(renderings.rendering(of: first) == "first")
    #expect(renderings.made == CellRenderings.limit + 2)
  }
}
