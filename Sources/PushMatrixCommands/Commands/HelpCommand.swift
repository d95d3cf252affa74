import PushMatrix

/// Prints a help text; made by the parser for `--help`, never typed as a command itself.
public struct HelpCommand: ToolCommand {
  public static let name = "help"
  public static let summary = "show help"
  public static let usage = "usage: pushmatrix help [<command>]"
  public static let details = "Shows the tool's help, or one command's."

  /// The text to print.
  public let text: String

  /// Creates a command that prints the given text.
  public init(text: String) { self.text = text }

  public init(arguments: ArraySlice<String>) throws(UsageError) {
    self.init(text: CommandParser.toolHelp)
  }

  public func run(_ console: Console) throws -> Int32 {
    console.output.write(text)
    return ExitCode.success
  }
}
