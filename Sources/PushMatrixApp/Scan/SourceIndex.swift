import PushMatrixEngine

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
  /// Each type's inherited names, through every type of the sources, its own excluded.
  private var ancestors: [String: Set<String>] = [:]
  private var functionsByName: [String: [FunctionID]] = [:]
  /// Each type's members and those of the types it inherits from, in file order.
  private var members: [String: [FunctionID]] = [:]
  /// The same members by name.
  private var membersByName: [String: [String: [FunctionID]]] = [:]

  /// Indexes outlines.
  package init(_ outlines: [SourceOutline]) {
    self.outlines = outlines
    var functionsByOwner: [String: [FunctionID]] = [:]
    for (file, outline) in outlines.enumerated() {
      for declaration in outline.types {
        declarations[declaration.name, default: []].append((file, declaration))
      }
      for (index, function) in outline.functions.enumerated() {
        let id = FunctionID(file: file, index: index)
        functionsByName[function.name, default: []].append(id)
        if let owner = function.owner { functionsByOwner[owner, default: []].append(id) }
      }
    }
    for name in declarations.keys {
      var seen: Set<String> = []
      var queue = [name]
      while let next = queue.popLast() {
        for inherited in declarations[next]?.flatMap(\.declaration.inherits) ?? []
        where inherited != name && seen.insert(inherited).inserted {
          queue.append(inherited)
        }
      }
      ancestors[name] = seen
    }
    for type in Set(declarations.keys).union(functionsByOwner.keys) {
      let members = ([type] + (ancestors[type] ?? []).sorted()).flatMap {
        functionsByOwner[$0] ?? []
      }.sorted()
      self.members[type] = members
      membersByName[type] = Dictionary(grouping: members) {
        outlines[$0.file].functions[$0.index].name
      }
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

  /// Every member of a type and of the types of the sources it inherits from, in file order.
  package func members(of type: String) -> [FunctionID] { members[type] ?? [] }

  /// The members of a type and of the types it inherits from that have a given base name, in
  /// file order.
  package func members(named name: String, of type: String) -> [FunctionID] {
    membersByName[type]?[name] ?? []
  }
}
