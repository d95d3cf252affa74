import Foundation

/// Reads the observation files under `Matrices/observed/`, one per source document.
public enum ObservationFile {
  /// The folder of the observation files, relative to the package root.
  public static let directory = "Matrices/observed"

  /// The header every observation file has.
  public static let columns = [
    "id", "where", "os", "state", "callbacks", "payload", "presentation", "backgroundMode",
    "banner", "arrival", "tap", "contradiction", "note",
  ]

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
    return observations
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
    let document = try TSVDocument.parse(data, file: file, columns: columns)
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
    _ cells: [String], source: Source, file: String, line: Int
  ) throws -> Observation {
    let field = Dictionary(uniqueKeysWithValues: zip(columns, cells))
    func cell(_ name: String) -> String { field[name]! }
    for (name, value) in zip(columns, cells) where value.isEmpty {
      throw Diagnostic(file: file, line: line, message: "empty \(name); write ? when unstated")
    }
    let callbacks = try CallbackSet(parsing: cell("callbacks"))
    let presentation = try Presentation(parsing: cell("presentation"))
    guard Scenario.presentations(for: callbacks).contains(presentation) else {
      throw Diagnostic(
        file: file, line: line,
        message: "presentation \"\(presentation)\" does not fit callbacks \"\(callbacks)\"; "
          + "use n/a exactly when willPresent is not implemented")
    }
    return Observation(
      id: cell("id"), source: source, location: cell("where"), file: file, line: line,
      versions: try VersionSelection(parsing: cell("os")),
      state: try AppState(parsing: cell("state")), callbacks: callbacks,
      payload: try Payload(parsing: cell("payload")), presentation: presentation,
      backgroundMode: try BackgroundMode(parsing: cell("backgroundMode")),
      banner: try claim(cell("banner")) { text throws(Diagnostic) in
        switch text {
        case "yes": return true
        case "no": return false
        default:
          throw Diagnostic(
            file: file, line: line,
            message: "invalid banner \(text.messageQuoted): expected yes, no or ?")
        }
      },
      arrival: try claim(cell("arrival")) { text throws(Diagnostic) in
        guard let calls = try sequence(text, file: file, line: line) else {
          throw Diagnostic(file: file, line: line, message: "arrival cannot be n/a")
        }
        return calls
      },
      tap: try claim(cell("tap")) { try sequence($0, file: file, line: line) },
      contradiction: cell("contradiction") == CallSequence.nothing ? nil : cell("contradiction"),
      note: cell("note"))
  }

  private static func claim<Value, Failure>(
    _ text: String, _ parse: (String) throws(Failure) -> Value
  ) throws(Failure) -> Claim<Value> {
    text == Claim<Value>.unstatedText ? .unstated : .stated(try parse(text))
  }

  private static func sequence(_ text: String, file: String, line: Int) throws(Diagnostic)
    -> [Callback]?
  {
    do {
      return try CallSequence.parse(text)
    } catch {
      throw Diagnostic(file: file, line: line, message: error.description)
    }
  }
}
