/// The operators and methods of the values a helper computes with.
extension HelperEvaluator {
  /// Whether a value is `nil`.
  static func isNil(_ value: SwiftExpression) -> Bool {
    if case .name("nil", nil, _) = value { return true }
    return false
  }

  /// A call of Tuist's API with its arguments: one that is `nil` is left out, as Tuist reads
  /// it (the parameter's default), and so is read as `nil` again (``member(_:of:helpers:line:)``).
  static func call(
    _ name: String, _ arguments: [SwiftExpression.Argument], line: Int
  ) -> SwiftExpression {
    .name(name, arguments: arguments.filter { !isNil($0.value) }, line: line)
  }

  /// Whether a value is known whole, so that it can be compared: a literal, `nil`, an enum case
  /// (with known associated values), or a collection of known values.
  static func isKnown(_ value: SwiftExpression) -> Bool {
    switch value {
    case .string, .number, .boolean: return true
    case .name(let name, let arguments, _):
      return (name.hasPrefix(".") || name == "nil")
        && (arguments ?? []).allSatisfy { isKnown($0.value) }
    case .array(let items, _): return items.allSatisfy(isKnown)
    case .dictionary(let entries, _):
      return entries.allSatisfy { isKnown($0.key) && isKnown($0.value) }
    case .interpolation, .other, .tooDeep, .sum: return false
    }
  }

  /// Whether a literal a manifest declares holds what only evaluation reads: an expression the
  /// literal reader keeps as text, an interpolation, a sum, or `.init(…)` of a declared type.
  static func needsEvaluation(_ value: SwiftExpression) -> Bool {
    switch value {
    case .other, .interpolation, .sum: return true
    case .name(".init", _?, _): return true
    case .name(_, let arguments, _): return (arguments ?? []).contains { needsEvaluation($0.value) }
    case .array(let items, _): return items.contains(where: needsEvaluation)
    case .dictionary(let entries, _):
      return entries.contains { needsEvaluation($0.key) || needsEvaluation($0.value) }
    case .string, .number, .boolean, .tooDeep: return false
    }
  }

  /// Whether a value is a struct or a call of Tuist's API, which is never `nil`.
  static func isRecord(_ value: SwiftExpression) -> Bool {
    if case .name(let name, _?, _) = value { return !name.hasPrefix(".") }
    return false
  }

  /// Whether two known values are equal (their lines aside).
  static func same(_ left: SwiftExpression, _ right: SwiftExpression) -> Bool {
    left.source == right.source
  }

  /// A value quoted for a reason, shortened past 60 characters.
  static func quoted(_ value: SwiftExpression) -> String {
    let text = value.source
    return (text.count > 60 ? String(text.prefix(59)) + "…" : text).messageQuoted
  }

  /// The case an enum value names: `.app` and `Module.app` are `app`.
  static func caseName(_ name: String) -> String {
    String(name.split(separator: ".").last ?? "")
  }

  /// The items of an array or a `Set(…)` of one; `nil` for anything else.
  static func elements(of value: SwiftExpression) -> [SwiftExpression]? {
    switch value {
    case .array(let items, _): return items
    case .name("Set", let arguments?, _) where arguments.count == 1:
      return elements(of: arguments[0].value)
    default: return nil
    }
  }

  /// `left + right`: strings joined, arrays concatenated, anything else a ``SwiftExpression/sum``
  /// for the manifest's reader to take apart.
  static func sum(_ left: SwiftExpression, _ right: SwiftExpression, line: Int) -> SwiftExpression {
    switch (left, right) {
    case (.string(let first, _), .string(let second, _)): return .string(first + second, line: line)
    case (.array(let first, _), .array(let second, _)): return .array(first + second, line: line)
    case (.sum(let first, _), _): return .sum(first + [right], line: line)
    default: return .sum([left, right], line: line)
    }
  }

  /// A member of a value.
  static func member(
    _ member: String, of value: SwiftExpression, helpers: TuistHelpers, line: Int
  ) throws(Stop) -> SwiftExpression {
    switch (value, member) {
    case (.name(let name, nil, _), "rawValue") where name.contains("."):
      if let raw = helpers.rawValue(of: name) { return .string(raw, line: line) }
    case (.name(let name, let arguments?, _), _) where !name.hasPrefix(".") || name == ".init":
      return arguments.first(where: { $0.label == member })?.value ?? nilValue
    case (.name(let name, nil, _), _) where !name.hasPrefix(".") && name != "nil":
      return .name(name + "." + member, arguments: nil, line: line)
    case (.array(let items, _), "count"): return .number(String(items.count), line: line)
    case (.array(let items, _), "isEmpty"): return .boolean(items.isEmpty, line: line)
    case (.array(let items, _), "first"): return items.first ?? nilValue
    case (.array(let items, _), "last"): return items.last ?? nilValue
    case (.dictionary(let entries, _), "isEmpty"): return .boolean(entries.isEmpty, line: line)
    case (.string(let text, _), "isEmpty"): return .boolean(text.isEmpty, line: line)
    default: break
    }
    return .other(value.source + "." + member, line: line)
  }

