import ProjectDescription

public enum Constants {
  public static let deploymentTarget = DeploymentTargets.iOS("16.6")
  public static let destinations = Set<Destination>([.iPhone, .iPad])
  public static let widgets: [Widget] = []

  public static var productType: Product {
    if Environment.staticFrameworks.getBoolean(default: false) {
      return .staticFramework
    }
    return .framework
  }
}

public struct Widget {
  public var target: Target
}
