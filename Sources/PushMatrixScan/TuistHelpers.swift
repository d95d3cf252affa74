import PushMatrixIO

/// The helper functions of a Tuist project's `Tuist/ProjectDescriptionHelpers`, read without
/// running them: a manifest's call of one with literal arguments (`Project.app(name: "X")`,
/// `.featureFramework(name: "Y")`) stands for the helper's body with its parameters bound.
///
/// A helper is read when its body is one expression (returned or not), after `let` and `var`
/// constants of literals and of its parameters, and additions to such a `var` (`+=`,
/// `append`, `append(contentsOf:)`, read as `+`): each name a parameter, an argument's default or a
/// constant gives is replaced by its value, and an interpolation of one that holds a string
/// (`"\(name)/Sources/**"`) becomes part of the string. A body with anything else (`if`,
/// `switch`, a loop, a call on a value) needs evaluation: the call is not read, and the reason
/// names the helper and its line, so that the fields it decides stay unknown.
///
/// The functions a `Project.swift` or a `Package.swift` defines for itself are read the same
/// way (``adding(manifest:_:)``), as are the constants the helper files declare (``values``).
struct TuistHelpers {
  /// A helper function.
  struct Helper {
    /// A parameter: the label callers write (`nil` for `_`), its name in the body, and its
    /// default value.
    struct Parameter {
      var label: String?
      var name: String
      var defaultValue: SwiftExpression?
    }

    var name: String
    var file: String
    var line: Int
    var parameters: [Parameter]
    /// The constants of its body, in order, and the expression it returns; `nil` with the
    /// line and reason when the body needs evaluation.
    var constants: [(name: String, value: SwiftExpression)] = []
    var result: SwiftExpression?
    var unreadable: (line: Int, reason: String)?
  }

  /// What a call of a helper stands for.
  enum Expansion {
    /// The helper's body with the call's arguments bound.
    case expanded(SwiftExpression)
    /// The call is not read, with where and why.
    case unread(location: FileLocation, reason: String)
  }

  /// The names Tuist's own API gives to calls a manifest makes, never a helper's.
  static let builtIns: Set<String> = ["target", "settings", "init", "file", "default"]

  /// The helpers by name.
  private(set) var helpers: [String: Helper] = [:]

  /// Whether a file holds helpers of the projects Tuist makes: it is below
  /// `Tuist/ProjectDescriptionHelpers`, or a local plugin's `Plugins/<name>/ProjectDescriptionHelpers`
  /// (whose helpers a manifest calls once it imports the plugin).
  static func isHelper(_ file: String) -> Bool {
    let parts = file.split(separator: "/")
    guard let index = parts.dropLast().firstIndex(of: "ProjectDescriptionHelpers") else {
      return false
    }
    return (index >= 1 && parts[index - 1] == "Tuist")
      || (index >= 2 && parts[index - 2] == "Plugins")
  }

  /// The folder of the project's root, relative to the scanned root: the one that holds the
  /// first helper file's `Tuist/` folder (`""` for the scanned root), which `.relativeToRoot`
  /// paths start from.
  private(set) var root = ""

  /// The constants the helper files declare, by name: a top-level one's, or a type member's
  /// dotted with its type's (`Constants.deploymentTarget`).
  private(set) var values: [String: SwiftExpression] = [:]

  /// Reads the helpers and constants of files, each given by its path relative to the scanned
  /// root and its tokens; a name defined twice keeps the first, in path order.
  init(_ files: [(file: String, tokens: [SourceToken])] = []) {
    let marker = "Tuist/ProjectDescriptionHelpers/"
    if let first = files.lazy.map(\.file).first(where: { $0.contains(marker) }),
      let range = first.range(of: marker)
    {
      root = String(first[..<range.lowerBound].dropLast())
    }
    for (file, tokens) in files {
      readFunctions(of: file, tokens)
      values.merge(SwiftExpression.declarations(in: tokens)) { first, _ in first }
    }
  }

  /// The helpers with those a manifest declares itself added, ahead of the others': a
  /// `Project.swift` or `Package.swift` may define the functions it calls.
  func adding(manifest file: String, _ tokens: [SourceToken]) -> TuistHelpers {
    var local = TuistHelpers()
    local.readFunctions(of: file, tokens)
    guard !local.helpers.isEmpty else { return self }
    local.helpers.merge(helpers) { own, _ in own }
    local.values = values
    local.root = root
    return local
  }

