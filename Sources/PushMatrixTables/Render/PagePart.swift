/// One part of a page that is written as several files, each under a size budget: the page's
/// sections it holds, and the files of every part, so that each part links the others.
///
/// `generate` splits a Markdown page over ``DocsGenerator/markdownBudget`` bytes into parts at
/// its sections, as GitHub shows no Markdown file much over half a megabyte.
public struct PagePart: Sendable, Hashable {
  /// A file of the page: where it is and which sections it holds.
  public struct File: Sendable, Hashable {
    /// The file's address relative to the page, such as `by-os-part2.md`.
    public var address: String
    /// The indices of the page's sections in the file.
    public var sections: Range<Int>

    /// Creates a file of a page.
    public init(address: String, sections: Range<Int>) {
      self.address = address
      self.sections = sections
    }
  }

  /// The position of this part among ``files``, from 0.
  public var index: Int
  /// Every part's file, in the order of the sections.
  public var files: [File]

  /// Creates a part.
  public init(index: Int, files: [File]) {
    self.index = index
    self.files = files
  }

  /// The sections this part holds.
  public var sections: Range<Int> { files[index].sections }

  /// Returns the address of the part that holds a section, or `nil` for this part.
  public func address(ofSection section: Int) -> String? {
    guard !sections.contains(section) else { return nil }
    return files.first { $0.sections.contains(section) }?.address
  }
}
