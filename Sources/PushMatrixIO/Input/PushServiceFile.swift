import Foundation

/// The table of what push services send to APNs, `Matrices/services/push-services.tsv`, read
/// strictly.
///
/// One row per shape of message a service accepts: the `aps` keys and the `apns-push-type` and
/// `apns-priority` headers it produces, whether it is sent at all, the matrix payload those keys
/// are, and the sources. The pages that show it check the axis values; this reader checks the
/// rest: every cell filled, each identifier once, and the closed vocabularies of the headers,
/// the delivery and the basis.
package struct PushServiceFile: Sendable, Equatable {
  /// One message shape of one service.
  package struct Row: Sendable, Equatable {
    /// The 1-based line the row came from.
    package var line: Int
    /// A stable identifier, such as `FCM-2`.
    package var id: String
    /// The service and its API, such as `FCM HTTP v1`.
    package var service: String
    /// The message in the service's own fields.
    package var message: String
    /// The `aps` keys the message produces, or `-` when nothing reaches APNs.
    package var aps: String
    /// The `apns-push-type` sent: `alert`, `background`, `absent`, `?` when unknown, `disputed`
    /// when the sources disagree, `-` when nothing reaches APNs.
    package var pushType: String
    /// The `apns-priority` sent: `10`, `5`, `?` when unknown, `disputed` when the sources
    /// disagree, `-` when nothing reaches APNs.
    package var priority: String
    /// `sent`, `refused` (by the service, before APNs) or `not-via-apns`.
    package var delivery: String
    /// The matrix payload the `aps` keys are.
    package var payload: String
    /// `documented` for Apple's own text, `reported` for anyone else's.
    package var basis: String
    /// The sources, `title <address>` each, separated by `; `.
    package var source: String
    /// What the row rests on, in this project's words.
    package var note: String
  }

  /// The file's path below the package root.
  package static let path = "Matrices/services/push-services.tsv"
  /// The columns, in the order rows give them.
  package static let columns = [
    "id", "service", "message", "aps", "pushType", "priority", "delivery", "payload", "basis",
    "source", "note",
  ]
  /// The values each closed column accepts.
  package static let vocabularies: [String: [String]] = [
    "pushType": ["alert", "background", "absent", "?", "disputed", "-"],
    "priority": ["10", "5", "?", "disputed", "-"],
    "delivery": ["sent", "refused", "not-via-apns"],
    "basis": ["documented", "reported"],
  ]

  /// The path the file was read from, as the user named it.
  package var file: String
  /// The rows, in file order.
  package var rows: [Row]

  /// Reads the table below a package root.
  ///
  /// - Throws: ``Diagnostic`` for a missing or malformed file.
  package static func read(root: String) throws(Diagnostic) -> PushServiceFile {
    let path = FileSystem.path(Self.path, in: root)
    return try parse(try InputFile.read(path: path, root: root), file: path)
  }

  /// Parses the table from a file's bytes.
  ///
  /// - Throws: ``Diagnostic`` naming the line, the column and the value of the first problem.
  package static func parse(_ data: Data, file: String) throws(Diagnostic) -> PushServiceFile {
    let document = try TSVDocument.parse(
      data, file: file, columns: columns, required: Set(columns))
    var rows: [Row] = []
    var seen: Set<String> = []
    for record in document.records {
      let cells = record.cells.map { $0 ?? "" }
      for (name, value) in zip(columns, cells) {
        guard !value.isEmpty else {
          throw Diagnostic(
            file: file, line: record.line, message: "empty \(name); write ? when unknown")
        }
        if let accepted = vocabularies[name], !accepted.contains(value) {
          throw Diagnostic(
            file: file, line: record.line,
            message: "invalid \(name) \(value.messageQuoted): expected "
              + accepted.dropLast().joined(separator: ", ") + " or " + accepted[accepted.count - 1])
        }
      }
      guard seen.insert(cells[0]).inserted else {
        throw Diagnostic(
          file: file, line: record.line, message: "id \(cells[0].messageQuoted) is repeated")
      }
      rows.append(
        Row(
          line: record.line, id: cells[0], service: cells[1], message: cells[2], aps: cells[3],
          pushType: cells[4], priority: cells[5], delivery: cells[6], payload: cells[7],
          basis: cells[8], source: cells[9], note: cells[10]))
    }
    return PushServiceFile(file: file, rows: rows)
  }
}
