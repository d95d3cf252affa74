import Foundation
import Testing

@testable import PushMatrixApp
@testable import PushMatrixIO
@testable import PushMatrixScan

@Suite("Tuist manifests: the project a Project.swift makes, literals only")
struct TuistManifestTests {
  /// Reads a manifest's text into its project.
  static func read(_ text: String, sources: Set<String> = []) -> (XcodeProject?, TuistManifest) {
    var manifest = TuistManifest(
      file: "App/Project.swift",
      tokens: SourceTokenizer.tokens(of: Array(text.utf8), language: .swift))
    let project = manifest.project(sources: sources)
    return (project, manifest)
  }

  @Test("literal forms: platform, deploymentTarget with devices, file paths, .paths sources")
  func literalForms() throws {
    let (project, manifest) = Self.read(
      """
      import ProjectDescription
      let project = Project(name: "Old", targets: [
        Target(name: "Old", platform: .iOS, product: .app, bundleId: "o.old",
          deploymentTarget: .iOS(targetVersion: "15.0", devices: [.iphone]),
          infoPlist: .file(path: "Old/Info.plist"), sources: .paths(["Old/**/*.swift"]),
          entitlements: .file(path: .relativeToRoot("App/Old/Old.entitlements"))),
        .target(name: "Watch", destinations: [.appleWatch], product: .watch2App, bundleId: "w"),
      ])
      """, sources: ["App/Old/A.swift", "App/Old/Deep/B.swift", "App/Old/C.m", "App/Other.swift"])
    let targets = try #require(project?.targets)
    #expect(targets.map(\.name) == ["Old", "Watch"])
    #expect(targets[0].kind == .application && targets[0].isIOS)
    #expect(targets[0].settings["IPHONEOS_DEPLOYMENT_TARGET"]?.value == "15.0")
    #expect(targets[0].settings["IPHONEOS_DEPLOYMENT_TARGET"]?.location.line == 4)
    #expect(targets[0].infoPlistFile == "App/Old/Info.plist")
    #expect(targets[0].entitlementsFile == "App/Old/Old.entitlements")
    #expect(targets[0].sources == ["App/Old/A.swift", "App/Old/Deep/B.swift"])
    #expect(targets[1].kind == .watchApp && !targets[1].isIOS)
    #expect(manifest.unread.isEmpty)
  }

