import Dispatch
import PushMatrix

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Measures the engine the way the commands use it: routing, routing plus TSV export, and
/// `check`, on spaces of growing size.
///
/// Sizes past the default catalog come from synthetic releases (3.0.0, 3.0.1, … every x.y.z),
/// routed by the real engine through the same code `export` and `generate` run.
public enum Benchmark {
  /// One task at one size: the wall time of each run and the process's peak memory after it.
  public struct Measurement: Sendable {
    public var task: String
    public var scenarios: Int
    /// Seconds per run, in run order.
    public var seconds: [Double]
    /// The process's peak resident memory after the runs, in bytes.
    public var peakMemory: Int

    /// The median run time.
    public var median: Double {
      let sorted = seconds.sorted()
      let middle = sorted.count / 2
      return sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
    }

    /// Scenarios per second at the median run time.
    public var throughput: Double { Double(scenarios) / median }
  }

  /// The scenarios of the first `count / 720` (rounded up) synthetic releases.
  public static func syntheticSpace(scenarios count: Int) -> ScenarioSpace {
    let perRelease = ScenarioSpace(versions: [Epoch.remoteNotifications]).count
    let releases = (count + perRelease - 1) / perRelease
    let versions = (0..<releases).map { index in
      OSVersion(3 + index / 100, index / 10 % 10, index % 10)
    }
    return ScenarioSpace(versions: versions)
  }

  /// Routes every scenario and returns how many show a banner, so that no work can be skipped.
  public static func route(_ space: ScenarioSpace, router: Router = .standard) -> Int {
    var banners = 0
    for scenario in space where router.route(scenario).banner { banners += 1 }
    return banners
  }

  /// Writes the long table of a space as TSV to a sink that only counts bytes.
  public static func export(_ space: ScenarioSpace, router: Router = .standard) -> Int {
    let sink = CountingSink()
    LongTable.writeTSV(of: space, routedBy: router, to: sink)
    return sink.bytes
  }

  /// Runs `check` in memory on a package root: goldens, docs and evidence.
  ///
  /// - Throws: ``Diagnostic`` for a malformed file.
  public static func check(root: String) throws(Diagnostic) -> Bool {
    let generated = GeneratedFiles(root: root)
    let ledger = try Ledger(directory: generated.observedPath, root: root)
    return try CheckReport(generated, ledger: ledger).passes
  }

  /// Runs a body several times and measures each run's wall time.
  public static func measure(
    _ task: String, scenarios: Int, runs: Int, _ body: () throws -> Void
  ) rethrows -> Measurement {
    var seconds: [Double] = []
    for _ in 0..<runs {
      let start = DispatchTime.now().uptimeNanoseconds
      try body()
      seconds.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9)
    }
    return Measurement(task: task, scenarios: scenarios, seconds: seconds, peakMemory: peakMemory())
  }

  /// The process's peak resident memory so far, in bytes.
  public static func peakMemory() -> Int {
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
