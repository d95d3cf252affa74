import PushMatrixCompare
import PushMatrixEngine
import PushMatrixIO
import PushMatrixModel

extension ExplainRenderer {
  /// The heading of the changes that would change the answer, in every format.
  static let whatIfTitle = "what would change this answer"

  /// The remark under that heading: what was tried, and what it says when nothing was found.
  static func whatIfRemark(_ whatIf: WhatIf) -> String {
    whatIf.changes.isEmpty
      ? "no single change of the release or of one option changes this answer"
      : "one change at a time; --os over the catalog's releases"
  }

  /// Returns a change as the options that make it: `--background-refresh off`, and the options
  /// that had to follow it, such as `--presentation banner+list`.
  static func options(_ change: WhatIf.Change) -> String {
    change.settings.map { setting in
      let option = AxisRegistry.position(ofID: setting.axis).map { AxisRegistry.axes[$0].option }
      return "--\(option ?? setting.axis) \(setting.value)"
    }.joined(separator: " ")
  }

  /// Returns what a change does to the answer: `arrival fetchReceive → -, banner no → yes`.
  static func transition(_ change: WhatIf.Change, from answer: WhatIf.Answer) -> String {
    change.parts.map {
      "\(label($0)) \(answer.text(of: $0)) → \(change.answer.text(of: $0))"
    }.joined(separator: ", ")
  }

  /// Returns the rules that decide a change: `arrival rule refresh-off-not-woken (reported)`.
  static func deciders(_ change: WhatIf.Change) -> String {
    change.deciders.map {
      "\($0.role.rawValue) \($0.role == .quirk ? "" : "rule ")\($0.id) (\($0.basis))"
    }.joined(separator: ", ")
  }

  /// Returns the label the text explanation gives a part of the answer.
  static func label(_ part: WhatIf.Answer.Part) -> String {
    switch part {
    case .banner: "banner"
    case .notificationCenter: "center"
    case .arrival: "arrival"
    case .tap: "tap"
    case .extensionRuns: "extension"
    case .launchPayload: "launch"
    }
  }

  /// The widest that the options and the changes of a what-if line are aligned to: a longer
  /// one runs on, so that a change of many parts does not push every line far to the right.
  private static let whatIfColumns = [32, 36]

  /// Returns the what-if section as lines for a terminal, one per change: the options, what they
  /// change, and the rules that decide it, in columns aligned up to ``whatIfColumns``; a change
  /// wider than `width` goes on under its second column, its options whole on its first line,
  /// to be copied as they are.
  static func whatIfLines(_ whatIf: WhatIf, width: Int) -> [String] {
    let rows = whatIf.changes.map {
      [options($0), transition($0, from: whatIf.answer), deciders($0)]
    }
    let widths = whatIfColumns.enumerated().map { column, cap in
      rows.map { $0[column].count }.filter { $0 <= cap }.max() ?? 0
    }
    let lines = rows.flatMap { row in
      let line =
        "  "
        + zip(row, widths).map { $0 + String(repeating: " ", count: max(0, $1 - $0.count) + 2) }
        .joined() + row[2]
      return line.wrapped(width: width, hangingIndent: widths[0] + 4, keptWhole: 2 + row[0].count)
    }
    return "\(whatIfTitle) (\(whatIfRemark(whatIf)))".wrapped(width: width, hangingIndent: 2)
      + lines
  }

  /// Returns the what-if changes as JSON: one object per change, with the options it sets, the
  /// new answer as the explanation's fields, the parts that changed and the rules behind them.
  static func whatIfJSON(_ whatIf: WhatIf) -> JSONValue {
    .array(
      whatIf.changes.map { change in
        let settings = change.settings.map {
          JSONValue.object([("axis", .string($0.axis)), ("value", .string($0.value))])
        }
        let members: [(String, JSONValue)] = [
          ("axis", .string(change.settings[0].axis)),
          ("value", .string(change.settings[0].value)),
          ("settings", .array(settings)),
        ]
        return .object(
          members + change.answer.outcome.answerJSON + [
            ("changed", .array(change.parts.map { .string($0.rawValue) })),
            (
              "rules",
              .array(
                change.deciders.map {
                  .object([
                    ("role", .string($0.role.rawValue)), ("id", .string($0.id)),
                    ("basis", .string($0.basis.rawValue)),
                  ])
                })
            ),
          ])
      })
  }
}
