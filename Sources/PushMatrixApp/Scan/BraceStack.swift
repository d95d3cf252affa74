/// The braces open at a point of a source file, innermost last, with what each opened; the
/// outliners of both languages keep one.
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

  /// The open braces, innermost last, each with the number of parentheses and brackets open
  /// when it opened.
  private var frames: [(frame: Frame, groups: Int)] = []

  /// Creates an empty stack.
  package init() {}

  /// How many braces are open.
  package var count: Int { frames.count }

  /// How many parentheses and brackets were open when the innermost brace opened, or 0.
  package var groupsAtTop: Int { frames.last?.groups ?? 0 }

  /// What the innermost brace opened, or `nil` at the top level.
  package var top: Frame? { frames.last?.frame }

  /// Opens a brace.
  package mutating func push(_ frame: Frame, groups: Int) { frames.append((frame, groups)) }

  /// Closes the innermost brace, if any, and returns what it opened with the number of groups
  /// open then.
  package mutating func pop() -> (frame: Frame, groups: Int)? { frames.popLast() }

  /// The innermost type whose body is open, or `nil`.
  package var enclosingType: String? {
    for (frame, _) in frames.reversed() {
      if case .type(let name) = frame { return name }
    }
    return nil
  }

  /// Returns the function whose body encloses the top, and the closures between, innermost
  /// first.
  ///
  /// - Parameter property: a property's initial value being read, as a function, and the number
  ///   of braces open at its declaration: it encloses what lies that deep.
  /// - Returns: the enclosing function's index, `nil` outside any, and the closures' names.
  package func context(property: (function: Int, depth: Int)? = nil) -> (
    function: Int?, closures: [String]
  ) {
    var closures: [String] = []
    for depth in stride(from: frames.count, to: 0, by: -1) {
      if let property, property.depth == depth { return (property.function, closures) }
      switch frames[depth - 1].frame {
      case .closure(let name): closures.append(name)
      case .block: continue
      case .function(let function): return (function, closures)
      case .type: return (nil, closures)
      }
    }
    return (property?.depth == 0 ? property?.function : nil, closures)
  }
}
