import ProjectDescription

extension Project {
  /// A project of one framework target, its sources below `Sources`.
  public static func framework(name: String) -> Project {
    let settings: Settings = .settings(base: ["SWIFT_VERSION": "5.9"])
    return Project(
      name: name,
      settings: settings,
      targets: [
        Target(
          name: name,
          platform: .iOS,
          product: .staticFramework,
          bundleId: "org.example.\(name)",
          sources: ["Sources/**"]
        )
      ]
    )
  }
}
