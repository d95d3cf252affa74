/// Runs a Tuist helper's body (``HelperSyntax``) with its arguments bound, to the value it
/// returns: the `Project` or `Target` its caller's manifest is read from.
///
/// Values are ``SwiftExpression``s: literals, arrays and dictionaries, implicit members (`.app`),
/// `nil` (the name `nil`), and calls of Tuist's API kept as written with their arguments
/// evaluated (`.target(name: "App", …)`), which also stand for the structs the helpers declare
/// (`TargetConfig(name: "App", …)`, a member read as its argument). What the evaluator does not
/// know stays in the value as ``SwiftExpression/other(_:line:)``; a statement, a condition or a
/// `switch` that needs such a value stops the evaluation (``Stop``), with its file and line,
/// and so does a step past the ``maximumSteps`` one scan's evaluations take together, or a
/// call more than ``maximumCalls`` deep: a manifest comes with a pull request like any source
/// file.
struct HelperEvaluator {
  typealias Expression = HelperSyntax.Expression
  typealias Statement = HelperSyntax.Statement

  /// Why an evaluation stopped, and where.
  struct Stop: Error {
    var location: FileLocation
    var reason: String
  }

  /// What a statement leaves the body to do.
  private enum Flow {
    case next
    case returned(SwiftExpression)
  }

  /// How many expressions and statements the evaluations of one scan may take together
  /// (``TuistHelpers/steps``): thirty times what the largest project tried takes (30,776 for
  /// 43 manifests), and a fifth of a second's work (the attack of 50 looping manifests).
  static let maximumSteps = 1_000_000
  /// How deep helpers may call helpers.
  static let maximumCalls = 32

  /// The helpers, structs and constants the body may use.
  let helpers: TuistHelpers
  /// The manifest whose calls are evaluated, relative to the scanned root.
  let manifest: String
  private var calls = 0
  /// The variables in scope, innermost last.
  private var scopes: [[String: SwiftExpression]] = [[:]]
  /// The file of the body that runs now.
  private var file = ""
  /// The type whose member runs now, dotted, in whose scope its names are looked up.
  private var owner: String?
  /// The type the body that runs now returns: its declared one, else its owner.
  private var returnType: String?

  init(helpers: TuistHelpers, manifest: String) {
    self.helpers = helpers
    self.manifest = manifest
    file = manifest
  }

  /// The value `nil`.
  static let nilValue = SwiftExpression.name("nil", arguments: nil, line: 0)

  // MARK: Calls

  /// Runs a helper with arguments.
  ///
  /// - Parameters:
  ///   - helper: the helper.
  ///   - arguments: the call's arguments, evaluated.
  ///   - location: where the call is, for a reason to name when it is the call that fails.
  ///   - this: the value whose method it is, `self` in its body; `nil` for a static one.
  /// - Returns: the value the helper returns.
  /// - Throws: ``Stop`` where the body needs what the evaluator does not know, or runs past
  ///   its bounds.
  mutating func call(
    _ helper: TuistHelpers.Helper, _ arguments: [SwiftExpression.Argument],
    at location: FileLocation, this: SwiftExpression? = nil
  ) throws(Stop) -> SwiftExpression {
    guard calls < Self.maximumCalls else {
      throw Stop(
        location: location,
        reason: "helpers call helpers more than \(Self.maximumCalls) deep; not evaluated")
    }
    let result = try body(of: helper, arguments, at: location, this: this)
    // Every value a helper makes for the manifest is found at the manifest's call.
    return file == manifest ? result.substituting([:], line: location.line ?? result.line) : result
  }

