/// Reads the tokens of a helper's body into ``HelperSyntax`` statements.
///
/// Every call moves the index forward, so a body of any text is read in one pass; brackets and
/// blocks nested more than ``SwiftExpression/maximumDepth`` deep are skipped whole and
/// refused, so that a hostile manifest costs time linear in its size and no deep recursion.
struct HelperParser {
  typealias Expression = HelperSyntax.Expression
  typealias Statement = HelperSyntax.Statement

  private let tokens: [SourceToken]
  /// The token read next.
  private(set) var index: Int
  /// How many blocks, brackets and operands hold what is read now.
  private var depth = 0

  /// Starts reading at a token.
  init(_ tokens: [SourceToken], at index: Int) {
    self.tokens = tokens
    self.index = index
  }

  /// The keywords that start a statement the evaluator does not run.
  private static let unsupported: Set<String> = [
    "while", "repeat", "do", "defer", "throw", "func", "struct", "enum", "class", "extension",
    "protocol", "typealias", "break", "continue", "fallthrough",
  ]

  /// The modifiers and keywords a statement or an operand may start with, which change nothing
  /// the evaluator reads.
  private static let ignoredWords: Set<String> = [
    "private", "fileprivate", "public", "internal", "static", "final", "lazy", "try", "await",
  ]

  private var current: SourceToken? { index < tokens.count ? tokens[index] : nil }

  private func isPunctuation(_ text: String, at offset: Int = 0) -> Bool {
    index + offset < tokens.count && tokens[index + offset].isPunctuation(text)
  }

  private func isIdentifier(_ text: String, at offset: Int = 0) -> Bool {
    index + offset < tokens.count && tokens[index + offset].isIdentifier(text)
  }

  /// Whether the token at the index starts a later line than the one before it.
  private var startsLine: Bool {
    index > 0 && index < tokens.count && tokens[index].line > tokens[index - 1].line
  }

  private var line: Int { tokens[min(index, tokens.count - 1)].line }

  // MARK: Statements

  /// Reads a block from its `{` past its `}`.
  mutating func block() -> [Statement] {
    guard isPunctuation("{") else { return [] }
    guard depth < SwiftExpression.maximumDepth else {
      let start = line
      skipBalanced()
      return [.unknown("blocks nested more than \(SwiftExpression.maximumDepth) deep", line: start)]
    }
    depth += 1
    defer { depth -= 1 }
    index += 1
    var statements: [Statement] = []
    while let token = current, !token.isPunctuation("}") {
      if token.isPunctuation(";") {
        index += 1
        continue
      }
      statements.append(statement())
    }
    index += 1
    return statements
  }

  /// Reads the statements from the index to the end of the file: a manifest's top level.
  mutating func statementsToEnd() -> [Statement] {
    var statements: [Statement] = []
    while let token = current {
      if token.isPunctuation(";") || token.isPunctuation("}") {
        index += 1
        continue
      }
      statements.append(statement())
    }
    return statements
  }

  /// Reads one statement.
  private mutating func statement() -> Statement {
    while let token = current, token.kind == .attribute || Self.ignoredWords.contains(token.text) {
      index += 1
    }
    guard let token = current else { return .unknown("the end of the file", line: line) }
    let start = index
    switch token.kind == .identifier ? token.text : "" {
    case "let", "var": return declaration()
    case "if":
      index += 1
      return conditional()
    case "guard":
      index += 1
      let conditions = self.conditions()
      guard isIdentifier("else") else { return skipStatement(from: start) }
      index += 1
      return .guarded(conditions, otherwise: block(), line: token.line)
    case "switch": return choice()
    case "for": return loop()
    case "return":
      index += 1
      guard let next = current, next.line == token.line, !next.isPunctuation("}") else {
        return .result(nil, line: token.line)
      }
      return .result(expression(), line: token.line)
    case let word where Self.unsupported.contains(word):
      return skipStatement(from: start)
    default: break
    }
    let value = expression()
    if let operation = current, operation.kind == .punctuation,
      ["=", "+=", "-="].contains(operation.text)
    {
      index += 1
      return .assignment(value, operation.text, expression(), line: token.line)
    }
    // What follows on the same line was not read: the statement is not the evaluator's.
    if let next = current, !startsLine, !next.isPunctuation("}"), !next.isPunctuation(";") {
      return skipStatement(from: start)
    }
    if index == start { index += 1 }
    return .evaluation(value)
  }

