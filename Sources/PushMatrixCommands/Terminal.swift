import Foundation
import PushMatrixIO

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Facts about the terminal the tool writes to.
package enum Terminal {
  /// Whether to colour standard output: only on a terminal, and never when `NO_COLOR` is set
  /// (https://no-color.org).
  package static func colourOutput(environment: [String: String]) -> Bool {
    environment["NO_COLOR"].map(\.isEmpty) ?? true && isatty(1) == 1
  }

  /// Returns the columns text output is wrapped to: `COLUMNS` when it is a positive number, as
  /// shells set it; else, for standard output on a terminal, the terminal's width; else
  /// ``Swift/String/standardWidth`` (80), so that a pipe or a file always gets the same text.
  ///
  /// - Parameters:
  ///   - environment: the tool's environment.
  ///   - standardOutput: whether the text goes to standard output rather than to a file.
  /// - Returns: the number of columns, at least 1.
  package static func width(
    environment: [String: String] = ProcessInfo.processInfo.environment,
    standardOutput: Bool = true
  ) -> Int {
    if let columns = environment["COLUMNS"].flatMap({ Int($0) }), columns > 0 {
      return columns
    }
    guard standardOutput, isatty(1) == 1 else { return String.standardWidth }
    #if canImport(Glibc) || canImport(Musl) || canImport(Darwin)
      var size = winsize()
      if ioctl(1, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 { return Int(size.ws_col) }
    #endif
    return String.standardWidth
  }
}