  /// Runs a helper's body with its parameters bound.
  private mutating func body(
    of helper: TuistHelpers.Helper, _ arguments: [SwiftExpression.Argument],
    at location: FileLocation, this: SwiftExpression?
  ) throws(Stop) -> SwiftExpression {
    let saved = (scopes, file, owner, returnType)
    calls += 1
    scopes = [this.map { ["self": $0] } ?? [:]]
    file = helper.file
    owner = helper.owner
    returnType = helper.returnType.flatMap { $0 == "Self" ? nil : $0 } ?? helper.owner
    defer {
      (scopes, file, owner, returnType) = saved
      calls -= 1
    }
    var remaining = arguments
    for parameter in helper.parameters {
      var value: SwiftExpression
      if let index = remaining.firstIndex(where: { $0.label == parameter.label }) {
        value = remaining.remove(at: index).value
      } else if let defaultValue = parameter.defaultValue {
        value = try evaluate(defaultValue, as: parameter.type)
      } else {
        throw Stop(
          location: location,
          reason: "it is called without its parameter \(parameter.name), which the scan cannot bind"
        )
      }
      // `.init(…)` passed for a parameter whose type is a struct the helpers declare.
      if case .name(".init", let given?, _) = value, let type = parameter.type,
        helpers.types[type] != nil
      {
        value = try construct(type, given, line: value.line)
      }
      scopes[0][parameter.name] = value
    }
    if helper.body.count == 1, case .evaluation(let single) = helper.body[0] {
      return try evaluate(single, as: returnType)
    }
    switch try run(Self.implicitlyReturning(helper.body)) {
    case .returned(let value): return value
    case .next:
      if let this { return scopes[0]["self"] ?? this }
      throw Stop(
        location: FileLocation(file: helper.file, line: helper.line),
        reason: "its body returns nothing the scan reads")
    }
  }

  /// A body whose one statement is an `if` or a `switch` used as an expression.
  ///
  /// In `var path: String { switch self { default: "Utility/\(self.rawValue)" } }` each
  /// branch that is one expression returns it. Any other body is returned as it is.
  static func implicitlyReturning(_ body: [Statement]) -> [Statement] {
    guard body.count == 1 else { return body }
    switch body[0] {
    case .evaluation(let expression): return [.result(expression, line: expression.line)]
    case .choice(let subject, let cases, let line):
      return [
        .choice(
          subject, cases.map { .init(patterns: $0.patterns, body: implicitlyReturning($0.body)) },
          line: line)
      ]
    case .conditional(let branches, let otherwise):
      return [
        .conditional(
          branches.map { ($0.conditions, implicitlyReturning($0.body)) },
          otherwise: implicitlyReturning(otherwise))
      ]
    default: return body
    }
  }

  /// A manifest's top-level constants, in order: each whose literal value needs evaluation (a
  /// computed value, `.init(…)` of its declared type) evaluated, the others resolved (the
  /// helpers they call run once, here); a constant whose evaluation stops is left out, for the
  /// manifest's reader to say why, and is unknown to those after it.
  ///
  /// - Parameters:
  ///   - statements: the manifest's top-level statements.
  ///   - literals: its constants as ``SwiftExpression/declarations(in:)`` reads them.
  /// - Returns: the constants evaluated, by name.
  mutating func constants(
    of statements: [Statement], literals: [String: SwiftExpression]
  ) -> [String: SwiftExpression] {
    var evaluated: [String: SwiftExpression] = [:]
    for statement in statements {
      guard case .declaration(let name, _, _, _) = statement, let literal = literals[name] else {
        continue
      }
      do {
        if Self.needsEvaluation(literal) {
          _ = try run(statement)
        } else {
          scopes[scopes.count - 1][name] = try resolved(literal)
        }
        evaluated[name] = scopes[scopes.count - 1][name]
      } catch {
        // Unknown to the constants that use it, which need not stop on it (scripts that
        // depend on an environment variable leave the targets' other fields known).
        scopes[scopes.count - 1][name] = .other(literal.source, line: literal.line)
      }
    }
    return evaluated
  }

  /// A value a manifest passes, with each name in it that the helpers declare a constant for
  /// (`env.workspaceName`) replaced by its value, each call of a helper by what it makes, and
  /// each interpolation of such names made a string.
  mutating func resolved(
    _ value: SwiftExpression, as type: String? = nil
  ) throws(Stop) -> SwiftExpression {
    switch value {
    case .name(let name, nil, let line) where name != "nil":
      // A path of names, or of an implicit member and names (`.Features.Root`).
      let parts = name.split(separator: ".").map(String.init)
      var path =
        name.hasPrefix(".")
        ? Expression.implicitMember(parts[0], line: line) : .name(parts[0], line: line)
      for part in parts.dropFirst() { path = .member(path, part, line: line) }
      return try evaluate(path, as: type)
    case .name(let name, let arguments?, let line):
      let helper = helpers.function(
        named: String(name.split(separator: ".").last ?? ""), labels: arguments.map(\.label))
      let types = helper?.parameterTypes ?? Self.argumentTypes
      var values: [SwiftExpression.Argument] = []
      for argument in arguments {
        let type = types[argument.label ?? ""] ?? nil
        values.append(.init(label: argument.label, value: try resolved(argument.value, as: type)))
      }
      // A helper's call among the values (`targets: [.feature(name: "Chat")]`) stands for what
      // it makes, which the helper receiving it may read (`$0.product == .app`), and a struct's
      // for the struct, its defaults filled in.
      if helpers.types[name] != nil { return try construct(name, values, line: line) }
      guard let helper else { return .name(name, arguments: values, line: line) }
      return try call(helper, values, at: location(line))
    case .array(let items, let line):
      return .array(try items.map { item throws(Stop) in try resolved(item, as: type) }, line: line)
    case .dictionary(let entries, let line):
      return .dictionary(
        try entries.map { entry throws(Stop) in
          .init(key: try resolved(entry.key), value: try resolved(entry.value))
        },
        line: line)
    case .sum(let operands, let line):
      var result = try resolved(operands[0])
      for operand in operands.dropFirst() {
        result = Self.sum(result, try resolved(operand), line: line)
      }
      return result
    case .interpolation: return try interpolated(value)
    default: return value
    }
  }

