import PushMatrixApp
import PushMatrixCompare
import PushMatrixEngine
import PushMatrixIO
import PushMatrixModel
import PushMatrixScan
import PushMatrixTables

/// `pushmatrix explain`: one scenario's outcome, the rules behind it, and what was observed.
package struct ExplainCommand: ToolCommand {
  /// The report formats.
  package enum Format: String, CaseIterable, Sendable, OutputFormatChoice {
    case text
    case markdown
    case json
  }

  package static let name = "explain"
  package static let summary = "explain one scenario, with rules, sources and observations"
  package static let usage =
    "usage: pushmatrix explain --os VERSION "
    + AxisRegistry.axes.map { axis in
      isRequired(axis)
        ? "--\(axis.option) \(axis.id.uppercased())"
        : "[--\(axis.option) \(axis.identifiers.joined(separator: "|"))]"
    }.joined(separator: " ") + " \(SDKOption.usage) [--what-if] [--format \(Format.usageList)] "
    + "[--observed DIR]"
  package static let details = """
    Explains one scenario: whether a banner shows, what is called on arrival and on a tap, the
    rules that decided it with their basis and sources, and what the source documents observed
    for this very scenario, with the verdict on each.

    Options:
      --os VERSION          an iOS release, such as 12.3.1 or 17.2
    \(AxisRegistry.axes.map(help).joined(separator: "\n"))
    \(SDKOption.help)
    \(HelpText.option("--what-if", whatIfHelp))
      --format F            \(Format.helpList) (default text)
    \(ObservedFolder.help(whenMissing: "skipped with a note when it is missing"))

    The app states:
    \(AppState.allCases.map { "  " + $0.definition }.joined(separator: "\n"))
    From iOS 7.0, background and suspended give different answers for a push with
    content-available (and the background mode on) when Background App Refresh is off, or when
    the app implements legacyReceive but not fetchReceive: a running app still gets it, a
    suspended one does not. A silent push reported lost on the way (sent as push type alert, or
    without a push type on iOS 13) reaches neither.
    killed or terminated is forceQuit if the user swiped the app away, notRunning if the system
    ended it.

    With --sdk the SDK's native callbacks are the app's, so --callbacks is left out (given too,
    it is refused: the SDK hooks its callbacks whatever the app implements); the answer then
    lists, after the native calls, the handlers the SDK calls on arrival and on the tap, with
    the SDK rules, their basis and sources (JSON: an "sdk" object).
    """

  /// What `--what-if` adds, for the help.
  private static let whatIfHelp =
    "also list every single change that changes the answer (banner, Notification Center, "
    + "arrival, tap, extension, launch payload): each other value of each option, one at a "
    + "time, with options that depend on it taking their default where their value no longer "
    + "fits (--presentation when --callbacks drops willPresent), and --os on each catalog "
    + "release, as a range where releases answer alike; each with the new answer and the rule "
    + "that decides what changed, and its basis"

  /// Whether an axis must be given: it has neither a default nor a constraint to pick one.
  private static func isRequired(_ axis: Axis) -> Bool {
    axis.defaultOrdinal == nil && axis.dependsOn == nil
  }

  /// Returns an axis's help line: what it accepts and what leaving it out means.
  private static func help(_ axis: Axis) -> String {
    let meaning =
      if let ordinal = axis.defaultOrdinal {
        " (default \(axis.identifiers[ordinal]))"
      } else if let hint = axis.hint, let assumed = axis.assumedIdentifier {
        "; \(hint) (default \(assumed) where it fits, which the explanation says)"
      } else if let hint = axis.hint {
        "; \(hint) (default: the first that fits)"
      } else {
        ""
      }
    return HelpText.option(
      isRequired(axis) ? "--\(axis.option) \(axis.id.uppercased())" : "--\(axis.option) V",
      HelpText.accepted(by: axis) + meaning)
  }

  package var scenario: Scenario
  /// The axes left out that took a value picked for the scenario, such as `presentation`, so
  /// that the explanation says what it assumed.
  package var assumed: [Axis] = []
  package var format: Format
  /// Whether to list the single changes that change the answer.
  package var whatIf: Bool
  /// The observations folder; a missing default folder is skipped, a named one is required.
  package var observed: ObservedFolder
  /// The SDK whose handlers follow the native answer, or `nil`.
  package var sdk: SDKBridge?

  package static let options = ScenarioSpace.filterOptionValues.merging([
    "format": formats(Format.self), "observed": [], SDKOption.option: SDKBridge.names,
  ]) { $1 }
  package static let flags: Set<String> = ["what-if"]

  package init(arguments: ArraySlice<String>) throws(UsageError) {
    let scan = try Self.scanner(arguments)
    try scan.requirePositionals()
    scenario = Scenario(os: try scan.release(try scan.required(OSVersion.axisID)), key: .first)
    sdk = try SDKOption.bridge(scan)
    for (position, axis) in AxisRegistry.axes.enumerated() {
      var given = try scan.ordinal(of: axis)
      if let sdk, axis.id == CallbackSet.axis.id {
        guard given == nil else {
          throw scan.error(
            "options --\(axis.option) and --\(SDKOption.option) both give the app's callbacks: "
              + "\(sdk.id) hooks \(sdk.callbacks); leave --\(axis.option) out")
        }
        given = CallbackSet.axis.ordinal(of: sdk.callbacks)
      }
      guard let ordinal = given ?? axis.defaultOrdinal(in: scenario) else {
        throw scan.error("missing required option --\(axis.option)")
      }
      if given == nil && axis.assumesValue && axis.allowedOrdinals(in: scenario).count > 1 {
        assumed.append(axis)
      }
      scenario.key.setOrdinal(ordinal, at: position)
    }
    do {
      try scenario.validate()
    } catch {
      throw scan.error(error.description)
    }
    format = try scan.format(default: .text)
    whatIf = scan.flags.contains("what-if")
    if whatIf && sdk != nil {
      throw scan.error("options --what-if and --\(SDKOption.option) cannot be combined yet")
    }
    observed = ObservedFolder(try scan.path("observed"))
  }

  package func run(_ console: Console) throws -> Int32 {
    console.warnAboutReleases([scenario.os])
    let trail = (sdk.map(Router.standard.bridging) ?? .standard).trail(scenario)
    let judgements = try observed.pipeline(console).ledger?.judgements(about: scenario, sdk: sdk)
    let assumed = assumed.map(\.id)
    let whatIf = whatIf ? WhatIf(scenario) : nil
    switch format {
    case .text:
      console.output.write(
        ExplainRenderer.text(
          trail, judgements: judgements, assumed: assumed, whatIf: whatIf,
          width: Terminal.width()))
    case .markdown:
      console.output.write(
        ExplainRenderer.markdown(trail, judgements: judgements, assumed: assumed, whatIf: whatIf))
    case .json:
      console.output.write(
        ExplainRenderer.json(trail, judgements: judgements, assumed: assumed, whatIf: whatIf))
    }
    return ExitCode.success
  }
}
