import PushMatrixModel

/// The routing engine: a pure function from a scenario to its outcome.
///
/// The engine runs its stages in order (``stages``, by default ``RoutingStages/standard``): it
/// tries the arrival rules in order and takes the first that applies; if the system shows the
/// notification or keeps it in Notification Center, it does the same with the tap rules; it asks
/// the extension rules whether the service extension runs; it applies every quirk whose releases
/// include the scenario's; it asks the launch rules where a launching notification reaches the
/// launch code; and it adds the note of every note rule that applies. The outcome's basis is the weakest of the deciding rules',
/// the rules they refine (``Refinement``) and the quirk's for the scenario. ``route(_:)``
/// answers from outcomes computed once per epoch of releases; ``trail(_:)`` always computes,
/// and says which rules decided.
public struct Router: Sendable {
  /// Everything the engine holds, in one object that every copy shares.
  ///
  /// Copying an engine retains it alone. A copy used to retain each rule list, cache and lookup,
  /// and threads that copied the standard engine for every scenario they routed fought over
  /// their counts.
  private let storage: Storage

  public var arrivalRules: [ArrivalRule] { storage.arrivalRules }
  public var tapRules: [TapRule] { storage.tapRules }
  public var quirks: [Quirk] { storage.quirks }
  public var noteRules: [NoteRule] { storage.noteRules }
  /// The rules that decide whether the app's service extension runs.
  public var extensionRules: [ExtensionRule] { storage.extensionRules }
  /// The rules that decide where a launching notification reaches the launch code.
  public var launchRules: [LaunchRule] { storage.launchRules }
  private var cache: OutcomeCache { storage.cache }
  /// The cells each condition changes, by the space compared and the condition's position
  /// (``ConditionDifferences``).
  var conditionChanges: Memo<ConditionDifferences.Subject, [ConditionDifferences.Difference]> {
    storage.conditionChanges
  }
  /// Every arrival rule, tap rule and quirk by ID, the first of an ID winning, looked up once
  /// per distinct cell content: a cast of the rule lists on each lookup cost most of `check`.
  private var decidersByID: [String: any Grounded] { storage.decidersByID }

  /// The stages the engine runs for every scenario, in order (``RoutingStage``).
  public var stages: RoutingStages { storage.stages }

  /// The SDK whose bridge the engine runs last, or `nil` for the native answer alone.
  public var sdk: SDKBridge? { storage.sdk }

  /// Creates an engine from its rules, quirks and note rules, and the stages it runs.
  ///
  /// The stages run in the order given, the arrival first, since every other reads what it
  /// decided. Leaving one out leaves its columns at their defaults and its rule empty
  /// (``OutcomeColumns/columns(of:)`` gives the table's columns).
  ///
  /// An engine with an SDK (``SDKBridge``) runs its stage after the others and fills the
  /// outcome's ``Outcome/sdk``.
  public init(
    arrivalRules: [ArrivalRule], tapRules: [TapRule], quirks: [Quirk],
    noteRules: [NoteRule] = NoteRules.all, extensionRules: [ExtensionRule] = ExtensionRules.all,
    launchRules: [LaunchRule] = LaunchRules.all, stages: RoutingStages = .standard,
    sdk: SDKBridge? = nil
  ) {
    precondition(stages.first { _ in true } == .arrival, "the arrival stage comes first")
    precondition(
      stages.contains(.sdk) == (sdk != nil), "the SDK stage runs exactly when there is an SDK")
    storage = Storage(
      arrivalRules: arrivalRules, tapRules: tapRules, quirks: quirks, noteRules: noteRules,
      extensionRules: extensionRules, launchRules: launchRules, stages: stages, sdk: sdk)
  }

  /// Returns this engine followed by an SDK's bridge (``RoutingStage/sdk``), in place of the
  /// bridge it may have.
  public func bridging(_ sdk: SDKBridge) -> Router {
    Router(
      arrivalRules: arrivalRules, tapRules: tapRules, quirks: quirks, noteRules: noteRules,
      extensionRules: extensionRules, launchRules: launchRules,
      stages: RoutingStages(Array(stages).filter { $0 != .sdk } + [.sdk]), sdk: sdk)
  }

