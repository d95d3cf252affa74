import PushMatrixModel

extension SourceTree {
  /// A folder or file below the paths given that the scan found but did not read, why, and the
  /// profile's fields a file there may decide, which the profile then leaves unknown.
  ///
  /// A walk that skips what it cannot read without a word gives a profile that looks complete
  /// and is not: a notification service extension in a folder the scan cannot list made
  /// `serviceExtension` read `no`.
  package struct Omission: Equatable, Sendable {
    /// The path relative to the scanned root (`.` for the root), a byte that is not UTF-8
    /// spelled `\xHH`.
    package var relative: String
    /// Why it was not read, as a clause such as `cannot list this folder: Permission denied`.
    package var reason: String
    /// What the file is to the scan, or `nil` for a folder, whose files may decide anything.
    package var kind: Kind?
    /// The keys of the fields it may decide, in the order of ``AppProfile/fields``.
    package var fields: [String]

    /// Creates an omission of a folder, or of a file of a kind.
    package init(relative: String, reason: String, file kind: Kind?) {
      self.relative = relative.isEmpty ? "." : relative
      self.reason = reason
      self.kind = kind
      fields = Self.fields(decidedBy: kind)
    }

    /// The fields a file of a kind may decide, or a folder's files when the kind is `nil`.
    ///
    /// A source, a project, a project spec, a workspace (which app target is read) or a folder
    /// may decide any field; a property list what an
    /// Info.plist decides; an xcconfig file the deployment target and a generated scene
    /// manifest; a package manager's file the SDKs, and so the callbacks and their timing; a
    /// cross-platform source what a foreground notification shows.
    static func fields(decidedBy kind: Kind?) -> [String] {
      let all = AppProfile.fields.map(\.id)
      let some: Set<String>
      switch kind {
      case nil, .source, .xcodeProject, .projectSpec, .workspace: return all
      case .propertyList:
        some = [BackgroundMode.axis.id, Lifecycle.axis.id, AppProfile.Key.serviceExtension]
      case .buildSettings: some = [AppProfile.Key.deploymentTarget, Lifecycle.axis.id]
      case .dependencyManifest:
        some = [CallbackSet.axis.id, DelegateTiming.axis.id, Presentation.axis.id]
      case .script: some = [Presentation.axis.id]
      }
      return all.filter(some.contains)
    }

    /// The findings that say each field it may decide is unknown because of it.
    var findings: [AppProfile.Finding] {
      fields.map { field in
        AppProfile.Finding(
          field: field, file: relative, line: nil,
          shows: "unknown: \(reason); \(kind == nil ? "a file in it" : "it") may decide \(field)")
      }
    }
  }
}
