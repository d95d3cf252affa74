import PushMatrixIO

/// The helper functions of a Tuist project's `Tuist/ProjectDescriptionHelpers`, read without
/// running Tuist: a manifest's call of one (`Project.app(name: "X")`, `.featureFramework(name:
/// "Y")`) stands for what its body makes with its arguments bound, which ``HelperEvaluator``
/// works out: constants, `if`, `guard`, `switch`, `for`, the ternary operator, `map` and
/// `forEach` over arrays, a dictionary's `merging`, the structs the helpers declare and the
/// helpers they call.
///
/// Where a value the body needs is not known (a condition on an environment variable, a call
/// the evaluator does not know), the call is not read, and the reason names the helper and the
/// line that stopped it, so that the fields it decides stay unknown.
///
/// The functions a `Project.swift` or a `Package.swift` defines for itself are read the same
/// way (``adding(manifest:_:)``), as are the constants the helper files declare (``values``).
struct TuistHelpers {
  /// A helper function, initializer or computed property.
  struct Helper: Sendable {
    /// A parameter: the label callers write (`nil` for `_`), its name in the body, the name of
    /// its type, and its default value.
    struct Parameter: Sendable {
      var label: String?
      var name: String
      var type: String?
      var defaultValue: HelperSyntax.Expression?
    }

    var name: String
    /// The type it is declared in, dotted (`Project.Environment`), or `nil` at the top level.
    var owner: String?
    var file: String
    var line: Int
    var parameters: [Parameter] = []
    /// The type it returns where written (`-> SourceFilesList`, `var sources: SourceFilesList`),
    /// `Self` resolved to its owner: what a value it returns is expected to be.
    var returnType: String?
    var body: [HelperSyntax.Statement] = []

    /// The parameters' types by label (`""` for none): what the arguments are expected to be.
    var parameterTypes: [String: String?] {
      Dictionary(parameters.map { ($0.label ?? "", $0.type) }) { first, _ in first }
    }

    /// Whether a call's argument labels fit the parameters, and each parameter without a
    /// default is given.
    func accepts(_ labels: [String?]) -> Bool {
      labels.allSatisfy { label in parameters.contains { $0.label == label } }
        && parameters.allSatisfy { parameter in
          parameter.defaultValue != nil || labels.contains(parameter.label)
        }
    }
  }

  /// A struct the helpers declare: its stored properties with their declared types and
  /// defaults, and its initializers (none: the memberwise one).
  struct StructType: Sendable {
    var fields: [(name: String, type: String?, defaultValue: HelperSyntax.Expression?)] = []
    var initializers: [Helper] = []
  }

  /// What a call of a helper stands for.
  enum Expansion {
    /// The helper's result with the call's arguments bound.
    case expanded(SwiftExpression)
    /// The call is not read, with where and why.
    case unread(location: FileLocation, reason: String)
  }

  /// The names Tuist's own API gives to calls a manifest makes, never a helper's.
  static let builtIns: Set<String> = ["target", "settings", "init", "file", "default"]

  /// The steps evaluations with these helpers have taken, shared by every copy: one scan's
  /// helpers run at most ``limit`` steps (``HelperEvaluator/maximumSteps``), however many
  /// manifests call them.
  final class Steps {
    let limit: Int
    var taken = 0

    init(limit: Int) { self.limit = limit }
  }

  /// The steps taken so far.
  private(set) var steps: Steps

  /// The helper functions by name, overloads in path order.
  private(set) var functions: [String: [Helper]] = [:]
  /// The computed properties by name, and by their type's name dotted with theirs.
  private(set) var getters: [String: Helper] = [:]
  /// The structs by name.
  private(set) var types: [String: StructType] = [:]
  /// The raw values enum cases declare, by the enum's name dotted with the case's
  /// (`Configuration.dev` for `case dev = "DEV"`).
  private(set) var rawValues: [String: String] = [:]

