/// The iOS releases the model knows: the default matrix's releases, the majors Apple skipped,
/// and where the model's knowledge ends.
///
/// The default matrix covers every major release from 3 to 18 and 26, the releases the source
/// documents tested on (9.3.2, 10.0, 12.3.1), and the releases where a quirk ends (10.1, 18.1).
public enum OSCatalog {
  /// The releases of the default matrix, in ascending order.
  public static let versions: [OSVersion] = {
    let majors = (3...18).map { OSVersion($0) } + [OSVersion(26)]
    let tested = [OSVersion(9, 3, 2), OSVersion(12, 3, 1)]
    let quirkBoundaries = [OSVersion(10, 1), OSVersion(18, 1)]
    return Array(Set(majors + tested + quirkBoundaries)).sorted()
  }()

  /// The major numbers no iOS release has: in 2025 Apple numbered iOS by year and went from
  /// iOS 18 to iOS 26.
  public static let skippedMajors = 19...25

  /// The newest release of the default matrix, whose major release the model covers last.
  public static let newest = versions.last!

  /// The first release of the major after the newest one: from here on the model knows nothing
  /// and carries the newest release's rules forward.
  public static let beyondCatalog = OSVersion(newest.major + 1)

  /// The warning a command prints on standard error for a release newer than the model covers,
  /// or `nil` for a release it covers.
  public static func warning(for os: OSVersion) -> String? {
    guard os >= beyondCatalog else { return nil }
    return "warning: iOS \(os) is newer than iOS \(newest.major), the newest release PushMatrix "
      + "covers; its answers carry iOS \(newest.major)'s rules forward unchecked"
  }
}
