/// What a table, row or column is about, by axis, so that readers can filter by it.
public struct Facets: Sendable, Hashable {
  /// The releases covered, ascending; empty when any release.
  public var versions: [OSVersion]
  public var state: AppState?
  public var callbacks: CallbackSet?
  public var presentation: Presentation?
  public var payload: Payload?
  public var backgroundMode: BackgroundMode?

  /// Creates facets; every axis defaults to any value.
  public init(
    versions: [OSVersion] = [], state: AppState? = nil, callbacks: CallbackSet? = nil,
    presentation: Presentation? = nil, payload: Payload? = nil,
    backgroundMode: BackgroundMode? = nil
  ) {
    self.versions = versions
    self.state = state
    self.callbacks = callbacks
    self.presentation = presentation
    self.payload = payload
    self.backgroundMode = backgroundMode
  }
}
