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

    /// Whether a member of a type gives an instance of it: `shared`, `sharedInstance`,
    /// `default`, `current`, and `alloc` or `new` in Objective-C; `Type.delegate` may hold
    /// anything.
    package static func givesInstance(_ member: String) -> Bool {
      member.hasPrefix("shared")
        || ["default", "instance", "current", "main", "standard", "alloc", "new"].contains(member)
    }

    /// Returns an assigned value as the source writes it: its first few tokens on its line, up
    /// to the end of the statement.
    package static func written(_ tokens: ArraySlice<SourceToken>) -> String {
      guard let first = tokens.first else { return "" }
      return tokens.prefix(4).prefix {
        $0.line == first.line && !$0.isPunctuation("}") && !$0.isPunctuation(";")
      }.map(\.text).joined()
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
