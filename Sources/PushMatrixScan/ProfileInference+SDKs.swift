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
    var notOwners: [String: (PushSDK.NotAnOwner, FileLocation)] = [:]
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
          if found[sdk.name] == nil { found[sdk.name] = dependency.location }
        } else if dependency.name.lowercased() == Self.firebasePackage, callsMessaging {
          if found["Firebase Messaging"] == nil {
            found["Firebase Messaging"] = dependency.location
          }
        } else if let other = PushSDK.notAnOwner(named: dependency.name) {
          if notOwners[other.name] == nil { notOwners[other.name] = (other, dependency.location) }
        } else if PushSDK.looksLikePush(dependency.name) {
          // A pod's subspecs (`Kit/Core`) are the pod: a Podfile and its Podfile.lock that
          // name one SDK make one finding.
          let name =
            manifest.ecosystem == .cocoaPods
            ? String(dependency.name.split(separator: "/").first ?? "") : dependency.name
          if unknown[name] == nil { unknown[name] = dependency.location }
        }
      }
    }
    for name in notOwners.keys.sorted() {
      let (other, location) = notOwners[name]!
      reading.callbackFindings.append(
        finding(
          CallbackSet.axis.id, location,
          "\(other.name) supplies no callback for remote notifications: \(other.what) "
            + "(reported; read in \(other.source))"))
    }
    let switchOff = inputs.proxySwitches.first { !$0.isEnabled }
    for sdk in PushSDK.known {
      guard let location = found[sdk.name] else { continue }
      record(sdk, at: location, switchOff: switchOff, into: &reading)
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

  /// Records one known SDK the app depends on: what it supplies, and when it assigns the
  /// delegate.
  private func record(
    _ sdk: PushSDK, at location: FileLocation, switchOff: ProxySwitch?,
    into reading: inout SDKReading
  ) {
    let source = "reported; read in \(sdk.source)"
    let callbackField = CallbackSet.axis.id
    let timingField = DelegateTiming.axis.id
    if sdk.turnedOffByProxySwitch, let switchOff {
      reading.uses.append(
        AppProfile.SDKUse(
          name: sdk.name, file: location.file, line: location.line, isKnown: true,
          callbacks: .none, delegateTiming: "never"))
      reading.callbackFindings.append(
        finding(
          callbackField, switchOff.location,
          "\(sdk.name) supplies no callback: \(ProxySwitch.key) is NO, which turns its "
            + "app-delegate proxy off (\(source))"))
      return
    }
    var callbacks = sdk.callbacks
    var timing: String
    switch sdk.delegate {
    case .never:
      timing = "never"
    case .atLaunch(let reason):
      timing = DelegateTiming.atLaunch.rawValue
      reading.launchAssigners.append(sdk.name)
      reading.timingFindings.append(
        finding(
          timingField, location,
          "atLaunch: \(sdk.name) assigns the notification center's delegate \(reason) "
            + "(\(source))"))
    case .whenAppCalls(let name):
      (timing, callbacks) = appCall(name, sdk: sdk, callbacks: callbacks, into: &reading)
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
  /// from where the app's sources call it; without a call it supplies nothing.
  private func appCall(
    _ name: String, sdk: PushSDK, callbacks: CallbackSet, into reading: inout SDKReading
  ) -> (String, CallbackSet) {
    let field = DelegateTiming.axis.id
    var callers: [SourceIndex.FunctionID] = []
    for file in index.outlines.indices {
      for position in index.outlines[file].functions.indices {
        let id = SourceIndex.FunctionID(file: file, index: position)
        if index.function(id).calls.contains(where: { $0.name == name }) { callers.append(id) }
      }
    }
    guard !callers.isEmpty else {
      reading.callbackFindings.append(
        finding(
          CallbackSet.axis.id, nil,
          "\(sdk.name) supplies no callback: it assigns its delegate only in \(name), which the "
            + "sources never call (reported; read in \(sdk.source))"))
      return ("never", .none)
    }
    let graph = LaunchGraph(index: index, roots: launchRoots())
    for id in callers {
      let location = index.location(of: id)
      let function = index.function(id).qualifiedName
      if let reach = graph.fromLaunch[id], reach.timing == .atLaunch {
        reading.launchAssigners.append(sdk.name)
        reading.timingFindings.append(
          finding(
            field, location,
            "atLaunch: \(function) calls \(name), with which \(sdk.name) assigns the delegate, "
              + "and launch reaches it (reported; read in \(sdk.source))"))
        return (DelegateTiming.atLaunch.rawValue, callbacks)
      }
    }
    reading.timingFindings.append(
      finding(
        field, index.location(of: callers[0]),
        "unknown: \(index.function(callers[0]).qualifiedName) calls \(name), with which "
          + "\(sdk.name) assigns the delegate, but the scan cannot tell that launch runs it"))
    reading.uncertainAssigners.append(sdk.name)
    return (AppProfile.unknown, callbacks)
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
  /// know, or cannot place, might.
  func combined(_ own: Inferred<DelegateTiming>, _ sdks: SDKReading) -> Inferred<DelegateTiming> {
    let findings = own.findings + sdks.timingFindings
    if own.value == .atLaunch || !sdks.launchAssigners.isEmpty { return (.atLaunch, findings) }
    let doubted = sdks.unknown + sdks.uncertainAssigners
    guard doubted.isEmpty && sdks.unreadable.isEmpty else { return (nil, findings) }
    return (own.value, findings)
  }
}