  @Test("extendingDefault writes the plist at Derived/InfoPlists with Tuist's scene manifest")
  func extendingDefault() throws {
    let (project, manifest) = Self.read(
      """
      import ProjectDescription
      let modes: [String: Plist.Value] = ["UIBackgroundModes": .array([.string("remote-notification")]),
        "FirebaseAppDelegateProxyEnabled": false]
      let project = Project(name: "P", targets: [
        .target(name: "App", destinations: .iOS, product: .app, bundleId: "a",
          deploymentTargets: .iOS("17.0"), infoPlist: .extendingDefault(with: modes),
          entitlements: .dictionary(["aps-environment": "production"]))
      ])
      """)
    let target = try #require(project?.targets.first)
    #expect(target.infoPlistFile == "App/Derived/InfoPlists/App-Info.plist")
    let plist = try #require(manifest.plists["App/Derived/InfoPlists/App-Info.plist"])
    #expect(plist.backgroundModes == ["remote-notification"])
    #expect(plist.lines["remote-notification"] == 2)
    #expect(plist.hasSceneManifest)
    #expect(plist.role == .app)
    #expect(manifest.pushEntitled == ["App/Derived/Entitlements/App.entitlements"])
    // Firebase's proxy switch, turned off in the list Tuist writes.
    #expect(
      plist.proxySwitch
        == ProxySwitch(location: FileLocation(file: "App/Project.swift", line: 3), isEnabled: false)
    )
  }

  @Test("a helper that makes the project is unknown, with the manifest's line")
  func helperProject() {
    let (project, manifest) = Self.read(
      """
      import ProjectDescription
      import ProjectDescriptionHelpers

      let project = Project.app(name: "Race", platform: .iOS)
      """)
    #expect(project == nil)
    #expect(manifest.unread.map(\.location) == [FileLocation(file: "App/Project.swift", line: 4)])
    #expect(
      manifest.unread.first?.reason
        == "the project is \"Project.app(name: \"Race\", platform: .iOS)\", which the scan "
        + "cannot work out (a call or value it does not know)")
  }

  /// Reads a manifest that may call the helpers of a `ProjectDescriptionHelpers` file.
  static func read(
    _ text: String, helpers: String, sources: Set<String> = [],
    steps: Int = HelperEvaluator.maximumSteps
  ) -> (XcodeProject?, TuistManifest) {
    var manifest = TuistManifest(
      file: "App/Project.swift",
      tokens: SourceTokenizer.tokens(of: Array(text.utf8), language: .swift),
      helpers: TuistHelpers(
        [
          (
            "App/Tuist/ProjectDescriptionHelpers/Project+App.swift",
            SourceTokenizer.tokens(of: Array(helpers.utf8), language: .swift)
          )
        ], steps: steps))
    return (manifest.project(sources: sources), manifest)
  }

  @Test("a helper called with literals is read with its arguments, defaults and interpolations")
  func helperRead() throws {
    let (project, manifest) = Self.read(
      """
      import ProjectDescription
      import ProjectDescriptionHelpers

      let name = "Race"
      let project = Project.app(name: name, modes: ["remote-notification"])
      """,
      helpers: """
        import ProjectDescription

        extension Project {
          public static func app(
            name: String, version: String = "17.1", modes: [Plist.Value] = []
          ) -> Project {
            let folder = "\\(name)App"
            return Project(
              name: name,
              targets: [
                .target(
                  name: name, destinations: .iOS, product: .app, bundleId: "org.\\(name)",
                  deploymentTargets: .iOS(version),
                  infoPlist: .extendingDefault(with: ["UIBackgroundModes": .array(modes)]),
                  sources: ["\\(folder)/**"])
              ])
          }
        }
        """, sources: ["App/RaceApp/A.swift", "App/Other/B.swift"])
    let target = try #require(project?.targets.first)
    #expect(project?.name == "Race")
    #expect(target.name == "Race" && target.kind == XcodeTarget.Kind.application)
    #expect(target.settings["IPHONEOS_DEPLOYMENT_TARGET"]?.value == "17.1")
    // Every value a helper makes is found at the call that makes it.
    #expect(
      target.settings["IPHONEOS_DEPLOYMENT_TARGET"]?.location
        == FileLocation(file: "App/Project.swift", line: 5))
    #expect(target.sources == ["App/RaceApp/A.swift"])
    let plist = try #require(manifest.plists["App/Derived/InfoPlists/Race-Info.plist"])
    #expect(plist.backgroundModes == ["remote-notification"])
    #expect(manifest.unread.isEmpty)
  }

  @Test("a helper that builds its targets in a var with += and append is read as the sum")
  func helperAdditions() throws {
    let (project, manifest) = Self.read(
      """
      import ProjectDescription
      import ProjectDescriptionHelpers

      private let version = "18.0"
      let project = Project.app(name: Names.app, version: version)
      """,
      helpers: """
        import ProjectDescription

        public enum Names { public static let app = "Race" }

        let extensions = [
          Target.target(name: "Push", destinations: .iOS, product: .appExtension, bundleId: "x")
        ]

        extension Project {
          public static func app(name: String, version: String) -> Project {
            var targets = appTargets(name: name, version: version)
            targets += [.target(name: "Kit", destinations: .iOS, product: .framework, bundleId: "k")]
            targets.append(contentsOf: extensions)
            targets.append(.target(name: "Widget", destinations: .iOS, product: .appExtension, bundleId: "w"))
            return Project(name: name, targets: targets)
          }

          static func appTargets(name: String, version: String) -> [Target] {
            let main = Target.target(
              name: name, destinations: .iOS, product: .app, bundleId: "org",
              deploymentTargets: .iOS(version))
            return [main]
          }
        }
        """)
    let targets = try #require(project?.targets)
    #expect(targets.map(\.name) == ["Race", "Kit", "Push", "Widget"])
    #expect(targets.first?.settings["IPHONEOS_DEPLOYMENT_TARGET"]?.value == "18.0")
    #expect(manifest.unread.isEmpty)
  }

  @Test("manifests whose helper needs evaluation: no project, said once for them all, not hidden")
  func unreadManifestsSaid() throws {
    let helper = """
      import ProjectDescription
      extension Project {
        public static func module(name: String, isApp: Bool = false) -> Project {
          var targets: [Target] = []
          if ProcessInfo.processInfo.environment["CI"] != nil {
            targets.append(.target(name: name, destinations: .iOS, product: .app, bundleId: "a"))
          }
          return Project(name: name, targets: targets)
        }
      }
      """
    var files = ["Tuist/ProjectDescriptionHelpers/Project+Module.swift": helper]
    for name in ["App", "Core", "Feature", "Kit", "UI"] {
      files["Projects/\(name)/Project.swift"] =
        "import ProjectDescription\nimport ProjectDescriptionHelpers\n"
        + "let project = Project.module(name: \"\(name)\", isApp: \(name == "App"))\n"
      files["Projects/\(name)/Sources/\(name).swift"] = "import UIKit\n"
    }
    let profile = try BuildGraphTests.scan(files)
    // Asked for by name, the target is not found, and the error names what was not read.
    let folder = try SourceTreeTests.folder(files)
    defer { try? FileManager.default.removeItem(at: folder) }
    #expect(
      throws: ScanError.unknownTarget(
        name: "App", targets: [],
        unread: " (cannot read Projects/App/Project.swift, Projects/Core/Project.swift, "
          + "Projects/Feature/Project.swift and 2 more)")
    ) { try AppScanner.scan([folder.path], target: "App") }
    #expect(
      profile.target?.reason
        == "found no iOS app target in the Xcode projects (cannot read Projects/App/Project.swift, "
        + "Projects/Core/Project.swift, Projects/Feature/Project.swift and 2 more): read every "
        + "file below the paths as one app")
    #expect(profile.backgroundMode == nil)
    // Every source was read, and none is an extension's: no manifest can make one.
    #expect(profile.serviceExtension == false)
    let said = profile.findings.filter { $0.field == "backgroundMode" }.map(\.shows)
    #expect(
      said == [
        "unknown: cannot read this Tuist manifest (and 4 more for the same reason: "
          + "Projects/Core/Project.swift, Projects/Feature/Project.swift, Projects/Kit/Project.swift and 1 more), "
          + "which may list remote-notification in UIBackgroundModes: helper Project.module "
          + "(Tuist/ProjectDescriptionHelpers/Project+Module.swift:3) is not read: its condition "
          + "\"ProcessInfo.processInfo.environment[\"CI\"] != nil\" is not known to the scan "
          + "(Tuist/ProjectDescriptionHelpers/Project+Module.swift:5)"
      ])
  }

  @Test("manifests not read do not hold back the Info.plist of an app target that was read")
  func unreadManifestsBesideTheApp() throws {
    var files = [
      "Tuist/ProjectDescriptionHelpers/Project+Module.swift": """
      import ProjectDescription
      extension Project {
        public static func module(name: String) -> Project {
          func target(_ suffix: String) -> Target {
            .target(name: name + suffix, destinations: .iOS, product: .framework, bundleId: "a")
          }
          return Project(name: name, targets: [target(""), target("Tests")])
        }
      }
      """,
      "Projects/App/Project.swift": BuildGraphTests.tuistApp(infoPlist: "Support/Info.plist"),
      "Projects/App/Support/Info.plist": """
      <?xml version="1.0" encoding="UTF-8"?>
      <plist version="1.0"><dict><key>CFBundleIdentifier</key><string>org.app</string>
      </dict></plist>
      """,
      "Projects/App/Sources/App.swift": "import UIKit\n",
    ]
    for name in ["Core", "Feature"] {
      files["Projects/\(name)/Project.swift"] =
        "import ProjectDescription\nimport ProjectDescriptionHelpers\n"
        + "let project = Project.module(name: \"\(name)\")\n"
    }
    let profile = try BuildGraphTests.scan(files)
    #expect(profile.target?.chosen == "App")
    #expect(profile.backgroundMode == .off)
    #expect(profile.lifecycle == .appDelegate)
    #expect(
      profile.findings.filter { $0.field == "backgroundMode" }.map(\.shows)
        == ["off: no UIBackgroundModes"])
  }

  @Test("a project none of whose targets can be read counts as a manifest not read")
  func projectWithoutTargetsRead() throws {
    let profile = try BuildGraphTests.scan([
      "Projects/App/Project.swift": """
      import ProjectDescription
      let project = Project(name: "App", targets: Set([Kind.app]).map { $0.target() })
      """,
      "Projects/App/Sources/App.swift": "import UIKit\n",
    ])
    #expect(
      profile.target?.reason
        == "found no iOS app target in the Xcode projects (cannot read Projects/App/Project.swift): "
        + "read every file below the paths as one app")
  }

  @Test("a helper that declares a variable without a value and sets it in a branch is evaluated")
  func helperDeclaresWithoutValue() throws {
    let (project, manifest) = Self.read(
      """
      import ProjectDescription
      let project = Project.module(name: "Race")
      """,
      helpers: """
        import ProjectDescription
        extension Project {
          public static func module(name: String) -> Project {
            var main: Target
            var entitlements: Entitlements?
            if name.isEmpty { entitlements = nil }
            main = .target(name: name, destinations: .iOS, product: .app, bundleId: "a")
            return Project(name: name, targets: [main])
          }
        }
        """)
    #expect(try #require(project).targets.map(\.name) == ["Race"])
    #expect(manifest.unread.isEmpty)
  }

  @Test("a helper whose body needs evaluation is named with its line, and its target unknown")
  func helperNeedsEvaluation() {
    let (project, manifest) = Self.read(
      """
      import ProjectDescription
      let project = Project(name: "Race", targets: [.feature(name: "Chat")])
      """,
      helpers: """
        import ProjectDescription
        extension Target {
          public static func feature(name: String) -> Target {
            while name.isEmpty { continue }
            return .target(name: name, destinations: .iOS, product: .framework, bundleId: "x")
          }
        }
        """)
    #expect(project?.targets.isEmpty == true)
    #expect(manifest.unread.map(\.location) == [FileLocation(file: "App/Project.swift", line: 2)])
    #expect(
      manifest.unread.first?.reason
        == "helper .feature (App/Tuist/ProjectDescriptionHelpers/Project+App.swift:3) is not "
        + "read: its body holds \"while\", which the scan does not evaluate "
        + "(App/Tuist/ProjectDescriptionHelpers/Project+App.swift:4)")
  }

  @Test("non-literal deployment target and Info.plist values are unknown, never guessed")
  func nonLiteralFields() throws {
    let (project, manifest) = Self.read(
      """
      import ProjectDescription
      let project = Project(name: "P", targets: [
        .target(name: "App", destinations: .iOS, product: .app, bundleId: "a",
          deploymentTargets: .iOS(Constants.minimum),
          infoPlist: .extendingDefault(with: ["UIBackgroundModes": Modes.push]),
          sources: ["\\(name)/**"]),
        Helpers.framework("Core"),
      ])
      """)
    let target = try #require(project?.targets.first)
    #expect(target.settings["IPHONEOS_DEPLOYMENT_TARGET"] == nil)
    #expect(
      target.unreadSettings["IPHONEOS_DEPLOYMENT_TARGET"]
        == BuildSetting(
          value: ".iOS(Constants.minimum)",
          location: FileLocation(file: "App/Project.swift", line: 4)))
    #expect(manifest.plists.isEmpty)
    let unreadable = try #require(
      manifest.unreadablePlists["App/Derived/InfoPlists/App-Info.plist"])
    #expect(unreadable.location == FileLocation(file: "App/Project.swift", line: 5))
    #expect(
      unreadable.reason.hasPrefix("UIBackgroundModes in target App's infoPlist is \"Modes.push\""))
    #expect(!target.listsSources)
    #expect(manifest.unread.map(\.location.line) == [6, 7])
  }

  @Test("a glob that matches nothing as written matches ignoring case, as on macOS, and is said")
  func caseFoldedGlob() throws {
    let (project, _) = Self.read(
      """
      import ProjectDescription
      let project = Project(name: "P", targets: [
        .target(name: "App", destinations: .iOS, product: .app, bundleId: "a",
          sources: ["src/**/*.swift"]),
        .target(name: "Kit", destinations: .iOS, product: .framework, bundleId: "k",
          sources: ["Kit/**"]),
      ])
      """,
      sources: [
        "App/Src/AppDelegate.swift", "App/Src/Push/Handler.swift", "App/Kit/A.swift",
        "App/kit/B.swift",
      ])
    let targets = try #require(project?.targets)
    #expect(targets[0].sources == ["App/Src/AppDelegate.swift", "App/Src/Push/Handler.swift"])
    #expect(targets[0].caseFoldedSources.map(\.value) == ["App/src/**/*.swift"])
    #expect(targets[0].caseFoldedSources.first?.location.line == 4)
    // A glob that matches as written keeps to its case.
    #expect(targets[1].sources == ["App/Kit/A.swift"])
    #expect(targets[1].caseFoldedSources.isEmpty)
  }

  @Test("globs: ** matches any folders, none included, * within one name")
  func globs() {
    #expect(TuistManifest.matches("A/B/C/x.swift", glob: "A/**/*.swift"))
    #expect(TuistManifest.matches("A/x.swift", glob: "A/**/*.swift"))
    #expect(!TuistManifest.matches("B/x.swift", glob: "A/**/*.swift"))
    #expect(TuistManifest.matches("A/Foo.swift", glob: "A/F*.swift"))
    #expect(!TuistManifest.matches("A/Sub/Foo.swift", glob: "A/*.swift"))
    #expect(!TuistManifest.matches("A/Foo.m", glob: "A/*.swift"))
    #expect(TuistManifest.matches("A/Sub/Foo.m", glob: "A"))
  }

  @Test("a glob of many ** is decided in time its parts times the path's, not exponential")
  func manyDoubleStars() throws {
    // Forty ** against a path forty folders deep: trying each way to share the folders out
    // among them is some 10^23 ways; a manifest in a pull request may write it.
    let glob = Array(repeating: "**", count: 40).joined(separator: "/") + "/x.m"
    let folders = Array(repeating: "a", count: 40).joined(separator: "/")
    let answers = try #require(
      onItsOwnThread(within: 60) {
        [folders + "/x.swift", folders + "/x.m", "x.m"].map {
          TuistManifest.matches($0, glob: glob)
        }
      })
    #expect(answers == [false, true, true])
    #expect(TuistManifest.matches("a/b/c", glob: "**"))
    #expect(TuistManifest.matches("a/b/c", glob: "a/**/**/c"))
    #expect(!TuistManifest.matches("a/b/c", glob: "a/**/b/**/b/c"))
  }
}

