import PushMatrixIO

/// The calls between the functions of the sources, followed from the functions that run while
/// the app launches, to tell whether a function runs before launch ends.
///
/// A call is resolved by name to the functions of the sources it may reach: on `self`, among
/// the caller's type and the types it inherits from; on a type (`Manager.shared.start()`),
/// among that type's; on anything else, among every function of that name. A call made in a
/// closure runs later when the closure goes to an API that runs it later (`async`,
/// `requestAuthorization`, `onAppear`, …), at once when it goes to one that runs it at once
/// (`forEach`, `sync`, …), and at an uncertain time otherwise. A store's `send(.action)` reaches
/// the reducers' action cases that handle it, run at once (a store runs its reducers in `send`,
/// pointfreeco/swift-composable-architecture@d34c1df `Core.swift:112-116`). Calls are followed
/// ``maximumDepth`` deep.
package struct LaunchGraph {
  /// When a function runs, as far as the calls followed show; the earlier the better.
  package enum Timing: Int, Comparable, Sendable {
    /// While the app launches: every call on the way is made at once.
    case atLaunch
    /// Perhaps at launch: a closure on the way goes to an API the scan does not know.
    case uncertain
    /// After launch: a closure on the way goes to an API that runs it later.
    case afterLaunch

    package static func < (lhs: Self, rhs: Self) -> Bool { lhs.rawValue < rhs.rawValue }
  }

  /// How a function was first reached: when it runs, from which function, and how many calls
  /// from a root.
  package struct Reach: Equatable, Sendable {
    /// When it runs.
    package var timing: Timing
    /// The function whose call reached it, or `nil` for a root.
    package var caller: SourceIndex.FunctionID?
    /// The closure that made the timing later or uncertain on the way, if any.
    package var closure: String?
    /// How many calls lie between it and a root.
    package var depth: Int
  }

  /// How many calls deep the graph is followed from a root.
  package static let maximumDepth = 8

  /// APIs that run the closure they are given after the current call returns: dispatch and
  /// tasks (a child task of a group, an effect's `.run`, which a store runs in a task of its
  /// own, swift-composable-architecture@d34c1df `Core.swift:157-159`), SwiftUI's view events,
  /// observers, and the completions of permission prompts and sign-ins, which wait for the user
  /// or the network.
  static let laterCalls: Set<String> = [
    "async", "asyncAfter", "Task", "detached", "addTask", "run", "requestAuthorization",
    "requestAuthorizationWithOptions", "getNotificationSettings",
    "getNotificationSettingsWithCompletionHandler", "dispatch_async", "dispatch_after",
    "onAppear", "task", "onReceive", "onChange", "sink", "addObserver", "addObserverForName",
    "perform", "asyncAndWait", "scheduledTimer", "after", "requestAccess",
    "requestTrackingAuthorization", "requestRecordPermission", "signIn", "logIn", "login",
    "restorePreviousSignIn",
  ]
  /// APIs that run the closure they are given before they return; among them the body of a
  /// task group and the build closure of an asynchronous stream, which its initializer takes as
  /// a non-escaping closure (`AsyncStream.init(_:bufferingPolicy:_:)`).
  static let immediateCalls: Set<String> = [
    "AsyncStream", "AsyncThrowingStream", "withTaskGroup", "withThrowingTaskGroup",
    "forEach", "map", "compactMap", "flatMap", "filter", "reduce", "first", "contains",
    "sorted", "allSatisfy", "sync", "dispatch_sync", "dispatch_once", "autoreleasepool",
    "withExtendedLifetime", "performAndWait", "enumerateObjectsUsingBlock",
  ]
  /// Names that are never followed on an unknown receiver: delegate methods UIKit calls, and
  /// initializers of unknown types.
  static let unfollowedNames: Set<String> = [
    "init", "application", "userNotificationCenter", "scene", "sceneDidBecomeActive",
  ]

  private let index: SourceIndex
  /// The functions reached from the launch roots.
  package private(set) var fromLaunch: [SourceIndex.FunctionID: Reach] = [:]

  /// Follows the calls from the roots.
  ///
  /// - Parameters:
  ///   - index: the sources.
  ///   - roots: the functions that run while the app launches.
  package init(index: SourceIndex, roots: [SourceIndex.FunctionID]) {
    self.index = index
    fromLaunch = follow(from: roots)
  }

  /// Returns the functions reached from some roots, each with its best reach.
  package func follow(from roots: [SourceIndex.FunctionID]) -> [SourceIndex.FunctionID: Reach] {
    var reached: [SourceIndex.FunctionID: Reach] = [:]
    for root in roots { reached[root] = Reach(timing: .atLaunch, caller: nil, depth: 0) }
    var queue = roots
    var next = 0
    while next < queue.count {
      let caller = queue[next]
      next += 1
      guard let reach = reached[caller], reach.depth < Self.maximumDepth else { continue }
      for call in index.function(caller).calls {
        let (timing, closure) = Self.timing(ofClosures: call.closures)
        for target in targets(of: call, from: caller) {
          let candidate = Reach(
            timing: max(reach.timing, timing), caller: caller,
            closure: timing > reach.timing ? closure : reach.closure, depth: reach.depth + 1)
          if let known = reached[target],
            (known.timing, known.depth) <= (candidate.timing, candidate.depth)
          {
            continue
          }
          reached[target] = candidate
          queue.append(target)
        }
      }
    }
    return reached
  }

  /// Returns when code inside closures passed to the named calls runs, and the closure that
  /// decides it.
  ///
  /// - Parameter closures: the calls that take the enclosing closures, innermost first.
  /// - Returns: at once when every closure runs at once; later when one runs later; else
  ///   uncertain.
  package static func timing(ofClosures closures: SourceOutline.Closures) -> (Timing, String?) {
    if let later = closures.innermostLater { return (.afterLaunch, later) }
    if let other = closures.innermostUnknown { return (.uncertain, other) }
    return (.atLaunch, nil)
  }

  /// Returns the functions of the sources a call may reach.
  package func targets(
    of call: SourceOutline.Call, from caller: SourceIndex.FunctionID
  ) -> [SourceIndex.FunctionID] {
    let owner = index.function(caller).owner
    guard let action = call.action else { return functions(calledBy: call, in: owner) }
    return index.actionCases(handling: action) + functions(calledBy: call, in: owner)
  }

  /// Returns the functions of the sources a call may reach by its name.
  private func functions(
    calledBy call: SourceOutline.Call, in owner: String?
  ) -> [SourceIndex.FunctionID] {
    switch call.receiver {
    case .implicit, .selfObject:
      let members = owner.map { index.members(named: call.name, of: $0) } ?? []
      if !members.isEmpty || call.receiver == .selfObject { return members }
      return index.functions(named: call.name).filter { index.function($0).owner == nil }
    case .type(let type):
      guard call.name == "init" else {
        let members = index.members(named: call.name, of: type)
        // A chain from `Self` or a type of the sources that has no such member goes through a
        // property of another type (`Self.root.coordinator.configure()`): by name.
        guard members.isEmpty, type == "Self" || index.declares(type),
          !Self.unfollowedNames.contains(call.name)
        else { return members }
        return index.functions(named: call.name)
      }
      return index.members(of: type).filter {
        let function = index.function($0)
        return function.kind == .initializer
          || (function.kind == .property && !function.isStatic && function.owner == type)
      }
    case .unknown:
      guard !Self.unfollowedNames.contains(call.name) else { return [] }
      return index.functions(named: call.name)
    }
  }
}