  /// What an engine holds (``Router/storage``).
  private final class Storage: Sendable {
    let arrivalRules: [ArrivalRule]
    let tapRules: [TapRule]
    let quirks: [Quirk]
    let noteRules: [NoteRule]
    let extensionRules: [ExtensionRule]
    let launchRules: [LaunchRule]
    let stages: RoutingStages
    let sdk: SDKBridge?
    let cache: OutcomeCache
    let conditionChanges = Memo<ConditionDifferences.Subject, [ConditionDifferences.Difference]>()
    let decidersByID: [String: any Grounded]

    init(
      arrivalRules: [ArrivalRule], tapRules: [TapRule], quirks: [Quirk], noteRules: [NoteRule],
      extensionRules: [ExtensionRule], launchRules: [LaunchRule], stages: RoutingStages,
      sdk: SDKBridge?
    ) {
      self.stages = stages
      self.sdk = sdk
      self.arrivalRules = arrivalRules
      self.tapRules = tapRules
      self.quirks = quirks
      self.noteRules = noteRules
      self.extensionRules = extensionRules
      self.launchRules = launchRules
      let deciders: [any Grounded & Identifiable<String>] =
        arrivalRules + tapRules + quirks + extensionRules + launchRules
      decidersByID = Dictionary(deciders.map { ($0.id, $0 as any Grounded) }) { first, _ in
        first
      }
      let quirkEnds = quirks.flatMap { [$0.versions.lowerBound, $0.versions.upperBound] }
      // A release that device tests cover has a basis of its own, unlike the releases around
      // it.
      let observed = Set(
        arrivalRules.flatMap(\.observedOn) + tapRules.flatMap(\.observedOn)
          + quirks.flatMap(\.observedOn))
      let named = Set(Epoch.all + AxisRegistry.introductions)
      cache = OutcomeCache(
        boundaries: Array(named) + quirkEnds + observed.flatMap { [$0, $0.next] },
        regime: { start in
          // Rules and notes compare releases only with the named epochs and the releases where
          // an axis starts, quirks apply by their ranges, and a basis is `observed` only on a
          // release device tests cover: epochs equal in all three route alike, such as
          // 14.0–18.0 and 18.1–26.0 on either side of a quirk. Device tests held every
          // condition at its default, so a key with another condition routes alike without
          // them.
          let unobserved = Regime(
            epoch: named.filter { $0 <= start }.max(),
            quirks: quirks.map { $0.versions.contains(start) }, observed: nil)
          var own = unobserved
          own.observed = observed.contains(start) ? start : nil
          return (own, unobserved)
        })
    }
  }

  /// What routing on a release depends on besides the scenario's key (``OutcomeCache``).
  private struct Regime: Hashable {
    /// The last named epoch or axis introduction up to the release.
    var epoch: OSVersion?
    /// Whether each quirk's range holds the release.
    var quirks: [Bool]
    /// The release, when device tests cover it.
    var observed: OSVersion?
  }

  /// The releases where routing may change, ascending: 0.0, the named epochs, the quirks' ends,
  /// the releases where an axis starts, and each release that device tests cover and the one
  /// after it.
  public var epochBoundaries: [OSVersion] { cache.boundaries }

  /// Returns the index in ``epochBoundaries`` of the epoch holding a release: releases of one
  /// epoch route alike.
  public func epoch(of os: OSVersion) -> Int { cache.epoch(of: os) }

  /// Whether two releases route every scenario key alike, because they lie in one epoch or in
  /// epochs that differ in nothing routing reads.
  func routesAlike(_ first: OSVersion, _ second: OSVersion) -> Bool {
    cache.routesAlike(first, second)
  }

  /// The releases on which the ledger's device tests back some rule or quirk, ascending.
  public var deviceTestedReleases: [OSVersion] {
    Set(decidersByID.values.flatMap(\.observedOn)).sorted()
  }

