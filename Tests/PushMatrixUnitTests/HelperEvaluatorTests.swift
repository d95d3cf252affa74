import Foundation
import Testing

@testable import PushMatrixScan

/// Tuist helpers whose bodies need evaluating, in the shapes public apps write them: kinds of
/// target chosen by `if`, `switch` and `map`, structs of settings, constants of the helpers'
/// types reached by implicit members, and the manifest's own computed constants.
@Suite struct HelperEvaluatorTests {
  @Test("if, switch, guard, a ternary and map over a set of target kinds are evaluated")
  func kindsOfTarget() throws {
    let (project, manifest) = TuistManifestTests.read(
      """
      import ProjectDescription
      import ProjectDescriptionHelpers

      let project = Project.module(name: "Race", kinds: [.app, .tests], version: "17.2")
      """,
      helpers: """
        import ProjectDescription

        public enum Kind: String {
          case app, framework
          case tests = "Tests"

          var product: Product {
            switch self {
            case .app: return .app
            case .framework: return .framework
            case .tests: return .unitTests
            }
          }
        }

        extension Project {
          public static func module(
            name: String, kinds: Set<Kind> = Set([.framework]), version: String? = nil
          ) -> Project {
            guard !name.isEmpty else { return Project(name: "none", targets: []) }
            var modes: [String] = []
            if kinds.contains(.app), let version {
              modes.append("remote-notification")
            } else {
              modes = []
            }
            var targets = kinds.map { kind in
              Target.target(
                name: kind == .app ? name : name + kind.rawValue,
                destinations: .iOS,
                product: kind.product,
                bundleId: "org.race",
                deploymentTargets: .iOS(version ?? "15.0"),
                infoPlist: .extendingDefault(with: ["UIBackgroundModes": .array(modes.map { .string($0) })]))
            }
            for extra in ["Widget"] {
              if extra.hasPrefix("X") {
                targets.append(.target(name: extra, destinations: .iOS, product: .appExtension, bundleId: "w"))
              }
            }
            return Project(name: name, targets: targets)
          }
        }
        """)
    #expect(manifest.unread.isEmpty)
    let targets = try #require(project?.targets)
    #expect(targets.map(\.name) == ["Race", "RaceTests"])
    #expect(targets.map(\.kind) == [.application, .testBundle])
    #expect(targets.first?.settings["IPHONEOS_DEPLOYMENT_TARGET"]?.value == "17.2")
    let plist = try #require(manifest.plists["App/Derived/InfoPlists/Race-Info.plist"])
    #expect(plist.backgroundModes == ["remote-notification"])
  }

  @Test("a struct of settings: .init where it is expected, changed through a var, read by member")
  func structOfSettings() throws {
    let (project, manifest) = TuistManifestTests.read(
      """
      import ProjectDescription
      import ProjectDescriptionHelpers

      let project = Project(
        name: "Race",
        targets: [.app(implements: .iOS, config: .init(bundleId: "org.race"))])
      """,
      helpers: """
        import ProjectDescription

        public enum Module {
          public enum App: String { case iOS = "Phone" }
        }

        public struct TargetConfig {
          var name: String
          var product: Product
          var bundleId: String
          var deploymentTargets: DeploymentTargets?

          public init(
            name: String = "", product: Product = .staticLibrary, bundleId: String = "",
            deploymentTargets: DeploymentTargets? = .iOS("16.0")
          ) {
            self.name = name
            self.product = product
            self.bundleId = bundleId
            self.deploymentTargets = deploymentTargets
          }
        }

        public extension Target {
          static func app(implements module: Module.App, config: TargetConfig) -> Self {
            var newConfig = config
            newConfig.name = "Race" + module.rawValue
            switch module {
            case .iOS:
              newConfig.product = .app
            }
            return .makeTarget(config: newConfig)
          }

          static func makeTarget(config: TargetConfig) -> Self {
            .target(
              name: config.name, destinations: .iOS, product: config.product,
              bundleId: config.bundleId, deploymentTargets: config.deploymentTargets)
          }
        }
        """)
    #expect(manifest.unread.isEmpty)
    let target = try #require(project?.targets.first)
    #expect(target.name == "RacePhone" && target.kind == .application)
    #expect(target.settings["PRODUCT_BUNDLE_IDENTIFIER"]?.value == "org.race")
    #expect(target.settings["IPHONEOS_DEPLOYMENT_TARGET"]?.value == "16.0")
  }

