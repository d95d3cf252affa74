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
    let fitting = Fitting(self, on: os)
    let strides = AxisRegistry.strides
    // Axis by axis in registry order, each key so far extended by every fitting ordinal of the
    // next axis in turn: the first axis is the most significant, so the keys stay ascending.
    // The fitting ordinals are looked up once per axis, or once per value of the axis that
    // decides it, not once per key: each lookup of an array retains and releases it.
    var rawValues = [0]
    for position in strides.indices {
      let stride = strides[position]
      var extended: [Int] = []
      extended.reserveCapacity(rawValues.count * AxisRegistry.counts[position])
      func extend(_ rawValues: ArraySlice<Int>, by ordinals: [Int]) {
        for rawValue in rawValues {
          for ordinal in ordinals { extended.append(rawValue + ordinal * stride) }
        }
      }
      if let decider = fitting.deciders[position] {
        // Runs of keys with the same deciding ordinal: the decider is an earlier axis, so it
        // turns slower than every axis after it.
        let (deciderStride, deciderCount) = (strides[decider], AxisRegistry.counts[decider])
        func deciding(_ rawValue: Int) -> Int { rawValue / deciderStride % deciderCount }
        var start = rawValues.startIndex
        while start < rawValues.endIndex {
          let ordinal = deciding(rawValues[start])
          var end = start + 1
          while end < rawValues.endIndex, deciding(rawValues[end]) == ordinal { end += 1 }
          extend(rawValues[start..<end], by: fitting.ordinals(at: position, decidedBy: ordinal))
          start = end
        }
      } else {
        extend(rawValues[...], by: fitting.ordinals(at: position, decidedBy: 0))
      }
      rawValues = extended
    }
    return rawValues.map(ScenarioKey.init(rawValue:))
  }

  /// Returns the number of keys ``keys(on:)`` returns, without making them.
  ///
  /// The keys are counted as they are made, axis by axis, but grouped by their values of the
  /// axes that decide a later axis's constraint, the only ones a later axis reads: a few dozen
  /// groups instead of every key.
  func keyCount(on os: OSVersion) -> Int {
    let fitting = Fitting(self, on: os)
    let counts = AxisRegistry.counts
    // Each group's number, in mixed radix over the deciding axes' ordinals.
    let deciding = Set(fitting.deciders.compactMap { $0 }).sorted()
    var radix = Array(repeating: 0, count: counts.count)
    var groups = 1
    for position in deciding.reversed() {
      radix[position] = groups
      groups *= counts[position]
    }
    var keys = Array(repeating: 0, count: groups)
    keys[0] = 1
    for position in counts.indices {
      var extended = Array(repeating: 0, count: groups)
      for group in keys.indices where keys[group] > 0 {
        let decidingOrdinal = fitting.deciders[position].map { group / radix[$0] % counts[$0] }
        for ordinal in fitting.ordinals(at: position, decidedBy: decidingOrdinal ?? 0) {
          extended[group + ordinal * radix[position]] += keys[group]
        }
      }
      keys = extended
    }
    return keys.reduce(0, +)
  }

  /// Which chosen ordinals of each axis fit a release, worked out once per release: for an axis
  /// with a constraint, once per value of the axis that decides it (``AxisConstraint``), so that
  /// a walk over the keys asks no declaration anything.
  private struct Fitting {
    /// The registry position of the axis that decides each axis's constraint, if it has one: an
    /// earlier axis.
    let deciders: [Int?]
    /// The fitting ordinals of each axis, ascending, by the ordinal of the axis that decides it
    /// (a single list for an axis without a constraint).
    private let ordinals: [[[Int]]]

    init(_ space: ScenarioSpace, on os: OSVersion) {
      deciders = Self.deciders
      ordinals = Self.allowedBySpan[ScenarioSpace.span(of: os)].enumerated().map {
        position, allowed in
        var chosen = Array(repeating: false, count: AxisRegistry.counts[position])
        for ordinal in space.choices[position] { chosen[ordinal] = true }
        return allowed.map { $0.filter { chosen[$0] } }
      }
    }

    private static let deciders = AxisRegistry.axes.map { axis in
      axis.dependsOn.flatMap(AxisRegistry.position(ofID:))
    }

    /// The ordinals of each axis that fit each span of releases (``ScenarioSpace/span(of:)``),
    /// by the ordinal of the axis that decides it.
    ///
    /// Worked out once: asking the declarations cost more than walking the keys, for a space
    /// that is counted often. Values start only where a span does, and a constraint reads only
    /// the axis that decides it, so every release of a span has the same.
    private static let allowedBySpan: [[[[Int]]]] = ([OSVersion(0)] + AxisRegistry.introductions)
      .map { os in
        AxisRegistry.axes.indices.map { position in
          let deciding = deciders[position].map { 0..<AxisRegistry.counts[$0] } ?? 0..<1
          return deciding.map { decidingOrdinal in
            var scenario = Scenario(os: os, key: .first)
            if let decider = deciders[position] {
              scenario.key.setOrdinal(decidingOrdinal, at: decider)
            }
            return AxisRegistry.axes[position].allowedOrdinals(in: scenario).sorted()
          }
        }
      }

    /// Returns the fitting ordinals of the axis at a position where the axis that decides it has
    /// an ordinal (any, for an axis without a constraint).
    func ordinals(at position: Int, decidedBy decidingOrdinal: Int) -> [Int] {
      ordinals[position][deciders[position] == nil ? 0 : decidingOrdinal]
    }
  }

  /// Whether the scenario lies in this space.
  public func contains(_ scenario: Scenario) -> Bool {
    versions.contains(scenario.os) && scenario.firstMisfit() == nil
      && choices.indices.allSatisfy { choices[$0].contains(scenario.key.ordinal(at: $0)) }
  }

  /// The number of scenarios.
  public var count: Int {
    Dictionary(grouping: versions, by: Self.span(of:)).values.reduce(0) {
      $0 + $1.count * keyCount(on: $1[0])
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
