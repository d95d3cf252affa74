/// The braces open at a point of a source file, innermost last, with what each opened; the
/// outliners of both languages keep one.
///
/// Each brace carries what the braces around it add up to (the enclosing function and type,
/// the closures between), so that asking costs the same at any depth and a file of deeply
/// nested braces is read in time and memory that grow with the file.
package struct BraceStack {
  /// What a brace opened.
  package enum Frame {
    /// A type's body.
    case type(String)
    /// The body of the function at this index of the outline's functions.
    case function(Int)
    /// A closure or block passed to the named call; an empty name when no call takes it.
    case closure(String)
    /// A statement's block, such as an `if`'s, or braces the scan does not tell apart.
    case block
  }

  /// An open brace and what the braces up to it add up to.
  private struct Entry {
    var frame: Frame
    /// The number of parentheses and brackets open when it opened.
    var groups: Int
    /// The closures between it and the innermost function or type body around it, itself
    /// included, innermost first.
    var closures: SourceOutline.Closures
    /// The innermost function whose body encloses it, unless a type's body lies between.
    var function: Int?
    /// The number of braces open up to the innermost function or type body, 0 for none.
    var anchor: Int
    /// The innermost type whose body encloses it.
    var type: String?
  }

  /// The open braces, innermost last.
  private var entries: [Entry] = []

  /// Creates an empty stack.
  package init() {}

  /// How many braces are open.
  package var count: Int { entries.count }

  /// How many parentheses and brackets were open when the innermost brace opened, or 0.
  package var groupsAtTop: Int { entries.last?.groups ?? 0 }

  /// What the innermost brace opened, or `nil` at the top level.
  package var top: Frame? { entries.last?.frame }

  /// Opens a brace.
  package mutating func push(_ frame: Frame, groups: Int) {
    var entry =
      entries.last
      ?? Entry(frame: .block, groups: 0, closures: [], function: nil, anchor: 0, type: nil)
    entry.frame = frame
    entry.groups = groups
    switch frame {
    case .type(let name):
      entry.closures = []
      entry.function = nil
      entry.anchor = entries.count + 1
      entry.type = name
    case .function(let function):
      entry.closures = []
      entry.function = function
      entry.anchor = entries.count + 1
    case .closure(let name): entry.closures = entry.closures.entering(name)
    case .block: break
    }
    entries.append(entry)
  }

  /// Closes the innermost brace, if any, and returns what it opened with the number of groups
  /// open then.
  package mutating func pop() -> (frame: Frame, groups: Int)? {
    entries.popLast().map { ($0.frame, $0.groups) }
  }

  /// The innermost type whose body is open, or `nil`.
  package var enclosingType: String? { entries.last?.type }

  /// Returns the function whose body encloses the top, and the closures between, innermost
  /// first.
  ///
  /// - Parameter property: a property's initial value being read, as a function, and the number
  ///   of braces open at its declaration: it encloses what lies that deep.
  /// - Returns: the enclosing function's index, `nil` outside any, and the closures.
  package func context(property: (function: Int, depth: Int)? = nil) -> (
    function: Int?, closures: SourceOutline.Closures
  ) {
    let closures = entries.last?.closures ?? []
    let anchor = entries.last?.anchor ?? 0
    if let property, property.depth == anchor { return (property.function, closures) }
    return (entries.last?.function, closures)
  }
}
