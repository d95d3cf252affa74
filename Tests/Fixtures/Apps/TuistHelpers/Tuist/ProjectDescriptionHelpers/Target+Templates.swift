import ProjectDescription

extension Target {
  /// An iOS app target, its sources in NAME/Sources.
  public static func app(
    name: String,
    deploymentTarget: String = "16.2",
    infoPlist: [String: Plist.Value] = [:],
    dependencies: [TargetDependency] = []
  ) -> Target {
    .target(
      name: name,
      destinations: [.iPhone, .iPad],
      product: .app,
      bundleId: "org.example.\(name)",
      deploymentTargets: .iOS(deploymentTarget),
      infoPlist: .extendingDefault(with: infoPlist),
      sources: ["\(name)/Sources/**"],
      dependencies: dependencies
    )
  }

  /// A feature framework, its sources in Features/NAME/Sources.
  public static func featureFramework(name: String) -> Target {
    let folder = "Features/\(name)"
    return .target(
      name: name,
      destinations: .iOS,
      product: .framework,
      bundleId: "org.example.\(name)",
      sources: ["\(folder)/Sources/**"]
    )
  }
}
