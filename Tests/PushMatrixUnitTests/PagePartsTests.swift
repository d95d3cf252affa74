import Foundation
import Testing

@testable import PushMatrixEngine
@testable import PushMatrixModel
@testable import PushMatrixTables

@Suite("Markdown pages in parts")
struct PagePartsTests {
  @Test("sections are shared out into runs whose largest sum is the least it can be")
  func balanced() {
    #expect(MarkdownFormatter.balanced([5, 5, 5, 5], into: 2) == [0..<2, 2..<4])
    #expect(MarkdownFormatter.balanced([9, 1, 1, 1], into: 2) == [0..<1, 1..<4])
    #expect(MarkdownFormatter.balanced([1, 2, 3, 4, 5], into: 3) == [0..<3, 3..<4, 4..<5])
    #expect(MarkdownFormatter.balanced([7], into: 1) == [0..<1])
  }

  @Test(
    "a page over the budget comes in parts, each under it, holding its own sections and the notes they cite, and linking the others"
  )
  func parts() throws {
    let page = PageNavigationTests.page(.byOS)
    let whole = MarkdownFormatter.format(page, options: RenderOptions())
    try #require(page.sections.count > 2)
    let budget = whole.utf8.count * 2 / 3
    let parts = MarkdownFormatter.parts(
      page, options: RenderOptions(), budget: budget, limit: 9
    ) { $0 == 1 ? "by-os.md" : "by-os-part\($0).md" }
    #expect(parts.count >= 2)
    #expect(parts.first?.address == "by-os.md")
    #expect(
      parts.map(\.address) == parts.indices.map { $0 == 0 ? "by-os.md" : "by-os-part\($0 + 1).md" })
    var sections: [String] = []
    var files: [PagePart.File] = []
    for (index, part) in parts.enumerated() {
      #expect(part.text.utf8.count <= budget, "part \(index + 1) is \(part.text.utf8.count) bytes")
      // Each part is a whole page: the title, the legend, and a line linking every other part.
      #expect(part.text.contains("# \(page.title)"))
      #expect(part.text.contains("Part \(index + 1) of \(parts.count)"))
      for (other, file) in parts.enumerated() where other != index {
        #expect(part.text.contains("[\(other + 1)](\(file.address))"))
      }
      // Every note it cites is defined in it.
      let defined = Set(
        part.text.components(separatedBy: "<a id=\"note-").dropFirst().map {
          String($0.prefix { $0 != "\"" })
        })
      // A cell cites a note as [[slug]], resolved by a definition after the notes, or inline.
      let cited = Set(
        part.text.components(separatedBy: "](#note-").dropFirst().map {
          String($0.prefix { $0 != ")" })
        }
          + part.text.components(separatedBy: "[[").dropFirst().map {
            String($0.prefix { $0 != "]" }).replacingOccurrences(of: "\\", with: "")
          })
      #expect(!cited.isEmpty)
      #expect(cited.isSubset(of: defined), "part \(index + 1): \(cited.subtracting(defined))")
      #expect(!defined.isEmpty)
      let own = part.text.components(separatedBy: "\n## <a id=\"group-").dropFirst().map {
        String($0.prefix { $0 != "\"" })
      }
      sections += own
      files.append(
        PagePart.File(address: part.address, sections: sections.count - own.count..<sections.count))
    }
    // Each part is the page as the one rendering path writes that part of it.
    for (index, part) in parts.enumerated() {
      var options = RenderOptions()
      options.part = PagePart(index: index, files: files)
      #expect(part.text == MarkdownFormatter.format(page, options: options), "part \(index + 1)")
    }
    // Together the parts hold every section once, in order, under its own anchor.
    #expect(sections == page.sections.indices.map { String($0 + 1) })
    // A page within the budget is one file, the page itself.
    let one = MarkdownFormatter.parts(
      page, options: RenderOptions(), budget: whole.utf8.count, limit: 9
    ) { "p\($0).md" }
    #expect(one.count == 1 && one[0].text == whole && one[0].address == "p1.md")
  }
}
