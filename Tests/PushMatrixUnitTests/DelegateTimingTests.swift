import Testing

@testable import PushMatrixApp
@testable import PushMatrixModel
@testable import PushMatrixScan

@Suite("Delegate timing: the calls followed from launch")
struct DelegateTimingTests {
  /// Returns the delegate timing the scan infers from sources, by file name.
  static func timing(_ files: [String: String]) -> AppProfile.Timing? {
    var inputs = ProfileInference.Inputs()
    inputs.outlines = files.sorted { $0.key < $1.key }.map { name, text in
      SourceOutline.outline(
        of: Array(text.utf8), file: name, language: SourceLanguage(fileName: name)!)
    }
    return ProfileInference.profile(inputs).delegateTiming
  }

  /// An app delegate whose `didFinishLaunching` runs `body`, with more members after it.
  static func appDelegate(launching body: String, members: String = "") -> String {
    """
    @main
    class AppDelegate: UIResponder, UIApplicationDelegate {
      func application(
        _ application: UIApplication,
        didFinishLaunchingWithOptions options: [UIApplication.LaunchOptionsKey: Any]?
      ) -> Bool {
        \(body)
        return true
      }
      \(members)
    }
    """
  }

  /// A handler whose `start()` assigns itself as the delegate, through `configure()`.
  static let handler = """
    final class Handler: NSObject, UNUserNotificationCenterDelegate {
      static let shared = Handler()
      func start() { configure() }
      private func configure() { UNUserNotificationCenter.current().delegate = self }
    }
    """