  /// A struct the helpers declare, made by one of its initializers or its memberwise one.
  private mutating func construct(
    _ type: String, _ arguments: [SwiftExpression.Argument], line: Int
  ) throws(Stop) -> SwiftExpression {
    let declared = helpers.types[type] ?? TuistHelpers.StructType()
    var fields: [SwiftExpression.Argument] = []
    for (name, type, defaultValue) in declared.fields {
      var value = Self.nilValue
      if let defaultValue { value = try evaluate(defaultValue, as: type) }
      fields.append(.init(label: name, value: value))
    }
    let this = SwiftExpression.name(type, arguments: fields, line: line)
    let labels = arguments.map(\.label)
    if let initializer = declared.initializers.first(where: { $0.accepts(labels) }) {
      return try call(initializer, arguments, at: location(line), this: this)
    }
    // A type the helpers only add initializers to, as Tuist's `Project`: its own initializer.
    if declared.fields.isEmpty { return Self.call(type, arguments, line: line) }
    var memberwise = fields
    for argument in arguments {
      guard let label = argument.label,
        let slot = memberwise.firstIndex(where: { $0.label == label })
      else { continue }
      memberwise[slot].value = argument.value
    }
    return .name(type, arguments: memberwise, line: line)
  }

  private func location(_ line: Int) -> FileLocation { FileLocation(file: file, line: line) }

  /// Counts a step, and stops past the most.
  private mutating func step(_ line: Int) throws(Stop) {
    helpers.steps.taken += 1
    guard helpers.steps.taken <= helpers.steps.limit else {
      throw Stop(
        location: location(line),
        reason: "the scan's helpers have run \(helpers.steps.limit) steps, more than any "
          + "project's take; not evaluated")
    }
  }

  // MARK: Statements

  /// Runs statements in a scope of their own.
  private mutating func run(_ statements: [Statement]) throws(Stop) -> Flow {
    scopes.append([:])
    defer { scopes.removeLast() }
    for statement in statements {
      if case .returned(let value) = try run(statement) { return .returned(value) }
    }
    return .next
  }

  private mutating func run(_ statement: Statement) throws(Stop) -> Flow {
    switch statement {
    case .declaration(let name, let type, let value, let line):
      try step(line)
      var initial = Self.nilValue
      if let value { initial = try evaluate(value, as: type) }
      scopes[scopes.count - 1][name] = initial
    case .assignment(let target, let operation, let value, let line):
      try step(line)
      let result = try evaluate(value, as: try expectedType(of: target))
      switch (operation, target) {
      case ("=", _): try assign(result, to: target)
      case ("+=", .name(let name, _)) where scopes.contains(where: { $0[name] != nil }):
        add(result, to: name, line: line)
      case ("+=", _): try assign(Self.sum(try evaluate(target), result, line: line), to: target)
      default:
        throw Stop(location: location(line), reason: "it assigns with \(operation.messageQuoted)")
      }
    case .conditional(let branches, let otherwise):
      for (conditions, body) in branches {
        scopes.append([:])
        defer { scopes.removeLast() }
        if try holds(conditions) { return try run(body) }
      }
      return try run(otherwise)
    case .guarded(let conditions, let otherwise, let line):
      try step(line)
      guard try holds(conditions) else {
        if case .returned(let value) = try run(otherwise) { return .returned(value) }
        throw Stop(location: location(line), reason: "its guard's else does not return")
      }
    case .choice(let subject, let cases, let line):
      try step(line)
      let value = try evaluate(subject)
      for choice in cases {
        scopes.append([:])
        defer { scopes.removeLast() }
        if try matches(value, choice.patterns, line: line) { return try run(choice.body) }
      }
    case .loop(let name, let sequence, let body, let line):
      let value = try evaluate(sequence)
      guard let items = Self.elements(of: value) else {
        throw Stop(
          location: location(line),
          reason: "it loops over \(value.source.messageQuoted), which the scan does not know")
      }
      for item in items {
        try step(line)
        scopes.append([name: item])
        defer { scopes.removeLast() }
        if case .returned(let value) = try run(body) { return .returned(value) }
      }
    case .result(let value, let line):
      try step(line)
      guard let value else { return .returned(Self.nilValue) }
      return .returned(try evaluate(value, as: returnType))
    case .evaluation(let expression):
      try evaluateForEffect(expression)
    case .unknown(let text, let line):
      throw Stop(
        location: location(line),
        reason: "its body holds \(text.messageQuoted), which the scan does not evaluate")
    }
    return .next
  }

