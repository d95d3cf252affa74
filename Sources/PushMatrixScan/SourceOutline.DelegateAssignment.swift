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

    /// Returns what the value an assignment starts with makes the delegate, or `nil` for `nil`,
    /// which removes the delegate rather than setting one.
    ///
    /// - Parameter value: the tokens from the value on.
    /// - Returns: `self`; a type's instance, made (`Handler()`, `[[Handler alloc] init]`) or
    ///   shared (`Handler.shared`, `[Handler sharedInstance]`); or else the value as written.
    package static func target(of value: ArraySlice<SourceToken>) -> Target? {
      let words = Array(value.prefix(4))
      guard let first = words.first, !first.isIdentifier("nil") else { return nil }
      let second = words.count > 1 ? words[1] : nil
      if first.isIdentifier("self") && !(second?.isPunctuation(".") ?? false) { return .selfObject }
      if first.isTypeName
        && (second?.isPunctuation("(") ?? false
          || (second?.isPunctuation(".") ?? false && words.count > 2
            && givesInstance(words[2].text)))
      {
        return .type(first.text)
      }
      // A message to a type, `[Handler shared]`, perhaps inside another, `[[Handler alloc] init]`.
      let message = words.drop { $0.isPunctuation("[") }
      if first.isPunctuation("["), message.count >= 2, message.first!.isTypeName,
        givesInstance(message.dropFirst().first!.text)
      {
        return .type(message.first!.text)
      }
      let line = first.line
      return .other(
        value.prefix(4).prefix {
          $0.line == line && !$0.isPunctuation("}") && !$0.isPunctuation(";")
        }.map(\.text).joined())
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
    package var closures: Closures
    /// The declared type of the name it is made on, such as a protocol the notification
    /// center conforms to, or `nil` when it is made on the center itself.
    package var receiverType: String?

    /// Creates an assignment.
    package init(
      target: Target, line: Int, function: Int?, owner: String?, closures: Closures = []
    ) {
      self.target = target
      self.line = line
      self.function = function
      self.owner = owner
      self.closures = closures
    }
  }
}
