import PushMatrixIO

/// Renders benchmark measurements as a Markdown table, with the growth between sizes.
package enum BenchmarkReport {
  /// Returns the table: one row per task and size, in the order measured.
  package static func markdown(_ measurements: [Benchmark.Measurement]) -> String {
    var lines = [
      "| task | size | median | spread (min–max) | per second | time × vs previous size "
        + "(size ×) | peak memory |",
      "| --- | ---: | ---: | ---: | ---: | ---: | ---: |",
    ]
    var previous: [String: Benchmark.Measurement] = [:]
    for measurement in measurements {
      let growth = previous[measurement.task].map { before in
        fixed(measurement.median / before.median, 2) + " ("
          + fixed(Double(measurement.size) / Double(before.size), 1) + ")"
      }
      lines.append(
        "| \(measurement.task) | \(measurement.size) \(measurement.unit) | "
          + "\(duration(measurement.median)) | "
          + "\(duration(measurement.seconds.min()!))–\(duration(measurement.seconds.max()!)) | "
          + "\(Int(measurement.throughput.rounded())) | \(growth ?? "–") | "
          + (measurement.peakMemory.map { fixed(Double($0) / 1_048_576, 1) + " MB" } ?? "–")
          + " |")
      previous[measurement.task] = measurement
    }
    return lines.joined(separator: "\n") + "\n"
  }

  /// The limits issue 11 sets on what the package commits, in bytes (MB meaning 2^20 bytes, as in
  /// the measurements' peak memory).
  package static let limits = (matrices: 10 << 20, docs: 12 << 20, page: 1 << 20)

  /// Returns the table of what the package commits, each size beside its limit.
  package static func markdown(_ sizes: Benchmark.Sizes) -> String {
    func row(_ what: String, _ bytes: Int, _ limit: Int) -> String {
      "| \(what) | \(megabytes(bytes)) | \(megabytes(limit)) | "
        + (bytes <= limit ? "within" : "over") + " |"
    }
    return [
      "| size | measured | limit | status |",
      "| --- | ---: | ---: | --- |",
      "| rows of the whole cross product (every condition) | \(sizes.crossProductRows) | – | – |",
      row("Matrices/", sizes.matrices, limits.matrices),
      row("docs/", sizes.docs, limits.docs),
      row("largest page: \(sizes.largestPage.path)", sizes.largestPage.bytes, limits.page),
    ].joined(separator: "\n") + "\n"
  }

  private static func megabytes(_ bytes: Int) -> String {
    fixed(Double(bytes) / 1_048_576, 2) + " MB"
  }

  private static func duration(_ seconds: Double) -> String {
    seconds < 1 ? fixed(seconds * 1000, 1) + " ms" : fixed(seconds, 2) + " s"
  }

  /// Formats a number with a fixed number of decimals, without locale or Foundation.
  static func fixed(_ value: Double, _ decimals: Int) -> String {
    var scale = 1.0
    for _ in 0..<decimals { scale *= 10 }
    let scaled = Int((value * scale).rounded())
    guard decimals > 0 else { return String(scaled) }
    let digits = String(abs(scaled))
    let padded = String(repeating: "0", count: max(0, decimals + 1 - digits.count)) + digits
    let sign = scaled < 0 ? "-" : ""
    return sign + padded.dropLast(decimals) + "." + padded.suffix(decimals)
  }
}
