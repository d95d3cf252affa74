import PushMatrixModel

extension ProfileInference {
  /// Returns the SDKs' records with the handlers the app's cross-platform code registers, for
  /// each SDK whose package was read.
  func withHandlers(_ uses: [AppProfile.SDKUse]) -> [AppProfile.SDKUse] {
    let scripts = inputs.scripts
    return uses.map { use in
      var use = use
      if use.isKnown, scripts.read.contains(use.name) {
        use.handlers = (scripts.handlers[use.name] ?? []).sorted {
          ($0.file, $0.line, $0.name) < ($1.file, $1.line, $1.name)
        }
      }
      return use
    }
  }

  /// The findings on what the cross-platform reader could not read, each starting `not read:`
  /// or `read up to here:`: the presentation an SDK decides at run time may be set there, and
  /// ``runTimePresentation(_:)`` leaves it unknown.
  func scriptProblems() -> [AppProfile.Finding] {
    inputs.scripts.problems.map { problem in
      finding(
        Presentation.axis.id, problem.location,
        "\(problem.reason); a handler or a presentation option set there is not seen")
    }
  }

  /// Returns why a cross-platform package's dependency on a known SDK builds nothing into the
  /// iOS app, or `nil` when it does: `react-native.config.js` turns its iOS platform off, or a
  /// `Podfile.lock` exists and holds none of its pods, unless the app target links the Swift
  /// package through which the Flutter tool builds its plugins instead.
  func notBuiltForIOS(
    _ sdk: PushSDK, _ dependency: DependencyManifest.Dependency,
    in manifest: DependencyManifest
  ) -> (location: FileLocation, reason: String)? {
    guard manifest.ecosystem == .npm || manifest.ecosystem == .pub else { return nil }
    if let location = inputs.scripts.disabledForIOS[dependency.name] {
      return (location, "react-native.config.js sets its iOS platform to null")
    }
    if manifest.ecosystem == .pub, inputs.flutterPluginPackage != nil { return nil }
    let locks = inputs.dependencyManifests.filter { $0.file.hasSuffix("Podfile.lock") }
    guard !locks.isEmpty,
      !locks.contains(where: { $0.dependencies.contains { sdk.owns($0.name) } })
    else { return nil }
    return (
      dependency.location,
      "\(locks.map(\.file).joined(separator: ", ")) holds none of its pods, so the iOS app "
        + "does not build it"
    )
  }

  /// Returns why the app's own `willPresent` decides in spite of FlutterFire, when it does: the
  /// app's `FlutterAppDelegate` is the notification center's delegate, which FlutterFire keeps
  /// and forwards to through Flutter's plugin forwarding (FLTFirebaseMessagingPlugin.m:289-301),
  /// and its `willPresent` never calls `super`'s, so FlutterFire is never asked; `nil`
  /// otherwise.
  private func flutterAppDelegateKeepsWillPresent(_ sdks: SDKReading) -> AppProfile.Finding? {
    guard sdks.runTimePresenters == ["FlutterFire Messaging"] else { return nil }
    let index = index
    for outline in inputs.outlines {
      guard
        let method = outline.functions.first(where: { DelegateMethod($0) == .willPresent }),
        let owner = method.owner, index.ancestors(of: owner).contains("FlutterAppDelegate"),
        outline.assignments.contains(where: { $0.target == .selfObject }),
        !outline.tokens.isEmpty
      else { continue }
      // `super.userNotificationCenter(…)` or `[super userNotificationCenter:…]`.
      let body = Array(outline.tokens[method.body.clamped(to: outline.tokens.indices)])
      let callsSuper = body.indices.contains { at in
        guard body[at].isIdentifier("super") else { return false }
        let next = body.index(after: at)
        let name = next < body.count && body[next].isPunctuation(".") ? next + 1 : next
        return name < body.count && body[name].isIdentifier("userNotificationCenter")
      }
      guard !callsSuper else { return nil }
      let sdk = PushSDK.known.first { $0.name == "FlutterFire Messaging" }!
      return finding(
        Presentation.axis.id, FileLocation(file: outline.file, line: method.line),
        "\(owner), a FlutterAppDelegate made the notification center's delegate, answers "
          + "willPresent itself and never calls super's, so FlutterFire Messaging, which keeps "
          + "such a delegate and relies on Flutter's forwarding, is never asked (reported; read "
          + "in \(sdk.sourceText))")
    }
    return nil
  }

