import Foundation
import Testing

@testable import PushMatrixCommands

/// The version is declared once, in ``VersionCommand/toolVersion``, and the changelog's latest
/// release names it, so that `--version`, the changelog and the release tag cannot drift apart.
@Suite("Release")
struct ReleaseTests {
  /// The headings of released versions, such as `## 0.1.0 — 2026-11-25`, newest first.
  static func releaseHeadings() throws -> [(version: String, line: Int)] {
    let text = try String(
      contentsOf: packageRoot.appendingPathComponent("CHANGELOG.md"), encoding: .utf8)
    return text.split(separator: "\n", omittingEmptySubsequences: false).enumerated()
      .compactMap { index, line in
        guard line.hasPrefix("## "), line != "## Unreleased" else { return nil }
        let version = line.dropFirst(3).prefix { $0 != " " }
        return (String(version), index + 1)
      }
  }

  @Test("the changelog's latest release heading names the version --version prints")
  func changelogNamesTheVersion() throws {
    let headings = try Self.releaseHeadings()
    let latest = try #require(headings.first)
    #expect(latest.version == VersionCommand.toolVersion, "CHANGELOG.md:\(latest.line)")
  }

  @Test("every release heading is a semantic version with a date, newest first")
  func releaseHeadingsAreSemanticVersions() throws {
    let headings = try Self.releaseHeadings()
    #expect(!headings.isEmpty)
    var previous: [Int]?
    for heading in headings {
      let parts = heading.version.split(separator: ".").compactMap { Int($0) }
      #expect(parts.count == 3, "CHANGELOG.md:\(heading.line): \(heading.version)")
      if let previous {
        #expect(parts.lexicographicallyPrecedes(previous), "CHANGELOG.md:\(heading.line)")
      }
      previous = parts
    }
  }
}