  /// Evaluates an expression statement: an `append` to a variable changes it in place.
  private mutating func evaluateForEffect(_ expression: Expression) throws(Stop) {
    guard
      case .call(.member(.name(let name, _), "append", _), let arguments, let line) = expression,
      arguments.count == 1, scopes.contains(where: { $0[name] != nil })
    else {
      _ = try evaluate(expression)
      return
    }
    try step(line)
    let added = try evaluate(arguments[0].value)
    add(
      arguments[0].label == "contentsOf" ? added : .array([added], line: line), to: name, line: line
    )
  }

  /// Adds a value to a variable (`+=`, `append`): an array's items to an array in place, in
  /// time linear in what is added however long the variable grows; else as a sum.
  private mutating func add(_ value: SwiftExpression, to name: String, line: Int) {
    guard let scope = scopes.lastIndex(where: { $0[name] != nil }) else { return }
    var current = scopes[scope].removeValue(forKey: name)
    if case .array(var list, let at)? = current, case .array(let items, _) = value {
      // The variable's own copy released first, so that the list is extended in place.
      current = nil
      list.append(contentsOf: items)
      scopes[scope][name] = .array(list, line: at)
    } else if let current {
      scopes[scope][name] = Self.sum(current, value, line: line)
    }
  }

  /// Whether conditions all hold, binding the names of optional bindings in the innermost scope.
  private mutating func holds(_ conditions: [HelperSyntax.Condition]) throws(Stop) -> Bool {
    for condition in conditions {
      switch condition {
      case .boolean(let expression):
        guard try truth(of: expression) else { return false }
      case .binding(let name, let expression):
        let value = try evaluate(expression)
        if Self.isNil(value) { return false }
        guard Self.isKnown(value) || Self.isRecord(value) else {
          throw Stop(
            location: location(expression.line),
            reason: "whether \(value.source.messageQuoted) is nil is not known to the scan")
        }
        scopes[scopes.count - 1][name] = value
      }
    }
    return true
  }

  /// The value of a condition, which must be known.
  private mutating func truth(of expression: Expression) throws(Stop) -> Bool {
    let value = try evaluate(expression)
    guard case .boolean(let truth, _) = value else {
      throw Stop(
        location: location(expression.line),
        reason: "its condition \(Self.quoted(value)) is not known to the scan")
    }
    return truth
  }

  /// Whether a `switch`'s subject matches a case's patterns (`default`: none), binding an
  /// enum case's associated values.
  private mutating func matches(
    _ subject: SwiftExpression, _ patterns: [HelperSyntax.Pattern], line: Int
  ) throws(Stop) -> Bool {
    if patterns.isEmpty { return true }
    guard Self.isKnown(subject) else {
      throw Stop(
        location: location(line),
        reason: "it switches on \(Self.quoted(subject)), which the scan does not know")
    }
    for pattern in patterns {
      switch pattern {
      case .value(let expression):
        let value = try evaluate(expression)
        guard Self.isKnown(value) else {
          throw Stop(
            location: location(line),
            reason: "its case \(Self.quoted(value)) is not known to the scan")
        }
        if Self.same(subject, value) { return true }
      case .enumCase(let name, let bindings):
        guard case .name(let called, let arguments, _) = subject,
          Self.caseName(called) == name
        else { continue }
        for (binding, argument) in zip(bindings, arguments ?? []) {
          if let binding { scopes[scopes.count - 1][binding] = argument.value }
        }
        return true
      }
    }
    return false
  }

