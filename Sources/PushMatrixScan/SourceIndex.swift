/// Every outline of a scan, indexed by type and by function name, with what each type
/// inherits across its declarations, its extensions in any file and its superclasses in the
/// sources.
package struct SourceIndex: Sendable {
  /// A function of one outline.
  package struct FunctionID: Hashable, Comparable, Sendable {
    /// The index of the outline.
    package var file: Int
    /// The index of the function in the outline.
    package var index: Int

    package static func < (lhs: Self, rhs: Self) -> Bool {
      (lhs.file, lhs.index) < (rhs.file, rhs.index)
    }
  }

  /// The outlines, in the order of the files.
  package let outlines: [SourceOutline]
  /// Each type's declarations and extensions, with the index of their outline.
  private var declarations: [String: [(file: Int, declaration: SourceOutline.TypeDeclaration)]] =
    [:]
  /// Each type's inherited names, through every type of the sources, its own excluded, at
  /// most ``maximumAncestors``.
  private var ancestors: [String: Set<String>] = [:]
  private var functionsByName: [String: [FunctionID]] = [:]
  /// Each type's own members, in file order.
  private var functionsByOwner: [String: [FunctionID]] = [:]
  /// The same members by name.
  private var functionsByOwnerAndName: [String: [String: [FunctionID]]] = [:]
  /// The action cases, kept apart from the functions a name calls, by the innermost case of
  /// each of their patterns.
  private var actionCasesByCase: [String: [FunctionID]] = [:]

  /// The most names a type's ancestors are followed to, the nearest first.
  ///
  /// Real types inherit a few dozen at most; without a bound, a file of types that each
  /// inherit the one before would cost memory that grows with the square of its length.
  package static let maximumAncestors = 64

  /// Indexes outlines.
  package init(_ outlines: [SourceOutline]) {
    self.outlines = outlines
    for (file, outline) in outlines.enumerated() {
      for declaration in outline.types {
        declarations[declaration.name, default: []].append((file, declaration))
      }
      for (index, function) in outline.functions.enumerated() {
        let id = FunctionID(file: file, index: index)
        guard function.kind != .actionCase else {
          for name in Set((function.actions ?? []).compactMap(\.last)).sorted() {
            actionCasesByCase[name, default: []].append(id)
          }
          continue
        }
        functionsByName[function.name, default: []].append(id)
        if let owner = function.owner {
          functionsByOwner[owner, default: []].append(id)
          functionsByOwnerAndName[owner, default: [:]][function.name, default: []].append(id)
        }
      }
    }
    // Each name's inherited names once, however many declarations repeat them.
    var inherits: [String: [String]] = [:]
    for (name, entries) in declarations {
      var seen: Set<String> = []
      inherits[name] = entries.flatMap(\.declaration.inherits).filter { seen.insert($0).inserted }
    }
    for name in declarations.keys {
      var seen: Set<String> = []
      var queue = [name]
      var next = 0
      breadth: while next < queue.count {
        for inherited in inherits[queue[next]] ?? [] where inherited != name {
          guard seen.count < Self.maximumAncestors else { break breadth }
          if seen.insert(inherited).inserted { queue.append(inherited) }
        }
        next += 1
      }
      ancestors[name] = seen
    }
  }

  /// The names of the types declared in the sources, sorted.
  package var typeNames: [String] { declarations.keys.sorted() }

  /// A type's declarations and extensions, each with where it stands, in file order.
  package func declarations(of type: String) -> [(
    declaration: SourceOutline.TypeDeclaration, location: FileLocation
  )] {
    (declarations[type] ?? []).map { file, declaration in
      (declaration, FileLocation(file: outlines[file].file, line: declaration.line))
    }
  }

  /// Where a type is declared: its first declaration or extension that names `name` among the
  /// types it inherits or its attributes, or else its first declaration; `nil` for a type the
  /// sources do not declare.
  package func location(of type: String, naming name: String? = nil) -> FileLocation? {
    let all = declarations(of: type)
    let naming = all.first { entry in
      name.map {
        entry.declaration.inherits.contains($0) || entry.declaration.attributes.contains($0)
      }
        ?? false
    }
    return (naming ?? all.first)?.location
  }

  /// Whether a type is declared in the sources.
  package func declares(_ type: String) -> Bool { declarations[type] != nil }

  /// Every name a type inherits, directly or through the types of the sources.
  package func ancestors(of type: String) -> Set<String> { ancestors[type] ?? [] }

  /// Whether a type is declared only as a protocol, which no object is an instance of.
  package func isProtocol(_ type: String) -> Bool {
    declarations[type]?.allSatisfy { $0.declaration.keyword.hasSuffix("protocol") } ?? false
  }

  /// A function by its ID.
  package func function(_ id: FunctionID) -> SourceOutline.Function {
    outlines[id.file].functions[id.index]
  }

  /// Where a function is declared.
  package func location(of id: FunctionID) -> FileLocation {
    FileLocation(file: outlines[id.file].file, line: function(id).line)
  }

  /// Every function with a base name, in file order.
  package func functions(named name: String) -> [FunctionID] { functionsByName[name] ?? [] }

  /// The action cases that handle an action sent as `path` (outermost case first), in file
  /// order: those with a pattern that is the action itself or its end, as a child reducer
  /// scoped to `.appDelegate` sees `.appDelegate(.didFinishLaunching)` as `.didFinishLaunching`.
  package func actionCases(handling path: [String]) -> [FunctionID] {
    guard let last = path.last else { return [] }
    return (actionCasesByCase[last] ?? []).filter { id in
      function(id).actions?.contains { $0.count <= path.count && path.suffix($0.count) == $0[...] }
        ?? false
    }
  }

  /// The action cases with a pattern whose innermost case has a given name, in file order.
  package func actionCases(named name: String) -> [FunctionID] { actionCasesByCase[name] ?? [] }

  /// Every member of a type and of the types of the sources it inherits from, in file order.
  package func members(of type: String) -> [FunctionID] {
    ([type] + ancestors(of: type)).flatMap { functionsByOwner[$0] ?? [] }.sorted()
  }

  /// The members of a type and of the types it inherits from that have a given base name, in
  /// file order.
  package func members(named name: String, of type: String) -> [FunctionID] {
    ([type] + ancestors(of: type)).flatMap { functionsByOwnerAndName[$0]?[name] ?? [] }.sorted()
  }
}