  /// Returns the arrival rule, tap rule or quirk with an ID, or `nil` when the engine has none.
  public func decider(_ id: String) -> (any Grounded)? { decidersByID[id] }

  /// The engine with every rule, quirk and note rule this project defines.
  public static let standard = Router(
    arrivalRules: ArrivalRules.all, tapRules: TapRules.all, quirks: Quirks.all,
    noteRules: NoteRules.all, extensionRules: ExtensionRules.all, launchRules: LaunchRules.all)

  /// The rules and quirk that decided a scenario, and the note rules that remarked on it, for
  /// explaining it.
  public struct Trail: Sendable {
    public let context: RoutingContext
    public let arrivalRule: ArrivalRule
    /// The rules the arrival rule's decision builds on, nearest first; empty when it decides
    /// alone.
    public let arrivalBase: [ArrivalRule]
    public let tapRule: TapRule?
    /// The rules the tap rule's decision builds on, nearest first.
    public let tapBase: [TapRule]
    public let quirk: Quirk?
    /// The rule that decided whether the app's service extension runs.
    public let extensionRule: ExtensionRule
    /// The rule that decided where the notification reaches the launch code.
    public let launchRule: LaunchRule
    public let noteRules: [NoteRule]
    /// The SDK whose bridge decided ``Outcome/sdk``, or `nil`.
    public let sdk: SDKBridge?
    public let outcome: Outcome
  }

  /// Returns what iOS does for the scenario.
  public func route(_ scenario: Scenario) -> Outcome {
    cache.outcome(numbered: outcomeNumber(scenario))
  }

  /// Returns a number shared by exactly the scenarios with equal outcomes, numbered from 0 in
  /// the order the engine first meets them, so that work derived from an outcome, such as its
  /// table cells, is done once per distinct outcome.
  public func outcomeNumber(_ scenario: Scenario) -> Int {
    // Looked up before the routing closure is made: making it allocates a context holding the
    // engine for every scenario, and most scenarios are routed already.
    cache.knownNumber(scenario)
      ?? Int(outcomeNumbers(of: [scenario.key], on: scenario.os)[0])
  }

  /// Returns the outcome numbers (``outcomeNumber(_:)``) of the scenarios with the given keys on
  /// one release, in the order of the keys: the fast way to route a release of a space.
  public func outcomeNumbers(of keys: [ScenarioKey], on os: OSVersion) -> [Int32] {
    cache.numbers(of: keys, on: os) { routeInOrder($0, on: $1, $2) }
  }

  /// Frees what the engine keeps of the routing of releases before a given one, for one pass
  /// over the releases in ascending order (``OutcomeCache/forgetTables(before:)``).
  ///
  /// - Parameter os: the earliest release still to be routed.
  public func forgetOutcomes(before os: OSVersion) { cache.forgetTables(before: os) }

  /// Returns the outcome that ``outcomeNumber(_:)`` numbered.
  public func outcome(numbered number: Int) -> Outcome { cache.outcome(numbered: number) }

  /// Returns the outcome together with the rules, quirk and note rules behind it.
  public func trail(_ scenario: Scenario) -> Trail {
    let context = RoutingContext(scenario)
    let stage = arrivalStage(of: context)
    return decide(context, arrival: stage, quirks: quirks(on: scenario.os)) {
      outcome, context, tap, quirk, noteRules in
      Trail(
        context: context, arrivalRule: stage.rule, arrivalBase: stage.base, tapRule: tap.rule,
        tapBase: tap.base, quirk: quirk,
        extensionRule: extensionRules.first { $0.id == outcome.extensionRule }
          ?? ExtensionRules.noServiceExtension,
        launchRule: launchRules.first { $0.id == outcome.launchRule } ?? LaunchRules.noLaunch,
        noteRules: noteRules, sdk: sdk, outcome: outcome)
    }
  }

