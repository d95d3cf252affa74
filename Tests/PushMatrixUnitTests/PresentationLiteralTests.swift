import Testing

@testable import PushMatrixApp
@testable import PushMatrixModel
@testable import PushMatrixScan
@testable import PushMatrixTables

@Suite("Presentation: the options willPresent passes, when they are a literal")
struct PresentationLiteralTests {
  /// Returns the presentation the scan infers for a Swift `willPresent` with a body.
  static func swift(_ body: String) -> Presentation? {
    presentation(
      """
      final class Handler: NSObject, UNUserNotificationCenterDelegate {
        func userNotificationCenter(
          _ center: UNUserNotificationCenter, willPresent notification: UNNotification,
          withCompletionHandler completionHandler: @escaping (UNNotificationPresentationOptions) -> Void
        ) {
          \(body)
        }
      }
      """, file: "Handler.swift")
  }

  /// Returns an Objective-C notification-center delegate whose `willPresent` has a body.
  static func objectiveC(_ body: String) -> String {
    """
    @interface Handler : NSObject <UNUserNotificationCenterDelegate>
    @end
    @implementation Handler
    - (void)userNotificationCenter:(UNUserNotificationCenter *)center
           willPresentNotification:(UNNotification *)notification
             withCompletionHandler:(void (^)(UNNotificationPresentationOptions))completionHandler {
      \(body)
    }
    @end
    """
  }

  /// Returns the profile the scan infers from one source file.
  static func profile(_ source: String, file: String) -> AppProfile {
    var inputs = ProfileInference.Inputs()
    inputs.outlines = [
      SourceOutline.outline(
        of: Array(source.utf8), file: file, language: SourceLanguage(fileName: file)!)
    ]
    return ProfileInference.profile(inputs)
  }

  /// Returns the presentation the scan infers from one source file.
  static func presentation(_ source: String, file: String) -> Presentation? {
    profile(source, file: file).presentation
  }

  @Test(
    "a literal decides the presentation",
    arguments: [
      ("completionHandler([.banner, .list, .sound])", Presentation.bannerAndList),
      ("completionHandler([.banner, .sound])", .banner),
      ("completionHandler([.banner])", .banner),
      ("completionHandler(.alert)", .bannerAndList),
      ("completionHandler([.alert, .sound, .badge])", .bannerAndList),
      ("completionHandler([.list])", .list),
      ("completionHandler([.list, .sound])", .list),
      ("completionHandler([])", .none),
      ("completionHandler([.sound, .badge])", .none),
      ("completionHandler(UNNotificationPresentationOptions.banner)", .banner),
      (
        "let options: UNNotificationPresentationOptions = [.list]\n completionHandler(options)",
        .list
      ),
      (
        "if #available(iOS 14.0, *) { completionHandler([.banner, .list]) } else { "
          + "completionHandler(.alert) }",
        .bannerAndList
      ),
    ])
  func literal(_ body: String, _ expected: Presentation) {
    #expect(Self.swift(body) == expected)
  }

  @Test(
    "anything but a literal, or different literals on different paths, is unknown",
    arguments: [
      "completionHandler(settings.options)",
      "var options: UNNotificationPresentationOptions = []\n options.insert(.banner)\n "
        + "completionHandler(options)",
      "if quiet { completionHandler([]) } else { completionHandler([.banner]) }",
      "router.present(notification, completionHandler: completionHandler)",
      "completionHandler([.banner, .criticalAlert])",
      "if #available(iOS 14.0, *) { completionHandler([.banner]) } else { completionHandler(.alert) }",
      "print(notification)",
    ])
  func undecided(_ body: String) {
    #expect(Self.swift(body) == nil)
  }