  /// Returns what `willPresent` passes when the one SDK that decides it at run time is one whose
  /// options the reader reads; unknown, saying why, when the app's own code assigns the delegate
  /// or implements `willPresent` too (unless the SDK never asks it); `nil` otherwise, for the caller to keep the SDKs' own
  /// findings.
  ///
  /// An SDK that hands its completion handler to the delegate it wraps before calling it
  /// (``PushSDK/forwardsWillPresentFirst``) leaves the decision to the other SDK, or to the
  /// app's own `willPresent`; Capacitor's router with no push plugin passes `[]`.
  ///
  /// A literal option (`firebase.json`, `setForegroundNotificationPresentationOptions`,
  /// `setNotificationHandler`) is the value, with its file and line; no option is the SDK's
  /// default, read in its native code.
  ///
  /// - Parameters:
  ///   - sdks: the SDKs read.
  ///   - own: what the app's own `willPresent` passes, which decides when the SDK never asks
  ///     (``flutterAppDelegateKeepsWillPresent(_:)``).
  ///   - ownTiming: when the app's own code assigns the delegate, which decides whether React
  ///     Native Firebase keeps it (``rnfbKeeps(_:_:ownWillPresent:own:ownTiming:)``).
  /// - Returns: the presentation with its findings, or `nil`.
  func runTimePresentation(
    _ sdks: SDKReading, own: Presentation?, ownTiming: AppProfile.Timing?
  ) -> Inferred<Presentation>? {
    if let kept = flutterAppDelegateKeepsWillPresent(sdks) { return (own, [kept]) }
    // An SDK that hands the decision to another the app depends on does not decide it.
    var presenters = sdks.runTimePresenters.filter { presenter in
      let others = PushSDK.known.first { $0.name == presenter }?.presentationHandedTo ?? []
      return !others.contains { sdks.runTimePresenters.contains($0) }
    }
    let field = Presentation.axis.id
    // The app's own willPresent, or a delegate whose type the scan cannot name, may answer
    // before the SDK or be the delegate the SDK hands the decision to. An app delegate made the
    // delegate without a willPresent of its own is not: FlutterAppDelegate passes willPresent
    // on to the plugins, and the SDK keeps a delegate without one only to forward to it.
    var ownAssignment = inputs.outlines.lazy.flatMap { outline in
      outline.assignments.compactMap { assignment -> FileLocation? in
        guard case .other = assignment.target else { return nil }
        return FileLocation(file: outline.file, line: assignment.line)
      }
    }.first
    var ownWillPresent = inputs.outlines.lazy.compactMap { outline in
      outline.functions.first { DelegateMethod($0) == .willPresent }.map {
        FileLocation(file: outline.file, line: $0.line)
      }
    }.first
    var handedOn: [AppProfile.Finding] = []
    // A willPresent of the app's own that no assignment makes the delegate's is never asked:
    // the SDKs' delegates keep none to forward to.
    if ownTiming == .never, ownAssignment == nil { ownWillPresent = nil }
    // Capacitor's bridge makes its router the delegate as its view loads, after launch, and
    // keeps no delegate set before it: the app's own, set once at launch, is never asked.
    if let replaced = capacitorReplacesOwnDelegate(presenters, ownTiming: ownTiming) {
      ownAssignment = nil
      ownWillPresent = nil
      handedOn.append(replaced)
    }
    // An SDK that hands its completion handler to the delegate it wraps before calling it is
    // answered by that delegate: another SDK's, or the app's own.
    let forwarding = presenters.compactMap { name in
      PushSDK.known.first { $0.name == name && $0.forwardsWillPresentFirst }
    }
    if let wrapper = forwarding.first, forwarding.count == 1 {
      if presenters.count > 1 {
        presenters.removeAll { $0 == wrapper.name }
        let use = sdks.uses.first { $0.name == wrapper.name }
        handedOn.append(
          finding(
            field, use?.file.map { FileLocation(file: $0, line: use?.line) },
            "\(wrapper.name)'s willPresent hands the completion handler to "
              + "\(presenters.joined(separator: " and "))'s before calling it, and iOS takes only "
              + "the first call (code; read in \(wrapper.sourceText))"))
      } else if ownAssignment == nil, let ownWillPresent, let own {
        return (
          own,
          [
            finding(
              field, ownWillPresent,
              "\(own): the app's own willPresent answers: \(wrapper.name)'s willPresent hands it "
                + "the completion handler before calling it, and iOS takes only the first call "
                + "(code; read in \(wrapper.sourceText))")
          ]
        )
      }
    }
    if presenters.contains(Self.rnfb), presenters.count > 1 || ownWillPresent != nil,
      ownAssignment == nil,
      let chain = rnfbKeeps(
        presenters, sdks, ownWillPresent: ownWillPresent, own: own, ownTiming: ownTiming)
    {
      handedOn.append(chain.finding)
      if chain.presenters.isEmpty { return (chain.own, handedOn) }
      presenters = chain.presenters
      // React Native Firebase answering first decides whatever the app's willPresent passes.
      if presenters == [Self.rnfb] { ownWillPresent = nil }
    }
    if let agreed = capacitorPluginsAgree(
      presenters, sdks, ownAssignment: ownAssignment, ownWillPresent: ownWillPresent)
    {
      return (agreed.value, handedOn + agreed.findings)
    }
    return presentation(
      decidedBy: presenters, sdks, ownAssignment: ownAssignment, ownWillPresent: ownWillPresent
    ).map { ($0.value, handedOn + $0.findings) }
  }

