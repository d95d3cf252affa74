import PushMatrixEngine
import PushMatrixIO
import PushMatrixTables

/// `pushmatrix evidence`: every observation of the documents, judged against the engine.
package struct EvidenceCommand: ToolCommand {
  /// The report formats.
  package enum Format: String, CaseIterable, Sendable, OutputFormatChoice {
    case text
    case tsv
  }

  package static let name = "evidence"
  package static let summary = "judge every observation of the source documents"
  package static let usage =
    "usage: pushmatrix evidence [--format \(Format.usageList)] [--observed DIR]"
  package static let details = """
    Judges every observation of the source documents against the engine: it agrees, or it is
    overruled by a recorded contradiction that says which evidence wins and why. Exits 1 if any
    difference is unexplained.

    Options:
      --format F            \(Format.helpList) (default text)
    \(ObservedFolder.help(whenMissing: "an error when it is missing"))
    """

  package var format: Format
  package var observed: ObservedFolder

  package static let options: [String: [String]] = [
    "format": formats(Format.self), "observed": [],
  ]

  package init(arguments: ArraySlice<String>) throws(UsageError) {
    let scan = try Self.scanner(arguments)
    try scan.requirePositionals()
    format = try scan.format(default: .text)
    observed = ObservedFolder(try scan.path("observed"))
  }

  package func run(_ console: Console) throws -> Int32 {
    let (directory, root) = observed.location()
    let ledger = try Ledger(directory: directory, root: root)
    switch format {
    case .text: console.output.write(EvidenceRenderer.text(ledger))
    case .tsv:
      TableWriter.write(
        EvidenceRenderer.rows(ledger), columns: EvidenceRenderer.columns, as: .tsv,
        to: console.output)
      console.errors.write(EvidenceRenderer.summary(ledger) + "\n")
    }
    for judgement in ledger.unexplained {
      let observation = judgement.observation
      let diagnostic = Diagnostic(
        file: observation.file, line: observation.line,
        message: "observation \(observation.id.messageQuoted) differs from the engine and no "
          + "recorded contradiction explains it")
      console.errors.write("\(diagnostic)\n")
    }
    return ledger.unexplained.isEmpty ? ExitCode.success : ExitCode.failure
  }
}
