import PushMatrixModel

extension ViewBuilder {
  /// How the source documents number the callbacks, by the prefix of their observation IDs.
  static let documentNumbering: [Callback: [(prefix: String, number: String)]] = [
    .launch: [("CO", "方法1"), ("MC", "(1)")],
    .legacyReceive: [("CO", "方法2"), ("MC", "(2)"), ("AN", "方法一")],
    .fetchReceive: [("CO", "方法3"), ("MC", "(3)"), ("AN", "方法二")],
    .willPresent: [("CO", "方法4"), ("AN", "方法三")],
    .didReceiveResponse: [("CO", "方法5"), ("AN", "方法四")],
  ]

  /// Returns the legend of a view: the cell phrases and symbols, the app states, the callbacks
  /// with the documents' numbering, and the documents behind the observation IDs.
  func legend(for view: ViewKind) -> [TablePage.LegendGroup] {
    typealias Item = TablePage.LegendGroup.Item
    var groups: [TablePage.LegendGroup] = []
    if view != .long {
      let tested = Phrase.list(routed.router.deviceTestedReleases.map(\.description), language)
      let phrases: [(Phrase, String?)] = [
        (.legendBanner, nil), (.legendArrival, nil), (.legendTap, nil), (.legendNothing, nil),
        (.legendAgrees, nil), (.legendOverruled, nil), (.legendFootnote, nil),
        (.legendExtrapolated, tested), (.legendRange, nil),
      ]
      groups.append(
        .init(title: nil, items: phrases.map { Item(term: nil, text: text($0, $1)) }))
    }
    groups += [stateLegend, callbackLegend]
    if !routed.observationPrefixes.isEmpty {
      groups.append(
        .init(
          title: text(.legendObservations),
          items: routed.observationPrefixes.map { Item(term: $0.prefix, text: $0.source.title) }))
    }
    return groups
  }

  /// The legend of the app states: each state's identifier, label and meaning.
  var stateLegend: TablePage.LegendGroup {
    .init(
      title: text(.legendStates),
      items: AppState.allCases.map { state in
        let label = AppState.axis.labels[AppState.axis.ordinal(of: state)].text(language)
        return .init(
          term: label == state.rawValue ? label : "\(state.rawValue) · \(label)",
          text: state.meaning.text(language))
      })
  }

  /// The legend of the callbacks: each callback's selector and the documents' numbers for it.
  var callbackLegend: TablePage.LegendGroup {
    .init(
      title: text(.legendCallbacks),
      items: Callback.allCases.map { callback in
        let numbers = (Self.documentNumbering[callback] ?? []).map { "\($0.prefix) \($0.number)" }
        return .init(
          term: callback.rawValue, text: ([callback.selector] + numbers).joined(separator: " · "))
      })
  }
}
