import PushMatrixIO
import PushMatrixModel

/// The written form of an ordered list of callbacks, as tables, goldens and observations use it.
///
/// Callbacks are joined by `>`; an empty list is `-`; a tap that cannot happen because nothing
/// was shown is `n/a`.
package enum CallSequence {
  /// The text for an empty sequence.
  package static let nothing = "-"
  /// The text for a tap when nothing was shown.
  package static let notApplicable = "n/a"

  /// Returns the written form of a sequence.
  package static func text(_ calls: [Callback]) -> String {
    calls.isEmpty ? nothing : calls.map(\.rawValue).joined(separator: ">")
  }

  /// Returns the written form of a tap, which is `n/a` when nothing was shown.
  package static func text(tap: [Callback]?) -> String { tap.map(text) ?? notApplicable }

  /// Parses a written sequence; `n/a` gives `nil`.
  ///
  /// - Throws: ``SequenceError`` naming the text, when a name is not a callback.
  package static func parse(_ text: some StringProtocol) throws(SequenceError) -> [Callback]? {
    switch String(text) {
    case notApplicable: return nil
    case nothing: return []
    default:
      var calls: [Callback] = []
      for name in text.split(separator: ">", omittingEmptySubsequences: false) {
        guard let callback = Callback(rawValue: String(name)) else {
          throw SequenceError(value: String(text))
        }
        calls.append(callback)
      }
      return calls
    }
  }
}

/// A call sequence that names something other than a callback.
package struct SequenceError: Error, Equatable, Sendable, CustomStringConvertible {
  /// The rejected text.
  package var value: String

  package var description: String {
    "invalid call sequence \(value.messageQuoted): expected -, n/a or >-joined callbacks from "
      + Callback.allCases.map(\.rawValue).joined(separator: ", ")
  }
}
