import PushMatrixModel

/// A format PushMatrix writes, by the name every command's `--format` reads it by.
///
/// Each writer and command offers a subset (an ``OutputFormatChoice``), but the names are one
/// vocabulary: `markdown` and `md` mean Markdown wherever Markdown is written.
package enum OutputFormat: String, CaseIterable, Sendable {
  /// Plain text for a terminal.
  case text
  /// GitHub-flavoured Markdown.
  case markdown
  /// A self-contained HTML page.
  case html
  /// RFC 4180 comma-separated values.
  case csv
  /// Tab-separated values.
  case tsv
  /// JSON.
  case json
  /// GitHub Actions workflow commands (annotations).
  case github
  /// A SARIF 2.1.0 log, for code scanning.
  case sarif

  /// The names accepted besides each format's own, such as `md` for Markdown.
  package static let aliases: KeyValuePairs<String, OutputFormat> = ["md": .markdown]

  /// Reads a format from its name or an alias.
  package init?(name: String) {
    guard let format = Self(rawValue: name) ?? Self.aliases.first(where: { $0.key == name })?.value
    else { return nil }
    self = format
  }
}

/// The formats one writer or command offers, each case standing for an ``OutputFormat``.
package protocol OutputFormatChoice: CaseIterable, Equatable, Sendable {
  /// The format this case writes.
  var outputFormat: OutputFormat { get }
}

extension OutputFormatChoice {
  /// Every offered format's name, in declaration order.
  package static var names: [String] { allCases.map(\.outputFormat.rawValue) }

  /// The offered formats as a usage line lists them: `text|markdown|json`.
  package static var usageList: String { names.joined(separator: "|") }

  /// The offered formats as a help text lists them: `text, markdown or json`.
  package static var helpList: String { names.alternatives }

  /// Reads an offered format from its name or an alias; `nil` for a format not offered.
  package init?(name: String) {
    guard let format = OutputFormat(name: name),
      let choice = Self.allCases.first(where: { $0.outputFormat == format })
    else { return nil }
    self = choice
  }
}

extension OutputFormatChoice where Self: RawRepresentable<String> {
  /// The format named by the case's raw value, for choices that spell formats as
  /// ``OutputFormat`` does.
  package var outputFormat: OutputFormat {
    guard let format = OutputFormat(rawValue: rawValue) else {
      preconditionFailure("\(Self.self).\(rawValue) names no OutputFormat")
    }
    return format
  }
}
