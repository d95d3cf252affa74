/// Writes the app's log lines.
public enum Log {
  public static func write(_ line: String) { print(line) }
}