@Suite("Tuist manifests: joined target lists, types spelled out, dependencies across projects")
struct TuistManifestJoinTests {
  @Test("arrays joined with + are read item by item, a computed operand noted, not guessed")
  func joinedTargets() throws {
    let (project, manifest) = TuistManifestTests.read(
      """
      import ProjectDescription
      let project = Project(name: "P", targets: features.map(\\.target) + [
        .target(name: "App", destinations: Set<Destination>([.iPhone]), product: .app,
          bundleId: "a", infoPlist: InfoPlist.extendingDefault(with: [:])),
      ] + [Target.target(name: "Kit", destinations: .iOS, product: kitProduct, bundleId: "k")])
      """)
    let targets = try #require(project?.targets)
    #expect(targets.map(\.name) == ["App", "Kit"])
    #expect(targets[0].kind == .application && targets[0].isIOS)
    #expect(manifest.plists["App/Derived/InfoPlists/App-Info.plist"]?.hasSceneManifest == true)
    #expect(targets[1].kind == .framework)
    #expect(manifest.unread.map(\.location.line) == [2, 5])
    #expect(manifest.unread[0].reason.contains("features.map"))
    #expect(manifest.unread[1].reason.contains("read as a framework"))
  }

  @Test("a comparison is no generic clause: the expression stays unread")
  func comparisonIsNoGeneric() {
    var index = 0
    let tokens = SourceTokenizer.tokens(of: Array("count < limit ? 1 : 2".utf8), language: .swift)
    #expect(SwiftExpression.parse(tokens, at: &index).calledName == nil)
  }

