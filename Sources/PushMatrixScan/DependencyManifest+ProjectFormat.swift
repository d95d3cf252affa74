extension DependencyManifest: ProjectFormat {
  /// Reads the package managers' files, which name the SDKs of the repository whichever target
  /// links them (a project does not list them), less the cross-platform packages of the
  /// repository without iOS code: those are the app's own code.
  static func read(_ files: inout ScanFiles, into model: inout ProjectModel) throws {
    let nativeFolders = nativeFolders(Array(files.sourceSet))
    for file in files.files(.dependencyManifest) {
      guard let bytes = try files.load(file) else { continue }
      var manifest = DependencyManifest(bytes: bytes, file: file.relative)
      model.findings += manifest.removeOwnPackages(nativeFolders: nativeFolders)
      model.dependencyManifests.append(manifest)
    }
  }
}