  /// The type a member set by an assignment is declared with (`factory.infoPlist = .app`,
  /// where the helpers' struct declares `var infoPlist: InfoPlist?`), or that Tuist's own
  /// argument of that label takes; `nil` for any other target.
  private mutating func expectedType(of target: Expression) throws(Stop) -> String? {
    guard case .member(let base, let member, _) = target else { return nil }
    if case .name(let type, _?, _) = try evaluate(base),
      let field = helpers.types[type]?.fields.first(where: { $0.name == member }),
      let declared = field.type
    {
      return declared
    }
    return Self.argumentTypes[member] ?? nil
  }

  /// Sets a variable, a member of one (`config.name = …`), or an entry of one (`plist["K"] = …`).
  private mutating func assign(_ value: SwiftExpression, to target: Expression) throws(Stop) {
    switch target {
    case .name(let name, let line):
      guard let scope = scopes.lastIndex(where: { $0[name] != nil }) else {
        // A member of the value being made, written without `self.` in its initializer.
        if case .name(_, let fields?, _) = scopes.first?["self"],
          fields.contains(where: { $0.label == name })
        {
          return try assign(value, to: .member(.name("self", line: line), name, line: line))
        }
        throw Stop(location: location(line), reason: "it assigns \(name), which is not its own")
      }
      scopes[scope][name] = value
    case .member(let base, let member, let line):
      let record = try evaluate(base)
      guard case .name(let type, let fields?, let at) = record else {
        throw Stop(
          location: location(line),
          reason: "it sets \(member) of \(Self.quoted(record)), which the scan does not know")
      }
      var changed = fields
      if let slot = changed.firstIndex(where: { $0.label == member }) {
        changed[slot].value = value
      } else {
        changed.append(.init(label: member, value: value))
      }
      try assign(.name(type, arguments: changed, line: at), to: base)
    case .subscripted(let base, let key, let line):
      let dictionary = try evaluate(base)
      let index = try evaluate(key)
      guard case .dictionary(var entries, let at) = dictionary, Self.isKnown(index) else {
        throw Stop(
          location: location(line),
          reason: "it sets an entry of \(Self.quoted(dictionary)), which the scan does not know")
      }
      entries.removeAll { Self.same($0.key, index) }
      entries.append(.init(key: index, value: value))
      try assign(.dictionary(entries, line: at), to: base)
    default:
      throw Stop(location: location(target.line), reason: "it assigns to an expression")
    }
  }

  // MARK: Expressions

  /// The value of an expression.
  ///
  /// - Parameters:
  ///   - expression: the expression.
  ///   - type: the type it is expected to have, where known (a parameter's, an argument's of
  ///     Tuist's API), which decides what an implicit member stands for.
  /// - Returns: the value, ``SwiftExpression/other(_:line:)`` where not known.
  /// - Throws: ``Stop`` where a condition or statement in it needs what is not known.
  mutating func evaluate(
    _ expression: Expression, as type: String? = nil
  ) throws(Stop) -> SwiftExpression {
    try step(expression.line)
    switch expression {
    case .literal(let value): return try interpolated(value)
    case .name(let name, let line): return try lookUp(name, line: line)
    case .implicitMember(let member, let line):
      if let getter = implicitMember(member, of: type) {
        return try call(getter, [], at: location(line))
      }
      return .name("." + member, arguments: nil, line: line)
    case .member(let base, let member, let line):
      return try self.member(member, of: base, line: line)
    case .call(let callee, let arguments, let line):
      let value = try call(callee, arguments, line: line)
      // `.init(…)` where a type is expected (`return .init(…)` in `extension Project`).
      if case .name(".init", let given?, let at) = value, let type {
        return helpers.types[type] != nil
          ? try construct(type, given, line: at) : Self.call(type, given, line: at)
      }
      return value
    case .subscripted(let base, let key, let line):
      let value = try evaluate(base)
      let index = try evaluate(key)
      switch value {
      case .dictionary(let entries, _) where Self.isKnown(index):
        return entries.last { Self.same($0.key, index) }?.value ?? Self.nilValue
      case .array(let items, _):
        if case .number(let text, _) = index, let at = Int(text), items.indices.contains(at) {
          return items[at]
        }
      default: break
      }
      return .other(value.source + "[" + index.source + "]", line: line)
    case .closure(_, _, let line): return .other("{ … }", line: line)
    case .array(let items, let line):
      return .array(try items.map { item throws(Stop) in try evaluate(item, as: type) }, line: line)
    case .dictionary(let entries, let line):
      return .dictionary(
        try entries.map { entry throws(Stop) in
          .init(key: try evaluate(entry.key), value: try evaluate(entry.value))
        },
        line: line)
    case .binary(let operation, let left, let right, let line):
      return try binary(operation, left, right, as: type, line: line)
    case .not(let operand, let line):
      let value = try evaluate(operand)
      guard case .boolean(let truth, _) = value else {
        return .other("!" + value.source, line: line)
      }
      return .boolean(!truth, line: line)
    case .ternary(let condition, let whenTrue, let whenFalse, let line):
      let value = try evaluate(condition)
      if case .boolean(let truth, _) = value {
        return try evaluate(truth ? whenTrue : whenFalse, as: type)
      }
      // A condition the scan cannot know (an environment variable's): the value both branches
      // give, else one unknown, which stops only what needs it.
      let first = try evaluate(whenTrue, as: type)
      let second = try evaluate(whenFalse, as: type)
      if Self.same(first, second) { return first }
      return .other(
        value.source + " ? " + first.source + " : " + second.source, line: line)
    case .unknown(let text, let line): return .other(text, line: line)
    case .refused(let reason, let line):
      throw Stop(location: location(line), reason: "it holds \(reason); not evaluated")
    }
  }

