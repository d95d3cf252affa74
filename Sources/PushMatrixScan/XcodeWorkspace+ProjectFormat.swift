extension XcodeWorkspace: ProjectFormat {
  /// Reads the workspaces, whose order of projects breaks a tie between app targets.
  static func read(_ files: inout ScanFiles, into model: inout ProjectModel) throws {
    for file in files.files(.workspace) {
      guard let bytes = try files.load(file) else { continue }
      model.workspaces.append(XcodeWorkspace(bytes: bytes, file: file.relative))
    }
  }
}
