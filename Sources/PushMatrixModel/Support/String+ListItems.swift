extension StringProtocol {
  /// Returns the items of a comma-separated list, keeping a comma inside square brackets in its
  /// item, so that a value written as Apple writes an option set (`[.banner, .list]`) stays one
  /// item; empty items are kept, for the caller to refuse.
  package func listItems() -> [String] {
    var items: [String] = []
    var current = ""
    var depth = 0
    for character in self {
      switch character {
      case "[": depth += 1
      case "]": depth = Swift.max(0, depth - 1)
      case "," where depth == 0:
        items.append(current)
        current = ""
        continue
      default: break
      }
      current.append(character)
    }
    items.append(current)
    return items
  }
}
