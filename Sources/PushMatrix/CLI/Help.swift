/// The help texts of the tool and its commands.
public enum Help {
  /// The tool's usage line.
  public static let toolUsage = "usage: pushmatrix <command> [options]"

  /// The usage line of a command.
  public static func usage(of command: CommandName) -> String {
    switch command {
    case .explain:
      "usage: pushmatrix explain --os VERSION --state STATE --callbacks SET --payload PAYLOAD "
        + "[--presentation none|banner] [--background-mode on|off] [--format text|json] "
        + "[--observed DIR]"
    case .export:
      "usage: pushmatrix export [--format tsv|csv|json] [--excel] [--os LIST] [--state LIST] "
        + "[--callbacks LIST] [--payload LIST] [--presentation LIST] [--background-mode LIST]"
    case .evidence:
      "usage: pushmatrix evidence [--format text|tsv] [--observed DIR]"
    }
  }

  /// The full help of the tool, or of one command.
  public static func text(for command: CommandName?) -> String {
    guard let command else { return toolHelp }
    let body: String =
      switch command {
      case .explain:
        """
        Explains one scenario: whether a banner shows, what is called on arrival and on a tap,
        the rules that decided it with their basis and sources, and what the source documents
        observed for this very scenario.

        Options:
          --os VERSION          an iOS release, such as 12.3.1 or 17.2
          --state STATE         \(values(AppState.self))
          --callbacks SET       none, or a +-joined set of \(Callback.optional.map(\.rawValue).joined(separator: ", "))
          --payload PAYLOAD     \(values(Payload.self))
          --presentation P      none or banner (only with willPresent; default none)
          --background-mode M   on or off (default on)
          --format F            text or json (default text)
          --observed DIR        observation files (default \(CommandParser.defaultObserved))
        """
      case .export:
        """
        Prints the long table, one row per scenario in canonical order, to standard output.
        Columns: \(LongTable.columns.joined(separator: ", ")).

        Options:
          --format F            tsv, csv or json (default tsv)
          --excel               with csv: a byte-order mark and CRLF line ends for spreadsheets
          --os LIST             comma-separated releases (default: the catalog)
          --state LIST, --callbacks LIST, --payload LIST, --presentation LIST,
          --background-mode LIST
                                comma-separated values of each axis (default: all)
        """
      case .evidence:
        """
        Judges every observation of the source documents against the engine: agrees, or
        overruled with the contradiction that explains it. Exits 1 if any is unexplained.

        Options:
          --format F            text or tsv (default text)
          --observed DIR        observation files (default \(CommandParser.defaultObserved))
        """
      }
    return usage(of: command) + "\n\n" + body + "\n"
  }

  private static let toolHelp = """
    pushmatrix: which iOS callbacks a remote notification reaches, in which order, and whether
    the user sees it.

    \(toolUsage)

    Commands:
      explain    explain one scenario, with rules, sources and observations
      export     print the long table (TSV, CSV or JSON)
      evidence   judge every observation of the source documents

    Run 'pushmatrix help <command>' or 'pushmatrix <command> --help' for a command's options.
    Exit codes: 0 success, 1 a difference or failed check, 64 bad usage, 65 bad input data.

    """

  private static func values<Value: RawRepresentable<String> & CaseIterable>(_: Value.Type)
    -> String
  {
    Value.allCases.map(\.rawValue).joined(separator: ", ")
  }
}
