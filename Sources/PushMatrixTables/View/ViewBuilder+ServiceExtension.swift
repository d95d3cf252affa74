import PushMatrixEngine
import PushMatrixModel

extension ViewBuilder {
  /// The two conditions a service extension needs, by registry position, with the values that
  /// let it run: `mutable-content: 1` and an extension in the app.
  static let extensionNeeds: [(position: Int, ordinal: Int)] = [
    (AxisRegistry.position(of: MutableContent.self), MutableContent.axis.ordinal(of: .on)),
    (
      AxisRegistry.position(of: ServiceExtension.self),
      ServiceExtension.axis.ordinal(of: .present)
    ),
  ]

  /// The registry positions the service-extension page folds into each cell: what the app
  /// implements and how it is set up to run in the background, none of which the extension's own
  /// process sees; a cell lists each answer they give.
  static let extensionFolded = ConditionChanges.scenarioPositions.filter {
    $0 != statePosition && $0 != AxisRegistry.position(of: Payload.self)
  }

  /// The axes each table of the service-extension page varies, by registry position: the
  /// payload and every condition one at a time, then the two the extension needs together.
  static let extensionTableAxes: [[Int]] =
    ConditionChanges.scenarioPositions.filter {
      $0 != statePosition && !extensionFolded.contains($0)
    }
    .map { [$0] }
    + ConditionChanges.conditionPositions.filter { !extensionNeeds.map(\.position).contains($0) }
    .map { [$0] } + [extensionNeeds.map(\.position)]

  /// Returns the page of whether the app's service extension runs.
  ///
  /// Every table holds what it does not vary at one value of the space: the two conditions at
  /// the values the extension needs, every other condition at its default, and the payload at
  /// the first the space has (``extensionReference``). Its rows are the values of its axes on
  /// runs of consecutive releases that answer alike, from the first release where the extension
  /// exists; its columns the app states; each cell the engine's answers over
  /// ``extensionFolded``, with the rule that decides each.
  func serviceExtensionPage() -> TablePage {
    let releases = space.versions.filter { os in
      Self.extensionNeeds.allSatisfy { AxisRegistry.axes[$0.position].exists($0.ordinal, on: os) }
    }
    let reference = extensionReference
    // Each combination of the folded axes, once: a cell routes every one of them.
    let folded = combinations(of: Self.extensionFolded)
    let tables = Self.extensionTableAxes.map {
      extensionTable(varying: $0, on: releases, reference: reference, folded: folded)
    }
    let together = tables.count - 1
    var page = page(
      .serviceExtension,
      sections: [
        TablePage.Section(title: text(.extensionHeld), tables: Array(tables[..<together])),
        TablePage.Section(title: text(.extensionContrast), tables: [tables[together]]),
      ], notes: [:])
    page.intro = Phrase.introServiceExtension.text(
      language, releases.first?.description ?? "-", heldValues(reference, except: []),
      Phrase.list(Self.extensionFolded.map { AxisRegistry.axes[$0].title.text(language) }, language)
    )
    page.varyingAxes = ([Self.statePosition] + Self.extensionTableAxes.joined())
      .filter { space.choices[$0].count > 1 }.sorted()
    return page
  }

  /// The key every table of the service-extension page starts from: the values the extension
  /// needs, each other axis at its default, or else at the first value the space has.
  var extensionReference: ScenarioKey {
    var key = ScenarioKey(ordinals: space.choices.map { $0.first ?? 0 })
    for position in AxisRegistry.axes.indices {
      let wanted =
        Self.extensionNeeds.first { $0.position == position }?.ordinal
        ?? AxisRegistry.axes[position].defaultOrdinal
      if let wanted, space.choices[position].contains(wanted) {
        key.setOrdinal(wanted, at: position)
      }
    }
    return key
  }

  /// Returns the labels of the reference's values that a reader must be told, as a list: those
  /// of the tables' axes off their default, leaving out the given positions.
  private func heldValues(_ reference: ScenarioKey, except positions: [Int]) -> String {
    let held = Self.extensionTableAxes.joined().filter { position in
      !positions.contains(position)
        && reference.ordinal(at: position) != AxisRegistry.axes[position].defaultOrdinal
    }
    return Phrase.list(held.map { label($0, reference.ordinal(at: $0)) }, language)
  }

