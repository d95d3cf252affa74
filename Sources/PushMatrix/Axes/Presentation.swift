/// What `willPresent` passes to its completion handler for a foreground notification.
public enum Presentation: String, CaseIterable, AxisValue, DeclarationOrdered {
  /// No options: nothing is shown.
  case none
  /// `.alert` on iOS 10–13, `.banner` or `.list` from iOS 14.
  case banner
  /// The app does not implement `willPresent`, so there is nothing to pass.
  case notApplicable = "n/a"

  public static let axis = Axis.presentation
}
