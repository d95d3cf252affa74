/// The cross product of chosen axis values, enumerated lazily in canonical order.
///
/// The order is the release ascending, then the ``ScenarioKey`` ascending: the registered axes
/// in ``AxisRegistry`` order, each in its own canonical order, the last turning fastest. Only the
/// scenarios whose every value fits (``Scenario/firstMisfit()``) are enumerated. The keys that fit
/// are worked out once per span of releases between axis introductions, so a space of any size
/// is streamed holding little more than one release's keys.
public struct ScenarioSpace: Sequence, Sendable, Hashable {
  /// The releases, ascending, each once.
  public var versions: [OSVersion] {
    didSet { versions = Set(versions).sorted() }
  }
  /// The chosen ordinals of each registered axis, ascending, by the axis's registry position.
  public private(set) var choices: [[Int]]

  /// Creates a space of the given releases and every value of every registered axis, the
  /// conditions (``Axis/isCondition``) included or held at their defaults.
  public init(versions: [OSVersion] = OSCatalog.versions, conditions: Conditions = .defaults) {
    self.versions = Set(versions).sorted()
    choices = AxisRegistry.axes.map { axis in
      guard conditions == .defaults, axis.isCondition, let ordinal = axis.defaultOrdinal else {
        return Array(0..<axis.count)
      }
      return [ordinal]
    }
  }

  /// The documents' matrix: every catalog release and every value of every axis, under the
  /// conditions the documents held (each condition at its default).
  public static let `default` = ScenarioSpace()

  /// The whole cross product: every catalog release and every value of every axis, conditions
  /// included.
  public static let full = ScenarioSpace(conditions: .every)

  /// Keeps only the given ordinals of the axis at a registry position.
  public mutating func restrict(axisAt position: Int, to ordinals: [Int]) {
    choices[position] = Set(ordinals).sorted()
  }

  /// Keeps only the given values of an axis.
  public mutating func restrict<Value: AxisValue>(_ values: [Value]) {
    restrict(axisAt: AxisRegistry.position(of: Value.self), to: values.map(Value.axis.ordinal(of:)))
  }

  /// Returns the space with only the given values of an axis.
  public func restricted<Value: AxisValue>(to values: [Value]) -> ScenarioSpace {
    var space = self
    space.restrict(values)
    return space
  }

  /// Returns the chosen values of an axis, in canonical order.
  public func values<Value: AxisValue>(_ type: Value.Type) -> [Value] {
    choices[AxisRegistry.position(of: type)].map { Value.axis.values[$0] }
  }

  /// Returns the keys of the scenarios of the space on a release, ascending.
  public func keys(on os: OSVersion) -> [ScenarioKey] {
    let axes = AxisRegistry.axes
    // Whether each chosen value fits, worked out once per release: for an axis with a
    // constraint, once per value of the axis that decides it (``AxisConstraint``), so that the
    // walk below asks no declaration anything.
    let deciders = axes.map { axis in axis.dependsOn.flatMap(AxisRegistry.position(ofID:)) }
    // The fitting ordinals of each axis, worked out once per release: for an axis with a
    // constraint, once per value of the axis that decides it (``AxisConstraint``), so that the
    // expansion below asks no declaration anything.
    let fitting: [[[Int]]] = axes.indices.map { position in
      let axis = axes[position]
      let chosen = Set(choices[position])
      let deciding = deciders[position].map { 0..<axes[$0].count } ?? 0..<1
      return deciding.map { decidingOrdinal in
        var scenario = Scenario(os: os, key: .first)
        if let decider = deciders[position] {
          scenario.key.setOrdinal(decidingOrdinal, at: decider)
        }
        return axis.allowedOrdinals(in: scenario).filter(chosen.contains).sorted()
      }
    }
    let strides = AxisRegistry.strides
    let counts = AxisRegistry.counts
    // Axis by axis in registry order, each key so far extended by every fitting ordinal of the
    // next axis in turn: the first axis is the most significant, so the keys stay ascending.
    var rawValues = [0]
    for position in axes.indices {
      let stride = strides[position]
      let fittingByDecider = fitting[position]
      var extended: [Int] = []
      extended.reserveCapacity(rawValues.count * axes[position].count)
      for rawValue in rawValues {
        let decidingOrdinal = deciders[position].map { rawValue / strides[$0] % counts[$0] } ?? 0
        for ordinal in fittingByDecider[decidingOrdinal] {
          extended.append(rawValue + ordinal * stride)
        }
      }
      rawValues = extended
    }
    return rawValues.map(ScenarioKey.init(rawValue:))
  }

  /// Whether the scenario lies in this space.
  public func contains(_ scenario: Scenario) -> Bool {
    versions.contains(scenario.os) && scenario.firstMisfit() == nil
      && choices.indices.allSatisfy { choices[$0].contains(scenario.key.ordinal(at: $0)) }
  }

  /// The number of scenarios.
  public var count: Int {
    Dictionary(grouping: versions, by: Self.span(of:)).values.reduce(0) {
      $0 + $1.count * keys(on: $1[0]).count
    }
  }

  /// Returns the number of axis introductions up to a release: releases with the same number
  /// have the same keys.
  static func span(of os: OSVersion) -> Int {
    AxisRegistry.introductions.count { $0 <= os }
  }

  /// The releases of the space, ascending, each with the keys of its scenarios, ascending:
  /// releases between the same axis introductions share one array of keys, worked out once.
  public var releases: Releases { Releases(space: self) }

  public func makeIterator() -> Iterator { Iterator(releases: releases.makeIterator()) }

  /// The releases of a space with their keys, as ``releases`` walks them.
  public struct Releases: Sequence {
    fileprivate let space: ScenarioSpace

    public func makeIterator() -> Iterator { Iterator(space: space) }

    /// Walks the releases in order and works out the keys once per span.
    public struct Iterator: IteratorProtocol {
      private let space: ScenarioSpace
      /// The index of the next release.
      private var release = 0
      /// The keys of the span being walked.
      private var keys: [ScenarioKey] = []
      private var span = -1

      fileprivate init(space: ScenarioSpace) { self.space = space }

      public mutating func next() -> (os: OSVersion, keys: [ScenarioKey])? {
        guard release < space.versions.count else { return nil }
        let os = space.versions[release]
        release += 1
        let span = ScenarioSpace.span(of: os)
        if span != self.span {
          keys = space.keys(on: os)
          self.span = span
        }
        return (os, keys)
      }
    }
  }

  /// Walks the releases in order and, on each, the keys that fit it.
  public struct Iterator: IteratorProtocol {
    private var releases: Releases.Iterator
    /// The release being walked.
    private var os = OSVersion(0)
    /// The keys that fit the release being walked, shared by its whole span.
    private var keys: [ScenarioKey] = []
    private var index = 0

    init(releases: Releases.Iterator) { self.releases = releases }

    public mutating func next() -> Scenario? {
      while index == keys.count {
        guard let (os, keys) = releases.next() else { return nil }
        self.os = os
        self.keys = keys
        index = 0
      }
      defer { index += 1 }
      return Scenario(os: os, key: keys[index])
    }
  }
}
