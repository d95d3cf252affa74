import Testing

@testable import PushMatrixApp
@testable import PushMatrixIO
@testable import PushMatrixModel
@testable import PushMatrixScan
@testable import PushMatrixTables

@Suite("Presentation: the values, Apple's spellings and the assumed value")
struct PresentationTests {
  @Test(
    "Apple's spellings read as the value their options make",
    arguments: [
      ("[.banner, .list]", Presentation.bannerAndList),
      ("[.banner, .list, .sound]", .bannerAndList),
      (".alert", .bannerAndList),
      ("[.alert, .sound]", .bannerAndList),
      ("[.banner]", .banner),
      ("[.banner, .sound]", .banner),
      (".banner", .banner),
      (".list", .list),
      ("[.list, .badge]", .list),
      ("[]", .none),
      ("[.sound]", .none),
      ("0", .none),
      ("UNNotificationPresentationOptions.banner", .banner),
      (
        "UNNotificationPresentationOptionAlert | UNNotificationPresentationOptionSound",
        .bannerAndList
      ),
      ("UNNotificationPresentationOptionBanner|UNNotificationPresentationOptionSound", .banner),
      ("UNNotificationPresentationOptionNone", .none),
      ("banner+list", .bannerAndList),
      ("banner", .banner),
    ])
  func appleSpelling(_ text: String, _ expected: Presentation) throws {
    let axis = Presentation.axis
    #expect(axis.values[try axis.ordinal(parsing: text)] == expected)
  }

  @Test(
    "text that is not a set of presentation options is refused",
    arguments: [
      "[.banner, .criticalAlert]", "alert", "[.banner .list]", "[.banner,]", ".", "[", "sheet",
      ".banner | .list", "UNNotificationPresentationOptionSheet", "1",
    ])
  func refused(_ text: String) {
    #expect(throws: AxisValueError.self) { try Presentation.axis.ordinal(parsing: text) }
  }

  @Test("only .list keeps the notification, only .banner or .alert shows it")
  func meaning() {
    #expect(Presentation.allCases.filter(\.showsBanner) == [.banner, .bannerAndList])
    #expect(Presentation.allCases.filter(\.keepsNotification) == [.list, .bannerAndList])
  }

  @Test("a scenario that does not say what willPresent passes takes banner+list on every release")
  func assumed() throws {
    for os in ["9.3.2", "12.3.1", "17.0"] {
      let scenario = try Scenario(
        parsing: "os=\(os) state=foreground callbacks=willPresent payload=alert")
      #expect(scenario.presentation == .bannerAndList, "\(os)")
    }
    let without = try Scenario(parsing: "os=17.0 state=foreground callbacks=none payload=alert")
    #expect(without.presentation == .notApplicable)
    let axis = AxisRegistry.axes[AxisRegistry.position(of: Presentation.self)]
    #expect(axis.assumesValue && axis.assumedIdentifier == "banner+list")
  }

  @Test(".banner and .list alone do not exist before iOS 14")
  func introduced() throws {
    #expect(throws: ScenarioParseError.self) {
      try Scenario(
        parsing: "os=13.0 state=foreground callbacks=willPresent payload=alert presentation=banner")
    }
    _ = try Scenario(
      parsing: "os=13.0 state=foreground callbacks=willPresent payload=alert presentation=.alert")
  }

  @Test("a list keeps a comma inside square brackets in its item")
  func listItems() {
    #expect("[],[.banner, .list],none".listItems() == ["[]", "[.banner, .list]", "none"])
    #expect("a,,b".listItems() == ["a", "", "b"])
    #expect(
      "presentation=[.banner,.list],delegateTiming=late".listItems() == [
        "presentation=[.banner,.list]", "delegateTiming=late",
      ])
  }
}
