/// Every observation of the source documents, judged against the engine.
public struct Ledger: Sendable {
  /// The judgements, in file order of the documents.
  public var judgements: [Judgement]

  /// Judges every observation.
  public init(_ observations: [Observation], router: Router = .standard) {
    judgements = observations.map { Judgement($0, router: router) }
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

  /// The judgements whose observation speaks of this very scenario.
  public func judgements(about scenario: Scenario) -> [Judgement] {
    judgements.filter {
      let observation = $0.observation
      return observation.versions.contains(scenario.os)
        && observation.scenario(on: scenario.os) == scenario
    }
  }

  /// The judgements no recorded contradiction explains.
  public var unexplained: [Judgement] { judgements.filter { $0.verdict == .unexplained } }

  /// How many judgements have each verdict, by verdict name.
  public func count(_ verdict: String) -> Int {
    judgements.count { $0.verdict.name == verdict }
  }
}
