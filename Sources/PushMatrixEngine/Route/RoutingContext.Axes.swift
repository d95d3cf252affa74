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

    /// Reads every axis's value out of a key, one digit (``ScenarioKey``) at a time.
    init(_ key: ScenarioKey) {
      let values = Self.values
      var rest = key.rawValue
      priority = values.priority[rest % 3]
      rest /= 3
      pushType = values.pushType[rest % 4]
      rest /= 4
      serviceExtension = values.serviceExtension[rest % 2]
      rest /= 2
      mutableContent = values.mutableContent[rest % 2]
      rest /= 2
      delegateTiming = values.delegateTiming[rest % 2]
      rest /= 2
      response = values.response[rest % 6]
      rest /= 6
      backgroundRefresh = values.backgroundRefresh[rest % 3]
      rest /= 3
      authorization = values.authorization[rest % 3]
      rest /= 3
      lifecycle = values.lifecycle[rest % 2]
      rest /= 2
      backgroundMode = values.backgroundMode[rest % 2]
      rest /= 2
      presentation = values.presentation[rest % 5]
      rest /= 5
      payload = values.payload[rest % 3]
      rest /= 3
      callbacks = values.callbacks[rest % 16]
      rest /= 16
      state = values.state[rest % 5]
    }

    /// Each axis's values in canonical order, read once.
    ///
    /// The reading above writes in the registry's value counts as they were when this file
    /// was generated; they must not have changed since.
    private static let values = {
      precondition(
        AxisRegistry.axes.map(\.count) == [5, 16, 3, 5, 2, 2, 3, 3, 6, 2, 2, 2, 4, 3],
        "RoutingContext.Axes is older than AxisRegistry: generate it again")
      return (
        state: AppState.axis.values,
        callbacks: CallbackSet.axis.values,
        payload: Payload.axis.values,
        presentation: Presentation.axis.values,
        backgroundMode: BackgroundMode.axis.values,
        lifecycle: Lifecycle.axis.values,
        authorization: Authorization.axis.values,
        backgroundRefresh: BackgroundRefresh.axis.values,
        response: Response.axis.values,
        delegateTiming: DelegateTiming.axis.values,
        mutableContent: MutableContent.axis.values,
        serviceExtension: ServiceExtension.axis.values,
        pushType: PushType.axis.values,
        priority: Priority.axis.values
      )
    }()
  }
}
