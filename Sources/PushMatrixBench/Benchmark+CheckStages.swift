import Dispatch
import PushMatrixEngine
import PushMatrixGoldens
import PushMatrixIO
import PushMatrixTables

extension Benchmark {
  /// The stages of `check`, each named as the benchmark's table lists it, in the order
  /// ``checkStages(root:runs:)`` works through them.
  package static let checkStageNames = [
    "check stage: read the observations, judge the evidence",
    "check stage: the payloads' goldens (the documents' matrix)",
    "check stage: the conditions' goldens",
    "check stage: read and compare the goldens",
    "check stage: the docs pages, each compared as made",
  ]

  /// Measures where `check`'s time goes: its stages one after another, each run on an engine of
  /// its own whose caches start empty, as in a new process.
  ///
  /// `check` works the goldens and the pages out at once, on two processors; here each stage
  /// runs alone, so the stages' sum is more than `check`'s time in memory, and work two stages
  /// share (the cells each condition changes, which the conditions' goldens and the conditions
  /// page both show) counts in the first of them.
  ///
  /// - Parameters:
  ///   - root: the package root.
  ///   - runs: how many runs of each stage.
  /// - Returns: one measurement per stage, in the order of ``checkStageNames``.
  /// - Throws: ``Diagnostic`` for a malformed file.
  package static func checkStages(root: String, runs: Int) throws(Diagnostic) -> [Measurement] {
    var seconds = Array(repeating: [Double](), count: checkStageNames.count)
    var observations = 0
    var generated = GeneratedFiles(root: root)
    try generated.readPageInputs()
    for _ in 0..<runs {
      var stage = 0
      func time<Result, Failure>(_ body: () throws(Failure) -> Result) throws(Failure) -> Result {
        let start = DispatchTime.now().uptimeNanoseconds
        let result = try body()
        seconds[stage].append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9)
        stage += 1
        return result
      }
      let pipeline = try time { () throws(Diagnostic) in
        let read = try ObservationFile.readAll(from: generated.observedPath, root: root)
        observations = read.count
        return Pipeline(router: Router.fresh, observations: read)
      }
      let payloads = time {
        Golden.all.filter(\.isPayload).map { ($0, pipeline.golden($0)) }
      }
      let conditions = time {
        Golden.all.filter { !$0.isPayload }.map { ($0, pipeline.golden($0)) }
      }
      try time { () throws(Diagnostic) in
        for (golden, text) in payloads + conditions {
          _ = try GoldenCheck.compare(
            path: generated.goldenPath(golden), golden: golden, expected: text,
            router: pipeline.router, root: root)
        }
      }
      _ = time { generated.documentationDifferences(pipeline) }
    }
    let conditions = ConditionGolden.positions.map { ConditionGolden.space(ofAxisAt: $0).count }
      .reduce(0, +)
    let sizes = [
      (observations, "observations"),
      (checkedScenarios(pairs: false) - conditions, "scenarios"), (conditions, "scenarios"),
      (Golden.all.count, "files"), (DocsGenerator.everyPath.count, "files"),
    ]
    return checkStageNames.indices.map { stage in
      Measurement(
        task: checkStageNames[stage], size: sizes[stage].0, unit: sizes[stage].1,
        seconds: seconds[stage], peakMemory: nil)
    }
  }
}

extension Router {
  /// An engine with the standard rules whose caches are empty, as ``standard``'s are when a
  /// process starts.
  static var fresh: Router {
    Router(
      arrivalRules: ArrivalRules.all, tapRules: TapRules.all, quirks: Quirks.all,
      noteRules: NoteRules.all, extensionRules: ExtensionRules.all, launchRules: LaunchRules.all)
  }
}

extension Golden {
  /// Whether the golden is a payload's long table rather than a condition's changes.
  fileprivate var isPayload: Bool {
    if case .payload = self { true } else { false }
  }
}
