import PushMatrixIO
import PushMatrixTables

/// Prints a help text; made by the parser for `--help`, never typed as a command itself.
package struct HelpCommand: ToolCommand {
  package static let name = "help"
  package static let summary = "show help"
  package static let usage = "usage: pushmatrix help [<command>]"
  package static let details = "Shows the tool's help, or one command's."

  /// The text to print.
  package let text: String

  /// Creates a command that prints the given text.
  package init(text: String) { self.text = text }

  package init(arguments: ArraySlice<String>) throws(UsageError) {
    self.init(text: CommandParser.toolHelp)
  }

  package func run(_ console: Console) throws -> Int32 {
    console.output.write(text)
    return ExitCode.success
  }
}
