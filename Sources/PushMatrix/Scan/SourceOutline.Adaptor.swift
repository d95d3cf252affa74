extension SourceOutline {
  /// A SwiftUI `@UIApplicationDelegateAdaptor` property: the app delegate type it creates.
  package struct Adaptor: Equatable, Sendable {
    /// The app delegate type, `AppDelegate` in `@UIApplicationDelegateAdaptor(AppDelegate.self)`.
    package var type: String
    /// The type the property belongs to, the SwiftUI `App`.
    package var owner: String?
    /// The line of the attribute.
    package var line: Int

    /// Creates an adaptor.
    package init(type: String, owner: String?, line: Int) {
      self.type = type
      self.owner = owner
      self.line = line
    }
  }
}
