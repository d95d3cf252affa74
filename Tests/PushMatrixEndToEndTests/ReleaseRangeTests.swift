import Foundation
import PushMatrixCommands
import Testing

@testable import PushMatrixEngine

/// Deployment-target ranges, `--os A..B` and `--os A+`, in every command that takes a list.
@Suite("Release ranges, run as a process", .waitsForProcesses)
struct ReleaseRangeTests {
  /// The catalog releases from 15.0 to 26.0, as each range below should select them.
  static let fromFifteen = ["15.0", "16.0", "17.0", "18.0", "18.1", "26.0"]

  /// The releases of an export's rows, in order of first appearance.
  static func releases(of export: String) -> [String] {
    var seen: [String] = []
    for line in export.split(separator: "\n").dropFirst() {
      let os = String(line.prefix { $0 != "\t" })
      if !seen.contains(os) { seen.append(os) }
    }
    return seen
  }

  @Test(
    "export selects the catalog releases in a range", arguments: ["15.0..26.0", "15+", "15..26"])
  func export(range: String) throws {
    let run = try runTool(["export", "--os", range, "--state", "foreground"])
    #expect(run.status == 0, "\(run.errors)")
    #expect(Self.releases(of: run.output) == Self.fromFifteen)
  }

  @Test("a range and single releases combine in one list, each release once")
  func combined() throws {
    let run = try runTool(["export", "--os", "9.3.2,17+,18.0", "--state", "foreground"])
    #expect(run.status == 0, "\(run.errors)")
    #expect(Self.releases(of: run.output) == ["9.3.2", "17.0", "18.0", "18.1", "26.0"])
  }

  @Test("render's long view takes the same range as export")
  func render() throws {
    let range = try runTool([
      "render", "--view", "long", "--format", "csv", "--os", "15+", "--state", "foreground",
    ])
    let list = try runTool([
      "render", "--view", "long", "--format", "csv", "--os",
      Self.fromFifteen.joined(separator: ","),
      "--state", "foreground",
    ])
    #expect(range.status == 0, "\(range.errors)")
    // The first line cites the command line, which differs.
    #expect(
      range.output.split(separator: "\n").dropFirst()
        == list.output.split(separator: "\n").dropFirst())
  }

  @Test("diff reads A+ as a range up to the newest catalog release, like A..B")
  func diff() throws {
    let open = try runTool(["diff", "--os", "17+", "--format", "json"])
    let closed = try runTool(["diff", "--os", "17.0..26.0", "--format", "json"])
    #expect(open.status == closed.status, "\(open.errors)")
    #expect(open.errors.isEmpty, "\(open.errors)")
    #expect(open.output == closed.output)
  }
}
