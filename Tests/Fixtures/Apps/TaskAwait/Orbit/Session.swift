import Foundation

actor Session {
  private var token: String?

  func restore() async {
    token = UserDefaults.standard.string(forKey: "token")
  }

  func open(_ userInfo: [AnyHashable: Any]) async {
    _ = userInfo["thread"]
  }
}
