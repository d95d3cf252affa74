/// A group of the benchmark's measurements, as `pushmatrix bench --only` picks them, in the
/// order the benchmark's table lists them.
package enum BenchmarkGroup: String, CaseIterable, Sendable {
  case route
  case export
  case longView = "long-view"
  /// The TSV export of every condition of the newest release, in memory and as a process: its
  /// process is as costly as the export in memory, and the other processes are cheap.
  case conditionsExport = "conditions-export"
  case check
  case checkStages = "check-stages"
  case observations
  case scan
  /// `check` and `check --pairs`, each run as a process of its own.
  case processes

  /// What the group measures, as the bench command's help lists it.
  package var summary: String {
    switch self {
    case .route: "routing alone, at each size"
    case .export: "routing plus TSV export to a discarded sink, at each size"
    case .longView:
      "the long view as JSON, at each size up to \(Benchmark.longViewLimit) scenarios"
    case .conditionsExport:
      "the TSV export of every condition of the newest release, in memory and as a process"
    case .check: "check in memory (goldens, docs, evidence), on an engine whose caches start empty"
    case .checkStages: "check's stages one by one, each on an engine whose caches start empty"
    case .observations: "check with each count of observations of one scenario added"
    case .scan: "scan of a synthetic app of each line count"
    case .processes: "check and check --pairs, each as a process of its own"
    }
  }
}
