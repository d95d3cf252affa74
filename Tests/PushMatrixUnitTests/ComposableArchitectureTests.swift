import Foundation
import Testing

@testable import PushMatrixModel
@testable import PushMatrixScan

@Suite("The Composable Architecture: dependency clients, action cases and stores' sends")
struct ComposableArchitectureTests {
  /// The ComposableClient fixture's dependency client, whose live `delegate` makes its nested
  /// delegate the notification center's inside an asynchronous stream's build closure, and
  /// whose delegate yields `willPresent`'s completion handler in an action.
  static let client = try! String(
    contentsOf: packageRoot.appendingPathComponent(
      "Tests/Fixtures/Apps/ComposableClient/Lantern/UserNotificationClient.swift"),
    encoding: .utf8)

  /// An app delegate that sends its store the launch action.
  static let appDelegate = """
    import ComposableArchitecture

    final class AppDelegate: NSObject, UIApplicationDelegate {
      let store = Store(initialState: AppReducer.State()) { AppReducer() }
      func application(
        _ application: UIApplication,
        didFinishLaunchingWithOptions options: [UIApplication.LaunchOptionsKey: Any]?
      ) -> Bool {
        store.send(.appDelegate(.didFinishLaunching))
        return true
      }
    }
    """

  /// A reducer whose `switch action` holds `clauses`.
  static func reducer(_ clauses: String) -> String {
    """
    import ComposableArchitecture

    struct AppReducer: Reducer {
      @Dependency(\\.userNotifications) var userNotifications
      var body: some ReducerOf<Self> {
        Reduce { state, action in
          switch action {
          \(clauses)
          default:
            return .none
          }
        }
      }
    }
    """
  }

  /// The profile the scan infers from the client, the app delegate and a reducer.
  static func profile(clauses: String) -> AppProfile {
    var inputs = ProfileInference.Inputs()
    let files = [
      "AppDelegate.swift": appDelegate, "AppReducer.swift": reducer(clauses),
      "UserNotificationClient.swift": client,
    ]
    inputs.outlines = files.sorted { $0.key < $1.key }.map { name, text in
      SourceOutline.outline(of: Array(text.utf8), file: name, language: .swift)
    }
    return ProfileInference.profile(inputs)
  }

