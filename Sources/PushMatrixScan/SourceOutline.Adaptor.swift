extension SourceOutline {
  /// A SwiftUI app-delegate adaptor property: `@UIApplicationDelegateAdaptor`, or another
  /// platform's such as `@WKApplicationDelegateAdaptor`, and the delegate type it creates.
  package struct Adaptor: Equatable, Sendable {
    /// The attribute, such as `@UIApplicationDelegateAdaptor`.
    package var attribute: String
    /// The app delegate type, `AppDelegate` in `@UIApplicationDelegateAdaptor(AppDelegate.self)`.
    package var type: String
    /// The type the property belongs to, the SwiftUI `App`.
    package var owner: String?
    /// The line of the attribute.
    package var line: Int

    /// Creates an adaptor.
    package init(attribute: String, type: String, owner: String?, line: Int) {
      self.attribute = attribute
      self.type = type
      self.owner = owner
      self.line = line
    }
  }
}
