import PushMatrixModel

extension ProfileInference {
  /// What the app's push SDKs bring: the records the profile keeps, the callbacks they supply
  /// and who supplies each, who assigns the delegate at launch, and the SDKs the scan does not
  /// know.
  struct SDKReading {
    /// The records, known SDKs first in ``PushSDK/known`` order, then unknown ones by name.
    var uses: [AppProfile.SDKUse] = []
    /// The findings on `callbacks`.
    var callbackFindings: [AppProfile.Finding] = []
    /// The findings on `delegateTiming`.
    var timingFindings: [AppProfile.Finding] = []
    /// The findings on `presentation`.
    var presentationFindings: [AppProfile.Finding] = []
    /// The callbacks the known SDKs supply together.
    var supplied = CallbackSet.none
    /// The known SDKs that assign the delegate before launch ends, by name.
    var launchAssigners: [String] = []
    /// The known SDKs whose `willPresent` passes what the app sets at run time, by name.
    var runTimePresenters: [String] = []
    /// The known SDKs that assign the delegate only after launch, by name.
    var lateAssigners: [String] = []
    /// The known SDKs whose delegate assignment the scan cannot place, by name.
    var uncertainAssigners: [String] = []
    /// The push-looking dependencies the scan does not know, by name.
    var unknown: [String] = []
    /// The manifests that could not be read whole, as `file:line`.
    var unreadable: [String] = []
  }

  /// The package that holds Firebase Messaging among Firebase's products in SwiftPM; it counts
  /// as Messaging only when the sources call `Messaging.messaging()`.
  static let firebasePackage = "firebase-ios-sdk"

