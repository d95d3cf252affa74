import ComposableArchitecture

@Reducer
struct AppFeature {
  struct State: Equatable {}

  enum Action {
    case appDelegate(AppDelegateFeature.Action)
    case userNotifications(UserNotificationClient.DelegateEvent)
    case remindersButtonTapped
  }

  @Dependency(\.userNotifications) var userNotifications

  var body: some ReducerOf<Self> {
    Scope(state: \.self, action: \.appDelegate) { AppDelegateFeature() }
    Reduce { state, action in
      switch action {
      case .userNotifications(.willPresentNotification(_, let completionHandler)):
        return .run { _ in completionHandler([.banner, .list, .sound]) }
      case .remindersButtonTapped:
        return .run { _ in await userNotifications.register() }
      case .appDelegate, .userNotifications:
        return .none
      }
    }
  }
}

@Reducer
struct AppDelegateFeature {
  struct State: Equatable {}

  enum Action {
    case didFinishLaunching
  }

  @Dependency(\.userNotifications) var userNotifications

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .didFinishLaunching:
      // Made here, while the store runs its reducers in send: the delegate is set at launch.
      let events = userNotifications.delegate()
      return .run { _ in
        for await _ in events {}
      }
    }
  }
}
