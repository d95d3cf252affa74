import PushMatrixIO
import PushMatrixModel

/// Every observation of the source documents, judged against the engine.
public struct Ledger: Sendable {
  /// The judgements, in file order of the documents.
  public var judgements: [Judgement]
  /// The engine that judged them.
  public let router: Router

  /// Judges every observation, on every processor at once: each command that shows the evidence
  /// judges it before anything else, while the other processor would wait.
  public init(_ observations: [Observation], router: Router = .standard) {
    judgements = observations.concurrentMap(minimumCount: 2) { Judgement($0, router: router) }
    self.router = router
  }

  /// Reads the observation files from a folder and judges them.
  ///
  /// - Parameters:
  ///   - directory: the observations folder.
  ///   - root: the package root, which no input below it may lead out of through a link.
  ///   - router: the engine to judge by.
  /// - Throws: ``Diagnostic`` for a missing folder, an unknown, missing or malformed file.
  public init(directory: String, root: String = ".", router: Router = .standard)
    throws(Diagnostic)
  {
    self.init(try ObservationFile.readAll(from: directory, root: root), router: router)
  }

  /// The judgements of the observations that speak of this very scenario, each on the scenario
  /// alone, judged anew on a release outside the catalog.
  ///
  /// - Parameters:
  ///   - scenario: the scenario.
  ///   - sdk: the push SDK whose observations to include besides the native ones, or `nil` for
  ///     the native ones alone.
  /// - Returns: the judgements, in the ledger's order.
  public func judgements(about scenario: Scenario, sdk: SDKBridge? = nil) -> [Judgement] {
    judgements.filter {
      $0.observation.covers(scenario) && [nil, sdk?.id].contains($0.observation.sdk?.id)
    }.map {
      $0.on(scenario) ?? Judgement($0.observation, on: [scenario], router: router)
    }
  }

  /// The judgements no recorded contradiction explains.
  public var unexplained: [Judgement] { judgements.filter { $0.verdict == .unexplained } }

  /// How many judgements have each verdict, by verdict name.
  public func count(_ verdict: String) -> Int {
    judgements.count { $0.verdict.name == verdict }
  }
}
