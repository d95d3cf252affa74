import PushMatrixIO
import PushMatrixModel

/// The app-delegate and notification-center-delegate methods the scan looks for, with every
/// spelling that implements them: Swift, Swift `async`, and Objective-C.
package enum DelegateMethod: CaseIterable, Sendable {
  /// `application(_:didReceiveRemoteNotification:)`.
  case legacyReceive
  /// `application(_:didReceiveRemoteNotification:fetchCompletionHandler:)`, or the `async`
  /// `application(_:didReceiveRemoteNotification:) async -> UIBackgroundFetchResult`.
  case fetchReceive
  /// `userNotificationCenter(_:willPresent:withCompletionHandler:)`, or its `async` form.
  case willPresent
  /// `userNotificationCenter(_:didReceive:withCompletionHandler:)`, or its `async` form.
  case didReceiveResponse
  /// The iOS 8–10 action handler,
  /// `application(_:handleActionWithIdentifier:forRemoteNotification:completionHandler:)` and
  /// its `withResponseInfo:` variant.
  case actionHandler
  /// `application(_:willFinishLaunchingWithOptions:)` or `…didFinishLaunchingWithOptions:`.
  case launch
  /// `application(_:configurationForConnecting:options:)`, which makes an app scene-based.
  case sceneConfiguration

  /// One way to write a method: its selector, and whether it must be `async` (`nil`: either).
  private typealias Spelling = (selector: String, isAsync: Bool?)

  /// The spellings that implement the method.
  private var spellings: [Spelling] {
    switch self {
    case .legacyReceive:
      [
        ("application(_:didReceiveRemoteNotification:)", false),
        ("application:didReceiveRemoteNotification:", nil),
      ]
    case .fetchReceive:
      [
        ("application(_:didReceiveRemoteNotification:fetchCompletionHandler:)", nil),
        ("application(_:didReceiveRemoteNotification:)", true),
        ("application:didReceiveRemoteNotification:fetchCompletionHandler:", nil),
      ]
    case .willPresent:
      [
        ("userNotificationCenter(_:willPresent:withCompletionHandler:)", nil),
        ("userNotificationCenter(_:willPresent:)", true),
        ("userNotificationCenter:willPresentNotification:withCompletionHandler:", nil),
      ]
    case .didReceiveResponse:
      [
        ("userNotificationCenter(_:didReceive:withCompletionHandler:)", nil),
        ("userNotificationCenter(_:didReceive:)", true),
        ("userNotificationCenter:didReceiveNotificationResponse:withCompletionHandler:", nil),
      ]
    case .actionHandler:
      [
        ("application(_:handleActionWithIdentifier:forRemoteNotification:completionHandler:)", nil),
        (
          "application(_:handleActionWithIdentifier:forRemoteNotification:withResponseInfo:"
            + "completionHandler:", nil
        ),
        ("application:handleActionWithIdentifier:forRemoteNotification:completionHandler:", nil),
        (
          "application:handleActionWithIdentifier:forRemoteNotification:withResponseInfo:"
            + "completionHandler:", nil
        ),
      ]
    case .launch:
      [
        ("application(_:willFinishLaunchingWithOptions:)", nil),
        ("application(_:didFinishLaunchingWithOptions:)", nil),
        ("application:willFinishLaunchingWithOptions:", nil),
        ("application:didFinishLaunchingWithOptions:", nil),
      ]
    case .sceneConfiguration:
      [
        ("application(_:configurationForConnecting:options:)", nil),
        ("application:configurationForConnectingSceneSession:options:", nil),
      ]
    }
  }

  /// Every spelling's selector, with the method and whether it must be `async`.
  private static let bySelector: [String: [(method: DelegateMethod, isAsync: Bool?)]] = {
    var table: [String: [(method: DelegateMethod, isAsync: Bool?)]] = [:]
    for method in allCases {
      for spelling in method.spellings {
        table[spelling.selector, default: []].append((method, spelling.isAsync))
      }
    }
    return table
  }()

  /// The method a function implements, or `nil` for any other function.
  package init?(_ function: SourceOutline.Function) {
    guard function.kind == .method,
      let match = Self.bySelector[function.selector]?.first(where: {
        $0.isAsync.map { $0 == function.isAsync } ?? true
      })
    else { return nil }
    self = match.method
  }

  /// The callback of the callbacks axis the method is, or `nil` for the others.
  package var callback: Callback? {
    switch self {
    case .legacyReceive: .legacyReceive
    case .fetchReceive: .fetchReceive
    case .willPresent: .willPresent
    case .didReceiveResponse: .didReceiveResponse
    case .actionHandler, .launch, .sceneConfiguration: nil
    }
  }
}
