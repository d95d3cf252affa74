import Dispatch
import Foundation
import PushMatrixEngine
import PushMatrixGoldens
import PushMatrixIO
import PushMatrixModel
import PushMatrixTables

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
    /// The process's peak resident memory after the runs, in bytes; `nil` for runs of a child
    /// process, whose peak this process cannot see apart from its own (below).
    package var peakMemory: Int?

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
    LongTable.write(of: space, as: .tsv, routedBy: router, to: sink)
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
    // By column name, so that a new claim column cannot shift the others; every column an
    // observation must state, stated as the engine answers it.
    // The observation is of the app's own callbacks, through no SDK.
    var claim = [
      "contradiction": CallSequence.nothing, "note": "one run of many",
      "kind": Observation.Kind.deviceTest.rawValue, "sdk": CallSequence.nothing,
    ]
    for column in OutcomeColumns.answer where column.observation == .required {
      claim[column.id] = column.cell(outcome)
    }
    let claims = ObservationFile.columns.dropFirst(2 + Scenario.columns.count).map {
      claim[$0] ?? Claim<Bool>.unstatedText
    }
    var text = ObservationFile.columns.joined(separator: "\t") + "\n"
    for index in 0..<count {
      text +=
        (["RUN-\(index)", "run \(index)"] + scenario.axisValues + claims)
        .joined(separator: "\t") + "\n"
    }
    return Data(text.utf8)
  }

  /// The scenarios `check` routes: the documents' matrix and each condition's other values, and
  /// with `--pairs` every two conditions' too.
  package static func checkedScenarios(pairs: Bool) -> Int {
    let conditions = ConditionGolden.positions.map { ConditionGolden.space(ofAxisAt: $0).count }
    let pairs = pairs ? ConditionPairs.pairs.map { ConditionPairs.space(of: $0).count } : []
    return ScenarioSpace.default.count + (conditions + pairs).reduce(0, +)
  }

  /// Runs `check` in memory on a package root: goldens, docs and evidence, on an engine whose
  /// caches start empty, as a process's do (the standard engine, warm from an earlier run, would
  /// leave out the routing).
  ///
  /// - Parameters:
  ///   - root: the package root.
  ///   - extra: an observation file read beside the root's own, as the call-order tests'.
  /// - Returns: whether everything agrees.
  /// - Throws: ``Diagnostic`` for a malformed file.
  package static func check(root: String, extra: Data? = nil) throws(Diagnostic) -> Bool {
    var generated = GeneratedFiles(root: root)
    // As the check command does: the push services' and the hand-written pages are docs it
    // compares.
    try generated.readPageInputs()
    var observations = try ObservationFile.readAll(from: generated.observedPath, root: root)
    if let extra {
      observations += try ObservationFile.parse(extra, file: "extra.tsv", source: .callOrderTests)
    }
    let pipeline = Pipeline(router: .fresh, observations: observations)
    return try CheckReport(generated, pipeline: pipeline).passes
  }

  /// Runs this executable again several times, as a user would, its standard output discarded,
  /// and measures each whole process: start-up, work and exit.
  ///
  /// - Parameters:
  ///   - task: the task's name.
  ///   - size: how much each run handles, in `unit`.
  ///   - unit: what the size counts.
  ///   - runs: how many runs.
  ///   - arguments: the arguments after the executable's name.
  ///   - statuses: the exit statuses of a run that counts.
  /// - Returns: the wall time of each run, without a peak memory: Linux records in a child's
  ///   peak the memory of the parent it was spawned from, this whole benchmark, so the figure
  ///   would say nothing of the child. The end-to-end tests measure each process's own peak
  ///   from a small parent.
  /// - Throws: when the executable cannot be started, or exits with another status.
  package static func measureProcess(
    _ task: String, size: Int, unit: String = "scenarios", runs: Int, arguments: [String],
    accepting statuses: Set<Int32> = [0]
  ) throws -> Measurement {
    var seconds: [Double] = []
    for _ in 0..<runs {
      let process = Process()
      process.executableURL = URL(fileURLWithPath: CommandLine.arguments[0]).absoluteURL
      process.arguments = arguments
      process.standardInput = FileHandle.nullDevice
      process.standardOutput = FileHandle.nullDevice
      process.standardError = FileHandle.nullDevice
      let start = DispatchTime.now().uptimeNanoseconds
      try process.run()
      process.waitUntilExit()
      seconds.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9)
      guard statuses.contains(process.terminationStatus) else {
        throw ProcessFailure(arguments: arguments, status: process.terminationStatus)
      }
    }
    return Measurement(task: task, size: size, unit: unit, seconds: seconds, peakMemory: nil)
  }

  /// A measured run of this executable that failed.
  package struct ProcessFailure: Error, CustomStringConvertible {
    /// The arguments it ran with.
    package var arguments: [String]
    /// Its exit status.
    package var status: Int32

    package var description: String {
      "pushmatrix \(arguments.joined(separator: " ")) exited with status \(status)"
    }
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

  /// The peak resident memory of this process so far, in bytes.
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

extension Benchmark {
  /// What the package commits and how big its largest table is, against issue 11's limits.
  package struct Sizes: Sendable {
    /// The rows of the whole cross product, every condition included, as `export` lists them.
    package var crossProductRows: Int
    /// The bytes of every file under `Matrices/`.
    package var matrices: Int
    /// The bytes of every file under `docs/`.
    package var docs: Int
    /// The largest file under `docs/`, relative to the root, and its bytes.
    package var largestPage: (path: String, bytes: Int)
  }

  /// Measures what a package root commits: the bytes under `Matrices/` and `docs/` and the
  /// largest page, with the rows of the whole cross product.
  package static func sizes(root: String) -> Sizes {
    let docs = files(under: FileSystem.path("docs", in: root))
    let largest = docs.max { ($0.bytes, $1.path) < ($1.bytes, $0.path) }
    return Sizes(
      crossProductRows: ScenarioSpace.full.count,
      matrices: files(under: FileSystem.path("Matrices", in: root)).map(\.bytes).reduce(0, +),
      docs: docs.map(\.bytes).reduce(0, +),
      largestPage: largest.map { (FileSystem.path($0.path, in: "docs"), $0.bytes) } ?? ("", 0))
  }

  /// Returns every regular file under a folder, by path relative to it, with its size.
  private static func files(under folder: String) -> [(path: String, bytes: Int)] {
    let manager = FileManager.default
    guard let walk = manager.enumerator(atPath: folder) else { return [] }
    var files: [(path: String, bytes: Int)] = []
    while let path = walk.nextObject() as? String {
      let attributes = try? manager.attributesOfItem(atPath: FileSystem.path(path, in: folder))
      guard attributes?[.type] as? FileAttributeType == .typeRegular else { continue }
      files.append((path, (attributes?[.size] as? NSNumber)?.intValue ?? 0))
    }
    return files.sorted { $0.path < $1.path }
  }
}
