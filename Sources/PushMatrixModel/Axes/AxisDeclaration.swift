/// The single declaration of a scenario axis, written beside its value type.
public struct AxisDeclaration<Value: AxisValue>: Sendable {
  /// The stable identifier: the column name in goldens, exports and observations, and the JSON
  /// key, such as `backgroundMode`.
  public let id: String
  /// The command-line option and HTML filter name, such as `background-mode`.
  public let option: String
  /// The axis's name as pages label it, such as "App state".
  public let title: LocalizedText
  /// Every value, in canonical order: the enumerator's order and the ordinals of the key.
  public let values: [Value]
  /// Each value's public identifier, in the order of ``values``.
  public let identifiers: [String]
  /// Each value's label on pages, in the order of ``values``.
  public let labels: [LocalizedText]
  /// What a file or a command that does not mention the axis means; `nil` when it must be given.
  public let defaultValue: Value?
  /// The first release where the axis exists, before which only its default value does; `nil`
  /// when it exists on every release.
  public let introduced: OSVersion?
  /// The first release of each value that starts later than the axis, such as presentation
  /// `list` on iOS 14.
  public let introducedValues: [Value: OSVersion]
  /// Whether the axis is a condition the source documents held at its default (permission
  /// granted, an app delegate, a plain tap…): the documents' layouts show only the default, and
  /// the conditions page and the goldens' deltas show what each other value changes.
  public let isCondition: Bool
  /// The values that fit the values of an earlier axis, when not every value always does.
  public let constraint: AxisConstraint<Value>?
  /// What the axis accepts, as messages and help texts say it.
  public let expected: String
  /// Whether a value read alone says which axis it belongs to (`foreground`, `alert`), so that
  /// summaries need not prefix it with the axis (as they do `backgroundMode on`).
  public let valuesNameTheAxis: Bool
  /// Other names the axis reads besides its identifiers, as help texts say it, or `nil`.
  public let alsoAccepted: String?
  private let parser: @Sendable (String) -> Value?
  private let hintFor: @Sendable (String) -> String?
  private let ordinalOf: @Sendable (Value) -> Int

  /// Declares an axis.
  ///
  /// - Parameters:
  ///   - id: the stable identifier.
  ///   - option: the command-line option; by default the identifier in kebab case.
  ///   - title: the axis's name on pages.
  ///   - values: every value, in canonical order.
  ///   - identifier: a value's public identifier.
  ///   - label: a value's label on pages.
  ///   - default: what omitting the axis means, or `nil` when it must be given.
  ///   - introduced: the first release where the axis exists, or `nil` for every release.
  ///   - introducedValues: the first release of each value that starts later than the axis.
  ///   - isCondition: whether the documents held the axis at its default; such an axis needs one.
  ///   - constraint: the values that fit an earlier axis's value.
  ///   - expected: what the axis accepts; by default its identifiers, comma-separated.
  ///   - valuesNameTheAxis: whether a value read alone says which axis it belongs to.
  ///   - alsoAccepted: other names the axis reads, as help texts say it.
  ///   - parse: reads a value from text; by default, by identifier.
  ///   - hint: what to add to the message for a text that `parse` rejects; by default, the
  ///     identifier closest to it (``Suggestion``).
  ///   - ordinal: a value's index in `values`; by default found by lookup.
  public init(
    id: String, option: String? = nil, title: LocalizedText, values: [Value],
    identifier: (Value) -> String, label: (Value) -> LocalizedText, default: Value?,
    introduced: OSVersion? = nil, introducedValues: [Value: OSVersion] = [:],
    isCondition: Bool = false, constraint: AxisConstraint<Value>? = nil, expected: String? = nil,
    valuesNameTheAxis: Bool = false, alsoAccepted: String? = nil,
    parse: (@Sendable (String) -> Value?)? = nil, hint: (@Sendable (String) -> String?)? = nil,
    ordinal: (@Sendable (Value) -> Int)? = nil
  ) {
    let identifiers = values.map(identifier)
    self.id = id
    self.option = option ?? Self.kebabCase(id)
    self.title = title
    self.values = values
    self.identifiers = identifiers
    labels = values.map(label)
    defaultValue = `default`
    self.introduced = introduced
    self.introducedValues = introducedValues
    precondition(!isCondition || `default` != nil, "the condition \(id) needs a default")
    self.isCondition = isCondition
    self.constraint = constraint
    self.expected = expected ?? identifiers.joined(separator: ", ")
    self.valuesNameTheAxis = valuesNameTheAxis
    let byIdentifier = Dictionary(uniqueKeysWithValues: zip(identifiers, values))
    self.alsoAccepted = alsoAccepted
    parser = parse ?? { byIdentifier[$0] }
    hintFor = hint ?? { Suggestion.didYouMean($0, among: identifiers) }
    let ordinals = Dictionary(uniqueKeysWithValues: zip(values, values.indices))
    ordinalOf = ordinal ?? { ordinals[$0]! }
  }

  /// Returns a value's index among ``values``.
  public func ordinal(of value: Value) -> Int { ordinalOf(value) }

  /// Returns the index of the value a text names.
  ///
  /// - Throws: ``AxisValueError`` naming the axis, the text and what it accepts, with the closest
  ///   value for a typo.
  public func ordinal(parsing text: String) throws(AxisValueError) -> Int {
    guard let value = parser(text) else {
      throw AxisValueError(axis: id, value: text, expected: expected, hint: hintFor(text))
    }
    return ordinalOf(value)
  }

  /// Returns an identifier in kebab case, such as `background-mode` for `backgroundMode`.
  private static func kebabCase(_ id: String) -> String {
    id.unicodeScalars.map {
      $0.properties.isUppercase ? "-" + String($0).lowercased() : String($0)
    }.joined()
  }
}

extension AxisDeclaration where Value: RawRepresentable<String> & CaseIterable {
  /// Declares an axis whose values are the cases of an enumeration, named by their raw values.
  public init(
    id: String, option: String? = nil, title: LocalizedText, label: (Value) -> LocalizedText,
    default: Value?, introduced: OSVersion? = nil, introducedValues: [Value: OSVersion] = [:],
    isCondition: Bool = false, constraint: AxisConstraint<Value>? = nil,
    valuesNameTheAxis: Bool = false, alsoAccepted: String? = nil,
    parse: (@Sendable (String) -> Value?)? = nil, hint: (@Sendable (String) -> String?)? = nil
  ) {
    // The raw values first, then the other words the axis reads.
    var read: (@Sendable (String) -> Value?)? = nil
    if let parse {
      read = { @Sendable (text: String) -> Value? in Value(rawValue: text) ?? parse(text) }
    }
    self.init(
      id: id, option: option, title: title, values: Array(Value.allCases), identifier: \.rawValue,
      label: label, default: `default`, introduced: introduced,
      introducedValues: introducedValues, isCondition: isCondition, constraint: constraint,
      valuesNameTheAxis: valuesNameTheAxis, alsoAccepted: alsoAccepted, parse: read, hint: hint)
  }
}
