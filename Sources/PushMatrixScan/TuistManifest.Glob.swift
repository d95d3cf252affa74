extension TuistManifest {
  /// A source glob of a manifest, split into path components once: `**` matches any number of
  /// components, none included, and `*` any run of characters within one; a pattern without a
  /// wildcard matches the file it names and every file below the folder it names.
  ///
  /// A manifest may come with a pull request, so matching stays cheap whatever it writes: a run
  /// of `**` is one `**`, a pattern with more named components than a path cannot match it and
  /// is not tried, a path whose file name does not match the pattern's last component is
  /// refused at once, and the files tried are only those below the pattern's literal folders
  /// (``candidates(in:)``), so that a glob costs time linear in the files it may match.
  struct Glob {
    /// A component of a pattern: `**`, or the pieces between its `*`s (one piece without `*`).
    private enum Component: Equatable {
      case anyFolders
      case name([Substring])
    }

    /// The pattern's components, each run of `**` made one.
    private let components: [Component]
    /// The pattern's components as written, for a pattern without a wildcard.
    private let literal: [Substring]
    /// The folders the pattern names before its first wildcard, joined.
    private let prefix: String
    /// Whether the pattern has no wildcard.
    private let isLiteral: Bool
    /// How many components are not `**`: the fewest a matching path has.
    private let named: Int

    /// Compiles a pattern whose paths are relative to the scanned root.
    init(_ pattern: String) {
      literal = pattern.split(separator: "/")
      var components: [Component] = []
      for part in literal where !(part == "**" && components.last == .anyFolders) {
        components.append(
          part == "**"
            ? .anyFolders : .name(part.split(separator: "*", omittingEmptySubsequences: false)))
      }
      self.components = components
      isLiteral = !pattern.contains("*")
      prefix = (isLiteral ? literal : Array(literal.prefix { !$0.contains("*") }))
        .joined(separator: "/")
      named = components.filter { $0 != .anyFolders }.count
    }

    /// The files of a sorted list that the pattern may match: the file the prefix names and
    /// those below its folder, as a range of indexes.
    func candidates(in sorted: [String]) -> Range<Int> {
      guard !prefix.isEmpty else { return sorted.indices }
      // In sorted order the file itself comes first, then `prefix/…`, which ends before
      // `prefix0` ("0" follows "/").
      let start = Self.firstIndex(in: sorted, notBelow: prefix)
      return start..<Self.firstIndex(in: sorted, notBelow: prefix + "0")
    }

    /// The index of the first of sorted texts that is not less than a text, found by halving.
    private static func firstIndex(in sorted: [String], notBelow text: String) -> Int {
      var low = 0
      var high = sorted.count
      while low < high {
        let middle = (low + high) / 2
        if sorted[middle] < text { low = middle + 1 } else { high = middle }
      }
      return low
    }

    /// The files of a sorted list that the pattern matches, in order.
    ///
    /// - Parameters:
    ///   - sorted: files relative to the scanned root, sorted.
    ///   - parts: each file's path components, in the same order.
    /// - Returns: the files matched, in the list's order.
    func files(in sorted: [String], parts: [[Substring]]) -> [String] {
      candidates(in: sorted).filter { index in
        let file = sorted[index]
        return (prefix.isEmpty || file == prefix || file.hasPrefix(prefix + "/"))
          && matches(parts[index])
      }.map { sorted[$0] }
    }

    /// Whether a path matches the pattern.
    func matches(_ path: String) -> Bool { matches(path.split(separator: "/")) }

    /// Whether a path's components match the pattern.
    ///
    /// Read left to right, as wildcards are matched: a named component takes one path component,
    /// `**` any run of them, and on a mismatch the last `**` takes one more, so that no work is
    /// kept but two positions, and the time grows with the path's components times the
    /// pattern's at worst.
    private func matches(_ parts: [Substring]) -> Bool {
      if isLiteral { return parts.starts(with: literal) }
      guard named <= parts.count else { return false }
      if case .name(let pieces) = components.last, let name = parts.last,
        !Self.component(name, pieces)
      {
        return false
      }
      var part = 0
      var component = 0
      // The last `**` met, and the path component it would take next.
      var lastAny: (component: Int, part: Int)?
      while part < parts.count {
        if component < components.count, case .name(let pieces) = components[component],
          Self.component(parts[part], pieces)
        {
          part += 1
          component += 1
        } else if component < components.count, components[component] == .anyFolders {
          lastAny = (component, part)
          component += 1
        } else if let any = lastAny {
          lastAny = (any.component, any.part + 1)
          component = any.component + 1
          part = any.part + 1
        } else {
          return false
        }
      }
      while component < components.count, components[component] == .anyFolders { component += 1 }
      return component == components.count
    }

    /// Whether one path component matches a pattern's pieces, between which `*` stands for any
    /// characters.
    private static func component(_ text: Substring, _ pieces: [Substring]) -> Bool {
      guard pieces.count > 1 else { return text == pieces[0] }
      guard text.hasPrefix(pieces[0]), text.count >= pieces[0].count + pieces.last!.count else {
        return false
      }
      var rest = text.dropFirst(pieces[0].count)
      for piece in pieces.dropFirst().dropLast() where !piece.isEmpty {
        guard let range = rest.range(of: piece) else { return false }
        rest = rest[range.upperBound...]
      }
      return rest.hasSuffix(pieces.last!)
    }
  }
}
