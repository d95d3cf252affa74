extension XcodeTarget {
  /// A product of a local Swift package that a target links: an
  /// `XCSwiftPackageProductDependency` whose package is an `XCLocalSwiftPackageReference`.
  package struct PackageProduct: Equatable, Sendable {
    /// The product's name, as the package's manifest declares it.
    package var name: String
    /// The package's folder relative to the scanned root, or `nil` when its path leaves the
    /// scanned root, is absolute or holds a variable.
    package var folder: String?
    /// The package's path as the project writes it (`relativePath`), for findings.
    package var path: String
    /// Where the project names the package.
    package var location: FileLocation

    /// Creates a linked product.
    package init(name: String, folder: String?, path: String, location: FileLocation) {
      self.name = name
      self.folder = folder
      self.path = path
      self.location = location
    }
  }
}
