import PushMatrixApp
import PushMatrixBench
import PushMatrixIO
import PushMatrixModel
import PushMatrixScan

/// `pushmatrix bench`: how fast routing, export, the long view and check run, and how that grows
/// with size.
package struct BenchCommand: ToolCommand {
  package static let name = "bench"
  package static let summary = "measure routing, export, render, check and scan speed and memory"
  package static let usage =
    "usage: pushmatrix bench [--only LIST] [--sizes LIST] [--observations LIST] [--scan-lines LIST] "
    + "[--runs N] [--root DIR]"
  package static let details = """
    Measures, over several runs each: routing alone, and routing plus TSV export to a discarded
    sink, at each size (synthetic releases past the default catalog, routed by the real engine);
    the long view rendered as JSON to a discarded sink, as render --view long writes it, at each
    size up to \(Benchmark.longViewLimit) scenarios; the TSV export of every condition of the
    newest release (the whole cross product is some 70 million rows); check (goldens, docs and
    evidence, in memory, on an engine whose caches start empty), then where its time goes: its
    stages one by one, each on such an engine; check with an observation file of that many
    observations of one scenario added; scan on a synthetic app of that many source lines,
    written to a temporary folder (Swift and Objective-C files that call one another, an
    Info.plist), files read from disk included; and, run as separate processes as a user runs
    them, check, check --pairs and that export. Prints a Markdown table of the median, the
    spread, the size handled per second, the growth between sizes and the peak memory (not for
    processes: Linux counts this benchmark's own memory in a child's peak; the end-to-end tests
    measure it), then a table of what the package commits: the rows of the whole cross product,
    the bytes under Matrices/ and docs/ and the largest page, each beside its limit. --only runs
    some of the measurements and prints only their rows; the table of what the package commits
    is printed whatever it says. Build in release mode first: swift run -c release pushmatrix bench.

    Options:
      --only LIST           comma-separated measurements to run (default: all of them):
    \(BenchmarkGroup.allCases.map { HelpText.option("  " + $0.rawValue, $0.summary) }.joined(separator: "\n"))
      --sizes LIST          comma-separated scenario counts (default 10000,100000,1000000,10000000)
      --observations LIST   comma-separated observation counts (default 10000,100000)
      --scan-lines LIST     comma-separated source-line counts of the app scanned (default 100000)
      --runs N              runs per measurement (default 5)
      --root DIR            the package root for the check measurements (default: the nearest
                            folder up from here with Package.swift and Matrices/)
    """

  /// The measurements to run, in declaration order.
  package var groups: [BenchmarkGroup]
  package var sizes: [Int]
  package var observations: [Int]
  /// The sizes, in source lines, of the synthetic apps scanned.
  package var scanLines: [Int]
  package var runs: Int
  /// The `--root` option's value, or `nil` to find the package root.
  package var root: String?

  package static let options: [String: [String]] = [
    "only": choices(BenchmarkGroup.self), "sizes": [], "observations": [], "scan-lines": [],
    "runs": [], "root": [],
  ]

  package init(arguments: ArraySlice<String>) throws(UsageError) {
    let scan = try Self.scanner(arguments)
    try scan.requirePositionals()
    func count(_ text: some StringProtocol, option: String) throws(UsageError) -> Int {
      guard let value = Int(text), value > 0, value <= 100_000_000 else {
        throw scan.error(
          "invalid value \(String(text).messageQuoted) for option --\(option): expected a whole number from 1 "
            + "to 100000000")
      }
      return value
    }
    func counts(_ option: String, default text: String) throws(UsageError) -> [Int] {
      var counts: [Int] = []
      for text in (scan.values[option] ?? text).split(
        separator: ",", omittingEmptySubsequences: false)
      {
        counts.append(try count(text, option: option))
      }
      return counts.sorted()
    }
    groups = try scan.choices("only", of: BenchmarkGroup.self) ?? BenchmarkGroup.allCases
    sizes = try counts("sizes", default: "10000,100000,1000000,10000000")
    observations = try counts("observations", default: "10000,100000")
    scanLines = try counts("scan-lines", default: "100000")
    runs = try count(scan.values["runs"] ?? "5", option: "runs")
    root = try scan.path("root")
  }

  package func run(_ console: Console) throws -> Int32 {
    #if DEBUG
      console.errors.write(
        "warning: a debug build; run 'swift run -c release pushmatrix bench' for real figures\n")
    #endif
    // Before the long measurements, so that a run in the wrong place stops at once.
    let root = try PackageRoot.locate(root, usage: Self.usage)
    let tasks = [
      "route", "route + TSV export", "route + long view as JSON",
      "route + TSV export, every condition of the newest release",
      "check (goldens, docs, evidence)",
      "check + observations of one scenario", "scan (synthetic app)", "process: check",
      "process: check --pairs", "process: export, every condition of the newest release",
    ]
    let only = Set(groups)
    var measurements: [Benchmark.Measurement] = []
    let sized = only.intersection([.route, .export, .longView])
    for size in sizes where !sized.isEmpty {
      let space = Benchmark.syntheticSpace(scenarios: size)
      console.errors.write("measuring \(space.count) scenarios…\n")
      if only.contains(.route) {
        measurements.append(
          Benchmark.measure(tasks[0], size: space.count, runs: runs) {
            _ = Benchmark.route(space)
          })
      }
      if only.contains(.export) {
        measurements.append(
          Benchmark.measure(tasks[1], size: space.count, runs: runs) {
            _ = Benchmark.export(space)
          })
      }
      guard only.contains(.longView), space.count <= Benchmark.longViewLimit else { continue }
      measurements.append(
        Benchmark.measure(tasks[2], size: space.count, runs: runs) {
          _ = Benchmark.renderLongView(space, as: .json)
        })
    }
    let newest = ScenarioSpace(versions: [OSCatalog.newest], conditions: .every)
    if only.contains(.conditionsExport) {
      console.errors.write(
        "measuring every condition of iOS \(OSCatalog.newest), \(newest.count) scenarios…\n")
      measurements.append(
        Benchmark.measure(tasks[3], size: newest.count, runs: runs) {
          _ = Benchmark.export(newest)
        })
    }
    var passes = true
    let checked = Benchmark.checkedScenarios(pairs: false)
    if only.contains(.check) {
      console.errors.write("measuring check…\n")
      measurements.append(
        try Benchmark.measure(tasks[4], size: checked, runs: runs) {
          passes = try Benchmark.check(root: root) && passes
        })
    }
    if only.contains(.checkStages) {
      console.errors.write("measuring check's stages one by one, each on a new engine…\n")
      measurements += try Benchmark.checkStages(root: root, runs: runs)
    }
    for count in observations where only.contains(.observations) {
      console.errors.write("measuring check with \(count) observations of one scenario…\n")
      let file = Benchmark.repeatedObservations(count: count)
      measurements.append(
        try Benchmark.measure(tasks[5], size: count, unit: "observations", runs: runs) {
          _ = try Benchmark.check(root: root, extra: file)
        })
    }
    for lines in scanLines where only.contains(.scan) {
      let app = try Benchmark.SyntheticApp(lines: lines)
      defer { app.remove() }
      console.errors.write("measuring scan of \(app.lines) source lines…\n")
      measurements.append(
        try Benchmark.measure(tasks[6], size: app.lines, unit: "lines", runs: runs) {
          _ = try AppScanner.scan([app.folder])
        })
    }
    let processes = [
      only.contains(.processes) ? "check, check --pairs" : nil,
      only.contains(.conditionsExport) ? "export" : nil,
    ].compactMap { $0 }
    if !processes.isEmpty {
      console.errors.write(
        "measuring whole processes: \(processes.joined(separator: ", "))…\n")
    }
    if only.contains(.processes) {
      // A check that finds differences exits 1 and is measured all the same.
      measurements.append(
        try Benchmark.measureProcess(
          tasks[7], size: checked, runs: runs, arguments: ["check", "--root", root],
          accepting: [0, 1]))
      measurements.append(
        try Benchmark.measureProcess(
          tasks[8], size: Benchmark.checkedScenarios(pairs: true), runs: runs,
          arguments: ["check", "--pairs", "--root", root], accepting: [0, 1]))
    }
    if only.contains(.conditionsExport) {
      measurements.append(
        try Benchmark.measureProcess(
          tasks[9], size: newest.count, runs: runs,
          arguments: ["export", "--conditions", "all", "--os", "\(OSCatalog.newest)"]))
    }
    // Where check's time goes, under check.
    let order = tasks[...4] + Benchmark.checkStageNames + tasks[5...]
    let byTask = order.flatMap { task in measurements.filter { $0.task == task } }
    console.output.write(
      BenchmarkReport.markdown(byTask) + "\n"
        + BenchmarkReport.markdown(Benchmark.sizes(root: root)))
    if !passes {
      console.errors.write("note: check found differences; its time includes reporting them\n")
    }
    return ExitCode.success
  }
}