  /// The value of a name: a variable, `nil`, a constant or computed property of the helpers,
  /// else the name itself (a type, or a constant of the manifest that its reader resolves).
  private mutating func lookUp(_ name: String, line: Int) throws(Stop) -> SwiftExpression {
    if let value = scopes.last(where: { $0[name] != nil })?[name] { return value }
    // A member of `self`, read without `self.`: locals shadow it, it shadows globals.
    if case .name(_, let fields?, _) = scopes.first?["self"],
      let field = fields.first(where: { $0.label == name })
    {
      return field.value
    }
    if name == "nil" { return Self.nilValue }
    if let getter = declared(name) {
      // A member of the type whose member runs, read without `self.`, reads the same value.
      let this = getter.owner == owner ? scopes.first?["self"] : nil
      return try call(getter, [], at: location(line), this: this)
    }
    return .name(name, arguments: nil, line: line)
  }

  /// The dotted name an expression of names and members writes when it names a type, not a
  /// value (`Project.Environment`, `.Features`): its first name is no variable, and no part
  /// of it is a constant the helpers declare.
  private func typePath(_ expression: Expression) -> String? {
    var path: String
    switch expression {
    case .name(let name, _):
      guard !scopes.contains(where: { $0[name] != nil }) else { return nil }
      path = name == "Self" ? owner ?? name : name
    case .implicitMember(let member, _): path = "." + member
    case .member(let base, let member, _):
      guard let base = typePath(base) else { return nil }
      // A case of one of the helpers' enums (`BuildEnvironment.development`), or all of them
      // (`Feature.allCases`), is a value.
      if let cases = enumCases(of: base), cases.contains(member) || member == "allCases" {
        return nil
      }
      path = base + "." + member
    default: return nil
    }
    return declared(path) == nil ? path : nil
  }

  /// The cases of an enum the helpers declare, by its dotted name or an alias of it.
  private func enumCases(of type: String) -> [String]? {
    helpers.cases[helpers.aliases[type] ?? type]
  }

  /// The constant or computed property an implicit member stands for: the expected type's, or
  /// where that type has none the helpers declare (or none is expected), the one member of that
  /// name of all the helpers' types.
  private func implicitMember(_ member: String, of type: String?) -> TuistHelpers.Helper? {
    if let type {
      let canonical = helpers.aliases[type] ?? type
      if let getter = helpers.getters[canonical + "." + member] { return getter }
      if helpers.typesWithConstants.contains(canonical) { return nil }
    }
    // A case of the helpers' enums is as likely as a constant of that name.
    return helpers.enumCases.contains(member) ? nil : declared("." + member)
  }

