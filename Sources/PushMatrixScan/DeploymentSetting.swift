import PushMatrixModel

/// A deployment target a project sets, and where it sets it.
package struct DeploymentSetting: Equatable, Sendable {
  /// The lowest iOS release.
  package var version: OSVersion
  /// Where it is set.
  package var location: FileLocation

  /// Creates a setting.
  package init(version: OSVersion, location: FileLocation) {
    self.version = version
    self.location = location
  }
}
