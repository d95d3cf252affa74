import PushMatrixEngine
import PushMatrixModel
import PushMatrixScan
import PushMatrixTables

/// One app's page: for every release from its deployment target to the newest the catalog
/// holds, every app state and payload, what the user sees and which of the app's callbacks run,
/// under the app's own conditions and under each condition that changes something for it; then
/// the findings those answers support.
///
/// Every answer is the router's (``Router/standard`` unless told otherwise): the page chooses
/// scenarios and compares answers, and decides none. A field the profile leaves unknown is
/// assumed to take its axis's default (``Presentation/assumed``, `banner+list`, for
/// `presentation`, as every command assumes), and each other value it
/// might take is a variant of the page, so that every answer that depends on the field is shown
/// both ways; an unknown `callbacks` is refused, since every answer depends on it, and an
/// unknown `deploymentTarget` makes the page start at the lowest release current Xcode builds for
/// (``lowestBuildable``).
package struct AppReport: Sendable {
  /// The profile the page is for.
  package let profile: AppProfile
  /// The releases the page covers, ascending: the deployment target, then every later release
  /// of the catalog.
  package let releases: [OSVersion]
  /// The values assumed for unknown fields that matter, in the order of the profile's fields.
  package let assumptions: [Assumption]
  /// The profile's values that some releases do not have, and what those releases show.
  package let adjustments: [Adjustment]
  /// The answers under the app's own conditions, one range for each run of releases on which
  /// every cell shows the same.
  package let ranges: [Range]
  /// Every answer under the app's own conditions, by release in the order of ``releases``, then
  /// by app state and payload in canonical order; a range shows its first release's, which
  /// differ from the others' in basis and notes at most.
  package let cells: [[Cell]]
  /// The conditions off their default, then the unknown fields' other values, each with the
  /// cells it changes; a variant that changes nothing has no changes.
  package let variants: [Variant]
  /// What the app's cross-platform push SDKs call in its JavaScript or Dart, one part per SDK
  /// the engine bridges; empty for an app without one.
  package let sdkParts: [SDKPart]
  /// What the answers show about the app: warnings first, then information.
  package private(set) var findings: [AppFinding] = []

  /// The app's scenario values, the releases, and the router that answers.
  let routing: AppRouting

  /// The key of the profile in the page's JSON form, by which `app --against` reads a saved page.
  package static let profileKey = "profile"

  /// The profile's axes, in registry order: their values come from the profile, not from the
  /// page's variants of conditions.
  static let profileAxes: [Int] = [
    AxisRegistry.position(of: CallbackSet.self), AxisRegistry.position(of: Presentation.self),
    AxisRegistry.position(of: BackgroundMode.self), AxisRegistry.position(of: Lifecycle.self),
    AxisRegistry.position(of: DelegateTiming.self),
    AxisRegistry.position(of: ServiceExtension.self),
  ].sorted()

  /// The lowest release current Xcode builds an app for, where a page whose deployment target
  /// is unknown starts.
  ///
  /// Xcode 26 deploys to iOS 15 and later (Apple's Xcode support page, "Minimum requirements
  /// and supported SDKs").
  package static let lowestBuildable = OSVersion(15)

  /// Builds the page of an app.
  ///
  /// - Parameters:
  ///   - profile: the app's profile, as `scan` finds it or a project edited it.
  ///   - router: the engine that answers.
  /// - Throws: ``AppReportError`` when `callbacks` is unknown.
  package init(_ profile: AppProfile, router: Router = .standard) throws(AppReportError) {
    guard let callbacks = profile.routedCallbacks else {
      throw AppReportError(field: CallbackSet.axis.id)
    }
    self.profile = profile
    let first =
      profile.deploymentTarget ?? OSCatalog.versions.first { $0 >= Self.lowestBuildable }
      ?? OSCatalog.versions[0]
    let releases = [first] + OSCatalog.versions.filter { $0 > first }
    self.releases = releases

    var key = ScenarioKey.first
    for (position, axis) in AxisRegistry.axes.enumerated() where axis.isCondition {
      key.setOrdinal(axis.defaultOrdinal!, at: position)
    }
    key[CallbackSet.self] = callbacks
    var assumptions: [Assumption] = []
    // Unknown fields take the axis's default, or for presentation the value every command
    // assumes, and every other value that fits the callbacks becomes a variant.
    func resolve<Value: AxisValue>(_ value: Value?, assumed: Value) {
      key[Value.self] = value ?? assumed
      guard value == nil else { return }
      let axis = AxisRegistry.axes[AxisRegistry.position(of: Value.self)]
      let fitting = releases.flatMap { os in
        axis.allowedOrdinals(in: Scenario(os: os, key: key)).map { axis.identifiers[$0] }
      }
      let alternatives = axis.identifiers.filter {
        $0 != assumed.description && fitting.contains($0)
      }
      guard !alternatives.isEmpty else { return }
      assumptions.append(
        Assumption(field: axis.id, assumed: assumed.description, alternatives: alternatives))
    }
    resolve(profile.backgroundMode, assumed: BackgroundMode.axis.defaultValue!)
    resolve(profile.lifecycle, assumed: Lifecycle.axis.defaultValue!)
    let routesWillPresent = callbacks.contains(.willPresent)
    resolve(
      routesWillPresent ? profile.presentation : .notApplicable,
      assumed: routesWillPresent ? Presentation.assumed : .notApplicable)
    // Never set: without the center's callbacks, the engine allows only its default.
    resolve(
      profile.delegateTiming == .never
        ? DelegateTiming.axis.defaultValue! : profile.delegateTiming?.scenarioValue,
      assumed: DelegateTiming.axis.defaultValue!)
    resolve(
      profile.serviceExtension.map { $0 ? ServiceExtension.present : .none },
      assumed: ServiceExtension.axis.defaultValue!)
    self.assumptions = assumptions.sorted {
      AxisRegistry.position(ofID: $0.field)! < AxisRegistry.position(ofID: $1.field)!
    }
    let routing = AppRouting(router: router, template: key, releases: releases)
    self.routing = routing
    let base = releases.map { os in
      AppRouting.grid.map { routing.cell(os, $0.state, $0.payload)! }
    }
    cells = base
    ranges = Self.ranges(releases, base)
    adjustments = routing.adjustments()
    var variants: [Variant] = []
    for (position, axis) in AxisRegistry.axes.enumerated()
    where axis.isCondition && !Self.profileAxes.contains(position) {
      for ordinal in 0..<axis.count where ordinal != axis.defaultOrdinal {
        variants.append(routing.variant(position, ordinal, kind: .condition, base: base))
      }
    }
    for assumption in self.assumptions {
      let position = AxisRegistry.position(ofID: assumption.field)!
      let axis = AxisRegistry.axes[position]
      for value in assumption.alternatives {
        variants.append(
          routing.variant(
            position, axis.identifiers.firstIndex(of: value)!, kind: .unknownField, base: base))
      }
    }
    self.variants = variants
    sdkParts = routing.sdkParts(of: profile)
    findings = AppFindings(self).all
  }

  /// Groups releases into runs on which every cell shows the same, the rules included.
  private static func ranges(_ releases: [OSVersion], _ base: [[Cell]]) -> [Range] {
    var ranges: [Range] = []
    for (os, cells) in zip(releases, base) {
      if let last = ranges.last, last.cells.map(\.seenWithRules) == cells.map(\.seenWithRules) {
        ranges[ranges.count - 1].releases.append(os)
      } else {
        ranges.append(Range(releases: [os], cells: cells))
      }
    }
    return ranges
  }

  /// Returns releases of the page as runs, such as `9.0–9.3.2, 12.0`.
  package func label(_ versions: [OSVersion]) -> String { routing.label(versions) }

  /// The number of warnings among the findings.
  package var warningCount: Int { findings.filter { $0.level == .warning }.count }
}

extension AppReport.Cell {
  /// What a range compares: what is seen and the rules that decide it.
  fileprivate var seenWithRules: [String] { seen + rules }
}
