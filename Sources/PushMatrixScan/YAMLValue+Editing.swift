import Foundation

extension YAMLValue {
  /// The map with the value of a key (each entry of it, when repeated) transformed; any other
  /// value unchanged.
  func updating(_ key: String, _ transform: (YAMLValue) -> YAMLValue) -> YAMLValue {
    guard case .map(var entries, let line) = self else { return self }
    for index in entries.indices where entries[index].key == key {
      entries[index].value = transform(entries[index].value)
    }
    return .map(entries, line: line)
  }

  /// The map with the value of every key transformed; any other value unchanged.
  func updatingEach(_ transform: (YAMLValue) -> YAMLValue) -> YAMLValue {
    guard case .map(var entries, let line) = self else { return self }
    for index in entries.indices { entries[index].value = transform(entries[index].value) }
    return .map(entries, line: line)
  }

  /// The value with each `${name}` of its scalars and keys replaced by the variable's value, as
  /// XcodeGen expands `${target_name}` in a target made from templates.
  func expanding(_ variables: [String: String]) -> YAMLValue {
    func expanded(_ text: String) -> String {
      guard text.contains("${") else { return text }
      var result = text
      for (name, value) in variables.sorted(by: { $0.key < $1.key }) {
        result = result.replacingOccurrences(of: "${\(name)}", with: value)
      }
      return result
    }
    switch self {
    case .scalar(let text, let line): return .scalar(expanded(text), line: line)
    case .list(let items, let line): return .list(items.map { $0.expanding(variables) }, line: line)
    case .map(let entries, let line):
      return .map(
        entries.map {
          var entry = $0
          entry.key = expanded(entry.key)
          entry.value = entry.value.expanding(variables)
          return entry
        }, line: line)
    case .null: return self
    }
  }
}
