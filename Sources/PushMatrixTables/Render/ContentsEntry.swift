/// An entry of a page's table of contents: a part of the page, by the `id` its link leads to,
/// and the parts within it.
///
/// The HTML and Markdown pages list the same entries, and give each part the same `id`, so that
/// a link into one page works in the other.
struct ContentsEntry: Sendable, Hashable {
  /// The `id` of the part, such as `group-1` or a table's.
  var id: String
  /// The part's heading.
  var title: String
  /// The parts within it, such as a section's tables.
  var children: [ContentsEntry] = []
  /// The file the part is in, relative to the page, or `nil` for the page itself: another part
  /// of a page split into files (``PagePart``).
  var address: String? = nil

  /// Returns the `id` of a table page's section of tables at an index, such as `group-1`.
  static func groupID(_ index: Int) -> String { "group-\(index + 1)" }

  /// Returns the entries of a table page: a section with its tables, or the tables alone of a
  /// section without a title.
  static func entries(of page: TablePage) -> [Self] {
    page.sections.indices.flatMap { entries(ofSection: $0, in: page) }
  }

  /// Returns the entries of one section of a table page: the section with its tables, or its
  /// tables alone when it has no title.
  static func entries(ofSection index: Int, in page: TablePage) -> [Self] {
    let section = page.sections[index]
    let tables = section.tables.map { Self(id: $0.id, title: $0.title) }
    return section.title.isEmpty
      ? tables : [Self(id: groupID(index), title: section.title, children: tables)]
  }

  /// Returns the entries of a flowchart page: a chart per app state.
  static func entries(of page: FlowchartPage) -> [Self] {
    page.charts.map { Self(id: $0.id, title: $0.heading.label) }
  }
}
