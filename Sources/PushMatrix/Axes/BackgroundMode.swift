/// Whether the app declares the Remote notifications background mode.
public enum BackgroundMode: String, CaseIterable, AxisValue, DeclarationOrdered {
  case on
  case off

  public static let axis = Axis.backgroundMode
}
