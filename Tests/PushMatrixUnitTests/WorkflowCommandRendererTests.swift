import Foundation
import Testing

@testable import PushMatrixApp

@Suite("Workflow commands and the kinds of finding")
struct WorkflowCommandRendererTests {
  @Test("a message escapes %, CR and LF; a property also : and ,, as GitHub's toolkit does")
  func escaping() {
    let line = WorkflowCommandRenderer.line(
      "warning", [("file", "a,b:c%.swift"), ("title", "T\r\nx")], "50% done\r\n::error::no\u{202E}")
    #expect(
      line
        == "::warning file=a%2Cb%3Ac%25.swift,title=T%0D%0Ax::50%25 done%0D%0A::error::no\\u{202E}")
    // One line whatever the message holds: a newline cannot start a second command.
    #expect(!line.contains("\n") && !line.contains("\r"))
  }

  @Test("a finding that turns from information into a warning is new, and annotated as such")
  func raisedFinding() throws {
    let base = try AppReport(try AppComparisonTests.sceneLate())
    let head = try AppReport(try AppComparisonTests.sceneLate("backgroundMode=on"))
    let comparison = AppComparison(base: base, head: head)
    let raised = try #require(
      comparison.findingsChanged.first { $0.after.id == "silent-push-unreached" })
    #expect(raised.before.level == .info && raised.after.level == .warning)
    #expect(!comparison.findingsAppeared.contains { $0.id == "silent-push-unreached" })
    #expect(comparison.newWarningCount == 1)
    let lines = WorkflowCommandRenderer.render(
      comparison, headline: "headline", ci: CIContext(root: "ios/"))
    #expect(
      lines.split(separator: "\n").contains {
        $0.hasPrefix(
          "::warning file=ios/Tandem/Info.plist,line=26,title=PushMatrix%3A silent-push-unreached::"
        )
      }, "\(lines)")
  }

  @Test("every kind of finding is in docs/app.md's table, and every row is a kind")
  func kindsDocumented() throws {
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent()
    let page = try String(contentsOf: root.appendingPathComponent("docs/app.md"), encoding: .utf8)
    let documented = page.components(separatedBy: "\n").compactMap { line -> String? in
      guard line.hasPrefix("| `"), let end = line.dropFirst(3).firstIndex(of: "`") else {
        return nil
      }
      let id = String(line[line.index(line.startIndex, offsetBy: 3)..<end])
      return id.contains("-") && !id.contains(" ") ? id : nil
    }
    #expect(Set(documented) == Set(AppFinding.Kind.all.map(\.id)))
  }
}
