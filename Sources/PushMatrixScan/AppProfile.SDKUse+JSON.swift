import PushMatrixIO
import PushMatrixModel

extension AppProfile.SDKUse {
  /// The keys of an SDK's object in the profile's JSON form, sorted.
  static let keys = ["callbacks", "delegateTiming", "file", "known", "line", "name"]

  /// The key of ``handlers``, which an SDK whose handlers the scan does not read leaves out.
  static let handlersKey = "handlers"

  /// The record as JSON, keys sorted.
  var json: JSONValue {
    .object(
      [
        ("callbacks", .string(callbacks.description)),
        ("delegateTiming", .string(delegateTiming)), ("file", .optional(file)),
      ]
        + (handlers.map { [(Self.handlersKey, .array($0.map(\.json)))] } ?? [])
        + [
          ("known", .bool(isKnown)), ("line", line.map(JSONValue.int) ?? .null),
          ("name", .string(name)),
        ])
  }

  /// Reads the `sdks` array of a profile's JSON form.
  ///
  /// - Throws: ``Diagnostic`` naming the line of a value that is not what the key takes.
  static func list(in node: JSONDocument.Node, file: String) throws(Diagnostic) -> [Self] {
    guard case .array(let items) = node.value else {
      throw Diagnostic(
        file: file, line: node.line,
        message: "expected an array for sdks, found \(node.value.kind)")
    }
    var list: [Self] = []
    for item in items {
      list.append(try read(item, file: file))
    }
    return list
  }

  /// Reads one SDK's object.
  private static func read(_ node: JSONDocument.Node, file: String) throws(Diagnostic) -> Self {
    let hasHandlers =
      if case .object(let members) = node.value {
        members.contains { $0.key == handlersKey }
      } else { false }
    let values = try node.members(
      exactly: hasHandlers ? (keys + [handlersKey]).sorted() : keys, in: "an SDK", file: file)
    func fail(_ key: String, _ message: String) -> Diagnostic {
      Diagnostic(file: file, line: values[key]!.line, message: message)
    }
    guard case .string(let name) = values["name"]!.value, !name.isEmpty else {
      throw fail("name", "expected a non-empty string for an SDK's name")
    }
    guard case .bool(let isKnown) = values["known"]!.value else {
      throw fail("known", "expected true or false for an SDK's known")
    }
    guard case .string(let callbackText) = values["callbacks"]!.value,
      let callbacks = try? CallbackSet(parsing: callbackText)
    else {
      throw fail("callbacks", "expected a callback set such as fetchReceive for an SDK's callbacks")
    }
    guard case .string(let timing) = values["delegateTiming"]!.value, timings.contains(timing)
    else {
      throw fail(
        "delegateTiming", "expected \(timings.alternatives) for an SDK's delegateTiming")
    }
    let place: String?
    switch values["file"]!.value {
    case .null: place = nil
    case .string(let text): place = text
    default: throw fail("file", "expected a path or null for an SDK's file")
    }
    let line: Int?
    switch values["line"]!.value {
    case .null: line = nil
    case .number(let text):
      guard let number = Int(text), number >= 1 else {
        throw fail("line", "expected a line number from 1, or null, for an SDK's line")
      }
      line = number
    default: throw fail("line", "expected a line number or null for an SDK's line")
    }
    var handlers: [AppProfile.Handler]?
    if let node = values[handlersKey] {
      guard case .array(let items) = node.value else {
        throw fail(handlersKey, "expected an array for an SDK's handlers, found \(node.value.kind)")
      }
      handlers = []
      for item in items { handlers?.append(try AppProfile.Handler(reading: item, file: file)) }
    }
    return Self(
      name: name, file: place, line: line, isKnown: isKnown, callbacks: callbacks,
      delegateTiming: timing, handlers: handlers)
  }
}