  /// Reads the app's push SDKs from its package managers' files and Info.plist switches.
  func sdks() -> SDKReading {
    var reading = SDKReading()
    var found: [String: FileLocation] = [:]
    var unknown: [String: FileLocation] = [:]
    // The push-looking dependencies that are not counted as SDKs, by kind (a name that holds
    // "notification" without a push word, a package with no iOS code the app builds, an SDK
    // read to own no callback) and name, each with its place and why: said in that order.
    var notCounted: [Int: [String: (FileLocation, String)]] = [:]
    func notCounting(_ name: String, kind: Int, at location: FileLocation, _ why: String) {
      if notCounted[kind]?[name] == nil { notCounted[kind, default: [:]][name] = (location, why) }
    }
    // The cross-platform dependencies on an SDK that the iOS app does not build, and why.
    var excluded: [String: (FileLocation, String)] = [:]
    let callsMessaging = inputs.outlines.contains { outline in
      outline.functions.contains { function in
        function.calls.contains { call in
          call.name == "messaging"
            && (call.receiver == .type("Messaging") || call.receiver == .type("FIRMessaging"))
        }
      }
    }
    for manifest in inputs.dependencyManifests {
      for problem in manifest.problems {
        let place = "\(problem.location.file):\(problem.location.line ?? 1)"
        reading.unreadable.append(place)
        reading.callbackFindings.append(
          finding(
            CallbackSet.axis.id, problem.location,
            "unknown: cannot read this \(manifest.ecosystem.rawValue) file whole: "
              + "\(problem.reason); an SDK it names is not seen"))
      }
      for dependency in manifest.dependencies {
        if let sdk = PushSDK.sdk(named: dependency.name) {
          if let (location, reason) = notBuiltForIOS(sdk, dependency, in: manifest) {
            if excluded[sdk.name] == nil { excluded[sdk.name] = (location, reason) }
          } else if found[sdk.name] == nil {
            found[sdk.name] = dependency.location
          }
        } else if dependency.name.lowercased() == Self.firebasePackage, callsMessaging {
          if found["Firebase Messaging"] == nil {
            found["Firebase Messaging"] = dependency.location
          }
        } else if let other = PushSDK.notAnOwner(named: dependency.name) {
          notCounting(
            other.name, kind: 2, at: dependency.location,
            "\(other.name) supplies no callback for remote notifications: \(other.what) "
              + "(reported; read in \(other.source))")
        } else {
          // A pod's subspecs (`Kit/Core`) are the pod: a Podfile and its Podfile.lock that
          // name one SDK make one finding.
          let name =
            manifest.ecosystem == .cocoaPods
            ? String(dependency.name.split(separator: "/").first ?? "") : dependency.name
          switch PushSDK.reading(dependency.name, in: manifest.ecosystem) {
          case .push:
            if let locks = withoutIOSCode(dependency, in: manifest) {
              notCounting(
                name, kind: 1, at: dependency.location,
                "not counted as a push SDK: \(name) has no iOS code the app builds: "
                  + "\(locks.joined(separator: ", ")) builds pods from the app's packages, none "
                  + "from it")
            } else if unknown[name] == nil {
              unknown[name] = dependency.location
            }
          case .notificationAlone:
            notCounting(
              name, kind: 0, at: dependency.location,
              "not counted as a push SDK: \(name): its name holds "
                + "\"\(PushSDK.notificationWord)\" but none of "
                + "\((PushSDK.pushWords + PushSDK.remoteWords).joined(separator: ", ")), and in "
                + "\(manifest.ecosystem.rawValue) such a name is more often an in-app banner or "
                + "NotificationCenter's notifications than remote push")
          case .other:
            break
          }
        }
      }
    }
    for kind in notCounted.keys.sorted() {
      let named = notCounted[kind]!
      for name in named.keys.sorted() {
        let (location, why) = named[name]!
        reading.callbackFindings.append(finding(CallbackSet.axis.id, location, why))
      }
    }
    for sdk in PushSDK.known {
      guard let (location, reason) = excluded[sdk.name] else { continue }
      // A pod of the SDK the iOS app builds all the same counts.
      if let pod = found[sdk.name],
        pod.file.hasSuffix("Podfile.lock") || pod.file.hasSuffix("Podfile")
      {
        continue
      }
      found[sdk.name] = nil
      reading.callbackFindings.append(
        finding(CallbackSet.axis.id, location, "\(sdk.name) is not counted: \(reason)"))
    }
    // An SDK another one starts counts where the app names the one that starts it.
    for sdk in PushSDK.known {
      guard let location = found[sdk.name], let brought = sdk.brings, found[brought] == nil
      else { continue }
      found[brought] = location
    }
    let switchOff = inputs.proxySwitches.first { !$0.isEnabled }
    for sdk in PushSDK.known {
      guard let location = found[sdk.name] else { continue }
      record(sdk, at: location, switchOff: switchOff, into: &reading)
    }
    if let (location, shows) = crossPlatformPackageUnseen() {
      reading.unreadable.append("\(location.file):\(location.line ?? 1)")
      reading.callbackFindings.append(finding(CallbackSet.axis.id, location, shows))
      reading.timingFindings.append(finding(DelegateTiming.axis.id, location, shows))
    }
    for name in unknown.keys.sorted() {
      let location = unknown[name]!
      reading.unknown.append(name)
      reading.uses.append(
        AppProfile.SDKUse(
          name: name, file: location.file, line: location.line, isKnown: false,
          callbacks: .none, delegateTiming: AppProfile.unknown))
      let shows =
        "unknown: the app depends on \(name), which looks like a push SDK the scan does not "
        + "know; it may supply callbacks or assign the notification center's delegate"
      reading.callbackFindings.append(finding(CallbackSet.axis.id, location, shows))
      reading.timingFindings.append(finding(DelegateTiming.axis.id, location, shows))
    }
    return reading
  }

  /// Returns the `Podfile.lock` files that build the iOS code of a cross-platform package's
  /// dependencies but none of this one's, when some do: the package is then JavaScript or
  /// Dart alone on iOS and touches no delegate; `nil` when it may have iOS code.
  private func withoutIOSCode(
    _ dependency: DependencyManifest.Dependency, in manifest: DependencyManifest
  ) -> [String]? {
    guard manifest.ecosystem == .npm || manifest.ecosystem == .pub else { return nil }
    let locks = inputs.dependencyManifests.filter {
      !($0.nativePackages[manifest.ecosystem] ?? []).isEmpty
    }
    guard !locks.isEmpty,
      !locks.contains(where: { $0.nativePackages[manifest.ecosystem]!.contains(dependency.name) })
    else { return nil }
    return locks.map(\.file)
  }

