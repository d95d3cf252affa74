import Testing

@testable import PushMatrixTables

@Suite("Cell renderings made once per content")
struct CellRenderingsTests {
  /// Renderings, and how many of them were made rather than found.
  struct Counted {
    var renderings = CellRenderings()
    var made = 0

    /// Returns the rendering of a cell as plain text, counting it when it is made.
    mutating func rendering(of cell: TableView.Cell) -> String {
      var isMade = false
      let text = renderings.rendering(of: cell) {
        isMade = true
        return Run.plainText($0)
      }
      if isMade { made += 1 }
      return text
    }
  }

  /// A cell of plain runs, standing for the content of a number when given one.
  static func cell(_ runs: [Run], content: Int? = nil) -> TableView.Cell {
    var cell = TableView.Cell(runs: runs, outcome: nil, observations: [])
    cell.identity = content.map(CellIdentity.content)
    return cell
  }

  @Test("a content's cell is rendered once; any other cell each time it occurs")
  func renderedOncePerContent() {
    var renderings = Counted()
    let shared = Self.cell([.text("banner · tap → launch"), .footnote("R-1")], content: 7)
    #expect(renderings.rendering(of: shared) == "banner · tap → launch [R-1]")
    #expect(renderings.rendering(of: shared) == "banner · tap → launch [R-1]")
    #expect(renderings.made == 1)
    let observed = Self.cell([.text("banner"), .lineBreak, .text("observed")])
    #expect(renderings.rendering(of: observed) == "banner\nobserved")
    #expect(renderings.rendering(of: observed) == "banner\nobserved")
    #expect(renderings.made == 3)
    // A content's cell whose runs were changed, as a page's column notes are lifted out, is
    // rendered as it now is, not as the content.
    var lifted = shared
    lifted.runs.removeLast()
    #expect(renderings.rendering(of: lifted) == "banner · tap → launch")
    #expect(renderings.rendering(of: Self.cell([])) == "")
  }

  @Test("past its limit the cache starts over, so a stream of distinct cells takes bounded memory")
  func bounded() {
    var renderings = Counted()
    let first = Self.cell([.text("first")], content: -1)
    _ = renderings.rendering(of: first)
    for index in 0..<CellRenderings.limit {
      _ = renderings.rendering(of: Self.cell([.text(String(index))], content: index))
    }
    #expect(renderings.rendering(of: first) == "first")
    #expect(renderings.made == CellRenderings.limit + 2)
  }
}