  /// The raw value of an enum case, named by its enum and case or by its case alone
  /// (`.dev`): the one the helpers declare for it, the case's name when none declares one (a
  /// `String` enum's default), or `nil` when enums declare different ones for a case of that
  /// name.
  func rawValue(of name: String) -> String? {
    let key = name.hasPrefix(".") ? String(name.dropFirst()) : name
    if let value = rawValues[key] ?? rawValues[aliases[key] ?? key] { return value }
    let caseName = String(key.split(separator: ".").last ?? "")
    let declared = Set(
      rawValues.filter { $0.key.hasSuffix("." + caseName) && $0.key.hasSuffix("." + key) }.values)
    if declared.count > 1 { return nil }
    return declared.first ?? caseName
  }
  /// The names of the cases the helpers' enums declare: an implicit member of that name may
  /// be one of them rather than a constant.
  private(set) var enumCases: Set<String> = []
  /// Each enum's cases in the order it declares them: its `allCases`.
  private(set) var cases: [String: [String]] = [:]
  /// The enums that declare each case name, in name order: what an implicit member such as
  /// `.PCFirebase` may be a case of.
  private(set) var enumsByCase: [String: [String]] = [:]
  /// The types the helpers declare constants or computed properties of.
  private(set) var typesWithConstants: Set<String> = []
  /// The types that top-level `typealias`es name, by alias.
  private(set) var aliases: [String: String] = [:]

  /// Whether a file holds helpers of the projects Tuist makes: it is below
  /// `Tuist/ProjectDescriptionHelpers`, or a local plugin's `<plugin>/ProjectDescriptionHelpers`
  /// (whose helpers a manifest calls once it imports the plugin; `Config.swift` may keep plugins
  /// in any folder: `Plugins/`, `Plugin/`, `Tuist/Plugins/`).
  static func isHelper(_ file: String) -> Bool {
    file.split(separator: "/").dropLast().contains("ProjectDescriptionHelpers")
  }

  /// The folder of the project's root, relative to the scanned root: the one that holds the
  /// first helper file's `Tuist/` folder (`""` for the scanned root), which `.relativeToRoot`
  /// paths start from.
  private(set) var root = ""

  /// The constants the helper files declare, by name: a top-level one's, or a type member's
  /// dotted with its type's (`Constants.deploymentTarget`).
  private(set) var values: [String: SwiftExpression] = [:]

  /// Reads the helpers and constants of files.
  ///
  /// - Parameters:
  ///   - files: each file's path relative to the scanned root, and its tokens; a name defined
  ///     twice keeps the first, in path order.
  ///   - steps: how many steps the evaluations with them may take, all together.
  init(
    _ files: [(file: String, tokens: [SourceToken])] = [],
    steps: Int = HelperEvaluator.maximumSteps
  ) {
    self.steps = Steps(limit: steps)
    let marker = "Tuist/ProjectDescriptionHelpers/"
    if let first = files.lazy.map(\.file).first(where: { $0.contains(marker) }),
      let range = first.range(of: marker)
    {
      root = String(first[..<range.lowerBound].dropLast())
    }
    for (file, tokens) in files {
      readDeclarations(of: file, tokens)
      values.merge(SwiftExpression.declarations(in: tokens)) { first, _ in first }
    }
    index()
  }

  /// Indexes the constants and computed properties read: under an alias's type too, by the
  /// endings an implicit member may write, and by the types that have some.
  private mutating func index() {
    // A constant of a type named by an alias (`Dep.data` for `typealias Dep =
    // TargetDependency`) is the type's too.
    for (key, getter) in getters.sorted(by: { $0.key < $1.key }) {
      let parts = key.split(separator: ".", maxSplits: 1)
      guard parts.count == 2, let type = aliases[String(parts[0])] else { continue }
      let canonical = type + "." + parts[1]
      if getters[canonical] == nil { getters[canonical] = getter }
    }
    // Each dotted name under each of its shorter endings (`Features.Root` and `Root` for
    // `TargetDependency.Features.Root`): what an implicit member path may stand for.
    var owners: [String: Set<String>] = [:]
    for name in getters.keys {
      let parts = name.split(separator: ".")
      for start in parts.indices.dropFirst() {
        owners[parts[start...].joined(separator: "."), default: []].insert(name)
      }
    }
    for (member, names) in owners where !Self.apiMembers.contains(member) {
      // One declaration, however many names an alias gives it.
      let declarations = Set(names.compactMap { getters[$0].map { "\($0.file):\($0.line)" } })
      if declarations.count == 1 { implicitMembers[member] = names.min() }
    }
    typesWithConstants = Set(
      getters.keys.compactMap { key in
        key.lastIndex(of: ".").map { String(key[..<$0]) }
      })
    enumsByCase = [:]
    for type in cases.keys.sorted() {
      for name in Set(cases[type]!) { enumsByCase[name, default: []].append(type) }
    }
  }

