import PushMatrixModel

extension ProfileInference {
  /// A field's value, `nil` when undecided, and the findings behind it.
  typealias Inferred<Value> = (value: Value?, findings: [AppProfile.Finding])

  /// Returns a field's value with the one finding behind it, which no single file shows, such
  /// as the absence of something.
  func alone<Value>(_ value: Value?, _ field: String, _ shows: String) -> Inferred<Value> {
    (value, [finding(field, nil, shows)])
  }

  /// The callbacks: the receive methods of the app delegates and the notification methods of
  /// the notification-center delegates; the same methods in other types do not count.
  func callbacks() -> Inferred<CallbackSet> {
    let field = CallbackSet.axis.id
    var findings: [AppProfile.Finding] = []
    let roles = [
      ("the app delegate", appDelegates), ("a notification-center delegate", notificationDelegates),
    ]
    for (name, types) in roles {
      for role in types {
        findings.append(finding(field, role.location, "\(role.type) is \(name): \(role.reason)"))
      }
    }
    for app in swiftUIApps {
      findings.append(
        finding(field, index.location(of: app, naming: "@main"), "\(app) is the SwiftUI App"))
    }
    let entryPoints = (swiftUIApps + appDelegates.map(\.type)).sorted().compactMap { type in
      index.declarations(of: type).flatMap(\.declaration.attributes).first {
        $0 == "@main" || $0 == "@UIApplicationMain"
      }.map { (type, $0) }
    }
    if entryPoints.count > 1 {
      let places = entryPoints.map { type, attribute in
        let location = index.location(of: type, naming: attribute)
        return "\(type) (\(location.map { "\($0.file):\($0.line ?? 0)" } ?? "?"))"
      }
      findings.append(
        finding(
          field, nil,
          "the sources hold \(entryPoints.count) apps' entry points, "
            + places.joined(separator: ", ")
            + ", and the profile merges them: scan one app's folders to profile it alone"))
    }

    guard !appDelegates.isEmpty || !notificationDelegates.isEmpty || !swiftUIApps.isEmpty else {
      findings.append(
        finding(
          field, nil,
          "unknown: found no app delegate (UIApplicationDelegate), SwiftUI App or "
            + "\(Self.notificationDelegateProtocol)"))
      return (nil, findings)
    }
    var set = CallbackSet.none
    for (id, method) in delegateMethods() {
      let function = index.function(id)
      let location = index.location(of: id)
      let isAsync = function.isAsync ? " (async)" : ""
      guard counts(method, in: function.owner) else {
        if method.callback != nil || method == .actionHandler {
          let owner = function.owner ?? "no type"
          let why =
            otherPlatformTypes[owner].map { "which belongs to another platform's app (\($0))" }
            ?? "neither an app delegate nor a notification-center delegate"
          findings.append(
            finding(
              field, location, "not counted: \(function.qualifiedName) is in \(owner), \(why)"))
        }
        continue
      }
      if let callback = method.callback {
        set.insert(callback)
        findings.append(
          finding(field, location, "\(callback): \(function.qualifiedName)\(isAsync)"))
      } else if method == .actionHandler {
        findings.append(
          finding(
            field, location,
            "iOS 8–10 action handler, not one of the four callbacks (from iOS 10 actions go to "
              + "didReceiveResponse): \(function.qualifiedName)"))
      }
    }
    return (set, findings)
  }

  /// Every delegate method of the sources, in file order.
  func delegateMethods() -> [(SourceIndex.FunctionID, DelegateMethod)] {
    index.outlines.indices.flatMap { file in
      index.outlines[file].functions.indices.compactMap { position in
        let id = SourceIndex.FunctionID(file: file, index: position)
        return DelegateMethod(index.function(id)).map { (id, $0) }
      }
    }
  }

  /// Whether a delegate method in a type is one iOS calls: an app-delegate method in an app
  /// delegate, a notification method in a notification-center delegate.
  func counts(_ method: DelegateMethod, in owner: String?) -> Bool {
    switch method {
    case .willPresent, .didReceiveResponse: plays(owner, in: notificationDelegates)
    case .legacyReceive, .fetchReceive, .actionHandler, .launch, .sceneConfiguration:
      plays(owner, in: appDelegates)
    }
  }

