import Foundation
import Testing

@testable import PushMatrixIO

/// `app PATH --against BASE` and `app PATH --profile FILE`, run as a process on copies of a
/// fixture app with one change each: what a pull request does to the app's users, and a saved
/// profile the code no longer matches.
@Suite("app --against and --profile over a scan, run as a process", .waitsForProcesses)
struct AppAgainstTests {
  /// One edit of a file of a fixture: the file, relative to the fixture, and a text replaced.
  typealias Edit = (file: String, old: String, new: String)

  /// Copies a fixture app into a temporary folder as `name`, applying edits.
  static func copy(
    _ fixture: String, as name: String, into folder: URL, edits: [Edit] = []
  ) throws -> URL {
    let copy = folder.appendingPathComponent(name)
    try FileManager.default.copyItem(
      at: packageRoot.appendingPathComponent("Tests/Fixtures/Apps/\(fixture)"), to: copy)
    for edit in edits {
      let file = copy.appendingPathComponent(edit.file)
      let text = try String(contentsOf: file, encoding: .utf8)
      try #require(text.contains(edit.old), "\(edit.file) lacks \(edit.old)")
      try text.replacingOccurrences(of: edit.old, with: edit.new)
        .write(to: file, atomically: true, encoding: .utf8)
    }
    return copy
  }

  /// SceneLate as it was before its delegate assignment moved into the scene delegate: the app
  /// delegate assigns a shared object at launch, and the scene delegate implements nothing.
  static let delegateAtLaunch: [Edit] = [
    (
      "Tandem/AppDelegate.swift", ") -> Bool {\n",
      ") -> Bool {\n    UNUserNotificationCenter.current().delegate = Responder.shared\n"
    ),
    ("Tandem/SceneDelegate.swift", "    UNUserNotificationCenter.current().delegate = self\n", ""),
    (
      "Tandem/SceneDelegate.swift", ", UNUserNotificationCenterDelegate {\n  var window",
      " {\n  var window"
    ),
    (
      "Tandem/SceneDelegate.swift", "    window?.makeKeyAndVisible()\n  }\n",
      "    window?.makeKeyAndVisible()\n  }\n}\n\nfinal class Responder: NSObject, "
        + "UNUserNotificationCenterDelegate {\n  static let shared = Responder()\n"
    ),
    ("Tandem/SceneDelegate.swift", "    window?.rootViewController?.title = conversation\n", ""),
  ]