  /// The implicit members of Tuist's own types a manifest writes (`.app`, `.iOS`, `.debug`),
  /// which a helper's static member of the same name never stands for: the scan cannot tell
  /// the type an implicit member belongs to.
  static let apiMembers: Set<String> = [
    "app", "appExtension", "framework", "staticFramework", "staticLibrary", "dynamicLibrary",
    "unitTests", "uiTests", "bundle", "commandLineTool", "watch2App", "watch2Extension",
    "appClip", "extensionKitExtension", "macro", "iOS", "macOS", "tvOS", "watchOS", "visionOS",
    "iPhone", "iPad", "mac", "appleWatch", "appleTv", "appleVision", "debug", "release",
    "default", "file", "settings", "target", "project", "external", "package", "sdk",
  ]

  /// The dotted name of the one constant or computed property of the helpers' types that an
  /// implicit member may stand for (`.appInfoPlist` for `InfoPlist.appInfoPlist`), by member
  /// (or members: `Features.Root` for `.Features.Root`).
  private(set) var implicitMembers: [String: String] = [:]

  /// The helpers with those a manifest declares itself added, ahead of the others': a
  /// `Project.swift` or `Package.swift` may define the functions it calls.
  func adding(manifest file: String, _ tokens: [SourceToken]) -> TuistHelpers {
    var local = TuistHelpers()
    local.readDeclarations(of: file, tokens)
    guard
      !local.functions.isEmpty || !local.types.isEmpty || !local.getters.isEmpty
        || !local.cases.isEmpty || !local.aliases.isEmpty
    else { return self }
    local.functions.merge(functions) { own, others in own + others }
    local.getters.merge(getters) { own, _ in own }
    local.types.merge(types) { own, _ in own }
    local.rawValues.merge(rawValues) { own, _ in own }
    local.aliases.merge(aliases) { own, _ in own }
    local.enumCases.formUnion(enumCases)
    local.cases.merge(cases) { own, _ in own }
    local.values = values
    local.steps = steps
    local.root = root
    local.index()
    return local
  }

  /// The helper a call of a name with argument labels calls.
  ///
  /// The first overload that accepts the labels, else the first whose labels are all its own
  /// (which then lacks a parameter); `nil` for a name no helper has. A name Tuist's API also
  /// has (`target`) calls a helper only when the helper accepts the labels: else it is Tuist's.
  func function(named name: String, labels: [String?]) -> Helper? {
    guard let overloads = functions[name] else { return nil }
    if let helper = overloads.first(where: { $0.accepts(labels) }) { return helper }
    guard !Self.builtIns.contains(name) else { return nil }
    return overloads.first { helper in
      labels.allSatisfy { label in helper.parameters.contains { $0.label == label } }
    }
  }