  /// Returns one table of the service-extension page.
  ///
  /// - Parameters:
  ///   - positions: the axes the table varies.
  ///   - releases: the releases where the extension exists.
  ///   - reference: the values of every other axis.
  ///   - folded: the combinations of ``extensionFolded`` a cell answers for.
  /// - Returns: a row per combination of the axes' values and run of releases that answer alike.
  private func extensionTable(
    varying positions: [Int], on releases: [OSVersion], reference: ScenarioKey,
    folded: [ScenarioKey]
  ) -> TableView {
    let states = space.choices[Self.statePosition]
    let rows = combinations(of: positions).flatMap { combination in
      let key = merging(reference, combination, at: positions)
      // A release where a value does not exist answers nothing, and ends a run.
      let answers = { (release: Int) -> [[Run]]? in
        let os = space.versions[release]
        guard releases.contains(os),
          positions.allSatisfy({ AxisRegistry.axes[$0].exists(key.ordinal(at: $0), on: os) })
        else { return nil }
        return states.map { state in
          var cell = key
          cell.setOrdinal(state, at: Self.statePosition)
          return extensionAnswers(cell, on: os, folded: folded)
        }
      }
      return releaseRuns(by: answers).compactMap { run -> TableView.Row? in
        guard let cells = answers(run.lowerBound) else { return nil }
        // The row names every value of the page's axes, so that the HTML filter shows a table
        // only where its rows hold what the reader asks for.
        var heading = versionsHeading(versions(run))
        heading.facets = Facets(
          versions: versions(run), key: key, positions: Array(Self.extensionTableAxes.joined()))
        let values = positions.map { label($0, key.ordinal(at: $0)) }.joined(separator: " · ")
        return TableView.Row(
          heading: heading,
          cells: [TableView.Cell(text: values)]
            + cells.map { TableView.Cell(runs: $0, outcome: nil, observations: []) })
      }
    }
    let title = positions.map { AxisRegistry.axes[$0].title.text(language) }
      .joined(separator: " × ")
    // Every table has the same columns, the values it varies in one, so that the page stays one
    // rectangle in CSV, its tables told apart by their titles.
    return TableView(
      id: "extension-" + positions.map { AxisRegistry.axes[$0].id }.joined(separator: "-"),
      title: title,
      caption: "\(title) — " + text(.extensionCaption, heldValues(reference, except: positions)),
      corner: "iOS", columns: [TableView.Heading(key: "value", label: title)] + stateHeadings,
      rows: rows, facets: Facets())
  }

  /// Returns what a cell of the service-extension page shows: each distinct answer the engine
  /// gives for the folded combinations, `yes` or `no` and the rule that decides it, a line each.
  private func extensionAnswers(_ key: ScenarioKey, on os: OSVersion, folded: [ScenarioKey])
    -> [Run]
  {
    let keys = folded.map { merging(key, $0, at: Self.extensionFolded) }.filter {
      Scenario(os: os, key: $0).firstMisfit() == nil
    }
    var answers: [(runs: Bool, rule: String)] = []
    for number in Set(routed.router.outcomeNumbers(of: keys, on: os)).sorted() {
      let outcome = routed.router.outcome(numbered: Int(number))
      if !answers.contains(where: { $0 == (outcome.extensionRuns, outcome.extensionRule) }) {
        answers.append((outcome.extensionRuns, outcome.extensionRule))
      }
    }
    let lines = answers.sorted { ($0.runs ? 0 : 1, $0.rule) < ($1.runs ? 0 : 1, $1.rule) }.map {
      [Run.text(text($0.runs ? .yes : .no)), .footnote($0.rule)]
    }
    return Array(lines.joined(separator: [.lineBreak]))
  }

  /// The legend of the service-extension page: how to read a cell, and the app states.
  var serviceExtensionLegend: [TablePage.LegendGroup] {
    let folded = Phrase.list(
      Self.extensionFolded.map { AxisRegistry.axes[$0].title.text(language) }, language)
    return [
      .init(
        title: nil,
        items: [
          .init(term: nil, text: text(.legendExtensionAnswer)),
          .init(term: nil, text: text(.legendExtensionLines, folded)),
          .init(term: nil, text: text(.legendRange)),
        ]),
      stateLegend,
    ]
  }
}