  /// What several Capacitor plugins pass when they agree, or `nil`.
  ///
  /// Each registers as the one push handler of Capacitor's notification router as it loads,
  /// the last one loaded keeping it, and the bridge loads the plugins in no fixed order (it
  /// iterates a set of their class names, ionic-team/capacitor@e12818a
  /// `CapacitorBridge.swift:8-10, 304-333`): the presentation is known only when every one of them
  /// passes the same.
  private func capacitorPluginsAgree(
    _ presenters: [String], _ sdks: SDKReading, ownAssignment: FileLocation?,
    ownWillPresent: FileLocation?
  ) -> Inferred<Presentation>? {
    guard presenters.count > 1, presenters.allSatisfy(Self.isRoutedByCapacitor) else {
      return nil
    }
    let each = presenters.compactMap { name in
      presentation(
        decidedBy: [name], sdks, ownAssignment: ownAssignment, ownWillPresent: ownWillPresent)
    }
    guard each.count == presenters.count, let value = each[0].value,
      each.allSatisfy({ $0.value == value })
    else { return nil }
    let said = finding(
      Presentation.axis.id, nil,
      "\(value): \(presenters.sorted().joined(separator: " and ")) each make themselves the push handler "
        + "of Capacitor's notification router, which keeps the last one the bridge loads, in "
        + "no fixed order; each passes \(value) (code; read in ionic-team/capacitor@e12818a "
        + "ios/Capacitor/Capacitor/CapacitorBridge.swift:8-10, 304-333)")
    return (value, [said] + each.flatMap(\.findings))
  }

  /// The finding that Capacitor's bridge replaces the delegate the app's own code sets once at
  /// launch, when an SDK Capacitor's router answers through decides; `nil` otherwise.
  ///
  /// The bridge is made as its view controller loads its view, after launch, and its router
  /// sets itself as the delegate without keeping the one before it (ionic-team/capacitor, cited
  /// by the Capacitor entry of ``PushSDK/known``).
  private func capacitorReplacesOwnDelegate(
    _ presenters: [String], ownTiming: AppProfile.Timing?
  ) -> AppProfile.Finding? {
    let assignments = inputs.outlines.flatMap { outline in
      outline.assignments.map { FileLocation(file: outline.file, line: $0.line) }
    }
    guard ownTiming == .atLaunch, assignments.count == 1,
      presenters.contains(where: Self.isRoutedByCapacitor),
      let bridge = PushSDK.known.first(where: { $0.name == Self.capacitorRouter })
    else { return nil }
    return finding(
      Presentation.axis.id, assignments[0],
      "Capacitor's bridge makes its notification router the notification center's delegate "
        + "as its view loads, after launch, and keeps no delegate set before it: the one the "
        + "app sets here at launch is replaced, and its willPresent is not asked (code; read in "
        + "\(bridge.sourceText))")
  }

