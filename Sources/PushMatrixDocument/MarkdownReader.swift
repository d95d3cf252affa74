/// Reads the GitHub-flavoured Markdown of the pages written by hand (README and docs) into a
/// ``Document``'s blocks, so that ``HTMLWriter`` writes them in the look of the generated pages.
///
/// It reads what those pages use, as GitHub reads it: ATX headings (with GitHub's anchors),
/// paragraphs, bulleted and numbered lists with nested blocks, fenced code, pipe tables, block
/// quotes, and within text code spans, links, autolinks, images (as links), strong and emphasis,
/// and backslash escapes. Raw HTML, setext headings, indented code, reference links and
/// footnotes are read as text. Every input gives blocks; nothing is an error.
package enum MarkdownReader {
  /// Returns the blocks of a page.
  ///
  /// - Parameters:
  ///   - text: the Markdown.
  ///   - address: where a link goes, from its address as written, such as a page's `.md`
  ///     address made that of its HTML.
  /// - Returns: the page's blocks, in order.
  package static func blocks(
    _ text: String, address: @escaping (String) -> String = { $0 }
  ) -> [Document.Block] {
    var anchors = Anchors(address: address)
    // Lines split on the bytes, as "\r\n" is one Character.
    let lines = text.utf8.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
      .map { line in
        String(Substring(line.last == UInt8(ascii: "\r") ? line.dropLast() : line))
      }
    return blocks(lines[...], anchors: &anchors)
  }

  /// What the blocks of a page share: the anchors given so far, so that a repeated heading gets
  /// GitHub's `-1`, `-2` suffixes, and where links go.
  struct Anchors {
    private var used: [String: Int] = [:]
    /// Where a link goes, from its address as written.
    let address: (String) -> String

    init(address: @escaping (String) -> String) {
      self.address = address
    }

    /// Returns the anchor of a heading as GitHub makes it: lowercased, without punctuation but
    /// `-` and `_`, spaces as `-`, and a number after a repeat.
    mutating func anchor(_ text: String) -> String {
      let slug = String(
        text.lowercased().unicodeScalars.compactMap { scalar -> Character? in
          if scalar == " " { return "-" }
          if scalar == "-" || scalar == "_" { return Character(scalar) }
          let properties = scalar.properties
          return properties.isAlphabetic || properties.numericType != nil
            || properties.generalCategory == .nonspacingMark ? Character(scalar) : nil
        })
      let count = used[slug, default: 0]
      used[slug] = count + 1
      return count == 0 ? slug : "\(slug)-\(count)"
    }
  }

  /// Returns the blocks of some lines.
  static func blocks(_ lines: ArraySlice<String>, anchors: inout Anchors) -> [Document.Block] {
    var blocks: [Document.Block] = []
    var rest = lines
    while let line = rest.first {
      if line.allSatisfy(\.isWhitespace) {
        rest = rest.dropFirst()
      } else if let heading = heading(line) {
        let text = inlines(heading.text, address: anchors.address)
        blocks.append(
          .heading(
            Document.Heading(
              level: heading.level, text, id: anchors.anchor(text.plainText))))
        rest = rest.dropFirst()
      } else if let fence = Fence(line) {
        blocks.append(fence.block(&rest))
      } else if let marker = ListMarker(line) {
        blocks.append(list(marker, &rest, anchors: &anchors))
      } else if let table = table(&rest) {
        let address = anchors.address
        let cell = { inlines($0, address: address) }
        blocks.append(
          .table(
            Document.Table(
              columns: table.columns.map { cell($0).plainText },
              cells: table.rows.map { $0.map(cell) })))
      } else if quoted(line) != nil {
        var quote: [String] = []
        while let next = rest.first, let text = quoted(next) {
          quote.append(text)
          rest = rest.dropFirst()
        }
        blocks.append(.aside(inlines(quote.joined(separator: "\n"), address: anchors.address)))
      } else {
        var paragraph = [line]
        rest = rest.dropFirst()
        while let next = rest.first, !interrupts(next, rest) {
          paragraph.append(next)
          rest = rest.dropFirst()
        }
        blocks.append(
          .paragraph(
            inlines(
              paragraph.map { $0.drop { $0 == " " } }.joined(separator: "\n"),
              address: anchors.address)))
      }
    }
    return blocks
  }

  /// Returns whether a line ends the paragraph above it: a blank line or the start of a block
  /// that may interrupt a paragraph.
  private static func interrupts(_ line: String, _ lines: ArraySlice<String>) -> Bool {
    if line.allSatisfy(\.isWhitespace) || heading(line) != nil || Fence(line) != nil
      || quoted(line) != nil
    {
      return true
    }
    if let marker = ListMarker(line), marker.startsParagraphBreak { return true }
    return tableColumns(lines) != nil
  }

  /// Returns an ATX heading's level and text.
  private static func heading(_ line: String) -> (level: Int, text: String)? {
    let trimmed = line.drop { $0 == " " }
    guard line.leadingSpaces < 4 else { return nil }
    let hashes = trimmed.prefix { $0 == "#" }
    let after = trimmed.dropFirst(hashes.count)
    guard (1...6).contains(hashes.count), after.isEmpty || after.first == " " else { return nil }
    var text = after.trimmingSpaces
    // A closing run of #, after a space, is not part of the text.
    let closing = text.reversed().prefix { $0 == "#" }.count
    if closing > 0, closing == text.count || text.dropLast(closing).last == " " {
      text = String(text.dropLast(closing)).trimmingSpaces
    }
    return (hashes.count, text)
  }

  /// Returns a block quote line's text without its `>`, or `nil` for another line.
  private static func quoted(_ line: String) -> String? {
    let trimmed = line.drop { $0 == " " }
    guard line.leadingSpaces < 4, trimmed.first == ">" else { return nil }
    let text = trimmed.dropFirst()
    return String(text.first == " " ? text.dropFirst() : text)
  }

  /// A code fence's opening line.
  struct Fence {
    var indent: Int
    var character: Character
    var length: Int
    var language: String

    init?(_ line: String) {
      let trimmed = line.drop { $0 == " " }
      indent = line.leadingSpaces
      guard indent < 4, let first = trimmed.first, first == "`" || first == "~" else {
        return nil
      }
      character = first
      length = trimmed.prefix { $0 == first }.count
      let info = trimmed.dropFirst(length).trimmingSpaces
      guard length >= 3, first == "~" || !info.contains("`" as Character) else { return nil }
      language = String(info.prefix { $0 != " " })
    }

    /// Returns whether a line closes the fence.
    func closes(_ line: String) -> Bool {
      let trimmed = line.drop { $0 == " " }
      let run = trimmed.prefix { $0 == character }.count
      return line.leadingSpaces < 4 && run >= length
        && trimmed.dropFirst(run).allSatisfy { $0 == " " }
    }

    /// Returns the code block that starts at the first line, consuming it up to its closing
    /// fence or the end.
    func block(_ lines: inout ArraySlice<String>) -> Document.Block {
      lines = lines.dropFirst()
      var code: [String] = []
      while let line = lines.first {
        lines = lines.dropFirst()
        if closes(line) { break }
        // Up to the fence's own indentation is taken off each line.
        let spaces = line.leadingSpaces
        code.append(String(line.dropFirst(min(spaces, indent))))
      }
      return .code(code, language: language)
    }
  }

  /// A list item's marker: `-`, `*` or `+`, or a number and `.` or `)`, and where its text
  /// starts.
  struct ListMarker {
    /// The number of a numbered item, `nil` for a bullet.
    var number: Int?
    /// The marker character: the bullet, or `.` or `)` after a number.
    var delimiter: Character
    /// The column the item's text starts at; its lines continue indented this far.
    var contentIndent: Int
    /// The item's first line after the marker.
    var text: String

    init?(_ line: String) {
      let trimmed = line.drop { $0 == " " }
      let indent = line.leadingSpaces
      guard indent < 4, let first = trimmed.first else { return nil }
      var width: Int
      if "-*+".contains(first) {
        number = nil
        delimiter = first
        width = 1
      } else {
        let digits = trimmed.prefix(while: \.isASCIIDigit)
        guard (1...9).contains(digits.count), let after = trimmed.dropFirst(digits.count).first,
          after == "." || after == ")"
        else { return nil }
        number = Int(digits)
        delimiter = after
        width = digits.count + 1
      }
      let after = trimmed.dropFirst(width)
      guard after.isEmpty || after.first == " " else { return nil }
      // A thematic break (`- - -`, `***`) is not an item.
      if number == nil, trimmed.filter({ $0 != " " }).allSatisfy({ $0 == first }),
        trimmed.filter({ $0 == first }).count >= 3
      {
        return nil
      }
      let spaces = after.prefix { $0 == " " }.count
      // One to four spaces after the marker set the indent; more are code within the item.
      width += after.isEmpty ? 1 : (spaces <= 4 ? spaces : 1)
      contentIndent = indent + width
      text = String(after.dropFirst(spaces <= 4 ? spaces : 1))
    }

    /// Whether the item may start in the middle of a paragraph: a bullet or `1`, not empty.
    var startsParagraphBreak: Bool {
      (number == nil || number == 1) && !text.allSatisfy(\.isWhitespace)
    }

    /// Whether another item belongs to the same list.
    func continues(with other: ListMarker) -> Bool {
      (number == nil) == (other.number == nil) && delimiter == other.delimiter
    }
  }

  /// Returns the list that starts at the first line, consuming its items.
  private static func list(
    _ first: ListMarker, _ lines: inout ArraySlice<String>, anchors: inout Anchors
  ) -> Document.Block {
    var items: [Document.ListItem] = []
    var marker = first
    while true {
      lines = lines.dropFirst()
      var content = [marker.text]
      // The item's lines: indented to its text, blank, or a paragraph's lazy continuation.
      while let line = lines.first {
        let indent = line.leadingSpaces
        if line.allSatisfy(\.isWhitespace) {
          guard let next = lines.dropFirst().first(where: { !$0.allSatisfy(\.isWhitespace) }),
            next.leadingSpaces >= marker.contentIndent
          else { break }
          content.append("")
        } else if indent >= marker.contentIndent {
          content.append(String(line.dropFirst(marker.contentIndent)))
        } else if let last = content.last, !last.allSatisfy(\.isWhitespace),
          ListMarker(line) == nil, !interrupts(line, lines), Fence(last) == nil
        {
          content.append(line.trimmingSpaces)
        } else {
          break
        }
        lines = lines.dropFirst()
      }
      var blocks = Self.blocks(content[...], anchors: &anchors)
      var text: [Document.Inline] = []
      if case .paragraph(let inlines, _) = blocks.first {
        text = inlines
        blocks.removeFirst()
      }
      items.append(Document.ListItem(text, children: blocks))
      // A blank line may sit between items.
      var next = lines
      while let line = next.first, line.allSatisfy(\.isWhitespace) { next = next.dropFirst() }
      guard let line = next.first, let following = ListMarker(line),
        marker.continues(with: following)
      else { break }
      lines = next
      marker = following
    }
    return first.number.map { .numberedList(items, start: $0) } ?? .list(items)
  }

  /// Returns the header cells of the pipe table the lines start with, or `nil` when they do not
  /// start one: a row with a pipe, then a delimiter row (only `|`, `-`, `:` and spaces, each
  /// cell dashes between optional colons) of as many cells.
  private static func tableColumns(_ lines: ArraySlice<String>) -> [String]? {
    guard let header = lines.first, header.contains("|" as Character),
      let delimiter = lines.dropFirst().first,
      delimiter.contains("-" as Character), delimiter.allSatisfy({ "|-: \t".contains($0) })
    else { return nil }
    let columns = cells(header)
    let alignments = cells(delimiter)
    guard alignments.count == columns.count,
      alignments.allSatisfy({ cell in
        let dashes = cell.drop { $0 == ":" }.reversed().drop { $0 == ":" }
        return !dashes.isEmpty && dashes.allSatisfy { $0 == "-" }
      })
    else { return nil }
    return columns
  }

  /// Returns the cells of the pipe table that starts at the first line, consuming it, or `nil`
  /// when the lines do not start a table (``tableColumns(_:)``).
  private static func table(_ lines: inout ArraySlice<String>) -> (
    columns: [String], rows: [[String]]
  )? {
    guard let columns = tableColumns(lines) else { return nil }
    lines = lines.dropFirst(2)
    var rows: [[String]] = []
    while let line = lines.first, !line.allSatisfy(\.isWhitespace), line.contains("|" as Character)
    {
      var row = Array(cells(line).prefix(columns.count))
      row += Array(repeating: "", count: columns.count - row.count)
      rows.append(row)
      lines = lines.dropFirst()
    }
    return (columns, rows)
  }

  /// Returns a table row's cells: split at every pipe that is not escaped, code spans included
  /// (as GitHub splits them), without the row's outer pipes; `\|` stands for a pipe in a cell.
  private static func cells(_ line: String) -> [String] {
    var trimmed = line.trimmingSpaces[...]
    if trimmed.first == "|" { trimmed = trimmed.dropFirst() }
    if !trimmed.contains("\\" as Character) {
      var cells = trimmed.split(separator: "|", omittingEmptySubsequences: false).map {
        $0.trimmingSpaces
      }
      if cells.count > 1, cells.last!.isEmpty { cells.removeLast() }
      return cells
    }
    var cells: [String] = []
    var cell = ""
    var characters = line.trimmingSpaces[...]
    if characters.first == "|" { characters = characters.dropFirst() }
    while let character = characters.first {
      characters = characters.dropFirst()
      if character == "\\", characters.first == "|" {
        cell.append("|")
        characters = characters.dropFirst()
      } else if character == "|" {
        cells.append(cell.trimmingSpaces)
        cell = ""
      } else {
        cell.append(character)
      }
    }
    if !cell.allSatisfy(\.isWhitespace) || cells.isEmpty { cells.append(cell.trimmingSpaces) }
    return cells
  }
}

extension StringProtocol {
  /// The text without spaces and tabs at either end.
  fileprivate var trimmingSpaces: String {
    let isSpace = { (character: Character) in character == " " || character == "\t" }
    guard let first = firstIndex(where: { !isSpace($0) }),
      let last = lastIndex(where: { !isSpace($0) })
    else { return "" }
    return String(self[first...last])
  }
}

extension String {
  /// The number of spaces the line starts with.
  fileprivate var leadingSpaces: Int { utf8.prefix { $0 == UInt8(ascii: " ") }.count }
}

extension Character {
  /// Whether the character is one of the ASCII digits 0–9.
  fileprivate var isASCIIDigit: Bool { isASCII && isNumber }
}
