import Foundation

/// The shelves a notification can name, and which of them the user last opened.
final class ShelfStore {
  private(set) var opened: String?
  private(set) var stock: [String: Int] = [:]

  /// Records the stock counts a silent push carries.
  func refresh(from userInfo: [AnyHashable: Any]) {
    guard let counts = userInfo["stock"] as? [String: Int] else { return }
    stock.merge(counts) { $1 }
  }

  /// Remembers the shelf a tapped notification names.
  func open(_ userInfo: [AnyHashable: Any]) {
    opened = userInfo["shelf"] as? String
  }
}