  /// Reads the functions of a file as helpers.
  private mutating func readFunctions(of file: String, _ tokens: [SourceToken]) {
    var index = 0
    while index + 2 < tokens.count {
      guard tokens[index].isIdentifier("func"), tokens[index + 1].kind == .identifier,
        tokens[index + 2].isPunctuation("(")
      else {
        index += 1
        continue
      }
      var helper = Helper(
        name: tokens[index + 1].text, file: file, line: tokens[index].line, parameters: [])
      index += 3
      helper.parameters = Self.parameters(tokens, at: &index)
      Self.body(tokens, at: &index, into: &helper)
      if helpers[helper.name] == nil { helpers[helper.name] = helper }
    }
  }

  /// The parameters of a declaration, from after its `(` past its `)`.
  private static func parameters(_ tokens: [SourceToken], at index: inout Int) -> [Helper.Parameter]
  {
    var parameters: [Helper.Parameter] = []
    while index < tokens.count, !tokens[index].isPunctuation(")") {
      var names: [String] = []
      while index < tokens.count, tokens[index].kind == .identifier {
        names.append(tokens[index].text)
        index += 1
      }
      skipType(tokens, at: &index)
      var defaultValue: SwiftExpression?
      if index < tokens.count, tokens[index].isPunctuation("=") {
        index += 1
        if index < tokens.count { defaultValue = SwiftExpression.parse(tokens, at: &index) }
      }
      if let name = names.last {
        let label = names.count > 1 ? names[names.count - 2] : name
        parameters.append(
          Helper.Parameter(
            label: label == "_" ? nil : label, name: name, defaultValue: defaultValue))
      }
      if index < tokens.count, tokens[index].isPunctuation(",") { index += 1 }
    }
    index += 1
    return parameters
  }

  /// Moves past a type, up to a `=`, a comma, a `)` or a brace outside its brackets (no type
  /// holds a brace: one starts or ends a block after a declaration without a value).
  private static func skipType(_ tokens: [SourceToken], at index: inout Int) {
    var depth = 0
    while index < tokens.count {
      let token = tokens[index]
      if depth == 0,
        token.isPunctuation("=") || token.isPunctuation(",") || token.isPunctuation(")")
          || token.isPunctuation("{") || token.isPunctuation("}")
      {
        return
      }
      if token.kind == .punctuation, ["(", "[", "<"].contains(token.text) { depth += 1 }
      if token.kind == .punctuation, [")", "]", ">"].contains(token.text) { depth -= 1 }
      index += 1
    }
  }

  /// Reads a body: its constants and the expression it returns, or why it needs evaluation.
  private static func body(_ tokens: [SourceToken], at index: inout Int, into helper: inout Helper)
  {
    while index < tokens.count, !tokens[index].isPunctuation("{") { index += 1 }
    index += 1
    // The variables added to since the body's last other statement, each with the operands of
    // its sum so far: bound as one flat sum before the next other statement, so that many
    // additions cost time linear in them.
    var sums: [(name: String, operands: [SwiftExpression])] = []
    func bindSums() {
      for (name, operands) in sums {
        helper.constants.append((name, .sum(operands, line: operands[0].line)))
      }
      sums = []
    }
    while index < tokens.count, !tokens[index].isPunctuation("}") {
      let token = tokens[index]
      // An addition to a variable the body declared: `targets += […]`, `targets.append(x)`,
      // `targets.append(contentsOf: […])`, read as `targets + […]`.
      if token.kind == .identifier, Self.isAddition(tokens, at: index),
        sums.contains(where: { $0.name == token.text })
          || helper.constants.contains(where: { $0.name == token.text })
      {
        let added = Self.addition(tokens, at: &index)
        if let pending = sums.firstIndex(where: { $0.name == token.text }) {
          sums[pending].operands.append(added)
        } else if let slot = helper.constants.lastIndex(where: { $0.name == token.text }) {
          let value = helper.constants.remove(at: slot).value
          var operands: [SwiftExpression]
          if case .sum(let joined, _) = value { operands = joined } else { operands = [value] }
          operands.append(added)
          sums.append((token.text, operands))
        }
        continue
      }
      bindSums()
      if token.isIdentifier("let") || token.isIdentifier("var"), index + 2 < tokens.count,
        tokens[index + 1].kind == .identifier
      {
        let name = tokens[index + 1].text
        var end = index + 2
        // A type annotation (`let settings: Settings = …`), up to the `=` outside its brackets.
        if tokens[end].isPunctuation(":") {
          end += 1
          skipType(tokens, at: &end)
        }
        if end < tokens.count, tokens[end].isPunctuation("=") {
          index = end + 1
          helper.constants.append((name, SwiftExpression.parse(tokens, at: &index)))
          continue
        }
        // A declaration without a value (`var target: Target`), set by statements after it.
        helper.unreadable = (
          token.line,
          "it declares \(name) without a value, set by statements the scan does not evaluate"
        )
        skipBody(tokens, at: &index)
        return
      }
      if token.isIdentifier("return") { index += 1 }
      let start = index
      let result = SwiftExpression.parse(tokens, at: &index)
      guard index < tokens.count, tokens[index].isPunctuation("}"), helper.result == nil,
        !(token.kind == .identifier
          && ["if", "guard", "switch", "for", "while"].contains(token.text))
      else {
        helper.result = nil
        helper.unreadable = (
          tokens[min(start, tokens.count - 1)].line,
          "its body holds \(Self.quoted(token.text)), which the scan does not evaluate"
        )
        skipBody(tokens, at: &index)
        return
      }
      helper.result = result
    }
    bindSums()
    if helper.result == nil, helper.unreadable == nil {
      helper.unreadable = (helper.line, "its body returns nothing the scan reads")
    }
    index += 1
  }