  /// Returns what the one SDK left to decide `willPresent` passes, as
  /// ``runTimePresentation(_:own:)`` describes, or `nil`.
  ///
  /// - Parameters:
  ///   - presenters: the SDKs that may decide, by name.
  ///   - sdks: the SDKs read.
  ///   - ownAssignment: where the app's own code assigns the delegate to an object whose type
  ///     the scan cannot name, or `nil`.
  ///   - ownWillPresent: where the app's own code implements `willPresent`, or `nil`.
  /// - Returns: the presentation with its findings, or `nil`.
  private func presentation(
    decidedBy presenters: [String], _ sdks: SDKReading, ownAssignment: FileLocation?,
    ownWillPresent: FileLocation?
  ) -> Inferred<Presentation>? {
    let field = Presentation.axis.id
    guard presenters.count == 1, let name = presenters.first,
      let sdk = PushSDK.known.first(where: { $0.name == name }),
      let use = sdks.uses.first(where: { $0.name == name })
    else { return nil }
    // The options the cross-platform reader reads decide; Capacitor's router answers from its
    // native code alone.
    guard
      name == Self.capacitorRouter
        || inputs.scripts.problems.isEmpty
          && (inputs.scripts.read.contains(name)
            || (CapacitorConfig.plugins[name] != nil && !inputs.capacitorConfigs.isEmpty))
    else { return nil }
    let place = use.file.map { FileLocation(file: $0, line: use.line) }
    if let location = ownAssignment ?? ownWillPresent {
      return (
        nil,
        [
          finding(
            field, location,
            "unknown: the app's own code "
              + (ownAssignment == nil
                ? "implements willPresent"
                : "assigns "
                  + "the notification center's delegate") + " here, so what \(name)'s willPresent "
              + "passes may not be what the user sees (reported; read in \(sdk.sourceText))")
        ]
      )
    }
    let calls = inputs.scripts.calls.filter { $0.sdk == name }
    switch sdk.name {
    case Self.rnfb:
      let source = "code; read in \(Self.rnfbPresentationSource)"
      let options = inputs.scripts.firebaseOptions
      guard let option = options.first else {
        let files = inputs.scripts.firebaseFiles
        let why =
          files.isEmpty
          ? "no firebase.json beside the package"
          : "\(files.joined(separator: ", ")) has no "
            + "messaging_ios_foreground_presentation_options"
        return (
          Presentation.none,
          [finding(field, place, Self.passesNoneByDefault(name) + ": \(why) (" + source + ")")]
        )
      }
      guard options.count == 1, let names = option.names,
        let value = Presentation(
          optionNames: names.contains("banner") || names.contains("list")
            ? names.filter { $0 != "alert" } : names)
      else {
        return (
          nil,
          [
            finding(
              field, option.location,
              "unknown: messaging_ios_foreground_presentation_"
                + "options is not one array of the option names banner, list, alert, badge and "
                + "sound (\(source))")
          ]
        )
      }
      return (
        value,
        [
          finding(
            field, option.location,
            "\(value): messaging_ios_foreground_presentation_"
              + "options is [\(names.joined(separator: ", "))], which \(name)'s willPresent passes "
              + "(\(source))")
        ]
      )
    case "FlutterFire Messaging":
      return literal(
        calls, named: "setForegroundNotificationPresentationOptions",
        keys: ["alert": (["banner", "list"], nil)], sdk: name, place: place,
        source: Self.flutterFirePresentationSource,
        none: "no call of setForegroundNotificationPresentationOptions, whose options default to "
          + "false")
    case "expo-notifications":
      return literal(
        calls, named: "setNotificationHandler",
        keys: [
          "shouldShowBanner": (["banner"], "shouldShowAlert"),
          "shouldShowList": (["list"], "shouldShowAlert"), "shouldShowAlert": ([], nil),
        ], sdk: name, place: place, source: Self.expoPresentationSource,
        none: "no call of setNotificationHandler, so no handler answers willPresent")
    case let plugin where CapacitorConfig.plugins[plugin] != nil:
      // The files that set the options decide; without one, the plugin's default does.
      let reading = CapacitorConfig.plugins[plugin]!
      let setting = inputs.capacitorConfigs.compactMap { config in
        config.options[reading.key].map { (config.file, $0) }
      }
      let source = "code; read in \(sdk.sourceText)"
      guard let (file, first) = setting.first else {
        let config = inputs.capacitorConfigs[0]
        let value = reading.presentation(reading.defaults)!
        return (
          value,
          [
            finding(
              field, FileLocation(file: config.file, line: nil),
              "\(value): no Capacitor configuration sets plugins.\(reading.key)."
                + "presentationOptions, so \(name)'s willPresent passes its default, ["
                + reading.defaults.joined(separator: ", ") + "] (\(source))")
          ]
        )
      }
      let location = FileLocation(file: file, line: first.line)
      guard let names = first.names, let value = reading.presentation(names),
        setting.allSatisfy({ $0.1.names.flatMap(reading.presentation) == value })
      else {
        return (
          nil,
          [
            finding(
              field, location,
              "unknown: plugins.\(reading.key).presentationOptions is not one array of the "
                + "option names \(reading.known.joined(separator: ", ")) in every Capacitor "
                + "configuration (\(source))")
          ]
        )
      }
      let shows =
        "plugins.\(reading.key).presentationOptions is [\(names.joined(separator: ", "))], "
        + "which \(name)'s willPresent passes"
      return (value, [finding(field, location, "\(value): \(shows) (\(source))")])
    case Self.capacitorRouter:
      // With a push SDK the scan does not know, a plugin may have registered as its handler.
      guard sdks.unknown.isEmpty else { return nil }
      return (
        Presentation.none,
        [
          finding(
            field, place,
            "none: Capacitor's notification router passes [] for a remote notification when no "
              + "plugin registered as its push handler, and the app depends on no push plugin "
              + "(\(sdk.presentationHandedTo.joined(separator: ", "))) (code; read in "
              + "\(sdk.sourceText))")
        ]
      )
    case "react-native-notifications":
      let foreground = (inputs.scripts.handlers[name] ?? []).filter {
        $0.name == "registerNotificationReceivedForeground"
      }
      guard foreground.isEmpty else { return nil }
      return (
        Presentation.none,
        [
          finding(
            field, place,
            Self.passesNoneByDefault(name) + ": its willPresent waits up to 30 s for a "
              + "JavaScript foreground handler to complete the notification, and the app "
              + "registers none with registerNotificationReceivedForeground (code; read in "
              + "\(Self.rnnForegroundSource))")
        ]
      )
    case "Notifee":
      return (
        Presentation.none,
        [
          finding(
            field, place,
            Self.passesNoneByDefault(name) + ": its willPresent never calls "
              + "the completion handler of a remote notification it did not make when no delegate "
              + "was set before it (code; read in \(sdk.sourceText))")
        ]
      )
    case "OneSignal":
      let listeners = (inputs.scripts.handlers[name] ?? []).filter {
        $0.name == "foregroundWillDisplay"
      }
      guard let listener = listeners.first else {
        return (
          Presentation.bannerAndList,
          [
            finding(
              field, place,
              "banner+list: no foregroundWillDisplay listener is "
                + "registered, so \(name)'s willPresent passes badge, sound and alert (code; read in "
                + "\(sdk.sourceText))")
          ]
        )
      }
      let location = FileLocation(file: listener.file, line: listener.line)
      let isDart = listener.file.hasSuffix(".dart")
      let listenerCalls = calls.filter { call in
        call.name == (isDart ? "addForegroundWillDisplayListener" : "addEventListener")
          && call.location == location
      }
      /// Where the listener calls a method, or `nil`.
      func firstCall(of method: String) -> Int? {
        listenerCalls.lazy.compactMap { call in
          let arguments = Array(call.arguments)
          return arguments.indices.dropLast().first {
            arguments[$0].isIdentifier(method) && arguments[$0 + 1].isPunctuation("(")
          }
        }.first
      }
      if isDart, listenerCalls.count == 1, firstCall(of: "display") == nil {
        // Flutter's bridge holds the notification back while the listeners run, which it
        // calls without waiting, then shows it unless one has called preventDefault().
        let arguments = Array(listenerCalls[0].arguments)
        let prevents = firstCall(of: "preventDefault")
        let waits = arguments.firstIndex { $0.isIdentifier("await") }
        if prevents == nil || prevents! < (waits ?? .max) {
          let value = prevents == nil ? Presentation.bannerAndList : Presentation.none
          let why =
            prevents == nil
            ? "the foregroundWillDisplay listener never calls preventDefault(), so "
              + "\(name) shows the notification with badge, sound and alert"
            : "the foregroundWillDisplay listener calls preventDefault() before it first "
              + "awaits and never display(), so \(name) does not show the notification"
          return (
            value,
            [
              finding(
                field, location, "\(value): \(why) (code; read in \(Self.oneSignalFlutterSource))")
            ]
          )
        }
      }
      // In React Native the bridge prevents the default as the listener starts: the
      // notification shows only if the listener calls display().
      if !isDart, !listenerCalls.isEmpty, firstCall(of: "display") == nil {
        return (
          Presentation.none,
          [
            finding(
              field, location,
              Self.passesNoneByDefault(name) + ": its React Native bridge prevents the default "
                + "before the foregroundWillDisplay listener runs, and the listener never calls "
                + "display() (code; read in \(Self.oneSignalListenerSource))")
          ]
        )
      }
      return (
        nil,
        [
          finding(
            field, location,
            "unknown: the foregroundWillDisplay listener decides at run time whether the "
              + "notification is shown (display() in React Native, preventDefault() in Flutter) "
              + "(reported; read in \(sdk.sourceText))")
        ]
      )
    default:
      return nil
    }
  }