  /// The computed property of an enum case written as an implicit member (`.PCFirebase`):
  /// that of the one enum of the helpers that has the case and declares the property, or
  /// `nil` when none or several do.
  private func caseMember(_ value: String, _ member: String) -> TuistHelpers.Helper? {
    guard value.hasPrefix("."), let types = helpers.enumsByCase[String(value.dropFirst())]
    else { return nil }
    let getters = types.compactMap { helpers.getters[$0 + "." + member] }
    return getters.count == 1 ? getters[0] : nil
  }

  /// The constant or computed property a dotted name stands for (`Project.Environment.appName`,
  /// `Environment.appName` in a member of `Project`, or `.Features.Root` by its ending), if
  /// the helpers declare it.
  private func declared(_ path: String) -> TuistHelpers.Helper? {
    if path.hasPrefix(".") {
      return helpers.implicitMembers[String(path.dropFirst())].flatMap { helpers.getters[$0] }
    }
    // A member of the type whose member runs, or of a type that holds it, then a global one.
    var scope = owner.map { $0.split(separator: ".").map(String.init) } ?? []
    while true {
      if let getter = helpers.getters[(scope + [path]).joined(separator: ".")] { return getter }
      guard !scope.isEmpty else { return nil }
      scope.removeLast()
    }
  }

  /// A member of a value: a constant or computed property by its dotted name, a struct's or a
  /// call's argument, an enum case's raw value, a collection's `count`, `isEmpty`, `first`.
  private mutating func member(
    _ member: String, of base: Expression, line: Int
  ) throws(Stop) -> SwiftExpression {
    if let path = typePath(base) {
      if let getter = declared(path + "." + member) {
        return try call(getter, [], at: location(line))
      }
      guard let cases = enumCases(of: path) else {
        return .name(path + "." + member, arguments: nil, line: line)
      }
      if member == "allCases" {
        return .array(cases.map { .name("." + $0, arguments: nil, line: line) }, line: line)
      }
      // A case, written as an implicit member is (`.development`), so that the two compare.
      if cases.contains(member) { return .name("." + member, arguments: nil, line: line) }
      return .name(path + "." + member, arguments: nil, line: line)
    }
    // An enum case's raw value, by the enum's name where written (`Module.Domain.push.rawValue`).
    if member == "rawValue", case .member(let enumPath, let caseName, _) = base,
      let type = typePath(enumPath), let raw = helpers.rawValue(of: type + "." + caseName)
    {
      return .string(raw, line: line)
    }
    let value = try evaluate(base)
    // A computed property the helpers declare on a type of their own (`$0.hasFramework`): on
    // an enum case, that of the one enum with such a case that declares it (`path` on
    // `.PCFirebase` when `Modules.Utility` and `Modules.Domain` both declare `path`).
    if case .name(let name, let arguments, _) = value, name != "nil",
      let getter = (arguments == nil ? caseMember(name, member) : nil) ?? declared("." + member)
    {
      return try call(getter, [], at: location(line), this: value)
    }
    return try Self.member(member, of: value, helpers: helpers, line: line)
  }

  /// A call: of a helper, a struct's initializer, a method of a value, or Tuist's API (kept
  /// as the call, its arguments evaluated).
  private mutating func call(
    _ callee: Expression, _ arguments: [HelperSyntax.Argument], line: Int
  ) throws(Stop) -> SwiftExpression {
    let labels = arguments.map(\.label)
    var name: String
    switch callee {
    case .member(let base, let method, _):
      guard let path = typePath(base) else {
        let value = try evaluate(base)
        return try self.method(method, of: value, arguments, line: line)
      }
      name = path + "." + method
      if method == "init", helpers.types[path] != nil {
        return try construct(path, try evaluated(arguments), line: line)
      }
    case .name(let called, _):
      name = called
      if helpers.types[called] != nil {
        return try construct(called, try evaluated(arguments), line: line)
      }
      // A method of the value whose method runs, called without `self.` (`merging(…)`).
      if let this = scopes.first?["self"], called.first?.isLowercase ?? false,
        helpers.function(named: called, labels: labels) == nil
      {
        return try method(called, of: this, arguments, line: line)
      }
    case .implicitMember(let member, _): name = "." + member
    default:
      return .other(try evaluate(callee).source + "(…)", line: line)
    }
    let last = String(name.split(separator: ".").last ?? "")
    if let helper = helpers.function(named: last, labels: labels) {
      // A method called without `self.` runs on the same value.
      let this = callee.isName ? scopes.first?["self"] : nil
      return try call(
        helper, try evaluated(arguments, types: helper.parameterTypes), at: location(line),
        this: this)
    }
    // Tuist's own static function, called without its type inside an extension of that type
    // (`return target(name: …)` in `extension Target`), is the implicit member it would be.
    if callee.isName, let owner, Self.tuistTypes.contains(owner), !name.contains("."),
      name.first?.isLowercase ?? false
    {
      name = "." + name
    }
    return Self.call(name, try evaluated(arguments, types: Self.argumentTypes), line: line)
  }

