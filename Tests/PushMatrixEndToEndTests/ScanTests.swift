import Foundation
import Testing

@testable import PushMatrixApp
@testable import PushMatrixEngine
@testable import PushMatrixIO
@testable import PushMatrixScan

@Suite("scan, run as a process", .waitsForProcesses)
struct ScanTests {
  /// The folder of the fixture apps, each beside its expected profile `<name>.profile.json`.
  static let fixtures = packageRoot.appendingPathComponent("Tests/Fixtures/Apps")

  /// The fixture apps' names.
  static let fixtureNames = FileSystem.entries(in: fixtures.path).filter {
    FileSystem.isDirectory(fixtures.appendingPathComponent($0).path)
  }

  /// Returns a unified diff of two texts, as `git diff --no-index` writes it.
  static func diff(expected: URL, actual: String) throws -> String {
    let folder = try makeTemporaryDirectory()
    defer { try? FileManager.default.removeItem(at: folder) }
    let actualFile = folder.appendingPathComponent("actual.json")
    try Data(actual.utf8).write(to: actualFile)
    return try runProcess(
      URL(fileURLWithPath: "/usr/bin/env"),
      ["git", "diff", "--no-index", "-U5", expected.path, actualFile.path]
    ).output
  }

  /// Writes files into a fresh temporary folder, by relative path.
  static func folder(_ files: [String: String]) throws -> URL {
    let folder = try makeTemporaryDirectory()
    for (path, text) in files {
      let url = folder.appendingPathComponent(path)
      try FileManager.default.createDirectory(
        at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try Data(text.utf8).write(to: url)
    }
    return folder
  }

  @Test("there are fixture apps, each with its expected profile")
  func fixturesExist() {
    #expect(Self.fixtureNames.count >= 6)
    for name in Self.fixtureNames {
      #expect(FileSystem.isFile(Self.fixtures.appendingPathComponent("\(name).profile.json").path))
    }
  }

  @Test("each fixture app scans to its expected profile", arguments: fixtureNames)
  func fixture(_ name: String) throws {
    let run = try runTool([
      "scan", "Tests/Fixtures/Apps/\(name)", "--format", "json",
    ])
    #expect(run.status == 0, "\(run.errors)")
    #expect(run.errors.isEmpty)
    let expected = Self.fixtures.appendingPathComponent("\(name).profile.json")
    if run.output != (try String(contentsOf: expected, encoding: .utf8)) {
      Issue.record(
        "the profile differs from \(name).profile.json:\n\(try Self.diff(expected: expected, actual: run.output))"
      )
    }
  }

  @Test("a status-bar banner pod is not a push SDK: the app's own delegate decides, and it is said")
  func statusBarBanner() throws {
    let scan = try runTool(["scan", "Tests/Fixtures/Apps/StatusBarBanner"])
    #expect(scan.status == 0, "\(scan.errors)")
    #expect(scan.output.contains("delegateTiming    atLaunch\n"))
    #expect(scan.output.contains("callbacks         willPresent\n"))
    #expect(
      scan.output.contains(
        "Podfile:5: not counted as a push SDK: JDStatusBarNotification: its name holds "
          + "\"notification\""))
    // The page is made, not refused for callbacks it cannot know.
    let app = try runTool(["app", "Tests/Fixtures/Apps/StatusBarBanner"])
    #expect(app.status == 0, "\(app.errors)")
  }