  /// Reads `let name`/`var name`, its type and its value.
  private mutating func declaration() -> Statement {
    let start = index
    let keyword = tokens[index]
    index += 1
    guard let name = current, name.kind == .identifier else { return skipStatement(from: start) }
    index += 1
    let type = isPunctuation(":") ? self.type() : nil
    guard isPunctuation("=") else {
      // A computed variable or observers: not a value.
      if isPunctuation("{"), !startsLine { return skipStatement(from: start) }
      return .declaration(name.text, type: type, nil, line: keyword.line)
    }
    index += 1
    return .declaration(name.text, type: type, expression(), line: keyword.line)
  }

  /// Moves past a type annotation from its `:`, and returns the type's name, or its
  /// elements' (`Target` for `[Target]`, `Product` for `Set<Product>`).
  mutating func type() -> String? {
    index += 1
    let start = index
    skipType()
    var offset = start
    while offset < index,
      tokens[offset].kind != .identifier
        || ["inout", "some", "any", "Set", "Array", "Optional"].contains(tokens[offset].text)
    {
      offset += 1
    }
    guard offset < index else { return nil }
    // A dotted name: `Module.Domain`, `ProjectDescription.Path`.
    var name = tokens[offset].text
    while offset + 2 < index, tokens[offset + 1].isPunctuation("."),
      tokens[offset + 2].kind == .identifier
    {
      offset += 2
      name += "." + tokens[offset].text
    }
    return name.hasPrefix("ProjectDescription.")
      ? String(name.dropFirst("ProjectDescription.".count)) : name
  }

  /// Reads an `if` after its keyword, with its `else if` and `else` branches.
  private mutating func conditional() -> Statement {
    var branches: [(conditions: [HelperSyntax.Condition], body: [Statement])] = []
    var otherwise: [Statement] = []
    while true {
      let conditions = self.conditions()
      branches.append((conditions, block()))
      guard isIdentifier("else") else { break }
      index += 1
      if isIdentifier("if") {
        index += 1
        continue
      }
      otherwise = block()
      break
    }
    return .conditional(branches, otherwise: otherwise)
  }

  /// Reads the conditions of an `if` or a `guard`, up to its `{` or `else`.
  private mutating func conditions() -> [HelperSyntax.Condition] {
    var conditions: [HelperSyntax.Condition] = []
    while let token = current, !token.isPunctuation("{"), !token.isIdentifier("else") {
      let start = index
      if token.isIdentifier("let") || token.isIdentifier("var"), index + 1 < tokens.count,
        tokens[index + 1].kind == .identifier
      {
        let name = tokens[index + 1].text
        index += 2
        if isPunctuation(":") {
          index += 1
          skipType()
        }
        if isPunctuation("=") {
          index += 1
          conditions.append(.binding(name, expression(trailingClosures: false)))
        } else {
          conditions.append(.binding(name, .name(name, line: token.line)))
        }
      } else {
        conditions.append(.boolean(expression(trailingClosures: false)))
      }
      if isPunctuation(",") {
        index += 1
      } else if index == start || !(isPunctuation("{") || isIdentifier("else")) {
        conditions.append(.boolean(.unknown(token.text, line: token.line)))
        while let next = current, !next.isPunctuation("{"), !next.isIdentifier("else") {
          index += 1
        }
      }
    }
    return conditions
  }

  /// Reads a `switch` and its cases.
  private mutating func choice() -> Statement {
    let keyword = tokens[index]
    index += 1
    let subject = expression(trailingClosures: false)
    guard isPunctuation("{") else { return skipStatement(from: index) }
    index += 1
    var cases: [HelperSyntax.Case] = []
    while let token = current, !token.isPunctuation("}") {
      var patterns: [HelperSyntax.Pattern] = []
      if token.isIdentifier("case") {
        index += 1
        patterns = self.patterns()
      } else if token.isIdentifier("default") {
        index += 1
      } else {
        return skipStatement(from: index)
      }
      guard isPunctuation(":") else { return skipStatement(from: index) }
      index += 1
      var body: [Statement] = []
      while let next = current, !next.isPunctuation("}"), !next.isIdentifier("case"),
        !next.isIdentifier("default")
      {
        body.append(statement())
      }
      cases.append(HelperSyntax.Case(patterns: patterns, body: body))
    }
    index += 1
    return .choice(subject, cases, line: keyword.line)
  }

