import PushMatrix
import PushMatrixBench

/// `pushmatrix bench`: how fast routing, export and check run, and how that grows with size.
public struct BenchCommand: ToolCommand {
  public static let name = "bench"
  public static let summary = "measure routing, export and check speed and memory"
  public static let usage = "usage: pushmatrix bench [--sizes LIST] [--runs N] [--root DIR]"
  public static let details = """
    Measures, over several runs each: routing alone, and routing plus TSV export to a discarded
    sink, at each size (synthetic releases past the default catalog, routed by the real engine);
    and check on the default matrix (goldens, docs and evidence, in memory). Prints a Markdown
    table of the median, the spread, scenarios per second, the growth between sizes and the
    peak memory. Build in release mode first: swift run -c release pushmatrix bench.

    Options:
      --sizes LIST          comma-separated scenario counts (default 10000,100000,1000000,10000000)
      --runs N              runs per measurement (default 5)
      --root DIR            the package root for the check measurement (default .)
    """

  public var sizes: [Int]
  public var runs: Int
  public var root: String

  public init(arguments: ArraySlice<String>) throws(UsageError) {
    let scan = try ArgumentScanner(
      arguments, options: ["sizes", "runs", "root"], usage: Self.usage)
    try scan.requirePositionals()
    func count(_ text: some StringProtocol, option: String) throws(UsageError) -> Int {
      guard let value = Int(text), value > 0, value <= 100_000_000 else {
        throw scan.error(
          "invalid value \(String(text).messageQuoted) for option --\(option): expected a whole number from 1 "
            + "to 100000000")
      }
      return value
    }
    var sizes: [Int] = []
    for text in (scan.values["sizes"] ?? "10000,100000,1000000,10000000").split(
      separator: ",", omittingEmptySubsequences: false)
    {
      sizes.append(try count(text, option: "sizes"))
    }
    self.sizes = sizes.sorted()
    runs = try count(scan.values["runs"] ?? "5", option: "runs")
    root = try scan.path("root") ?? "."
  }

  public func run(_ console: Console) throws -> Int32 {
    #if DEBUG
      console.errors.write(
        "warning: a debug build; run 'swift run -c release pushmatrix bench' for real figures\n")
    #endif
    var measurements: [Benchmark.Measurement] = []
    for size in sizes {
      let space = Benchmark.syntheticSpace(scenarios: size)
      console.errors.write("measuring \(space.count) scenarios…\n")
      measurements.append(
        Benchmark.measure("route", scenarios: space.count, runs: runs) {
          _ = Benchmark.route(space)
        })
      measurements.append(
        Benchmark.measure("route + TSV export", scenarios: space.count, runs: runs) {
          _ = Benchmark.export(space)
        })
    }
    console.errors.write("measuring check…\n")
    var passes = true
    measurements.append(
      try Benchmark.measure(
        "check (default matrix)", scenarios: ScenarioSpace.default.count, runs: runs
      ) {
        passes = try Benchmark.check(root: root) && passes
      })
    let byTask = ["route", "route + TSV export", "check (default matrix)"].flatMap { task in
      measurements.filter { $0.task == task }
    }
    console.output.write(BenchmarkReport.markdown(byTask))
    if !passes {
      console.errors.write("note: check found differences; its time includes reporting them\n")
    }
    return ExitCode.success
  }
}