  /// Reads the functions, structs, computed properties and enum raw values of a file.
  private mutating func readDeclarations(of file: String, _ tokens: [SourceToken]) {
    // Each open brace: the type whose body it opens (with whether it is an enum), or `nil`.
    var scopes: [(name: String, isEnum: Bool)?] = []
    var pendingType: (name: String, isEnum: Bool)?
    var index = 0
    while index < tokens.count {
      let token = tokens[index]
      if token.isPunctuation("{") {
        // A type declared in another is named by both (`Project.Environment.InfoPlist`).
        if var type = pendingType, let enclosing = scopes.last ?? nil {
          type.name = enclosing.name + "." + type.name
          pendingType = type
        }
        scopes.append(pendingType)
        pendingType = nil
      } else if token.isPunctuation("}") {
        _ = scopes.popLast()
      }
      guard token.kind == .identifier, index + 1 < tokens.count else {
        index += 1
        continue
      }
      let owner = scopes.last ?? nil
      let atTypeLevel = scopes.isEmpty || owner != nil
      let next = tokens[index + 1]
      switch token.text {
      case "extension" where next.isPunctuation("["):
        // An extension of a collection type (`extension [String: Plist.Value]`), named as written.
        var name = ""
        index += 1
        while index < tokens.count, !tokens[index].isPunctuation("{") {
          name += tokens[index].text
          index += 1
        }
        pendingType = (name, false)
        continue
      case "struct", "enum", "class",
        "extension"
      where next.kind == .identifier && (index == 0 || !tokens[index - 1].isIdentifier("import")):
        var name = next.text
        index += 2
        while index + 1 < tokens.count, tokens[index].isPunctuation("."),
          tokens[index + 1].kind == .identifier
        {
          name += "." + tokens[index + 1].text
          index += 2
        }
        if name.hasPrefix("ProjectDescription.") { name.removeFirst("ProjectDescription.".count) }
        pendingType = (name, token.text == "enum")
        continue
      case "typealias" where scopes.isEmpty && next.kind == .identifier:
        if index + 3 < tokens.count, tokens[index + 2].isPunctuation("="),
          tokens[index + 3].kind == .identifier
        {
          aliases[next.text] = tokens[index + 3].text
        }
      case "func" where atTypeLevel && next.kind == .identifier:
        index += 2
        var helper = Helper(name: next.text, owner: owner?.name, file: file, line: token.line)
        readSignature(tokens, at: &index, into: &helper)
        functions[helper.name, default: []].append(helper)
        continue
      case "init" where owner != nil && !(owner?.isEnum ?? true):
        index += 1
        if index < tokens.count, tokens[index].isPunctuation("?") { index += 1 }
        var helper = Helper(name: "init", owner: owner?.name, file: file, line: token.line)
        readSignature(tokens, at: &index, into: &helper)
        types[owner?.name ?? "", default: StructType()].initializers.append(helper)
        continue
      case "var",
        "let" where atTypeLevel && next.kind == .identifier:
        let isStatic =
          index > 0
          && (tokens[index - 1].isIdentifier("static") || tokens[index - 1].isIdentifier("class"))
        var parser = HelperParser(tokens, at: index + 2)
        var declaredType: String?
        if parser.index < tokens.count, tokens[parser.index].isPunctuation(":") {
          declaredType = parser.type()
        }
        index = parser.index
        let key = owner.map { $0.name + "." + next.text } ?? next.text
        if index < tokens.count, tokens[index].isPunctuation("{") {
          // A computed property: a helper without parameters.
          let body = parser.block()
          index = parser.index
          if getters[key] == nil {
            getters[key] = Helper(
              name: next.text, owner: owner?.name, file: file, line: token.line,
              returnType: declaredType, body: body)
          }
          continue
        }
        var defaultValue: HelperSyntax.Expression?
        if index < tokens.count, tokens[index].isPunctuation("=") {
          var value = HelperParser(tokens, at: index + 1)
          defaultValue = value.expression()
          index = value.index
        }
        if let owner, !owner.isEnum, !isStatic {
          types[owner.name, default: StructType()].fields.append(
            (next.text, declaredType, defaultValue))
        } else if let defaultValue, getters[key] == nil {
          // A constant: a helper whose body is its value, evaluated where it is used.
          getters[key] = Helper(
            name: next.text, owner: owner?.name, file: file, line: token.line,
            body: [.evaluation(defaultValue)])
        }
        continue
      case "case" where owner?.isEnum ?? false:
        index += 1
        while index < tokens.count, tokens[index].kind == .identifier {
          enumCases.insert(tokens[index].text)
          if let owner { cases[owner.name, default: []].append(tokens[index].text) }
          if index + 2 < tokens.count, tokens[index + 1].isPunctuation("="),
            tokens[index + 2].kind == .string, let owner
          {
            rawValues[owner.name + "." + tokens[index].text] = tokens[index + 2].text
            index += 2
          }
          index += 1
          guard index < tokens.count, tokens[index].isPunctuation(",") else { break }
          index += 1
        }
        continue
      default: break
      }
      index += 1
    }
  }

