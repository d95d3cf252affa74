extension SourceOutline {
  /// An assignment to the notification center's delegate:
  /// `UNUserNotificationCenter.current().delegate = self`, or its Objective-C spellings.
  package struct DelegateAssignment: Equatable, Sendable {
    /// The object made the delegate.
    package enum Target: Equatable, Sendable {
      /// `self`, an instance of the enclosing type.
      case selfObject
      /// An instance of a type named in the source: `Handler.shared`, `Handler()`.
      case type(String)
      /// Anything else, as the source writes it.
      case other(String)
    }

    /// The object made the delegate.
    package var target: Target
    /// The line of `delegate`.
    package var line: Int
    /// The index in ``SourceOutline/functions`` of the function it is made in, or `nil` at
    /// the top level.
    package var function: Int?
    /// The type it is made in, or `nil`.
    package var owner: String?
    /// The calls whose closures enclose it, innermost first, as ``Call/closures``.
    package var closures: [String]

    /// Creates an assignment.
    package init(
      target: Target, line: Int, function: Int?, owner: String?, closures: [String] = []
    ) {
      self.target = target
      self.line = line
      self.function = function
      self.owner = owner
      self.closures = closures
    }
  }
}
