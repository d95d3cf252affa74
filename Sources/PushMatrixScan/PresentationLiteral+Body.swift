import PushMatrixModel

extension PresentationLiteral {
  /// The branch of a condition in `willPresent` that tells local notifications from remote
  /// ones: a test of `UNPushNotificationTrigger`, or of a name or string that says `local`
  /// (`identifier.hasPrefix("local:")`, `userInfo["type"] == "local-notification"`), and
  /// whether the branch is the one local notifications take.
  package struct KindBranch: Equatable, Sendable {
    /// Whether local notifications take the branch (remote ones do not).
    package var isLocal: Bool
    /// The line of the condition.
    package var line: Int
  }

  /// A `willPresent` body read once for what each use of the options needs.
  ///
  /// It holds the branches its blocks are and the constants it declares. Each question is then
  /// answered by walking up the blocks that hold a token, not by reading the body again, so a
  /// body of many `if`s and many uses stays linear.
  struct Body {
    /// The tokens.
    let tokens: [SourceToken]
    /// For each token, the position of the `{` of the innermost block that holds it.
    ///
    /// -1 for none; a `{` is held by the block around it.
    private var enclosing: [Int]
    /// The `if #available(iOS …, *)` branch each block is, by the position of its `{`.
    private var availabilities: [Int: Availability] = [:]
    /// The local-or-remote branch each block is, by the position of its `{`.
    private var kinds: [Int: KindBranch] = [:]
    /// The innermost `if #available` branch that holds each block, by the position of its `{`.
    private var heldAvailability: [Int: Availability] = [:]
    /// The innermost local-or-remote branch that holds each block, by the position of its `{`.
    private var heldKind: [Int: KindBranch] = [:]
    /// By block (-1 for the body itself), the statements after which the rest of the block is
    /// a branch (a `guard`, or an `if` without `else` whose block returns): the position of
    /// their last `}`, in order, with the branch the rest is.
    private var rests: [Int: [(end: Int, kind: KindBranch)]] = [:]
    /// The position of each local constant's name (`let`, or a `var` never changed), by name.
    private var constants: [String: Int] = [:]
    /// The positions of the `{` of statements' blocks (`if`, `else`, `guard`, `for`, `while`,
    /// `switch`, `do`, `repeat`, `defer`, `catch`); every other block is a closure's.
    private var statementBlocks: Set<Int> = []
    /// The positions of the `return`s, in order.
    private var returns: [Int] = []
    /// The position of the bracket that closes each opening one; the body's end for one left
    /// open.
    private var closing: [Int] = []
    /// Each `if #available(iOS …, *)`, by the position of its `if`: the version and the `{` of
    /// its block and of its `else` block.
    private var availableIfs: [Int: (version: OSVersion, open: Int, otherwise: Int?)] = [:]

