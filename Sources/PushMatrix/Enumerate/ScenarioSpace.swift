/// The cross product of chosen axis values, enumerated lazily in canonical order.
///
/// The order is the declared order of ``Axis``: OS ascending, then state, callback set, payload,
/// presentation and background mode, each in its own declared order. Nothing but the current
/// position is held in memory, so a space of any size can be streamed.
public struct ScenarioSpace: Sequence, Sendable, Equatable {
  public var versions: [OSVersion]
  public var states: [AppState]
  public var callbackSets: [CallbackSet]
  public var payloads: [Payload]
  public var presentations: [Presentation]
  public var backgroundModes: [BackgroundMode]

  /// Creates a space; each list is sorted and de-duplicated, and defaults to every value.
  public init(
    versions: [OSVersion] = OSCatalog.versions,
    states: [AppState] = AppState.allCases,
    callbackSets: [CallbackSet] = CallbackSet.all,
    payloads: [Payload] = Payload.allCases,
    presentations: [Presentation] = Presentation.allCases,
    backgroundModes: [BackgroundMode] = BackgroundMode.allCases
  ) {
    self.versions = Set(versions).sorted()
    self.states = Set(states).sorted()
    self.callbackSets = Set(callbackSets).sorted()
    self.payloads = Set(payloads).sorted()
    self.presentations = Set(presentations).sorted()
    self.backgroundModes = Set(backgroundModes).sorted()
  }

  /// The default matrix: every catalog release and every value of every other axis.
  public static let `default` = ScenarioSpace()

  /// The presentations enumerated for a callback set: those it makes sense with and are chosen.
  public func presentations(for callbacks: CallbackSet) -> [Presentation] {
    Scenario.presentations(for: callbacks).filter(presentations.contains)
  }

  /// Whether the scenario lies in this space.
  public func contains(_ scenario: Scenario) -> Bool {
    versions.contains(scenario.os) && states.contains(scenario.state)
      && callbackSets.contains(scenario.callbacks) && payloads.contains(scenario.payload)
      && presentations(for: scenario.callbacks).contains(scenario.presentation)
      && backgroundModes.contains(scenario.backgroundMode)
  }

  /// The number of scenarios, computed without enumerating them.
  public var count: Int {
    let handlers = callbackSets.reduce(0) { $0 + presentations(for: $1).count }
    return versions.count * states.count * handlers * payloads.count * backgroundModes.count
  }

  public func makeIterator() -> Iterator { Iterator(space: self) }

  /// Walks the space like an odometer, the last axis turning fastest.
  ///
  /// The presentation wheel has as many positions as the current callback set allows; callback
  /// sets that allow none of the chosen presentations are left out up front.
  public struct Iterator: IteratorProtocol {
    private let space: ScenarioSpace
    private let callbackSets: [CallbackSet]
    private let presentations: [[Presentation]]
    private var position = [0, 0, 0, 0, 0, 0]
    private var isExhausted: Bool

    init(space: ScenarioSpace) {
      self.space = space
      callbackSets = space.callbackSets.filter { !space.presentations(for: $0).isEmpty }
      presentations = callbackSets.map(space.presentations(for:))
      isExhausted = space.count == 0
    }

    public mutating func next() -> Scenario? {
      guard !isExhausted else { return nil }
      let scenario = Scenario(
        os: space.versions[position[0]], state: space.states[position[1]],
        callbacks: callbackSets[position[2]], payload: space.payloads[position[3]],
        presentation: presentations[position[2]][position[4]],
        backgroundMode: space.backgroundModes[position[5]])
      advance()
      return scenario
    }

    private func limit(of axis: Int) -> Int {
      switch axis {
      case 0: space.versions.count
      case 1: space.states.count
      case 2: callbackSets.count
      case 3: space.payloads.count
      case 4: presentations[position[2]].count
      default: space.backgroundModes.count
      }
    }

    private mutating func advance() {
      for axis in position.indices.reversed() {
        position[axis] += 1
        if position[axis] < limit(of: axis) { return }
        position[axis] = 0
      }
      isExhausted = true
    }
  }
}