  /// The uses of `willPresent`'s options found where it sends its completion handler on in an
  /// action, as a dependency client of The Composable Architecture yields
  /// `.willPresentNotification(…, completionHandler: …)` to a stream its reducer reads: those of
  /// the action cases that handle it, with a finding that says so; `nil` when it sends none.
  func actionUses(
    of function: SourceOutline.Function, at location: FileLocation, tokens: [SourceToken]
  ) -> (uses: [(file: String, use: PresentationLiteral.Use)], finding: AppProfile.Finding)? {
    let body = tokens[function.body]
    guard
      let position = body.indices.dropFirst().dropLast(2).first(where: { position in
        tokens[position - 1].isPunctuation(".") && tokens[position].kind == .identifier
          && tokens[position + 1].isPunctuation("(")
          && !index.actionCases(named: tokens[position].text).isEmpty
      })
    else { return nil }
    let action = tokens[position].text
    let handlers = index.actionCases(named: action)
    // A file past the bound of kept tokens cannot be read again.
    let unread = handlers.map { index.outlines[$0.file] }.filter(\.tokens.isEmpty).map(\.file)
    let uses = handlers.filter { !index.outlines[$0.file].tokens.isEmpty }.flatMap { handler in
      let outline = index.outlines[handler.file]
      return PresentationLiteral.uses(in: index.function(handler), tokens: outline.tokens)
        .filter { !$0.returnsWithoutCalling }.map { (file: outline.file, use: $0) }
    }
    let names = handlers.map { index.function($0).qualifiedName }
    var shows =
      "\(function.qualifiedName) hands its completion handler on in the action .\(action), "
      + "which \(names.joined(separator: ", ")) \(names.count == 1 ? "handles" : "handle")"
    if !unread.isEmpty {
      shows =
        "unknown: " + shows
        + " (the scan kept no tokens of \(Set(unread).sorted().joined(separator: ", ")), "
        + "past its bound)"
    } else if uses.isEmpty {
      shows = "unknown: " + shows + "; none calls it"
    }
    return (unread.isEmpty ? uses : [], finding(Presentation.axis.id, location, shows))
  }

  /// The presentation: `n/a` without `willPresent`, else what every `willPresent` passes when
  /// they agree on a literal.
  func presentation(
    callbacks: CallbackSet?, deploymentTarget: OSVersion?
  ) -> Inferred<Presentation> {
    let field = Presentation.axis.id
    guard let callbacks else {
      return alone(nil, field, "unknown: the callbacks are unknown")
    }
    guard callbacks.contains(.willPresent) else {
      return alone(.notApplicable, field, "n/a: willPresent is not implemented")
    }
    var findings: [AppProfile.Finding] = []
    var decided: Set<Presentation> = []
    var undecided = false
    var localOnly = false
    for (id, method) in delegateMethods() where method == .willPresent {
      let function = index.function(id)
      guard counts(method, in: function.owner) else { continue }
      let outline = index.outlines[id.file]
      var uses = PresentationLiteral.uses(in: function, tokens: outline.tokens).map {
        (file: outline.file, use: $0)
      }
      if !uses.isEmpty, uses.allSatisfy({ $0.use.presentation == nil }),
        let answered = actionUses(
          of: function, at: index.location(of: id), tokens: outline.tokens)
      {
        // A reducer's action cases answer: the options they pass the handler they bind.
        uses = answered.uses
        findings.append(answered.finding)
        if uses.isEmpty { undecided = true }
      } else if uses.isEmpty {
        undecided = true
        findings.append(
          finding(
            field, index.location(of: id),
            "unknown: \(function.qualifiedName) neither calls its completion handler nor returns"))
      }
      for (file, use) in uses {
        let location = FileLocation(file: file, line: use.line)
        if let availability = use.availability, availability.isFallback,
          let deploymentTarget, deploymentTarget >= availability.version
        {
          findings.append(
            finding(
              field, location,
              "willPresent's \(use.text) is the fallback of #available(iOS "
                + "\(availability.version), *), which an app deployed from iOS "
                + "\(deploymentTarget) never runs"))
          continue
        }
        if let kind = use.kind, kind.isLocal {
          localOnly = true
          findings.append(
            finding(
              field, location,
              "willPresent's \(use.text) is for local notifications only (the test on line "
                + "\(kind.line) tells them from remote ones), which the matrix does not cover"))
          continue
        }
        if use.returnsWithoutCalling {
          // The profile gives what the paths that present pass; one that gives up (a setting
          // off, a payload the app ignores in the foreground) is said beside it.
          findings.append(
            finding(
              field, location,
              "willPresent returns here without calling \(use.text), so nothing is shown on "
                + "this path"))
          continue
        }
        if let presentation = use.presentation {
          decided.insert(presentation)
          findings.append(
            finding(field, location, "willPresent passes \(use.text): \(presentation.rawValue)"))
        } else {
          undecided = true
          findings.append(
            finding(field, location, "unknown: willPresent passes \(use.text); \(use.reason ?? "")")
          )
        }
      }
    }
    if !undecided, decided.isEmpty, localOnly {
      findings.append(
        finding(field, nil, "unknown: willPresent passes options for local notifications only"))
    }
    guard !undecided, decided.count == 1 else {
      if decided.count > 1 {
        findings.append(
          finding(
            field, nil,
            "unknown: willPresent passes different options on different paths: "
              + decided.map(\.rawValue).sorted().joined(separator: ", ")))
      }
      return (nil, findings)
    }
    return (decided.first, findings)
  }
}
