import PushMatrix

extension ScenarioSpace {
  /// The options that filter a space: `os` and every registered axis's option.
  static let filterOptions: [String] = [OSVersion.axisID] + AxisRegistry.axes.map(\.option)

  /// The filter options as a usage line shows them, such as `[--os LIST] [--state LIST] …`.
  static let filterUsage = filterOptions.map { "[--\($0) LIST]" }.joined(separator: " ")

  /// The filter options as help texts describe them, one line or more each.
  static let filterHelp: String = {
    let release = HelpText.option(
      "--os LIST",
      "comma-separated releases, any release from 3.0 but the skipped 19–25; one newer than the "
        + "catalog is answered with a warning (default: the catalog)")
    let axes = AxisRegistry.axes.map { axis in
      HelpText.option(
        "--\(axis.option) LIST", "comma-separated values of \(axis.expected) (default: all)")
    }
    return ([release] + axes).joined(separator: "\n")
  }()

  /// Creates the space that a command's axis filters choose, each defaulting to every value.
  ///
  /// - Throws: ``UsageError`` naming the first bad value.
  init(scanning scan: ArgumentScanner) throws(UsageError) {
    self.init(versions: try scan.releases(OSVersion.axisID) ?? OSCatalog.versions)
    for (position, axis) in AxisRegistry.axes.enumerated() {
      if let ordinals = try scan.ordinals(of: axis) { restrict(axisAt: position, to: ordinals) }
    }
  }
}
