/// A JSON value with ordered object members, rendered deterministically.
public indirect enum JSONValue: Sendable, Equatable {
  case string(String)
  case bool(Bool)
  case int(Int)
  case null
  case array([JSONValue])
  case object([(String, JSONValue)])

  /// A string, or `null` for `nil`.
  public static func optional(_ string: String?) -> JSONValue {
    string.map(JSONValue.string) ?? .null
  }

  /// Returns the value as indented JSON text, members in the order given, ending in a newline.
  public func rendered() -> String { render(indent: "") + "\n" }

  private func render(indent: String) -> String {
    let inner = indent + "  "
    switch self {
    case .string(let text): return text.jsonQuoted
    case .bool(let value): return value ? "true" : "false"
    case .int(let value): return String(value)
    case .null: return "null"
    case .array(let items):
      guard !items.isEmpty else { return "[]" }
      return "[\n" + items.map { inner + $0.render(indent: inner) }.joined(separator: ",\n")
        + "\n\(indent)]"
    case .object(let members):
      guard !members.isEmpty else { return "{}" }
      return "{\n"
        + members.map { "\(inner)\($0.jsonQuoted): \($1.render(indent: inner))" }
        .joined(separator: ",\n") + "\n\(indent)}"
    }
  }

  public static func == (lhs: JSONValue, rhs: JSONValue) -> Bool {
    lhs.rendered() == rhs.rendered()
  }
}
