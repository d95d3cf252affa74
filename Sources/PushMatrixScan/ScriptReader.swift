/// Reads one JavaScript, TypeScript or Dart file of the app for the handlers a cross-platform
/// SDK's ``PushSDK/Script`` registers, and for the calls whose arguments decide what a
/// foreground notification shows.
///
/// One pass over the tokens keeps a stack of the braces open, each classified from the tokens
/// before it as a function (named as `function App`, `const App = () =>`, `useEffect(() =>`, a
/// method or Dart's `void main()` names it), a class, an object or a block; a registration's
/// place is read from the functions and classes around it. The stack is bounded
/// (``maximumDepth``): a file nested deeper is reported, not read further.
struct ScriptReader {
  /// The deepest nesting of braces and parentheses read.
  static let maximumDepth = 256
  /// The most tokens kept of one call's arguments.
  static let maximumArguments = 4096

  /// What one file shows.
  struct Reading {
    /// The handlers registered, by the SDK's ``PushSDK/name``, in file order.
    var handlers: [(sdk: String, handler: AppProfile.Handler)] = []
    /// The calls asked for, each with its arguments' tokens.
    var calls: [Call] = []
    /// Where the reader stopped, when the file is nested deeper than ``maximumDepth``.
    var tooDeep: Int?
  }

  /// A call whose arguments the inference reads.
  struct Call {
    /// The SDK whose script imports it.
    var sdk: String
    /// The name called.
    var name: String
    /// Where.
    var location: FileLocation
    /// The tokens between its parentheses, at most ``maximumArguments``.
    var arguments: ArraySlice<ScriptToken>
  }

  /// What a brace opens.
  private enum Frame {
    case block
    case object
    case function(String?)
    /// A class, and whether it is a React component or a Flutter widget or its state.
    case type(String?, isComponent: Bool)
  }

  /// The words before `(` that open a block, not a function.
  private static let controlWords: Set<String> = [
    "if", "for", "while", "switch", "catch", "with", "else", "try", "finally", "do",
  ]
  /// The classes a React component or a Flutter widget's state extends; a Flutter widget's
  /// name ends in `Widget`.
  private static let componentBases: Set<String> = ["Component", "PureComponent", "State"]
  /// The words that declare a type.
  private static let typeWords: Set<String> = [
    "class", "interface", "enum", "extension", "mixin", "namespace",
  ]

  let tokens: [ScriptToken]
  let file: String
  /// Whether the file is the app's entry: its top level runs as the app starts.
  let isEntry: Bool
  let language: PushSDK.Script.Language

  /// Returns what a file shows for the `scripts` it imports (those of the SDKs the app depends
  /// on, in the file's language), with the arguments of the `calls` named.
  func read(_ scripts: [PushSDK.Script], calls: Set<String>) -> Reading {
    var reading = Reading()
    let imported = scripts.filter { script in
      tokens.contains { token in
        token.kind == .string && script.modules.contains { token.text.hasPrefix($0) }
      }
    }
    guard !imported.isEmpty else { return reading }
    var stack: [Frame] = []
    var parens: [Int] = []
    var lastClosed = 0
    var headStart = 0
    for index in tokens.indices {
      let token = tokens[index]
      switch (token.kind, token.text) {
      case (.punctuation, "("):
        parens.append(index)
      case (.punctuation, ")"):
        lastClosed = parens.popLast() ?? index
      case (.punctuation, "{"):
        stack.append(frame(at: index, headStart: headStart, open: lastClosed))
        headStart = index + 1
      case (.punctuation, "}"):
        _ = stack.popLast()
        headStart = index + 1
      case (.punctuation, ";"):
        headStart = index + 1
      case (.identifier, _):
        for script in imported {
          if let handler = registration(at: index, of: script, in: stack) {
            reading.handlers.append((script.sdk, handler))
          }
          if calls.contains(token.text), next(index, is: "(") {
            reading.calls.append(
              Call(
                sdk: script.sdk, name: token.text,
                location: FileLocation(file: file, line: token.line),
                arguments: arguments(after: index + 1)))
          }
        }
      default: break
      }
      if stack.count > Self.maximumDepth || parens.count > Self.maximumDepth {
        reading.tooDeep = token.line
        break
      }
    }
    return reading
  }

  /// Whether the token after an index is punctuation with this text.
  private func next(_ index: Int, is text: String, by offset: Int = 1) -> Bool {
    index + offset < tokens.count && tokens[index + offset].isPunctuation(text)
  }

  /// Returns the handler registered at a name, if the name and what follows it register one of
  /// a script's.
  private func registration(
    at index: Int, of script: PushSDK.Script, in stack: [Frame]
  ) -> AppProfile.Handler? {
    let name = tokens[index].text
    // A definition of a function with the handler's name registers nothing.
    if index > 0, tokens[index - 1].isIdentifier("function") { return nil }
    let found = script.registrations.first { registration in
      guard registration.call == name else { return false }
      switch registration.form {
      case .call: return next(index, is: "(")
      case .listen:
        return next(index, is: ".") && index + 2 < tokens.count
          && tokens[index + 2].isIdentifier("listen")
      case .event(let event):
        return next(index, is: "(") && index + 2 < tokens.count
          && tokens[index + 2].kind == .string && tokens[index + 2].text == event
      }
    }
    guard let found else { return nil }
    let (place, scope) = self.place(in: stack)
    return AppProfile.Handler(
      name: found.handler, file: file, line: tokens[index].line, place: place, scope: scope)
  }

