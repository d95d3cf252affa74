/// A family of decisions the router makes for every scenario, one stage of its pipeline.
///
/// The router runs its stages in the order of its ``RoutingStages`` (``Router/stages``); each
/// fills the outcome columns that name it as their family (``OutcomeColumn/family``). A family
/// that only some tables ask for, such as a later SDK layer, is a new case here, its branch in
/// ``Router``, and its columns in ``OutcomeColumns``: a router built with it appends it to
/// ``RoutingStages/standard``, and a table of that router's outcomes asks the registry for
/// ``OutcomeColumns/columns(of:)``.
public enum RoutingStage: UInt8, CaseIterable, Sendable {
  /// The arrival rules: the banner, Notification Center, the arrival calls and their notes.
  case arrival = 1
  /// The tap rules: what answering the shown or kept notification calls.
  case tap
  /// The extension rules: whether the app's service extension runs.
  case `extension`
  /// The quirks whose releases hold the scenario's, each changing the outcome.
  case quirks
  /// The launch rules: where a launching notification reaches the launch code, from the final
  /// calls, quirks included.
  case launch
  /// The note rules: remarks on the finished outcome.
  case notes
  /// A cross-platform SDK's bridge: the handlers its JavaScript or Dart layer calls after the
  /// native callbacks (``SDKBridge``); only a router built for an SDK runs it.
  case sdk
}
