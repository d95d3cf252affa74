/// A Swift expression of a manifest as its tokens write it, read without running it: the
/// literals a manifest such as Tuist's `Project.swift` is built from, and anything else kept as
/// its source text (``other``), which a reader must treat as unknown.
///
/// Read: string literals without interpolation, numbers, `true` and `false`, array and
/// dictionary literals, names (`project`, `Target.target`, and implicit members such as
/// `.iOS`, with a generic clause skipped: `Set<Destination>(…)` is a call of `Set`) and calls of
/// them with labelled or unlabelled arguments, and operands joined by `+` (``sum``). Another
/// operator, a closure, a string with an interpolation or a call on a call's result makes the
/// whole expression
/// ``other``, as do brackets nested more than ``maximumDepth`` deep: a manifest may come with a
/// pull request, and is never read by recursion as deep as it goes.
indirect enum SwiftExpression: Equatable, Sendable {
  /// How deep calls, arrays and dictionaries may nest in an expression that is read: far deeper
  /// than any manifest's.
  static let maximumDepth = 64

  /// An argument of a call: its label, or `nil` for none.
  struct Argument: Equatable, Sendable {
    var label: String?
    var value: SwiftExpression
  }

  /// A string literal without interpolation, its escapes read.
  case string(String, line: Int)
  /// A string literal with interpolations, as written between its quotes: a value only once
  /// ``substituting(_:)`` gives each interpolated name a string.
  case interpolation(String, line: Int)
  /// A number literal as written.
  case number(String, line: Int)
  /// `true` or `false`.
  case boolean(Bool, line: Int)
  /// A name, dotted (`Target.target`), an implicit member with its dot (`.iOS`); with its call's
  /// arguments when called, else `nil`.
  case name(String, arguments: [Argument]?, line: Int)
  /// An array literal.
  case array([SwiftExpression], line: Int)
  /// A dictionary literal, its entries in source order.
  case dictionary([Entry], line: Int)
  /// Anything else, as its tokens' text joined by spaces.
  case other(String, line: Int)
  /// An expression whose brackets nest more than ``maximumDepth`` deep, or that holds one.
  case tooDeep(line: Int)
  /// Operands joined by `+`, in order: arrays a reader may concatenate (`shared + [.target(…)]`).
  case sum([SwiftExpression], line: Int)

  /// A dictionary literal's entry.
  struct Entry: Equatable, Sendable {
    var key: SwiftExpression
    var value: SwiftExpression
  }

  /// The line the expression starts on.
  var line: Int {
    switch self {
    case .string(_, let line), .interpolation(_, let line), .number(_, let line),
      .boolean(_, let line),
      .name(_, _, let line), .array(_, let line), .dictionary(_, let line), .other(_, let line),
      .tooDeep(let line), .sum(_, let line):
      return line
    }
  }

  /// The string of a string literal.
  var text: String? {
    if case .string(let text, _) = self { return text }
    return nil
  }

  /// The called or named name, without its arguments.
  var calledName: String? {
    if case .name(let name, _, _) = self { return name }
    return nil
  }

  /// The value of an argument, by label (`nil` for the first unlabelled one).
  subscript(label: String?) -> SwiftExpression? {
    guard case .name(_, let arguments?, _) = self else { return nil }
    return arguments.first { $0.label == label }?.value
  }

  /// The source text of the expression, for findings that quote it.
  var source: String {
    switch self {
    case .string(let text, _), .interpolation(let text, _): return "\"" + text + "\""
    case .number(let text, _), .other(let text, _): return text
    case .tooDeep: return "brackets nested more than \(Self.maximumDepth) deep"
    case .boolean(let value, _): return value ? "true" : "false"
    case .name(let name, let arguments, _):
      guard let arguments else { return name }
      let inner = arguments.map { ($0.label.map { $0 + ": " } ?? "") + $0.value.source }
      return name + "(" + inner.joined(separator: ", ") + ")"
    case .array(let items, _): return "[" + items.map(\.source).joined(separator: ", ") + "]"
    case .sum(let operands, _): return operands.map(\.source).joined(separator: " + ")
    case .dictionary(let entries, _):
      if entries.isEmpty { return "[:]" }
      return "[" + entries.map { $0.key.source + ": " + $0.value.source }.joined(separator: ", ")
        + "]"
    }
  }

  /// Parses the expression that starts at a token, moving the index past it.
  ///
  /// - Parameters:
  ///   - tokens: the file's tokens.
  ///   - index: where the expression starts; on return, the token after it (a `,`, `:` or a
  ///     closing bracket, or the end).
  ///   - depth: how many calls and collections hold it.
  /// - Returns: the expression, ``other`` when it is no literal, name or call, or nests deeper
  ///   than ``maximumDepth``.
  static func parse(
    _ tokens: [SourceToken], at index: inout Int, depth: Int = 0
  ) -> SwiftExpression {
    let start = index
    guard depth < maximumDepth else {
      skip(tokens, at: &index)
      return .tooDeep(line: tokens[min(start, tokens.count - 1)].line)
    }
    var value = primary(tokens, at: &index, depth: depth)
    var operands = [value]
    while index + 1 < tokens.count, tokens[index].isPunctuation("+") {
      index += 1
      operands.append(primary(tokens, at: &index, depth: depth + 1))
    }
    if operands.count > 1 {
      value =
        operands.contains { if case .tooDeep = $0 { true } else { false } }
        ? .tooDeep(line: tokens[start].line) : .sum(operands, line: tokens[start].line)
    }
    // A name or keyword on a later line starts the next statement (`if`, a call): Swift
    // continues an expression onto a new line only with an operator or a dot.
    let nextStatement =
      index < tokens.count && index > start && tokens[index].kind != .punctuation
      && tokens[index].line > tokens[index - 1].line
    if index < tokens.count, !isEnd(tokens[index]), !startsDeclaration(tokens, at: index),
      !nextStatement
    {
      skip(tokens, at: &index)
      value = .other(text(tokens[start..<index]), line: tokens[start].line)
    }
    return value
  }

  /// Returns an expression with a name that a top-level constant sets replaced by its value,
  /// followed through up to eight constants.
  static func resolved(
    _ expression: SwiftExpression?, in declarations: [String: SwiftExpression]
  ) -> SwiftExpression? {
    var value = expression
    for _ in 0..<8 {
      guard case .name(let name, nil, _)? = value, !name.hasPrefix("."),
        let declared = declarations[name]
      else { break }
      value = declared
    }
    return value
  }

  /// The `let` and `var` declarations of a file with the expression each is set to, by name.
  ///
  /// What a name in a manifest may stand for: a top-level one by its name, a member of a type
  /// by the type's name and its own (`Constants.deploymentTarget` for a `static let` in `enum
  /// Constants` or an extension of it); those in a function's body or a closure are not read.
  static func declarations(in tokens: [SourceToken]) -> [String: SwiftExpression] {
    var result: [String: SwiftExpression] = [:]
    // Each open bracket: the dotted name of the type whose body it opens, or `nil` for any
    // other, counted in `opaque`, inside which nothing is declared for a manifest to name.
    var scopes: [String?] = []
    var opaque = 0
    var pendingType: String?
    var index = 0
    while index < tokens.count {
      let token = tokens[index]
      index += 1
      if token.kind == .punctuation {
        switch token.text {
        case "{":
          scopes.append(pendingType)
          if pendingType == nil { opaque += 1 }
          pendingType = nil
        case "(", "[":
          scopes.append(nil)
          opaque += 1
        case ")", "]", "}":
          if let scope = scopes.popLast(), scope == nil { opaque -= 1 }
        default: break
        }
        continue
      }
      guard opaque == 0, token.kind == .identifier, index < tokens.count,
        tokens[index].kind == .identifier
      else { continue }
      if ["enum", "struct", "class", "extension"].contains(token.text),
        !["func", "var", "let"].contains(tokens[index].text),
        index < 2 || !tokens[index - 2].isIdentifier("import")
      {
        var name = tokens[index].text
        while index + 2 < tokens.count, tokens[index + 1].isPunctuation("."),
          tokens[index + 2].kind == .identifier
        {
          index += 2
          name += "." + tokens[index].text
        }
        pendingType = name
        continue
      }
      guard token.isIdentifier("let") || token.isIdentifier("var") else { continue }
      let name = (scopes.compactMap { $0 } + [tokens[index].text]).joined(separator: ".")
      // A type annotation, up to the `=` outside brackets.
      var inner = 0
      index += 1
      while index < tokens.count {
        let next = tokens[index]
        if next.kind == .punctuation, ["(", "[", "<"].contains(next.text) { inner += 1 }
        if next.kind == .punctuation, [")", "]", ">"].contains(next.text) { inner -= 1 }
        if inner == 0,
          next.isPunctuation("=") || next.isPunctuation("{")
            || next.isIdentifier("let") || next.isIdentifier("var")
        {
          break
        }
        index += 1
      }
      guard index < tokens.count, tokens[index].isPunctuation("=") else { continue }
      index += 1
      guard index < tokens.count else { break }
      let expression = parse(tokens, at: &index)
      if result[name] == nil { result[name] = expression }
    }
    return result
  }

  /// Whether a token ends an expression: a comma, a colon or a closing bracket.
  private static func isEnd(_ token: SourceToken) -> Bool {
    token.kind == .punctuation && [",", ":", ")", "]", "}"].contains(token.text)
  }

  /// Moves past the rest of an expression that is no literal: up to a comma, colon or closing
  /// bracket outside the brackets it opens, or a top-level declaration; the colon of a
  /// conditional (`flag ? [a] : []`) does not end it.
  private static func skip(_ tokens: [SourceToken], at index: inout Int) {
    var depth = 0
    var conditionals = 0
    while index < tokens.count {
      let token = tokens[index]
      if depth == 0, token.isPunctuation("?"), index + 1 < tokens.count,
        !tokens[index + 1].isPunctuation("."), index == 0 || !tokens[index - 1].isIdentifier("as")
      {
        conditionals += 1
      } else if depth == 0, conditionals > 0, token.isPunctuation(":") {
        conditionals -= 1
        index += 1
        continue
      }
      if depth == 0, isEnd(token) { return }
      if depth == 0, startsDeclaration(tokens, at: index) { return }
      if token.kind == .punctuation, ["(", "[", "{"].contains(token.text) { depth += 1 }
      if token.kind == .punctuation, [")", "]", "}"].contains(token.text) { depth -= 1 }
      index += 1
    }
  }

  /// Whether a token starts a line with a declaration's keyword: the expression before it
  /// has ended.
  private static func startsDeclaration(_ tokens: [SourceToken], at index: Int) -> Bool {
    let token = tokens[index]
    return index > 0 && token.line > tokens[index - 1].line && token.kind == .identifier
      && [
        "let", "var", "func", "import", "extension", "struct", "enum", "private", "public",
        "return",
      ].contains(token.text)
  }

  /// The tokens' text joined by spaces.
  private static func text(_ tokens: ArraySlice<SourceToken>) -> String {
    tokens.map { $0.kind == .string ? "\"" + $0.text + "\"" : $0.text }.joined(separator: " ")
  }

  /// A literal, a name or a call, without what follows it (a statement of its own, such as a
  /// call, ends there).
  static func primary(
    _ tokens: [SourceToken], at index: inout Int, depth: Int = 0
  ) -> SwiftExpression {
    let token = tokens[index]
    switch token.kind {
    case .string:
      index += 1
      guard let text = unescaped(token.text) else {
        return token.text.contains("\\(")
          ? .interpolation(token.text, line: token.line)
          : .other("\"" + token.text + "\"", line: token.line)
      }
      return .string(text, line: token.line)
    case .number:
      index += 1
      return .number(token.text, line: token.line)
    case .identifier where token.text == "true" || token.text == "false":
      index += 1
      return .boolean(token.text == "true", line: token.line)
    case .punctuation where token.text == "[":
      return collection(tokens, at: &index, depth: depth)
    case .identifier,
      .punctuation where token.text == ".":
      var name = ""
      while index < tokens.count {
        if tokens[index].isPunctuation("."), index + 1 < tokens.count,
          tokens[index + 1].kind == .identifier
        {
          name += "." + tokens[index + 1].text
          index += 2
        } else if name.isEmpty, tokens[index].kind == .identifier {
          name = tokens[index].text
          index += 1
        } else {
          break
        }
      }
      guard !name.isEmpty else { break }
      skipGenericClause(tokens, at: &index)
      guard index < tokens.count, tokens[index].isPunctuation("("),
        tokens[index].line == tokens[index - 1].line
      else { return .name(name, arguments: nil, line: token.line) }
      index += 1
      var arguments: [Argument] = []
      while index < tokens.count, !tokens[index].isPunctuation(")") {
        var label: String?
        if tokens[index].kind == .identifier, index + 1 < tokens.count,
          tokens[index + 1].isPunctuation(":")
        {
          label = tokens[index].text
          index += 2
        }
        guard index < tokens.count else { break }
        var value = parse(tokens, at: &index, depth: depth + 1)
        if index < tokens.count, !tokens[index].isPunctuation(","),
          !tokens[index].isPunctuation(")")
        {
          let start = index
          index += 1
          skip(tokens, at: &index)
          value = .other(value.source + " " + text(tokens[start..<index]), line: value.line)
        }
        arguments.append(Argument(label: label, value: value))
        if index < tokens.count, tokens[index].isPunctuation(",") { index += 1 }
      }
      index += 1
      if arguments.contains(where: { if case .tooDeep = $0.value { true } else { false } }) {
        return .tooDeep(line: token.line)
      }
      return .name(name, arguments: arguments, line: token.line)
    default: break
    }
    let start = index
    // A parenthesized expression or a closure is skipped from its opening bracket, so that a
    // `:` or `,` inside it does not end the expression.
    if !(token.kind == .punctuation && ["(", "{"].contains(token.text)) { index += 1 }
    skip(tokens, at: &index)
    return .other(text(tokens[start..<index]), line: token.line)
  }

  /// Moves past a generic clause that follows a name on its line and precedes a call
  /// (`Set<Destination>(`), so that a comparison is never taken for one.
  private static func skipGenericClause(_ tokens: [SourceToken], at index: inout Int) {
    guard index < tokens.count, tokens[index].isPunctuation("<"),
      tokens[index].line == tokens[index - 1].line,
      let end = genericClauseEnd(tokens, at: index)
    else { return }
    index = end
  }

  /// The index after a generic clause whose `<` is at an index, when the clause precedes a call
  /// (`Set<Destination>(`): names, dots and commas up to a `>` and a `(`; `nil` when the `<` is
  /// an operator.
  static func genericClauseEnd(_ tokens: [SourceToken], at index: Int) -> Int? {
    var end = index + 1
    while end < tokens.count,
      tokens[end].kind == .identifier || tokens[end].isPunctuation(".")
        || tokens[end].isPunctuation(",")
    {
      end += 1
    }
    guard end + 1 < tokens.count, end > index + 1, tokens[end].isPunctuation(">"),
      tokens[end + 1].isPunctuation("(")
    else { return nil }
    return end + 1
  }

  /// An array or dictionary literal, from its `[` past its `]`.
  private static func collection(
    _ tokens: [SourceToken], at index: inout Int, depth: Int
  ) -> SwiftExpression {
    let line = tokens[index].line
    index += 1
    if index + 1 < tokens.count, tokens[index].isPunctuation(":"),
      tokens[index + 1].isPunctuation("]")
    {
      index += 2
      return .dictionary([], line: line)
    }
    var items: [SwiftExpression] = []
    var entries: [Entry] = []
    var isDictionary = false
    var isOther = false
    while index < tokens.count, !tokens[index].isPunctuation("]") {
      let item = parse(tokens, at: &index, depth: depth + 1)
      if index < tokens.count, tokens[index].isPunctuation(":") {
        index += 1
        isDictionary = true
        guard index < tokens.count else { break }
        entries.append(Entry(key: item, value: parse(tokens, at: &index, depth: depth + 1)))
      } else {
        items.append(item)
      }
      if index < tokens.count, tokens[index].isPunctuation(",") {
        index += 1
      } else if index < tokens.count, !tokens[index].isPunctuation("]") {
        isOther = true
        skip(tokens, at: &index)
        if index < tokens.count, !tokens[index].isPunctuation("]") { index += 1 }
      }
    }
    index += 1
    let parts = items + entries.flatMap { [$0.key, $0.value] }
    if parts.contains(where: { if case .tooDeep = $0 { true } else { false } }) {
      return .tooDeep(line: line)
    }
    if isOther || (isDictionary && !items.isEmpty) {
      return .other("[…]", line: line)
    }
    return isDictionary ? .dictionary(entries, line: line) : .array(items, line: line)
  }

  /// The expression with each name a binding gives replaced by its value, and each
  /// interpolation of such a name holding a string made part of its string: a helper's body
  /// read with its arguments bound.
  ///
  /// - Parameters:
  ///   - bindings: values by name.
  ///   - line: the line every part of the result is given, or `nil` to keep each one's.
  /// - Returns: the expression with its bound names replaced.
  func substituting(_ bindings: [String: SwiftExpression], line: Int? = nil) -> SwiftExpression {
    func next(_ value: SwiftExpression) -> SwiftExpression {
      value.substituting(bindings, line: line)
    }
    let at = line ?? self.line
    switch self {
    case .name(let name, nil, _) where !name.hasPrefix("."):
      guard let bound = bindings[name] else { return .name(name, arguments: nil, line: at) }
      return line.map { bound.substituting([:], line: $0) } ?? bound
    case .name(let name, let arguments?, _):
      return .name(
        name, arguments: arguments.map { Argument(label: $0.label, value: next($0.value)) },
        line: at)
    case .array(let items, _): return .array(items.map(next), line: at)
    case .sum(let operands, _): return .sum(operands.map(next), line: at)
    case .dictionary(let entries, _):
      return .dictionary(
        entries.map { Entry(key: next($0.key), value: next($0.value)) }, line: at)
    case .interpolation(let text, _):
      var result = ""
      var rest = Substring(text)
      while let open = rest.range(of: "\\(") {
        guard let close = rest[open.upperBound...].firstIndex(of: ")"),
          case .string(let value, _)? = bindings[String(rest[open.upperBound..<close])]
        else { return .interpolation(text, line: at) }
        result += rest[..<open.lowerBound] + value.replacingOccurrences(of: "\\", with: "\\\\")
        rest = rest[rest.index(after: close)...]
      }
      return Self.unescaped(result + rest).map { .string($0, line: at) }
        ?? .interpolation(text, line: at)
    case .string(let text, _): return .string(text, line: at)
    case .number(let text, _): return .number(text, line: at)
    case .boolean(let value, _): return .boolean(value, line: at)
    case .name(let name, nil, _): return .name(name, arguments: nil, line: at)
    case .other(let text, _): return .other(text, line: at)
    case .tooDeep: return .tooDeep(line: at)
    }
  }

  /// A string literal's text with its escapes read, or `nil` when it has an interpolation.
  private static func unescaped(_ source: String) -> String? {
    guard source.contains("\\") else { return source }
    return source.unescapingBackslashes(refusing: ["(", "#"])
  }
}
