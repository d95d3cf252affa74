import PushMatrixCompare
import PushMatrixGoldens
import PushMatrixIO

/// `pushmatrix --version`: the tool's version and the identity of its rule set.
///
/// Made by the parser for `--version`, `-V` or `version` as the first argument, as
/// ``HelpCommand`` is for `--help`.
package struct VersionCommand: ToolCommand {
  /// The tool's version, declared here only.
  package static let toolVersion = "0.1.0"
  /// The project's address, for a SARIF log's `informationUri`: `nil` until the repository has
  /// a public address, which is then filled in here once.
  package static let homepage: String? = nil

  package static let name = "--version"
  package static let summary = "show the version and the rule set's digest"
  package static let usage = "usage: pushmatrix --version"
  package static let details = """
    Prints the tool's version, then the rule set's digest: FNV-1a 64 of the goldens this build
    writes, the files of \(GoldenFile.directory)/ one after another in payload order, then those
    of \(ConditionGolden.directory)/ in the order of the axes. Two builds with the same digest
    give every scenario of the goldens the same answer.
    """

  /// Creates the command.
  package init() {}

  package init(arguments: ArraySlice<String>) throws(UsageError) {
    guard let first = arguments.first else { return }
    throw UsageError(message: "unexpected argument \(first.messageQuoted)", usage: Self.usage)
  }

  package func run(_ console: Console) throws -> Int32 {
    console.output.write(
      "pushmatrix \(Self.toolVersion)\nrule set \(RuleSetIdentity.digest()) "
        + "(FNV-1a 64 of the goldens this build writes)\n")
    return ExitCode.success
  }
}
