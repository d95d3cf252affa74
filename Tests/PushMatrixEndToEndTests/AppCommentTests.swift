import Foundation
import Testing

/// The pull-request comment (`app PATH --against BASE`) for the changes a new team makes first,
/// run as a process: sentences that say what the user now sees, alike changes said once, the
/// app by its name, a budget that holds, no live `@mention`, and a profile or base that cannot
/// lead out of the checkout.
@Suite("app --against: the pull-request comment, run as a process", .waitsForProcesses)
struct AppCommentTests {
  /// Copies SceneLate as `base` and `head` into a folder, the base without its service
  /// extension: the change adds one.
  static func extensionAdded(in folder: URL) throws -> (base: URL, head: URL) {
    let base = try AppAgainstTests.copy("SceneLate", as: "base", into: folder)
    try FileManager.default.removeItem(
      at: base.appendingPathComponent("TandemNotificationService"))
    return (base, try AppAgainstTests.copy("SceneLate", as: "head", into: folder))
  }

  @Test("an added service extension runs before the banner the user still sees, in every format")
  func extensionBeforeBanner() throws {
    let folder = try makeTemporaryDirectory()
    defer { try? FileManager.default.removeItem(at: folder) }
    _ = try Self.extensionAdded(in: folder)
    let still =
      "the app's service extension now runs first; the user still sees a banner kept in "
      + "Notification Center"
    for format in ["text", "markdown", "json"] {
      let run = try runTool(["app", "head", "--against", "base", "--format", format], in: folder)
      #expect(run.status == 0, "\(run.errors)")
      #expect(!run.output.contains("nothing instead of a banner"), "\(format)")
      #expect(run.output.contains(still), "\(format): \(run.output)")
    }
    let markdown = try runTool(
      ["app", "head", "--against", "base", "--format", "markdown"], in: folder)
    // The eight cells where a banner is shown are one sentence; on screen, nothing is shown.
    #expect(
      markdown.output.contains(
        "\n- An alert or an alert with content-available while the app runs in the background, "
          + "is suspended or is not running, or after the user force-quit it: \(still) "
          + "(iOS 15.0–26.0).\n"), "\(markdown.output)")
    #expect(
      markdown.output.contains(
        "while the app is on screen: the app's service extension now runs first; the user still "
          + "sees nothing (iOS 15.0–26.0)."), "\(markdown.output)")
  }

  @Test("the app by its target and project, not its path; alike cells in one sentence")
  func nameAndMerging() throws {
    let folder = try makeTemporaryDirectory()
    defer { try? FileManager.default.removeItem(at: folder) }
    _ = try AppAgainstTests.copy(
      "SceneLate", as: "base", into: folder, edits: AppAgainstTests.delegateAtLaunch)
    _ = try AppAgainstTests.copy("SceneLate", as: "head", into: folder)
    let run = try runTool(["app", "head", "--against", "base", "--format", "markdown"], in: folder)
    #expect(run.status == 0, "\(run.errors)")
    #expect(
      run.output.hasPrefix("## What the change does to the users of Tandem (Tandem.xcodeproj)\n"))
    #expect(!run.output.contains(folder.path) && !run.output.contains("users of head"))
    #expect(
      run.output.contains(
        "\n- An alert or an alert with content-available while the app is not running, or after "
          + "the user force-quit it: a tap no longer reaches didReceiveResponse (iOS 15.0–26.0).\n"
      ), "\(run.output)")
    #expect(run.output.components(separatedBy: "\n- An ").count == 2)
  }

  @Test("the README's --against transcript is what app prints for the moved delegate")
  func readmeTranscript() throws {
    let folder = try makeTemporaryDirectory()
    defer { try? FileManager.default.removeItem(at: folder) }
    _ = try AppAgainstTests.copy(
      "SceneLate", as: "base", into: folder, edits: AppAgainstTests.delegateAtLaunch)
    _ = try AppAgainstTests.copy("SceneLate", as: "head", into: folder)
    let run = try runTool(["app", "head", "--against", "base"], in: folder, columns: nil)
    #expect(run.status == 0, "\(run.errors)")
    let transcript = try AppTests.readmeTranscript(after: "pushmatrix app head --against base")
    #expect(transcript == run.output)
  }

  @Test("conditions of one axis that change the cells alike share a section, as on the page")
  func responsesMerged() throws {
    let folder = try makeTemporaryDirectory()
    defer { try? FileManager.default.removeItem(at: folder) }
    _ = try AppAgainstTests.copy("UIKitSwift", as: "base", into: folder)
    _ = try AppAgainstTests.copy(
      "UIKitSwift", as: "head", into: folder,
      edits: [("Courier/Info.plist", "\t\t<string>remote-notification</string>\n", "")])
    let run = try runTool(["app", "head", "--against", "base", "--format", "markdown"], in: folder)
    #expect(run.status == 0, "\(run.errors)")
    let headings = run.output.split(separator: "\n").filter { $0.hasPrefix("### With response=") }
    #expect(
      headings == [
        "### With response=action, foregroundAction, dismiss or openFromIcon",
        "### With response=dismissUnreported",
      ], "\(run.output)")
    // The details of every merged condition are kept: a custom action's rule and a tap's.
    #expect(run.output.contains("rules inactive-alert-waits-for-tap, background-response\n"))
    #expect(run.output.contains("rules inactive-alert-waits-for-tap, tap-response\n"))
  }

  @Test("removing willPresent: callbacks named once, a finding whose scope moved said as changed")
  func willPresentRemoved() throws {
    let folder = try makeTemporaryDirectory()
    defer { try? FileManager.default.removeItem(at: folder) }
    _ = try AppAgainstTests.copy("UIKitSwift", as: "base", into: folder)
    _ = try AppAgainstTests.copy(
      "UIKitSwift", as: "head", into: folder,
      edits: [
        (
          "Courier/NotificationRouter.swift", "willPresent notification: UNNotification",
          "willShow notification: UNNotification"
        )
      ])
    let run = try runTool(["app", "head", "--against", "base", "--format", "markdown"], in: folder)
    #expect(run.status == 0, "\(run.errors)")
    #expect(!run.output.contains("willPresent, willPresent"), "\(run.output)")
    #expect(run.output.contains("\n- changes: warning \\[legacy-receive-unreached\\] "))
    #expect(!run.output.contains("disappears:"), "\(run.output)")
    #expect(run.output.contains("findings: 1 appears, 1 changes (1 new warning)."))
    let json = try runTool(["app", "head", "--against", "base", "--format", "json"], in: folder)
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(json.output.utf8)) as? [String: Any])
    let findings = try #require(object["findings"] as? [String: Any])
    #expect(
      (findings["appeared"] as? [[String: Any]])?.compactMap { $0["id"] as? String } == [
        "foreground-unseen"
      ])
    #expect((findings["disappeared"] as? [Any])?.isEmpty == true)
    let changed = try #require(findings["changed"] as? [[String: Any]])
    #expect(changed.count == 1)
    #expect(
      (changed.first?["after"] as? [String: Any])?["id"] as? String == "legacy-receive-unreached")
    let summary = try #require(object["summary"] as? [String: Any])
    #expect(summary["newWarnings"] as? Int == 1)
    #expect(summary["findingsChanged"] as? Int == 1)
    #expect(summary["unchanged"] as? Bool == false)
    // --strict fails on the one new warning, not on the one whose scope moved.
    let strict = try runTool(["app", "head", "--against", "base", "--strict"], in: folder)
    #expect(strict.errors.hasSuffix("error: 1 new warning (--strict)\n"))
  }

  @Test("--budget is a hard limit: 400 added files fit 1000 characters, cut between groups")
  func budgetAtFourHundredFiles() throws {
    let folder = try makeTemporaryDirectory()
    defer { try? FileManager.default.removeItem(at: folder) }
    _ = try AppAgainstTests.copy("SceneLate", as: "base", into: folder)
    let head = try AppAgainstTests.copy("SceneLate", as: "head", into: folder)
    for index in 1...400 {
      try """
      import UserNotifications
      final class Presenter\(index): NSObject, UNUserNotificationCenterDelegate {
        func userNotificationCenter(_ center: UNUserNotificationCenter, willPresent notification: UNNotification, withCompletionHandler completionHandler: @escaping (UNNotificationPresentationOptions) -> Void) {
          completionHandler([.banner, .list])
        }
      }

      """.write(
        to: head.appendingPathComponent("Tandem/Presenter\(index).swift"), atomically: true,
        encoding: .utf8)
    }
    for budget in [1000, 4000] {
      let run = try runTool(
        [
          "app", "head", "--against", "base", "--format", "markdown", "--budget", "\(budget)",
          "--full", "full.md",
        ], in: folder)
      #expect(run.status == 0, "\(run.errors)")
      #expect(run.output.utf8.count <= budget, "\(run.output.utf8.count) at \(budget)")
      #expect(
        run.output.contains(
          " changes and findings are left out to fit; the full report is full.md.*"),
        "\(run.output)")
      // Cut between groups: every bullet ends its sentence.
      for line in run.output.split(separator: "\n") where line.hasPrefix("- An") {
        #expect(line.hasSuffix(")."), "\(line)")
      }
    }
    let full = try String(contentsOf: folder.appendingPathComponent("full.md"), encoding: .utf8)
    #expect(!full.contains("left out"))
    // A field's places are counted past the first three, even in the full report.
    #expect(full.contains(" more places)"), "\(full.prefix(2000))")
  }

  @Test("an @mention from the app's files mentions no one in a Markdown comment or page")
  func mentionsNeutralised() throws {
    let folder = try makeTemporaryDirectory()
    defer { try? FileManager.default.removeItem(at: folder) }
    _ = try AppAgainstTests.copy(
      "SceneLate", as: "base", into: folder, edits: AppAgainstTests.delegateAtLaunch)
    let head = try AppAgainstTests.copy("SceneLate", as: "head", into: folder)
    let team = head.appendingPathComponent("Tandem/@acme-team")
    try FileManager.default.createDirectory(at: team, withIntermediateDirectories: true)
    try FileManager.default.moveItem(
      at: head.appendingPathComponent("Tandem/SceneDelegate.swift"),
      to: team.appendingPathComponent("SceneDelegate.swift"))
    let comment = try runTool(
      ["app", "head", "--against", "base", "--format", "markdown"], in: folder)
    #expect(comment.status == 0, "\(comment.errors)")
    #expect(comment.output.contains("Tandem/@\u{200D}acme-team/SceneDelegate.swift:12"))
    #expect(!comment.output.contains("@acme-team"), "\(comment.output)")
    // Text for a terminal keeps the name as it is.
    let text = try runTool(["app", "head", "--against", "base"], in: folder)
    #expect(text.output.contains("Tandem/@acme-team/SceneDelegate.swift:12"))
    try FileManager.default.moveItem(at: head, to: folder.appendingPathComponent("@acme-app"))
    let page = try runTool(["app", "@acme-app", "--format", "markdown"], in: folder)
    #expect(page.output.hasPrefix("# What iOS does with the notifications of @\u{200D}acme-app\n"))
    #expect(!page.output.contains("@acme"))
  }

  @Test(
    "a profile or base linked out of the checkout is refused, echoing nothing of the target",
    arguments: [
      ["app", "app", "--profile", "pushmatrix.json"], ["app", "--profile", "pushmatrix.json"],
      ["scan", "--profile", "pushmatrix.json"], ["app", "app", "--against", "pushmatrix.json"],
      ["app", "app", "--against", "linked-base"],
    ])
  func linkedOut(arguments: [String]) throws {
    let outside = try makeTemporaryDirectory()
    let folder = try makeTemporaryDirectory()
    defer {
      try? FileManager.default.removeItem(at: folder)
      try? FileManager.default.removeItem(at: outside)
    }
    // What a pull request's link would reach: secrets in a file, and an app of someone else's.
    let secret = outside.appendingPathComponent("environ")
    try "GITHUB_TOKEN=hunter2-secret\u{0}HOME=/root\u{0}".write(
      to: secret, atomically: true, encoding: .utf8)
    let elsewhere = try AppAgainstTests.copy("SceneLate", as: "elsewhere", into: outside)
    _ = try AppAgainstTests.copy("SceneLate", as: "app", into: folder)
    try FileManager.default.createSymbolicLink(
      at: folder.appendingPathComponent("pushmatrix.json"), withDestinationURL: secret)
    try FileManager.default.createSymbolicLink(
      at: folder.appendingPathComponent("linked-base"), withDestinationURL: elsewhere)
    let run = try runTool(arguments, in: folder)
    let named = arguments.last!
    #expect(run.status == 65, "\(run.errors)")
    #expect(
      run.errors
        == "\(named): error: a symbolic link leads out of the working directory (the checkout); "
        + "a profile or base must be a file or folder inside it\n")
    #expect(run.output.isEmpty)
    #expect(!run.errors.contains("hunter2") && !run.errors.contains(outside.path))
  }
}