    /// Reads a body.
    init(_ tokens: [SourceToken]) {
      self.tokens = tokens
      let count = tokens.count
      enclosing = Array(repeating: -1, count: count)
      // The closing bracket of each opening one, and the `return`s.
      closing = Array(repeating: count, count: count)
      var brackets: [Int] = []
      var braces: [Int] = []
      var declared: [String: Int] = [:]
      var changed: Set<String> = []
      for (position, token) in tokens.enumerated() {
        if token.isIdentifier("return") { returns.append(position) }
        enclosing[position] = braces.last ?? -1
        if token.kind == .punctuation {
          switch token.text {
          case "(", "[": brackets.append(position)
          case "{":
            brackets.append(position)
            braces.append(position)
          case ")", "]", "}":
            if let open = brackets.popLast() { closing[open] = position }
            if token.text == "}" { _ = braces.popLast() }
          default: break
          }
        } else if token.kind == .identifier, position + 1 < count {
          // A name's first `let`/`var` declares it; any later assignment or member use of it
          // (`x = …`, `x += …`, `x.insert(…)`) changes it.
          let isDeclaration =
            position > 0
            && (tokens[position - 1].isIdentifier("let")
              || tokens[position - 1].isIdentifier("var"))
          if isDeclaration, declared[token.text] == nil {
            declared[token.text] = position
          } else if tokens[position + 1].text.hasSuffix("=")
            || tokens[position + 1].isPunctuation(".")
          {
            changed.insert(token.text)
          }
        }
      }
      constants = declared.filter { !changed.contains($0.key) }
      for index in tokens.indices where tokens[index].kind == .identifier {
        // The blocks of statements; any other block is a closure's or a nested function's.
        switch tokens[index].text {
        case "for", "while", "switch", "catch":
          if let open = Self.blockStart(after: index, isGuard: false, in: tokens, closing: closing)
          {
            statementBlocks.insert(open)
          }
        case "do", "repeat", "defer", "else":
          if index + 1 < count, tokens[index + 1].isPunctuation("{") {
            statementBlocks.insert(index + 1)
          }
        default: break
        }
        let isGuard = tokens[index].isIdentifier("guard")
        guard isGuard || tokens[index].isIdentifier("if"),
          let open = Self.blockStart(after: index, isGuard: isGuard, in: tokens, closing: closing)
        else { continue }
        statementBlocks.insert(open)
        let close = closing[open]
        let followedByElse = !isGuard && close + 1 < count && tokens[close + 1].isIdentifier("else")
        let otherwise =
          followedByElse && close + 2 < count && tokens[close + 2].isPunctuation("{")
          ? close + 2 : nil
        if !isGuard, let version = Self.availableVersion(at: index, in: tokens) {
          availableIfs[index] = (version, open, otherwise)
          availabilities[open] = Availability(version: version, isFallback: false)
          if let otherwise {
            availabilities[otherwise] = Availability(version: version, isFallback: true)
          }
          continue
        }
        guard let isLocal = Self.testsLocal(tokens[(index + 1)..<open]) else { continue }
        let line = tokens[index].line
        kinds[open] = KindBranch(isLocal: isLocal != isGuard, line: line)
        if let otherwise {
          kinds[otherwise] = KindBranch(isLocal: !isLocal, line: line)
        } else if isGuard || (!followedByElse && returns(between: open, and: close)) {
          // The rest of the block after a `guard`, or after an `if` whose block returns.
          rests[enclosing[index], default: []].append(
            (close, KindBranch(isLocal: isGuard ? isLocal : !isLocal, line: line)))
        }
      }
      // Per block, in order (a block's `{` comes after its parent's): the branches that hold
      // its `{`, so that a question about a token looks no further than its own block.
      for open in tokens.indices where tokens[open].isPunctuation("{") {
        let parent = enclosing[open]
        heldAvailability[open] =
          availabilities[open] ?? (parent >= 0 ? heldAvailability[parent] : nil)
        heldKind[open] =
          kinds[open] ?? Self.rest(rests[parent], before: open)
          ?? (parent >= 0 ? heldKind[parent] : nil)
      }
    }

    /// The innermost `if #available(iOS version, *) { … } else { … }` branch that holds a
    /// token.
    func availability(of position: Int) -> Availability? {
      let block = enclosing[position]
      return block >= 0 ? heldAvailability[block] : nil
    }

    /// The iOS version and the insides of the two blocks of the `if #available(iOS version, *)`
    /// whose `if` is at `index`, or `nil` when none starts there.
    func availableBranches(at index: Int) -> (OSVersion, then: Range<Int>, otherwise: Range<Int>?)?
    {
      guard let found = availableIfs[index] else { return nil }
      return (
        found.version, (found.open + 1)..<closing[found.open],
        found.otherwise.map { ($0 + 1)..<closing[$0] }
      )
    }

    /// The innermost branch of an `if`, of an `if` whose block returns (the code after it is
    /// the other branch) or of a `guard` that tells local notifications from remote ones and
    /// holds a token, or `nil` when none does.
    func kind(of position: Int) -> KindBranch? {
      // A rest of the block begun before the token is inside the block, so nearer than it.
      let block = enclosing[position]
      return Self.rest(rests[block], before: position) ?? (block >= 0 ? heldKind[block] : nil)
    }

    /// Whether a `return` lies between two positions.
    private func returns(between start: Int, and end: Int) -> Bool {
      var low = 0
      var high = returns.count
      while low < high {
        let middle = (low + high) / 2
        if returns[middle] <= start { low = middle + 1 } else { high = middle }
      }
      return low < returns.count && returns[low] < end
    }

    /// The branch of the last rest of a block that begins before a position, or `nil`.
    private static func rest(
      _ starts: [(end: Int, kind: KindBranch)]?, before position: Int
    ) -> KindBranch? {
      guard let starts else { return nil }
      var low = 0
      var high = starts.count
      while low < high {
        let middle = (low + high) / 2
        if starts[middle].end < position { low = middle + 1 } else { high = middle }
      }
      return low > 0 ? starts[low - 1].kind : nil
    }

