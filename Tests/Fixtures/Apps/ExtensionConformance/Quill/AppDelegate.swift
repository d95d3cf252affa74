import UIKit

/// Quill's app delegate, a notes app that syncs shared notebooks.
@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
  var window: UIWindow?

  func application(
    _ application: UIApplication,
    willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
  ) -> Bool {
    PushCenter.shared.activate(with: self)
    return true
  }
}
