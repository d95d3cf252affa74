import PushMatrixEngine
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
  /// A source's tokens are kept only when a later step reads a function's body from them, in a
  /// file that defines `willPresent`; every other outline keeps its declarations and calls
  /// alone, so that what the scan holds grows with the code that matters, not with every byte.
  ///
  /// A property list that cannot be parsed is kept as such, for findings, and the scan goes on.
  ///
  /// - Throws: ``ScanError`` when a file cannot be read, or the files add up to more than
  ///   ``SourceTree/maximumTotalSize``; ``Diagnostic`` for a malformed Xcode project.
  package static func read(_ tree: SourceTree) throws -> ProfileInference.Inputs {
    var inputs = ProfileInference.Inputs()
    var projects: [(file: SourceTree.File, bytes: [UInt8])] = []
    var buildSettingsFiles: [String: BuildSettingsFile] = [:]
    var total = 0
    for file in tree.files {
      let bytes = try SourceTree.read(file)
      total += bytes.count
      if total > SourceTree.maximumTotalSize {
        throw ScanError.tooLargeInTotal(paths: tree.paths, file: file.path)
      }
      let name = String(file.relative.split(separator: "/").last ?? "")
      switch file.kind {
      case .source(let language):
        var outline = SourceOutline.outline(of: bytes, file: file.relative, language: language)
        if name == "Package.swift" {
          inputs.manifests += PackageManifest.iOSVersions(in: outline.tokens, file: file.relative)
        }
        if !outline.functions.contains(where: { DelegateMethod($0) == .willPresent }) {
          outline.tokens = []
        }
        inputs.outlines.append(outline)
      case .propertyList:
        guard InfoPlist.isCandidate(name: name, bytes: bytes) else { continue }
        if let proxySwitch = ProxySwitch.read(bytes: bytes, file: file.relative) {
          inputs.proxySwitches.append(proxySwitch)
        }
        do {
          inputs.plists.append(try InfoPlist(bytes: bytes, path: file.path, file: file.relative))
        } catch {
          inputs.unreadablePlists.append(
            (FileLocation(file: file.relative, line: error.line), error.message))
        }
      case .dependencyManifest:
        inputs.dependencyManifests.append(DependencyManifest(bytes: bytes, file: file.relative))
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