  @Test("the Capacitor configuration is read in the folder scanned, never beside it")
  func capacitorConfigurationInside() throws {
    func profile(_ path: String) throws -> [String: Any] {
      let run = try runTool(["scan", path, "--format", "json"])
      #expect(run.status == 0, "\(run.errors)")
      return try #require(
        try JSONSerialization.jsonObject(with: Data(run.output.utf8)) as? [String: Any])
    }
    let app = try profile("Tests/Fixtures/Apps/Capacitor")
    #expect(app["presentation"] as? String == "banner+list")
    #expect(
      (app["findings"] as? [[String: Any]] ?? []).contains {
        $0["field"] as? String == "presentation"
          && $0["file"] as? String == "capacitor.config.ts" && $0["line"] as? Int == 10
      })
    // Scanned at its ios/ folder, the configuration beside it is outside what was given.
    let ios = try profile("Tests/Fixtures/Apps/Capacitor/ios")
    #expect(ios["presentation"] as? String == "unknown")
    #expect(
      !(ios["findings"] as? [[String: Any]] ?? []).contains {
        ($0["file"] as? String)?.hasPrefix("..") == true
      })
  }

  @Test("the Objective-C fixture's Info.plist is a binary property list, so binary lists are read")
  func binaryPropertyList() throws {
    let plist = try Data(
      contentsOf: Self.fixtures.appendingPathComponent("ObjectiveC/Postbox/Info.plist"))
    #expect(plist.starts(with: Array("bplist00".utf8)))
  }

  @Test("the text report lists every field, then the findings at file:line")
  func text() throws {
    let run = try runTool(["scan", "Tests/Fixtures/Apps/SceneLate"])
    #expect(run.status == 0)
    #expect(
      run.output.hasPrefix(
        """
        callbacks         didReceiveResponse
        backgroundMode    off
        lifecycle         scene
        delegateTiming    late
        presentation      n/a
        deploymentTarget  15.0
        serviceExtension  yes

        target            Tandem: the only iOS app target
        app targets
          * Tandem (application, Tandem.xcodeproj/project.pbxproj): Info.plist Tandem/Info.plist, 3 source files, deployment target 15.0

        findings
          callbacks
        """))
  }

  @Test("the README's transcript is what scan prints")
  func readme() throws {
    let readme = try String(
      contentsOf: packageRoot.appendingPathComponent("README.md"), encoding: .utf8)
    let command = "$ swift run pushmatrix scan Tests/Fixtures/Apps/SceneLate\n"
    let start = try #require(readme.range(of: command), "README has no scan transcript")
    let transcript =
      readme[start.upperBound...].components(separatedBy: "\n$ ")[0]
      .components(separatedBy: "\n```")[0] + "\n"
    let run = try runTool(["scan", "Tests/Fixtures/Apps/SceneLate"], columns: nil)
    #expect(transcript == run.output)
  }

  @Test("a malformed Info.plist is a finding at its file and line, and the scan goes on")
  func malformedPropertyList() throws {
    let folder = try Self.folder([
      "App/AppDelegate.swift": "class AppDelegate: UIResponder, UIApplicationDelegate {}\n",
      "App/Info.plist": """
      <?xml version="1.0" encoding="UTF-8"?>
      <plist version="1.0">
      <dict>
      <key>CFBundleIdentifier</key>
      <strin>com.example.broken</string>
      </dict>
      </plist>

      """,
    ])
    defer { try? FileManager.default.removeItem(at: folder) }
    let run = try runTool(["scan", folder.path])
    #expect(run.status == 0, "\(run.errors)")
    #expect(run.errors.isEmpty, "\(run.errors)")
    // Only the fields an Info.plist decides are unknown; the callbacks are read from the code.
    for field in ["backgroundMode", "lifecycle", "serviceExtension"] {
      #expect(
        run.output.contains(
          "\n\(field.padding(toLength: 18, withPad: " ", startingAt: 0))unknown\n"))
    }
    #expect(run.output.hasPrefix("callbacks         none\n"), "\(run.output)")
    #expect(
      run.output.contains(
        "App/Info.plist:5: unknown: cannot read this property list, which may list "
          + "remote-notification in UIBackgroundModes: malformed property list: "),
      "\(run.output)")
  }

  @Test("a preprocessed Info.plist is read along both branches of its #if lines")
  func preprocessedPropertyList() throws {
    func plist(_ body: String) -> String {
      """
      <?xml version="1.0" encoding="UTF-8"?>
      <plist version="1.0">
      <dict>
      <key>CFBundleIdentifier</key>
      <string>com.example.preprocessed</string>
      \(body)
      </dict>
      </plist>

      """
    }
    let differing = try Self.folder([
      "App/AppDelegate.swift": "class AppDelegate: UIResponder, UIApplicationDelegate {}\n",
      "App/Info.plist": plist(
        """
        #ifdef STAGING
        <key>UIBackgroundModes</key>
        <array><string>remote-notification</string></array>
        #else
        <key>UIBackgroundModes</key>
        <array><string>fetch</string></array>
        #endif
        #ifndef NO_SCENES
        <key>UIApplicationSceneManifest</key>
        <dict/>
        #endif
        """),
    ])
    defer { try? FileManager.default.removeItem(at: differing) }
    let run = try runTool(["scan", differing.path])
    #expect(run.status == 0, "\(run.errors)")
    #expect(run.output.contains("\nbackgroundMode    unknown\n"), "\(run.output)")
    #expect(run.output.contains("\nlifecycle         unknown\n"), "\(run.output)")
    #expect(
      run.output.contains(
        "App/Info.plist:7: unknown: UIBackgroundModes has remote-notification in one branch of "
          + "the #if lines and not in the other"), "\(run.output)")
    #expect(
      run.output.contains(
        "App/Info.plist:14: unknown: UIApplicationSceneManifest is in one branch of the #if "
          + "lines and not in the other"), "\(run.output)")
    #expect(
      run.output.contains(
        "App/Info.plist: a preprocessed Info.plist (#if lines): read with every #if taking its "
          + "first branch, then its #else"), "\(run.output)")

    let agreeing = try Self.folder([
      "App/AppDelegate.swift": "class AppDelegate: UIResponder, UIApplicationDelegate {}\n",
      "App/Info.plist": plist(
        """
        #if DEBUG
        <key>UIBackgroundModes</key>
        <array><string>remote-notification</string><string>fetch</string></array>
        #else
        <key>UIBackgroundModes</key>
        <array><string>remote-notification</string></array>
        #endif
        """),
    ])
    defer { try? FileManager.default.removeItem(at: agreeing) }
    let agreed = try runTool(["scan", agreeing.path])
    #expect(agreed.status == 0, "\(agreed.errors)")
    #expect(agreed.output.contains("\nbackgroundMode    on\n"), "\(agreed.output)")
    #expect(agreed.output.contains("\nlifecycle         appDelegate\n"), "\(agreed.output)")
  }

  @Test("a path that cannot be read, or holds no source, exits 66 naming it")
  func noInput() throws {
    let missing = try runTool(["scan", "Tests/Fixtures/Apps/Missing"])
    #expect(missing.status == 66)
    #expect(
      missing.errors
        == "error: cannot read \"Tests/Fixtures/Apps/Missing\": No such file or directory\n")
    let folder = try Self.folder([
      "README.md": "no sources here\n", "Pods/A/B.swift": "class B {}\n",
    ])
    defer { try? FileManager.default.removeItem(at: folder) }
    let empty = try runTool(["scan", folder.path])
    #expect(empty.status == 66)
    #expect(
      empty.errors
        == "error: found no Swift or Objective-C source in \"\(folder.path)\" (skipping "
        + "Carthage, DerivedData, Pods, build, node_modules, test folders and hidden folders)\n")
  }

  @Test("build output and dependencies are not read: their delegates do not count")
  func skippedFolders() throws {
    let delegate = """
      class AppDelegate: UIResponder, UIApplicationDelegate {
        func application(_ application: UIApplication,
          didReceiveRemoteNotification userInfo: [AnyHashable: Any]) {}
      }

      """
    let folder = try Self.folder([
      "App/App.swift": "class Main: UIResponder, UIApplicationDelegate {}\n",
      "Pods/SDK/AppDelegate.swift": delegate, ".build/checkouts/AppDelegate.swift": delegate,
      "Carthage/Checkouts/AppDelegate.swift": delegate,
      "DerivedData/AppDelegate.swift": delegate, "node_modules/x/AppDelegate.swift": delegate,
      "AppTests/AppDelegate.swift": delegate,
    ])
    defer { try? FileManager.default.removeItem(at: folder) }
    let run = try runTool(["scan", folder.path, "--format", "json"])
    #expect(run.status == 0)
    #expect(run.output.contains("\"callbacks\": \"none\""))
    #expect(!run.output.contains("AppDelegate"))
  }

  @Test("a single file scans, its findings named by its file name")
  func singleFile() throws {
    let run = try runTool([
      "scan", "Tests/Fixtures/Apps/UIKitSwift/Courier/NotificationRouter.swift", "--format", "json",
    ])
    #expect(run.status == 0)
    #expect(run.output.contains("\"callbacks\": \"willPresent+didReceiveResponse\""))
    #expect(run.output.contains("\"file\": \"NotificationRouter.swift\""))
  }

  @Test("--write writes the JSON profile, and --profile reads it back, edits included")
  func writeAndRead() throws {
    let folder = try makeTemporaryDirectory()
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent("pushmatrix.json")
    let scan = try runTool(["scan", "Tests/Fixtures/Apps/SceneLate", "--write", file.path])
    #expect(scan.status == 0)
    #expect(scan.errors == "wrote \(file.path)\n")
    let written = try String(contentsOf: file, encoding: .utf8)
    let expected = Self.fixtures.appendingPathComponent("SceneLate.profile.json")
    #expect(written == (try String(contentsOf: expected, encoding: .utf8)))
    try Data(
      written.replacingOccurrences(
        of: "\"delegateTiming\": \"late\"", with: "\"delegateTiming\": \"atLaunch\""
      ).utf8
    ).write(to: file)
    let read = try runTool(["scan", "--profile", file.path])
    #expect(read.status == 0, "\(read.errors)")
    #expect(read.output.contains("delegateTiming    atLaunch\n"))
  }

  @Test("a malformed profile is diagnosed at its line, exit 65")
  func malformedProfile() throws {
    let folder = try makeTemporaryDirectory()
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent("pushmatrix.json")
    let profile = try String(
      contentsOf: Self.fixtures.appendingPathComponent("SceneLate.profile.json"), encoding: .utf8)
    try Data(
      profile.replacingOccurrences(
        of: "\"lifecycle\": \"scene\"", with: "\"lifecycle\": \"scenes\""
      )
      .utf8
    ).write(to: file)
    let run = try runTool(["scan", "--profile", file.path])
    let line = profile.components(separatedBy: "\n").firstIndex { $0.contains("\"lifecycle\": ") }!
    #expect(run.status == 65)
    #expect(
      run.errors
        == "\(file.path):\(line + 1): error: invalid lifecycle \"scenes\": expected appDelegate, "
        + "scene or unknown; did you mean scene?\n")
  }

  @Test("--set overrides a field and records it; a value that does not fit is bad usage")
  func overrides() throws {
    let run = try runTool([
      "scan", "Tests/Fixtures/Apps/SceneLate", "--set", "delegateTiming=atLaunch",
    ])
    #expect(run.status == 0)
    #expect(run.output.contains("delegateTiming    atLaunch\n"))
    #expect(run.output.contains("    set to atLaunch by hand (was late)\n"))
    let misfit = try runTool([
      "scan", "Tests/Fixtures/Apps/SceneLate", "--set", "presentation=banner",
    ])
    #expect(misfit.status == 64)
    #expect(
      misfit.errors.hasPrefix(
        "error: invalid presentation \"banner\" for callbacks \"didReceiveResponse\": expected "
          + "n/a; n/a exactly when willPresent is not implemented\nusage: pushmatrix scan"))
    let typo = try runTool(["scan", "Tests/Fixtures/Apps/SceneLate", "--set", "lifecycle=sene"])
    #expect(typo.status == 64)
    #expect(
      typo.errors.hasPrefix(
        "error: invalid lifecycle \"sene\": expected appDelegate, scene or unknown; did you mean "
          + "scene?\n"))
  }

  @Test("scan takes --help, and refuses a missing path or an unknown option")
  func usage() throws {
    let help = try runTool(["scan", "--help"])
    #expect(help.status == 0)
    #expect(help.output.hasPrefix("usage: pushmatrix scan PATH..."))
    #expect(help.output.contains("--set FIELD=VALUE"))
    let missing = try runTool(["scan"])
    #expect(missing.status == 64)
    #expect(
      missing.errors.hasPrefix(
        "error: missing argument: expected PATH (a folder or file) or --profile FILE\n"))
    let unknown = try runTool(["scan", ".", "--formt", "json"])
    #expect(unknown.status == 64)
    #expect(unknown.errors.hasPrefix("error: unknown option \"--formt\"; did you mean --format?"))
  }

  @Test(
    "bench measures scan on a synthetic app, check stage by stage, and with repeated observations"
  )
  func bench() throws {
    // Only the measurements asserted on below: the TSV export of every condition of the newest
    // release (9.2 million rows, in memory and as a process) took most of this test's time.
    let run = try runTool([
      "bench", "--only", "check,check-stages,observations,scan,processes", "--observations", "2",
      "--scan-lines", "2000", "--runs", "1",
    ])
    #expect(run.status == 0, "\(run.errors)")
    #expect(run.output.contains("| check + observations of one scenario | 2 observations |"))
    let scanRow = run.output.split(separator: "\n").first {
      $0.hasPrefix("| scan (synthetic app) |")
    }
    let lines = scanRow.flatMap { Int($0.split(separator: "|")[1].split(separator: " ")[0]) }
    #expect((lines ?? 0) >= 2000, "\(run.output)")
    // Linux counts the benchmark's own memory in a child's peak: the rows of processes say none.
    let processRows = run.output.split(separator: "\n").filter { $0.hasPrefix("| process: ") }
    #expect(
      processRows.map { $0.split(separator: "|")[0].trimmingCharacters(in: .whitespaces) }
        == ["process: check", "process: check --pairs"], "\(run.output)")
    #expect(processRows.allSatisfy { $0.hasSuffix("| – |") }, "\(processRows)")
    // Where check's time goes: each stage a row of its own, right under check's, none free.
    let rows = run.output.split(separator: "\n").map(String.init)
    let check = try #require(
      rows.firstIndex { $0.hasPrefix("| check (goldens, docs, evidence) |") })
    let stages = rows[(check + 1)...].prefix { $0.hasPrefix("| check stage: ") }
    #expect(stages.count == 5, "\(run.output)")
    let observations = try #require(stages.first)
    #expect(observations.contains(" observations | "), "\(observations)")
    #expect(!observations.contains("| 0 observations |"), "\(observations)")
    #expect(stages.allSatisfy { !$0.contains(" | 0.0 ms | ") }, "\(stages)")
  }

  @Test("bench --only prints the rows of the measurements it names, and refuses an unknown name")
  func benchOnly() throws {
    let run = try runTool([
      "bench", "--only", "long-view,route,export", "--sizes", "100", "--observations", "2",
      "--scan-lines", "100", "--runs", "1",
    ])
    #expect(run.status == 0, "\(run.errors)")
    let table = run.output.split(separator: "\n\n", maxSplits: 1).map(String.init)
    try #require(table.count == 2, "\(run.output)")
    let tasks = table[0].split(separator: "\n").dropFirst(2).map {
      $0.split(separator: "|")[0].trimmingCharacters(in: .whitespaces)
    }
    // In the table's order, whatever the option's; one size, 720 scenarios of one release.
    #expect(tasks == ["route", "route + TSV export", "route + long view as JSON"], "\(run.output)")
    #expect(
      table[0].split(separator: "\n").dropFirst(2).allSatisfy { $0.contains("| 720 scenarios |") })
    // What the package commits is measured whatever --only says.
    #expect(table[1].hasPrefix("| size | measured | limit | status |\n"), "\(run.output)")
    #expect(!run.errors.contains("check"), "\(run.errors)")

    let typo = try runTool(["bench", "--only", "route,proceses"])
    #expect(typo.status == 64)
    #expect(
      typo.errors.hasPrefix(
        "error: invalid value \"proceses\" for option --only: expected route, export, long-view, "
          + "conditions-export, check, check-stages, observations, scan, processes; did you "
          + "mean processes?\n"), "\(typo.errors)")
    #expect(typo.output.isEmpty)
  }
}
