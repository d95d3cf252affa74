/// Every scenario axis besides the release, in canonical order, each declared by its value type.
///
/// The order is that of the columns of goldens and exports, of the digits of ``ScenarioKey``
/// (the first axis most significant, so keys sort in canonical order), of command-line options
/// and of the enumerator. An axis joins the model by one line here; an axis with a constraint
/// comes after the axis it depends on.
public enum AxisRegistry {
  /// The registered axes, in canonical order.
  public static let axes: [Axis] = [
    Axis(AppState.self),
    Axis(CallbackSet.self),
    Axis(Payload.self),
    Axis(Presentation.self),
    Axis(BackgroundMode.self),
    Axis(Lifecycle.self),
    Axis(Authorization.self),
    Axis(BackgroundRefresh.self),
    Axis(Response.self),
    Axis(DelegateTiming.self),
    Axis(MutableContent.self),
    Axis(ServiceExtension.self),
    Axis(PushType.self),
    Axis(Priority.self),
  ]

  /// How much one step of each axis's ordinal adds to a key: the product of the value counts of
  /// the axes after it.
  @usableFromInline package static let strides: [Int] = axes.indices.map { position in
    axes[(position + 1)...].reduce(1) { $0 * $1.count }
  }

  /// The number of values of each axis, in registry order.
  @usableFromInline static let counts: [Int] = axes.map(\.count)

  /// Each axis's value identifiers, in registry order: read without copying the axis, which
  /// holds a dozen references, when a key is spelled out for every row of a table.
  package static let identifiers: [[String]] = axes.map(\.identifiers)

  /// Each axis's ordinals by identifier, in registry order: the words a golden writes, looked up
  /// before the axis's parser, which also reads other spellings and explains typos.
  static let ordinalsByIdentifier: [[String: Int]] = identifiers.map { names in
    Dictionary(uniqueKeysWithValues: zip(names, names.indices))
  }

  /// Each axis's declared default (``Axis/defaultOrdinal``), in registry order.
  static let declaredDefaults: [Int?] = axes.map(\.defaultOrdinal)

  /// What deciding whether each axis's value fits takes, in registry order (``Axis/fitting``).
  static let fittings = Axis.FittingTable(axes.map(\.fitting))

  /// The number of distinct keys, fitting or not: every key is below it.
  public static let keyCount = axes.reduce(1) { $0 * $1.count }

  /// The position of the first condition: the conditions are the last axes, so that a key
  /// splits into the other axes' values and the conditions' (``ScenarioKey/parts``).
  public static let firstCondition: Int = {
    let first = axes.firstIndex(where: \.isCondition) ?? axes.endIndex
    precondition(
      axes[first...].allSatisfy(\.isCondition),
      "the conditions must be the last axes of AxisRegistry.axes")
    return first
  }()

  /// The number of combinations of the conditions' values (``ScenarioKey/parts``).
  public static let conditionCombinations = axes[firstCondition...].reduce(1) { $0 * $1.count }

  /// The value type of each axis, in registry order: searched in place, since typed access to
  /// a scenario's values is the engine's innermost step and a few comparisons beat hashing.
  private static let valueTypes: [ObjectIdentifier] = axes.map(\.valueType)

  private static let positionsByID = Dictionary(
    uniqueKeysWithValues: axes.enumerated().map { ($1.id, $0) })

  /// Returns the position of the axis a value type declares.
  @usableFromInline package static func position<Value: AxisValue>(of type: Value.Type) -> Int {
    guard let position = valueTypes.firstIndex(of: ObjectIdentifier(type)) else {
      preconditionFailure("the axis \(Value.axis.id) is not in AxisRegistry.axes")
    }
    return position
  }

  /// Returns the position of an axis by its identifier, or `nil` when no axis has it.
  public static func position(ofID id: String) -> Int? { positionsByID[id] }

  /// The releases where an axis or a value starts to exist, ascending: between two of them, the
  /// same keys fit on every release.
  public static let introductions: [OSVersion] = Set(
    axes.flatMap { $0.introductions.compactMap { $0 } }
  )
  .sorted()
}