  @Test(
    "the fallback of #available(iOS 14.0, *) is not run from a deployment target of iOS 14 on",
    arguments: [
      (
        "if #available(iOS 14.0, *) { completionHandler([.banner]) } else { "
          + "completionHandler(.alert) }", "16.0", Presentation.banner
      ),
      (
        "if #available(iOS 14.0, *) { completionHandler([.banner]) } else { "
          + "completionHandler(.alert) }", "13.0", nil
      ),
      (
        "if #available(iOS 17.0, *) { completionHandler([.banner]) } else { "
          + "completionHandler(.alert) }", "16.0", nil
      ),
    ])
  func availability(_ body: String, _ deploymentTarget: String, _ expected: Presentation?) throws {
    let profile = try BuildGraphTests.scan([
      "Project.swift": """
      import ProjectDescription
      let project = Project(name: "App", targets: [
        .target(name: "App", destinations: .iOS, product: .app, bundleId: "a",
          deploymentTargets: .iOS("\(deploymentTarget)"), sources: ["Sources/**"])
      ])
      """,
      "Sources/Handler.swift": """
      final class Handler: NSObject, UNUserNotificationCenterDelegate {
        func userNotificationCenter(
          _ center: UNUserNotificationCenter, willPresent notification: UNNotification,
          withCompletionHandler completionHandler: @escaping (UNNotificationPresentationOptions) -> Void
        ) {
          \(body)
        }
      }
      """,
    ])
    #expect(profile.deploymentTarget?.description == deploymentTarget)
    #expect(profile.presentation == expected)
  }

