import ProjectDescription

public enum Constants {
  public static let deploymentTarget = DeploymentTargets.iOS("16.4")

  public static let baseSettings = SettingsDictionary()
    .marketingVersion("1.0")
}
