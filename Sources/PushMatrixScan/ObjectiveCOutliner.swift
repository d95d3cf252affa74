import PushMatrixIO

/// The structural pass over an Objective-C file's tokens: `@interface`, `@implementation` and
/// `@protocol` declarations with their superclass and protocols, method and C function
/// bodies, the messages and calls in them, and assignments to the notification center's
/// delegate.
///
/// It tracks the braces as ``SwiftOutliner`` does: a block (`^{ … }`) is named by the message or
/// function that takes it (`requestAuthorizationWithOptions`, `dispatch_async`), so that a later
/// step can tell code that runs at once from code that runs later.
package struct ObjectiveCOutliner: Outliner {
  /// An open parenthesis, or a square bracket that may be a message.
  private struct Group {
    var isBracket: Bool
    /// For a parenthesis, the name before it.
    var callee: String?
    /// For a message, its selector's first piece once read.
    var piece: String?
    /// For a message, what it is sent to.
    var receiver: SourceOutline.Call.Receiver = .unknown
    /// The position after the bracket.
    var start: Int
  }

  /// The words after which a `{` opens a statement's block.
  private static let blockKeywords: Set<String> = [
    "if", "for", "while", "switch", "do", "else", "@try", "@catch", "@finally",
    "@autoreleasepool", "@synchronized",
  ]
  /// The words followed by `(` that are not calls.
  private static let nonCalls: Set<String> = [
    "if", "for", "while", "switch", "return", "sizeof", "typeof", "__typeof__", "void",
  ]

  let tokens: [SourceToken]
  private(set) var outline: SourceOutline
  var index = 0
  /// The class whose `@implementation` encloses `index`.
  private var implementation: String?
  private var frames = BraceStack()
  private var groups: [Group] = []
  private var lastClosed: Group?
  private var pendingFunction: SourceOutline.Function?
  /// The frame and group depths at which a `^` awaits its block's `{`.
  private var pendingClosure: (frames: Int, groups: Int)?
  /// The frame and group depths at which a statement's `{` is awaited.
  private var pendingBlock: (frames: Int, groups: Int)?

  /// Prepares a pass over a file's tokens.
  init(tokens: [SourceToken], file: String) {
    self.tokens = tokens
    outline = SourceOutline(file: file, language: .objectiveC, tokens: tokens)
  }

  /// Reads one token: a declaration, a call, an assignment or a bracket.
  mutating func visit(_ token: SourceToken) {
    switch token.kind {
    case .attribute: attribute(token)
    case .identifier: identifier(token)
    case .punctuation: punctuation(token)
    case .directive, .number, .string: break
    }
  }

  private var level: (frames: Int, groups: Int) { (frames.count, groups.count) }

  // MARK: Declarations

  private mutating func attribute(_ token: SourceToken) {
    let next = index + 1 < tokens.count ? tokens[index + 1] : nil
    switch token.text {
    case let word where (word == "@interface" || word == "@protocol") && next?.kind == .identifier:
      typeDeclaration(keyword: token.text)
    case "@implementation" where next?.kind == .identifier:
      implementation = next!.text
      outline.types.append(
        SourceOutline.TypeDeclaration(
          name: next!.text, keyword: token.text, inherits: [], line: token.line))
      index += 1
    case "@end":
      implementation = nil
    case "@selector", "@encode", "@protocol":
      if next?.isPunctuation("(") ?? false { index = tokens.matchingBracket(of: index + 1) }
    case _ where Self.blockKeywords.contains(token.text):
      pendingBlock = level
    default: break
    }
  }

  /// Reads an `@interface` or `@protocol`: its name, a category's parentheses, the superclass
  /// and the protocols in angle brackets.
  private mutating func typeDeclaration(keyword: String) {
    let line = tokens[index].line
    let name = tokens[index + 1].text
    var position = index + 2
    guard position < tokens.count, !tokens[position].isPunctuation(";"),
      !tokens[position].isPunctuation(",")
    else {
      index = position
      return
    }
    var inherits: [String] = []
    if tokens[position].isPunctuation("(") { position = tokens.matchingBracket(of: position) + 1 }
    if position + 1 < tokens.count && tokens[position].isPunctuation(":") {
      inherits.append(tokens[position + 1].text)
      position += 2
    }
    if position < tokens.count && tokens[position].isPunctuation("<") {
      position += 1
      while position < tokens.count && !tokens[position].text.hasPrefix(">") {
        if tokens[position].kind == .identifier { inherits.append(tokens[position].text) }
        position += 1
      }
    }
    outline.types.append(
      SourceOutline.TypeDeclaration(name: name, keyword: keyword, inherits: inherits, line: line))
    index = position
  }

  /// Reads a method's selector, parameter names and kind from its `-` or `+`; a definition
  /// awaits its body, a declaration ends at its `;`.
  private mutating func methodDeclaration() {
    let isStatic = tokens[index].text == "+"
    var position = tokens.matchingBracket(of: index + 1) + 1
    var pieces: [String] = []
    var parameters: [String] = []
    var hasArguments = false
    while position < tokens.count && tokens[position].kind == .identifier {
      pieces.append(tokens[position].text)
      guard position + 1 < tokens.count, tokens[position + 1].isPunctuation(":") else { break }
      hasArguments = true
      position += 2
      if position < tokens.count && tokens[position].isPunctuation("(") {
        position = tokens.matchingBracket(of: position) + 1
      }
      if position < tokens.count && tokens[position].kind == .identifier {
        parameters.append(tokens[position].text)
        position += 1
      }
    }
    guard let name = pieces.first else { return }
    let selector = hasArguments ? pieces.map { $0 + ":" }.joined() : name
    while position < tokens.count && !tokens[position].isPunctuation("{")
      && !tokens[position].isPunctuation(";")
    {
      position += 1
    }
    guard position < tokens.count, tokens[position].isPunctuation("{") else {
      index = position
      return
    }
    let isInitializer = name == "init" || name.hasPrefix("initWith")
    pendingFunction = SourceOutline.Function(
      kind: isInitializer ? .initializer : .method, owner: implementation, name: name,
      labels: hasArguments ? ["_"] + pieces.dropFirst() : [], parameters: parameters,
      isStatic: isStatic, line: tokens[index].line, selector: selector)
    index = position - 1
  }

  // MARK: Words

  private mutating func identifier(_ token: SourceToken) {
    let next = index + 1 < tokens.count ? tokens[index + 1] : nil
    let previous = index > 0 ? tokens[index - 1] : nil
    if Self.blockKeywords.contains(token.text) {
      pendingBlock = level
      return
    }
    if token.text == "delegate" && previous?.isPunctuation(".") ?? false
      && next?.isPunctuation("=") ?? false && isCenter(endingAt: index - 2)
    {
      recordAssignment(valueAt: index + 2, line: token.line)
      return
    }
    if var group = groups.last, group.isBracket, group.piece == nil, let previous,
      index > group.start,
      previous.kind == .identifier || previous.isPunctuation("]") || previous.isPunctuation(")")
    {
      messagePiece(token, in: &group)
      groups[groups.count - 1] = group
      return
    }
    if next?.isPunctuation("(") ?? false && !Self.nonCalls.contains(token.text) {
      record(SourceOutline.Call(name: token.text, receiver: .implicit, line: token.line))
    }
  }

  /// Reads the first piece of a message's selector, `token`, and records the message as a call,
  /// or as a delegate assignment for `setDelegate:` sent to the notification center.
  private mutating func messagePiece(_ token: SourceToken, in group: inout Group) {
    group.piece = token.text
    let receiver = group.start..<index
    if receiver.count == 1 && tokens[receiver.lowerBound].isIdentifier("self") {
      group.receiver = .selfObject
    } else if receiver.count == 1 && tokens[receiver.lowerBound].isTypeName {
      group.receiver = .type(tokens[receiver.lowerBound].text)
    } else if tokens[index - 1].isPunctuation("]"), case .type(let type) = lastClosed?.receiver {
      group.receiver = .type(type)
    }
    if token.text == "setDelegate" && isCenter(endingAt: index - 1) {
      recordAssignment(valueAt: index + 2, line: token.line)
      return
    }
    guard !(receiver.count == 1 && tokens[receiver.lowerBound].isIdentifier("super")) else {
      return
    }
    let name = token.text == "new" ? "init" : token.text
    record(SourceOutline.Call(name: name, receiver: group.receiver, line: token.line))
  }

  // MARK: Punctuation and frames

  private mutating func punctuation(_ token: SourceToken) {
    switch token.text {
    case let sign
    where (sign == "-" || sign == "+") && implementation != nil && frames.count == 0
      && groups.isEmpty
      && index + 1 < tokens.count && tokens[index + 1].isPunctuation("("):
      methodDeclaration()
    case "^":
      pendingClosure = level
    case "(":
      let previous = index > 0 ? tokens[index - 1] : nil
      groups.append(
        Group(
          isBracket: false, callee: previous?.kind == .identifier ? previous?.text : nil,
          start: index + 1))
    case "[":
      groups.append(Group(isBracket: true, start: index + 1))
    case ")", "]":
      lastClosed = groups.popLast()
    case ";" where groups.count == frames.groupsAtTop:
      pendingClosure = nil
      pendingBlock = nil
    case "{": openBrace()
    case "}":
      guard let (frame, groupCount) = frames.pop() else { return }
      if groups.count > groupCount { groups.removeLast(groups.count - groupCount) }
      if case .function(let function) = frame {
        outline.functions[function].body = outline.functions[function].body.lowerBound..<index
      }
    default: break
    }
  }

  private mutating func openBrace() {
    let previous = index > 0 ? tokens[index - 1] : nil
    if var function = pendingFunction {
      function.body = index + 1..<index + 1
      outline.functions.append(function)
      pendingFunction = nil
      frames.push(.function(outline.functions.count - 1), groups: groups.count)
    } else if pendingClosure != nil {
      pendingClosure = nil
      let enclosing = groups.last.flatMap { $0.isBracket ? $0.piece : $0.callee }
      frames.push(.closure(enclosing ?? ""), groups: groups.count)
    } else if frames.count == 0 && groups.isEmpty && previous?.isPunctuation(")") ?? false,
      let name = lastClosed?.callee
    {
      outline.functions.append(
        SourceOutline.Function(
          kind: .method, owner: nil, name: name, line: previous!.line,
          body: index + 1..<index + 1, selector: name + "()"))
      frames.push(.function(outline.functions.count - 1), groups: groups.count)
    } else {
      pendingBlock = nil
      frames.push(.block, groups: groups.count)
    }
  }

  // MARK: Calls and assignments

  /// Records a call made in the enclosing function, if any.
  private mutating func record(_ call: SourceOutline.Call) {
    outline.record(call, in: frames.context())
  }

  /// Whether the expression ending at `position` is the notification center:
  /// `[UNUserNotificationCenter currentNotificationCenter]`, or a name bound to it.
  private func isCenter(endingAt position: Int) -> Bool {
    guard position >= 0 else { return false }
    let token = tokens[position]
    if token.kind == .identifier { return outline.centerNames.contains(token.text) }
    return token.isPunctuation("]") && position >= 3
      && tokens[position - 1].isIdentifier("currentNotificationCenter")
      && tokens[position - 2].isIdentifier("UNUserNotificationCenter")
      && tokens[position - 3].isPunctuation("[")
  }

  /// Records an assignment of the notification center's delegate to the value at `position`.
  private mutating func recordAssignment(valueAt position: Int, line: Int) {
    guard position < tokens.count else { return }
    let context = frames.context()
    outline.recordAssignment(
      of: tokens[position...], line: line, context: context,
      owner: context.function.flatMap { outline.functions[$0].owner })
  }

}
