import PushMatrixIO

/// What an SDK calls in the app's JavaScript or Dart after the native callbacks: the SDK layer's
/// part of an ``Outcome`` (``RoutingStage/sdk``).
public struct SDKHandlers: Hashable, Sendable {
  /// The handlers on arrival, in order, named as the SDK documents them.
  public var arrival: [String]
  /// The handlers when the user answers the notification; `nil` when nothing was shown or kept
  /// to answer.
  public var tap: [String]?
  /// The rules that decided, arrival's first, each once.
  public var rules: [String]
  /// The weakest basis of those rules.
  public var basis: Basis

  /// Creates the SDK layer's outcome.
  public init(arrival: [String], tap: [String]?, rules: [String], basis: Basis) {
    self.arrival = arrival
    self.tap = tap
    self.rules = rules
    self.basis = basis
  }

  /// The written form of handlers: joined by `>`, `-` for none.
  public static func text(_ handlers: [String]) -> String {
    handlers.isEmpty ? CallSequence.nothing : handlers.joined(separator: ">")
  }

  /// Reads handlers as ``text(_:)`` writes them; `nil` for `n/a`.
  ///
  /// - Throws: when the text is empty or a handler's name is.
  static func parse(_ text: String) throws(OutcomeColumn.CellError.Problem) -> [String]? {
    switch text {
    case "": throw .empty
    case CallSequence.notApplicable: return nil
    case CallSequence.nothing: return []
    default:
      let names = text.split(separator: ">", omittingEmptySubsequences: false).map(String.init)
      guard names.allSatisfy({ !$0.isEmpty && !$0.contains(" ") }) else {
        throw .malformedCalls("invalid handlers \(text.messageQuoted)")
      }
      return names
    }
  }
}

extension SDKHandlers {
  /// The handlers behind a reference, as an outcome holds them (``Outcome/sdk``).
  final class Box: Sendable {
    let handlers: SDKHandlers

    init(_ handlers: SDKHandlers) { self.handlers = handlers }
  }

  /// No handler and no rule yet, for reading cells into.
  static let empty = SDKHandlers(arrival: [], tap: nil, rules: [], basis: .observed)
}
