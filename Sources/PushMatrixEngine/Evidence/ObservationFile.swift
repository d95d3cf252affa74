import Foundation
import PushMatrixIO
import PushMatrixModel

/// Reads the observation files under `Matrices/observed/`, one per source document.
public enum ObservationFile {
  /// The folder of the observation files, relative to the package root.
  public static let directory = "Matrices/observed"

  /// The outcome columns an observation may state (``OutcomeColumn/observation``), in the long
  /// table's order.
  static let claimColumns = OutcomeColumns.declared.filter { $0.observation != .none }

  /// The columns an observation file may have, in the order records give them: its ID and
  /// place, the release selection and every registered axis (`*` for a value the observation
  /// does not constrain), the claims every file states, its contradiction and note, then
  /// whether the document tested it on a device and the claims a file may leave out.
  public static let columns =
    ["id", "where"] + Scenario.columns
    + claimColumns.filter { $0.observation == .required }.map(\.id)
    + ["contradiction", "note", kindColumn]
    + claimColumns.filter { $0.observation == .optional }.map(\.id) + [sdkColumn]

  /// The column that says whether the document tested an observation on a device; a file that
  /// leaves it out holds claims only.
  static let kindColumn = "kind"

  /// The column that names the push SDK whose handlers an observation speaks of, `-` for none
  /// (``SDKBridge/named(_:)``, with `@VERSION` for a release other than the one read); a file
  /// that leaves it out speaks of native callbacks only.
  static let sdkColumn = "sdk"

  /// The columns a file must have: all but the axes that have a default, the kind and the
  /// optional claims, which a file that leaves out states nothing about.
  static let requiredColumns = Set(columns).subtracting(
    AxisRegistry.axes.filter { $0.defaultOrdinal != nil || $0.dependsOn != nil }.map(\.id)
      + [kindColumn, sdkColumn] + claimColumns.filter { $0.observation == .optional }.map(\.id))

  /// The path of a document's file inside an observations folder.
  public static func path(of source: Source, in directory: String) -> String {
    FileSystem.path("\(source.id).tsv", in: directory)
  }

  /// Reads the observations of every source document from a folder.
  ///
  /// The folder is an input like the goldens: it must exist, and every `.tsv` file in it must
  /// be the file of a document in ``Source/documents``, so that no evidence is left unread.
  ///
  /// - Parameters:
  ///   - directory: the observations folder.
  ///   - root: the package root, which no file below it may lead out of through a link.
  /// - Returns: the observations, in the order of the documents and their files.
  /// - Throws: ``Diagnostic`` for a missing folder, or an unknown, missing or malformed file.
  public static func readAll(from directory: String, root: String = ".") throws(Diagnostic)
    -> [Observation]
  {
    guard FileSystem.isDirectory(directory) else {
      throw Diagnostic(file: directory, line: nil, message: "no such observations folder")
    }
    let names = Source.documents.map { "\($0.id).tsv" }
    if let unknown = FileSystem.entries(in: directory).first(where: {
      $0.hasSuffix(".tsv") && !names.contains($0)
    }) {
      throw Diagnostic(
        file: FileSystem.path(unknown, in: directory), line: nil,
        message: "unknown document file; expected one of " + names.joined(separator: ", "))
    }
    var observations: [Observation] = []
    for source in Source.documents {
      observations += try read(path: path(of: source, in: directory), source: source, root: root)
    }
    try checkUniqueIDs(observations)
    return observations
  }

  /// Checks that no two observations of all the documents share an ID.
  ///
  /// - Throws: ``Diagnostic`` at the second use of an ID, naming the first.
  static func checkUniqueIDs(_ observations: [Observation]) throws(Diagnostic) {
    var seen: [String: String] = [:]
    for observation in observations {
      let place = "\(observation.file):\(observation.line)"
      if let first = seen[observation.id] {
        throw Diagnostic(
          file: observation.file, line: observation.line,
          message:
            "duplicate observation id \(observation.id.messageQuoted); first used at \(first)")
      }
      seen[observation.id] = place
    }
  }

  /// Reads one document's observations.
  ///
  /// - Throws: ``Diagnostic`` for a missing or malformed file, or one reached through a link
  ///   out of the package root.
  public static func read(path: String, source: Source, root: String = ".") throws(Diagnostic)
    -> [Observation]
  {
    let data = try InputFile.read(path: path, root: root)
    return try parse(data, file: path, source: source)
  }

