import PushMatrixModel

/// The rules that decide where a notification that launches the app reaches its launch code;
/// the first that applies decides, and the last applies to every scenario.
public enum LaunchRules {
  /// Every launch-payload rule, in the order the engine tries them.
  public static let all: [LaunchRule] = [
    noLaunch, launchPayloadBackground, launchPayloadBackgroundScene, launchFromIcon,
    launchPayloadSceneAction, launchPayloadAction, launchPayloadScene, launchPayloadTap,
  ]
}
