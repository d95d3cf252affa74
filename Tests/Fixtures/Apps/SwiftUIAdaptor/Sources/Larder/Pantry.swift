import SwiftUI

/// The items in the pantry and the shopping list.
@MainActor
final class Pantry: ObservableObject {
  @Published var items: [String] = []
}

/// The shopping list, shared with the notification handlers.
actor ShoppingList {
  static let shared = ShoppingList()
  private var opened: String?

  /// Reloads a list a notification says has changed.
  func refresh(_ list: String) {
    opened = list
  }

  /// Opens the item a tapped notification names.
  func open(_ item: String?) {
    opened = item
  }
}

/// The pantry's main screen.
struct PantryView: View {
  @EnvironmentObject private var pantry: Pantry

  var body: some View {
    List(pantry.items, id: \.self) { Text($0) }
  }
}
