extension DependencyManifest {
  /// The folders, relative to the scanned root, that hold a package's iOS native code: the
  /// folder above each `ios/` or `darwin/` folder that holds a source file.
  ///
  /// - Parameter sources: the source files' paths relative to the scanned root.
  /// - Returns: each package folder once; the root package's is empty.
  static func nativeFolders(_ sources: [String]) -> Set<String> {
    var folders: Set<String> = []
    for path in sources {
      let components = path.split(separator: "/", omittingEmptySubsequences: false)
      for (index, component) in components.dropLast().enumerated()
      where component == "ios" || component == "darwin" {
        folders.insert(components[..<index].joined(separator: "/"))
      }
    }
    return folders
  }

  /// Removes the npm and pub dependencies on packages of the repository itself (`file:`,
  /// `link:`, `path:`) whose folder holds no iOS native code: they are the app's own
  /// cross-platform code, whose own manifests the scan reads, not SDKs to know by name.
  ///
  /// A package whose folder holds an `ios/` or `darwin/` folder with sources is a plugin of the
  /// repository, which builds native code into the app: it moves to ``localPlugins``, its path
  /// resolved, for the scan to read that code as the app's.
  ///
  /// - Parameter nativeFolders: the folders that hold iOS native code, from ``nativeFolders(_:)``.
  /// - Returns: a finding on `callbacks` for each removed package whose name looks like a push
  ///   SDK's, so that the profile says why it is not one.
  mutating func removeOwnPackages(nativeFolders: Set<String>) -> [AppProfile.Finding] {
    guard ecosystem == .npm || ecosystem == .pub else { return [] }
    let folder = XcodeProject.projectFolder(ofSpec: file)
    var findings: [AppProfile.Finding] = []
    dependencies.removeAll { dependency in
      guard let path = dependency.path else { return false }
      let resolved = XcodeProject.normalized(XcodeProject.join(folder, path))
      if let resolved, !resolved.isEmpty, nativeFolders.contains(resolved) {
        var plugin = dependency
        plugin.path = resolved
        localPlugins.append(plugin)
        return true
      }
      if PushSDK.sdk(named: dependency.name) != nil
        || PushSDK.looksLikePush(dependency.name, in: ecosystem)
      {
        let place =
          resolved.map { "its folder \($0.isEmpty ? "." : $0) holds no ios/ or darwin/ sources" }
          ?? "its folder is outside the scanned folder"
        findings.append(
          AppProfile.Finding(
            field: "callbacks", file: dependency.location.file, line: dependency.location.line,
            shows: "not an SDK: \(dependency.name) is a package of the repository (\(path)) and "
              + "\(place), so it is the app's own code, whose dependencies its own manifest "
              + "names"))
      }
      return true
    }
    return findings
  }
}