  /// Routes the scenarios with the given keys on one release, in order, and hands over each
  /// outcome: keys that differ only in the user's response share one arrival stage.
  private func routeInOrder(
    _ keys: ArraySlice<ScenarioKey>, on os: OSVersion, _ body: (Outcome) -> Void
  ) {
    var arrivals = ArrivalStage.Memo(keys: keys.count)
    let quirks = quirks(on: os)
    for key in keys {
      let context = RoutingContext(Scenario(os: os, key: key))
      // A closure rather than the method itself, which would copy the engine for every key.
      let stage = arrivals.stage(of: context.scenario) { arrivalStage(of: context) }
      body(decide(context, arrival: stage, quirks: quirks) { outcome, _, _, _, _ in outcome })
    }
  }

  /// Returns the quirks that hold on a release, in order: looked up once for all its keys.
  private func quirks(on os: OSVersion) -> [Quirk] {
    quirks.filter { $0.versions.contains(os) }
  }

  /// Returns the arrival stage of a scenario: what happens before the user does anything, so
  /// it is decided with the user's response at its default, and scenarios that differ only in
  /// their response share it.
  private func arrivalStage(of context: RoutingContext) -> ArrivalStage {
    let scenario = ArrivalStage.key(of: context.scenario)
    // Most scenarios hold the response at its default already: their own context serves.
    let context = scenario == context.scenario ? context : RoutingContext(scenario)
    let rule = firstRule(in: arrivalRules, for: context, scenario: scenario)
    let (arrival, base) = rule.decision(context)
    return ArrivalStage(rule: rule, base: base, arrival: arrival)
  }

  /// Decides a scenario whose arrival stage is decided, and hands its outcome and what decided
  /// it to `result`: the one place outcomes are made, for the trail and for the cache, which
  /// keeps the outcome alone and so stores no rule.
  ///
  /// - Parameters:
  ///   - context: the scenario's routing context.
  ///   - stage: its arrival stage.
  ///   - quirks: the quirks that hold on the scenario's release, in order.
  ///   - result: makes the result from the outcome, the routing context, the tap rule and the
  ///     rules it builds on, the quirk that applied, and the note rules that remarked.
  /// - Returns: what `result` made.
  private func decide<Result>(
    _ context: RoutingContext, arrival stage: ArrivalStage, quirks: [Quirk],
    _ result: (
      Outcome, RoutingContext, (rule: TapRule?, base: [TapRule]), Quirk?, [NoteRule]
    ) -> Result
  ) -> Result {
    let scenario = context.scenario
    let arrival = stage.arrival
    // The extension and launch rules left empty for their stages to fill: the declared defaults,
    // read from the rule lists and then replaced, cost a lazy global's check, a retain and a
    // release of each for every scenario (2 % of an export, callgrind).
    var outcome = Outcome(
      banner: arrival.banner, notificationCenter: arrival.notificationCenter,
      extensionRule: "", launchRule: "", arrival: arrival.calls, tap: nil,
      arrivalRule: stage.rule.id, tapRule: nil, quirk: nil, basis: .observed, notes: arrival.notes)
    var tapRule: TapRule?
    var tapBase: [TapRule] = []
    var appliedQuirk: Quirk?
    var appliedNoteRules: [NoteRule] = []
    // The stages in the engine's order, each filling its columns of the outcome (``RoutingStage``).
    // A switch rather than a closure per stage: each branch works on the outcome in place.
    var stages = storage.stages
    while let next = stages.next() {
      switch next {
      case .arrival:
        // The basis folded rule by rule: collecting the deciders in an array first cost more
        // than deciding.
        outcome.basis.weaken(by: stage.rule, in: context)
        for index in stage.base.indices { outcome.basis.weaken(by: stage.base[index], in: context) }
      case .tap:
        guard arrival.banner || arrival.notificationCenter else { break }
        let tapContext = TapContext(context, after: arrival)
        let rule = firstRule(in: tapRules, for: tapContext, scenario: scenario)
        tapRule = rule
        (outcome.tap, tapBase) = rule.decision(tapContext)
        outcome.tapRule = rule.id
        outcome.basis.weaken(by: rule, in: context)
        for index in tapBase.indices { outcome.basis.weaken(by: tapBase[index], in: context) }
      case .extension:
        // The service extension runs in its own process, whatever the app does; an app without
        // one has nothing to decide, and its cells keep the basis of their callbacks.
        let rule = firstRule(in: extensionRules, for: context, scenario: scenario)
        if context.serviceExtension == .present { outcome.basis.weaken(by: rule, in: context) }
        outcome.extensionRuns = rule.decide(context)
        outcome.extensionRule = rule.id
      case .quirks:
        // Each quirk asked through an unretained reference, as rules are
        // (``Rule/firstApplying(in:to:)``), inline: through a closure handed to a helper, the
        // outcome it captures was copied for every one.
        for index in quirks.indices
        where quirks.withUnsafeBufferPointer({ quirks in
          Unmanaged.passUnretained(quirks[index])._withUnsafeGuaranteedRef {
            $0.apply(&outcome, context)
          }
        }) {
          let quirk = quirks[index]
          appliedQuirk = quirk
          outcome.quirk = quirk.id
          outcome.basis.weaken(by: quirk, in: context)
        }
      case .launch:
        // Where the launch code finds the notification follows from the final calls, quirks
        // included; like the notes, it leaves the basis of the callbacks alone.
        let launch = LaunchContext(context, arrival: outcome.arrival, tap: outcome.tap)
        let rule = firstRule(in: launchRules, for: launch, scenario: scenario)
        outcome.launchPayload = rule.decide(launch)
        outcome.launchRule = rule.id
      case .notes:
        var notes = outcome.notes
        for index in noteRules.indices
        where noteRules.withUnsafeBufferPointer({ rules in
          Unmanaged.passUnretained(rules[index])._withUnsafeGuaranteedRef {
            $0.applies(outcome, context)
          }
        }) {
          appliedNoteRules.append(noteRules[index])
          notes.append(noteRules[index].note)
        }
        outcome.notes = Self.merged(notes)
      case .sdk:
        // After every native stage: the bridge reads the final native calls.
        outcome.sdk = storage.sdk?.handlers(after: outcome, in: context)
      }
    }
    return result(outcome, context, (tapRule, tapBase), appliedQuirk, appliedNoteRules)
  }

