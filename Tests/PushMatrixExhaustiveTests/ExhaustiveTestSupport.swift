import Foundation
import Testing

@testable import PushMatrixEngine
@testable import PushMatrixModel

/// Whether the exhaustive suites run: always in an optimised build; in a debug build, where each
/// walk takes minutes (those that left the unit tests took 43 to 186 s each), only when
/// `PUSHMATRIX_EXHAUSTIVE=1` asks.
let runsExhaustiveTests: Bool = {
  #if DEBUG
    return ProcessInfo.processInfo.environment["PUSHMATRIX_EXHAUSTIVE"] == "1"
  #else
    return true
  #endif
}()

extension Trait where Self == ConditionTrait {
  /// Runs a suite that walks whole spaces where ``runsExhaustiveTests`` says, and says why not
  /// elsewhere.
  static var exhaustive: Self {
    .enabled(
      if: runsExhaustiveTests,
      Comment(
        rawValue: "walks whole spaces, minutes in a debug build: run swift test -c release "
          + "-Xswiftc -enable-testing, or set PUSHMATRIX_EXHAUSTIVE=1"))
  }
}

extension ScenarioSpace {
  /// The space with the sender's headers held as Apple asks for each payload.
  ///
  /// For the suites that sweep every other condition scenario by scenario: the headers' two
  /// conditions make twelve times as many scenarios from iOS 13, and `SenderHeadersTests` sweeps
  /// them against the others.
  var recommendedHeaders: ScenarioSpace {
    restricted(to: [PushType.recommended]).restricted(to: [Priority.recommended])
  }

  /// The space, each release routed by the standard engine in one call on every processor
  /// (``Router/outcomeNumbers(of:on:)``), so that the suites that route it scenario by scenario
  /// read the engine's table: the first of them filled it a key at a time, 8.2 s of the suite.
  var routedInBulk: ScenarioSpace {
    for (os, keys) in releases { _ = Router.standard.outcomeNumbers(of: keys, on: os) }
    return self
  }
}
