extension XcodeGenSpecFiles: ProjectFormat {
  /// Reads the XcodeGen specs whose project is not checked in beside them into the project
  /// each makes, with the Info.plists and entitlements it generates.
  ///
  /// A spec file is read once and counted once towards the scan's total, however many specs
  /// include it.
  static func read(_ files: inout ScanFiles, into model: inout ProjectModel) throws {
    var opened: Set<String> = []
    var unopened: [(location: FileLocation, reason: String)] = []
    let specs = try XcodeGenSpecFiles(
      files: files.files(.projectSpec), checkedIn: model.checkedIn
    ) { file in
      guard let bytes = try files.open(file, counted: opened.insert(file.relative).inserted)
      else {
        unopened.append(files.cannotOpen(file))
        return nil
      }
      return bytes
    }
    model.unreadableProjects += unopened + specs.unreadable
    model.findings += specs.findings
    for var spec in specs.specs {
      model.projects.append(
        spec.project(sources: files.sourceSet, buildSettingsFiles: model.buildSettingsFiles))
      model.generatedPlists.merge(spec.plists) { $1 }
      model.pushEntitled.formUnion(spec.pushEntitled)
    }
  }
}