  @Test(
    "an assignment reached from launch is at launch, late in a later closure, else unknown",
    arguments: [
      ("UNUserNotificationCenter.current().delegate = self", .atLaunch),
      ("Handler.shared.start()", .atLaunch),
      ("let handler = Handler.shared\n    handler.start()", .atLaunch),
      ("[1].forEach { _ in Handler.shared.start() }", .atLaunch),
      ("if options == nil { Handler.shared.start() } else { Handler.shared.start() }", .atLaunch),
      (
        "UNUserNotificationCenter.current().requestAuthorization(options: [.alert]) { _, _ in\n"
          + "  Handler.shared.start()\n}", .late
      ),
      ("DispatchQueue.main.async { Handler.shared.start() }", .late),
      ("Task { Handler.shared.start() }", .late),
      ("Task { await session.restore()\n  Handler.shared.start() }", .late),
      // A sign-in's or a permission prompt's completion waits for the user or the network.
      ("auth.signIn(with: credential) { _, _ in Handler.shared.start() }", .late),
      ("ATTrackingManager.requestTrackingAuthorization { _ in Handler.shared.start() }", .late),
      ("loader.load { Handler.shared.start() }", nil),
    ] as [(String, AppProfile.Timing?)])
  func launchBody(_ body: String, _ expected: AppProfile.Timing?) {
    #expect(
      Self.timing([
        "AppDelegate.swift": Self.appDelegate(launching: body), "Handler.swift": Self.handler,
      ]) == expected)
  }

  @Test("a chain from Self through another type's property reaches that type's method")
  func chainThroughProperty() {
    let app = """
      @main
      struct CmuxApp: App {
        static let root = Root()
        init() { Self.root.push.configure() }
        var body: some Scene { WindowGroup { Text("") } }
      }
      final class Root { let push = Push() }
      final class Push: NSObject, UNUserNotificationCenterDelegate {
        func configure() { UNUserNotificationCenter.current().delegate = self }
      }
      """
    #expect(Self.timing(["App.swift": app]) == .atLaunch)
  }

  @Test("an assignment in a scene delegate or a view is late")
  func afterLaunchMembers() {
    let scene = """
      class SceneDelegate: UIResponder, UIWindowSceneDelegate {
        func scene(
          _ scene: UIScene, willConnectTo session: UISceneSession,
          options connectionOptions: UIScene.ConnectionOptions
        ) { Handler.shared.start() }
      }
      """
    let view = """
      struct ContentView: View {
        var body: some View {
          Text("Inbox").onAppear { UNUserNotificationCenter.current().delegate = Handler.shared }
        }
      }
      """
    let delegate = Self.appDelegate(launching: "")
    #expect(
      Self.timing(["A.swift": delegate, "S.swift": scene, "H.swift": Self.handler]) == .late)
    let plainHandler = "final class Handler: NSObject, UNUserNotificationCenterDelegate {}"
    #expect(Self.timing(["A.swift": delegate, "V.swift": view, "H.swift": plainHandler]) == .late)
  }

  @Test("a SwiftUI App's initializer runs at launch")
  func appInitializer() {
    let app = """
      @main
      struct InboxApp: App {
        init() { Handler.shared.start() }
        var body: some Scene { WindowGroup { Text("Inbox") } }
      }
      """
    #expect(Self.timing(["App.swift": app, "Handler.swift": Self.handler]) == .atLaunch)
  }

  @Test("an App's @State value is made at launch; a @StateObject's only when SwiftUI needs it")
  func stateValues() {
    func app(_ wrapper: String) -> String {
      """
      @main
      struct InboxApp: App {
        \(wrapper) var handler = Handler.shared.started()
        var body: some Scene { WindowGroup { Text("Inbox") } }
      }
      """
    }
    let handler = """
      final class Handler: NSObject, UNUserNotificationCenterDelegate {
        static let shared = Handler()
        func started() -> Handler { UNUserNotificationCenter.current().delegate = self; return self }
      }
      """
    #expect(Self.timing(["App.swift": app("@State"), "Handler.swift": handler]) == .atLaunch)
    #expect(
      Self.timing(["App.swift": app("@ObservedObject"), "Handler.swift": handler]) == .atLaunch)
    #expect(Self.timing(["App.swift": app("@StateObject"), "Handler.swift": handler]) == .late)
  }

  @Test("an assignment no launch method reaches is unknown; one at launch beside it wins")
  func unreached() {
    let orphan = """
      final class Orphan: NSObject, UNUserNotificationCenterDelegate {
        func wire() { UNUserNotificationCenter.current().delegate = self }
      }
      """
    let delegate = Self.appDelegate(launching: "")
    #expect(Self.timing(["A.swift": delegate, "O.swift": orphan]) == nil)
    let early = Self.appDelegate(launching: "Handler.shared.start()")
    #expect(
      Self.timing(["A.swift": early, "O.swift": orphan, "H.swift": Self.handler]) == .atLaunch)
  }

  @Test("calls are followed as deep as the graph's limit, no further")
  func depth() {
    func chain(_ length: Int) -> String {
      let steps = (0..<length).map { "  func step\($0)() { step\($0 + 1)() }" }
      return "extension AppDelegate {\n" + steps.joined(separator: "\n")
        + "\n  func step\(length)() { UNUserNotificationCenter.current().delegate = self }\n}\n"
    }
    let delegate = Self.appDelegate(launching: "step0()")
    let reachable = LaunchGraph.maximumDepth - 1
    #expect(Self.timing(["A.swift": delegate, "B.swift": chain(reachable)]) == .atLaunch)
    #expect(Self.timing(["A.swift": delegate, "B.swift": chain(reachable + 1)]) == nil)
  }

  @Test("Objective-C messages to self are followed; a dispatch_async block runs later")
  func objectiveC() {
    func delegate(_ body: String) -> String {
      """
      @interface AppDelegate : UIResponder <UIApplicationDelegate, UNUserNotificationCenterDelegate>
      @end
      @implementation AppDelegate
      - (BOOL)application:(UIApplication *)application
          didFinishLaunchingWithOptions:(NSDictionary *)launchOptions {
        \(body)
        return YES;
      }
      - (void)setUpPush {
        [UNUserNotificationCenter currentNotificationCenter].delegate = self;
      }
      @end
      """
    }
    #expect(Self.timing(["AppDelegate.m": delegate("[self setUpPush];")]) == .atLaunch)
    #expect(
      Self.timing([
        "AppDelegate.m": delegate(
          "dispatch_async(dispatch_get_main_queue(), ^{ [self setUpPush]; });")
      ]) == .late)
  }

  @Test("a delegate set on a name of a protocol type the center conforms to counts")
  func protocolTypedCenter() {
    let manager = """
      protocol NotificationCenterProtocol: AnyObject {
        var delegate: UNUserNotificationCenterDelegate? { get set }
      }
      final class Manager: NSObject, UNUserNotificationCenterDelegate {
        private let center: any NotificationCenterProtocol
        init(center: NotificationCenterProtocol) { self.center = center }
        func start() { center.delegate = self }
      }
      """
    let launch = Self.appDelegate(
      launching: "Manager(center: UNUserNotificationCenter.current()).start()")
    let conformance = "extension UNUserNotificationCenter: NotificationCenterProtocol {}\n"
    #expect(
      Self.timing([
        "AppDelegate.swift": launch, "Manager.swift": manager, "Center.swift": conformance,
      ]) == .atLaunch)
    // Without the conformance the name may hold any object: it is no center.
    #expect(Self.timing(["AppDelegate.swift": launch, "Manager.swift": manager]) == nil)
    // Nor is another delegate on a name of a type the center does not conform to.
    let table =
      "final class Screen { let table: UITableView\n  func show() { table.delegate = self } }"
    #expect(
      Self.timing([
        "AppDelegate.swift": Self.appDelegate(launching: "Screen().show()"), "Screen.swift": table,
        "Center.swift": conformance,
      ]) == nil)
  }

  @Test("no assignment at all leaves the timing unknown")
  func noAssignment() {
    #expect(Self.timing(["A.swift": Self.appDelegate(launching: "")]) == nil)
  }
}
