import ProjectDescription

extension TargetDependency {
  public struct Core {}
}

extension TargetDependency.Core {
  public static let notifications = TargetDependency.project(
    target: "Notifications", path: .relativeToRoot("Projects/Core"))
}

extension TargetDependency {
  /// A plugin's own function named as Tuist's `.project(target:path:)`, with other labels.
  static func project(isShared: Bool) -> TargetDependency {
    let path: Path = isShared ? "Projects/Shared" : "Projects/Core"
    return .project(target: "Shared", path: path)
  }
}
