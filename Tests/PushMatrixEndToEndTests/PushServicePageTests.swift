import Foundation
import Testing

@testable import PushMatrixIO
@testable import PushMatrixTables

@Suite("The push services' page: generated from its table and covered by check", .waitsForProcesses)
struct PushServicePageTests {
  @Test("the committed pages are what generate makes of the committed table")
  func committedPagesMatch() throws {
    let run = try runTool(["check", "--format", "json"])
    #expect(run.status == 0, "\(run.errors)")
    for language in ["en", "zh-Hans", "zh-Hant"] {
      let page = try String(
        contentsOf: packageRoot.appendingPathComponent("docs/\(language)/push-services.md"),
        encoding: .utf8)
      #expect(page.contains("FCM-2"))
    }
  }

  @Test("every row's explain command runs and answers a push with the row's headers")
  func commandsAnswerTheirRows() throws {
    let page = try PushServicePage(PushServiceFile.read(root: packageRoot.path))
    var ran = 0
    for row in page.rows {
      guard let command = PushServicePage.command(row) else { continue }
      let run = try runTool(command.split(separator: " ").dropFirst().map(String.init))
      try #require(run.status == 0, "\(row.text.id): \(run.errors)")
      ran += 1
      let answer = Dictionary(
        run.output.split(separator: "\n").compactMap { line -> (String, String)? in
          let words = line.split(separator: " ", maxSplits: 1)
          guard words.count == 2 else { return nil }
          return (String(words[0]), words[1].trimmingCharacters(in: .whitespaces))
        }
      ) { first, _ in first }
      let headers = try #require(answer["headers"], "\(row.text.id)")
      switch row.pushType {
      case .absent?: #expect(headers.contains("no apns-push-type"), "\(row.text.id)")
      case let type?: #expect(headers.contains("apns-push-type \(type)"), "\(row.text.id)")
      case nil: break
      }
      if let priority = row.priority {
        #expect(headers.contains("apns-priority \(priority)"), "\(row.text.id): \(headers)")
      }
      // A message that sets mutable-content is answered for an app with an extension, which
      // runs for a push the system shows.
      if row.setsMutableContent {
        #expect(answer["extension"]?.hasPrefix("yes") == true, "\(row.text.id)")
      }
      if row.payload == .contentAvailable && row.priority == .immediate {
        #expect(run.output.contains("background-push-priority-10"), "\(row.text.id)")
      }
    }
    #expect(ran == page.rows.filter { $0.text.delivery == "sent" }.count)
  }

  @Test("check fails when the table is edited and the page is not regenerated, or the page by hand")
  func handEditsFail() throws {
    let repository = try TemporaryRepository()
    defer { repository.remove() }
    #expect(try runTool(["check", "--root", repository.root.path]).status == 0)
    // The table changes: the page no longer matches it.
    let table = try repository.read(PushServiceFile.path)
    try repository.write(
      table.replacingOccurrences(of: "FCM-2\t", with: "FCM-2b\t"), to: PushServiceFile.path)
    let stale = try runTool(["check", "--root", repository.root.path])
    #expect(stale.status == 1)
    #expect(stale.output.contains("docs/en/push-services.md"))
    try repository.write(table, to: PushServiceFile.path)
    // The page changes by hand.
    let page = try repository.read("docs/zh-Hant/push-services.md")
    try repository.write(page + "edited\n", to: "docs/zh-Hant/push-services.md")
    let edited = try runTool(["check", "--root", repository.root.path])
    #expect(edited.status == 1)
    #expect(edited.output.contains("docs/zh-Hant/push-services.md"))
  }

  @Test("a malformed table fails check and generate at its line, writing nothing")
  func malformedTable() throws {
    let repository = try TemporaryRepository()
    defer { repository.remove() }
    let table = try repository.read(PushServiceFile.path)
    try repository.write(
      table.replacingOccurrences(of: "\tbackground\t5\tsent\t", with: "\tbackgrund\t5\tsent\t"),
      to: PushServiceFile.path)
    let line =
      table.split(separator: "\n", omittingEmptySubsequences: false).firstIndex {
        $0.contains("\tbackground\t5\tsent\t")
      }! + 1
    let before = try repository.snapshot()
    for command in ["check", "generate"] {
      let run = try runTool([command, "--root", repository.root.path])
      #expect(run.status == 65)
      #expect(
        run.errors.contains(
          "\(PushServiceFile.path):\(line): error: invalid pushType \"backgrund\": expected "
            + "alert, background, absent, ?, disputed or -"), "\(run.errors)")
    }
    #expect(try repository.snapshot() == before)
  }
}
