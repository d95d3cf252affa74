/// The iOS releases the default matrix covers, in ascending order.
///
/// Every major release from 3 to 18 and 26, the releases the source documents tested on
/// (9.3.2, 10.0, 12.3.1), and the releases where a quirk ends (10.1, 18.1).
public enum OSCatalog {
  public static let versions: [OSVersion] = {
    let majors = (3...18).map { OSVersion($0) } + [OSVersion(26)]
    let tested = [OSVersion(9, 3, 2), OSVersion(12, 3, 1)]
    let quirkBoundaries = [OSVersion(10, 1), OSVersion(18, 1)]
    return Array(Set(majors + tested + quirkBoundaries)).sorted()
  }()
}
