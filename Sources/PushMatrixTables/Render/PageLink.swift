/// A link in a page's header to a page generated beside it, such as another view.
public struct PageLink: Sendable, Hashable {
  /// The text shown, such as `by-os`.
  public var label: String
  /// The address relative to the page, or `nil` for the page itself, which is named unlinked.
  public var address: String?

  /// Creates a link.
  public init(label: String, address: String?) {
    self.label = label
    self.address = address
  }
}
