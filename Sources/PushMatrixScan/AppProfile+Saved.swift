import PushMatrixIO

extension AppProfile {
  /// A field a saved profile states one way while the scan reads it another: the code changed
  /// since the profile was written, or the profile corrects the scan.
  package struct Drift: Equatable, Sendable {
    /// The field, by its key.
    package var field: String
    /// The value the saved profile states.
    package var saved: String
    /// The value the scan reads.
    package var scanned: String
    /// Where the saved profile states it.
    package var savedAt: FileLocation
    /// The scan's findings on the field that name a file: where it read its value.
    package var evidence: [Finding]

    /// The drift in one sentence, such as `delegateTiming is atLaunch in pushmatrix.json:4 but
    /// the scan reads late (App/SceneDelegate.swift:9)`.
    package var description: String {
      let places = evidence.map { finding in
        finding.file! + (finding.line.map { ":\($0)" } ?? "")
      }
      return "\(field) is \(saved) in \(savedAt.file)"
        + (savedAt.line.map { ":\($0)" } ?? "") + " but the scan reads \(scanned)"
        + (places.isEmpty ? "" : " (" + places.joined(separator: ", ") + ")")
    }
  }

  /// Applies a saved profile over this scanned one: every field the saved profile states (all
  /// but `unknown` ones) takes the saved value, as `--set` would, with a finding that names the
  /// saved file and line; a field the saved profile accepts takes its accepted value, with a
  /// finding that gives the reason, and never drifts.
  ///
  /// - Parameters:
  ///   - saved: the profile read from the file.
  ///   - file: the file, as the user gave it.
  ///   - lines: the line of each field's key in the file.
  /// - Returns: the fields the saved profile states differently from a value the scan read,
  ///   accepted fields aside; a field the scan could not decide takes the saved value without
  ///   drifting.
  /// - Throws: ``OverrideError`` when the result's presentation does not fit its callbacks.
  package mutating func adopt(
    _ saved: AppProfile, from file: String, lines: [String: Int]
  ) throws(OverrideError) -> [Drift] {
    var drifts: [Drift] = []
    for field in Self.fields {
      let stated = field.text(in: saved)
      let scanned = field.text(in: self)
      if let acceptance = saved.accepted.first(where: { $0.field == field.id }) {
        try? field.assign(acceptance.value, to: &self)
        findings.append(
          Finding(
            field: field.id, file: file, line: acceptance.location?.line,
            shows: "accepted as \(acceptance.value) by the saved profile: \(acceptance.reason) "
              + "(the scan read \(scanned))"))
        continue
      }
      guard stated != Self.unknown, stated != scanned else { continue }
      let savedAt = FileLocation(file: file, line: lines[field.id])
      if scanned != Self.unknown {
        drifts.append(
          Drift(
            field: field.id, saved: stated, scanned: scanned, savedAt: savedAt,
            evidence: sortedFindings.filter { $0.field == field.id && $0.file != nil }))
      }
      // The saved text was read by this field's parser, so it reads again.
      try? field.assign(stated, to: &self)
      findings.append(
        Finding(
          field: field.id, file: file, line: savedAt.line,
          shows: "set to \(stated) by the saved profile (the scan read \(scanned))"))
    }
    accepted = saved.accepted.map { acceptance in
      var acceptance = acceptance
      acceptance.location = FileLocation(file: file, line: acceptance.location?.line)
      return acceptance
    }
    do {
      try validate()
    } catch {
      throw OverrideError(message: error.description)
    }
    return drifts
  }
}
