import Testing

@testable import PushMatrixEngine
@testable import PushMatrixModel
@testable import PushMatrixTables

@Suite("Notes every cell of a column shares, named once in the table's remark")
struct ColumnNotesTests {
  static let space = ScenarioSpace(
    versions: [OSVersion(6), OSVersion(9, 3, 2), OSVersion(13), OSVersion(26)])

  @Test(
    "each cell keeps its other notes, and the remark names a column's shared notes once",
    arguments: FoldingTests.views, Language.allCases)
  func liftedNotes(view: ViewKind, language: Language) {
    let page = ViewTests.page(view, Self.space, language: language)
    let lifted = page.liftingColumnNotes()
    var liftedCount = 0
    for (table, liftedTable) in zip(page.tables, lifted.tables) {
      let shared = table.columnNotes
      for (row, liftedRow) in zip(table.rows, liftedTable.rows) {
        for (column, (cell, liftedCell)) in zip(row.cells, liftedRow.cells).enumerated() {
          // The cell says the same with the column's shared notes put back.
          #expect(
            Set(liftedCell.footnotes).union(shared[column]) == Set(cell.footnotes),
            "\(table.id), \(row.heading.label), \(table.columns[column].label)")
          #expect(Set(liftedCell.footnotes).isDisjoint(with: shared[column]))
        }
      }
      for (column, slugs) in shared.enumerated() where !slugs.isEmpty {
        liftedCount += 1
        let line = Phrase.columnNotes.text(language, table.columns[column].label)
        #expect(liftedTable.remark.contains(.text(line)), "\(table.id)")
      }
      #expect(Array(liftedTable.remark.prefix(table.remark.count)) == table.remark)
      #expect(shared.allSatisfy { $0.isEmpty } == (liftedTable.remark == table.remark))
    }
    // By OS and by callbacks, some column's cells share a note (the not-running cells of a
    // table from iOS 13, say); by payload, a row per release, none holds across them.
    #expect((liftedCount > 0) == (view != .byPayload))
  }

  @Test("a table of one row lifts nothing, and the conditions page is left as it is")
  func nothingToSave() {
    let page = ViewTests.page(.byOS, Self.space, language: .en)
    var table = page.tables[0]
    table.rows = [table.rows[0]]
    #expect(table.columnNotes.allSatisfy { $0.isEmpty })
    var conditions = page
    conditions.view = .conditions
    let unchanged = conditions.liftingColumnNotes()
    #expect(unchanged == conditions)
  }
}
