import PushMatrixEngine
import PushMatrixIO
import PushMatrixModel
import PushMatrixTables

/// `pushmatrix render`: one view of the matrix, in one format and language, to standard output.
package struct RenderCommand: ToolCommand {
  package static let name = "render"
  package static let summary = "print one view as Markdown, HTML, CSV or JSON tables"
  package static let usage =
    "usage: pushmatrix render --view \(choices(ViewKind.self).joined(separator: "|")) "
    + "[--format \(PageFormat.usageList)] [--lang \(choices(Language.self).joined(separator: "|"))] [--expand] [--excel] "
    + "[--conditions documents|all] \(ScenarioSpace.filterUsage) [--templates DIR] [--observed DIR]"
  package static let details = """
    Prints one view of the matrix to standard output, with the source documents' observations
    beside the engine's cells and notes keyed by stable names.

    Views:
      by-callbacks          a table per callback set: rows iOS versions, columns app states
      by-os                 a table per iOS version and payload: rows callback sets
      by-payload            a table per payload and callback set: rows app states, columns
                            iOS epochs
      conditions            a section per condition value besides its default, a table per
                            way its cells differ from the default conditions' cells (it
                            spans every condition whatever --conditions says)
      service-extension     whether the app's service extension runs: a table per condition
                            that may change it, with mutable-content on and an extension
                            present, and one without them (it spans every condition too)
      long                  one row per scenario, as export prints it

    Options:
      --view V              the view (required)
      --format F            \(PageFormat.helpList) (default markdown; md reads as markdown)
      --lang L              en, zh-Hans or zh-Hant (default en)
      --expand              list every iOS version instead of collapsing identical ones
      --excel               with csv: a byte-order mark and CRLF line ends for spreadsheets
    \(ConditionSpan.help)
    \(ScenarioSpace.filterHelp)
      --templates DIR       a copy of Templates/ with all its files, used instead of it
    \(ObservedFolder.help(whenMissing: "skipped with a note when it is missing"))
    """

  package var view: ViewKind
  package var format: PageFormat
  package var language: Language
  package var expand: Bool
  package var excel: Bool
  package var space: ScenarioSpace
  package var templates: String?
  package var observed: ObservedFolder
  /// The command line, cited in the output's first line.
  package var commandLine: String

  package static let options = ScenarioSpace.filterOptionValues.merging([
    "view": choices(ViewKind.self), "format": formats(PageFormat.self),
    "lang": choices(Language.self), "templates": [], "observed": [],
    ConditionSpan.option: choices(ConditionSpan.self),
  ]) { $1 }
  package static let flags: Set<String> = ["expand", "excel"]

  package init(arguments: ArraySlice<String>) throws(UsageError) {
    let scan = try Self.scanner(arguments)
    try scan.requirePositionals()
    guard scan.values["view"] != nil else { throw scan.error("missing required option --view") }
    view = try scan.choice("view", default: .long)
    format = try scan.format(default: .md)
    language = try scan.choice("lang", default: .en)
    expand = scan.flags.contains("expand")
    excel = scan.flags.contains("excel")
    if excel && format != .csv { throw scan.error("option --excel needs --format csv") }
    // The conditions and service-extension pages span every condition by their nature; every
    // other view holds them at the documents' values unless --conditions all says otherwise.
    let span = try scan.choice(ConditionSpan.option, default: ConditionSpan.documents)
    space = try ScenarioSpace(
      scanning: scan,
      conditions: [.conditions, .serviceExtension].contains(view) ? .every : span.conditions)
    templates = try scan.path("templates")
    observed = ObservedFolder(try scan.path("observed"))
    commandLine = (["pushmatrix", Self.name] + arguments).joined(separator: " ")
  }

  package func run(_ console: Console) throws -> Int32 {
    console.warnAboutReleases(space.versions)
    let templates = try TemplateSet.option(templates, root: ".")
    try observed.pipeline(console).render(
      space, view: view, as: format, language: language, expand: expand,
      options: RenderOptions(templates: templates, generatedBy: commandLine, excel: excel),
      to: console.output)
    return ExitCode.success
  }
}
