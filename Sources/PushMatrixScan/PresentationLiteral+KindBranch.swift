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

  /// The triggers only local notifications have.
  private static let localTriggers: Set<String> = [
    "UNCalendarNotificationTrigger", "UNTimeIntervalNotificationTrigger",
    "UNLocationNotificationTrigger",
  ]

  /// The innermost branch of an `if`, an `if` whose block returns (the code after it is the
  /// other branch) or a `guard` that tells local notifications from remote ones and holds a
  /// token, or `nil` when none does.
  static func kindBranch(of position: Int, in body: [SourceToken]) -> KindBranch? {
    var found: KindBranch?
    for index in body.indices where index < position {
      let isGuard = body[index].isIdentifier("guard")
      guard isGuard || body[index].isIdentifier("if"),
        let open = blockStart(after: index, isGuard: isGuard, in: body),
        let isLocal = testsLocal(body[(index + 1)..<open])
      else { continue }
      let close = body.matchingBracket(of: open)
      let line = body[index].line
      if (open + 1..<close).contains(position) {
        found = KindBranch(isLocal: isLocal != isGuard, line: line)
        continue
      }
      guard position > close else { continue }
      // `else { … }` is the other branch; so is the rest of the enclosing block after a
      // `guard`, or after an `if` without `else` whose block returns.
      if close + 2 < body.count, body[close + 1].isIdentifier("else") {
        guard body[close + 2].isPunctuation("{") else { continue }
        if (close + 3..<body.matchingBracket(of: close + 2)).contains(position) {
          found = KindBranch(isLocal: !isLocal, line: line)
        }
        continue
      }
      let returns = body[(open + 1)..<close].contains { $0.isIdentifier("return") }
      if isGuard || returns, position < enclosingEnd(after: close, in: body) {
        found = KindBranch(isLocal: isGuard ? isLocal : !isLocal, line: line)
      }
    }
    return found
  }

  /// The `{` that opens an `if`'s block, or a `guard`'s `else` block, whose keyword is at
  /// `index`, or `nil` when the statement has no braces.
  private static func blockStart(after index: Int, isGuard: Bool, in body: [SourceToken]) -> Int? {
    var scan = index + 1
    while scan < body.count {
      let token = body[scan]
      if token.isPunctuation("(") || token.isPunctuation("[") {
        scan = body.matchingBracket(of: scan) + 1
        continue
      }
      if token.isPunctuation("{") || token.isPunctuation("}") || token.isPunctuation(";") {
        return token.isPunctuation("{") && !isGuard ? scan : nil
      }
      if isGuard, token.isIdentifier("else") {
        return scan + 1 < body.count && body[scan + 1].isPunctuation("{") ? scan + 1 : nil
      }
      scan += 1
    }
    return nil
  }

  /// The position of the `}` that closes the block holding the token after `position`, or the
  /// body's end.
  private static func enclosingEnd(after position: Int, in body: [SourceToken]) -> Int {
    var scan = position + 1
    while scan < body.count {
      if body[scan].isPunctuation("{") || body[scan].isPunctuation("(")
        || body[scan].isPunctuation("[")
      {
        scan = body.matchingBracket(of: scan) + 1
        continue
      }
      if body[scan].isPunctuation("}") { return scan }
      scan += 1
    }
    return body.count
  }

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
