import PushMatrixIO
import PushMatrixModel

extension ProfileInference {
  /// SwiftUI property wrappers whose value is made when a view or scene first needs it, after
  /// launch, rather than with the instance.
  ///
  /// `@StateObject` takes its initial value as an
  /// `@autoclosure` (Apple's "StateObject init(wrappedValue:)"), and the environment's hold no
  /// value of their own. `@State` and `@ObservedObject` are not among them: their
  /// `init(wrappedValue:)` takes the value itself, made as the `App` is, at launch (Apple's
  /// "State init(wrappedValue:)"; the `State()` macro that Xcode 27 uses instead is not read).
  static let lazyWrappers: Set<String> = ["@StateObject", "@EnvironmentObject", "@Environment"]
  /// The protocols of scene delegates, whose methods UIKit calls once a scene connects.
  static let sceneDelegateBases: Set<String> = ["UIWindowSceneDelegate", "UISceneDelegate"]

  /// When the notification center's delegate is assigned: `atLaunch` when an assignment runs
  /// before launch ends, `late` when every one runs later, and unknown when the scan cannot
  /// tell for one that might be early; with no assignment at all, `never` when the app's own
  /// notification-center delegate implements a callback that only the center's delegate gets
  /// (an SDK may still make one, which `combined` weighs), unknown otherwise.
  ///
  /// - Parameter own: the callbacks the app's own sources implement.
  /// - Returns: the timing, `nil` when unknown, with a finding for each assignment.
  func delegateTiming(own: CallbackSet?) -> Inferred<AppProfile.Timing> {
    let field = DelegateTiming.axis.id
    let assignments = index.outlines.indices.flatMap { file in
      index.outlines[file].assignments.map { (file, $0) }
    }
    guard !assignments.isEmpty else {
      // Each notification-center delegate's own center callbacks, which no assignment lets iOS
      // call.
      var unreached: [String: [Callback]] = [:]
      for (id, method) in delegateMethods() {
        let owner = index.function(id).owner
        guard let callback = method.callback, AppProfile.centerCallbacks.contains(callback),
          let owner, counts(method, in: owner), own?.contains(callback) ?? false
        else { continue }
        if !(unreached[owner]?.contains(callback) ?? false) {
          unreached[owner, default: []].append(callback)
        }
      }
      guard !unreached.isEmpty else {
        return alone(
          nil, field,
          "unknown: found no assignment to UNUserNotificationCenter's delegate; willPresent "
            + "and didReceiveResponse are called only once one is made (an SDK may make it)")
      }
      // A delegate that sets itself as the delegate of something typed as a notification
      // center the scan cannot tie to UNUserNotificationCenter (a protocol declared in code it
      // does not read, injected) may well be set: unknown, not never.
      for outline in index.outlines {
        for assignment in outline.typedAssignments
        where assignment.target == .selfObject && unreached[assignment.owner ?? ""] != nil
          && (assignment.receiverType ?? "").lowercased().contains("notificationcenter")
        {
          return (
            nil,
            [
              finding(
                field, FileLocation(file: outline.file, line: assignment.line),
                "unknown: \(assignment.owner!) sets itself as the delegate of a "
                  + "\(assignment.receiverType!), which the scan cannot tie to "
                  + "UNUserNotificationCenter (its conformance is not in the sources read)")
            ]
          )
        }
      }
      let findings = unreached.keys.sorted().map { type in
        let callbacks = CallbackSet(unreached[type]!).map(\.rawValue)
        return finding(
          field, index.location(of: type, naming: nil),
          "never: found no assignment to UNUserNotificationCenter's delegate, so iOS never "
            + "calls the \(callbacks.joined(separator: " and ")) that \(type) implements")
      }
      return (.never, findings)
    }
    let roots = launchRoots()
    let graph = LaunchGraph(index: index, roots: roots)
    let later = graph.follow(from: afterLaunchRoots(excluding: Set(roots)))
    var findings: [AppProfile.Finding] = []
    var timings: [DelegateTiming?] = []
    for (file, assignment) in assignments {
      let (timing, shows) = timing(of: assignment, file: file, graph: graph, later: later)
      timings.append(timing)
      let location = FileLocation(file: index.outlines[file].file, line: assignment.line)
      findings.append(
        finding(field, location, (timing?.rawValue ?? AppProfile.unknown) + ": " + shows))
    }
    if timings.contains(.atLaunch) { return (.atLaunch, findings) }
    return (timings.contains(nil) ? nil : .late, findings)
  }

  /// Decides when one assignment runs and says why.
  private func timing(
    of assignment: SourceOutline.DelegateAssignment, file: Int, graph: LaunchGraph,
    later: [SourceIndex.FunctionID: LaunchGraph.Reach]
  ) -> (DelegateTiming?, String) {
    let target: String =
      switch assignment.target {
      case .selfObject: "self (\(assignment.owner ?? "?"))"
      case .type(let type): type
      case .other(let text): "`\(text)`"
      }
    let sets = "\(Self.setsTheDelegate) \(target)"
    guard let position = assignment.function else {
      return (nil, "\(sets) at the top level of the file, which runs when first used")
    }
    let id = SourceIndex.FunctionID(file: file, index: position)
    let name = index.function(id).qualifiedName
    let ownClosure = LaunchGraph.timing(ofClosures: assignment.closures).1
    let place = ownClosure.map { "in the closure passed to \($0) in \(name)" } ?? "in \(name)"
    let (timing, why) = when(id, in: assignment.closures, graph: graph, later: later)
    return (timing, "\(sets) \(place), \(why)")
  }

