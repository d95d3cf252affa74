/// Counts what the app does.
public enum Telemetry {
  public static func start() {}
}
