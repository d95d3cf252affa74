import Testing

@testable import PushMatrixApp
@testable import PushMatrixEngine
@testable import PushMatrixScan

@Suite("Swift outliner: types, functions, calls and delegate assignments")
struct SwiftOutlinerTests {
  /// Returns the outline of a Swift source.
  static func outline(_ source: String) -> SourceOutline {
    SourceOutline.outline(of: Array(source.utf8), file: "App.swift", language: .swift)
  }

  /// Returns the function of an outline with a given qualified name.
  static func function(_ name: String, in outline: SourceOutline) throws -> SourceOutline.Function {
    try #require(outline.functions.first { $0.qualifiedName == name }, "no \(name)")
  }

  @Test("a type's superclass and protocols are read from its declaration and its extensions")
  func conformances() {
    let outline = Self.outline(
      """
      @main
      final class AppDelegate: UIResponder, UIApplicationDelegate {}
      extension AppDelegate: UNUserNotificationCenterDelegate {}
      struct Shop<T: Equatable>: SwiftUI.App, @unchecked Sendable where T: Hashable {}
      """)
    #expect(
      outline.types == [
        .init(
          name: "AppDelegate", keyword: "class",
          inherits: ["UIResponder", "UIApplicationDelegate"],
          attributes: ["@main"], line: 2),
        .init(
          name: "AppDelegate", keyword: "extension", inherits: ["UNUserNotificationCenterDelegate"],
          line: 3),
        .init(name: "Shop", keyword: "struct", inherits: ["App", "Sendable"], line: 4),
      ])
  }

  @Test("a method's selector, parameters, owner and async are read from its signature")
  func signatures() throws {
    let outline = Self.outline(
      """
      extension AppDelegate {
        func userNotificationCenter(
          _ center: UNUserNotificationCenter, willPresent notification: UNNotification
        ) async -> UNNotificationPresentationOptions { [.banner] }
        @objc func application(_ application: UIApplication,
          didReceiveRemoteNotification userInfo: [AnyHashable: Any],
          fetchCompletionHandler completionHandler: @escaping (UIBackgroundFetchResult) -> Void) {}
      }
      func helper<T>(value: T) {}
      """)
    let present = try Self.function(
      "AppDelegate.userNotificationCenter(_:willPresent:)", in: outline)
    #expect(present.isAsync)
    #expect(present.parameters == ["center", "notification"])
    #expect(present.line == 2)
    let fetch = try Self.function(
      "AppDelegate.application(_:didReceiveRemoteNotification:fetchCompletionHandler:)",
      in: outline)
    #expect(!fetch.isAsync)
    #expect(fetch.parameters == ["application", "userInfo", "completionHandler"])
    #expect(try Self.function("helper(value:)", in: outline).owner == nil)
  }

  @Test("a function declared without a body does not take the next member's body")
  func bodilessRequirement() throws {
    let outline = Self.outline(
      """
      protocol Starting { func start(); var name: String { get } }
      class Starter { func go() { begin() } }
      """)
    #expect(outline.functions.map(\.qualifiedName) == ["Starting.name", "Starter.go()"])
    #expect(try Self.function("Starter.go()", in: outline).calls.map(\.name) == ["begin"])
  }

  @Test("calls are named with what they are made on")
  func calls() throws {
    let outline = Self.outline(
      """
      class AppDelegate {
        func launch() {
          setUp()
          self.register()
          PushManager.shared.configure()
          let tracker = Tracker(key: "k")
          tracker.start()
          super.application(app, didFinishLaunchingWithOptions: nil)
        }
      }
      """)
    let calls = try Self.function("AppDelegate.launch()", in: outline).calls
    #expect(
      calls == [
        .init(name: "setUp", receiver: .implicit, line: 3),
        .init(name: "register", receiver: .selfObject, line: 4),
        .init(name: "shared", receiver: .type("PushManager"), line: 5),
        .init(name: "configure", receiver: .type("PushManager"), line: 5),
        .init(name: "init", receiver: .type("Tracker"), line: 6),
        .init(name: "start", receiver: .unknown, line: 7),
      ])
  }

  @Test("a call in a closure names the calls that take the closures around it")
  func closures() throws {
    let outline = Self.outline(
      """
      class Handler {
        func begin() {
          center.requestAuthorization(options: [.alert]) { granted, _ in
            DispatchQueue.main.async { self.finish() }
          }
          if ready { now() } else { [1].forEach({ _ in each() }) }
        }
      }
      """)
    let calls = try Self.function("Handler.begin()", in: outline).calls
    #expect(calls.first { $0.name == "finish" }?.closures == ["async", "requestAuthorization"])
    #expect(calls.first { $0.name == "now" }?.closures == [])
    #expect(calls.first { $0.name == "each" }?.closures == ["forEach"])
  }

  @Test("closures nested 30,000 deep share their chain, and each call still reads all of it")
  func deepClosures() throws {
    let depth = 30_000
    let outline = Self.outline(
      "func f() {\n" + String(repeating: "wrap {\n", count: depth) + "DispatchQueue.main.async {\n"
        + "x()\n}\n" + String(repeating: "}\n", count: depth) + "}\n")
    let calls = try Self.function("f()", in: outline).calls
    let innermost = try #require(calls.first { $0.name == "x" })
    #expect(innermost.closures.names == ["async"] + Array(repeating: "wrap", count: depth))
    #expect(LaunchGraph.timing(ofClosures: innermost.closures) == (.afterLaunch, "async"))
    #expect(calls.first { $0.name == "wrap" }?.closures == [])
    #expect(LaunchGraph.timing(ofClosures: calls[1].closures) == (.uncertain, "wrap"))
  }

  @Test("a property's initial value and a computed property are functions of their own")
  func properties() throws {
    let outline = Self.outline(
      """
      @main struct ShopApp: App {
        @UIApplicationDelegateAdaptor(AppDelegate.self) var appDelegate
        @StateObject private var model = Model()
        static let shared = ShopApp.make()
        var body: some Scene {
          WindowGroup { ContentView().onAppear { Push.shared.setUp() } }
        }
      }
      """)
    #expect(
      outline.adaptors == [
        .init(
          attribute: "@UIApplicationDelegateAdaptor", type: "AppDelegate", owner: "ShopApp",
          line: 2)
      ])
    let model = try Self.function("ShopApp.model", in: outline)
    #expect(model.wrapper == "@StateObject")
    #expect(model.calls.map(\.name) == ["init"])
    #expect(try Self.function("ShopApp.shared", in: outline).isStatic)
    let setUp = try Self.function("ShopApp.body", in: outline).calls.first { $0.name == "setUp" }
    #expect(setUp?.closures == ["onAppear", "WindowGroup"])
  }

  @Test("only assignments to the notification center's delegate are recorded, with where they are")
  func delegateAssignments() throws {
    let outline = Self.outline(
      """
      class AppDelegate {
        let center = UNUserNotificationCenter.current()
        func a() { UNUserNotificationCenter.current().delegate = self }
        func b() { center.delegate = NotificationHandler.shared }
        func c(_ notifications: UNUserNotificationCenter) {
          notifications.requestAuthorization(options: []) { _, _ in notifications.delegate = self }
        }
        func e() { center.delegate = Router.delegate }
        func d() {
          tableView.delegate = self
          UNUserNotificationCenter.current().delegate = nil
          let text = "UNUserNotificationCenter.current().delegate = self"
          // UNUserNotificationCenter.current().delegate = self
          UNUserNotificationCenter.current().delegate == self
        }
      }
      """)
    let functions = outline.functions.map(\.selector)
    #expect(
      outline.assignments.map { [functions[$0.function!], "\($0.target)", "\($0.closures)"] } == [
        ["a()", "selfObject", "[]"],
        ["b()", "type(\"NotificationHandler\")", "[]"],
        ["c(_:)", "selfObject", "[\"requestAuthorization\"]"],
        ["e()", "other(\"Router.delegate\")", "[]"],
      ])
  }
}