    /// The `return`s of the body itself (not of a closure or a nested function) on whose path
    /// no token of `occurrences` comes before them.
    ///
    /// A token is on a `return`'s path when the innermost statement block that holds it (a
    /// closure is taken to run where it is written) holds the `return` too and comes first.
    ///
    /// - Parameter occurrences: the positions of the completion handler's name, in order.
    /// - Returns: the positions of those `return`s, in order.
    func returns(withoutAny occurrences: [Int]) -> [Int] {
      // Per block, in order (a block's `{` comes after its parent's): the innermost statement
      // block that holds it, through closures (-1 for the body), and whether a closure holds it.
      let count = tokens.count
      var statement = Array(repeating: -1, count: count)
      var inClosure = Array(repeating: false, count: count)
      for open in tokens.indices where tokens[open].isPunctuation("{") {
        let parent = enclosing[open]
        let isStatement = statementBlocks.contains(open)
        statement[open] = isStatement ? open : parent >= 0 ? statement[parent] : -1
        inClosure[open] = !isStatement || (parent >= 0 && inClosure[parent])
      }
      func statementBlock(of position: Int) -> Int {
        let block = enclosing[position]
        return block >= 0 ? statement[block] : -1
      }
      // The first occurrence in each statement block, then the first in it or any around it.
      var first: [Int: Int] = [:]
      for occurrence in occurrences {
        let block = statementBlock(of: occurrence)
        first[block] = min(first[block] ?? occurrence, occurrence)
      }
      var firstOnPath: [Int: Int] = [-1: first[-1] ?? count]
      for open in tokens.indices where statementBlocks.contains(open) {
        let parent = enclosing[open] >= 0 ? statement[enclosing[open]] : -1
        firstOnPath[open] = min(first[open] ?? count, firstOnPath[parent] ?? count)
      }
      return returns.filter { position in
        let block = enclosing[position]
        // A closure's `return` leaves the closure, not the body.
        if block >= 0, inClosure[block] { return false }
        return (firstOnPath[block] ?? count) > position
      }
    }

    /// The value of a local `let` or never-changed `var`, or `nil`.
    func constant(named name: String) -> [SourceToken]? {
      guard let position = constants[name],
        let equals = tokens[position...].firstIndex(where: { $0.isPunctuation("=") })
      else { return nil }
      let line = tokens[equals].line
      return Array(tokens[(equals + 1)...].prefix { $0.line == line })
    }

    /// The `{` that opens the block of the `if`, or the `else` block of the `guard`, at `index`.
    ///
    /// `nil` when the statement has no braces; brackets in the condition are stepped over
    /// whole.
    private static func blockStart(
      after index: Int, isGuard: Bool, in tokens: [SourceToken], closing: [Int]
    ) -> Int? {
      var scan = index + 1
      while scan < tokens.count {
        let token = tokens[scan]
        if token.isPunctuation("(") || token.isPunctuation("[") {
          scan = closing[scan] + 1
          continue
        }
        if token.isPunctuation("{") || token.isPunctuation("}") || token.isPunctuation(";") {
          return token.isPunctuation("{") && !isGuard ? scan : nil
        }
        if isGuard, token.isIdentifier("else") {
          return scan + 1 < tokens.count && tokens[scan + 1].isPunctuation("{") ? scan + 1 : nil
        }
        scan += 1
      }
      return nil
    }

    /// The version of an `if #available(iOS version, *)` whose `if` is at `index`, or `nil`.
    private static func availableVersion(at index: Int, in tokens: [SourceToken]) -> OSVersion? {
      guard index + 4 < tokens.count, tokens[index + 1].kind == .directive,
        tokens[index + 1].text == "#available", tokens[index + 2].isPunctuation("("),
        tokens[index + 3].isIdentifier("iOS"), tokens[index + 4].kind == .number
      else { return nil }
      return try? OSVersion(parsing: tokens[index + 4].text)
    }

    /// The triggers only local notifications have.
    private static let localTriggers: Set<String> = [
      "UNCalendarNotificationTrigger", "UNTimeIntervalNotificationTrigger",
      "UNLocationNotificationTrigger",
    ]

    /// Whether a condition holds for local notifications only (`true`) or for remote ones only
    /// (`false`); `nil` when it does not tell them apart, or joins tests with `&&` or `||`.
    private static func testsLocal(_ condition: ArraySlice<SourceToken>) -> Bool? {
      guard !condition.contains(where: { $0.isPunctuation("&&") || $0.isPunctuation("||") })
      else { return nil }
      let remote = condition.contains { $0.isIdentifier("UNPushNotificationTrigger") }
      let local = condition.contains { token in
        guard token.kind == .identifier || token.kind == .string else { return false }
        if localTriggers.contains(token.text) { return true }
        let text = token.text.lowercased()
        return text.contains("local") && !text.contains("localiz") && !text.contains("locale")
      }
      guard remote != local else { return nil }
      // `!` before a test, `!=`, or a comparison with `false` turns it around.
      var negations = 0
      for index in condition.indices {
        let token = condition[index]
        let isPrefix =
          index == condition.startIndex
          || !(condition[index - 1].kind == .identifier || condition[index - 1].isPunctuation(")")
            || condition[index - 1].isPunctuation("]"))
        if token.isPunctuation("!") && isPrefix || token.isPunctuation("!=")
          || token.isPunctuation("!==") || token.isIdentifier("false")
        {
          negations += 1
        }
      }
      return local == negations.isMultiple(of: 2)
    }
  }
}
