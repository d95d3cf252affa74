import PushMatrixIO

extension SourceOutline {
  /// A function with a body: a method, an initializer, a free function, or the initial value
  /// or accessors of a property, which run like a function when the property is first read.
  package struct Function: Equatable, Sendable {
    /// What kind of function it is.
    package enum Kind: Equatable, Sendable {
      /// A method of a type, or a free function when it has no owner.
      case method
      /// A Swift `init` or an Objective-C `init…` method.
      case initializer
      /// A stored property's initial value, run when its instance (or, for a static property,
      /// the property) is first made.
      case property
      /// A computed property's getter, setter or observers, run whenever it is read or set.
      case accessors
      /// A `case` clause of a reducer's `switch action` (The Composable Architecture), run when
      /// a store is sent an action it matches; its ``SourceOutline/Function/actions`` say which.
      case actionCase
    }

    /// What kind of function it is.
    package var kind: Kind
    /// The type it belongs to, or `nil` for a free function or a global.
    package var owner: String?
    /// Its base name: `application` in `application(_:didFinishLaunchingWithOptions:)`, or
    /// the first piece of an Objective-C selector, or the property's name.
    package var name: String
    /// Its argument labels, `_` for none; for Objective-C, `_` then the selector's pieces after
    /// the first, which play the labels' part.
    package var labels: [String]
    /// The names its parameters have inside its body, in order.
    package var parameters: [String]
    /// Whether it is declared `async`.
    package var isAsync: Bool
    /// Whether it belongs to the type rather than to an instance (`static`, `class`, `+`).
    package var isStatic: Bool
    /// The property wrapper written before a property, such as `@StateObject`, or `nil`.
    package var wrapper: String?
    /// The line of its name.
    package var line: Int
    /// The range of its body's tokens, or of a property's initial value.
    package var body: Range<Int>
    /// The calls its body makes, in order.
    package var calls: [Call]
    /// The selector as its language writes it: `application(_:didReceiveRemoteNotification:)`
    /// in Swift, `application:didReceiveRemoteNotification:` in Objective-C; a property's name;
    /// an action case's pattern.
    package var selector: String
    /// For an action case, the enum cases each of its patterns names, outermost first:
    /// `[["appDelegate", "didFinishLaunching"]]` for `case .appDelegate(.didFinishLaunching):`;
    /// `nil` for any other function, which then costs a copy nothing to retain.
    package var actions: [[String]]?

    /// Creates a function whose body is not read yet; without a selector, it is spelt as Swift
    /// writes it from the name and the labels.
    package init(
      kind: Kind, owner: String?, name: String, labels: [String] = [], parameters: [String] = [],
      isAsync: Bool = false, isStatic: Bool = false, wrapper: String? = nil, line: Int,
      body: Range<Int> = 0..<0, calls: [Call] = [], selector: String? = nil
    ) {
      self.kind = kind
      self.owner = owner
      self.name = name
      self.labels = labels
      self.selector =
        selector
        ?? (kind == .property || kind == .accessors
          ? name : name + "(" + labels.map { $0 + ":" }.joined() + ")")
      self.parameters = parameters
      self.isAsync = isAsync
      self.isStatic = isStatic
      self.wrapper = wrapper
      self.line = line
      self.body = body
      self.calls = calls
    }

    /// The function as findings name it: `AppDelegate.application(_:didFinishLaunchingWithOptions:)`,
    /// or `AppReducer's case .didFinishLaunching`.
    package var qualifiedName: String {
      guard kind != .actionCase else { return owner.map { $0 + "'s " + selector } ?? selector }
      return owner.map { $0 + "." + selector } ?? selector
    }
  }
}
