import PushMatrixIO
import PushMatrixModel

extension AppProfile {
  /// A field whose value a project accepts where the scan reads it otherwise or cannot decide
  /// it, with the reason: the value wins over the scan without counting as drift, while every
  /// other field is still read from the code.
  ///
  /// A profile file keeps them under `accepted`, by field:
  /// `"accepted": {"delegateTiming": {"reason": "…", "value": "atLaunch"}}`.
  package struct Acceptance: Equatable, Sendable {
    /// The field, by its key.
    package var field: String
    /// The value accepted, as the field writes it.
    package var value: String
    /// Why, in the project's words.
    package var reason: String
    /// Where the profile file states it: its file and the line of its field's key.
    package var location: FileLocation?

    /// Creates an acceptance.
    package init(field: String, value: String, reason: String, location: FileLocation? = nil) {
      self.field = field
      self.value = value
      self.reason = reason
      self.location = location
    }

    /// The acceptance in a sentence, such as `delegateTiming accepted as atLaunch: the SDK sets
    /// it in +load (pushmatrix.json:4)`.
    package var description: String {
      "\(field) accepted as \(value): \(reason)"
        + (location.map { " (\($0.file)" + ($0.line.map { ":\($0)" } ?? "") + ")" } ?? "")
    }
  }

  /// The key of ``accepted`` in the JSON form; a profile without accepted fields leaves it out.
  package static let acceptedKey = "accepted"
}