  /// Whether the statement at a variable's name adds to it: `+=`, `.append(`.
  private static func isAddition(_ tokens: [SourceToken], at index: Int) -> Bool {
    guard index + 3 < tokens.count else { return false }
    return tokens[index + 1].isPunctuation("+=")
      || (tokens[index + 1].isPunctuation(".") && tokens[index + 2].isIdentifier("append")
        && tokens[index + 3].isPunctuation("("))
  }

  /// Reads what a statement that ``isAddition(_:at:)`` adds to its variable: the operand of
  /// `+=`, the contents of `.append(contentsOf:)`, or `.append(x)`'s item as a one-item array,
  /// moving the index past the statement.
  private static func addition(_ tokens: [SourceToken], at index: inout Int) -> SwiftExpression {
    if tokens[index + 1].isPunctuation("+=") {
      index += 2
      return SwiftExpression.parse(tokens, at: &index)
    }
    index += 4
    let isContents =
      index + 1 < tokens.count && tokens[index].isIdentifier("contentsOf")
      && tokens[index + 1].isPunctuation(":")
    if isContents { index += 2 }
    let line = tokens[min(index, tokens.count - 1)].line
    let item = SwiftExpression.parse(tokens, at: &index)
    if index < tokens.count, tokens[index].isPunctuation(")") { index += 1 }
    return isContents ? item : .array([item], line: line)
  }

  /// Moves past the rest of a body, to its closing `}`.
  private static func skipBody(_ tokens: [SourceToken], at index: inout Int) {
    var depth = 0
    while index < tokens.count {
      let token = tokens[index]
      if token.kind == .punctuation, ["(", "[", "{"].contains(token.text) { depth += 1 }
      if token.kind == .punctuation, [")", "]", "}"].contains(token.text) {
        if depth == 0 { return }
        depth -= 1
      }
      index += 1
    }
  }

  /// A token's text quoted for a message.
  private static func quoted(_ text: String) -> String { text.messageQuoted }

  /// What a call stands for when it calls a helper, or `nil` when it calls none.
  ///
  /// - Parameters:
  ///   - call: the call, its arguments already resolved in the caller's scope.
  ///   - file: the manifest, whose line of the call every part of the expansion is given.
  /// - Returns: the expansion, or why the call is not read; `nil` for a call of no helper.
  func expand(_ call: SwiftExpression, in file: String) -> Expansion? {
    guard case .name(let called, let arguments?, let line) = call else { return nil }
    let name = String(called.split(separator: ".").last ?? "")
    // A call whose labels the helper does not declare calls another function of that name
    // (Tuist's own `.project(target:path:)` beside a plugin's `project(isInterface:)`).
    guard !Self.builtIns.contains(name), let helper = helpers[name],
      arguments.allSatisfy({ argument in
        helper.parameters.contains { $0.label == argument.label }
      })
    else { return nil }
    let at = "helper \(called) (\(helper.file):\(helper.line))"
    if let (bodyLine, reason) = helper.unreadable {
      return .unread(
        location: FileLocation(file: file, line: line),
        reason: "\(at) is not read: \(reason) (\(helper.file):\(bodyLine))")
    }
    var bindings: [String: SwiftExpression] = [:]
    var remaining = arguments
    for parameter in helper.parameters {
      if let index = remaining.firstIndex(where: { $0.label == parameter.label }) {
        bindings[parameter.name] = remaining.remove(at: index).value
      } else if let value = parameter.defaultValue {
        bindings[parameter.name] = value.substituting(bindings)
      } else {
        return .unread(
          location: FileLocation(file: file, line: line),
          reason: "\(at) is called without its parameter \(parameter.name), which the scan "
            + "cannot bind")
      }
    }
    for (name, value) in helper.constants { bindings[name] = value.substituting(bindings) }
    return helper.result.map { .expanded($0.substituting(bindings, line: line)) }
  }
}
