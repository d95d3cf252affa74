extension XcodeProject: ProjectFormat {
  /// Reads the projects checked in, each based on the xcconfig files read before it and given
  /// the sources in its synchronized folders; one that cannot be opened or parsed is kept as
  /// such, for findings, and the scan goes on.
  static func read(_ files: inout ScanFiles, into model: inout ProjectModel) throws {
    for file in files.files(.xcodeProject) {
      model.checkedIn.insert(file.relative)
      guard let bytes = try files.open(file) else {
        model.unreadableProjects.append(files.cannotOpen(file))
        continue
      }
      do {
        var project = try XcodeProject(
          bytes: bytes, path: file.path, file: file.relative,
          buildSettingsFiles: model.buildSettingsFiles)
        project.assignSynchronizedFiles(files.sourcePaths)
        model.projects.append(project)
      } catch {
        model.unreadableProjects.append(
          (FileLocation(file: file.relative, line: error.line), error.message))
      }
    }
  }
}
