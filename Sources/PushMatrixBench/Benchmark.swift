import Dispatch
import Foundation
import PushMatrix

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Measures the engine the way the commands use it: routing, routing plus TSV export, the long
/// view, and `check`, on spaces of growing size and with growing numbers of observations.
///
/// Sizes past the default catalog come from synthetic releases (3.0.0, 3.0.1, … every x.y.z),
/// routed by the real engine through the same code `export`, `render` and `generate` run.
package enum Benchmark {
  /// One task at one size: the wall time of each run and the process's peak memory after it.
  package struct Measurement: Sendable {
    package var task: String
    /// How much the task handled, counted in ``unit``.
    package var size: Int
    /// What the size counts, in the plural, such as `scenarios` or `observations`.
    package var unit: String
    /// Seconds per run, in run order.
    package var seconds: [Double]
    /// The process's peak resident memory after the runs, in bytes.
    package var peakMemory: Int

    /// The median run time.
    package var median: Double {
      let sorted = seconds.sorted()
      let middle = sorted.count / 2
      return sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
    }

    /// Units per second at the median run time.
    package var throughput: Double { Double(size) / median }
  }

  /// The largest space whose long view is measured: at some 8 µs a row, larger ones would take
  /// minutes over several runs.
  package static let longViewLimit = 1_100_000

  /// The scenarios of the first `count / 720` (rounded up) synthetic releases.
  package static func syntheticSpace(scenarios count: Int) -> ScenarioSpace {
    let perRelease = ScenarioSpace(versions: [Epoch.remoteNotifications]).count
    let releases = (count + perRelease - 1) / perRelease
    let versions = (0..<releases).map { index in
      OSVersion(3 + index / 100, index / 10 % 10, index % 10)
    }
    return ScenarioSpace(versions: versions)
  }

  /// Routes every scenario and returns how many show a banner, so that no work can be skipped.
  package static func route(_ space: ScenarioSpace, router: Router = .standard) -> Int {
    var banners = 0
    for scenario in space where router.route(scenario).banner { banners += 1 }
    return banners
  }

  /// Writes the long table of a space as TSV to a sink that only counts bytes.
  package static func export(_ space: ScenarioSpace, router: Router = .standard) -> Int {
    let sink = CountingSink()
    LongTable.writeTSV(of: space, routedBy: router, to: sink)
    return sink.bytes
  }

  /// Renders the long view of a space as `render --view long` does, to a sink that only
  /// counts bytes: the frame, then the rows as they are made.
  package static func renderLongView(_ space: ScenarioSpace, as format: PageFormat) -> Int {
    let builder = ViewBuilder(
      routed: RoutedSpace(space, ledger: nil, indexingCells: false), language: .en)
    let sink = CountingSink()
    format.write(builder.longFrame(), rows: builder.longRows(), to: sink)
    return sink.bytes
  }

  /// Returns an observation file of `count` observations of one scenario, each with an ID of
  /// its own, as a document listing many runs of one device test would.
  package static func repeatedObservations(count: Int) -> Data {
    var releases = ScenarioSpace(versions: [OSVersion(12, 3, 1)]).makeIterator()
    let scenario = releases.next()!
    let outcome = Router.standard.route(scenario)
    let claims = [
      outcome.banner ? "yes" : "no", CallSequence.text(outcome.arrival),
      CallSequence.text(tap: outcome.tap), CallSequence.nothing, "one run of many",
      Observation.Kind.deviceTest.rawValue,
    ]
    var text = ObservationFile.columns.joined(separator: "\t") + "\n"
    for index in 0..<count {
      text +=
        (["RUN-\(index)", "run \(index)"] + scenario.axisValues + claims)
        .joined(separator: "\t") + "\n"
    }
    return Data(text.utf8)
  }

  /// Runs `check` in memory on a package root: goldens, docs and evidence.
  ///
  /// - Parameters:
  ///   - root: the package root.
  ///   - extra: an observation file read beside the root's own, as the call-order tests'.
  /// - Returns: whether everything agrees.
  /// - Throws: ``Diagnostic`` for a malformed file.
  package static func check(root: String, extra: Data? = nil) throws(Diagnostic) -> Bool {
    let generated = GeneratedFiles(root: root)
    var observations = try ObservationFile.readAll(from: generated.observedPath, root: root)
    if let extra {
      observations += try ObservationFile.parse(extra, file: "extra.tsv", source: .callOrderTests)
    }
    return try CheckReport(generated, pipeline: Pipeline(observations: observations)).passes
  }

  /// Runs a body several times and measures each run's wall time.
  package static func measure(
    _ task: String, size: Int, unit: String = "scenarios", runs: Int, _ body: () throws -> Void
  ) rethrows -> Measurement {
    var seconds: [Double] = []
    for _ in 0..<runs {
      let start = DispatchTime.now().uptimeNanoseconds
      try body()
      seconds.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9)
    }
    return Measurement(
      task: task, size: size, unit: unit, seconds: seconds, peakMemory: peakMemory())
  }

  /// The process's peak resident memory so far, in bytes.
  package static func peakMemory() -> Int {
    var usage = rusage()
    #if canImport(Glibc)
      getrusage(RUSAGE_SELF.rawValue, &usage)  // Glibc imports RUSAGE_SELF as an enum
    #else
      getrusage(RUSAGE_SELF, &usage)
    #endif
    #if canImport(Darwin)
      return Int(usage.ru_maxrss)  // bytes on Apple platforms
    #else
      return Int(usage.ru_maxrss) * 1024  // kilobytes on Linux
    #endif
  }
}

/// A sink that discards text and counts its UTF-8 bytes.
final class CountingSink: TextSink {
  private(set) var bytes = 0

  func write(_ text: String) { bytes += text.utf8.count }

  func write(bytes: [UInt8]) { self.bytes += bytes.count }
}