  /// The call of FlutterFire's 16.5.0 API that makes it the delegate from didFinishLaunching.
  static let configureDelegateCall = "configureNotificationCenterDelegate"

  /// Where a UIScene Flutter app registers its plugins, when it does so only as the implicit
  /// engine is made (`didInitializeImplicitFlutterEngine(_:)`, Flutter's UIScene template),
  /// and never calls ``configureDelegateCall``; `nil` otherwise, when plugins set up at launch.
  private func pluginsRegisterAfterLaunch() -> (location: FileLocation, function: String)? {
    var registrations: [(location: FileLocation, function: String)] = []
    for file in index.outlines.indices {
      for position in index.outlines[file].functions.indices {
        let id = SourceIndex.FunctionID(file: file, index: position)
        let function = index.function(id)
        for call in function.calls {
          if call.name == Self.configureDelegateCall { return nil }
          guard call.receiver == .type("GeneratedPluginRegistrant"), call.name.hasPrefix("register")
          else { continue }
          guard function.name.hasPrefix("didInitializeImplicitFlutterEngine") else { return nil }
          registrations.append(
            (
              FileLocation(file: index.outlines[file].file, line: call.line),
              function.qualifiedName
            ))
        }
      }
    }
    // The lifecycle, a whole inference of its own, only once a registration calls for it.
    guard let registration = registrations.first, lifecycle().0 == .scene else { return nil }
    return registration
  }

  /// Where and why the SDKs of a cross-platform app cannot be seen: its app delegate subclasses
  /// Flutter's or React Native's, and neither the package's own file (`pubspec.yaml`,
  /// `package.json`) nor a `Podfile.lock` that builds its plugins is among the files scanned,
  /// as when only `ios/` is given; `nil` otherwise.
  private func crossPlatformPackageUnseen() -> (FileLocation, String)? {
    for role in appDelegates {
      let ancestors = index.ancestors(of: role.type)
      guard
        let framework = Self.crossPlatformDelegates.first(where: { ancestors.contains($0.base) }),
        !inputs.dependencyManifests.contains(where: {
          $0.ecosystem == framework.ecosystem
            || !($0.nativePackages[framework.ecosystem] ?? []).isEmpty
        })
      else { continue }
      return (
        role.location ?? FileLocation(file: "", line: nil),
        "unknown: \(role.type) inherits \(framework.base), but no \(framework.file) or "
          + "Podfile.lock naming the app's plugins is in the folders scanned, so its push SDKs "
          + "are not seen: scan the folder of the app's \(framework.file), not ios/ alone"
      )
    }
    return nil
  }

  /// Where and why the app's settings turn an SDK's callbacks off: Firebase's proxy switch, or
  /// a Capacitor configuration that keeps the bridge's router from being the delegate; `nil`
  /// when they do not.
  private func turnedOff(
    _ sdk: PushSDK, proxySwitch: ProxySwitch?
  ) -> (location: FileLocation, reason: String)? {
    if sdk.turnedOffByProxySwitch, let proxySwitch {
      return (
        proxySwitch.location,
        "\(ProxySwitch.key) is NO, which turns its app-delegate proxy off"
      )
    }
    if sdk.routedByCapacitor,
      let config = inputs.capacitorConfigs.first(where: { $0.routerOffLine != nil })
    {
      return (
        FileLocation(file: config.file, line: config.routerOffLine),
        "\(CapacitorConfig.routerKey) is false in the Capacitor configuration, so Capacitor's "
          + "bridge does not make its notification router, through which it answers, the "
          + "notification center's delegate"
      )
    }
    return nil
  }

