/// One native target of an Xcode project, as the scan reads it: what it builds, for which
/// platform, with which settings and from which source files.
///
/// Settings are those of one configuration (``configuration``, Release where the target has
/// one), resolved as Xcode resolves them: the target's own settings over the xcconfig file its
/// configuration is based on, over the project's configuration of the same name, over the
/// xcconfig file that one is based on; a setting conditioned on the SDK
/// (`KEY[sdk=iphoneos*]`) over the plain one of the same layer when it matches the target's
/// SDK.
package struct XcodeTarget: Equatable, Sendable {
  /// What a target builds, from its product type.
  package enum Kind: String, Hashable, Sendable {
    case application
    case appClip = "App Clip"
    case appExtension = "app extension"
    case watchApp = "watch app"
    case framework = "framework or library"
    case testBundle = "test bundle"
    case other
  }

  /// The target's object ID in the project.
  package var id: String
  /// The target's name.
  package var name: String
  /// Its product type as the project writes it, such as `com.apple.product-type.application`.
  package var productType: String
  /// What it builds.
  package var kind: Kind
  /// The SDK it builds with, such as `iphoneos`, `macosx` or `watchos`; `iphoneos` for a target
  /// that names none (Xcode's old templates) or builds for `auto` with iOS among its
  /// `SUPPORTED_PLATFORMS`.
  package var sdk: String
  /// The configuration the settings are read from.
  package var configuration: String
  /// The keys the scan reads whose values differ between the target's configurations, sorted.
  package var differingSettings: [String] = []
  /// The resolved settings, by key without conditions.
  package var settings: [String: BuildSetting] = [:]
  /// The Info.plist it names (`INFOPLIST_FILE`), relative to the scanned root.
  package var infoPlistFile: String?
  /// Its entitlements file (`CODE_SIGN_ENTITLEMENTS`), relative to the scanned root.
  package var entitlementsFile: String?
  /// The source files its Sources build phase and synchronized folders make it compile,
  /// relative to the scanned root, in the order found.
  package var sources: [String] = []
  /// Whether the project says anything of its sources: a Sources build phase with files, or a
  /// synchronized folder.
  package var listsSources = false
  /// The IDs of the targets it depends on, links (its Frameworks build phase holds their
  /// products) or embeds, in the project's order, each once.
  package var embeds: [String] = []
  /// The products of local Swift packages it links, in the project's order.
  package var packageProducts: [PackageProduct] = []
  /// The products of remote Swift packages it links, each named by its product and by its
  /// package's repository, where the project names them: SDKs by the names a
  /// `Package.resolved` gives, for a repository that commits none.
  package var remoteProducts: [DependencyManifest.Dependency] = []
  /// The file name of its product, such as `Kit.framework`.
  package var product: String?
  /// The products its Frameworks build phase links that no target of its project builds, by
  /// file name, in the project's order: another project's of the workspace, or a prebuilt one.
  package var linkedProducts: [String] = []
  /// The dependencies a generator's manifest names with an expression the scan cannot work
  /// out (a helper's value it does not know), each as written and where: what they link is
  /// not read.
  package var unreadDependencies: [BuildSetting] = []
  /// The source globs of a generator's manifest that match the target's files only when case
  /// is ignored, as macOS's default file system ignores it, each as written and where.
  package var caseFoldedSources: [BuildSetting] = []
  /// The settings a generator's manifest sets with an expression the scan does not evaluate,
  /// by key, each with that expression's text and where it is: such a setting is unknown.
  package var unreadSettings: [String: BuildSetting] = [:]

  /// Whether it builds for iOS.
  package var isIOS: Bool { sdk.hasPrefix("iphone") }

  /// Whether Xcode generates its Info.plist from build settings (`GENERATE_INFOPLIST_FILE`).
  package var generatesInfoPlist: Bool { settings["GENERATE_INFOPLIST_FILE"]?.value == "YES" }

  /// Whether its Info.plist goes through the C preprocessor (`INFOPLIST_PREPROCESS`).
  package var preprocessesInfoPlist: Bool { settings["INFOPLIST_PREPROCESS"]?.value == "YES" }

  /// Returns the kind of a product type built with an SDK.
  static func kind(productType: String, sdk: String) -> Kind {
    let prefix = "com.apple.product-type."
    let type = productType.hasPrefix(prefix) ? String(productType.dropFirst(prefix.count)) : ""
    switch type {
    case "application": return sdk.hasPrefix("watch") ? .watchApp : .application
    case "application.on-demand-install-capable": return .appClip
    case _ where type.hasPrefix("application.watchapp") || type.hasPrefix("watchkit"):
      return .watchApp
    case _ where type.hasPrefix("app-extension") || type.hasPrefix("extensionkit-extension"):
      return .appExtension
    case _ where type.hasPrefix("framework") || type.hasPrefix("library"): return .framework
    case _ where type.hasPrefix("bundle.unit-test") || type.hasPrefix("bundle.ui-testing"):
      return .testBundle
    default: return .other
    }
  }
}
