import Foundation
import Testing

@testable import PushMatrixApp
@testable import PushMatrixEngine
@testable import PushMatrixIO
@testable import PushMatrixScan

/// Hostile app sources that once cost `scan` memory or time out of proportion to their size, or
/// crashed it, each built here rather than committed: the answer must come in time and memory
/// that grow with the file.
@Suite("scan under attack, run as a process", .waitsForProcesses)
struct ScanAttackTests {
  /// Writes one file into a fresh temporary folder and returns the folder.
  static func folder(_ name: String, _ text: String) throws -> URL {
    let folder = try makeTemporaryDirectory()
    let url = folder.appendingPathComponent(name)
    try FileManager.default.createDirectory(
      at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data(text.utf8).write(to: url)
    return folder
  }

  @Test("24,000 nested closures (190 KB) scan in memory that grows with the file")
  func nestedClosures() throws {
    let depth = 24_000
    let source =
      "func f() {\n" + String(repeating: "run {\n", count: depth) + "x()\n"
      + String(repeating: "}\n", count: depth) + "}\n"
    let folder = try Self.folder("Nest.swift", source)
    defer { try? FileManager.default.removeItem(at: folder) }
    let run = try runMeasured(["scan", folder.path])
    #expect(run.status == 0, "\(run.errors)")
    // Each call once kept the names of every closure around it: 4.7 GB at this depth.
    #expect(run.maxResidentKiB < 200 << 10, "peak \(run.maxResidentKiB) KiB")
  }

  @Test("8,000 classes that each inherit the one before (130 KB) scan in bounded memory")
  func inheritanceChain() throws {
    let source = (1...8_000).map { "class C\($0): C\($0 - 1) { func f() { g() } }\n" }.joined()
    let folder = try Self.folder("Chain.swift", source)
    defer { try? FileManager.default.removeItem(at: folder) }
    let run = try runMeasured(["scan", folder.path])
    #expect(run.status == 0, "\(run.errors)")
    // Each type once kept every ancestor and every ancestor's members: 2.2 GB here.
    #expect(run.maxResidentKiB < 200 << 10, "peak \(run.maxResidentKiB) KiB")
  }

  @Test("a chain of 40,000 member calls (160 KB) scans in time that grows with the file")
  func memberChain() throws {
    let folder = try Self.folder(
      "Chain.swift", "func f() {\nx" + String(repeating: ".a()", count: 40_000) + "\n}\n")
    defer { try? FileManager.default.removeItem(at: folder) }
    // Each call once walked the chain back to its root: 40 s.
    let run = try runTool(["scan", folder.path], timeout: 20)
    #expect(run.status == 0, "\(run.errors)")
  }

  @Test("85,000 nested string interpolations (255 KB) do not overflow the stack")
  func nestedInterpolations() throws {
    let depth = 85_000
    let source =
      "class AppDelegate: UIResponder, UIApplicationDelegate {}\nlet s = "
      + String(repeating: #""\("#, count: depth) + String(repeating: #")""#, count: depth)
      + "\nfunc after() {}\n"
    let folder = try Self.folder("Strings.swift", source)
    defer { try? FileManager.default.removeItem(at: folder) }
    let run = try runTool(["scan", folder.path, "--format", "json"], timeout: 60)
    #expect(run.status == 0, "\(run.errors)")
    #expect(run.output.contains("\"lifecycle\""), "\(run.output.prefix(300))")
  }

  @Test("a project of 2,000 application targets (1.5 MB) is read in time linear in the file")
  func manyAppTargets() throws {
    let count = 2_000
    func id(_ number: Int) -> String { String(format: "%024X", number) }
    var objects: [String] = []
    var targets: [String] = []
    for index in 0..<count {
      let (target, list, debug, release) = (
        id(10 + 4 * index), id(11 + 4 * index), id(12 + 4 * index), id(13 + 4 * index)
      )
      targets.append(target)
      objects.append(
        """
        \(target) = { isa = PBXNativeTarget; buildConfigurationList = \(list); name = T\(index);
          productType = "com.apple.product-type.application"; };
        \(list) = { isa = XCConfigurationList; buildConfigurations = (\(debug), \(release)); };
        """)
      for (configuration, name) in [(debug, "Debug"), (release, "Release")] {
        objects.append(
          """
          \(configuration) = {
            isa = XCBuildConfiguration;
            buildSettings = {
              IPHONEOS_DEPLOYMENT_TARGET = 15.\(index % 7);
              SDKROOT = iphoneos;
            };
            name = \(name);
          };
          """)
      }
    }
    let project = """
      // !$*UTF8*$!
      {
      archiveVersion = 1;
      objectVersion = 56;
      objects = {
      \(objects.joined(separator: "\n"))
      \(id(1)) = { isa = PBXProject; targets = (\(targets.joined(separator: ", "))); };
      };
      rootObject = \(id(1));
      }

      """
    let folder = try Self.folder("App.xcodeproj/project.pbxproj", project)
    defer { try? FileManager.default.removeItem(at: folder) }
    try Data("class AppDelegate: UIResponder, UIApplicationDelegate {}\n".utf8).write(
      to: folder.appendingPathComponent("AppDelegate.swift"))
    // Each configuration's lines were once looked up by splitting the whole file: 298 s.
    let run = try runTool(["scan", folder.path], timeout: 30)
    #expect(run.status == 0, "\(run.errors)")
    // The first of the like targets is profiled, with its deployment target and line; every
    // one is listed with its own.
    #expect(run.output.contains("deploymentTarget  15.0"), "\(run.output.prefix(600))")
    #expect(
      run.output.contains(#/App.xcodeproj/project.pbxproj:\d+: app target T0: 15.0/#),
      "\(run.output.suffix(600))")
    #expect(
      run.output.contains(
        "  T1999 (application, App.xcodeproj/project.pbxproj): Info.plist none, 1 source file, "
          + "deployment target 15.4\n"))
  }

  @Test("files that add up to more than the scan reads are refused, naming the limit, exit 66")
  func tooMuchInTotal() throws {
    let folder = try makeTemporaryDirectory()
    defer { try? FileManager.default.removeItem(at: folder) }
    // Three files of 48 MiB, each under the limit of one file, a comment line after line.
    let line = Data(("// " + String(repeating: "x", count: 1020) + "\n").utf8)
    let block = Data(Array(repeating: line, count: 1024).joined())
    for name in ["A.swift", "B.swift", "C.swift"] {
      try writeRepeated(block, times: 48, to: folder.appendingPathComponent(name))
    }
    let run = try runTool(["scan", folder.path])
    #expect(run.status == 66, "\(run.errors)")
    #expect(
      run.errors
        == "error: the files below \(folder.path.messageQuoted) add up to more than "
        + "\(SourceTree.maximumTotalSize) bytes, the most one scan reads (at "
        + "\(folder.appendingPathComponent("C.swift").path.messageQuoted)); scan the app's own "
        + "folders, not its dependencies\n")
  }

