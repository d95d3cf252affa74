import Testing

@testable import PushMatrix

@Suite("Cell renderings made once per array")
struct CellRenderingsTests {
  @Test("one array of runs is rendered once; an equal array elsewhere gets the same rendering")
  func renderedOncePerArray() {
    var renderings = CellRenderings()
    var renderCount = 0
    func render(_ runs: [Run]) -> String {
      renderCount += 1
      return Run.plainText(runs)
    }
    let shared: [Run] = [.text("banner · tap → launch"), .footnote("R-1")]
    let copy = shared.map { $0 }
    #expect(renderings.rendering(of: shared, render: render) == "banner · tap → launch [R-1]")
    #expect(renderings.rendering(of: shared, render: render) == "banner · tap → launch [R-1]")
    #expect(renderCount == 1)
    #expect(renderings.rendering(of: copy, render: render) == "banner · tap → launch [R-1]")
    #expect(renderings.rendering(of: [], render: render) == "")
  }
}