  @Test("a dependency the scan cannot work out is said where the app's graph meets it")
  func unreadDependencies() throws {
    let dependencies =
      #".project(target: Names.core(), path: "../Core"), .sdk(name: "c++", type: .library), "#
      + ".Modules.thirdParty, .external(name: \"Kingfisher\")"
    let profile = try BuildGraphTests.scan([
      "Projects/App/Project.swift": BuildGraphTests.tuistApp(dependencies: dependencies),
      "Projects/App/Sources/App.swift": BuildGraphTests.mainApp,
    ])
    #expect(profile.target?.chosen == "App")
    let said = profile.findings.filter { $0.shows.contains("cannot work out") }
    #expect(
      said.map(\.shows) == [
        "target App names the dependency \".Modules.thirdParty\", which the scan cannot work "
          + "out: what it links is not read",
        "target App names the dependency \".project(target: Names.core(), path: \"../Core\")\", "
          + "which the scan cannot work out: what it links is not read",
      ])
    #expect(said.map(\.file) == ["Projects/App/Project.swift", "Projects/App/Project.swift"])
  }

  @Test("a parenthesized or conditional argument that is no literal does not end the list early")
  func unreadArgumentsKeepTheList() throws {
    let text = """
      [
        .target(
          name: "A", swiftSettings: [.define("X")] + (FLAG ? [.define("Y")] : []), plugins: []),
        .target(name: "B", cSettings: FLAG ? [.define("Z")] : [], path: "B"),
        .target(name: "C", dependencies: [x as? String ?? "D"]),
      ]
      """
    var index = 0
    let tokens = SourceTokenizer.tokens(of: Array(text.utf8), language: .swift)
    guard case .array(let items, _) = SwiftExpression.parse(tokens, at: &index) else {
      Issue.record("not read as an array")
      return
    }
    #expect(items.map { $0["name"]?.text } == ["A", "B", "C"])
    #expect(items[1]["path"]?.text == "B")
    #expect(index == tokens.count)
  }

  @Test(".project(target:path:), .external(name:), .package(product:) and an xcconfig are read")
  func dependenciesAndConfigurations() throws {
    let text = """
      import ProjectDescription
      let project = Project(name: "P", targets: [
        Target(name: "App", platform: .iOS, product: .app, bundleId: "a",
          dependencies: [
            .project(target: "Core", path: "../Core"), .external(name: "Kingfisher"),
            .package(product: "FirebaseMessaging"),
          ],
          settings: .settings(configurations: [
            .debug(name: "Debug", xcconfig: "Debug.xcconfig"),
            .release(name: "Release", xcconfig: .relativeToManifest("Release.xcconfig")),
          ]))
      ])
      """
    var manifest = TuistManifest(
      file: "App/Project.swift",
      tokens: SourceTokenizer.tokens(of: Array(text.utf8), language: .swift))
    let files = BuildSettingsFiles([
      BuildSettingsFile(
        bytes: Array("IPHONEOS_DEPLOYMENT_TARGET = 17.0\n".utf8), file: "App/Debug.xcconfig"),
      BuildSettingsFile(
        bytes: Array("IPHONEOS_DEPLOYMENT_TARGET = 16.0\n".utf8), file: "App/Release.xcconfig"),
    ])
    let target = try #require(
      manifest.project(sources: [], buildSettingsFiles: files)?.targets.first)
    #expect(target.linkedProducts == ["Core/Core"])
    #expect(target.product == "App/App")
    #expect(target.remoteProducts.map(\.name) == ["Kingfisher", "FirebaseMessaging"])
    #expect(target.remoteProducts.map(\.location.line) == [5, 6])
    #expect(target.settings["IPHONEOS_DEPLOYMENT_TARGET"]?.value == "16.0")
    #expect(target.settings["IPHONEOS_DEPLOYMENT_TARGET"]?.location.file == "App/Release.xcconfig")
  }
}
