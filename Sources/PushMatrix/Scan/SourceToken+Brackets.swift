extension [SourceToken] {
  /// The position of the parenthesis or bracket that closes the one at `position`, or the last
  /// token when none does.
  package func closing(from position: Int) -> Int {
    var depth = 0
    for scan in position..<count where self[scan].kind == .punctuation {
      switch self[scan].text {
      case "(", "[": depth += 1
      case ")", "]":
        depth -= 1
        if depth == 0 { return scan }
      default: break
      }
    }
    return count - 1
  }

  /// The position of the parenthesis or bracket that opens the one closing at `position`, or 0.
  package func opening(before position: Int) -> Int {
    var depth = 0
    for scan in stride(from: position, through: 0, by: -1) where self[scan].kind == .punctuation {
      switch self[scan].text {
      case ")", "]": depth += 1
      case "(", "[":
        depth -= 1
        if depth == 0 { return scan }
      default: break
      }
    }
    return 0
  }
}

extension SourceToken {
  /// Whether the token names a type: an identifier that starts with a capital letter.
  package var isTypeName: Bool {
    kind == .identifier && text.utf8.first.map { $0 >= 0x41 && $0 <= 0x5A } ?? false
  }
}