  /// Decides when a point of a function's body runs, from how launch, or only code that runs
  /// after it, reaches the function and from the closures around the point.
  ///
  /// - Parameters:
  ///   - id: the function.
  ///   - closures: the closures around the point.
  ///   - graph: the calls followed from launch.
  ///   - later: the functions reached only from what runs after launch.
  /// - Returns: the timing, `nil` when the scan cannot tell, and a clause that says why, such
  ///   as `which launch reaches: A → B; Task runs it after launch`.
  func when(
    _ id: SourceIndex.FunctionID, in closures: SourceOutline.Closures, graph: LaunchGraph,
    later: [SourceIndex.FunctionID: LaunchGraph.Reach]
  ) -> (DelegateTiming?, String) {
    let (own, ownClosure) = LaunchGraph.timing(ofClosures: closures)
    if let reach = graph.fromLaunch[id] {
      let path = chain(to: id, in: graph.fromLaunch)
      let via = reach.depth == 0 ? "which runs at launch" : "which launch reaches: \(path)"
      switch max(reach.timing, own) {
      case .atLaunch: return (.atLaunch, via)
      case .afterLaunch:
        let closure = own == .afterLaunch ? ownClosure : reach.closure
        return (.late, "\(via); \(closure ?? "?") runs it after launch")
      case .uncertain:
        let closure = (own == .uncertain ? ownClosure : reach.closure).map {
          $0.isEmpty ? "a closure" : $0
        }
        return (
          nil,
          "\(via); the scan cannot tell whether \(closure ?? "?") runs its closure at once or later"
        )
      }
    }
    if let reach = later[id] {
      let via = reach.depth == 0 ? "" : ": " + chain(to: id, in: later)
      return (.late, "which runs after launch\(via)")
    }
    return (nil, "which no launch method reaches within \(LaunchGraph.maximumDepth) calls")
  }

  /// The calls from a root to a reached function, as names joined by arrows.
  func chain(
    to id: SourceIndex.FunctionID, in reached: [SourceIndex.FunctionID: LaunchGraph.Reach]
  ) -> String {
    var chain = [id]
    while let caller = reached[chain[0]]?.caller, !chain.contains(caller) {
      chain.insert(caller, at: 0)
    }
    return chain.map { index.function($0).qualifiedName }.joined(separator: " → ")
  }

  /// The functions that run while the app launches: the app delegate's `willFinishLaunching`
  /// and `didFinishLaunching`, the initializers and stored properties' initial values of
  /// the app delegates and the SwiftUI `App`, and Objective-C classes' `+load` methods, which
  /// the runtime calls as it loads the class, before `main`.
  func launchRoots() -> [SourceIndex.FunctionID] {
    let launchTypes = Set(appDelegates.map(\.type) + swiftUIApps)
    let loads = index.functions(named: "load").filter { id in
      let function = index.function(id)
      return index.outlines[id.file].language == .objectiveC && function.isStatic
        && function.owner != nil && function.selector == "load"
    }
    return loads
      + delegateMethods().compactMap { id, method in
        method == .launch && counts(method, in: index.function(id).owner) ? id : nil
      }
      + launchTypes.sorted().flatMap { type in
        index.members(of: type).filter { id in
          let function = index.function(id)
          return function.owner == type
            && (function.kind == .initializer
              || (function.kind == .property && !function.isStatic
                && !(function.wrapper.map(Self.lazyWrappers.contains) ?? false)))
        }
      }
  }

  /// The functions UIKit and SwiftUI call only after launch: the app delegate's and the
  /// notification-center delegates' other delegate methods, scene delegates' scene methods,
  /// view controllers' view methods, the `body` of views and of the `App`, and the `App`'s
  /// lazily made properties.
  func afterLaunchRoots(
    excluding launch: Set<SourceIndex.FunctionID>
  ) -> [SourceIndex.FunctionID] {
    index.typeNames.flatMap { type -> [SourceIndex.FunctionID] in
      let ancestors = index.ancestors(of: type)
      var prefixes: [String] = []
      if plays(type, in: appDelegates) { prefixes.append("application") }
      if plays(type, in: notificationDelegates) { prefixes.append("userNotificationCenter") }
      if !ancestors.isDisjoint(with: Self.sceneDelegateBases) { prefixes.append("scene") }
      if ancestors.contains(where: { $0.hasSuffix("ViewController") }) {
        prefixes += ["view", "loadView"]
      }
      let isView = ancestors.contains("View") || swiftUIApps.contains(type)
      return index.members(of: type).filter { id in
        let function = index.function(id)
        let isLazy =
          swiftUIApps.contains(type) && function.wrapper.map(Self.lazyWrappers.contains) ?? false
        return !launch.contains(id)
          && (prefixes.contains(where: function.name.hasPrefix)
            || (isView && function.name == "body") || isLazy)
      }
    }
  }
}
