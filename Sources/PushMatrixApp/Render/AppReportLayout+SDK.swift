import PushMatrixEngine
import PushMatrixIO
import PushMatrixScan

extension AppReportLayout {
  /// The heading of the SDK handlers' part.
  static let sdkHeading = "What the app's push SDK calls"
  /// The sentence under it.
  static let sdkIntro =
    "After the native callbacks above, the handlers each cross-platform SDK calls in the app's "
    + "JavaScript or Dart, on arrival and on the tap, as the engine's SDK stage answers "
    + "(pushmatrix explain --sdk NAME shows each rule); a handler the app does not register is "
    + "marked (not registered)."

  /// The columns of an SDK's table.
  static let sdkColumns = ["state", "payload", "arrival handlers", "tap handlers", "rules"]

  /// Returns one table per SDK and run of releases on which its handlers are the same.
  static func sdkTables(_ report: AppReport) -> [Table] {
    report.sdkParts.flatMap { part in
      let registered =
        part.use.handlers.map { handlers in
          handlers.isEmpty
            ? "The scan found none of its handlers registered in the app's code."
            : "Registered: " + handlers.map(\.summary).joined(separator: "; ") + "."
        } ?? "The scan did not read the app's handlers."
      func written(_ handlers: [String]) -> String {
        guard !handlers.isEmpty else { return CallSequence.nothing }
        return handlers.map { name in
          part.registers(name) == false ? "\(name) (not registered)" : name
        }.joined(separator: " > ")
      }
      return part.ranges.map { releases, cells in
        let label = report.label(releases)
        return Table(
          id: "sdk-\(part.bridge.id)-\(label)",
          title: "\(part.bridge.title) (\(part.bridge.id) \(part.bridge.version)), iOS \(label)",
          remark: registered.messageEscaped,
          columns: sdkColumns,
          rows: cells.map { cell in
            [
              cell.state.rawValue, cell.payload.rawValue, written(cell.handlers.arrival),
              cell.handlers.tap.map(written) ?? CallSequence.notApplicable,
              cell.handlers.rules.joined(separator: " "),
            ]
          })
      }
    }
  }
}
