import PushMatrixModel

/// A layout of the matrix that people read, named by its stable public identifier.
public enum ViewKind: String, CaseIterable, Sendable {
  /// One table per callback set and presentation: rows iOS versions, columns app states; the
  /// layout of 【iOS】測試下遠程推送接收通知的那些方法的調用順序.
  case byCallbacks = "by-callbacks"
  /// One table per iOS version and payload: rows callback sets, columns app states; the layout
  /// of 通知那些事儿(六):更多的注意点.
  case byOS = "by-os"
  /// One table per payload and callback set: rows app states, columns iOS epochs; the layout of
  /// How to handle remote notification with background mode enabled.
  case byPayload = "by-payload"
  /// What changes under each condition: a section per value of a condition besides its default,
  /// a table per way its cells differ from the default conditions' cells.
  case conditions
  /// Whether the app's Notification Service Extension runs, with `mutable-content` and the
  /// extension held together: a table per condition that may change it, the app states as
  /// columns, and one without either of the two.
  case serviceExtension = "service-extension"
  /// One row per scenario, as `pushmatrix export` prints it.
  case long

  /// Whether the view lays out the cells of its space by key, which the routed space must then
  /// work out up front; the others route their scenarios as they go.
  public var laysOutCells: Bool {
    switch self {
    case .byCallbacks, .byOS, .byPayload: true
    case .conditions, .serviceExtension, .long: false
    }
  }
}