  /// Parses one document's observations from a file's bytes.
  ///
  /// - Throws: ``Diagnostic`` naming the line and value of the first problem.
  public static func parse(_ data: Data, file: String, source: Source) throws(Diagnostic)
    -> [Observation]
  {
    let document = try TSVDocument.parse(
      data, file: file, columns: columns, required: requiredColumns)
    var observations: [Observation] = []
    for record in document.records {
      do {
        observations.append(
          try observation(record.cells, source: source, file: file, line: record.line))
      } catch let error as Diagnostic {
        throw error
      } catch {
        throw Diagnostic(file: file, line: record.line, message: "\(error)")
      }
    }
    return observations
  }

  private static func observation(
    _ cells: [String?], source: Source, file: String, line: Int
  ) throws -> Observation {
    let field = Dictionary(uniqueKeysWithValues: zip(columns, cells))
    func cell(_ name: String) -> String { field[name]!! }
    for (name, value) in zip(columns, cells) where value?.isEmpty == true {
      throw Diagnostic(file: file, line: line, message: "empty \(name); write ? when unstated")
    }
    let versions = try VersionSelection(parsing: cell(OSVersion.axisID))
    // An axis written `*` takes its default in the key, as one of the values it stands for.
    let unconstrained = AxisRegistry.axes.indices.filter {
      field[AxisRegistry.axes[$0].id]! == Observation.anyValue
    }
    // The axes are checked on the earliest release the observation speaks of.
    let scenario = try Scenario(
      os: versions.lowerBound,
      identifiers: AxisRegistry.axes.enumerated().map { position, axis in
        unconstrained.contains(position) ? nil : field[axis.id]!
      })
    let kind = try field[kindColumn]!.map { text throws(Diagnostic) in
      guard let kind = Observation.Kind(rawValue: text) else {
        throw Diagnostic(
          file: file, line: line,
          message: "invalid kind \(text.messageQuoted): expected "
            + Observation.Kind.allCases.map(\.rawValue).joined(separator: " or "))
      }
      return kind
    }
    let sdk = try field[sdkColumn]!.flatMap { text throws(Diagnostic) in
      try bridge(text, file: file, line: line)
    }
    // Each claim read as the column reads its cell, into the outcome the document claims.
    var claimed = OutcomeColumns.blank
    var stated: Set<String> = []
    for column in claimColumns {
      let text = field[column.id]! ?? Claim<Bool>.unstatedText
      guard text != Claim<Bool>.unstatedText else { continue }
      do {
        try column.readClaim(text, into: &claimed)
      } catch {
        throw Diagnostic(file: file, line: line, message: error.description)
      }
      stated.insert(column.id)
    }
    return Observation(
      id: cell("id"), source: source, kind: kind ?? .claim, location: cell("where"), file: file,
      line: line, versions: versions, key: scenario.key, unconstrained: unconstrained,
      claimed: claimed, stated: stated,
      contradiction: cell("contradiction") == CallSequence.nothing ? nil : cell("contradiction"),
      note: cell("note"), sdk: sdk)
  }

  /// Reads an `sdk` cell: `-` for none, else an SDK's name, with `@VERSION` for a release other
  /// than the one its code was read at.
  ///
  /// - Throws: ``Diagnostic`` naming the value for an unknown SDK, a malformed version or a
  ///   release its bridge does not describe.
  private static func bridge(_ text: String, file: String, line: Int) throws(Diagnostic)
    -> SDKBridge?
  {
    guard text != CallSequence.nothing else { return nil }
    let parts = text.split(separator: "@", maxSplits: 1).map(String.init)
    guard let bridge = SDKBridge.named(parts[0]) else {
      throw Diagnostic(
        file: file, line: line,
        message: "invalid sdk \(text.messageQuoted): expected - or one of "
          + SDKBridge.all.map(\.id).joined(separator: ", "))
    }
    guard parts.count == 2 else { return bridge }
    guard let version = SDKVersion(parts[1]) else {
      throw Diagnostic(
        file: file, line: line, message: "invalid sdk version \(parts[1].messageQuoted)")
    }
    do {
      return try bridge.at(version)
    } catch {
      throw Diagnostic(file: file, line: line, message: error.description)
    }
  }
}
