/// The `pushmatrix` tool: runs a command line and picks the exit code.
public enum CommandLineTool {
  /// Exit codes, following sysexits.
  public enum ExitCode {
    public static let success: Int32 = 0
    public static let failure: Int32 = 1
    public static let usage: Int32 = 64
    public static let dataError: Int32 = 65
  }

  /// Runs the tool on the process's standard streams and returns the exit code.
  public static func main(_ arguments: [String]) -> Int32 {
    let output = StandardStream.output()
    let errors = StandardStream.error()
    var out = output
    var err = errors
    let code = run(arguments, output: &out, errors: &err)
    output.flush()
    errors.flush()
    return code
  }

  /// Runs a command line, writing data to `output` and diagnostics to `errors`.
  public static func run(
    _ arguments: [String], output: inout some TextOutputStream, errors: inout some TextOutputStream
  ) -> Int32 {
    do {
      switch try CommandParser.parse(arguments) {
      case .help(let command):
        output.write(Help.text(for: command))
        return ExitCode.success
      case .explain(let options): return try explain(options, output: &output)
      case .export(let options):
        TableWriter.write(
          LongTable.rows(of: options.space), columns: LongTable.columns, as: options.format,
          excel: options.excel, to: &output)
        return ExitCode.success
      case .evidence(let options): return try evidence(options, output: &output, errors: &errors)
      }
    } catch let error as UsageError {
      errors.write("error: \(error.message)\n\(error.usage)\nSee 'pushmatrix --help'.\n")
      return ExitCode.usage
    } catch let diagnostic as Diagnostic {
      errors.write("\(diagnostic)\n")
      return ExitCode.dataError
    } catch {
      errors.write("error: \(error)\n")
      return ExitCode.failure
    }
  }

  private static func explain(_ options: ExplainOptions, output: inout some TextOutputStream)
    throws -> Int32
  {
    let trail = Router.standard.trail(options.scenario)
    var judgements: [Judgement]?
    if options.observedIsExplicit || FileSystem.isDirectory(options.observed) {
      judgements = try Ledger(directory: options.observed).judgements(about: options.scenario)
    }
    switch options.format {
    case .text: output.write(ExplainRenderer.text(trail, judgements: judgements))
    case .json: output.write(ExplainRenderer.json(trail, judgements: judgements))
    }
    return ExitCode.success
  }

  private static func evidence(
    _ options: EvidenceOptions, output: inout some TextOutputStream,
    errors: inout some TextOutputStream
  ) throws -> Int32 {
    let ledger = try Ledger(directory: options.observed)
    switch options.format {
    case .text: output.write(EvidenceRenderer.text(ledger))
    case .tsv:
      TableWriter.write(
        EvidenceRenderer.rows(ledger), columns: EvidenceRenderer.columns, as: .tsv, to: &output)
      errors.write(EvidenceRenderer.summary(ledger) + "\n")
    }
    for judgement in ledger.unexplained {
      let observation = judgement.observation
      errors.write(
        "\(observation.file):\(observation.line): error: observation \(observation.id) differs "
          + "from the engine and no recorded contradiction explains it\n")
    }
    return ledger.unexplained.isEmpty ? ExitCode.success : ExitCode.failure
  }
}
