import PushMatrixIO
import PushMatrixModel

/// One column of the long table's outcome, declared once: its name, values, cell, labels, how
/// goldens and observations read it back, and the routing stage that fills it.
///
/// The long table, the goldens, the observation files, the judgements and the JSON writers walk
/// ``OutcomeColumns/all`` rather than naming columns, as the input side walks `AxisRegistry`.
public struct OutcomeColumn: Sendable, Identifiable, CustomStringConvertible {
  /// What a column's cells may hold.
  public enum Values: Sendable, Equatable {
    /// `yes` or `no`.
    case flag
    /// One of a closed vocabulary, such as a ``Basis``.
    case closed([String])
    /// A sequence of callbacks as ``CallSequence`` writes it.
    case calls
    /// Identifiers, `-` for none.
    case identifiers

    /// The values a cell may take, for a column with a closed vocabulary.
    public var vocabulary: [String]? {
      switch self {
      case .flag: ["yes", "no"]
      case .closed(let values): values
      case .calls, .identifiers: nil
      }
    }
  }

  /// Whether an observation file states the column.
  public enum ObservationUse: Sendable, Equatable {
    /// Observations never state it.
    case none
    /// A file may leave the column out; it then states nothing about it.
    case optional
    /// Every file has the column; `?` states nothing.
    case required
  }

  /// The name as the long table, goldens, observations and JSON spell it.
  public let id: String
  /// What its cells may hold.
  public let values: Values
  /// How the pages label the column, in every language.
  public let label: LocalizedText
  /// The stage whose decisions fill the column: a table without that stage has no such column.
  public let family: RoutingStage
  /// Whether an observation may state it.
  public let observation: ObservationUse
  private let cellText: @Sendable (Outcome) -> String
  private let reader: @Sendable (String, inout Outcome) throws(CellError.Problem) -> Void
  /// The column's value in a JSON answer (`explain`, `render`, `app`); `nil` for a column the
  /// JSON writers lay out themselves, such as the notes with their texts.
  package let json: (@Sendable (Outcome) -> JSONValue)?

  /// Creates a column.
  ///
  /// - Parameters:
  ///   - id: the name in every file.
  ///   - values: what its cells may hold.
  ///   - label: the pages' label.
  ///   - family: the stage that fills it.
  ///   - observation: whether observations state it.
  ///   - cell: the cell text of an outcome.
  ///   - read: sets what a valid cell says in an outcome, or throws what is wrong with it.
  ///   - json: the value in a JSON answer, or `nil`.
  init(
    _ id: String, values: Values, label: LocalizedText, family: RoutingStage,
    observation: ObservationUse = .none, cell: @escaping @Sendable (Outcome) -> String,
    read: @escaping @Sendable (String, inout Outcome) throws(CellError.Problem) -> Void,
    json: (@Sendable (Outcome) -> JSONValue)? = nil
  ) {
    self.id = id
    self.values = values
    self.label = label
    self.family = family
    self.observation = observation
    cellText = cell
    reader = read
    self.json = json
  }

  public var description: String { id }

  /// Returns the column's cell for an outcome, as the long table writes it (unescaped).
  public func cell(_ outcome: Outcome) -> String { cellText(outcome) }

  /// Reads a cell back into an outcome, setting the fields the column shows.
  ///
  /// - Throws: ``CellError`` naming the column and the value, as a golden's diagnostic says it.
  public func read(_ text: String, into outcome: inout Outcome) throws(CellError) {
    do {
      try reader(text, &outcome)
    } catch {
      throw CellError(column: self, value: text, problem: error, inClaim: false)
    }
  }

  /// Reads an observation's claim into the outcome it claims; `?` (unstated) is for the caller.
  ///
  /// - Throws: ``CellError`` worded for an observation file, where `?` is one of the values.
  public func readClaim(_ text: String, into outcome: inout Outcome) throws(CellError) {
    do {
      try reader(text, &outcome)
    } catch {
      throw CellError(column: self, value: text, problem: error, inClaim: true)
    }
  }
}

