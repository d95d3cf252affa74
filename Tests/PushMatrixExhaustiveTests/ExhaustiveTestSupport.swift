@testable import PushMatrixModel

extension ScenarioSpace {
  /// The space with the sender's headers held as Apple asks for each payload.
  ///
  /// For the suites that sweep every other condition scenario by scenario: the headers' two
  /// conditions make twelve times as many scenarios from iOS 13, and `SenderHeadersTests` sweeps
  /// them against the others.
  var recommendedHeaders: ScenarioSpace {
    restricted(to: [PushType.recommended]).restricted(to: [Priority.recommended])
  }
}
