import PushMatrixIO
import PushMatrixModel

/// The written form of an ordered list of callbacks, as tables, goldens and observations use it.
///
/// Callbacks are joined by `>`; an empty list is `-`; a tap that cannot happen because nothing
/// was shown is `n/a`.
public enum CallSequence {
  /// The text for an empty sequence.
  public static let nothing = "-"
  /// The text for a tap when nothing was shown.
  public static let notApplicable = "n/a"

  /// Returns the written form of a sequence.
  public static func text(_ calls: Calls) -> String {
    calls.isEmpty ? nothing : calls.map(\.rawValue).joined(separator: ">")
  }

  /// Returns the written form of a tap, which is `n/a` when nothing was shown.
  public static func text(tap: Calls?) -> String { tap.map(text) ?? notApplicable }

  /// Parses a written sequence; `n/a` gives `nil`.
  ///
  /// - Throws: ``SequenceError`` naming the text, when a name is not a callback.
  public static func parse(_ text: some StringProtocol) throws(SequenceError) -> Calls? {
    switch String(text) {
    case notApplicable: return nil
    case nothing: return []
    default:
      var calls = Calls()
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
public struct SequenceError: Error, Equatable, Sendable, CustomStringConvertible {
  /// The rejected text.
  public var value: String

  public var description: String {
    "invalid call sequence \(value.messageQuoted): expected -, n/a or >-joined callbacks from "
      + Callback.allCases.map(\.rawValue).joined(separator: ", ")
  }
}