  @Test("a reducer's clauses are action cases with their patterns' cases and bound names")
  func actionCases() throws {
    let outline = SwiftOutlinerTests.outline(
      Self.reducer(
        """
        case .appDelegate(.didFinishLaunching), AppReducer.Action.onAppear:
          let stream = userNotifications.delegate()
          if case .some = stream { start() }
          return .none
        case let .userNotifications(.willPresentNotification(_, completionHandler: handler))
        where state.isShown:
          return .run { _ in handler(.banner) }
        """))
    let cases = outline.functions.filter { $0.kind == .actionCase }
    try #require(cases.count == 2)
    #expect(cases[0].actions == [["appDelegate", "didFinishLaunching"], ["onAppear"]])
    #expect(
      cases[0].qualifiedName == "AppReducer's case .appDelegate(.didFinishLaunching), .onAppear")
    // `if case` inside a clause is a condition, not a clause of its own.
    #expect(cases[0].calls.map(\.name) == ["delegate", "start"])
    #expect(cases[1].actions == [["userNotifications", "willPresentNotification"]])
    #expect(cases[1].parameters == ["handler"])
    #expect(cases[1].calls.map(\.name) == ["run", "handler"])
    // The clause ends where `default:` starts: the reducer's own body keeps none of its calls.
    let body = try SwiftOutlinerTests.function("AppReducer.body", in: outline)
    #expect(!body.calls.contains { $0.name == "delegate" || $0.name == "handler" })
  }

  @Test("a switch on action is a reducer's only in a file that imports the library")
  func onlyWithTheImport() {
    let source = Self.reducer("case .didFinishLaunching:\n  start()\n  return .none")
      .replacingOccurrences(of: "import ComposableArchitecture\n", with: "")
    let outline = SwiftOutlinerTests.outline(source)
    #expect(!outline.functions.contains { $0.kind == .actionCase })
    #expect(outline.functions.contains { $0.calls.contains { $0.name == "start" } })
  }

  @Test("a store's send names the action it sends, outermost case first")
  func sentActions() throws {
    let outline = SwiftOutlinerTests.outline(Self.appDelegate)
    let launch = try SwiftOutlinerTests.function(
      "AppDelegate.application(_:didFinishLaunchingWithOptions:)", in: outline)
    #expect(
      launch.calls.first { $0.name == "send" }?.action == ["appDelegate", "didFinishLaunching"])
  }

  @Test("a closure passed for a label of the type's own initializer is a member of that name")
  func closureMembers() throws {
    let outline = SwiftOutlinerTests.outline(Self.client)
    let delegate = try SwiftOutlinerTests.function("UserNotificationClient.delegate()", in: outline)
    #expect(delegate.calls.contains { $0.name == "init" && $0.receiver == .type("AsyncStream") })
    #expect(outline.assignments.first.map { outline.functions[$0.function!].name } == "delegate")
    #expect(
      outline.assignments.first?.closures.names == ["AsyncStream"],
      "the member's own closure is not a closure around the assignment")
  }

  @Test(
    "the delegate a client sets is at launch when the launch action's case calls it at once",
    arguments: [
      (
        "case .appDelegate(.didFinishLaunching):\n  _ = userNotifications.delegate()\n  return .none",
        AppProfile.Timing.atLaunch
      ),
      // A child reducer scoped to `.appDelegate` sees the action's end.
      ("case .didFinishLaunching:\n  _ = userNotifications.delegate()\n  return .none", .atLaunch),
      // An effect's `.run` runs in a task of its own, after `send` returns.
      (
        "case .appDelegate(.didFinishLaunching):\n  return .run { _ in\n"
          + "    for await _ in userNotifications.delegate() {}\n  }", .late
      ),
      // An action the launch sends on, in an effect, reaches its case later.
      (
        "case .appDelegate(.didFinishLaunching):\n  return .run { send in await send(.setUp) }\n"
          + "case .setUp:\n  _ = userNotifications.delegate()\n  return .none", .late
      ),
    ] as [(String, AppProfile.Timing)])
  func launchAction(_ clauses: String, _ expected: AppProfile.Timing) {
    #expect(Self.profile(clauses: clauses).delegateTiming == expected)
  }

  @Test("a case no launch sends is not run at launch, though its reducer handles the launch too")
  func otherActions() {
    let profile = Self.profile(
      clauses: """
        case .appDelegate(.didFinishLaunching):
          return .none
        case .settingsButtonTapped:
          _ = userNotifications.delegate()
          return .none
        """)
    #expect(profile.delegateTiming != .atLaunch)
  }

  @Test("willPresent's handler yielded in an action is answered by the cases that handle it")
  func handedToAction() {
    let launch =
      "case .appDelegate(.didFinishLaunching):\n  _ = userNotifications.delegate()\n  return .none\n"
    let answered = Self.profile(
      clauses: launch
        + "case let .userNotifications(.willPresentNotification(_, completionHandler)):\n"
        + "  return .run { _ in completionHandler([.banner, .list]) }")
    #expect(answered.presentation == .bannerAndList)
    #expect(
      answered.findings.contains {
        $0.field == "presentation" && $0.file == "AppReducer.swift"
          && $0.shows == "willPresent passes [.banner, .list]: banner+list"
      })
    // A case handles the action but never calls the handler: nothing decides it.
    let unanswered = Self.profile(
      clauses: launch + "case .userNotifications(.willPresentNotification):\n  return .none")
    #expect(unanswered.presentation == nil)
    #expect(
      unanswered.findings.contains {
        $0.field == "presentation"
          && $0.shows
            == "unknown: Delegate.userNotificationCenter(_:willPresent:"
            + "withCompletionHandler:) hands its completion handler on in the action "
            + ".willPresentNotification, which AppReducer's case .userNotifications("
            + ".willPresentNotification) handles; none calls it"
      })
    // No case handles it: the handler is passed on, and the literal reading says unknown.
    #expect(Self.profile(clauses: launch).presentation == nil)
  }
}
