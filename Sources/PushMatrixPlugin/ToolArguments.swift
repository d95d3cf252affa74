/// The arguments the plugin passes to `pushmatrix`: the user's, with the folder as the PATH of
/// `app` or `scan` when none is given.
enum ToolArguments {
  /// The commands that read an app from a PATH.
  static let appCommands: Set<String> = ["app", "scan"]

  /// The options of `app` and `scan` that take no value; every other option takes one (given
  /// as `--name value` or `--name=value`), as the tool's argument scanner reads them.
  static let flags: Set<String> = ["--strict", "--help"]

  /// Returns the arguments to run the tool with.
  ///
  /// - Parameters:
  ///   - arguments: what follows `swift package pushmatrix`; none means `app`.
  ///   - folder: the package's or the Xcode project's folder.
  /// - Returns: the arguments unchanged, but for `app` or `scan` without a PATH, which get the
  ///   folder as their PATH (`--profile FILE` names a file, not a PATH, so it gets one too).
  static func completing(_ arguments: [String], folder: String) -> [String] {
    guard let command = arguments.first else { return ["app", folder] }
    guard appCommands.contains(command) else { return arguments }
    var rest = arguments.dropFirst().makeIterator()
    while let argument = rest.next() {
      if argument == "--" { return rest.next() == nil ? arguments + [folder] : arguments }
      if !argument.hasPrefix("--") || argument.count == 2 { return arguments }
      if !flags.contains(argument) && !argument.contains("=") { _ = rest.next() }
    }
    return arguments.contains("--help") ? arguments : arguments + [folder]
  }
}
