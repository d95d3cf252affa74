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
}