  /// Returns the presentation one literal call of the SDK's option function sets.
  ///
  /// Each key of `keys` set to `true` adds its options; a key left out takes the value of the
  /// key it falls back to, else `false`. Calls of other functions, such as React Native's
  /// `AppState.addEventListener` in a file that imports the SDK, are not the SDK's options.
  private func literal(
    _ calls: [ScriptReader.Call], named function: String,
    keys: [String: (options: [String], fallback: String?)],
    sdk: String, place: FileLocation?, source: String, none: String
  ) -> Inferred<Presentation> {
    let calls = calls.filter { $0.name == function }
    let field = Presentation.axis.id
    let cited = "code; read in \(source)"
    guard let call = calls.first else {
      return (
        Presentation.none,
        [finding(field, place, Self.passesNoneByDefault(sdk) + ": \(none) (\(cited))")]
      )
    }
    guard calls.count == 1 else {
      return (
        nil,
        [
          finding(
            field, calls[1].location,
            "unknown: \(call.name) is called more than once; "
              + "which call runs last is decided at run time (\(cited))")
        ]
      )
    }
    var values: [String: Bool] = [:]
    let arguments = Array(call.arguments)
    for index in arguments.indices.dropLast(2) {
      let token = arguments[index]
      guard token.kind == .identifier, keys[token.text] != nil,
        arguments[index + 1].isPunctuation(":")
      else { continue }
      let value = arguments[index + 2]
      guard value.isIdentifier("true") || value.isIdentifier("false"),
        values[token.text] == nil || values[token.text] == value.isIdentifier("true")
      else {
        return (
          nil,
          [
            finding(
              field, FileLocation(file: call.location.file, line: token.line),
              "unknown: "
                + "\(call.name) sets \(token.text) to a value decided at run time (\(cited))")
          ]
        )
      }
      values[token.text] = value.isIdentifier("true")
    }
    // A call without arguments leaves every option at its default, false.
    guard !values.isEmpty || arguments.isEmpty else {
      return (
        nil,
        [
          finding(
            field, call.location,
            "unknown: \(call.name) sets no literal "
              + keys.keys.sorted().joined(separator: ", ") + " (\(cited))")
        ]
      )
    }
    var options: [String] = []
    for (key, entry) in keys where values[key] ?? entry.fallback.flatMap({ values[$0] }) == true {
      options += entry.options
    }
    let value = Presentation(optionNames: options) ?? Presentation.none
    let written =
      values.isEmpty
      ? "no option" : values.keys.sorted().map { "\($0): \(values[$0]!)" }.joined(separator: ", ")
    return (
      value,
      [
        finding(
          field, call.location,
          "\(value): \(call.name) sets \(written), which \(sdk)'s "
            + "willPresent passes (\(cited))")
      ]
    )
  }