  /// Records one known SDK the app depends on: what it supplies, and when it assigns the
  /// delegate.
  private func record(
    _ sdk: PushSDK, at location: FileLocation, switchOff: ProxySwitch?,
    into reading: inout SDKReading
  ) {
    let source = "reported; read in \(sdk.sourceText)"
    let callbackField = CallbackSet.axis.id
    let timingField = DelegateTiming.axis.id
    if let (place, reason) = turnedOff(sdk, proxySwitch: switchOff) {
      reading.uses.append(
        AppProfile.SDKUse(
          name: sdk.name, file: location.file, line: location.line, isKnown: true,
          callbacks: .none, delegateTiming: "never"))
      reading.callbackFindings.append(
        finding(callbackField, place, "\(sdk.name) supplies no callback: \(reason) (\(source))"))
      return
    }
    var callbacks = sdk.callbacks
    var timing: String
    switch sdk.delegate {
    case .never:
      timing = "never"
    case .atPluginSetUp(let reason):
      if let registration = pluginsRegisterAfterLaunch() {
        timing = DelegateTiming.late.rawValue
        reading.lateAssigners.append(sdk.name)
        reading.timingFindings.append(
          finding(
            timingField, registration.location,
            "late: \(sdk.name) assigns the notification center's delegate as its plugin sets "
              + "up, here when the scene connects: the app registers its plugins only in "
              + "\(registration.function), which Flutter calls once the storyboard's "
              + "FlutterViewController makes the engine, after launch under UIScene (Flutter's "
              + "\"UISceneDelegate adoption\"; flutter/flutter#184267), and it never calls "
              + "\(Self.configureDelegateCall) (\(source))"))
        break
      }
      fallthrough
    case .atLaunch(let reason):
      timing = DelegateTiming.atLaunch.rawValue
      reading.launchAssigners.append(sdk.name)
      reading.timingFindings.append(
        finding(
          timingField, location,
          "atLaunch: \(sdk.name) assigns the notification center's delegate \(reason) "
            + "(\(source))"))
    case .whenAppCalls(let name, let types):
      (timing, callbacks) = appCall(
        name, on: types, sdk: sdk, callbacks: callbacks, into: &reading)
    case .unread(let reason):
      // The scan cannot tell what it does: it counts as an SDK the scan does not know.
      reading.unknown.append(sdk.name)
      reading.uses.append(
        AppProfile.SDKUse(
          name: sdk.name, file: location.file, line: location.line, isKnown: true,
          callbacks: .none, delegateTiming: AppProfile.unknown))
      let shows =
        "unknown: the app depends on \(sdk.name), which may supply callbacks or assign the "
        + "notification center's delegate: \(reason) (\(source))"
      reading.callbackFindings.append(finding(callbackField, location, shows))
      reading.timingFindings.append(finding(timingField, location, shows))
      return
    }
    for callback in callbacks { reading.supplied.insert(callback) }
    if callbacks != .none {
      reading.callbackFindings.append(
        finding(
          callbackField, location,
          "\(callbacks.description): supplied by \(sdk.name): \(sdk.how) (\(source))"))
    }
    if callbacks.contains(.willPresent) && sdk.presentationAtRunTime {
      reading.runTimePresenters.append(sdk.name)
      reading.presentationFindings.append(
        finding(
          Presentation.axis.id, location,
          "unknown: \(sdk.name)'s willPresent passes the options the app sets at run time "
            + "(\(source))"))
    }
    reading.uses.append(
      AppProfile.SDKUse(
        name: sdk.name, file: location.file, line: location.line, isKnown: true,
        callbacks: callbacks, delegateTiming: timing))
  }

