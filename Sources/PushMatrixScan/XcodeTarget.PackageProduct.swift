extension XcodeTarget {
  /// A product of a local Swift package that a target links: an
  /// `XCSwiftPackageProductDependency` whose package is an `XCLocalSwiftPackageReference`, or
  /// that names no package at all, as Xcode writes a product of a package the project or its
  /// workspace holds as a folder.
  package struct PackageProduct: Equatable, Sendable {
    /// The product's name, as the package's manifest declares it.
    package var name: String
    /// The package's folder relative to the scanned root, or `nil` when its path leaves the
    /// scanned root, is absolute or holds a variable, or when the product names no package.
    package var folder: String?
    /// The package's path as the project writes it (`relativePath`), for findings; empty when
    /// the product names no package.
    package var path: String
    /// Where the project names the package, or the product when it names none.
    package var location: FileLocation
    /// For a product that names no package, the folders the project holds as folder
    /// references, relative to the scanned root: one of them is likely the package; `nil` for a
    /// product that names its package.
    package var folderReferences: [String]?

    /// Creates a linked product.
    package init(
      name: String, folder: String?, path: String, location: FileLocation,
      folderReferences: [String]? = nil
    ) {
      self.name = name
      self.folder = folder
      self.path = path
      self.location = location
      self.folderReferences = folderReferences
    }
  }
}
