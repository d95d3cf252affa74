extension BuildSettingsFile: ProjectFormat {
  /// Reads the xcconfig files, which the projects read after them are based on.
  static func read(_ files: inout ScanFiles, into model: inout ProjectModel) throws {
    for file in files.files(.buildSettings) {
      guard let bytes = try files.load(file) else { continue }
      model.buildSettings.append(BuildSettingsFile(bytes: bytes, file: file.relative))
    }
    model.buildSettingsFiles = BuildSettingsFiles(model.buildSettings)
  }
}
