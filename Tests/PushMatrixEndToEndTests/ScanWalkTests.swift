import Foundation
import Testing

@testable import PushMatrixApp
@testable import PushMatrixIO
@testable import PushMatrixScan

/// What the scan's walk finds and does not read.
///
/// Folders it cannot list, files it cannot open, links out of the paths given, names that are
/// not UTF-8 and large files it would never parse: each once changed the profile without a word,
/// or refused the whole scan.
@Suite("scan's walk over an app, run as a process", .waitsForProcesses)
struct ScanWalkTests {
  /// An app delegate that implements the fetch callback, so that reading it shows.
  static let fetchDelegate = """
    import UIKit
    @main
    class AppDelegate: UIResponder, UIApplicationDelegate {
      func application(_ application: UIApplication,
                       didReceiveRemoteNotification userInfo: [AnyHashable: Any],
                       fetchCompletionHandler completionHandler: @escaping (UIBackgroundFetchResult) -> Void) {
        completionHandler(.noData)
      }
    }

    """

  /// An app delegate that implements no notification callback.
  static let plainDelegate = """
    import UIKit
    @main
    class AppDelegate: UIResponder, UIApplicationDelegate {}

    """

  /// Returns a scan's JSON profile: its fields, and its findings as `file: field: shows`.
  static func profile(_ run: ToolRun) throws -> (fields: [String: Any], findings: [String]) {
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(run.output.utf8)) as? [String: Any],
      "not a profile: \(run.output) \(run.errors)")
    let findings = (object["findings"] as? [[String: Any]] ?? []).map {
      "\($0["file"] as? String ?? "-"): \($0["field"] as? String ?? ""): "
        + "\($0["shows"] as? String ?? "")"
    }
    return (object, findings)
  }

  /// Copies a fixture app into a fresh temporary folder and returns the copy.
  static func copy(fixture name: String) throws -> URL {
    let folder = try makeTemporaryDirectory()
    let copy = folder.appendingPathComponent(name)
    try FileManager.default.copyItem(at: ScanTests.fixtures.appendingPathComponent(name), to: copy)
    return copy
  }

  /// Runs a shell script, with `PUSHMATRIX` naming the built tool.
  static func shell(_ script: String, in folder: URL) throws -> ToolRun {
    try runProcess(
      URL(fileURLWithPath: "/bin/sh"), ["-eu", "-c", script], in: folder,
      environment: ["PUSHMATRIX": toolUnderTest.path])
  }

  @Test(
    "a folder the scan cannot list is a finding naming it, and the fields it may decide are unknown",
    .enabled(if: canDropPrivilege, "root without setpriv: no permission to deny"))
  func unlistableFolder() throws {
    let app = try Self.copy(fixture: "SceneLate")
    defer { try? FileManager.default.removeItem(at: app.deletingLastPathComponent()) }
    let service = app.appendingPathComponent("TandemNotificationService")
    let run = try runToolWithoutPrivilege(
      ["scan", app.path, "--format", "json"], owning: app.deletingLastPathComponent()
    ) { try #require(chmod(service.path, 0) == 0) }
    chmod(service.path, 0o755)
    #expect(run.status == 0, "\(run.errors)")
    let (fields, findings) = try Self.profile(run)
    // It read serviceExtension no, exit 0, without a word.
    #expect(fields["serviceExtension"] as? String == "unknown")
    #expect(
      findings.contains(
        "TandemNotificationService: serviceExtension: unknown: cannot list this folder: "
          + "Permission denied; a file in it may decide serviceExtension"), "\(findings)")
  }

  @Test(
    "a folder that can be listed but not searched is a finding naming it",
    .enabled(if: canDropPrivilege, "root without setpriv: no permission to deny"))
  func unsearchableFolder() throws {
    let app = try Self.copy(fixture: "SceneLate")
    defer { try? FileManager.default.removeItem(at: app.deletingLastPathComponent()) }
    let service = app.appendingPathComponent("TandemNotificationService")
    let run = try runToolWithoutPrivilege(
      ["scan", app.path, "--format", "json"], owning: app.deletingLastPathComponent()
    ) { try #require(chmod(service.path, 0o444) == 0) }
    chmod(service.path, 0o755)
    #expect(run.status == 0, "\(run.errors)")
    let (fields, findings) = try Self.profile(run)
    // Its names were listed, none could be looked at, and each was skipped without a word.
    #expect(fields["serviceExtension"] as? String == "unknown")
    #expect(
      findings.contains(
        "TandemNotificationService: serviceExtension: unknown: cannot look at the entries of "
          + "this folder: Permission denied; a file in it may decide serviceExtension"),
      "\(findings)")
  }

  @Test(
    "a source or Info.plist that cannot be opened is a finding, not exit 66",
    .enabled(if: canDropPrivilege, "root without setpriv: no permission to deny"))
  func unopenableFiles() throws {
    let folder = try ScanTests.folder([
      "App/AppDelegate.swift": Self.fetchDelegate, "App/Extra.swift": "class Extra {}\n",
      "App/Info.plist": "<plist><dict/></plist>\n",
    ])
    defer { try? FileManager.default.removeItem(at: folder) }
    let run = try runToolWithoutPrivilege(
      ["scan", folder.path, "--format", "json"], owning: folder
    ) {
      for name in ["App/Extra.swift", "App/Info.plist"] {
        try #require(chmod(folder.appendingPathComponent(name).path, 0) == 0)
      }
    }
    // It exited 66: cannot read "…/App/Extra.swift": Permission denied.
    #expect(run.status == 0, "\(run.errors)")
    let (fields, findings) = try Self.profile(run)
    #expect(fields["callbacks"] as? String == "unknown")
    #expect(fields["backgroundMode"] as? String == "unknown")
    #expect(
      findings.contains(
        "App/Extra.swift: callbacks: unknown: cannot open it: Permission denied; it may decide "
          + "callbacks"), "\(findings)")
    #expect(
      findings.contains(
        "App/Info.plist: backgroundMode: unknown: cannot read this property list, which may list "
          + "remote-notification in UIBackgroundModes: cannot open it: Permission denied"),
      "\(findings)")
  }

  @Test("a FIFO named as a source or property list is a finding, not skipped without a word")
  func specialFiles() throws {
    let folder = try ScanTests.folder(["App/AppDelegate.swift": Self.fetchDelegate])
    defer { try? FileManager.default.removeItem(at: folder) }
    for name in ["App/Extra.swift", "App/Info.plist"] {
      try #require(mkfifo(folder.appendingPathComponent(name).path, 0o644) == 0)
    }
    let run = try runTool(["scan", folder.path, "--format", "json"], timeout: 30)
    #expect(run.status == 0, "\(run.errors)")
    let (fields, findings) = try Self.profile(run)
    // Both were skipped: callbacks read fetchReceive.
    #expect(fields["callbacks"] as? String == "unknown")
    #expect(
      findings.contains(
        "App/Extra.swift: callbacks: unknown: a FIFO, not a regular file; it may decide callbacks"),
      "\(findings)")
    #expect(
      findings.contains(
        "App/Info.plist: lifecycle: unknown: a FIFO, not a regular file; it may decide lifecycle"),
      "\(findings)")
  }

  @Test("a link to a file outside the paths scanned is not followed, and says so; one inside is")
  func linksOut() throws {
    let folder = try ScanTests.folder([
      "App/AppDelegate.swift": Self.plainDelegate,
      "Outside/Handler.swift": Self.fetchDelegate.replacingOccurrences(
        of: "@main\nclass AppDelegate", with: "extension AppDelegate {}\nclass Handler"),
      "App/Shared/Real.swift": "class Real {}\n",
    ])
    defer { try? FileManager.default.removeItem(at: folder) }
    let app = folder.appendingPathComponent("App")
    let links = [
      "Linked.swift": folder.appendingPathComponent("Outside/Handler.swift").path,
      "Info.plist": "/etc/passwd", "Alias.swift": "Shared/Real.swift",
    ]
    for (name, target) in links {
      try FileManager.default.createSymbolicLink(
        atPath: app.appendingPathComponent(name).path, withDestinationPath: target)
    }
    let run = try runTool(["scan", app.path, "--format", "json"])
    #expect(run.status == 0, "\(run.errors)")
    let (fields, findings) = try Self.profile(run)
    let reason =
      "a symbolic link to a file outside the paths scanned, not followed (scan a folder that "
      + "holds both to read it)"
    #expect(
      findings.contains("Linked.swift: callbacks: unknown: \(reason); it may decide callbacks"),
      "\(findings)")
    #expect(
      findings.contains(
        "Info.plist: backgroundMode: unknown: \(reason); it may decide backgroundMode"),
      "\(findings)")
    #expect(fields["callbacks"] as? String == "unknown")
    // /etc/passwd's first character once reached a finding.
    #expect(!run.output.contains("root:"))
    #expect(!findings.contains { $0.hasPrefix("Alias.swift") }, "\(findings)")
    // Scanning the folder that holds both reads the linked file.
    let whole = try Self.profile(try runTool(["scan", folder.path, "--format", "json"]))
    #expect(
      whole.findings.contains { $0.hasPrefix("App/Linked.swift: callbacks: fetchReceive: ") },
      "\(whole.findings)")
    #expect(
      !whole.findings.contains { $0.hasPrefix("App/Linked.swift") && $0.contains("symbolic link") },
      "\(whole.findings)")
  }

  @Test("a 70 MB data property list the scan would never parse does not refuse the scan")
  func largeDataPlist() throws {
    let folder = try ScanTests.folder(["App/AppDelegate.swift": Self.fetchDelegate])
    defer { try? FileManager.default.removeItem(at: folder) }
    let data = folder.appendingPathComponent("App/Levels.plist")
    try #require(FileManager.default.createFile(atPath: data.path, contents: nil))
    let handle = try FileHandle(forWritingTo: data)
    try handle.truncate(atOffset: 70 << 20)
    try handle.close()
    let run = try runTool(["scan", folder.path, "--format", "json"], timeout: 60)
    // It exited 66: "… is larger than 67108864 bytes; is it a source?"
    #expect(run.status == 0, "\(run.errors)")
    #expect(try Self.profile(run).fields["callbacks"] as? String == "fetchReceive")
    // An Info.plist that large is one the scan reads: still refused.
    try FileManager.default.moveItem(
      at: data, to: folder.appendingPathComponent("App/Info.plist"))
    let info = try runTool(["scan", folder.path], timeout: 60)
    #expect(info.status == 66)
    #expect(info.errors.contains("Info.plist\" is larger than 67108864 bytes"), "\(info.errors)")
  }

  @Test("a file or folder whose name is not UTF-8 is named, escaped, as a finding")
  func namesNotUTF8() throws {
    let folder = try ScanTests.folder(["App/AppDelegate.swift": Self.plainDelegate])
    defer { try? FileManager.default.removeItem(at: folder) }
    let make = try Self.shell(
      """
      printf 'extension AppDelegate {}\\n' > "App/$(printf 'Caf\\351')+Push.swift"
      mkdir "App/$(printf 'Ext\\377')"
      printf 'class Hidden {}\\n' > "App/$(printf 'Ext\\377')/Hidden.swift"
      printf 'not read\\n' > "App/$(printf 'Notes\\351').txt"
      """, in: folder)
    try #require(make.status == 0, "\(make.errors)")
    let run = try runTool(["scan", folder.path, "--format", "json"])
    #expect(run.status == 0, "\(run.errors)")
    let (fields, findings) = try Self.profile(run)
    let reason = "its name is not UTF-8, so the scan cannot open it (rename it to read it)"
    #expect(
      findings.contains(
        "App/Caf\\xE9+Push.swift: callbacks: unknown: \(reason); it may decide callbacks"),
      "\(findings)")
    #expect(
      findings.contains(
        "App/Ext\\xFF: lifecycle: unknown: \(reason); a file in it may decide lifecycle"),
      "\(findings)")
    #expect(!findings.contains { $0.contains("Notes") })
    #expect(fields["callbacks"] as? String == "unknown")
  }

  @Test("a PATH that is not UTF-8 is refused with its bytes spelled out, exit 64")
  func pathNotUTF8() throws {
    let folder = try ScanTests.folder(["Main.swift": Self.plainDelegate])
    defer { try? FileManager.default.removeItem(at: folder) }
    let run = try Self.shell(
      """
      name="$(printf 'App\\351')"
      mkdir "$name"
      printf 'class AppDelegate {}\\n' > "$name/AppDelegate.swift"
      "$PUSHMATRIX" scan "$name"
      """, in: folder)
    // It read "App\u{FFFD}", which is not there: "No such file or directory", 66.
    #expect(run.status == 64, "\(run.errors)")
    #expect(
      run.errors.hasPrefix(
        "error: argument \"App\\xE9\" is not UTF-8, in which every path is named; rename it, "
          + "or give the folder that holds it (scan names what it cannot read)\n"),
      "\(run.errors)")
    let parent = try runTool(["scan", folder.path])
    #expect(parent.output.contains("App\\xE9: unknown: its name is not UTF-8"), "\(parent.output)")
  }
}
