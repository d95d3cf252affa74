import PushMatrixIO
import PushMatrixModel

/// Reads what a `willPresent` implementation passes to its completion handler, or returns in
/// its `async` form, when it is written as a literal.
///
/// Swift: `[.banner, .list, .sound]`, `.alert`, `[]`, `UNNotificationPresentationOptions.banner`,
/// or a local constant holding one. Objective-C: `UNNotificationPresentationOptionBanner |
/// UNNotificationPresentationOptionSound`, or `0`. `.banner` alone makes `banner`; `.banner` with
/// `.list`, or `.alert` (which iOS 14 replaced with both), makes `banner+list`; `.list` alone
/// makes `list`; nothing visible (`[]`, `.sound`, `.badge`) makes `none`. Anything else, a value
/// computed at run time, is undecided, with the reason.
package enum PresentationLiteral {
  /// One place a `willPresent` implementation hands over its options, and what they are.
  package struct Use: Equatable, Sendable {
    /// The line of the call or `return`.
    package var line: Int
    /// The options as the source writes them.
    package var text: String
    /// The presentation they make, or `nil` when they are not a literal.
    package var presentation: Presentation?
    /// Why they are undecided, or `nil`.
    package var reason: String?
    /// The `if #available(iOS …, *)` branch that holds it, or `nil` for none.
    package var availability: Availability? = nil
    /// The branch of a test that tells local notifications from remote ones that holds it, or
    /// `nil` for none.
    package var kind: KindBranch? = nil
    /// Whether it is a `return` on whose path the handler is never called, so that nothing is
    /// shown there: a finding beside the value, not a value.
    package var returnsWithoutCalling = false
  }

  /// The branch of an `if #available(iOS version, *)` that holds a use: the one taken from that
  /// version on, or the `else` taken before it, which an app deployed from that version on
  /// never runs.
  package struct Availability: Equatable, Sendable {
    package var version: OSVersion
    package var isFallback: Bool
  }

  /// The option names the Objective-C constants start with.
  private static let objectiveCPrefix = "UNNotificationPresentationOption"
  /// Authorization options Objective-C lets an app pass where presentation options go, by the
  /// presentation option of the same bit, which is what iOS reads: both types number badge,
  /// sound and alert 1, 2 and 4, and the authorization options' CarPlay (8) and critical alert
  /// (16) are the presentation options' list and banner (`UNUserNotificationCenter.h`).
  private static let authorizationBits = [
    "UNAuthorizationOptionBadge": "badge", "UNAuthorizationOptionSound": "sound",
    "UNAuthorizationOptionAlert": "alert", "UNAuthorizationOptionCarPlay": "list",
    "UNAuthorizationOptionCriticalAlert": "banner",
  ]

  /// Returns the places a `willPresent` implementation hands over its options; an empty list
  /// when it does neither, and for a handler passed on, one undecided use saying so.
  ///
  /// - Parameters:
  ///   - function: the implementation.
  ///   - tokens: the tokens of its file.
  /// - Returns: each call of the completion handler, or each `return` of the `async` form.
  package static func uses(
    in function: SourceOutline.Function, tokens: [SourceToken]
  ) -> [Use] {
    let body = Body(Array(tokens[function.body]))
    if function.isAsync { return returns(in: body) }
    guard let handler = function.parameters.last else { return [] }
    var uses: [Use] = []
    let tokens = body.tokens
    let occurrences = tokens.indices.filter { tokens[$0].isIdentifier(handler) }
    for position in occurrences {
      let token = tokens[position]
      var open = position + 1
      if open < tokens.count && tokens[open].isPunctuation("?") { open += 1 }
      guard open < tokens.count, tokens[open].isPunctuation("(") else {
        guard position == 0 || !tokens[position - 1].isPunctuation(".") else { continue }
        uses.append(
          Use(
            line: token.line, text: handler, presentation: nil,
            reason: "it passes \(handler) on instead of calling it"))
        continue
      }
      let argument = Array(tokens[open + 1..<tokens.matchingBracket(of: open)])
      var found = use(of: argument, line: token.line, body: body)
      found.availability = body.availability(of: position)
      found.kind = body.kind(of: position)
      uses.append(found)
    }
    // A path that returns without calling the handler presents nothing.
    for position in body.returns(withoutAny: occurrences) {
      var found = Use(
        line: tokens[position].line, text: handler, presentation: Presentation.none, reason: nil)
      found.availability = body.availability(of: position)
      found.kind = body.kind(of: position)
      found.returnsWithoutCalling = true
      uses.append(found)
    }
    return uses
  }

  /// The `return` statements of an `async` implementation, or its single expression.
  private static func returns(in body: Body) -> [Use] {
    let tokens = body.tokens
    var uses: [Use] = []
    for (position, token) in tokens.enumerated() where token.isIdentifier("return") {
      // `return if #available(iOS 14.0, *) { [.banner] } else { [.alert] }`: each branch's value.
      if position + 1 < tokens.count,
        let (version, then, otherwise) = body.availableBranches(at: position + 1)
      {
        for (range, isFallback) in [(then, false)] + (otherwise.map { [($0, true)] } ?? []) {
          var found = use(
            of: Array(tokens[range]), line: tokens[range].first?.line ?? token.line, body: body)
          found.availability = Availability(version: version, isFallback: isFallback)
          uses.append(found)
        }
        continue
      }
      // The returned expression: up to the end of its line, a `;`, the next `return` or the
      // block's end.
      var end = position + 1
      var depth = 0
      while end < tokens.count {
        let next = tokens[end]
        if next.isPunctuation("(") || next.isPunctuation("[") { depth += 1 }
        if next.isPunctuation(")") || next.isPunctuation("]") { depth -= 1 }
        if depth < 0
          || (depth == 0
            && (next.line != token.line || next.isPunctuation("}") || next.isPunctuation(";")
              || next.isIdentifier("return")))
        {
          break
        }
        end += 1
      }
      var found = use(of: Array(tokens[position + 1..<end]), line: token.line, body: body)
      found.availability = body.availability(of: position)
      found.kind = body.kind(of: position)
      uses.append(found)
    }
    if uses.isEmpty, let first = tokens.first, first.isPunctuation("[") || first.isPunctuation(".")
    {
      uses.append(use(of: tokens, line: first.line, body: body))
    }
    return uses
  }

  /// Reads the options an expression makes, following a local constant once.
  private static func use(of expression: [SourceToken], line: Int, body: Body) -> Use {
    var text = written(expression)
    var names = optionNames(expression)
    if names == nil, expression.count == 1, expression[0].kind == .identifier,
      let value = body.constant(named: expression[0].text)
    {
      names = optionNames(value)
      text += " = " + written(value)
    }
    guard let names else {
      return Use(
        line: line, text: text, presentation: nil,
        reason: "the options are not a literal but computed when the app runs")
    }
    guard let presentation = presentation(of: names) else {
      return Use(
        line: line, text: text, presentation: nil,
        reason: "an option the scan does not know is among them")
    }
    return Use(line: line, text: text, presentation: presentation, reason: nil)
  }

  /// The option names of a literal, lowercased as Swift names them, or `nil` when the tokens
  /// are not a literal.
  private static func optionNames(_ tokens: [SourceToken]) -> [String]? {
    var tokens = tokens.filter { !$0.isPunctuation("(") && !$0.isPunctuation(")") }
    if tokens.count == 1, tokens[0].kind == .number { return tokens[0].text == "0" ? [] : nil }
    if tokens.allSatisfy({ $0.kind == .identifier || $0.isPunctuation("|") }),
      tokens.first?.kind == .identifier
    {
      var names: [String] = []
      for token in tokens where token.kind == .identifier {
        if let name = authorizationBits[token.text] {
          names.append(name)
          continue
        }
        guard token.text.hasPrefix(objectiveCPrefix) else { return nil }
        let name = token.text.dropFirst(objectiveCPrefix.count)
        names.append(name.prefix(1).lowercased() + name.dropFirst())
      }
      return names.filter { $0 != "none" }
    }
    let isList = tokens.first?.isPunctuation("[") ?? false
    // A list within a list is the union of its options: `[[.banner, .sound]]` is Swift's
    // option set literal of one option set.
    while tokens.first?.isPunctuation("[") ?? false {
      guard tokens.last?.isPunctuation("]") ?? false else { return nil }
      tokens = Array(tokens.dropFirst().dropLast())
    }
    var names: [String] = []
    for item in tokens.split(whereSeparator: { $0.isPunctuation(",") }) {
      let words = item.filter { !$0.isIdentifier("UNNotificationPresentationOptions") }
      guard words.count == 2, words.first!.isPunctuation("."), words.last!.kind == .identifier
      else { return nil }
      names.append(words.last!.text)
    }
    return isList || names.count == 1 ? names : nil
  }

  /// The presentation a set of option names makes (``Presentation/init(optionNames:)``).
  private static func presentation(of names: [String]) -> Presentation? {
    Presentation(optionNames: names)
  }

  /// Tokens as the source would write them, spaced after commas and around `|`.
  private static func written(_ tokens: [SourceToken]) -> String {
    tokens.map { token in
      token.isPunctuation(",") ? ", " : token.isPunctuation("|") ? " | " : token.text
    }.joined()
  }
}
