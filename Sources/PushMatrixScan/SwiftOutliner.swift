import PushMatrixIO

/// The structural pass over a Swift file's tokens: type declarations and their conformances,
/// functions and their bodies, the calls in them, and assignments to the notification
/// center's delegate.
///
/// It tracks the braces: each `{` opens a type's body, a function's body, a statement's block
/// (`if`, `for`, `do`, …) or a closure, which it names by the call that takes it
/// (`requestAuthorization`, `async`, `onAppear`), so that a later step can tell code that runs
/// at once from code that runs later. A property's initial value counts as a function of its
/// own, run when the property is first read or its instance made.
///
/// Two shapes of The Composable Architecture make functions of their own too: a closure passed
/// for a labelled argument of the type's own initializer (a dependency client's
/// `liveValue = Self(delegate: { … })`) is the type's member of that name, and in a file that
/// imports the library each `case` clause of a `switch action` is an action case, run when a
/// store is sent that action (``SourceOutline/Function/Kind/actionCase``).
package struct SwiftOutliner: Outliner {
  /// An open parenthesis or square bracket, with the name it follows, if any.
  private struct Group {
    var isParenthesis: Bool
    var callee: String?
  }

  /// A property declaration whose initial value is being read.
  private struct OpenProperty {
    var function: Int
    /// How many frames and groups were open at its declaration.
    var frames: Int
    var groups: Int
    var hasInitialValue: Bool
  }

  /// The words that declare a type or an extension.
  private static let typeKeywords: Set<String> = [
    "class", "struct", "enum", "actor", "protocol", "extension",
  ]
  /// The accessors and observers of a property, whose `{` opens a block.
  private static let accessors: Set<String> = ["get", "set", "willSet", "didSet"]
  /// The words after which a `{` opens a statement's block rather than a closure.
  private static let blockKeywords: Set<String> = [
    "if", "guard", "while", "for", "switch", "catch", "repeat", "do", "else", "defer",
  ]
  /// The words before a `case` that make it a condition's pattern rather than a clause.
  private static let conditionWords: Set<String> = ["if", "guard", "while", "for"]
  /// The words followed by `(` that are not calls.
  private static let nonCalls: Set<String> = [
    "if", "guard", "while", "for", "switch", "return", "catch", "try", "await", "throw", "in",
    "is", "as", "case", "where", "let", "var", "some", "any", "super", "Self", "func", "init",
    "throws", "rethrows",
  ]
  /// The words that start a member declaration and so end a property's initial value.
  private static let declarationStarts: Set<String> = [
    "func", "var", "let", "init", "deinit", "subscript", "case", "class", "struct", "enum",
    "extension", "protocol", "actor", "typealias", "associatedtype", "static", "private",
    "public", "internal", "fileprivate", "open", "override", "final", "lazy", "weak",
    "unowned", "dynamic", "required", "convenience", "nonisolated", "mutating", "import",
  ]
  /// The words that may stand between `class` as a modifier and the declaration it modifies.
  private static let modifierFollowers: Set<String> = [
    "func", "var", "let", "override", "final", "public", "private", "internal", "fileprivate",
    "open", "static", "subscript", "init", "convenience", "required", "nonisolated",
  ]
  /// Attributes that are not property wrappers.
  private static let plainAttributes: Set<String> = [
    "@objc", "@available", "@MainActor", "@nonobjc", "@IBOutlet", "@IBInspectable", "@NSManaged",
    "@discardableResult", "@inlinable", "@usableFromInline", "@frozen", "@preconcurrency",
  ]

  let tokens: [SourceToken]
  private(set) var outline: SourceOutline
  var index = 0
  private var frames = BraceStack()
  private var groups: [Group] = []
  /// The name before the parenthesis that closed last, for a trailing closure after it.
  private var lastClosedCallee: String?
  private var pendingType: SourceOutline.TypeDeclaration?
  private var pendingFunction: SourceOutline.Function?
  /// The frame and group depths at which a statement's `{` is awaited, and whether it opens a
  /// reducer's `switch action`.
  private var pendingBlock: (frames: Int, groups: Int, isActionSwitch: Bool)?
  /// Whether the file imports The Composable Architecture, whose reducers switch on `action`;
  /// its imports come before any reducer.
  private var importsComposableArchitecture = false
  /// The number of frames open inside each open `switch action` block, innermost last.
  private var actionSwitches: [Int] = []
  private var property: OpenProperty?
  private var attributes: [String] = []
  private var isStatic = false
  /// The receivers found for member calls, by the position of the name, so that a chain of
  /// them (`a.b().c().d()`) is walked back once rather than once per call.
  private var receivers: [Int: SourceOutline.Call.Receiver?] = [:]

  /// Prepares a pass over a file's tokens.
  init(tokens: [SourceToken], file: String) {
    self.tokens = tokens
    outline = SourceOutline(file: file, language: .swift, tokens: tokens)
  }

  /// Reads one token: a declaration, a call, an assignment or a bracket.
  mutating func visit(_ token: SourceToken) {
    switch token.kind {
    case .attribute: attribute(token)
    case .directive: directive(token)
    case .identifier: identifier(token)
    case .punctuation: punctuation(token)
    case .number, .string: break
    }
  }

  // MARK: Declarations

  /// Whether the tokens from `index` are at the level where a member is declared: in a type's
  /// body or at the top level, outside any parenthesis.
  private var isAtMemberLevel: Bool {
    guard groups.count == frames.groupsAtTop else { return false }
    guard let frame = frames.top else { return true }
    if case .type = frame { return true }
    return false
  }

  private mutating func attribute(_ token: SourceToken) {
    closePropertyIfDeclarationStarts(token)
    if isAtMemberLevel { pendingFunction = nil }
    if token.text.hasSuffix("DelegateAdaptor") { adaptor(at: index) }
    attributes.append(token.text)
    if index + 1 < tokens.count && tokens[index + 1].isPunctuation("(") {
      index = tokens.matchingBracket(of: index + 1)
    }
  }

  /// Records the app-delegate adaptor whose attribute is at `position`: the type in
  /// `(AppDelegate.self)`, or else the property's declared type.
  private mutating func adaptor(at position: Int) {
    var type: String?
    if position + 2 < tokens.count && tokens[position + 1].isPunctuation("(") {
      type = tokens[position + 2].kind == .identifier ? tokens[position + 2].text : nil
    } else if let colon = (position..<min(position + 10, tokens.count)).first(where: {
      tokens[$0].isPunctuation(":")
    }), colon + 1 < tokens.count {
      type = tokens[colon + 1].text
    }
    guard let type else { return }
    outline.adaptors.append(
      SourceOutline.Adaptor(
        attribute: tokens[position].text, type: type, owner: enclosingType,
        line: tokens[position].line))
  }

  private mutating func directive(_ token: SourceToken) {
    switch token.text {
    case "#selector", "#keyPath":
      if index + 1 < tokens.count && tokens[index + 1].isPunctuation("(") {
        index = tokens.matchingBracket(of: index + 1)
      }
    case "#if", "#elseif":
      while index + 1 < tokens.count && tokens[index + 1].line == token.line { index += 1 }
    default: break
    }
  }

  private mutating func identifier(_ token: SourceToken) {
    closePropertyIfDeclarationStarts(token)
    // A function declared without a body, as in a protocol, awaits none past the next member.
    if isAtMemberLevel && Self.declarationStarts.contains(token.text) { pendingFunction = nil }
    let next = index + 1 < tokens.count ? tokens[index + 1] : nil
    let previous = index > 0 ? tokens[index - 1] : nil
    let afterDot = previous?.isPunctuation(".") ?? false
    if isAtClauseLevel && !afterDot && (token.text == "case" || token.text == "default")
      && !(previous.map { Self.conditionWords.contains($0.text) || $0.isPunctuation(",") }
        ?? false)
    {
      actionClause()
      return
    }
    switch token.text {
    case let word
    where Self.typeKeywords.contains(word) && next?.kind == .identifier
      && !Self.modifierFollowers.contains(next!.text) && !afterDot:
      typeDeclaration(keyword: token.text)
    case "class", "static":
      isStatic = true
    case "func" where next != nil:
      functionDeclaration(kind: .method, nameAt: index + 1)
    case "init" where !afterDot && next.map({ !$0.isPunctuation(".") }) ?? false:
      functionDeclaration(kind: .initializer, nameAt: index)
    // `.init(…)` of a declared type: `static let shared: Manager = .init()`.
    case "init"
    where afterDot && next?.isPunctuation("(") ?? false && index >= 2
      && tokens[index - 2].isPunctuation("="):
      recordCall(nameAt: index)
    case let word where (word == "deinit" || word == "subscript") && !afterDot:
      functionDeclaration(kind: .method, nameAt: index)
    case let word where (word == "var" || word == "let") && isAtMemberLevel:
      propertyDeclaration()
    case let word
    where Self.accessors.contains(word) && !afterDot
      && (next?.isPunctuation("{") ?? false || next?.isPunctuation("(") ?? false):
      pendingBlock = (frames.count, groups.count, false)
    case _ where Self.blockKeywords.contains(token.text):
      let isActionSwitch =
        token.text == "switch" && importsComposableArchitecture
        && next?.isIdentifier("action") ?? false && index + 2 < tokens.count
        && tokens[index + 2].isPunctuation("{")
      pendingBlock = (frames.count, groups.count, isActionSwitch)
    case "delegate" where afterDot && next?.isPunctuation("=") ?? false:
      delegateAssignment(at: index)
    case "import" where next?.isIdentifier("ComposableArchitecture") ?? false:
      importsComposableArchitecture = true
    case _ where next?.isPunctuation("(") ?? false && !Self.nonCalls.contains(token.text):
      recordCall(nameAt: index)
    case _
    where afterDot && index >= 2 && tokens[index - 2].isTypeName
      && !(next?.isPunctuation("{") ?? false):
      record(
        SourceOutline.Call(
          name: token.text, receiver: .type(tokens[index - 2].text), line: token.line))
    default: break
    }
  }

  /// Ends the open property's initial value when a new member declaration starts.
  private mutating func closePropertyIfDeclarationStarts(_ token: SourceToken) {
    // A member named as a keyword (`.init()`) starts no declaration.
    let isMember = index > 0 && tokens[index - 1].isPunctuation(".")
    guard let property, frames.count == property.frames, groups.count == property.groups,
      token.kind == .attribute || (Self.declarationStarts.contains(token.text) && !isMember)
        || token.isPunctuation("}") || token.isPunctuation(";")
    else { return }
    outline.functions[property.function].body =
      outline.functions[property.function].body
      .lowerBound..<index
    self.property = nil
  }

  /// Reads a type declaration's name and inheritance clause, and awaits its body.
  private mutating func typeDeclaration(keyword: String) {
    let line = tokens[index].line
    var position = index + 1
    var name = tokens[position].text
    while position + 2 < tokens.count && tokens[position + 1].isPunctuation(".")
      && tokens[position + 2].kind == .identifier
    {
      position += 2
      name = tokens[position].text
    }
    position += 1
    if position < tokens.count && tokens[position].text.hasPrefix("<") {
      position = closingAngle(from: position) + 1
    }
    var inherits: [String] = []
    if position < tokens.count && tokens[position].isPunctuation(":") {
      var last: String?
      var depth = 0
      position += 1
      while position < tokens.count {
        let token = tokens[position]
        if depth == 0
          && (token.isPunctuation("{") || token.isIdentifier("where") || token.isPunctuation(","))
        {
          if let last { inherits.append(last) }
          last = nil
          if !token.isPunctuation(",") { break }
        } else if token.kind == .punctuation
          && (token.text.hasPrefix("<") || token.text.hasPrefix(">"))
        {
          depth += token.text.hasPrefix("<") ? 1 : -token.text.count
        } else if depth == 0 && token.kind == .identifier && token.text != "any" {
          last = token.text
        }
        position += 1
      }
    }
    pendingType = SourceOutline.TypeDeclaration(
      name: name, keyword: keyword, inherits: inherits, attributes: attributes, line: line)
    attributes = []
    isStatic = false
    index = position - 1
  }

  /// Reads a function's or initializer's name and parameters, and awaits its body.
  ///
  /// - Parameters:
  ///   - kind: a method or an initializer.
  ///   - nameAt: the position of the name: after `func`, or `init` itself.
  private mutating func functionDeclaration(kind: SourceOutline.Function.Kind, nameAt: Int) {
    let name = tokens[nameAt].text
    var position = nameAt + 1
    while position < tokens.count && !tokens[position].isPunctuation("(")
      && !tokens[position].isPunctuation("{")
    {
      position += 1
    }
    var labels: [String] = []
    var parameters: [String] = []
    var end = position - 1
    if position < tokens.count && tokens[position].isPunctuation("(") {
      end = tokens.matchingBracket(of: position)
      (labels, parameters) = parameterNames(from: position + 1, to: end)
    }
    var isAsync = false
    var after = end + 1
    while after < tokens.count && !tokens[after].isPunctuation("{")
      && !tokens[after].isPunctuation("->") && !tokens[after].isPunctuation("}")
    {
      if tokens[after].isIdentifier("async") { isAsync = true }
      if Self.declarationStarts.contains(tokens[after].text) { break }
      after += 1
    }
    pendingFunction = SourceOutline.Function(
      kind: kind, owner: enclosingType, name: name, labels: labels, parameters: parameters,
      isAsync: isAsync, isStatic: isStatic, line: tokens[nameAt].line)
    attributes = []
    isStatic = false
    index = end
  }

  /// Reads the argument labels and parameter names of a parameter clause.
  private func parameterNames(from start: Int, to end: Int) -> (labels: [String], names: [String]) {
    var labels: [String] = []
    var names: [String] = []
    var words: [String] = []
    var depth = 0
    var isInType = false
    for position in start..<end {
      let token = tokens[position]
      if token.isPunctuation("(") || token.isPunctuation("[") { depth += 1 }
      if token.isPunctuation(")") || token.isPunctuation("]") { depth -= 1 }
      guard depth == 0 else { continue }
      if token.isPunctuation(",") {
        isInType = false
        words = []
      } else if token.isPunctuation(":") && !isInType {
        isInType = true
        if let label = words.first {
          labels.append(label)
          names.append(words.count > 1 ? words[1] : label)
        }
      } else if !isInType && token.kind == .identifier {
        words.append(token.text)
      }
    }
    return (labels, names)
  }

  /// Starts a property declaration at member level: its initial value or accessors, read until
  /// the next member, make a function of their own.
  private mutating func propertyDeclaration() {
    guard index + 1 < tokens.count, tokens[index + 1].kind == .identifier else { return }
    let wrapper = attributes.first { !Self.plainAttributes.contains($0) }
    outline.functions.append(
      SourceOutline.Function(
        kind: .property, owner: enclosingType, name: tokens[index + 1].text, isStatic: isStatic,
        wrapper: wrapper, line: tokens[index + 1].line, body: index + 2..<index + 2))
    property = OpenProperty(
      function: outline.functions.count - 1, frames: frames.count, groups: groups.count,
      hasInitialValue: false)
    attributes = []
    isStatic = false
    index += 1
  }

  // MARK: Punctuation and frames

  private mutating func punctuation(_ token: SourceToken) {
    closePropertyIfDeclarationStarts(token)
    switch token.text {
    case "(", "[":
      let previous = index > 0 ? tokens[index - 1] : nil
      groups.append(
        Group(
          isParenthesis: token.text == "(",
          callee: previous?.kind == .identifier ? previous?.text : nil))
    case ")", "]":
      lastClosedCallee = groups.popLast()?.callee
    case "=":
      if var property, frames.count == property.frames, groups.count == property.groups {
        property.hasInitialValue = true
        self.property = property
      }
    case "{": openBrace()
    case "}": closeBrace()
    default: break
    }
  }

  private mutating func openBrace() {
    let level = (frames: frames.count, groups: groups.count)
    defer {
      attributes = []
      isStatic = false
    }
    if let type = pendingType {
      outline.types.append(type)
      pendingType = nil
      frames.push(.type(type.name), groups: groups.count)
      return
    }
    if var function = pendingFunction {
      function.body = index + 1..<index + 1
      outline.functions.append(function)
      pendingFunction = nil
      frames.push(.function(outline.functions.count - 1), groups: groups.count)
      return
    }
    if let property, level == (property.frames, property.groups), !property.hasInitialValue {
      self.property = nil
      outline.functions[property.function].kind = .accessors
      frames.push(.function(property.function), groups: groups.count)
      return
    }
    if let pendingBlock, level == (pendingBlock.frames, pendingBlock.groups) {
      self.pendingBlock = nil
      frames.push(.block, groups: groups.count)
      if pendingBlock.isActionSwitch { actionSwitches.append(frames.count) }
      return
    }
    if let member = closureMember() {
      outline.functions.append(member)
      frames.push(.function(outline.functions.count - 1), groups: groups.count)
      return
    }
    frames.push(.closure(closureName()), groups: groups.count)
  }

  /// The closure opening at `index` as a member of the enclosing type, when it is passed for a
  /// labelled argument of that type's own initializer inside one of its functions:
  /// `static let liveValue = Self(delegate: { … })` makes the member `delegate`, which
  /// `client.delegate()` calls.
  private func closureMember() -> SourceOutline.Function? {
    guard index >= 2, tokens[index - 1].isPunctuation(":"), tokens[index - 2].kind == .identifier,
      let owner = enclosingType, let group = groups.last, group.isParenthesis,
      let callee = group.callee, callee == "Self" || callee == "init" || callee == owner,
      context.function != nil
    else { return nil }
    return SourceOutline.Function(
      kind: .method, owner: owner, name: tokens[index - 2].text, line: tokens[index - 2].line,
      body: index + 1..<index + 1)
  }

  /// Names the call a closure opening at `index` is passed to, recording a trailing closure's
  /// call: `async` in `queue.async {`, `requestAuthorization` in `….requestAuthorization(…) {`.
  private mutating func closureName() -> String {
    guard index > 0 else { return "" }
    let previous = tokens[index - 1]
    if previous.isPunctuation(")") { return lastClosedCallee ?? "" }
    if previous.kind == .identifier && !Self.nonCalls.contains(previous.text) {
      recordCall(nameAt: index - 1)
      return previous.text
    }
    if previous.isPunctuation("(") || previous.isPunctuation(",") || previous.isPunctuation(":") {
      return groups.last?.callee ?? ""
    }
    return ""
  }

  private mutating func closeBrace() {
    // The `}` of a `switch action` ends its last clause too.
    closeActionClause()
    guard let (frame, groupCount) = frames.pop() else { return }
    if frames.count + 1 == actionSwitches.last { actionSwitches.removeLast() }
    if groups.count > groupCount { groups.removeLast(groups.count - groupCount) }
    if case .function(let function) = frame {
      outline.functions[function].body = outline.functions[function].body.lowerBound..<index
    }
    // A property whose type's body closes inside its initial value, as in `var x = f( }`,
    // ends with that body.
    if let property, frames.count < property.frames {
      outline.functions[property.function].body =
        outline.functions[property.function].body.lowerBound..<index
      self.property = nil
    }
    pendingFunction = nil
    pendingBlock = nil
  }

  // MARK: Action cases

  /// Whether the tokens from `index` are where a clause of the innermost `switch action`
  /// starts: in its block or its open clause, outside any parenthesis.
  private var isAtClauseLevel: Bool {
    guard let depth = actionSwitches.last, groups.count == frames.groupsAtTop else { return false }
    return frames.count == depth || (frames.count == depth + 1 && openClause != nil)
  }

  /// The action case open on top of the frames, if any.
  private var openClause: Int? {
    guard let depth = actionSwitches.last, frames.count == depth + 1,
      case .function(let function) = frames.top, outline.functions[function].kind == .actionCase
    else { return nil }
    return function
  }

  /// Ends the action case open on top of the frames, if any, before the token at `index`.
  private mutating func closeActionClause() {
    guard let clause = openClause else { return }
    outline.functions[clause].body = outline.functions[clause].body.lowerBound..<index
    _ = frames.pop()
  }

  /// Reads a clause of a `switch action` at `index`: a `default:` leaves the clause before it;
  /// a `case` whose patterns name enum cases opens an action case running to the next clause.
  private mutating func actionClause() {
    closeActionClause()
    guard tokens[index].isIdentifier("case") else { return }
    var paths: [[String]] = []
    var bound: [String] = []
    var position = index + 1
    var depth = 0
    var pattern = position
    // Names in a `where` clause are read, not bound.
    var inCondition = false
    while position < tokens.count && position - index <= Self.maximumPatternTokens {
      let token = tokens[position]
      if token.isPunctuation("(") || token.isPunctuation("[") { depth += 1 }
      if token.isPunctuation(")") || token.isPunctuation("]") { depth -= 1 }
      if depth == 0 && (token.isPunctuation(",") || token.isPunctuation(":")) {
        let path = Self.casePath(in: tokens, from: pattern)
        if !path.isEmpty { paths.append(path) }
        pattern = position + 1
        inCondition = false
        if token.isPunctuation(":") { break }
      } else if depth == 0 && token.isIdentifier("where") {
        inCondition = true
      } else if !inCondition && token.kind == .identifier && !token.isTypeName
        && !tokens[position - 1].isPunctuation(".")
        && !(position + 1 < tokens.count && tokens[position + 1].isPunctuation(":") && depth > 0)
        && !["let", "var", "_", "is", "as"].contains(token.text)
      {
        bound.append(token.text)
      }
      if depth < 0 || token.isPunctuation("{") || token.isPunctuation("}") { return }
      position += 1
    }
    guard position < tokens.count, tokens[position].isPunctuation(":"),
      let first = paths.first?.last
    else { return }
    var clause = SourceOutline.Function(
      kind: .actionCase, owner: enclosingType, name: first, parameters: bound,
      line: tokens[index].line, body: position + 1..<position + 1,
      selector: "case " + paths.map(Self.written).joined(separator: ", "))
    clause.actions = paths
    outline.functions.append(clause)
    frames.push(.function(outline.functions.count - 1), groups: groups.count)
    index = position
  }

  /// The most tokens a clause's patterns are read for: real ones take a few dozen, and a file
  /// of `case`s that never reach their `:` is read in linear time.
  static let maximumPatternTokens = 256
  /// The most enum cases a pattern or an action is read for: real ones nest two or three.
  static let maximumCasePath = 16

  /// The enum cases a pattern or an action written from `start` names, outermost first:
  /// `["appDelegate", "didFinishLaunching"]` for `.appDelegate(.didFinishLaunching)` or
  /// `let .appDelegate(.didFinishLaunching)`; empty when it starts with no case.
  static func casePath(in tokens: [SourceToken], from start: Int) -> [String] {
    var path: [String] = []
    var position = start
    while position + 1 < tokens.count && path.count < maximumCasePath
      && position - start <= maximumPatternTokens
    {
      let token = tokens[position]
      let next = tokens[position + 1]
      if token.isIdentifier("let") || token.isIdentifier("var") {
        position += 1
      } else if token.isTypeName && next.isPunctuation(".") {
        // A type on the way, as in `AppReducer.Action.didFinishLaunching`, names no case.
        position += 1
      } else if token.isPunctuation(".") && next.isTypeName {
        position += 2
      } else if token.isPunctuation(".") && next.kind == .identifier {
        path.append(next.text)
        // Its associated value may be a case in turn: `.appDelegate(.didFinishLaunching)`.
        guard position + 2 < tokens.count, tokens[position + 2].isPunctuation("(") else { break }
        position += 3
      } else {
        break
      }
    }
    return path
  }

  /// A case path as a pattern writes it: `.appDelegate(.didFinishLaunching)`.
  static func written(_ path: [String]) -> String {
    path.reversed().reduce("") { inner, name in
      "." + name + (inner.isEmpty ? "" : "(" + inner + ")")
    }
  }

  // MARK: Calls and assignments

  /// The innermost type whose body encloses `index`.
  private var enclosingType: String? { frames.enclosingType }

  /// The function whose body or initial value encloses `index`, and the closures between.
  private var context: (function: Int?, closures: SourceOutline.Closures) {
    frames.context(property: property.map { ($0.function, $0.frames) })
  }

  /// Records a call made in the enclosing function, if any.
  private mutating func record(_ call: SourceOutline.Call) { outline.record(call, in: context) }

  /// Records the call whose name is at `position`, followed by `(` or a trailing closure.
  private mutating func recordCall(nameAt position: Int) {
    let name = tokens[position].text
    let line = tokens[position].line
    guard position == 0 || !tokens[position - 1].isPunctuation(".") else {
      if let receiver = receiver(ofNameAt: position) {
        record(
          SourceOutline.Call(
            name: name, receiver: receiver, line: line, action: action(sentAt: position)))
      }
      return
    }
    if tokens[position].isTypeName {
      record(SourceOutline.Call(name: "init", receiver: .type(name), line: line))
    } else {
      record(
        SourceOutline.Call(
          name: name, receiver: .implicit, line: line, action: action(sentAt: position)))
    }
  }

  /// The action a store's or an effect's `send(.action)` whose name is at `position` sends, in
  /// a file that imports The Composable Architecture; else `nil`.
  private func action(sentAt position: Int) -> [String]? {
    guard importsComposableArchitecture, tokens[position].isIdentifier("send"),
      position + 2 < tokens.count, tokens[position + 1].isPunctuation("(")
    else { return nil }
    let path = Self.casePath(in: tokens, from: position + 2)
    return path.isEmpty ? nil : path
  }

  /// What a member access whose name is at `position` is made on: `self`, a type at the root
  /// of the chain (`Manager.shared.start()`) or the declared type of an implicit member
  /// (`let shared: Manager = .init()`), or something unknown; `nil` for `super`.
  private mutating func receiver(ofNameAt position: Int) -> SourceOutline.Call.Receiver? {
    let receiver = walkBack(fromNameAt: position)
    receivers[position] = receiver
    return receiver
  }

  /// Walks a member access whose name is at `position` back to its root, stopping early at a
  /// member call whose receiver is known: the same root, seen from further along the chain.
  private func walkBack(fromNameAt position: Int) -> SourceOutline.Call.Receiver? {
    // An implicit member of a declared type: `let shared: Manager = .init()`.
    if position >= 4, tokens[position - 2].isPunctuation("="),
      tokens[position - 3].isTypeName, tokens[position - 4].isPunctuation(":")
    {
      return .type(tokens[position - 3].text)
    }
    var scan = position - 2
    while scan >= 0 {
      let token = tokens[scan]
      if token.isPunctuation(")") || token.isPunctuation("]") {
        scan = tokens.matchingBracket(of: scan) - 1
      } else if token.isPunctuation("?") || token.isPunctuation("!") {
        scan -= 1
      } else if token.kind == .identifier {
        if scan > 0 && tokens[scan - 1].isPunctuation(".") {
          if let known = receivers[scan] { return known == .selfObject ? .unknown : known }
          scan -= 2
          continue
        }
        if token.text == "super" { return nil }
        if token.text == "self" { return scan == position - 2 ? .selfObject : .unknown }
        return token.isTypeName ? .type(token.text) : .unknown
      } else {
        return .unknown
      }
    }
    return .unknown
  }

  /// Records an assignment to `delegate` at `position` when it is made on the notification
  /// center: `UNUserNotificationCenter.current().delegate` or a name bound to it.
  private mutating func delegateAssignment(at position: Int) {
    var scan = position - 2
    while scan >= 0 && (tokens[scan].isPunctuation("?") || tokens[scan].isPunctuation("!")) {
      scan -= 1
    }
    guard scan >= 0 else { return }
    let isCenter: Bool
    if tokens[scan].isPunctuation(")") {
      let open = tokens.matchingBracket(of: scan)
      isCenter =
        open >= 3 && tokens[open - 1].isIdentifier("current") && tokens[open - 2].isPunctuation(".")
        && tokens[open - 3].isIdentifier("UNUserNotificationCenter")
    } else {
      isCenter = tokens[scan].kind == .identifier && outline.centerNames.contains(tokens[scan].text)
    }
    guard position + 2 < tokens.count else { return }
    if isCenter {
      outline.recordAssignment(
        of: tokens[(position + 2)...], line: tokens[position].line, context: context,
        owner: enclosingType)
    } else if tokens[scan].kind == .identifier,
      let type = outline.declaredTypes[tokens[scan].text]
    {
      // A name of another type, such as a protocol the center conforms to in an extension:
      // the inference keeps it once every file's conformances are known.
      outline.recordAssignment(
        of: tokens[(position + 2)...], line: tokens[position].line, context: context,
        owner: enclosingType, receiverType: type)
    }
  }

  // MARK: Matching brackets

  /// The position of the `>` that closes a generic clause opening at `position`.
  private func closingAngle(from position: Int) -> Int {
    var depth = 0
    for scan in position..<tokens.count where tokens[scan].kind == .punctuation {
      let text = tokens[scan].text
      depth += text.filter { $0 == "<" }.count - text.filter { $0 == ">" }.count
      if depth <= 0 { return scan }
    }
    return tokens.count - 1
  }
}
