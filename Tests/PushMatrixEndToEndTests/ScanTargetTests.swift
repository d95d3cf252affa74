import Foundation
import Testing

@testable import PushMatrixIO

@Suite("scan, one app target at a time", .waitsForProcesses)
struct ScanTargetTests {
  @Test("scan lists the app targets and says which it profiles and why")
  func listing() throws {
    let run = try runTool(["scan", "Tests/Fixtures/Apps/AppClipPair"])
    #expect(run.status == 0, "\(run.errors)")
    #expect(
      run.output.contains(
        """

        target            Relay: an iOS application that is not an App Clip, demo, example or \
        test host; it has the aps-environment entitlement or the remote-notification mode
        app targets
            RelayClip (App Clip, RelaySuite.xcodeproj/project.pbxproj): Info.plist \
        RelayClip/Info.plist, 1 source file, deployment target 16.0
            RelayAdmin (application, RelaySuite.xcodeproj/project.pbxproj): Info.plist \
        RelayAdmin/Info.plist, 1 source file, deployment target 16.0
          * Relay (application, RelaySuite.xcodeproj/project.pbxproj): Info.plist \
        Relay/Info.plist, 1 source file, deployment target 16.0

        findings
        """), "\(run.output)")
  }

  @Test("--target profiles another app target, from its own files alone")
  func otherTarget() throws {
    let run = try runTool(["scan", "Tests/Fixtures/Apps/AppClipPair", "--target", "RelayAdmin"])
    #expect(run.status == 0, "\(run.errors)")
    #expect(run.output.hasPrefix("callbacks         fetchReceive\n"), "\(run.output)")
    #expect(run.output.contains("lifecycle         scene\n"))
    #expect(run.output.contains("target            RelayAdmin: chosen with --target\n"))
    #expect(!run.output.contains("Relay/AppDelegate.swift"))
    let json = try runTool([
      "scan", "Tests/Fixtures/Apps/AppClipPair", "--target", "RelayClip", "--format", "json",
    ])
    #expect(json.output.contains("\"chosen\": \"RelayClip\""))
  }

  @Test("an unknown --target is bad usage naming the app targets; with --profile too")
  func unknownTarget() throws {
    let run = try runTool(["scan", "Tests/Fixtures/Apps/AppClipPair", "--target", "Relai"])
    #expect(run.status == 64)
    #expect(
      run.errors.hasPrefix(
        "error: no iOS app target named \"Relai\"; expected one of \"RelayClip\", "
          + "\"RelayAdmin\", \"Relay\"\nusage: pushmatrix scan"), "\(run.errors)")
    let none = try runTool(["app", "Tests/Fixtures/Apps/SwiftUIAdaptor", "--target", "App"])
    #expect(none.status == 64)
    #expect(
      none.errors.hasPrefix(
        "error: no iOS app target named \"App\": found no Xcode project with an iOS app target\n"
      ), "\(none.errors)")
    let profile = try runTool([
      "scan", "--profile", "Tests/Fixtures/Apps/SceneLate.profile.json", "--target", "Tandem",
    ])
    #expect(profile.status == 64)
    #expect(profile.errors.hasPrefix("error: option --target needs PATH, not --profile\n"))
  }

  @Test("same-named app targets of two projects are told apart by PROJECT/NAME or the choice")
  func sameNamedTargets() throws {
    let app = "Tests/Fixtures/Apps/SameNameProjects"
    for asked in [
      "Consumer/Harbor", "Consumer/Consumer.xcodeproj/Harbor",
      "Consumer/Consumer.xcodeproj/project.pbxproj/Harbor",
    ] {
      let run = try runTool(["scan", app, "--target", asked])
      #expect(run.status == 0, "\(run.errors)")
      #expect(run.output.hasPrefix("callbacks         none\n"), "\(asked): \(run.output)")
      #expect(
        run.output.contains(
          """
          target            Consumer/Harbor: chosen with --target
          app targets
            * Harbor (application, Consumer/Consumer.xcodeproj/project.pbxproj): Info.plist \
          Consumer/Harbor/Info.plist, 1 source file, deployment target 15.0
              Harbor (application, Enterprise/Enterprise.xcodeproj/project.pbxproj): Info.plist \
          Enterprise/Harbor/Info.plist, 1 source file, deployment target 16.0

          """), "\(asked): \(run.output)")
    }
    // The name alone: the choice made without --target decides among the namesakes.
    let named = try runTool(["scan", app, "--target", "Harbor"])
    #expect(named.status == 0, "\(named.errors)")
    #expect(
      named.output.contains(
        "target            Enterprise/Harbor: chosen with --target; of the 2 iOS app targets of "
          + "that name, it has the aps-environment entitlement or the remote-notification mode\n"
      ), "\(named.output)")
    // Two copies of one project: only their order tells them apart.
    let copies = try makeTemporaryDirectory()
    defer { try? FileManager.default.removeItem(at: copies) }
    for copy in ["Consumer", "Retail"] {
      try FileManager.default.copyItem(
        at: URL(fileURLWithPath: app).appendingPathComponent("Consumer"),
        to: copies.appendingPathComponent(copy))
    }
    let ambiguous = try runTool(["scan", copies.path, "--target", "Harbor"])
    #expect(ambiguous.status == 64)
    #expect(
      ambiguous.errors.hasPrefix(
        "error: several iOS app targets are named \"Harbor\"; name one as PROJECT/NAME: "
          + "\"Consumer/Consumer.xcodeproj/Harbor\", \"Retail/Consumer.xcodeproj/Harbor\"\n"
          + "usage: pushmatrix scan"),
      "\(ambiguous.errors)")
    let unknown = try runTool(["app", app, "--target", "Retail/Harbor"])
    #expect(unknown.status == 64)
    #expect(
      unknown.errors.hasPrefix(
        "error: no iOS app target named \"Retail/Harbor\"; expected one of \"Consumer/Harbor\", "
          + "\"Enterprise/Harbor\"\nusage: pushmatrix app"), "\(unknown.errors)")
  }

  @Test("a project.yml that a spec elsewhere includes is still a project of its own")
  func includedProjectSpec() throws {
    let folder = try makeTemporaryDirectory()
    defer { try? FileManager.default.removeItem(at: folder) }
    let files = [
      "App/project.yml":
        "name: App\ntargets:\n  App:\n    type: application\n    platform: iOS\n"
        + "    sources: [Sources]\n",
      "App/Sources/AppDelegate.swift":
        "@main class AppDelegate: UIResponder, UIApplicationDelegate {}\n",
      "Tools/project.yml":
        "name: Tools\ninclude: [../App/project.yml]\ntargets:\n  Lint:\n    type: tool\n",
    ]
    for (path, text) in files {
      let url = folder.appendingPathComponent(path)
      try FileManager.default.createDirectory(
        at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try Data(text.utf8).write(to: url)
    }
    let run = try runTool(["scan", folder.path])
    #expect(run.status == 0, "\(run.errors)")
    // The app's spec was dropped as an included file, and its target read only through Tools'.
    #expect(
      run.output.contains(
        """
        target            App/project.yml/App: it has its project's name
        app targets
          * App (application, App/project.yml): Info.plist none, 1 source file, deployment \
        target unknown
            App (application, Tools/project.yml): Info.plist none, 1 source file, deployment \
        target unknown

        """), "\(run.output)")
  }

  @Test("a malformed Xcode project is a finding, and the scan goes on")
  func malformedProject() throws {
    let folder = try makeTemporaryDirectory()
    defer { try? FileManager.default.removeItem(at: folder) }
    let files = [
      "App/AppDelegate.swift": "@main class AppDelegate: UIResponder, UIApplicationDelegate {}\n",
      "App.xcodeproj/project.pbxproj": "// !$*UTF8*$!\n{\n\tobjects = {\n\t\tA = {\n",
    ]
    for (path, text) in files {
      let url = folder.appendingPathComponent(path)
      try FileManager.default.createDirectory(
        at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try Data(text.utf8).write(to: url)
    }
    let run = try runTool(["scan", folder.path])
    #expect(run.status == 0, "\(run.errors)")
    #expect(run.output.hasPrefix("callbacks         none\n"), "\(run.output)")
    #expect(run.output.contains("\ndeploymentTarget  unknown\n"))
    // The line the file ends on, where a key or } was expected; nothing else on standard
    // error, such as CoreFoundation's own log line, which Foundation's reader printed.
    #expect(run.errors.isEmpty, "\(run.errors)")
    #expect(
      run.output.contains(
        "\n    App.xcodeproj/project.pbxproj:5: unknown: cannot read this property list, which "
          + "may declare scenes: expected a key or } before the end\n"), "\(run.output)")
    #expect(
      run.output.contains(
        "\n    App.xcodeproj/project.pbxproj:5: unknown: cannot read this Xcode project, which "
          + "may set IPHONEOS_DEPLOYMENT_TARGET: expected a key or } before the end\n"),
      "\(run.output)")
    #expect(
      run.output.contains(
        "target            none: found no iOS app target in the Xcode projects (cannot read "
          + "App.xcodeproj/project.pbxproj): read every file below the paths as one app\n"))
  }
}