  /// How a finding on `delegateTiming` says the app's own code assigns the delegate, after its
  /// timing: `late: sets the delegate to self (AppDelegate) in …`.
  package static let setsTheDelegate = "sets the delegate to"

  /// The start of the finding that an SDK shows nothing in the foreground because the app
  /// asks for nothing, as `app`'s findings recognise it.
  package static func passesNoneByDefault(_ sdk: String) -> String {
    "none: \(sdk)'s willPresent passes none unless the app asks"
  }

  /// The ``PushSDK/name`` of Capacitor's push-notifications plugin, whose presentation the
  /// app's Capacitor configuration sets.
  static let capacitorPlugin = "Capacitor Push Notifications"
  /// The ``PushSDK/name`` of Capacitor's bridge, whose notification router is the delegate.
  static let capacitorRouter = "Capacitor"

  /// Whether the SDK of a name answers through Capacitor's notification router.
  static func isRoutedByCapacitor(_ name: String) -> Bool {
    PushSDK.known.contains { $0.name == name && $0.routedByCapacitor }
  }

  /// Where React Native Firebase's willPresent reads `firebase.json`'s options, and defers to a
  /// delegate set before it.
  static let rnfbPresentationSource =
    "invertase/react-native-firebase@4ef21d0 packages/messaging/ios/RNFBMessaging/"
    + "RNFBMessaging+UNUserNotificationCenter.m:86-117, 141-148"
  /// Where OneSignal's React Native bridge prevents the default before the JavaScript listener
  /// runs, and displays only on display(): the research notes' reading of release 5.5.5.
  static let oneSignalListenerSource =
    "OneSignal/react-native-onesignal 5.5.5 ios/RCTOneSignal/RCTOneSignalEventEmitter.mm:398-404, "
    + "581-600"

