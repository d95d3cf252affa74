import PushMatrixIO
import PushMatrixModel

extension ProfileInference {
  /// What React Native Firebase's `willPresent` does with the delegate it keeps, one set before
  /// the app finished launching, by release (docs/research/sdk-bridges/rnfb.md, F).
  enum RNFBForwarding: Equatable {
    /// Before 23.8.5: it calls the completion handler with its own options for a Firebase
    /// message before it forwards (never forwarded before 7.7.0), so its options decide.
    case answersFirst
    /// From 23.8.5 before 26: it forwards first, then calls the completion handler itself, so
    /// the kept delegate decides when it answers at once, and its own options when it answers
    /// later (a delegate that asks JavaScript).
    case forwardsFirst
    /// From 26: it only forwards, so the kept delegate decides.
    case forwardsOnly

    /// The releases each starts from.
    private static let changes: [(release: [Int], forwarding: Self)] = [
      ([0], .answersFirst), ([23, 8, 5], .forwardsFirst), ([26, 0, 0], .forwardsOnly),
    ]

    /// Where each behaviour was read: the willPresent of a release that has it.
    var source: String {
      let file = "packages/messaging/ios/RNFBMessaging/RNFBMessaging+UNUserNotificationCenter.m"
      return switch self {
      case .answersFirst: "invertase/react-native-firebase@b6079dd (v20.0.0) \(file):48-59, 130-148"
      case .forwardsFirst:
        "invertase/react-native-firebase@46c4849 (v24.0.0) \(file):48-59, 142-150"
      case .forwardsOnly: "invertase/react-native-firebase@4ef21d0 \(file):141-148"
      }
    }

    /// The behaviour of every release a version or requirement allows, or `nil` when they
    /// differ or the text is neither: `20.4.0` (a lock's), `^20.4.0` (up to 21), `~23.8.0` (up
    /// to 23.9), `>=26.0.0`.
    init?(version text: String) {
      var text = Substring(text.trimmingCharacters(in: .whitespaces))
      let prefix = text.prefix { "^~>=".contains($0) }
      text = text.dropFirst(prefix.count)
      let written = text.split(separator: ".", omittingEmptySubsequences: false)
      let lowest = written.compactMap { Int($0) }
      guard (1...3).contains(written.count), lowest.count == written.count else { return nil }
      // The last release a requirement allows: below the next major for `^`, the next minor
      // for `~`, any for `>=`.
      let highest: [Int]
      switch prefix {
      case "": highest = lowest
      case "^": highest = [lowest[0], Int.max]
      case "~": highest = lowest.prefix(2) + [Int.max]
      case ">=", ">": highest = [Int.max]
      default: return nil
      }
      let first = Self.forwarding(of: lowest)
      guard first == Self.forwarding(of: highest) else { return nil }
      self = first
    }

    /// The behaviour of one release.
    private static func forwarding(of release: [Int]) -> Self {
      changes.last { !release.lexicographicallyPrecedes($0.release) }!.forwarding
    }
  }

  /// The name React Native Firebase's messaging module goes by.
  static let rnfb = "React Native Firebase Messaging"

  /// What React Native Firebase's `willPresent` makes of the delegate it keeps.
  ///
  /// It keeps the one set before the app finished launching (it installs itself as launch
  /// ends, B3): another SDK's that assigns at launch, or the app's own. The release comes from
  /// the `Podfile.lock`'s
  /// `RNFBMessaging`, else from the `package.json`'s requirement when every release it allows
  /// behaves alike.
  ///
  /// - Parameters:
  ///   - presenters: the SDKs that decide at run time, React Native Firebase among them.
  ///   - sdks: the SDKs read.
  ///   - ownWillPresent: where the app's own code implements `willPresent`, or `nil`.
  ///   - own: what that `willPresent` passes, or `nil`.
  ///   - ownTiming: when the app's own code assigns the delegate, or `nil`.
  /// - Returns: the SDKs left to decide, or the app's own answer (`presenters` empty), with
  ///   the finding that says why; `nil` when the release or the order is not known.
  func rnfbKeeps(
    _ presenters: [String], _ sdks: SDKReading, ownWillPresent: FileLocation?,
    own: Presentation?, ownTiming: AppProfile.Timing?
  ) -> (presenters: [String], own: Presentation?, finding: AppProfile.Finding)? {
    let others = presenters.filter { $0 != Self.rnfb }
    // Exactly one delegate kept: one other SDK that assigns at launch, or the app's own.
    let keptIsOwn = others.isEmpty
    guard
      keptIsOwn
        ? ownWillPresent != nil && ownTiming == .atLaunch
        : others.count == 1 && ownWillPresent == nil && sdks.launchAssigners.contains(others[0]),
      let (version, location) = rnfbVersion(),
      let forwarding = RNFBForwarding(version: version)
    else { return nil }
    let kept = keptIsOwn ? "the app's own delegate" : "\(others[0])'s delegate"
    // The finding: what the release does with the kept delegate, with its source.
    func said(_ what: String) -> AppProfile.Finding {
      finding(
        Presentation.axis.id, location,
        "\(Self.rnfb) \(version) keeps \(kept), set before it as launch ends, and \(what) "
          + "(code; read in \(forwarding.source))")
    }
    switch forwarding {
    case .answersFirst:
      return (
        [Self.rnfb], nil,
        said(
          "calls the completion handler with its own options before passing a Firebase message "
            + "on, and iOS takes only the first call")
      )
    case .forwardsFirst:
      // The app's own willPresent answers at once; an SDK's waits for JavaScript, and React
      // Native Firebase's own call comes first.
      guard keptIsOwn else {
        return (
          [Self.rnfb], nil,
          said(
            "passes it on first, then calls the completion handler itself at once, before "
              + "\(others[0]), which answers from JavaScript, does")
        )
      }
      guard let own else { return nil }
      return (
        [], own,
        said(
          "passes it on before calling the completion handler itself, so the app's "
            + "willPresent, which answers at once, decides")
      )
    case .forwardsOnly:
      if keptIsOwn, own == nil { return nil }
      return (
        others, own,
        said("only passes it on, so \(keptIsOwn ? "the app's willPresent" : others[0]) decides")
      )
    }
  }

  /// The release of React Native Firebase's messaging module, with where it is written: the
  /// `Podfile.lock`'s pin, else a `package.json`'s requirement.
  private func rnfbVersion() -> (String, FileLocation)? {
    for (manifest, name) in [
      ("Podfile.lock", "RNFBMessaging"), ("package.json", "@react-native-firebase/messaging"),
    ] {
      for file in inputs.dependencyManifests where file.file.hasSuffix(manifest) {
        if let dependency = file.dependencies.first(where: { $0.name == name }),
          let version = dependency.version
        {
          return (version, dependency.location)
        }
      }
    }
    return nil
  }
}
