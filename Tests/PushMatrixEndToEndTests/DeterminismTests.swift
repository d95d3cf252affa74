import Foundation
import Testing

@testable import PushMatrixApp
@testable import PushMatrixCompare
@testable import PushMatrixEngine
@testable import PushMatrixGoldens
@testable import PushMatrixIO
@testable import PushMatrixScan

@Suite(
  "Determinism across locales, time zones and hash seeds, run as a process", .waitsForProcesses)
struct DeterminismTests {
  /// The variables a run's environment sets, and those it leaves out.
  struct Environment: CustomTestStringConvertible, Sendable {
    var variables: [String: String]

    /// Every variable a case may set; those it does not set are removed from the process's.
    static let controlled: Set<String> = [
      "LANG", "LC_ALL", "LC_CTYPE", "LC_COLLATE", "LC_NUMERIC", "LC_TIME", "LC_MESSAGES", "TZ",
      "SWIFT_DETERMINISTIC_HASHING",
    ]

    var unsetting: Set<String> { Self.controlled.subtracting(variables.keys) }

    var testDescription: String {
      variables.sorted { $0.key < $1.key }.map { "\($0)=\($1)" }.joined(separator: " ")
    }
  }

  /// The environment every other one is compared with.
  static let baseline = Environment(variables: [
    "LANG": "C", "LC_ALL": "C", "TZ": "UTC", "SWIFT_DETERMINISTIC_HASHING": "1",
  ])

  /// The other environments: each language, each time zone, and hash seeds fixed and random.
  static let others: [Environment] = [
    Environment(variables: ["LANG": "en_US.UTF-8", "LC_ALL": "en_US.UTF-8", "TZ": "UTC"]),
    Environment(variables: [
      "LANG": "zh_CN.UTF-8", "LC_ALL": "zh_CN.UTF-8", "TZ": "Asia/Shanghai",
    ]),
    Environment(variables: [
      "LANG": "tr_TR.UTF-8", "LC_ALL": "tr_TR.UTF-8", "TZ": "Pacific/Kiritimati",
      "SWIFT_DETERMINISTIC_HASHING": "1",
    ]),
    Environment(variables: ["LANG": "tr_TR.UTF-8", "TZ": "Pacific/Kiritimati"]),
  ]

  /// Everything the tool writes in one environment.
  struct Products: Sendable {
    /// The files `generate --root` wrote, by path relative to the root.
    var files: [String: Data]
    /// What `export --os 12.3.1,17.0` printed.
    var export: String
    /// What `render --format json` printed.
    var json: String
  }

  /// Runs `generate` into a fresh repository, then `export` and `render`, in an environment.
  static func products(in environment: Environment) throws -> Products {
    let repository = try TemporaryRepository(goldens: nil, copyingDocs: false)
    defer { repository.remove() }
    func run(_ arguments: [String]) throws -> String {
      let run = try runTool(
        arguments, in: repository.root, environment: environment.variables,
        unsetting: environment.unsetting)
      try #require(run.status == 0, "\(arguments): \(run.errors)")
      return run.output
    }
    _ = try run(["generate", "--pairs", "--root", repository.root.path])
    var files: [String: Data] = [:]
    for folder in [GoldenFile.directory, "Matrices/digests", "docs"] {
      let url = repository.root.appendingPathComponent(folder)
      for file in try PushMatrixEndToEndTests.files(under: url) {
        files["\(folder)/\(file)"] = try Data(contentsOf: url.appendingPathComponent(file))
      }
    }
    // Every condition on two releases, enough for the engine's threads to share the routing.
    return Products(
      files: files, export: try run(["export", "--os", "12.3.1,17.0"]),
      json: try run(["render", "--view", "by-os", "--format", "json", "--lang", "zh-Hans"]))
  }

  /// The baseline's products, made once for every case.
  static let expected = Result { try products(in: baseline) }

  /// Returns the first line on which two texts differ, for a readable failure.
  static func firstDifference(_ one: Data, _ other: Data) -> String {
    let lines = [one, other].map {
      String(decoding: $0, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
    }
    guard let index = lines[0].indices.first(where: { lines[0][$0] != lines[1][safe: $0] }) else {
      return "one ends after line \(min(lines[0].count, lines[1].count))"
    }
    return "line \(index + 1):\n  \(lines[0][index])\n  \(lines[1][safe: index] ?? "(none)")"
  }

  @Test(
    "generate, export and render write the same bytes in every environment", arguments: others)
  func sameBytes(_ environment: Environment) throws {
    let expected = try Self.expected.get()
    let products = try Self.products(in: environment)
    // The goldens, the digests of the conditions' pairs and the pages: index.md, index.html,
    // tables/README.md, four files of each layout and a second part of each of its two
    // Markdown pages (each over the budget in one file), five of the conditions page and a second
    // part of each of its three Markdown pages, seven of the service extension's, four of the
    // flowcharts, three of the push services' page and three of each of the five SDKs' pages.
    #expect(expected.files.count == Golden.all.count + 1 + 58)
    #expect(expected.files[ConditionPairs.path] != nil)
    #expect(products.files.keys.sorted() == expected.files.keys.sorted())
    for (path, bytes) in expected.files.sorted(by: { $0.key < $1.key }) {
      guard let actual = products.files[path] else { continue }
      #expect(actual == bytes, "\(path) differs: \(Self.firstDifference(bytes, actual))")
    }
    #expect(
      products.export == expected.export,
      "export differs: \(Self.firstDifference(Data(expected.export.utf8), Data(products.export.utf8)))"
    )
    #expect(
      products.json == expected.json,
      "render differs: \(Self.firstDifference(Data(expected.json.utf8), Data(products.json.utf8)))")
  }
}

extension Array {
  /// The element at an index, or `nil` past the end.
  fileprivate subscript(safe index: Int) -> Element? { indices.contains(index) ? self[index] : nil }
}
