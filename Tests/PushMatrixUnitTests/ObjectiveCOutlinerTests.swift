import Testing

@testable import PushMatrixApp
@testable import PushMatrixScan

@Suite("Objective-C outliner: interfaces, methods, messages and delegate assignments")
struct ObjectiveCOutlinerTests {
  static let source = """
    #import "AppDelegate.h"
    @interface AppDelegate : UIResponder <UIApplicationDelegate, UNUserNotificationCenterDelegate>
    @property (strong, nonatomic) UIWindow *window;
    - (void)setUpPush;
    @end

    @interface AppDelegate () <FooDelegate>
    @end

    @implementation AppDelegate

    - (BOOL)application:(UIApplication *)application
        didFinishLaunchingWithOptions:(NSDictionary *)launchOptions {
      [self setUpPush];
      [[PushManager sharedManager] start];
      Tracker *tracker = [[Tracker alloc] init];
      dispatch_async(dispatch_get_main_queue(), ^{
        [UNUserNotificationCenter currentNotificationCenter].delegate = self;
      });
      return YES;
    }

    - (void)setUpPush {
      UNUserNotificationCenter *center = [UNUserNotificationCenter currentNotificationCenter];
      center.delegate = self;
      [center requestAuthorizationWithOptions:(UNAuthorizationOptionAlert)
                            completionHandler:^(BOOL granted, NSError *_Nullable error) {
        [center setDelegate:[NotificationHandler shared]];
      }];
      if (granted) { [self other]; }
      self.tableView.delegate = self;
      // center.delegate = nil;
    }

    - (void)userNotificationCenter:(UNUserNotificationCenter *)center
           willPresentNotification:(UNNotification *)notification
             withCompletionHandler:(void (^)(UNNotificationPresentationOptions))completionHandler {
      completionHandler(UNNotificationPresentationOptionAlert);
    }
    @end

    static void helper(void) { run(); }
    """

  static let outline = SourceOutline.outline(
    of: Array(source.utf8), file: "AppDelegate.m", language: .objectiveC)

  @Test("interfaces, class extensions and implementations name their superclass and protocols")
  func types() {
    #expect(
      Self.outline.types == [
        .init(
          name: "AppDelegate", keyword: "@interface",
          inherits: ["UIResponder", "UIApplicationDelegate", "UNUserNotificationCenterDelegate"],
          line: 2),
        .init(name: "AppDelegate", keyword: "@interface", inherits: ["FooDelegate"], line: 7),
        .init(name: "AppDelegate", keyword: "@implementation", inherits: [], line: 10),
      ])
  }

  @Test("a method's selector, labels and parameter names come from its pieces")
  func methods() throws {
    #expect(
      Self.outline.functions.map(\.qualifiedName) == [
        "AppDelegate.application:didFinishLaunchingWithOptions:", "AppDelegate.setUpPush",
        "AppDelegate.userNotificationCenter:willPresentNotification:withCompletionHandler:",
        "helper()",
      ])
    let present = Self.outline.functions[2]
    #expect(present.labels == ["_", "willPresentNotification", "withCompletionHandler"])
    #expect(present.parameters == ["center", "notification", "completionHandler"])
    #expect(Self.outline.functions[3].calls.map(\.name) == ["run"])
  }

  @Test("messages and C calls are recorded with what they are sent to")
  func calls() {
    #expect(
      Self.outline.functions[0].calls.map { "\($0.name) \($0.receiver) \($0.closures)" } == [
        "setUpPush selfObject []", "sharedManager type(\"PushManager\") []",
        "start type(\"PushManager\") []", "alloc type(\"Tracker\") []",
        "init type(\"Tracker\") []", "dispatch_async implicit []",
        "dispatch_get_main_queue implicit []",
        "currentNotificationCenter type(\"UNUserNotificationCenter\") [\"dispatch_async\"]",
      ])
  }

  @Test("assignments to the notification center's delegate, by property or setter, in blocks")
  func assignments() {
    #expect(
      Self.outline.assignments.map { "\($0.line) \($0.target) \($0.closures)" } == [
        "18 selfObject [\"dispatch_async\"]", "25 selfObject []",
        "28 type(\"NotificationHandler\") [\"requestAuthorizationWithOptions\"]",
      ])
  }
}