  @Test("64 MiB of `a;a;…` is refused past the tokens one file may hold, in bounded memory")
  func tokenDenseFile() throws {
    let folder = try makeTemporaryDirectory()
    defer { try? FileManager.default.removeItem(at: folder) }
    // `a;` 32 Mi times: 64 MiB, the most one file may hold, and 64 Mi tokens.
    let url = folder.appendingPathComponent("Dense.swift")
    try Data(
      "class AppDelegate: UIResponder, UIApplicationDelegate {}\n".utf8
    ).write(to: folder.appendingPathComponent("AppDelegate.swift"))
    try writeRepeated(Data(String(repeating: "a;", count: 1 << 19).utf8), times: 64, to: url)
    let run = try runMeasured(["scan", folder.path])
    #expect(run.status == 66, "\(run.errors)")
    #expect(
      run.errors
        == "error: \(url.path.messageQuoted) holds more than \(SourceTree.maximumTokens) tokens, "
        + "the most the scan reads in one file; is it a source?\n")
    // It took 3.4 GB, 50 bytes per byte, while the file was tokenized.
    #expect(run.maxResidentKiB < 512 << 10, "peak \(run.maxResidentKiB) KiB")
  }

  @Test("sources that define willPresent and keep more tokens than one scan keeps are refused")
  func keptTokensInTotal() throws {
    let folder = try makeTemporaryDirectory()
    defer { try? FileManager.default.removeItem(at: folder) }
    // Three files of 3.5 Mi tokens, each under the limit of one file; each defines willPresent,
    // whose body the scan reads from the tokens it keeps.
    let willPresent = """
      class D: NSObject, UNUserNotificationCenterDelegate {
        func userNotificationCenter(
          _ center: UNUserNotificationCenter, willPresent notification: UNNotification,
          withCompletionHandler completionHandler: @escaping (UNNotificationPresentationOptions)
            -> Void
        ) { completionHandler([.banner]) }
      }

      """
    let filler = String(repeating: "a;", count: 7 << 18)
    for name in ["A.swift", "B.swift", "C.swift"] {
      try Data((willPresent + filler).utf8).write(to: folder.appendingPathComponent(name))
    }
    let run = try runTool(["scan", folder.path])
    // Each file's tokens were kept whole: seven files of 8 MiB took 2 GB.
    #expect(run.status == 66, "\(run.errors)")
    #expect(
      run.errors
        == "error: the sources below \(folder.path.messageQuoted) that define willPresent hold "
        + "more than \(SourceTree.maximumTokens) tokens in all, the most one scan keeps (at "
        + "\(folder.appendingPathComponent("C.swift").path.messageQuoted)); scan the app's own "
        + "folders, not its dependencies\n")
  }

  @Test("overlapping paths read each file once: a folder twice, or a file inside a folder given")
  func overlappingPaths() throws {
    let app = "Tests/Fixtures/Apps/SceneLate"
    let once = try runTool(["scan", app])
    #expect(once.status == 0, "\(once.errors)")
    for paths in [[app, app], [app, app + "/Tandem/AppDelegate.swift"]] {
      let overlapping = try runTool(["scan"] + paths)
      #expect(overlapping.status == 0, "\(overlapping.errors)")
      #expect(overlapping.output == once.output, "\(paths)")
    }
  }

  @Test("a refused deployment target and a string UIBackgroundModes are named with their value")
  func refusedValues() throws {
    let folder = try Self.folder(
      "App/AppDelegate.swift", "class AppDelegate: UIResponder, UIApplicationDelegate {}\n")
    defer { try? FileManager.default.removeItem(at: folder) }
    try Data(
      """
      <?xml version="1.0" encoding="UTF-8"?>
      <plist version="1.0">
      <dict>
      <key>CFBundleIdentifier</key>
      <string>com.example.refused</string>
      <key>UIBackgroundModes</key>
      <string>remote-notification</string>
      </dict>
      </plist>

      """.utf8
    ).write(to: folder.appendingPathComponent("App/Info.plist"))
    let project = try String(
      contentsOf: packageRoot.appendingPathComponent(
        "Tests/Fixtures/Apps/SceneLate/Tandem.xcodeproj/project.pbxproj"), encoding: .utf8
    ).replacingOccurrences(
      of: "IPHONEOS_DEPLOYMENT_TARGET = 15.0;", with: "IPHONEOS_DEPLOYMENT_TARGET = 2.0;"
    ).replacingOccurrences(of: "Tandem/Info.plist", with: "App/Info.plist")
    let projectFolder = folder.appendingPathComponent("App.xcodeproj")
    try FileManager.default.createDirectory(at: projectFolder, withIntermediateDirectories: true)
    try Data(project.utf8).write(to: projectFolder.appendingPathComponent("project.pbxproj"))
    let run = try runTool(["scan", folder.path])
    #expect(run.status == 0, "\(run.errors)")
    #expect(
      run.output.contains(
        "App.xcodeproj/project.pbxproj:71: app target Tandem sets IPHONEOS_DEPLOYMENT_TARGET = "
          + "\"2.0\", which is not a usable iOS release: expected 3.0 or later"), "\(run.output)")
    #expect(
      run.output.contains(
        "App/Info.plist:6: unknown: UIBackgroundModes is a string, \"remote-notification\", where "
          + "iOS expects an array of strings"), "\(run.output)")
    #expect(run.output.contains("\nbackgroundMode    unknown\n"), "\(run.output)")
  }
}