  /// Decides when an SDK that assigns the delegate only when the app calls a function does so,
  /// from where the app's sources call it: at launch when launch reaches a call, late when
  /// every call runs after launch; without a call it supplies nothing.
  private func appCall(
    _ name: String, on types: [String], sdk: PushSDK, callbacks: CallbackSet,
    into reading: inout SDKReading
  ) -> (String, CallbackSet) {
    let source = "reported; read in \(sdk.sourceText)"
    let call = (types.first.map { "\($0)." } ?? "") + name
    // Each call of the function, with the closures around it.
    var calls: [(id: SourceIndex.FunctionID, call: SourceOutline.Call)] = []
    for file in index.outlines.indices {
      for position in index.outlines[file].functions.indices {
        let id = SourceIndex.FunctionID(file: file, index: position)
        for made in index.function(id).calls where made.name == name {
          let onType =
            if case .type(let type) = made.receiver { types.contains(type) } else { false }
          if types.isEmpty || onType { calls.append((id, made)) }
        }
      }
    }
    guard !calls.isEmpty else {
      reading.callbackFindings.append(
        finding(
          CallbackSet.axis.id, nil,
          "\(sdk.name) supplies no callback: it assigns its delegate only in \(call), which the "
            + "sources never call (\(source))"))
      return ("never", .none)
    }
    let roots = launchRoots()
    let graph = LaunchGraph(index: index, roots: roots)
    let later = graph.follow(from: afterLaunchRoots(excluding: Set(roots)))
    // Each call's timing: the SDK assigns the delegate at launch when one call runs then, late
    // when every call runs later.
    var timings: [(DelegateTiming?, String)] = []
    for (id, made) in calls {
      let timing = when(id, in: made.closures, graph: graph, later: later)
      if timing.0 == .atLaunch {
        reading.launchAssigners.append(sdk.name)
        reading.timingFindings.append(
          sdkCallFinding(timing.1, id: id, call: made, naming: call, of: sdk, timing: .atLaunch))
        return (DelegateTiming.atLaunch.rawValue, callbacks)
      }
      timings.append(timing)
    }
    if timings.allSatisfy({ $0.0 == .late }) {
      reading.lateAssigners.append(sdk.name)
      for ((id, made), timing) in zip(calls, timings) {
        reading.timingFindings.append(
          sdkCallFinding(timing.1, id: id, call: made, naming: call, of: sdk, timing: .late))
      }
      return (DelegateTiming.late.rawValue, callbacks)
    }
    let uncertain = timings.firstIndex { $0.0 == nil }!
    let (id, made) = calls[uncertain]
    reading.timingFindings.append(
      sdkCallFinding(timings[uncertain].1, id: id, call: made, naming: call, of: sdk, timing: nil))
    reading.uncertainAssigners.append(sdk.name)
    return (AppProfile.unknown, callbacks)
  }

  /// Returns the finding on a call with which an SDK assigns the delegate.
  private func sdkCallFinding(
    _ why: String, id: SourceIndex.FunctionID, call: SourceOutline.Call, naming name: String,
    of sdk: PushSDK, timing: DelegateTiming?
  ) -> AppProfile.Finding {
    finding(
      DelegateTiming.axis.id, FileLocation(file: index.outlines[id.file].file, line: call.line),
      "\(timing?.rawValue ?? AppProfile.unknown): \(index.function(id).qualifiedName) calls "
        + "\(name), with which \(sdk.name) assigns the delegate, \(why) "
        + "(reported; read in \(sdk.sourceText))")
  }
}

extension ProfileInference {
  /// The callbacks that run in the app: its own and those its known SDKs supply; unknown when
  /// its own are, or when it depends on a push SDK the scan does not know.
  func combined(_ own: Inferred<CallbackSet>, _ sdks: SDKReading) -> Inferred<CallbackSet> {
    let findings = own.findings + sdks.callbackFindings
    guard var set = own.value else { return (nil, findings) }
    guard sdks.unknown.isEmpty && sdks.unreadable.isEmpty else { return (nil, findings) }
    for callback in sdks.supplied { set.insert(callback) }
    return (set, findings)
  }

  /// When the delegate is first assigned, the app's own assignments and its SDKs' together:
  /// at launch when either assigns it then; otherwise unknown while an SDK the scan does not
  /// know, or cannot place, might; late when the app or an SDK assigns it later; `never` only
  /// when no SDK assigns one either.
  func combined(
    _ own: Inferred<AppProfile.Timing>, _ sdks: SDKReading
  ) -> Inferred<AppProfile.Timing> {
    let findings = own.findings + sdks.timingFindings
    if own.value == .atLaunch || !sdks.launchAssigners.isEmpty { return (.atLaunch, findings) }
    let doubted = sdks.unknown + sdks.uncertainAssigners
    guard doubted.isEmpty && sdks.unreadable.isEmpty else { return (nil, findings) }
    if own.value == .late || !sdks.lateAssigners.isEmpty { return (.late, findings) }
    return (own.value, findings)
  }
}