  @Test(
    "moving the delegate assignment into the scene delegate reads as lost taps on a cold launch")
  func delegateTiming() throws {
    let folder = try makeTemporaryDirectory()
    defer { try? FileManager.default.removeItem(at: folder) }
    let base = try Self.copy("SceneLate", as: "base", into: folder, edits: Self.delegateAtLaunch)
    let head = try Self.copy("SceneLate", as: "head", into: folder)
    let run = try runTool(["app", head.path, "--against", base.path, "--format", "markdown"])
    #expect(run.status == 0, "\(run.errors)")
    #expect(
      run.output.contains("- delegateTiming: atLaunch → late (Tandem/SceneDelegate.swift:12: "))
    #expect(
      run.output.contains(
        "\n- An alert or an alert with content-available while the app is not running, or after "
          + "the user force-quit it: a tap no longer reaches didReceiveResponse (iOS 15.0–26.0).\n"
      ))
    #expect(run.output.contains("\n- appears: warning \\[late-delegate\\] "))
    // A warning that appears fails --strict; the reverse change removes it and passes.
    let strict = try runTool(["app", head.path, "--against", base.path, "--strict"])
    #expect(strict.status == 1)
    #expect(strict.errors.hasSuffix("error: 1 new warning (--strict)\n"))
    let back = try runTool(["app", base.path, "--against", head.path, "--strict"])
    #expect(back.status == 0, "\(back.errors)")
    #expect(back.output.contains("a tap now reaches didReceiveResponse (iOS 15.0–26.0)."))
    #expect(back.output.contains("\n  - warning [late-delegate] "))
  }

  @Test(
    "dropping the remote-notification mode reads as silent pushes no longer reaching fetchReceive")
  func backgroundMode() throws {
    let folder = try makeTemporaryDirectory()
    defer { try? FileManager.default.removeItem(at: folder) }
    let base = try Self.copy("UIKitSwift", as: "base", into: folder)
    let head = try Self.copy(
      "UIKitSwift", as: "head", into: folder,
      edits: [("Courier/Info.plist", "\t\t<string>remote-notification</string>\n", "")])
    let run = try runTool(["app", head.path, "--against", base.path])
    #expect(run.status == 0, "\(run.errors)")
    #expect(run.output.contains("\n  backgroundMode: on → off (Courier/Info.plist:19: "))
    #expect(
      run.output.contains(
        "\n  - A silent push (content-available) or an alert with content-available while the app "
          + "runs in the background or is suspended: arrival no longer reaches fetchReceive "
          + "(iOS 13.0–26.0).\n"))
  }

  @Test("removing didReceiveResponse reads as taps that no longer reach it, in JSON too")
  func removedCallback() throws {
    let folder = try makeTemporaryDirectory()
    defer { try? FileManager.default.removeItem(at: folder) }
    let base = try Self.copy("SceneLate", as: "base", into: folder)
    let head = try Self.copy(
      "SceneLate", as: "head", into: folder,
      edits: [("Tandem/SceneDelegate.swift", "func userNotificationCenter(", "func handle(")])
    // The base may be a saved page: app --format json, whose profile is compared.
    let page = folder.appendingPathComponent("base.json")
    let saved = try runTool(["app", base.path, "--format", "json", "--output", page.path])
    #expect(saved.status == 0, "\(saved.errors)")
    let run = try runTool(["app", head.path, "--against", page.path, "--format", "json"])
    #expect(run.status == 0, "\(run.errors)")
    let json = try #require(
      try JSONSerialization.jsonObject(with: Data(run.output.utf8)) as? [String: Any])
    let fields = try #require(json["fields"] as? [[String: Any]])
    #expect(fields.first?["field"] as? String == "callbacks")
    #expect(fields.first?["before"] as? String == "didReceiveResponse")
    #expect(fields.first?["after"] as? String == "none")
    let cells = try #require(json["cells"] as? [[String: Any]])
    let background = try #require(
      cells.first { $0["state"] as? String == "background" && $0["condition"] is NSNull })
    #expect(
      background["summary"] as? String
        == "An alert while the app runs in the background: a tap no longer reaches didReceiveResponse"
    )
    #expect(
      background["releases"] as? [String] == ["15.0", "16.0", "17.0", "18.0", "18.1", "26.0"])
    let summary = try #require(json["summary"] as? [String: Int])
    #expect(summary["cells"] == cells.count)
  }

  @Test("the same app against itself changes nothing, and the Markdown fits its budget")
  func nothingAndBudget() throws {
    let folder = try makeTemporaryDirectory()
    defer { try? FileManager.default.removeItem(at: folder) }
    let base = try Self.copy("SceneLate", as: "base", into: folder, edits: Self.delegateAtLaunch)
    let head = try Self.copy("SceneLate", as: "head", into: folder)
    let same = try runTool(["app", head.path, "--against", head.path])
    #expect(same.status == 0)
    #expect(same.output.contains("\nNothing changes for the app's users: "))
    let full = folder.appendingPathComponent("full.md")
    let short = try runTool([
      "app", head.path, "--against", base.path, "--format", "markdown", "--budget", "1000",
      "--full", full.path,
    ])
    #expect(short.status == 0, "\(short.errors)")
    #expect(short.output.utf8.count <= 1000)
    #expect(
      short.output.contains(" changes and findings are left out to fit; the full report is "))
    let whole = try String(contentsOf: full, encoding: .utf8)
    #expect(whole.utf8.count > 1000)
    #expect(!whole.contains("left out"))
    let html = try runTool(["app", head.path, "--against", base.path, "--format", "html"])
    #expect(html.status == 64)
    #expect(html.errors.hasPrefix("error: invalid value \"html\" for option --format"))
  }

  @Test("--profile over a scan sets the saved fields, and --strict fails on a drift, naming it")
  func savedProfileDrift() throws {
    let folder = try makeTemporaryDirectory()
    defer { try? FileManager.default.removeItem(at: folder) }
    let app = try Self.copy("SceneLate", as: "app", into: folder)
    let profile = folder.appendingPathComponent("pushmatrix.json")
    // The team saved the profile when the delegate was set at launch.
    let written = try runTool([
      "scan", app.path, "--set", "delegateTiming=atLaunch", "--write", profile.path,
    ])
    #expect(written.status == 0, "\(written.errors)")
    let run = try runTool(["app", app.path, "--profile", profile.path, "--strict"])
    #expect(run.status == 1)
    #expect(
      run.errors.contains(
        "error: delegateTiming is atLaunch in \(profile.path):4 but the scan reads late "
          + "(Tandem/SceneDelegate.swift:12)\n"))
    // The saved value wins, recorded as a finding of the profile.
    #expect(run.output.contains("\ndelegateTiming    atLaunch\n"))
    // Where every finding is information, the drift alone fails --strict, and a profile that
    // agrees with the code passes.
    let postbox = try Self.copy("ObjectiveC", as: "postbox", into: folder)
    let agreeing = folder.appendingPathComponent("agreeing.json")
    #expect(try runTool(["scan", postbox.path, "--write", agreeing.path]).status == 0)
    let clean = try runTool(["app", postbox.path, "--profile", agreeing.path, "--strict"])
    #expect(clean.status == 0, "\(clean.errors)")
    #expect(clean.errors.isEmpty)
    let drifting = folder.appendingPathComponent("drifting.json")
    #expect(
      try runTool([
        "scan", postbox.path, "--set", "deploymentTarget=12.0", "--write", drifting.path,
      ])
      .status == 0)
    let drift = try runTool(["app", postbox.path, "--profile", drifting.path, "--strict"])
    #expect(drift.status == 1)
    #expect(
      drift.errors
        == "error: deploymentTarget is 12.0 in \(drifting.path):5 but the scan reads 9.0 "
        + "(Config/Base.xcconfig:2)\n")
    let lenient = try runTool(["app", postbox.path, "--profile", drifting.path])
    #expect(lenient.status == 0)
    #expect(lenient.errors.hasPrefix("warning: deploymentTarget is 12.0 in "))
  }

  @Test(
    "bad usage of --against names the option",
    arguments: [
      (
        ["app", "--profile", "p.json", "--against", "base"],
        "error: option --against needs PATH: the app after the change, to scan\n"
      ),
      (
        ["app", "Tests/Fixtures/Apps/SceneLate", "--full", "f.md"],
        "error: option --full needs --against BASE\n"
      ),
      (
        [
          "app", "Tests/Fixtures/Apps/SceneLate", "--against", "Tests/Fixtures/Apps/SceneLate",
          "--budget", "10", "--format", "markdown",
        ],
        "error: invalid value \"10\" for option --budget: expected a number of characters, at "
          + "least 1000\n"
      ),
      (
        [
          "app", "Tests/Fixtures/Apps/SceneLate", "--against", "Tests/Fixtures/Apps/SceneLate",
          "--format", "sarif",
        ],
        "error: invalid value \"sarif\" for option --format: expected text, markdown, json, "
          + "github\n"
      ),
      (
        ["app", "Tests/Fixtures/Apps/SceneLate", "--against", "missing-base"],
        "error: cannot read \"missing-base\": No such file or directory\n"
      ),
    ])
  func badUsage(arguments: [String], message: String) throws {
    let run = try runTool(arguments)
    #expect(run.errors.hasPrefix(message), "\(run.errors)")
    #expect(run.status == (arguments.contains("missing-base") ? 66 : 64))
    #expect(run.output.isEmpty)
  }
}