  /// Where react-native-notifications' multicast delegate waits for its listeners, whose
  /// native side only stores the completion handler for JavaScript's foreground handler.
  static let rnnForegroundSource =
    "wix/react-native-notifications@aa5a0f3 lib/ios/RNNotificationCenterMulticast.m:24-49, "
    + "lib/ios/RNNotificationEventHandler.m:26-29, lib/src/events/EventsRegistry.ts:22-23"

  /// Where OneSignal's Flutter bridge holds a notification back while the Dart listeners run,
  /// calling them without waiting, and then shows it unless one prevented the default.
  static let oneSignalFlutterSource =
    "OneSignal/OneSignal-Flutter-SDK@3e849be lib/src/notifications.dart:131-139, "
    + "ios/Classes/OSFlutterNotifications.m:122-127, 133-158"

  /// Where FlutterFire stores the options and its willPresent passes them.
  static let flutterFirePresentationSource =
    "firebase/flutterfire@09d423b packages/firebase_messaging/firebase_messaging/ios/"
    + "firebase_messaging/Sources/firebase_messaging/FLTFirebaseMessagingPlugin.m:214-231, 495-517"
  /// Where expo-notifications answers willPresent from the handler's behaviour, or with none.
  static let expoPresentationSource =
    "expo/expo@1afae1e packages/expo-notifications/ios/ExpoNotifications/Notifications/Handler/"
    + "HandlerModule.swift; expo/expo@2581a25 packages/expo-notifications/ios/ExpoNotifications/"
    + "Notifications/NotificationCenterManager.swift (willPresent)"
}