  @Test("an async willPresent is read from what it returns")
  func asyncReturn() {
    func handler(_ body: String) -> String {
      """
      extension AppDelegate: UNUserNotificationCenterDelegate {
        func userNotificationCenter(
          _ center: UNUserNotificationCenter, willPresent notification: UNNotification
        ) async -> UNNotificationPresentationOptions {
          \(body)
        }
      }
      """
    }
    #expect(Self.presentation(handler("return [.list, .sound]"), file: "A.swift") == .list)
    #expect(Self.presentation(handler("[.banner]"), file: "A.swift") == .banner)
    #expect(Self.presentation(handler("[.banner, .list]"), file: "A.swift") == .bannerAndList)
    #expect(Self.presentation(handler("return await decide()"), file: "A.swift") == nil)
    // An `if` expression: each branch's value.
    #expect(
      Self.presentation(
        handler(
          "return if #available(iOS 14.0, *) {\n [[.list, .banner]]\n } else {\n [.alert]\n }"),
        file: "A.swift") == .bannerAndList)
  }

  @Test("Objective-C options joined by | decide the presentation, and 0 is none")
  func objectiveC() {
    func delegate(_ argument: String) -> String {
      Self.objectiveC("completionHandler(\(argument));")
    }
    #expect(
      Self.presentation(
        delegate("UNNotificationPresentationOptionList | UNNotificationPresentationOptionSound"),
        file: "H.m") == .list)
    #expect(
      Self.presentation(
        delegate("UNNotificationPresentationOptionAlert | UNNotificationPresentationOptionSound"),
        file: "H.m") == .bannerAndList)
    #expect(
      Self.presentation(
        delegate("UNNotificationPresentationOptionBanner | UNNotificationPresentationOptionSound"),
        file: "H.m") == .banner)
    #expect(Self.presentation(delegate("0"), file: "H.m") == Presentation.none)
    #expect(Self.presentation(delegate("self.options"), file: "H.m") == nil)
    // Authorization options passed where presentation options go: iOS reads their bits.
    #expect(
      Self.presentation(
        delegate(
          "UNAuthorizationOptionSound | UNAuthorizationOptionAlert | UNAuthorizationOptionBadge"),
        file: "H.m") == .bannerAndList)
    #expect(
      Self.presentation(delegate("UNAuthorizationOptionCriticalAlert"), file: "H.m") == .banner)
    #expect(Self.presentation(delegate("UNAuthorizationOptionProvisional"), file: "H.m") == nil)
  }

  @Test(
    "a path only local notifications take does not decide a remote one's presentation",
    arguments: [
      (
        "if notification.request.identifier.hasPrefix(\"local:\") {\n completionHandler([.banner]) "
          + "} else {\n completionHandler([]) }",
        Presentation.none
      ),
      (
        "if notification.request.trigger is UNPushNotificationTrigger {\n completionHandler([]) } "
          + "else {\n completionHandler([.banner, .list]) }",
        Presentation.none
      ),
      (
        "if !(notification.request.trigger is UNPushNotificationTrigger) {\n "
          + "completionHandler([.banner]) } else {\n completionHandler([.list]) }",
        .list
      ),
      (
        "guard notification.request.trigger is UNPushNotificationTrigger else {\n "
          + "completionHandler([.banner]); return }\n completionHandler([.sound])",
        Presentation.none
      ),
      (
        "if notification.request.content.userInfo[\"kind\"] as? String != \"local\" {\n "
          + "completionHandler(.banner)\n return }\n completionHandler([])",
        .banner
      ),
      // A test that does not tell the kinds apart leaves both paths, so no value.
      (
        "if UIApplication.shared.applicationState == .active {\n completionHandler([.banner]) } "
          + "else {\n completionHandler([]) }",
        nil
      ),
      (
        "if error.localizedDescription.isEmpty {\n completionHandler([.banner]) } else {\n "
          + "completionHandler([]) }",
        nil
      ),
      // Tests joined by && or || are not read.
      (
        "if isReady && notification.request.identifier.hasPrefix(\"local\") {\n "
          + "completionHandler([.banner]) } else {\n completionHandler([]) }",
        nil
      ),
      // Options for local notifications only leave a remote one's unknown.
      (
        "if notification.request.trigger is UNCalendarNotificationTrigger {\n "
          + "completionHandler([.banner]) }",
        nil
      ),
    ] as [(String, Presentation?)])
  func localOnly(_ body: String, _ expected: Presentation?) {
    #expect(Self.swift(body) == expected)
  }

  @Test("Objective-C: an early return for remote notifications leaves the rest to local ones")
  func objectiveCLocalOnly() {
    let profile = Self.profile(
      Self.objectiveC(
        """
        NSString *type = notification.request.content.userInfo[@"type"];
          if (![type isEqual:@"local-notification"]) {
            completionHandler(UNNotificationPresentationOptionNone);
            return;
          }
          completionHandler(UNAuthorizationOptionSound | UNAuthorizationOptionAlert);
        """), file: "H.m")
    #expect(profile.presentation == Presentation.none)
    #expect(
      profile.findings.contains {
        $0.file == "H.m" && $0.line == 12
          && $0.shows.hasPrefix(
            "willPresent's UNAuthorizationOptionSound | UNAuthorizationOptionAlert is for local "
              + "notifications only (the test on line 8 tells them from remote ones)")
      }, "\(profile.findings.map(\.shows))")
  }

  @Test("a path that returns without calling the handler is said beside the value, not counted")
  func returnsWithoutCalling() {
    func findings(_ body: String) -> [String] {
      Self.profile(
        """
        final class Handler: NSObject, UNUserNotificationCenterDelegate {
          func userNotificationCenter(
            _ center: UNUserNotificationCenter, willPresent notification: UNNotification,
            withCompletionHandler completionHandler: @escaping (UNNotificationPresentationOptions) -> Void
          ) {
            \(body)
          }
        }
        """, file: "Handler.swift"
      ).findings.filter { $0.shows.hasPrefix("willPresent returns here without calling") }
        .map { "\($0.line ?? 0)" }
    }
    // A guard that gives up on a setting: line 6; the value is the other path's.
    let setting = "guard enabled else { return }\n completionHandler([.banner])"
    #expect(findings(setting) == ["6"])
    #expect(Self.swift(setting) == .banner)
    // Called before returning, in the same block or one around it, or in a closure written
    // before the return: no finding.
    #expect(
      findings("guard enabled else { completionHandler([]); return }\n completionHandler([.list])")
        == [])
    #expect(findings("completionHandler([.list])\n if done { return }") == [])
    #expect(
      findings(
        "if x { queue.async { completionHandler([]) }\n return }\n completionHandler([.list])")
        == [])
    // A call in another branch is not on the return's path; a closure's own return is not the
    // method's.
    #expect(
      findings("if x { completionHandler([]) } else { return }\n completionHandler([.list])") == [
        "6"
      ])
    #expect(findings("let f = { return 1 }\n completionHandler([.list])") == [])
  }
}
