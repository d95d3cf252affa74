/// What `willPresent` passes to its completion handler for a foreground notification.
///
/// From iOS 14 `.banner` and `.list` are separate options: `.banner` alone shows a banner that
/// leaves nothing in Notification Center once it is gone, `.list` alone keeps the notification
/// there without a banner, and both together do both. `.alert`, the only visible option on
/// iOS 10–13 and deprecated in iOS 14 in favour of both, is `banner+list`.
public enum Presentation: String, CaseIterable, AxisValue, DeclarationOrdered {
  /// No visible option (`[]`, or `.sound` or `.badge` alone): nothing is shown.
  case none
  /// `.banner` without `.list`, from iOS 14: a banner, and nothing kept once it is gone.
  case banner
  /// `.list` without `.banner`, from iOS 14: no banner, but Notification Center keeps it.
  case list
  /// `.banner` with `.list` from iOS 14, or `.alert`: a banner, and Notification Center keeps it.
  case bannerAndList = "banner+list"
  /// The app does not implement `willPresent`, so there is nothing to pass.
  case notApplicable = "n/a"

  /// The value a command or a page assumes when it is not told what `willPresent` passes: what
  /// `.alert` made before iOS 14 and what most apps pass since.
  public static let assumed = Presentation.bannerAndList

  public static let axis = AxisDeclaration<Self>(
    id: "presentation",
    title: LocalizedText("willPresent passes", "willPresent 参数", "willPresent 參數"),
    values: allCases, identifier: \.rawValue, label: \.label, default: nil,
    introducedValues: [.banner: Epoch.bannerAndList, .list: Epoch.bannerAndList],
    constraint: AxisConstraint(
      dependsOn: CallbackSet.axis.id,
      hint: "n/a exactly when willPresent is not implemented",
      allowed: {
        $0.callbacks.contains(.willPresent)
          ? [.none, .banner, .list, .bannerAndList] : [.notApplicable]
      },
      assumed: assumed),
    alsoAccepted: "Apple's options as Swift or Objective-C writes them, such as [.banner, .list], "
      + "[.banner, .sound], .alert, .list or [] (.alert is banner+list)",
    parse: { Presentation(rawValue: $0) ?? Presentation(appleSpelling: $0) })

  /// Whether the option shows the notification as a banner.
  public var showsBanner: Bool { self == .banner || self == .bannerAndList }

  /// Whether the option leaves the notification in Notification Center: `.list`, with or
  /// without a banner.
  public var keepsNotification: Bool { self == .list || self == .bannerAndList }

  /// Creates the presentation that a set of Apple's option names makes, such as `banner` and
  /// `sound`, written as Swift names them; `nil` when one of them is not a presentation option.
  ///
  /// `.alert` stands for `.banner` with `.list`, as the SDK's deprecation message says; options
  /// that show nothing (`.sound`, `.badge`) make `none` alone.
  public init?(optionNames names: some Sequence<String>) {
    let known: Set<String> = ["banner", "alert", "list", "sound", "badge"]
    let names = Set(names)
    guard names.isSubset(of: known) else { return nil }
    let banner = names.contains("banner") || names.contains("alert")
    let list = names.contains("list") || names.contains("alert")
    switch (banner, list) {
    case (true, true): self = .bannerAndList
    case (true, false): self = .banner
    case (false, true): self = .list
    case (false, false): self = .none
    }
  }

  /// Reads Apple's spelling of a set of options: a Swift option set such as `[.banner, .list]`,
  /// `.alert` or `[]`, with or without the type's name, or Objective-C constants joined by `|`
  /// such as `UNNotificationPresentationOptionAlert | UNNotificationPresentationOptionSound`,
  /// or `0`; `nil` for anything else.
  init?(appleSpelling text: String) {
    let swiftType = "UNNotificationPresentationOptions"
    let objectiveCPrefix = "UNNotificationPresentationOption"
    var body = Self.trimmed(Substring(text))
    if body == "0" {
      self = .none
      return
    }
    let isSet = body.hasPrefix("[") && body.hasSuffix("]") && body.count > 1
    if isSet { body = Self.trimmed(body.dropFirst().dropLast()) }
    let items = body.split(separator: isSet ? "," : "|", omittingEmptySubsequences: false)
      .map(Self.trimmed)
    if isSet && body.isEmpty {
      self = .none
      return
    }
    var names: [String] = []
    for var item in items {
      if item.hasPrefix(swiftType + ".") { item = item.dropFirst(swiftType.count) }
      if item.hasPrefix("."), item.count > 1, items.count == 1 || isSet {
        names.append(String(item.dropFirst()))
      } else if !isSet, item.hasPrefix(objectiveCPrefix), item.count > objectiveCPrefix.count {
        let option = item.dropFirst(objectiveCPrefix.count)
        guard option != "None" else { continue }
        names.append(option.prefix(1).lowercased() + option.dropFirst())
      } else {
        return nil
      }
    }
    self.init(optionNames: names)
  }

  /// Returns text without the spaces around it.
  private static func trimmed(_ text: Substring) -> Substring {
    guard let first = text.firstIndex(where: { $0 != " " }),
      let last = text.lastIndex(where: { $0 != " " })
    else { return "" }
    return text[first...last]
  }

  private var label: LocalizedText {
    switch self {
    case .none: LocalizedText("willPresent passes none", "willPresent 传 0", "willPresent 傳 0")
    case .banner:
      LocalizedText(
        "willPresent passes .banner alone", "willPresent 只传 .banner", "willPresent 只傳 .banner")
    case .list:
      LocalizedText(
        "willPresent passes .list alone", "willPresent 只传 .list", "willPresent 只傳 .list")
    case .bannerAndList:
      LocalizedText(
        "willPresent passes banner+list (.alert)", "willPresent 传 .banner+.list(.alert)",
        "willPresent 傳 .banner+.list(.alert)")
    case .notApplicable: LocalizedText(verbatim: "n/a")
    }
  }
}

extension Scenario {
  /// What `willPresent` passes, or `n/a` when the app does not implement it.
  public var presentation: Presentation {
    get { self[Presentation.self] }
    set { self[Presentation.self] = newValue }
  }
}