  private func firstRule<Context, Decision>(
    in rules: [Rule<Context, Decision>], for context: Context, scenario: Scenario
  ) -> Rule<Context, Decision> {
    guard let rule = Rule.firstApplying(in: rules, to: context) else {
      preconditionFailure("no routing rule covers \(scenario)")
    }
    return rule
  }

  /// Returns notes sorted by slug, each once.
  ///
  /// Slugs are ASCII, which their UTF-8 bytes order as their text does: they are compared as
  /// bytes rather than as Unicode text (``Note/precedes(_:)``), for every routed scenario with
  /// two notes or more.
  private static func merged(_ notes: [Note]) -> [Note] {
    guard notes.count > 1 else { return notes }
    // Most often already in order: checking is cheaper than sorting. Through the buffer, so
    // that no note is copied to be compared.
    let ordered = notes.withUnsafeBufferPointer { notes in
      (1..<notes.count).allSatisfy { notes[$0 - 1].precedes(notes[$0]) }
    }
    guard !ordered else { return notes }
    let sorted = notes.sorted { $0.precedes($1) }
    guard zip(sorted, sorted.dropFirst()).contains(where: ==) else { return sorted }
    var merged: [Note] = []
    for note in sorted where merged.last != note { merged.append(note) }
    return merged
  }
}

extension Basis {
  /// Weakens the basis to a decider's, where that is weaker: an outcome is only as well founded
  /// as the weakest rule that decided it.
  ///
  /// A method on the value rather than a function nested in ``Router/decide``: one that changed
  /// a variable it captured, handed to `forEach`, kept the variable in a box that every change
  /// checked for exclusive access at run time.
  fileprivate mutating func weaken(by decider: some Grounded, in context: RoutingContext) {
    self = weakest(decider.basis(in: context))
  }
}