extension OutcomeColumn {
  /// A malformed outcome cell of a golden or an observation file.
  public struct CellError: Error, CustomStringConvertible {
    /// What is wrong with a cell.
    public enum Problem: Error, Equatable {
      /// The text is not one of the column's values.
      case unknownValue
      /// `n/a` where calls must be (the arrival always has calls, possibly none).
      case notApplicable
      /// A name in the text is not a callback.
      case malformedCalls(String)
      /// The cell is empty.
      case empty
    }

    public let column: OutcomeColumn
    public let value: String
    public let problem: Problem
    /// Whether the cell is an observation's claim, which may also be `?`.
    public let inClaim: Bool

    public var description: String {
      let name = column.id
      switch problem {
      case .unknownValue:
        let values = column.values.vocabulary ?? []
        // Goldens have always said `yes or no` for a flag, and listed other vocabularies.
        let expected =
          inClaim
          ? (values + [Claim<Bool>.unstatedText]).alternatives
          : column.values == .flag ? values.alternatives : values.joined(separator: ", ")
        return "invalid \(name) \(value.messageQuoted): expected \(expected)"
      case .notApplicable:
        return inClaim
          ? "\(name) cannot be \(CallSequence.notApplicable)"
          : "invalid \(name) \(CallSequence.notApplicable.messageQuoted): expected "
            + "\(CallSequence.nothing) or calls"
      case .malformedCalls(let description):
        return inClaim ? description : "invalid \(name): \(description)"
      case .empty:
        return "empty \(name) cell"
      }
    }
  }
}

extension OutcomeColumn {
  /// Declares a `yes`/`no` column of a field of the outcome.
  static func flag(
    _ id: String, label: LocalizedText, family: RoutingStage,
    observation: ObservationUse = .none, _ field: WritableKeyPath<Outcome, Bool> & Sendable
  ) -> Self {
    Self(
      id, values: .flag, label: label, family: family, observation: observation,
      cell: { $0[keyPath: field] ? "yes" : "no" },
      read: { text, outcome throws(CellError.Problem) in
        switch text {
        case "yes": outcome[keyPath: field] = true
        case "no": outcome[keyPath: field] = false
        default: throw .unknownValue
        }
      },
      json: { .bool($0[keyPath: field]) })
  }

  /// Declares a column of a field whose values are the cases of a `String`-backed enum.
  static func closed<Value: RawRepresentable & CaseIterable & Sendable>(
    _ id: String, label: LocalizedText, family: RoutingStage,
    observation: ObservationUse = .none, _ field: WritableKeyPath<Outcome, Value> & Sendable,
    json: Bool = true
  ) -> Self where Value.RawValue == String {
    let cell: @Sendable (Outcome) -> String = { $0[keyPath: field].rawValue }
    let read: @Sendable (String, inout Outcome) throws(CellError.Problem) -> Void = {
      text, outcome throws(CellError.Problem) in
      guard let value = Value(rawValue: text) else { throw .unknownValue }
      outcome[keyPath: field] = value
    }
    let value: @Sendable (Outcome) -> JSONValue = { .string($0[keyPath: field].rawValue) }
    return Self(
      id, values: .closed(Value.allCases.map(\.rawValue)), label: label, family: family,
      observation: observation, cell: cell, read: read, json: json ? value : nil)
  }

  /// Reads a written sequence of callbacks.
  static func calls(_ text: String) throws(CellError.Problem) -> Calls? {
    do {
      return try CallSequence.parse(text)
    } catch {
      throw .malformedCalls(error.description)
    }
  }

  /// Returns calls as JSON writes them: an array of callback names.
  static func json(_ calls: Calls) -> JSONValue { .array(calls.map { .string($0.rawValue) }) }
}