  /// ProjectDescription's types whose static functions a helper in their extension may call
  /// without the type's name: those Tuist's arguments take, and the project and workspace.
  static let tuistTypes = Set(argumentTypes.values.compactMap { $0 }).union([
    "Project", "Workspace",
  ])

  /// Arguments evaluated, each as the type its label takes where known; a closure among them
  /// is unknown.
  mutating func evaluated(
    _ arguments: [HelperSyntax.Argument], types: [String: String?] = [:]
  ) throws(Stop) -> [SwiftExpression.Argument] {
    var values: [SwiftExpression.Argument] = []
    for argument in arguments {
      let type = types[argument.label ?? ""] ?? nil
      values.append(.init(label: argument.label, value: try evaluate(argument.value, as: type)))
    }
    return values
  }

  /// The types the arguments of Tuist's own calls take, by label: what an implicit member
  /// among them may stand for.
  static let argumentTypes: [String: String?] = [
    "path": "Path", "infoPlist": "InfoPlist", "dependencies": "TargetDependency",
    "settings": "Settings", "destinations": "Destinations", "product": "Product",
    "deploymentTargets": "DeploymentTargets", "deploymentTarget": "DeploymentTarget",
    "entitlements": "Entitlements", "sources": "SourceFilesList", "scripts": "TargetScript",
    "resources": "ResourceFileElements", "configurations": "Configuration",
    "base": "SettingsDictionary", "platform": "Platform", "packages": "Package",
    "schemes": "Scheme", "targets": "Target",
  ]

  /// Runs a closure with arguments: its parameters (or `$0`, `$1`) bound, the value of its
  /// single expression or what its body returns (`nil` for none).
  mutating func apply(
    _ closure: Expression, to values: [SwiftExpression]
  ) throws(Stop) -> SwiftExpression {
    guard case .closure(let parameters, let body, let line) = closure else {
      throw Stop(
        location: location(closure.line),
        reason: "it passes a function the scan does not read where a closure goes")
    }
    var scope: [String: SwiftExpression] = [:]
    for (index, value) in values.enumerated() {
      let name = index < parameters.count ? parameters[index] : "$\(index)"
      if name != "_" { scope[name] = value }
    }
    try step(line)
    scopes.append(scope)
    defer { scopes.removeLast() }
    if body.count == 1, case .evaluation(let single) = body[0] { return try evaluate(single) }
    if case .returned(let value) = try run(body) { return value }
    return Self.nilValue
  }

  /// A string literal with its interpolations evaluated, when each is a string, number or
  /// boolean; else as written.
  private mutating func interpolated(_ value: SwiftExpression) throws(Stop) -> SwiftExpression {
    guard case .interpolation(let text, let line) = value else { return value }
    var result = ""
    var rest = Substring(text)
    while let open = rest.range(of: "\\(") {
      var depth = 1
      var close = open.upperBound
      while close < rest.endIndex {
        if rest[close] == "(" { depth += 1 }
        if rest[close] == ")" {
          depth -= 1
          if depth == 0 { break }
        }
        close = rest.index(after: close)
      }
      guard close < rest.endIndex else { return value }
      let tokens = SourceTokenizer.tokens(
        of: Array(rest[open.upperBound..<close].utf8), language: .swift)
      guard !tokens.isEmpty else { return value }
      var parser = HelperParser(tokens, at: 0)
      let part: String
      switch try evaluate(parser.expression()) {
      case .string(let string, _): part = string.replacingOccurrences(of: "\\", with: "\\\\")
      case .number(let number, _): part = number
      case .boolean(let truth, _): part = truth ? "true" : "false"
      default: return value
      }
      result += rest[..<open.lowerBound] + part
      rest = rest[rest.index(after: close)...]
    }
    return (result + rest).unescapingBackslashes(refusing: ["(", "#"]).map {
      .string($0, line: line)
    }
      ?? value
  }
}
