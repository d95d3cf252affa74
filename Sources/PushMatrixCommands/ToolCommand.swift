import PushMatrixIO
import PushMatrixTables

/// A command of the `pushmatrix` tool: its name and help, how it parses, and what it does.
///
/// A command parses and validates its arguments in `init(arguments:)`, so that a value exists
/// only when it can run; `run(_:)` does the work and returns the exit code.
package protocol ToolCommand: Sendable {
  /// The name typed on the command line.
  static var name: String { get }
  /// One line for the tool's command list.
  static var summary: String { get }
  /// The usage line.
  static var usage: String { get }
  /// What the command does and its options, shown after the usage line by `--help`.
  static var details: String { get }
  /// The options that take a value, by name without dashes, each with the values it accepts
  /// (none listed for a free value, such as a path or a number): the one declaration that
  /// parsing, the help's consistency test and `pushmatrix completion` read.
  static var options: [String: [String]] { get }
  /// The options that take no value, by name without dashes.
  static var flags: Set<String> { get }

  /// Parses and validates the arguments after the command's name.
  ///
  /// - Throws: ``UsageError`` naming the bad argument or value.
  init(arguments: ArraySlice<String>) throws(UsageError)

  /// Runs the command and returns its exit code.
  ///
  /// - Throws: ``Diagnostic`` for bad input data; any other error is a failure.
  func run(_ console: Console) throws -> Int32
}

extension ToolCommand {
  /// The full help text: usage, then details.
  package static var help: String { usage + "\n\n" + details + "\n" }

  /// None, for a command that takes no options.
  package static var options: [String: [String]] { [:] }
  /// None, for a command that takes no flags.
  package static var flags: Set<String> { [] }

  /// The values an enumerated option accepts, such as `--format`'s, in declaration order.
  static func choices<Choice: RawRepresentable<String> & CaseIterable>(_ type: Choice.Type)
    -> [String]
  {
    type.allCases.map(\.rawValue)
  }

  /// The names `--format` reads a command's formats by, for an option's declaration.
  static func formats<Choice: OutputFormatChoice>(_ type: Choice.Type) -> [String] {
    type.names
  }

  /// Scans arguments for this command's options and flags.
  ///
  /// - Throws: ``UsageError`` as ``ArgumentScanner`` does.
  static func scanner(_ arguments: ArraySlice<String>, lists: Set<String> = [])
    throws(UsageError) -> ArgumentScanner
  {
    try ArgumentScanner(
      arguments, options: Set(options.keys), flags: flags, lists: lists, usage: usage)
  }
}

/// Where a command writes: data to `output`, progress and diagnostics to `errors`.
package final class Console {
  package var output: any TextSink
  package var errors: any TextSink

  /// Creates a console over two streams.
  package init(output: any TextSink, errors: any TextSink) {
    self.output = output
    self.errors = errors
  }
}

/// Exit codes, following sysexits.
package enum ExitCode {
  package static let success: Int32 = 0
  /// A difference was found or a check failed.
  package static let failure: Int32 = 1
  /// The command line was wrong.
  package static let usage: Int32 = 64
  /// An input file was malformed.
  package static let dataError: Int32 = 65
  /// An input file or folder is missing, unreadable or holds nothing to read (`EX_NOINPUT`).
  package static let noInput: Int32 = 66
  /// An output file could not be created.
  package static let cannotCreate: Int32 = 73
  /// Standard output could not take the result (sysexits `EX_IOERR`), such as on a full disk.
  package static let ioError: Int32 = 74
}
