// Generated from AxisRegistry.axes by RoutingContextAxesTests: do not edit. After an axis
// joins, leaves or moves in the registry, write it again with
// PUSHMATRIX_GENERATE=1 swift test --filter RoutingContextAxesTests

import PushMatrixModel

extension RoutingContext {
  /// The value of every registered axis, read out of a scenario's key once: rules read them
  /// as the context's own properties (`context.state`).
  public struct Axes: Sendable {
    /// The value of the `state` axis, titled "App state" on pages.
    public let state: AppState
    /// The value of the `callbacks` axis, titled "Callbacks" on pages.
    public let callbacks: CallbackSet
    /// The value of the `payload` axis, titled "Payload" on pages.
    public let payload: Payload
    /// The value of the `presentation` axis, titled "willPresent passes" on pages.
    public let presentation: Presentation
    /// The value of the `backgroundMode` axis, titled "Background mode" on pages.
    public let backgroundMode: BackgroundMode
    /// The value of the `lifecycle` axis, titled "App lifecycle" on pages.
    public let lifecycle: Lifecycle
    /// The value of the `authorization` axis, titled "Permission" on pages.
    public let authorization: Authorization
    /// The value of the `backgroundRefresh` axis, titled "Background App Refresh" on pages.
    public let backgroundRefresh: BackgroundRefresh
    /// The value of the `response` axis, titled "User response" on pages.
    public let response: Response
    /// The value of the `delegateTiming` axis, titled "Delegate set" on pages.
    public let delegateTiming: DelegateTiming
    /// The value of the `mutableContent` axis, titled "mutable-content" on pages.
    public let mutableContent: MutableContent
    /// The value of the `serviceExtension` axis, titled "Service extension" on pages.
    public let serviceExtension: ServiceExtension
    /// The value of the `pushType` axis, titled "Push type header" on pages.
    public let pushType: PushType
    /// The value of the `priority` axis, titled "Priority header" on pages.
    public let priority: Priority

    /// Reads every axis's value out of a key.
    init(_ key: ScenarioKey) {
      let at = Self.positions
      state = key.value(AppState.self, at: at.state)
      callbacks = key.value(CallbackSet.self, at: at.callbacks)
      payload = key.value(Payload.self, at: at.payload)
      presentation = key.value(Presentation.self, at: at.presentation)
      backgroundMode = key.value(BackgroundMode.self, at: at.backgroundMode)
      lifecycle = key.value(Lifecycle.self, at: at.lifecycle)
      authorization = key.value(Authorization.self, at: at.authorization)
      backgroundRefresh = key.value(BackgroundRefresh.self, at: at.backgroundRefresh)
      response = key.value(Response.self, at: at.response)
      delegateTiming = key.value(DelegateTiming.self, at: at.delegateTiming)
      mutableContent = key.value(MutableContent.self, at: at.mutableContent)
      serviceExtension = key.value(ServiceExtension.self, at: at.serviceExtension)
      pushType = key.value(PushType.self, at: at.pushType)
      priority = key.value(Priority.self, at: at.priority)
    }

    /// The registry position of each axis, looked up once: a context is made several times
    /// per routed scenario.
    private static let positions = (
      state: AxisRegistry.position(of: AppState.self),
      callbacks: AxisRegistry.position(of: CallbackSet.self),
      payload: AxisRegistry.position(of: Payload.self),
      presentation: AxisRegistry.position(of: Presentation.self),
      backgroundMode: AxisRegistry.position(of: BackgroundMode.self),
      lifecycle: AxisRegistry.position(of: Lifecycle.self),
      authorization: AxisRegistry.position(of: Authorization.self),
      backgroundRefresh: AxisRegistry.position(of: BackgroundRefresh.self),
      response: AxisRegistry.position(of: Response.self),
      delegateTiming: AxisRegistry.position(of: DelegateTiming.self),
      mutableContent: AxisRegistry.position(of: MutableContent.self),
      serviceExtension: AxisRegistry.position(of: ServiceExtension.self),
      pushType: AxisRegistry.position(of: PushType.self),
      priority: AxisRegistry.position(of: Priority.self)
    )
  }
}
