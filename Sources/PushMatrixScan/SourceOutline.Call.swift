extension SourceOutline {
  /// A call a function makes, named as the source names it, with what is known of the object
  /// it is made on and of the closures around it.
  package struct Call: Equatable, Sendable {
    /// What the call is made on.
    package enum Receiver: Equatable, Sendable {
      /// Nothing is written: a method of the same type, or a free function.
      case implicit
      /// `self`.
      case selfObject
      /// A type named in the source, or something reached from it such as `Manager.shared`;
      /// for `init`, the type being created.
      case type(String)
      /// Anything else: a variable, a parameter, the result of another call.
      case unknown
    }

    /// The name called: a base name, the first piece of a selector, a property, or `init`.
    package var name: String
    /// What it is called on.
    package var receiver: Receiver
    /// The line of the name.
    package var line: Int
    /// The calls whose closures enclose this one, innermost first.
    package var closures: Closures
    /// For `send(.appDelegate(.didFinishLaunching))`, the enum cases of the action sent,
    /// outermost first: the reducers' `case` clauses that handle it run at once; else `nil`.
    package var action: [String]?

    /// Creates a call.
    package init(
      name: String, receiver: Receiver, line: Int, closures: Closures = [],
      action: [String]? = nil
    ) {
      self.name = name
      self.receiver = receiver
      self.line = line
      self.closures = closures
      self.action = action
    }
  }
}
