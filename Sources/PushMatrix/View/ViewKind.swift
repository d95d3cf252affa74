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
  /// One row per scenario, as `pushmatrix export` prints it.
  case long
}
