import PushMatrixIO

/// Scans an iOS app's project into its profile: finds the files (``SourceTree``), reads the
/// sources into outlines, the Info.plists, the Xcode projects, the xcconfig files and the
/// package manifests, and works out the profile from them (``ProfileInference``).
package enum AppScanner {
  /// Returns the profile of the app whose files lie below the paths given.
  ///
  /// - Parameter paths: folders, walked recursively, or files.
  /// - Returns: the profile, its findings' paths relative to the folder that holds every path.
  /// - Throws: ``ScanError`` when a path or file cannot be read or no source is found;
  ///   ``Diagnostic`` for a malformed property list or Xcode project.
  package static func scan(_ paths: [String]) throws -> AppProfile {
    ProfileInference.profile(try read(SourceTree(paths: paths)))
  }

  /// Reads every file of a tree into the inference's inputs.
  ///
  /// - Throws: ``ScanError`` when a file cannot be read; ``Diagnostic`` for a malformed
  ///   property list or Xcode project.
  package static func read(_ tree: SourceTree) throws -> ProfileInference.Inputs {
    var inputs = ProfileInference.Inputs()
    var projects: [(file: SourceTree.File, bytes: [UInt8])] = []
    var buildSettingsFiles: [String: BuildSettingsFile] = [:]
    for file in tree.files {
      let bytes = try SourceTree.read(file)
      let name = String(file.relative.split(separator: "/").last ?? "")
      switch file.kind {
      case .source(let language):
        let outline = SourceOutline.outline(of: bytes, file: file.relative, language: language)
        if name == "Package.swift" {
          inputs.manifests += PackageManifest.iOSVersions(in: outline.tokens, file: file.relative)
        }
        inputs.outlines.append(outline)
      case .propertyList:
        guard InfoPlist.isCandidate(name: name, bytes: bytes) else { continue }
        inputs.plists.append(try InfoPlist(bytes: bytes, path: file.path, file: file.relative))
      case .xcodeProject:
        projects.append((file, bytes))
      case .buildSettings:
        let settings = BuildSettingsFile(bytes: bytes, file: file.relative)
        inputs.buildSettings.append(settings)
        if buildSettingsFiles[name] == nil { buildSettingsFiles[name] = settings }
      }
    }
    for (file, bytes) in projects {
      inputs.projects.append(
        try XcodeProject(
          bytes: bytes, path: file.path, file: file.relative,
          buildSettingsFiles: buildSettingsFiles))
    }
    return inputs
  }
}
