extension SwiftPackage: ProjectFormat {
  /// Reads the Swift packages' manifests, whose targets an app target may link.
  static func read(_ files: inout ScanFiles, into model: inout ProjectModel) throws {
    for file in files.files(.source(.swift))
    where file.relative.split(separator: "/").last == "Package.swift"
      && !TuistHelpers.isHelper(file.relative)
    {
      guard let tokens = try files.manifestTokens(file) else { continue }
      model.packages.append(
        SwiftPackage(file: file.relative, tokens: tokens, sources: files.sourcePaths))
    }
  }
}
