import PushMatrixIO

/// The files of one scan as its readers open them: the tree walked, what they have read so
/// far against ``SourceTree/maximumTotalSize`` and ``SourceTree/maximumTokens``, and what could
/// not be opened.
///
/// Every reader opens its files here, so that one budget bounds a scan however many formats
/// its repository mixes.
struct ScanFiles {
  /// The tree walked.
  let tree: SourceTree
  /// The sources, in path order.
  let sources: [SourceTree.File]
  /// The relative paths of the sources read, as a set.
  let sourceSet: Set<String>
  /// The relative paths of the sources, with those the walk could not read, which still
  /// belong to a target (their omission is reported for the target they would be read for),
  /// in path order.
  let sourcePaths: [String]
  /// What the walk found and did not read, and the files the readers could not open since.
  private(set) var omissions: [SourceTree.Omission]
  /// The bytes counted so far.
  private var total = 0
  /// The tokens kept so far of the sources whose `willPresent` body a later step reads.
  private var keptTokens = 0
  /// Why each file that could not be opened was not, by relative path.
  private var unopened: [String: String] = [:]

  /// Starts a scan's reading of a tree.
  init(_ tree: SourceTree) {
    self.tree = tree
    omissions = tree.omissions
    sources = tree.files.filter { if case .source = $0.kind { true } else { false } }
    sourceSet = Set(sources.map(\.relative))
    sourcePaths =
      (sources.map(\.relative)
      + tree.omissions.filter { if case .source = $0.kind { true } else { false } }.map(\.relative))
      .sorted()
  }

  /// The files of a kind, in path order.
  func files(_ kind: SourceTree.Kind) -> [SourceTree.File] {
    tree.files.filter { $0.kind == kind }
  }

  /// Counts bytes read towards the scan's total.
  ///
  /// - Throws: ``ScanError/tooLargeInTotal(paths:file:)`` past ``SourceTree/maximumTotalSize``.
  mutating func count(_ file: SourceTree.File, _ bytes: [UInt8]) throws {
    total += bytes.count
    if total > SourceTree.maximumTotalSize {
      throw ScanError.tooLargeInTotal(paths: tree.paths, file: file.path)
    }
  }

  /// Reads a file, or returns `nil` when it cannot be opened, for the caller to report.
  ///
  /// - Parameters:
  ///   - file: the file.
  ///   - counted: whether its bytes count towards the scan's total.
  /// - Returns: its bytes, or `nil` when it cannot be opened.
  /// - Throws: ``ScanError`` when it fails midway, is too large, or passes the total.
  mutating func open(_ file: SourceTree.File, counted: Bool = true) throws -> [UInt8]? {
    let bytes: [UInt8]
    do {
      bytes = try SourceTree.read(file)
    } catch .unreadable(_, let reason) {
      unopened[file.relative] = reason
      return nil
    }
    if counted { try count(file, bytes) }
    return bytes
  }

  /// Reads a file, or records it as an omission and returns `nil` when it cannot be opened.
  ///
  /// - Throws: as ``open(_:counted:)``.
  mutating func load(_ file: SourceTree.File) throws -> [UInt8]? {
    guard let bytes = try open(file) else {
      omissions.append(
        SourceTree.Omission(
          relative: file.relative, reason: cannotOpen(file).reason, file: file.kind))
      return nil
    }
    return bytes
  }

  /// Where and why a file could not be opened, for a property list or project kept as such.
  func cannotOpen(_ file: SourceTree.File) -> (location: FileLocation, reason: String) {
    (
      FileLocation(file: file.relative, line: nil),
      "cannot open it: \(unopened[file.relative] ?? "")"
    )
  }

  /// Reads a Swift file into its tokens without counting it: a Tuist or package manifest, read
  /// before the targets are chosen, counts towards the total, and is reported if unreadable,
  /// when it is read as a source.
  ///
  /// - Throws: as ``open(_:counted:)``, and ``ScanError/tooManyTokens(path:)`` when it holds
  ///   more than ``SourceTree/maximumTokens``.
  mutating func manifestTokens(_ file: SourceTree.File) throws -> [SourceToken]? {
    guard let bytes = try open(file, counted: false) else { return nil }
    guard
      let tokens = SourceTokenizer.tokens(
        of: bytes, language: .swift, maximumCount: SourceTree.maximumTokens)
    else { throw ScanError.tooManyTokens(path: file.path) }
    return tokens
  }

  /// Reads and outlines a source, or records it as an omission and returns `nil` when it
  /// cannot be opened.
  ///
  /// - Throws: as ``load(_:)``, and ``ScanError/tooManyTokens(path:)`` when it holds more
  ///   than ``SourceTree/maximumTokens``.
  mutating func outline(_ file: SourceTree.File) throws -> SourceOutline? {
    guard case .source(let language) = file.kind, let bytes = try load(file) else { return nil }
    guard
      let outline = SourceOutline.outline(
        of: bytes, file: file.relative, language: language,
        maximumTokens: SourceTree.maximumTokens)
    else { throw ScanError.tooManyTokens(path: file.path) }
    return outline
  }

  /// Keeps an outline's tokens only when a later step may read a function's body from them,
  /// in a file that defines `willPresent` or a reducer's action case that binds values (one
  /// may be the completion handler a `willPresent` sends on), and at most
  /// ``SourceTree/maximumTokens`` of them in all; every other outline keeps its declarations
  /// and calls alone, so that what the scan holds grows with the code that matters, not with
  /// every byte.
  ///
  /// - Throws: ``ScanError/tooManyTokensInTotal(paths:file:)`` past the bound for a file
  ///   with `willPresent`; an action case's file past it keeps no tokens.
  mutating func keepTokens(of outline: inout SourceOutline, _ file: SourceTree.File) throws {
    let presents = outline.functions.contains { DelegateMethod($0) == .willPresent }
    let binds = outline.functions.contains { $0.kind == .actionCase && !$0.parameters.isEmpty }
    guard presents || (binds && keptTokens + outline.tokens.count <= SourceTree.maximumTokens)
    else {
      outline.tokens = []
      return
    }
    keptTokens += outline.tokens.count
    if keptTokens > SourceTree.maximumTokens {
      throw ScanError.tooManyTokensInTotal(paths: tree.paths, file: file.path)
    }
  }

  /// Drops the omissions a predicate names: those of files the target chosen would not read.
  mutating func removeOmissions(where isUnread: (SourceTree.Omission) -> Bool) {
    omissions.removeAll(where: isUnread)
  }
}
