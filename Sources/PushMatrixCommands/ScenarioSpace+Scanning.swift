import PushMatrixModel

extension ScenarioSpace {
  /// The options of the registered axes' filters, in registry order.
  static let axisFilterOptions: [String] = AxisRegistry.axes.map(\.option)

  /// The options that filter a space: `os` and every registered axis's option.
  static let filterOptions: [String] = [OSVersion.axisID] + axisFilterOptions

  /// The filter options with the values each accepts: the catalog's releases for `--os`, and
  /// each registered axis's identifiers for its option.
  static let filterOptionValues: [String: [String]] = Dictionary(
    uniqueKeysWithValues: [(OSVersion.axisID, OSCatalog.versions.map(\.description))]
      + AxisRegistry.axes.map { ($0.option, $0.identifiers) })

  /// The filter options as a usage line shows them, such as `[--os LIST] [--state LIST] …`.
  static let filterUsage = filterOptions.map { "[--\($0) LIST]" }.joined(separator: " ")

  /// The registered axes' filter options as a usage line shows them.
  static let axisFilterUsage = axisFilterOptions.map { "[--\($0) LIST]" }.joined(separator: " ")

  /// The registered axes' filter options as help texts describe them, one line or more each.
  static let axisFilterHelp = AxisRegistry.axes.map { axis in
    HelpText.option(
      "--\(axis.option) LIST",
      "comma-separated values of \(HelpText.accepted(by: axis)) (default: "
        + (axis.isCondition
          ? "\(axis.identifiers[axis.defaultOrdinal!]), as the documents tested)"
          : "all)"))
  }.joined(separator: "\n")

  /// The filter options as help texts describe them, one line or more each.
  static let filterHelp =
    HelpText.option(
      "--os LIST",
      "comma-separated releases, any release from 3.0 but the skipped 19–25, and ranges of the "
        + "catalog's releases, A..B from A to B or A+ from A on, such as 15.0..26.0 or 15+; one "
        + "newer than the catalog is answered with a warning (default: the catalog)")
    + "\n" + axisFilterHelp

  /// Creates the space that a command's axis filters choose, each defaulting to every value, or
  /// for a condition axis to what `conditions` says.
  ///
  /// - Parameters:
  ///   - scan: the command's arguments.
  ///   - versions: the releases, for a command that reads `--os` its own way; otherwise
  ///     `--os` chooses them.
  ///   - conditions: the condition values a filter that is not given leaves.
  /// - Throws: ``UsageError`` naming the first bad value.
  init(
    scanning scan: ArgumentScanner, versions: [OSVersion]? = nil,
    conditions: Conditions = .defaults
  ) throws(UsageError) {
    var releases = versions
    if releases == nil { releases = try scan.releases(OSVersion.axisID) }
    self.init(versions: releases ?? OSCatalog.versions, conditions: conditions)
    for (position, axis) in AxisRegistry.axes.enumerated() {
      if let ordinals = try scan.ordinals(of: axis) { restrict(axisAt: position, to: ordinals) }
    }
  }
}
