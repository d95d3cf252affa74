import PushMatrixIO

extension [SourceToken] {
  /// The position of the parenthesis, bracket or brace that matches the one at `position`: the one
  /// that closes it when it opens, the one that opens it when it closes; the last or the first
  /// token when none does.
  package func matchingBracket(of position: Int) -> Int {
    let step = ["(", "[", "{"].contains(self[position].text) ? 1 : -1
    var depth = 0
    var scan = position
    while indices.contains(scan) {
      if self[scan].kind == .punctuation {
        switch self[scan].text {
        case "(", "[", "{": depth += step
        case ")", "]", "}": depth -= step
        default: break
        }
        if depth == 0 { return scan }
      }
      scan += step
    }
    return step > 0 ? count - 1 : 0
  }
}

extension SourceToken {
  /// Whether the token names a type: an identifier that starts with a capital letter.
  package var isTypeName: Bool {
    kind == .identifier && text.utf8.first.map { $0 >= 0x41 && $0 <= 0x5A } ?? false
  }
}