  /// Reads a case's patterns, up to its `:`.
  private mutating func patterns() -> [HelperSyntax.Pattern] {
    var patterns: [HelperSyntax.Pattern] = []
    while let token = current, !token.isPunctuation(":") {
      if token.isIdentifier("let") { index += 1 }
      if isPunctuation("."), index + 2 < tokens.count, tokens[index + 1].kind == .identifier,
        tokens[index + 2].isPunctuation("(")
      {
        let name = tokens[index + 1].text
        index += 3
        var bindings: [String?] = []
        while let item = current, !item.isPunctuation(")") {
          if item.isIdentifier("let") || item.isIdentifier("var") { index += 1 }
          if index + 1 < tokens.count, tokens[index].kind == .identifier,
            tokens[index + 1].isPunctuation(":")
          {
            index += 2
          }
          bindings.append(current.map { $0.text == "_" ? nil : $0.text } ?? nil)
          skipToSeparator()
          if isPunctuation(",") { index += 1 }
        }
        index += 1
        patterns.append(.enumCase(name, bindings: bindings))
      } else {
        let start = index
        patterns.append(.value(expression(trailingClosures: false)))
        if index == start { index += 1 }
      }
      if isIdentifier("where") {
        patterns.append(.value(.unknown("where", line: line)))
        skipToSeparator()
      }
      if isPunctuation(",") { index += 1 }
    }
    return patterns
  }

  /// Reads `for name in sequence { … }`.
  private mutating func loop() -> Statement {
    let start = index
    index += 1
    guard let name = current, name.kind == .identifier, isIdentifier("in", at: 1) else {
      return skipStatement(from: start)
    }
    index += 2
    let sequence = expression(trailingClosures: false)
    guard isPunctuation("{") else { return skipStatement(from: start) }
    return .loop(name.text, sequence, block(), line: name.line)
  }

  /// Moves past a statement the evaluator does not run — the rest of its line, with the blocks
  /// it opens — and reads it as unknown.
  private mutating func skipStatement(from start: Int) -> Statement {
    let first = tokens[min(start, tokens.count - 1)]
    index = max(index, start + 1)
    var nesting = 0
    while let token = current {
      if nesting == 0, startsLine, !token.isIdentifier("else"), !token.isIdentifier("catch") {
        break
      }
      if token.kind == .punctuation, ["(", "[", "{"].contains(token.text) { nesting += 1 }
      if token.kind == .punctuation, [")", "]", "}"].contains(token.text) {
        if nesting == 0 { break }
        nesting -= 1
      }
      index += 1
    }
    return .unknown(first.text, line: first.line)
  }

  /// Moves past a bracket and all it holds.
  private mutating func skipBalanced() {
    var nesting = 0
    while let token = current {
      index += 1
      if token.kind == .punctuation, ["(", "[", "{"].contains(token.text) { nesting += 1 }
      if token.kind == .punctuation, [")", "]", "}"].contains(token.text) {
        nesting -= 1
        if nesting <= 0 { return }
      }
    }
  }

  /// Moves past the rest of an expression: to the next `,`, `:` or closing bracket outside
  /// the brackets it passes, or the next line that does not continue it (one that follows
  /// an operator continues it).
  private mutating func skipExpression() {
    var nesting = 0
    while let token = current {
      if nesting == 0, startsLine, tokens[index - 1].kind != .punctuation { return }
      if nesting == 0, token.kind == .punctuation, [",", ":", ")", "]", "}"].contains(token.text) {
        return
      }
      if token.kind == .punctuation, ["(", "[", "{"].contains(token.text) { nesting += 1 }
      if token.kind == .punctuation, [")", "]", "}"].contains(token.text) { nesting -= 1 }
      index += 1
    }
  }