  /// An infix operator's value: `&&` and `||` evaluate their right operand only when needed.
  mutating func binary(
    _ operation: String, _ left: Expression, _ right: Expression, as type: String?, line: Int
  ) throws(Stop) -> SwiftExpression {
    let first = try evaluate(left, as: type)
    switch operation {
    case "&&", "||":
      guard case .boolean(let truth, _) = first else {
        return .other(first.source + " " + operation + " …", line: line)
      }
      if truth == (operation == "||") { return .boolean(truth, line: line) }
      return try evaluate(right)
    case "??":
      return Self.isNil(first) ? try evaluate(right, as: type) : first
    default: break
    }
    let second = try evaluate(right, as: type)
    switch operation {
    case "+": return Self.sum(first, second, line: line)
    case "==", "!=":
      guard Self.isKnown(first), Self.isKnown(second) else { break }
      return .boolean(Self.same(first, second) == (operation == "=="), line: line)
    default: break
    }
    return .other(first.source + " " + operation + " " + second.source, line: line)
  }

  /// A method of a value.
  ///
  /// `map`, `flatMap`, `compactMap`, `filter`, `forEach` and `contains` of an array or set,
  /// `merging` of a dictionary, `hasPrefix`, `hasSuffix`, `contains`, `lowercased` and
  /// `uppercased` of a string, and the methods the helpers declare; any other is unknown.
  mutating func method(
    _ method: String, of value: SwiftExpression, _ arguments: [HelperSyntax.Argument],
    line: Int
  ) throws(Stop) -> SwiftExpression {
    let unknown = SwiftExpression.other(value.source + "." + method + "(…)", line: line)
    if let items = Self.elements(of: value) {
      guard let argument = arguments.first else { return unknown }
      switch method {
      case "map", "flatMap", "compactMap", "filter", "forEach":
        var results: [SwiftExpression] = []
        for item in items {
          let result = try apply(argument.value, to: [item])
          switch method {
          case "map": results.append(result)
          case "flatMap":
            guard let inner = Self.elements(of: result) else { return unknown }
            results += inner
          case "compactMap": if !Self.isNil(result) { results.append(result) }
          case "filter":
            guard case .boolean(let keep, _) = result else { return unknown }
            if keep { results.append(item) }
          default: break
          }
        }
        return method == "forEach" ? Self.nilValue : .array(results, line: line)
      case "contains":
        for item in items {
          let found: SwiftExpression
          if case .closure = argument.value {
            found = try apply(argument.value, to: [item])
          } else {
            let wanted = try evaluate(argument.value)
            guard Self.isKnown(item), Self.isKnown(wanted) else { return unknown }
            found = .boolean(Self.same(item, wanted), line: line)
          }
          guard case .boolean(let truth, _) = found else { return unknown }
          if truth { return .boolean(true, line: line) }
        }
        return .boolean(false, line: line)
      default: return unknown
      }
    }
    switch (value, method) {
    case (.dictionary(let entries, _), "merging"):
      guard let first = arguments.first, case .dictionary(let others, _) = try evaluate(first.value)
      else { return unknown }
      var merged = entries
      for entry in others {
        guard let slot = merged.firstIndex(where: { Self.same($0.key, entry.key) }) else {
          merged.append(entry)
          continue
        }
        // The closure that picks a value for a key both have: labelled, or trailing.
        guard let combine = arguments.dropFirst().first(where: { $0.label != "with" }) else {
          return unknown
        }
        merged[slot].value = try apply(combine.value, to: [merged[slot].value, entry.value])
      }
      return .dictionary(merged, line: line)
    case (.string(let text, _), "lowercased"): return .string(text.lowercased(), line: line)
    case (.string(let text, _), "uppercased"): return .string(text.uppercased(), line: line)
    case (.string(let text, _), "hasPrefix"), (.string(let text, _), "hasSuffix"),
      (.string(let text, _), "contains"):
      guard let argument = arguments.first,
        case .string(let other, _) = try evaluate(argument.value)
      else { return unknown }
      let truth =
        method == "hasPrefix"
        ? text.hasPrefix(other)
        : method == "hasSuffix" ? text.hasSuffix(other) : text.contains(other)
      return .boolean(truth, line: line)
    default:
      // A method the helpers declare on a type (`.baseSettings.setProvisioning()`).
      guard !Self.isNil(value),
        let helper = helpers.function(named: method, labels: arguments.map(\.label))
      else { return unknown }
      return try call(
        helper, try evaluated(arguments, types: helper.parameterTypes),
        at: FileLocation(file: helper.file, line: line), this: value)
    }
  }
}