  @Test("an enum's allCases is its cases, and a ternary on the environment keeps what both agree")
  func allCasesAndUnknownTernary() throws {
    let (project, manifest) = TuistManifestTests.read(
      """
      import ProjectDescription
      import ProjectDescriptionHelpers

      let features: [TargetDependency] = Feature.allCases.map { feature in
        .project(target: "Feature\\(feature.rawValue)", path: .relativeToRoot("Projects/Feature"))
      }

      let project = Project(name: "App", targets: [
        .target(
          name: "Kit", destinations: .iOS,
          product: Release.isRelease ? .staticFramework : .framework, bundleId: "k",
          deploymentTargets: Release.isRelease ? .iOS("16.0") : .iOS("16.0"),
          dependencies: features)
      ])
      """,
      helpers: """
        import Foundation
        import ProjectDescription

        public enum Feature: String, CaseIterable {
          case login = "Login"
          case pokit = "Pokit"
        }

        public enum Release {
          public static let isRelease = ProcessInfo.processInfo.environment["RELEASE"] == "1"
        }
        """)
    let target = try #require(project?.targets.first)
    #expect(
      target.linkedProducts == [
        "App/Projects/Feature/FeatureLogin", "App/Projects/Feature/FeaturePokit",
      ])
    // Both branches give 16.0; the product's differ, and is read as a framework, said.
    #expect(target.settings["IPHONEOS_DEPLOYMENT_TARGET"]?.value == "16.0")
    #expect(target.kind == .framework)
    #expect(manifest.unread.map(\.reason).allSatisfy { $0.hasPrefix("target Kit's product") })
  }

  @Test("members and Tuist's own functions called without their type in an extension are read")
  func unqualifiedCalls() throws {
    let (project, manifest) = TuistManifestTests.read(
      """
      import ProjectDescription
      import ProjectDescriptionHelpers

      let project = Project(name: "PIDA", targets: [.buildApp(name: "PIDev", scheme: .dev)])
      """,
      helpers: """
        import ProjectDescription

        public enum Scheme {
          case dev, release

          public var displayName: String {
            switch self {
            case .dev: "PIDA Dev"
            case .release: "PIDA"
            }
          }

          public var infoPlist: [String: Plist.Value] {
            ["CFBundleDisplayName": .string(displayName), "UIBackgroundModes": ["remote-notification"]]
          }
        }

        public extension Target {
          static func buildApp(name: String, scheme: Scheme) -> Target {
            return target(
              name: name, destinations: [.iPhone], product: .app, bundleId: "com.pida",
              infoPlist: .extendingDefault(with: scheme.infoPlist))
          }
        }
        """)
    #expect(manifest.unread.isEmpty, "\(manifest.unread)")
    let target = try #require(project?.targets.first)
    #expect(target.kind == .application)
    #expect(
      manifest.plists[try #require(target.infoPlistFile)]?.backgroundModes == [
        "remote-notification"
      ])
  }

  @Test("an initializer the helpers add to Tuist's Project makes the project")
  func projectInitializer() throws {
    let (project, manifest) = TuistManifestTests.read(
      """
      import ProjectDescription
      import ProjectDescriptionHelpers

      let project = Project(module: .app)
      """,
      helpers: """
        import ProjectDescription

        public enum Module: String {
          case app

          var name: String { "Festibee" }

          var targets: [Target] {
            switch self {
            case .app:
              [.target(name: name, destinations: .iOS, product: .app, bundleId: "com.festibee")]
            }
          }
        }

        public extension Project {
          init(module: Module) {
            self = Project(name: module.name, targets: module.targets)
          }
        }
        """)
    #expect(manifest.unread.isEmpty, "\(manifest.unread)")
    #expect(project?.targets.map(\.name) == ["Festibee"])
    #expect(project?.targets.first?.kind == .application)
  }

  @Test("an initializer's members written without self. are read and set as self's")
  func implicitSelfMembers() throws {
    let (project, manifest) = TuistManifestTests.read(
      """
      import ProjectDescription
      import ProjectDescriptionHelpers

      let project = Project(name: "Swirl", targets: [.app(factory: .init(name: "Swirl"))])
      """,
      helpers: """
        import ProjectDescription

        public struct TargetFactory {
          var name: String
          var deploymentTarget: DeploymentTargets?
          var bundleId: String
          public init(name: String = "", deploymentTarget _: DeploymentTargets? = nil) {
            self.name = name
            deploymentTarget = .iOS("15.0")
            bundleId = "at.swirl." + name
          }
        }

        public extension Target {
          static func app(factory: TargetFactory) -> Self {
            .target(
              name: factory.name, destinations: .iOS, product: .app, bundleId: factory.bundleId,
              deploymentTargets: factory.deploymentTarget)
          }
        }
        """)
    #expect(manifest.unread.isEmpty, "\(manifest.unread)")
    #expect(project?.targets.first?.settings["IPHONEOS_DEPLOYMENT_TARGET"]?.value == "15.0")
  }

  @Test("a value set on a struct's member takes the type the member is declared with")
  func memberAssignmentTyped() throws {
    let (project, manifest) = TuistManifestTests.read(
      """
      import ProjectDescription
      import ProjectDescriptionHelpers

      let project = Project(name: "Race", targets: [.app(factory: .init())])
      """,
      helpers: """
        import ProjectDescription

        public struct TargetFactory {
          var name: String = "Race"
          var infoPlist: InfoPlist? = .default
          var plistName: String = ""
          public init() {}
        }

        public extension InfoPlist {
          static var app: InfoPlist { .file(path: "Support/Info.plist") }
        }

        public extension TargetDependency {
          static var app: TargetDependency { .target(name: "Race") }
        }

        public extension Target {
          static func app(factory: TargetFactory) -> Self {
            var newFactory = factory
            newFactory.infoPlist = .app
            return .target(
              name: newFactory.name, destinations: .iOS, product: .app, bundleId: "org.race",
              infoPlist: newFactory.infoPlist)
          }
        }
        """)
    #expect(manifest.unread.isEmpty)
    #expect(project?.targets.first?.infoPlistFile == "App/Support/Info.plist")
  }

  @Test(
    "an enum case's computed property is its own enum's where several declare one; a switch is a value"
  )
  func caseMemberOfItsEnum() throws {
    let (project, manifest) = TuistManifestTests.read(
      """
      import ProjectDescription
      import ProjectDescriptionHelpers

      let project = Project.app(dependencies: [.utility(target: .Push), .domain(target: .Users)])
      """,
      helpers: """
        import ProjectDescription

        public enum Modules {
          case domain
          case utility
        }

        public extension Modules {
          enum Domain: String {
            case Users
            var path: String { "Domain/\\(self.rawValue)" }
          }
          enum Utility: String {
            case Push
            var path: String {
              switch self {
              default: "Utility/\\(self.rawValue)"
              }
            }
          }
        }

        public extension TargetDependency {
          static func utility(target: Modules.Utility) -> TargetDependency {
            .project(target: target.rawValue, path: .relativeToRoot(target.path))
          }
          static func domain(target: Modules.Domain) -> TargetDependency {
            .project(target: target.rawValue, path: .relativeToRoot(target.path))
          }
        }

        extension Project {
          public static func app(dependencies: [TargetDependency]) -> Project {
            Project(
              name: "Race",
              targets: [
                .target(
                  name: "Race", destinations: .iOS, product: .app, bundleId: "org.race",
                  dependencies: dependencies)
              ])
          }
        }
        """)
    #expect(manifest.unread.isEmpty)
    let target = try #require(project?.targets.first)
    #expect(target.linkedProducts == ["App/Utility/Push/Push", "App/Domain/Users/Users"])
    #expect(target.unreadDependencies.isEmpty)
  }

  @Test("a value a helper returns is read as its declared return type, not its owner")
  func returnedAsDeclared() throws {
    let (project, manifest) = TuistManifestTests.read(
      """
      import ProjectDescription
      import ProjectDescriptionHelpers

      let project = Project(name: "Race", targets: [.make(.app)])
      """,
      helpers: """
        import ProjectDescription

        public enum FeatureTarget {
          case app
          case unitTest

          public var sources: SourceFilesList {
            switch self {
            case .app: return .sources
            case .unitTest: return .unitTests
            }
          }
        }

        public extension SourceFilesList {
          static let sources: SourceFilesList = ["Sources/**"]
          static let unitTests: SourceFilesList = ["Tests/**"]
        }

        public extension Target {
          static func make(_ kind: FeatureTarget) -> Target {
            .target(
              name: "Race", destinations: .iOS, product: .app, bundleId: "org.race",
              sources: kind.sources)
          }
        }
        """,
      sources: ["App/Sources/Race.swift", "App/Tests/RaceTests.swift"])
    #expect(manifest.unread.isEmpty)
    #expect(project?.targets.first?.sources == ["App/Sources/Race.swift"])
  }

  @Test("an implicit member is the helpers' constant of the type its parameter or label expects")
  func implicitMembersByType() throws {
    let (project, manifest) = TuistManifestTests.read(
      """
      import ProjectDescription
      import ProjectDescriptionHelpers

      let project = Project.app(name: "Race", dependencies: [.data, .Features.Root])
      """,
      helpers: """
        import ProjectDescription

        public typealias Dep = TargetDependency

        public extension Dep {
          struct Features {}
          static let data = Dep.project(target: "Data", path: .data)
        }

        public extension Dep.Features {
          static let Root = TargetDependency.project(target: "Root", path: .relativeToFeature("Root"))
        }

        public extension ProjectDescription.Path {
          static func relativeToFeature(_ path: String) -> Self { .relativeToRoot("Features/\\(path)") }
          static var data: Self { .relativeToRoot("Projects/Data") }
        }

        extension Project {
          public static func app(name: String, dependencies: [TargetDependency]) -> Project {
            Project(
              name: name,
              targets: [
                .target(
                  name: name, destinations: .iOS, product: .app, bundleId: "org.race",
                  dependencies: dependencies)
              ])
          }
        }
        """)
    #expect(manifest.unread.isEmpty)
    let target = try #require(project?.targets.first)
    #expect(target.linkedProducts == ["App/Projects/Data/Data", "App/Features/Root/Root"])
  }

  @Test("a manifest's computed constants and a project not named project are evaluated")
  func manifestConstants() throws {
    let (project, manifest) = TuistManifestTests.read(
      """
      import ProjectDescription
      import ProjectDescriptionHelpers

      private let plist: [String: Plist.Value] = Project.Environment.InfoPlist.base.merging([
        "UIBackgroundModes": ["remote-notification"],
        "CFBundleDisplayName": "Race",
      ]) { current, _ in current }

      let raceProject: Project = .init(
        name: Project.Environment.name,
        targets: [
          .target(
            name: Project.Environment.name, destinations: .init([.iPhone]), product: .app,
            bundleId: "org.race", infoPlist: .extendingDefault(with: plist))
        ])
      """,
      helpers: """
        import ProjectDescription

        public extension Project {
          enum Environment {
            public static let name = "Race"
            enum InfoPlist {
              public static let base: [String: Plist.Value] = ["CFBundleDisplayName": "Base"]
            }
          }
        }
        """)
    #expect(manifest.unread.isEmpty)
    let target = try #require(project?.targets.first)
    #expect(target.name == "Race" && target.sdk == "iphoneos")
    let plist = try #require(manifest.plists["App/Derived/InfoPlists/Race-Info.plist"])
    #expect(plist.backgroundModes == ["remote-notification"])
  }

  @Test(
    "a manifest constant that depends on the environment is unknown, not the constants after it")
  func constantOnTheEnvironment() throws {
    let (project, manifest) = TuistManifestTests.read(
      """
      import ProjectDescription
      import ProjectDescriptionHelpers

      let scripts: [TargetScript] = Stage.current.scripts
      let targets: [Target] = [
        .target(name: "Race", destinations: .iOS, product: .app, bundleId: "org", scripts: scripts)
      ]
      let project: Project = .init(name: "Race", targets: targets)
      """,
      helpers: """
        import ProjectDescription

        public enum Stage: String {
          case ci, local

          public static var current: Stage {
            Stage(rawValue: ProcessInfo.processInfo.environment["STAGE"] ?? "") ?? .local
          }

          public var scripts: [TargetScript] {
            switch self {
            case .ci: return [.pre(script: "lint", name: "Lint")]
            case .local: return []
            }
          }
        }
        """)
    #expect(manifest.unread.isEmpty)
    #expect(project?.targets.map(\.name) == ["Race"])
  }

  @Test("a helper named as Tuist's own call is the helper's only where it accepts the labels")
  func helperWithTuistsName() throws {
    let (project, manifest) = TuistManifestTests.read(
      """
      import ProjectDescription
      import ProjectDescriptionHelpers

      let project = Project(name: "Race", targets: [Target.target(name: "Race", product: .app)])
      """,
      helpers: """
        import ProjectDescription

        public extension Target {
          static func target(name: String, product: Product, bundleId: String? = nil) -> Target {
            Target.target(
              name: name, destinations: .iOS, product: product,
              bundleId: bundleId ?? "org." + name.lowercased(), deploymentTargets: .iOS("14.0"))
          }
        }
        """)
    #expect(manifest.unread.isEmpty)
    let target = try #require(project?.targets.first)
    #expect(target.settings["PRODUCT_BUNDLE_IDENTIFIER"]?.value == "org.race")
    #expect(target.settings["IPHONEOS_DEPLOYMENT_TARGET"]?.value == "14.0")
  }

  @Test("allCases, a case's method through its enum, a manifest's struct with its defaults")
  func enumsAndStructs() throws {
    let (project, manifest) = TuistManifestTests.read(
      """
      import ProjectDescription
      import ProjectDescriptionHelpers

      let project = Project.app(modules: [Module(name: "Race"), Module(name: "Kit", isApp: false)])
      """,
      helpers: """
        import ProjectDescription

        public struct Module {
          let name: String
          let isApp: Bool

          public init(name: String, isApp: Bool = true) {
            self.name = name
            self.isApp = isApp
          }
        }

        public enum Environment: String, CaseIterable {
          case development, production

          func configuration() -> Configuration {
            switch self {
            case .development: return .debug(name: "Debug")
            case .production: return .release(name: "Release")
            }
          }
        }

        extension Project {
          public static func app(modules: [Module]) -> Project {
            var configurations: [Configuration] = []
            for environment in Environment.allCases {
              configurations.append(environment.configuration())
            }
            let first = Environment.development.configuration()
            return Project(
              name: "Race", settings: .settings(configurations: [first] + configurations),
              targets: modules.map { module in
                .target(
                  name: module.name, destinations: .iOS,
                  product: module.isApp ? .app : .framework, bundleId: "org")
              })
          }
        }
        """)
    #expect(manifest.unread.isEmpty)
    let targets = try #require(project?.targets)
    #expect(targets.map(\.name) == ["Race", "Kit"])
    #expect(targets.map(\.kind) == [.application, .framework])
  }

  @Test("an enum's cases and raw values are read up to the file's last token")
  func casesAtTheEnd() {
    let text = "enum Core: String, CaseIterable {\n  case log = \"Log\"\n  case push\n}"
    let helpers = TuistHelpers([
      (
        "Tuist/ProjectDescriptionHelpers/Core.swift",
        SourceTokenizer.tokens(of: Array(text.utf8), language: .swift)
      )
    ])
    #expect(helpers.cases["Core"] == ["log", "push"])
    #expect(helpers.rawValue(of: "Core.log") == "Log")
    #expect(helpers.rawValue(of: "Core.push") == "push")
  }

  @Test("a local plugin's helpers are read in any folder Config.swift may name")
  func pluginFolders() {
    #expect(TuistHelpers.isHelper("Plugin/Env/ProjectDescriptionHelpers/Env.swift"))
    #expect(TuistHelpers.isHelper("Tuist/Plugins/Env/ProjectDescriptionHelpers/Env.swift"))
    #expect(TuistHelpers.isHelper("Tuist/ProjectDescriptionHelpers/Project+App.swift"))
    #expect(!TuistHelpers.isHelper("App/Sources/ProjectDescriptionHelpers.swift"))
  }

  @Test(
    "evaluation is bounded: calling itself, looping past the scan's steps, 20,000 negations",
    arguments: [
      (
        "static func make(name: String) -> Project { make(name: name) }",
        "helpers call helpers more than 32 deep; not evaluated"
      ),
      (
        "static func make(name: String) -> Project {\n var all: [String] = []\n"
          + " for a in \(Array(repeating: "1", count: 400)) { for b in \(Array(repeating: "1", count: 400)) { all.append(a + b) } }\n"
          + " return Project(name: name, targets: [])\n}",
        "the scan's helpers have run 20000 steps, more than any project's take; not evaluated"
      ),
      (
        "static func make(name: String) -> Project {\n if \(String(repeating: "!", count: 20_000))true {}\n"
          + " return Project(name: name, targets: [])\n}",
        "its condition"
      ),
    ])
  func bounded(body: String, reason: String) {
    let (project, manifest) = TuistManifestTests.read(
      """
      import ProjectDescription
      import ProjectDescriptionHelpers
      let project = Project.make(name: "Race")
      """,
      helpers: "import ProjectDescription\nextension Project {\n" + body + "\n}\n",
      steps: 20_000)
    #expect(project == nil)
    #expect(manifest.unread.first?.reason.contains(reason) ?? false)
  }
}