  /// Moves to the next `,`, `:` or closing bracket outside the brackets it passes.
  private mutating func skipToSeparator() {
    var nesting = 0
    while let token = current {
      if nesting == 0, token.kind == .punctuation, [",", ":", ")", "]", "}"].contains(token.text) {
        return
      }
      if token.kind == .punctuation, ["(", "[", "{"].contains(token.text) { nesting += 1 }
      if token.kind == .punctuation, [")", "]", "}"].contains(token.text) { nesting -= 1 }
      index += 1
    }
  }

  /// Moves past a type: up to a `=`, `,`, `)`, `{`, `}` outside its brackets, or the end of
  /// its line.
  mutating func skipType() {
    var nesting = 0
    while let token = current {
      if nesting == 0 {
        if startsLine || token.isPunctuation("=") || token.isPunctuation(",")
          || token.isPunctuation(")") || token.isPunctuation("{") || token.isPunctuation("}")
        {
          return
        }
      }
      if token.kind == .punctuation, ["(", "[", "<"].contains(token.text) { nesting += 1 }
      if token.kind == .punctuation, [")", "]", ">"].contains(token.text) { nesting -= 1 }
      index += 1
    }
  }

  // MARK: Expressions

  /// The binary operators by precedence, lowest first.
  private static let precedence: [Set<String>] = [
    ["||"], ["&&"], ["==", "!=", "<", ">", "<=", ">="], ["??"], ["+", "-"], ["*", "/"],
  ]

  /// Reads an expression; `trailingClosures` is false where a `{` starts a block instead
  /// (an `if`'s condition, a `switch`'s subject, a `for`'s sequence).
  mutating func expression(trailingClosures: Bool = true) -> Expression {
    guard depth < SwiftExpression.maximumDepth else {
      let start = line
      skipExpression()
      return .refused(
        "brackets nested more than \(SwiftExpression.maximumDepth) deep", line: start)
    }
    depth += 1
    defer { depth -= 1 }
    let condition = binary(0, trailingClosures)
    guard isTernary else { return condition }
    index += 1
    let whenTrue = expression(trailingClosures: trailingClosures)
    guard isPunctuation(":") else { return .unknown("?", line: condition.line) }
    index += 1
    let whenFalse = expression(trailingClosures: trailingClosures)
    return .ternary(condition, whenTrue, whenFalse, line: condition.line)
  }

  /// Whether a `?` at the index is a conditional operator's: a `:` follows it before the
  /// expression ends (else it is optional chaining, `value?.member`).
  private var isTernary: Bool {
    guard isPunctuation("?") else { return false }
    var offset = index + 1
    var nesting = 0
    while offset < tokens.count {
      let token = tokens[offset]
      if token.kind == .punctuation {
        if nesting == 0, token.text == ":" { return true }
        if nesting == 0, [",", ")", "]", "}", "{"].contains(token.text) { return false }
        if ["(", "["].contains(token.text) { nesting += 1 }
        if [")", "]"].contains(token.text) { nesting -= 1 }
      }
      offset += 1
    }
    return false
  }

  /// How many operands one chain of operators may join (`a + b + …`): far more than any
  /// manifest's, and few enough that evaluating the chain, a tree as deep, stays shallow.
  static let maximumOperands = 256

  /// Reads operands joined by operators of a precedence level or higher, left to right.
  private mutating func binary(_ level: Int, _ trailingClosures: Bool) -> Expression {
    guard level < Self.precedence.count else { return unary(trailingClosures) }
    var left = binary(level + 1, trailingClosures)
    var operands = 1
    while let token = current, token.kind == .punctuation,
      Self.precedence[level].contains(token.text)
    {
      index += 1
      operands += 1
      guard operands <= Self.maximumOperands else {
        skipExpression()
        return .refused(
          "more than \(Self.maximumOperands) operands joined by operators", line: left.line)
      }
      let right = binary(level + 1, trailingClosures)
      left = .binary(token.text, left, right, line: left.line)
    }
    return left
  }

