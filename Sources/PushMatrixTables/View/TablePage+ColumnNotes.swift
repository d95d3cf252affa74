import PushMatrixEngine
import PushMatrixModel

extension TablePage {
  /// Returns the page with each note that every cell of a column refers to taken out of those
  /// cells and named once in the table's remark, for the pages a reader scans.
  ///
  /// A layout's column is one app state or one run of releases, and some notes hold for all of
  /// it (a force-quit app is never woken by a silent push): repeated in each of its cells they
  /// made by-os.html pass 1 MB. The HTML and Markdown pages show them this way; the CSV and JSON
  /// keep every note in its cell, for tools that read one cell at a time.
  ///
  /// A page whose notes are lifted is returned as it is: a page split into files is written
  /// several times over.
  package func liftingColumnNotes() -> TablePage {
    guard view.laysOutCells, !columnNotesLifted else { return self }
    var page = self
    page.columnNotesLifted = true
    for section in page.sections.indices {
      for table in page.sections[section].tables.indices {
        page.sections[section].tables[table].liftColumnNotes(language)
      }
    }
    return page
  }
}

extension TableView {
  /// Returns the notes every cell of each column refers to, by column, in the order the first
  /// row's cell refers to them; none for a table of one row, where nothing would be saved.
  package var columnNotes: [[String]] {
    guard rows.count > 1 else { return columns.map { _ in [] } }
    return columns.indices.map { column in
      // Most columns share no note: narrowed row by row, the search stops once none is left.
      var shared = rows[0].cells[column].footnotes
      for row in rows.dropFirst() where !shared.isEmpty {
        let runs = row.cells[column].runs
        shared.removeAll { slug in !runs.contains(.footnote(slug)) }
      }
      return shared
    }
  }

  /// Takes each column's shared notes (``columnNotes``) out of its cells and adds a line per
  /// such column to the remark: "Every foreground cell: [slug]".
  mutating func liftColumnNotes(_ language: Language) {
    for (column, slugs) in columnNotes.enumerated() where !slugs.isEmpty {
      if !remark.isEmpty { remark.append(.lineBreak) }
      remark.append(.text(Phrase.columnNotes.text(language, columns[column].label)))
      remark += slugs.map(Run.footnote)
      for row in rows.indices {
        rows[row].cells[column].runs.removeAll {
          if case .footnote(let slug) = $0 { slugs.contains(slug) } else { false }
        }
      }
    }
  }
}
