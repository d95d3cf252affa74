/// Splits a command's arguments into `--name value` / `--name=value` options and flags.
struct ArgumentScanner {
  /// The options given, by name without dashes; the last occurrence wins.
  private(set) var values: [String: String] = [:]
  /// The flags given, by name without dashes.
  private(set) var flags: Set<String> = []
  /// Arguments that are not options, in order.
  private(set) var positionals: [String] = []

  /// Scans arguments, accepting only the named options and flags.
  ///
  /// - Throws: ``UsageError`` for an unknown option, a flag given a value, or a missing value.
  init(
    _ arguments: some Sequence<String>, options: Set<String>, flags allowedFlags: Set<String>,
    usage: String
  ) throws(UsageError) {
    var iterator = arguments.makeIterator()
    while let argument = iterator.next() {
      guard argument.hasPrefix("--"), argument.count > 2 else {
        positionals.append(argument)
        continue
      }
      let body = argument.dropFirst(2)
      let name = String(body.prefix { $0 != "=" })
      let inlineValue = body.contains("=") ? String(body.drop { $0 != "=" }.dropFirst()) : nil
      if allowedFlags.contains(name) {
        guard inlineValue == nil else {
          throw UsageError(message: "option --\(name) takes no value", usage: usage)
        }
        flags.insert(name)
      } else if options.contains(name) {
        guard let value = inlineValue ?? iterator.next() else {
          throw UsageError(message: "missing value for option --\(name)", usage: usage)
        }
        values[name] = value
      } else {
        throw UsageError(message: "unknown option \"\(argument)\"", usage: usage)
      }
    }
  }
}