  /// Returns where code inside the frames runs: at a top level, in Dart's `main()` of the
  /// entry, inside a component (a class, a function named as React names components and hooks,
  /// or a hook's callback), or inside another function.
  private func place(in stack: [Frame]) -> (AppProfile.Handler.Place, String?) {
    var functions: [String?] = []
    for frame in stack {
      switch frame {
      case .type(let name, true): return (.component, name)
      case .type(let name, false): functions.append(name)
      case .function(let name):
        if language == .javaScript, let name, Self.isComponent(name) { return (.component, name) }
        functions.append(name)
      case .block, .object: continue
      }
    }
    guard let innermost = functions.last else { return (isEntry ? .entry : .module, nil) }
    if language == .dart, isEntry, functions == ["main"] { return (.entry, nil) }
    return (.function, innermost ?? functions.compactMap { $0 }.last)
  }

  /// Whether a function's name is a React component's (capitalised) or a hook's (`use` and a
  /// capital, such as `useEffect`).
  private static func isComponent(_ name: String) -> Bool {
    guard let first = name.first else { return false }
    if first.isUppercase { return true }
    guard name.hasPrefix("use"), name.count > 3 else { return false }
    return name[name.index(name.startIndex, offsetBy: 3)].isUppercase
  }

  /// Returns what the brace at an index opens, from the tokens of its statement before it.
  private func frame(at index: Int, headStart: Int, open: Int) -> Frame {
    var previous = index - 1
    while previous >= headStart, ["async", "sync", "*"].contains(tokens[previous].text) {
      previous -= 1
    }
    guard previous >= headStart else { return index == 0 ? .block : .object }
    let head = tokens[max(headStart, index - 32)..<index]
    let before = tokens[previous]
    if let typeWord = head.lastIndex(where: {
      $0.kind == .identifier && Self.typeWords.contains($0.text)
    }), !head.contains(where: { $0.isPunctuation("(") || $0.isPunctuation("=") }) {
      let name = typeWord + 1 < index ? tokens[typeWord + 1] : nil
      let isComponent = head.contains { token in
        token.kind == .identifier
          && (Self.componentBases.contains(token.text) || token.text.hasSuffix("Widget"))
      }
      return .type(name?.kind == .identifier ? name?.text : nil, isComponent: isComponent)
    }
    if before.isPunctuation("=>") { return .function(name(in: head)) }
    if before.isPunctuation(")") {
      if open > 0, tokens[open - 1].kind == .identifier,
        Self.controlWords.contains(tokens[open - 1].text)
      {
        return .block
      }
      return .function(name(in: head))
    }
    if before.kind == .identifier {
      if Self.controlWords.contains(before.text) { return .block }
      // A return type (`): Promise<void> {`) or a Dart getter: a function when its statement
      // has a parameter list.
      return head.contains { $0.isPunctuation(")") } ? .function(name(in: head)) : .block
    }
    if before.isPunctuation(">") || before.isPunctuation("]") || before.isPunctuation("?") {
      return head.contains { $0.isPunctuation(")") } ? .function(name(in: head)) : .object
    }
    return .object
  }

  /// Returns the name a function's statement gives it: `function NAME`, else the last
  /// `NAME =` or `NAME:`, else the last name called, such as `useEffect` for a hook's callback.
  private func name(in head: ArraySlice<ScriptToken>) -> String? {
    let indices = Array(head.indices)
    for (offset, index) in indices.enumerated().reversed() where offset + 1 < indices.count {
      if head[index].isIdentifier("function"), head[indices[offset + 1]].kind == .identifier {
        return head[indices[offset + 1]].text
      }
    }
    for (offset, index) in indices.enumerated().reversed() where offset + 1 < indices.count {
      let token = head[index]
      let following = head[indices[offset + 1]]
      guard token.kind == .identifier, !Self.controlWords.contains(token.text) else { continue }
      let isAssignment =
        following.isPunctuation("=")
        && (offset + 2 >= indices.count || !head[indices[offset + 2]].isPunctuation("="))
      if isAssignment { return token.text }
    }
    for (offset, index) in indices.enumerated().reversed() where offset + 1 < indices.count {
      let token = head[index]
      if token.kind == .identifier, !Self.controlWords.contains(token.text),
        head[indices[offset + 1]].isPunctuation("(")
      {
        return token.text
      }
    }
    return nil
  }

  /// Returns the tokens between the parenthesis at an index and the one that closes it, at most
  /// ``maximumArguments``.
  private func arguments(after open: Int) -> ArraySlice<ScriptToken> {
    var depth = 0
    var index = open
    while index < tokens.count, index - open <= Self.maximumArguments {
      if tokens[index].isPunctuation("(") { depth += 1 }
      if tokens[index].isPunctuation(")") {
        depth -= 1
        if depth == 0 { break }
      }
      index += 1
    }
    return tokens[min(open + 1, index)..<index]
  }
}
