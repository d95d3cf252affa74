import UIKit

// The consumer build of Harbor: no push.
@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
  var window: UIWindow?
}
