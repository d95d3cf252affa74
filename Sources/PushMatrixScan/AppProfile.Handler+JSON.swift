import PushMatrixIO

extension AppProfile.Handler {
  /// The keys of a handler's object in the profile's JSON form, sorted.
  static let keys = ["file", "line", "name", "place", "scope"]

  /// The registration as JSON, keys sorted.
  package var json: JSONValue {
    .object([
      ("file", .string(file)), ("line", .int(line)), ("name", .string(name)),
      ("place", .string(place.rawValue)), ("scope", .optional(scope)),
    ])
  }

  /// Reads a handler's object.
  ///
  /// - Throws: ``Diagnostic`` naming the line of a value that is not what the key takes.
  init(reading node: JSONDocument.Node, file: String) throws(Diagnostic) {
    let values = try node.members(exactly: Self.keys, in: "a handler", file: file)
    func fail(_ key: String, _ message: String) -> Diagnostic {
      Diagnostic(file: file, line: values[key]!.line, message: message)
    }
    guard case .string(let name) = values["name"]!.value, !name.isEmpty else {
      throw fail("name", "expected a non-empty string for a handler's name")
    }
    guard case .string(let path) = values["file"]!.value, !path.isEmpty else {
      throw fail("file", "expected a path for a handler's file")
    }
    guard case .number(let text) = values["line"]!.value, let line = Int(text), line >= 1 else {
      throw fail("line", "expected a line number from 1 for a handler's line")
    }
    guard case .string(let placeText) = values["place"]!.value,
      let place = Place(rawValue: placeText)
    else {
      let places = Place.allCases.map(\.rawValue).joined(separator: ", ")
      throw fail("place", "expected one of \(places) for a handler's place")
    }
    let scope: String?
    switch values["scope"]!.value {
    case .null: scope = nil
    case .string(let text): scope = text
    default: throw fail("scope", "expected a name or null for a handler's scope")
    }
    self.init(name: name, file: path, line: line, place: place, scope: scope)
  }
}