  /// Reads an operand with its prefix `!` and its casts.
  private mutating func unary(_ trailingClosures: Bool) -> Expression {
    guard let token = current else { return .unknown("", line: line) }
    // `!` read in a loop, not by recursion: a hostile manifest may write thousands.
    var negations = 0
    while isPunctuation("!") {
      negations += 1
      index += 1
    }
    if negations > 0 {
      let operand = unary(trailingClosures)
      return negations.isMultiple(of: 2)
        ? .not(.not(operand, line: token.line), line: token.line) : .not(operand, line: token.line)
    }
    var value = postfix(trailingClosures)
    // `as` and `as?` leave the value as it is; `is` asks what the evaluator does not know.
    while isIdentifier("as") || isIdentifier("is") {
      let word = tokens[index].text
      index += 1
      if isPunctuation("?") || isPunctuation("!") { index += 1 }
      skipType()
      if word == "is" { value = .unknown("is", line: token.line) }
    }
    return value
  }

  /// Reads an operand and what follows it: members, calls, subscripts, trailing closures.
  private mutating func postfix(_ trailingClosures: Bool) -> Expression {
    var value = primary()
    while let token = current {
      if token.isPunctuation("."), index + 1 < tokens.count,
        tokens[index + 1].kind == .identifier || tokens[index + 1].kind == .number
      {
        value = .member(value, tokens[index + 1].text, line: value.line)
        index += 2
      } else if token.isPunctuation("("), !startsLine {
        index += 1
        var arguments = self.arguments(closing: ")")
        if trailingClosures, isPunctuation("{"), !startsLine {
          arguments.append(HelperSyntax.Argument(label: nil, value: closure()))
        }
        value = .call(value, arguments, line: value.line)
      } else if token.isPunctuation("{"), trailingClosures, !startsLine {
        value = .call(
          value, [HelperSyntax.Argument(label: nil, value: closure())], line: value.line)
      } else if token.isPunctuation("["), !startsLine {
        index += 1
        let key = expression()
        skipToSeparator()
        if isPunctuation("]") { index += 1 }
        value = .subscripted(value, key, line: value.line)
      } else if token.isPunctuation("<"), !startsLine,
        let end = SwiftExpression.genericClauseEnd(tokens, at: index)
      {
        index = end
      } else if (token.isPunctuation("?") && !isTernary) || token.isPunctuation("!"),
        !startsLine, isPostfixMark
      {
        // Optional chaining and forced unwrapping: the value read is the same.
        index += 1
      } else {
        break
      }
    }
    return value
  }

  /// Whether a `?` or `!` after an operand marks it rather than starting another operand.
  private var isPostfixMark: Bool {
    guard index + 1 < tokens.count else { return true }
    let next = tokens[index + 1]
    return next.line > tokens[index].line
      || (next.kind == .punctuation && [".", ",", ")", "]", "}", ":"].contains(next.text))
      || next.isPunctuation("==") || next.isPunctuation("!=")
  }

  /// Reads a call's arguments, after its `(`, past the closing bracket.
  private mutating func arguments(closing: String) -> [HelperSyntax.Argument] {
    var arguments: [HelperSyntax.Argument] = []
    while let token = current, !token.isPunctuation(closing) {
      var label: String?
      if token.kind == .identifier, isPunctuation(":", at: 1) {
        label = token.text
        index += 2
      }
      let start = index
      let value = expression()
      if index == start || !(isPunctuation(",") || isPunctuation(closing)) {
        skipToSeparator()
        arguments.append(
          HelperSyntax.Argument(label: label, value: .unknown(token.text, line: token.line)))
      } else {
        arguments.append(HelperSyntax.Argument(label: label, value: value))
      }
      if isPunctuation(",") {
        index += 1
      } else if !isPunctuation(closing) {
        break
      }
    }
    if isPunctuation(closing) { index += 1 }
    return arguments
  }

