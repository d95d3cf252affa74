import PushMatrixEngine
import PushMatrixIO
import PushMatrixModel
import PushMatrixTables

/// Turns the arguments after the tool's name into a command ready to run.
package enum CommandParser {
  /// Every command, in the order the tool's help lists them.
  package static let commands: [any ToolCommand.Type] = [
    ExplainCommand.self, ExportCommand.self, EvidenceCommand.self, CheckCommand.self,
    DiffCommand.self,
    RenderCommand.self, GenerateCommand.self, BenchCommand.self, ScanCommand.self,
    AppCommand.self, CompletionCommand.self,
  ]

  /// The arguments that ask for the version, as the first argument: `--version`, and `-V` and
  /// `version`, as other tools spell it.
  package static let versionArguments = ["--version", "-V", "version"]

  /// The tool's usage line.
  package static let toolUsage = "usage: pushmatrix <command> [options]"

  /// Parses and validates arguments; no arguments, `--help` or `help` give the tool's help, and
  /// `--version` (or `-V`, `version`) the version.
  ///
  /// `--help` after `--` is an argument, not a request for help.
  ///
  /// - Throws: ``UsageError`` naming the bad argument or value.
  package static func parse(_ arguments: [String]) throws(UsageError) -> any ToolCommand {
    guard let first = arguments.first, !["--help", "-h", "help"].contains(first) else {
      guard arguments.count > 1 else { return HelpCommand(text: toolHelp) }
      return HelpCommand(text: try command(named: arguments[1]).help)
    }
    let rest = arguments.dropFirst()
    if versionArguments.contains(first) { return try VersionCommand(arguments: rest) }
    let command = try command(named: first)
    let options = rest.prefix { $0 != "--" }
    if options.contains("--help") || options.contains("-h") {
      return HelpCommand(text: command.help)
    }
    return try command.init(arguments: rest)
  }

  private static func command(named name: String) throws(UsageError) -> any ToolCommand.Type {
    guard let command = commands.first(where: { $0.name == name }) else {
      throw UsageError(
        message: "unknown command \(name.messageQuoted)"
          + Suggestion.clause(name, among: commands.map { $0.name }), usage: toolUsage)
    }
    return command
  }

  /// The tool's help: what it is, its commands, and its exit codes.
  package static var toolHelp: String {
    // Closures, not key paths: a key path through an existential metatype crashes Swift 6.3.
    let width = commands.map { $0.name.count }.max() ?? 0
    let list = commands.map { command in
      "  " + command.name + String(repeating: " ", count: width - command.name.count + 3)
        + command.summary
    }
    return """
      pushmatrix: which iOS callbacks a remote notification reaches, in which order, and whether
      the user sees it.

      \(toolUsage)

      Commands:
      \(list.joined(separator: "\n"))

      Run 'pushmatrix help <command>' or 'pushmatrix <command> --help' for a command's options,
      and 'pushmatrix --version' (or -V, or version) for the version and the rule set's digest.
      '--' ends a command's options. 'pushmatrix completion bash|zsh|fish' prints a completion
      script. Text output is wrapped to COLUMNS when set, else to the terminal's width, else to
      80 columns; a table row is never wrapped.
      Exit codes: 0 success, 1 a difference or failed check, 64 bad usage, 65 bad input data,
      66 an input that is missing or holds nothing to read, 73 an output file cannot be
      created, 74 a file or standard output cannot be read or written (such as a full disk).

      """
  }
}
