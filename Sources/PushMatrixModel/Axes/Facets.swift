/// What a table, row or column is about, by axis, so that readers can filter by it.
public struct Facets: Sendable, Hashable {
  /// One axis's value.
  public struct Value: Sendable, Hashable {
    /// The axis's position in ``AxisRegistry/axes``.
    public var position: Int
    /// The value's ordinal on that axis.
    public var ordinal: Int

    /// Creates the value with an ordinal on the axis at a registry position.
    package init(position: Int, ordinal: Int) {
      self.position = position
      self.ordinal = ordinal
    }

    /// The axis.
    public var axis: Axis { AxisRegistry.axes[position] }
    /// The value's public identifier.
    public var identifier: String { axis.identifiers[ordinal] }
  }

  /// The releases covered, ascending; empty when any release.
  public var versions: [OSVersion]
  /// The axis values, in the order the view names them: what the heading is about first, then
  /// its context.
  public var values: [Value]

  /// Creates facets of releases and, for each of the given axes, the key's value.
  ///
  /// - Parameters:
  ///   - versions: the releases covered, or none for any release.
  ///   - key: the scenario key whose values are named.
  ///   - positions: the registry positions of the axes to name, in order.
  public init(versions: [OSVersion] = [], key: ScenarioKey = .first, positions: [Int] = []) {
    self.versions = versions
    values = positions.map { Value(position: $0, ordinal: key.ordinal(at: $0)) }
  }

  /// Returns the identifier of an axis's value, when the facets name the axis.
  public func identifier(of position: Int) -> String? {
    values.first { $0.position == position }?.identifier
  }
}