  /// Reads a function's or initializer's generic clause, parameters and body, from after its
  /// name past its closing `}` (a declaration without a body, in a protocol, has none).
  private func readSignature(
    _ tokens: [SourceToken], at index: inout Int, into helper: inout Helper
  ) {
    while index < tokens.count, !tokens[index].isPunctuation("("), !tokens[index].isPunctuation("{")
    {
      index += 1
    }
    guard index < tokens.count, tokens[index].isPunctuation("(") else { return }
    index += 1
    helper.parameters = Self.parameters(tokens, at: &index)
    // The return type, `throws` and a `where` clause, up to the body on this line or the next.
    while index < tokens.count, !tokens[index].isPunctuation("{"),
      !tokens[index].isPunctuation("}"),
      !(tokens[index].kind == .identifier
        && ["func", "var", "let", "init", "static", "case"].contains(tokens[index].text))
    {
      if tokens[index].isPunctuation("->") {
        var parser = HelperParser(tokens, at: index)
        helper.returnType = parser.type()
        index = parser.index
        continue
      }
      index += 1
    }
    guard index < tokens.count, tokens[index].isPunctuation("{") else { return }
    var parser = HelperParser(tokens, at: index)
    helper.body = parser.block()
    index = parser.index
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
      var type: String?
      if index < tokens.count, tokens[index].isPunctuation(":") {
        var parser = HelperParser(tokens, at: index)
        type = parser.type()
        index = parser.index
      }
      var defaultValue: HelperSyntax.Expression?
      if index < tokens.count, tokens[index].isPunctuation("=") {
        var value = HelperParser(tokens, at: index + 1)
        defaultValue = value.expression()
        index = value.index
      }
      if let name = names.last {
        let label = names.count > 1 ? names[names.count - 2] : name
        parameters.append(
          Helper.Parameter(
            label: label == "_" ? nil : label, name: name, type: type, defaultValue: defaultValue))
      }
      while index < tokens.count, !tokens[index].isPunctuation(","),
        !tokens[index].isPunctuation(")")
      {
        index += 1
      }
      if index < tokens.count, tokens[index].isPunctuation(",") { index += 1 }
    }
    index += 1
    return parameters
  }

  /// What a call stands for when it calls a helper, or `nil` when it calls none.
  ///
  /// - Parameters:
  ///   - call: the call, its arguments already resolved in the caller's scope.
  ///   - file: the manifest, whose line of the call every part of the expansion is given.
  /// - Returns: the expansion, or why the call is not read; `nil` for a call of no helper.
  func expand(_ call: SwiftExpression, in file: String) -> Expansion? {
    guard case .name(let called, let arguments?, let line) = call else { return nil }
    let name = String(called.split(separator: ".").last ?? "")
    let labels = arguments.map(\.label)
    // An initializer the helpers add to a type, Tuist's own included (`Project(module: .app)`).
    let initializer = types[called]?.initializers.first { $0.accepts(labels) }
    guard let helper = function(named: name, labels: labels) ?? initializer else { return nil }
    var evaluator = HelperEvaluator(helpers: self, manifest: file)
    do {
      return .expanded(try evaluator.resolved(call))
    } catch {
      return .unread(
        location: FileLocation(file: file, line: line),
        reason: "helper \(called) (\(helper.file):\(helper.line)) is not read: \(error.reason) "
          + "(\(error.location.file):\(error.location.line ?? helper.line))")
    }
  }
}