  /// Reads a closure from its `{`: its parameters before `in`, if any, and its body.
  private mutating func closure() -> Expression {
    let open = tokens[index]
    var parameters: [String] = []
    // Parameters are names, `_`, brackets and types, up to `in` on the closure's first line.
    var end = index + 1
    var names: [String] = []
    var afterColon = false
    while end < tokens.count, tokens[end].line == open.line || end == index + 1 {
      let token = tokens[end]
      if token.isIdentifier("in") {
        parameters = names
        break
      }
      if token.kind == .identifier, !afterColon { names.append(token.text) }
      if token.isPunctuation(":") || token.isPunctuation("->") { afterColon = true }
      if token.isPunctuation(",") || token.isPunctuation(")") { afterColon = false }
      guard token.kind == .identifier || token.kind == .attribute || token.kind == .punctuation,
        !token.isPunctuation("{"), !token.isPunctuation("}"), !token.isPunctuation("=")
      else { break }
      end += 1
    }
    if end < tokens.count, tokens[end].isIdentifier("in") {
      // The body starts after `in`: read it as a block that starts there.
      var body = HelperParser(tokens, at: end)
      body.depth = depth
      body.index = end
      let statements = body.statements(until: "}")
      index = body.index + 1
      return .closure(parameters: parameters, body: statements, line: open.line)
    }
    return .closure(parameters: [], body: block(), line: open.line)
  }

  /// Reads statements after the token at the index up to a closing brace, leaving the index at it.
  private mutating func statements(until closing: String) -> [Statement] {
    index += 1
    depth += 1
    defer { depth -= 1 }
    var statements: [Statement] = []
    while let token = current, !token.isPunctuation(closing) {
      if token.isPunctuation(";") {
        index += 1
        continue
      }
      statements.append(statement())
    }
    return statements
  }

  /// Reads a literal, a name, an implicit member, a collection, a closure or a bracketed
  /// expression.
  private mutating func primary() -> Expression {
    guard let token = current else { return .unknown("", line: line) }
    switch token.kind {
    case .string, .number:
      return .literal(SwiftExpression.primary(tokens, at: &index))
    case .identifier where token.text == "true" || token.text == "false":
      index += 1
      return .literal(.boolean(token.text == "true", line: token.line))
    case .identifier where Self.ignoredWords.contains(token.text):
      while let word = current, word.kind == .identifier, Self.ignoredWords.contains(word.text) {
        index += 1
      }
      return current == nil ? .unknown(token.text, line: token.line) : primary()
    case .identifier:
      index += 1
      return .name(token.text, line: token.line)
    case .punctuation:
      switch token.text {
      case "." where index + 1 < tokens.count && tokens[index + 1].kind == .identifier:
        index += 2
        return .implicitMember(tokens[index - 1].text, line: token.line)
      case "[": return collection()
      case "{": return closure()
      case "(":
        index += 1
        let value = expression()
        guard isPunctuation(")") else {
          skipToSeparator()
          if isPunctuation(")") { index += 1 }
          return .unknown("(", line: token.line)
        }
        index += 1
        return value
      case "-" where index + 1 < tokens.count && tokens[index + 1].kind == .number:
        index += 2
        return .literal(.number("-" + tokens[index - 1].text, line: token.line))
      default: break
      }
    default: break
    }
    index += 1
    return .unknown(token.text, line: token.line)
  }

  /// Reads an array or dictionary literal from its `[` past its `]`.
  private mutating func collection() -> Expression {
    let open = tokens[index]
    index += 1
    if isPunctuation(":"), isPunctuation("]", at: 1) {
      index += 2
      return .dictionary([], line: open.line)
    }
    var items: [Expression] = []
    var entries: [(key: Expression, value: Expression)] = []
    while let token = current, !token.isPunctuation("]") {
      let start = index
      let item = expression()
      if isPunctuation(":") {
        index += 1
        entries.append((item, expression()))
      } else {
        items.append(item)
      }
      if isPunctuation(",") {
        index += 1
      } else if !isPunctuation("]") {
        if index == start { index += 1 }
        skipToSeparator()
        if isPunctuation(",") { index += 1 }
        items.append(.unknown(token.text, line: token.line))
      }
    }
    index += 1
    guard items.isEmpty || entries.isEmpty else { return .unknown("[", line: open.line) }
    return entries.isEmpty ? .array(items, line: open.line) : .dictionary(entries, line: open.line)
  }
}
