import PushMatrixIO

/// The state an app is in when a remote notification arrives.
public enum AppState: String, CaseIterable, AxisValue, DeclarationOrdered {
  /// Running and on screen.
  case foreground
  /// Running in the background and executing code.
  case background
  /// In memory but not executing code.
  case suspended
  /// Not in memory: never launched since boot, or terminated by the system.
  case notRunning
  /// Swiped away by the user in the app switcher.
  case forceQuit

  public static let axis = AxisDeclaration<Self>(
    id: "state", title: LocalizedText("App state", "App 状态", "App 狀態"),
    label: \.label, default: nil, valuesNameTheAxis: true, hint: { hint(rejecting: $0) })

  /// The words people use for an app that is gone, which name no one state.
  static let goneWords: Set<String> = ["killed", "terminated", "closed", "quit", "dead"]

  /// Returns what to add to the message for a text that names no state: for a word such as
  /// `killed`, what each state it could mean is, since the answers differ; else the closest
  /// state.
  private static func hint(rejecting text: String) -> String? {
    guard goneWords.contains(text.lowercased()) else {
      return Suggestion.didYouMean(text, among: allCases.map(\.rawValue))
    }
    return "\(text.messageQuoted) could be "
      + [forceQuit, notRunning].map { "\($0.rawValue) (\($0.meaning.en))" }
      .joined(separator: " or ") + ", which iOS treats differently: name one"
  }

  /// The state in one line, for a command's help: its identifier and what it means.
  public var definition: String { "\(rawValue): \(meaning.en)" }

  /// Whether the app's process exists when the notification arrives.
  public var isInMemory: Bool {
    switch self {
    case .foreground, .background, .suspended: true
    case .notRunning, .forceQuit: false
    }
  }

  /// The state's name on pages, in the source documents' own terms.
  var label: LocalizedText {
    switch self {
    case .foreground: LocalizedText("foreground", "前台", "前臺")
    case .background: LocalizedText("background", "后台", "後臺")
    case .suspended: LocalizedText("suspended", "挂起", "掛起")
    case .notRunning: LocalizedText("not running", "关闭状态", "關閉狀態")
    case .forceQuit: LocalizedText("force-quit", "杀死", "殺死")
    }
  }

  /// What the state means, for the legend.
  package var meaning: LocalizedText {
    switch self {
    case .foreground: LocalizedText("running and on screen", "应用在前台", "App 處於前臺")
    case .background:
      LocalizedText("running in the background", "应用在后台,还在活跃状态", "App 處於後臺,仍在運行")
    case .suspended:
      LocalizedText("in memory but not executing code", "在内存中但不执行代码", "在內存中但不執行代碼")
    case .notRunning:
      LocalizedText(
        "not in memory: never launched, or terminated by the system", "未运行:未启动,或被系统终止",
        "App 未運行:未啟動,或被系統終止")
    case .forceQuit:
      LocalizedText(
        "swiped away by the user in the app switcher", "用户手动通过应用切换杀死应用", "用戶在多任務界面手動殺死 App")
    }
  }
}

extension Scenario {
  /// The app's state when the notification arrives.
  public var state: AppState {
    get { self[AppState.self] }
    set { self[AppState.self] = newValue }
  }
}
