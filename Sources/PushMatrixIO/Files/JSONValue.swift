/// A JSON value with ordered object members, rendered deterministically.
package indirect enum JSONValue: Sendable, Equatable {
  case string(String)
  case bool(Bool)
  case int(Int)
  case null
  case array([JSONValue])
  case object([(String, JSONValue)])

  /// A string, or `null` for `nil`.
  package static func optional(_ string: String?) -> JSONValue {
    string.map(JSONValue.string) ?? .null
  }

  /// Returns the value as indented JSON text, members in the order given, ending in a newline.
  package func rendered() -> String {
    var text = ""
    append(to: &text, indent: "")
    return text + "\n"
  }

  /// Appends the value as ``rendered()`` lays it out at a depth: its first line where the text
  /// ends, its other lines after `indent`.
  func append(to text: inout String, indent: String) {
    switch self {
    case .string(let string): text += string.jsonQuoted
    case .bool(let value): text += value ? "true" : "false"
    case .int(let value): text += String(value)
    case .null: text += "null"
    case .array(let items): Self.appendArray(items, to: &text, indent: indent)
    case .object(let members):
      guard !members.isEmpty else {
        text += "{}"
        return
      }
      let inner = indent + "  "
      text += "{\n"
      for (index, (name, value)) in members.enumerated() {
        if index > 0 { text += ",\n" }
        text += inner
        text += name.jsonQuoted
        text += ": "
        value.append(to: &text, indent: inner)
      }
      text += "\n" + indent + "}"
    }
  }

  /// Appends an array's items one at a time as ``append(to:indent:)`` lays out an array, calling
  /// `flush` after each, so that an array of any length can be written as it is made.
  package static func appendArray(
    _ items: some Sequence<JSONValue>, to text: inout String, indent: String,
    flush: (inout String) -> Void = { _ in }
  ) {
    let inner = indent + "  "
    var isEmpty = true
    for item in items {
      text += isEmpty ? "[\n" : ",\n"
      isEmpty = false
      text += inner
      item.append(to: &text, indent: inner)
      flush(&text)
    }
    text += isEmpty ? "[]" : "\n" + indent + "]"
  }

  package static func == (lhs: JSONValue, rhs: JSONValue) -> Bool {
    lhs.rendered() == rhs.rendered()
  }
}
