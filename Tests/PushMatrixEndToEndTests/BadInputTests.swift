import Foundation
import PushMatrixCommands
import Testing

@testable import PushMatrixApp
@testable import PushMatrixEngine
@testable import PushMatrixGoldens
@testable import PushMatrixIO
@testable import PushMatrixModel
@testable import PushMatrixScan
@testable import PushMatrixTables

/// The rows of `docs/bad-input.md`, each run with the built tool in a scratch folder.
@Suite("Bad input, run as a process", .waitsForProcesses)
struct BadInputTests {
  /// One row of the table: how to make the bad input, the command, and what the tool answers.
  struct Row: CustomTestStringConvertible, Sendable {
    /// The row's name in the table.
    var name: String
    /// Writes the bad input into the scratch folder.
    var setUp: @Sendable (URL) throws -> Void = { _ in }
    /// The arguments after `pushmatrix`, run in the scratch folder.
    var arguments: [String]
    /// The exit code.
    var status: Int32
    /// The first line of standard error, exactly as the table quotes it.
    var message: String
    /// Where the message points, `file:line` or `file`, or `nil` for a command-line error.
    var place: String?
    /// The value the message quotes, or `nil` when it names none.
    var value: String?

    var testDescription: String { name }
  }

  /// The package's golden for `alert`, whose line 3 is `3.0 foreground none alert n/a on …`.
  static let goldenPath = packageRoot.appendingPathComponent("Matrices/golden/alert.tsv").path

  /// How many lines the package's `alert` golden has: the last one's number.
  static let goldenLines =
    (try? String(contentsOfFile: goldenPath, encoding: .utf8))?
    .split(separator: "\n").count ?? 0

  /// Writes `bad.tsv`: the package's `alert` golden with its lines edited.
  static func golden(_ edit: @escaping @Sendable ([String]) -> [String])
    -> @Sendable (URL) throws
    -> Void
  {
    { folder in
      let lines = try String(contentsOfFile: goldenPath, encoding: .utf8)
        .split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
      try Data(edit(lines).joined(separator: "\n").utf8)
        .write(to: folder.appendingPathComponent("bad.tsv"))
    }
  }

  /// Writes `bad.tsv`: the package's `alert` golden with its bytes edited.
  static func goldenBytes(_ edit: @escaping @Sendable (Data) -> Data)
    -> @Sendable (URL) throws
    -> Void
  {
    { folder in
      try edit(try Data(contentsOf: URL(fileURLWithPath: goldenPath)))
        .write(to: folder.appendingPathComponent("bad.tsv"))
    }
  }

  /// Replaces the cell at `column` of line `line` (1-based) of a golden's lines.
  static func cell(_ line: Int, _ column: Int, _ value: String) -> @Sendable ([String]) -> [String]
  {
    { lines in
      var lines = lines
      var cells = lines[line - 1].split(separator: "\t", omittingEmptySubsequences: false)
      cells[column] = Substring(value)
      lines[line - 1] = cells.joined(separator: "\t")
      return lines
    }
  }

  /// Copies the package's observations to `obs/` and edits the lines of one document's file,
  /// by default `call-order-tests.tsv`.
  static func observed(
    in name: String = "call-order-tests.tsv", _ edit: @escaping @Sendable ([String]) -> [String]
  )
    -> @Sendable (URL)
    throws -> Void
  {
    { folder in
      let copy = folder.appendingPathComponent("obs")
      try FileManager.default.copyItem(
        at: packageRoot.appendingPathComponent("Matrices/observed"), to: copy)
      let file = copy.appendingPathComponent(name)
      let lines = try String(contentsOf: file, encoding: .utf8)
        .split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
      try Data(edit(lines).joined(separator: "\n").utf8).write(to: file)
    }
  }

  /// Copies the shipped templates to `tpl/` and edits one file's bytes; `nil` removes it.
  static func templates(_ name: String, _ edit: @escaping @Sendable (Data) -> Data?)
    -> @Sendable (URL) throws -> Void
  {
    { folder in
      let copy = folder.appendingPathComponent("tpl")
      try FileManager.default.copyItem(
        at: packageRoot.appendingPathComponent("Templates"), to: copy)
      let file = copy.appendingPathComponent(name)
      if let data = edit(try Data(contentsOf: file)) {
        try data.write(to: file)
      } else {
        try FileManager.default.removeItem(at: file)
      }
    }
  }

  /// Makes `repo/`, a package root with the observations and an outdated docs folder, or with
  /// a file named `docs` where the folder must be.
  static func repository(docsIsAFile: Bool = false) -> @Sendable (URL) throws -> Void {
    { folder in
      let root = folder.appendingPathComponent("repo")
      try FileManager.default.createDirectory(
        at: root.appendingPathComponent("Matrices"), withIntermediateDirectories: true)
      try FileManager.default.copyItem(
        at: packageRoot.appendingPathComponent("Matrices/observed"),
        to: root.appendingPathComponent("Matrices/observed"))
      try FileManager.default.copyItem(
        at: packageRoot.appendingPathComponent("Matrices/services"),
        to: root.appendingPathComponent("Matrices/services"))
      if docsIsAFile {
        try Data("not a folder\n".utf8).write(to: root.appendingPathComponent("docs"))
      }
    }
  }

  /// Runs set-up steps in order.
  static func steps(_ steps: (@Sendable (URL) throws -> Void)...) -> @Sendable (URL) throws -> Void
  {
    { folder in for step in steps { try step(folder) } }
  }

  /// Replaces a path below the scratch folder with a FIFO, which a reader opening it would wait
  /// on forever.
  static func fifo(_ path: String) -> @Sendable (URL) throws -> Void {
    { folder in
      let url = folder.appendingPathComponent(path)
      try? FileManager.default.removeItem(at: url)
      try #require(mkfifo(url.path, 0o644) == 0)
    }
  }

  /// Writes `secret.txt` in the scratch folder, outside `repo/`, and replaces a path with a
  /// symbolic link to it.
  static func linkToSecret(_ path: String) -> @Sendable (URL) throws -> Void {
    { folder in
      let secret = folder.appendingPathComponent("secret.txt")
      try Data("password\thunter2\n".utf8).write(to: secret)
      let url = folder.appendingPathComponent(path)
      try? FileManager.default.removeItem(at: url)
      try FileManager.default.createDirectory(
        at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try FileManager.default.createSymbolicLink(
        atPath: url.path, withDestinationPath: secret.path)
    }
  }

  /// Copies the shipped templates to `repo/tpl/`.
  static let repositoryTemplates: @Sendable (URL) throws -> Void = { folder in
    try FileManager.default.copyItem(
      at: packageRoot.appendingPathComponent("Templates"),
      to: folder.appendingPathComponent("repo/tpl"))
  }

  /// Removes a path below the scratch folder.
  static func remove(_ path: String) -> @Sendable (URL) throws -> Void {
    { folder in try FileManager.default.removeItem(at: folder.appendingPathComponent(path)) }
  }

  /// What `check` and `generate` say when run outside a package without `--root`.
  static let outsidePackage =
    "error: not in a package: no folder from here up holds Package.swift and Matrices/; run it "
    + "in the package or pass --root DIR"

  /// What the tool says of an input that is not a regular file.
  static let notAFile = "error: a FIFO, not a regular file"

  /// What the tool says of an input reached through a link out of the package root.
  static let linkedOut =
    "error: a symbolic link leads out of the package root; inputs are read only inside it"

  /// The files an observations folder may hold.
  static let documentFiles = Source.documents.map { "\($0.id).tsv" }.joined(separator: ", ")

  static let exportUsage = ExportCommand.usage

  /// What the tool says of a golden's header that is not the long table's, whose cell at the
  /// given position is not a column name.
  static func unknownColumn(_ line: Int, of count: Int) -> String {
    "bad.tsv:\(line): error: unknown column: cell 1 of the header's \(count) is none of "
      + LongTable.columns.joined(separator: ", ")
  }

  /// The key of the golden's line 3, which line 4 repeats in the duplicate-key row: the first
  /// axes as the file has them, every condition at its default.
  static let firstKey = try! Scenario(
    parsing: "os=3.0 state=foreground callbacks=none payload=alert presentation=n/a "
      + "backgroundMode=on")

  static let commandLine: [Row] = [
    Row(
      name: "unknown command", arguments: ["frobnicate"], status: 64,
      message: "error: unknown command \"frobnicate\"", value: "frobnicate"),
    Row(
      name: "unknown option", arguments: ["export", "--colour"], status: 64,
      message: "error: unknown option \"--colour\"", value: "--colour"),
    Row(
      name: "an option given twice",
      arguments: [
        "export", "--state", "foreground", "--state",
        "background",
      ], status: 64,
      message: "error: option --state given twice, \"foreground\" and \"background\": give it "
        + "once (a list's values joined with commas)", value: "background"),
    Row(
      name: "a single-valued option given twice",
      arguments: [
        "explain", "--os", "17.0", "--state", "suspended", "--callbacks", "fetchReceive",
        "--payload", "content-available", "--push-type", "background", "--push-type=alert",
      ],
      status: 64,
      message: "error: option --push-type given twice, \"background\" and \"alert\": give it "
        + "once (a list's values joined with commas)", value: "alert"),
    Row(
      name: "misspelt command", arguments: ["exlpain"], status: 64,
      message: "error: unknown command \"exlpain\"; did you mean explain?", value: "exlpain"),
    Row(
      name: "misspelt option", arguments: ["export", "--callback", "none"], status: 64,
      message: "error: unknown option \"--callback\"; did you mean --callbacks?",
      value: "--callback"),
    Row(
      name: "misspelt option value", arguments: ["export", "--format", "jsn"], status: 64,
      message:
        "error: invalid value \"jsn\" for option --format: expected tsv, csv, json; did you mean "
        + "json?", value: "jsn"),
    Row(
      name: "misspelt axis value", arguments: ["export", "--state", "backgrund"], status: 64,
      message:
        "error: invalid state \"backgrund\": expected foreground, background, suspended, "
        + "notRunning, forceQuit; did you mean background?", value: "backgrund"),
    Row(
      name: "misspelt callback", arguments: ["export", "--callbacks", "willPresent+didRecieve"],
      status: 64,
      message:
        "error: invalid callbacks \"willPresent+didRecieve\": expected none or a +-joined set of "
        + "legacyReceive, fetchReceive, willPresent, didReceiveResponse; did you mean "
        + "willPresent+didReceive?", value: "willPresent+didRecieve"),
    Row(
      name: "ambiguous callback",
      arguments: ["export", "--callbacks", "didReceiveRemoteNotification"], status: 64,
      message:
        "error: invalid callbacks \"didReceiveRemoteNotification\": expected none or a +-joined "
        + "set of legacyReceive, fetchReceive, willPresent, didReceiveResponse; "
        + "didReceiveRemoteNotification is ambiguous: legacyReceive is "
        + "application(_:didReceiveRemoteNotification:), fetchReceive is "
        + "application(_:didReceiveRemoteNotification:fetchCompletionHandler:)",
      value: "didReceiveRemoteNotification"),
    Row(
      name: "bad option value", arguments: ["export", "--format", "xml"], status: 64,
      message: "error: invalid value \"xml\" for option --format: expected tsv, csv, json",
      value: "xml"),
    Row(
      name: "os 10..1", arguments: ["export", "--os", "10..1"], status: 64,
      message:
        "error: invalid os \"1\": expected 3.0 or later (iOS 3.0 introduced remote notifications)",
      value: "\"1\""),
    Row(
      name: "a range that ends before it starts", arguments: ["export", "--os", "17..12"],
      status: 64,
      message: "error: invalid value \"17..12\" for option --os: the range ends before it starts",
      value: "\"17..12\""),
    Row(
      name: "a range without a catalog release",
      arguments: ["render", "--view", "long", "--os", "9.4..9.9"],
      status: 64,
      message:
        "error: invalid value \"9.4..9.9\" for option --os: no release of the catalog lies in the "
        + "range",
      value: "\"9.4..9.9\""),
    Row(
      name: "os -3", arguments: ["export", "--os", "-3"], status: 64,
      message: "error: invalid os \"-3\": expected MAJOR[.MINOR[.PATCH]] such as 12.3.1",
      value: "-3"),
    Row(
      name: "os before push", arguments: ["export", "--os", "2.0"], status: 64,
      message:
        "error: invalid os \"2.0\": expected 3.0 or later (iOS 3.0 introduced remote notifications)",
      value: "2.0"),
    Row(
      name: "bad state", arguments: ["export", "--state", "asleep"], status: 64,
      message:
        "error: invalid state \"asleep\": expected foreground, background, suspended, notRunning, "
        + "forceQuit", value: "asleep"),
    Row(
      name: "bad callbacks", arguments: ["export", "--callbacks", "willPresent+launch"],
      status: 64,
      message:
        "error: invalid callbacks \"willPresent+launch\": expected none or a +-joined set of "
        + "legacyReceive, fetchReceive, willPresent, didReceiveResponse",
      value: "willPresent+launch"),
    Row(
      name: "bad payload", arguments: ["export", "--payload", "loud"], status: 64,
      message:
        "error: invalid payload \"loud\": expected alert, content-available, "
        + "alert+content-available", value: "loud"),
    Row(
      name: "a state people call killed", arguments: ["export", "--state", "killed"], status: 64,
      message:
        "error: invalid state \"killed\": expected foreground, background, suspended, "
        + "notRunning, forceQuit; \"killed\" could be forceQuit (swiped away by the user in the "
        + "app switcher) or notRunning (not in memory: never launched, or terminated by the "
        + "system), which iOS treats differently: name one", value: "killed"),
    Row(
      name: "bad presentation", arguments: ["export", "--presentation", "sheet"], status: 64,
      message:
        "error: invalid presentation \"sheet\": expected none, banner, list, banner+list, n/a",
      value: "sheet"),
    Row(
      name: "bad background mode", arguments: ["export", "--background-mode", "yes"],
      status: 64, message: "error: invalid backgroundMode \"yes\": expected on, off",
      value: "yes"),
    Row(
      name: "bad language", arguments: ["render", "--view", "by-os", "--lang", "fr"], status: 64,
      message: "error: invalid value \"fr\" for option --lang: expected en, zh-Hans, zh-Hant",
      value: "fr"),
    Row(
      name: "a 200-character value",
      arguments: ["export", "--os", String(repeating: "9", count: 200)],
      status: 64,
      message:
        "error: invalid os \"\(String(repeating: "9", count: 120))…\": expected "
        + "MAJOR[.MINOR[.PATCH]] such as 12.3.1",
      value: String(repeating: "9", count: 120) + "…"),
  ]

  /// An empty path would name no file, and `"\(folder)/\(file)"` would turn it into `/file`.
  static let emptyPaths: [Row] =
    [
      (["check", "--root", ""], "--root"), (["check", "--root="], "--root"),
      (["check", "--templates", ""], "--templates"),
      (["evidence", "--observed", ""], "--observed"),
      (
        [
          "explain", "--os", "9.0", "--state", "background", "--callbacks", "none", "--payload",
          "alert", "--observed", "",
        ], "--observed"
      ),
      (["render", "--view", "by-os", "--templates", ""], "--templates"),
      (["render", "--view", "by-os", "--observed", ""], "--observed"),
      (["bench", "--root", ""], "--root"),
      (["generate", "--out", ""], "--out"), (["generate", "--root", ""], "--root"),
      (["generate", "--templates", ""], "--templates"),
    ].map { arguments, option in
      Row(
        name: "empty \(option) for \(arguments[0])", arguments: arguments, status: 64,
        message: "error: invalid value \"\" for option \(option): expected a path", value: "\"\"")
    } + [
      Row(
        name: "empty OLD for diff", arguments: ["diff", "", goldenPath], status: 64,
        message: "error: invalid value \"\" for argument OLD: expected a path", value: "\"\""),
      Row(
        name: "empty NEW for diff", arguments: ["diff", goldenPath, ""], status: 64,
        message: "error: invalid value \"\" for argument NEW: expected a path", value: "\"\""),
    ]

  static let goldens: [Row] = [
    Row(
      name: "empty file", setUp: goldenBytes { _ in Data() },
      arguments: ["diff", goldenPath, "bad.tsv"], status: 65,
      message: "bad.tsv:1: error: the file is empty; expected a header line", place: "bad.tsv:1"),
    Row(
      name: "only comments, no header", setUp: goldenBytes { _ in Data("# a comment\n".utf8) },
      arguments: ["diff", goldenPath, "bad.tsv"], status: 65,
      message: "bad.tsv: error: the file has no header line", place: "bad.tsv"),
    Row(
      name: "rows without a header", setUp: golden { Array($0.dropFirst(2)) },
      arguments: ["diff", goldenPath, "bad.tsv"], status: 65,
      message: unknownColumn(1, of: LongTable.columns.count), place: "bad.tsv:1"),
    Row(
      name: "a header of another shape",
      setUp: golden { lines in
        var lines = lines
        lines[1] = "password\thunter2"
        return lines
      }, arguments: ["diff", goldenPath, "bad.tsv"], status: 65,
      message: unknownColumn(2, of: 2), place: "bad.tsv:2"),
    Row(
      name: "a cell too many",
      setUp: golden { lines in
        var lines = lines
        lines[2] += "\textra"
        return lines
      }, arguments: ["diff", goldenPath, "bad.tsv"], status: 65,
      message:
        "bad.tsv:3: error: expected \(LongTable.columns.count) tab-separated cells, found "
        + "\(LongTable.columns.count + 1)", place: "bad.tsv:3",
      value: "found \(LongTable.columns.count + 1)"),
    Row(
      name: "a cell too few",
      setUp: golden { lines in
        var lines = lines
        lines[2] = lines[2].split(separator: "\t", omittingEmptySubsequences: false).dropLast()
          .joined(separator: "\t")
        return lines
      }, arguments: ["diff", goldenPath, "bad.tsv"], status: 65,
      message:
        "bad.tsv:3: error: expected \(LongTable.columns.count) tab-separated cells, found "
        + "\(LongTable.columns.count - 1)", place: "bad.tsv:3",
      value: "found \(LongTable.columns.count - 1)"),
    Row(
      name: "unknown axis value", setUp: golden(cell(3, column("state"), "asleep")),
      arguments: ["diff", goldenPath, "bad.tsv"], status: 65,
      message:
        "bad.tsv:3: error: invalid state \"asleep\": expected foreground, background, suspended, "
        + "notRunning, forceQuit", place: "bad.tsv:3", value: "asleep"),
    Row(
      name: "os 10..1 in a file", setUp: golden(cell(3, column("os"), "10..1")),
      arguments: ["diff", goldenPath, "bad.tsv"], status: 65,
      message:
        "bad.tsv:3: error: invalid os \"10..1\": expected a range of two catalog releases, the "
        + "earlier first, such as 8.0..9.3.2",
      place: "bad.tsv:3", value: "10..1"),
    Row(
      name: "duplicate key", setUp: golden(cell(4, column("backgroundMode"), "on")),
      arguments: ["diff", goldenPath, "bad.tsv"], status: 65,
      message: "bad.tsv:4: error: duplicate key \(firstKey); first at line 3", place: "bad.tsv:4",
      value: "os=3.0 state=foreground callbacks=none"),
    Row(
      name: "unterminated quote", setUp: golden(cell(3, column("basis"), "\"observed")),
      arguments: ["diff", goldenPath, "bad.tsv"], status: 65,
      message:
        "bad.tsv:3: error: invalid basis \"\"observed\": expected observed, documented, reported, "
        + "inferred", place: "bad.tsv:3", value: "\"observed"),
    Row(
      name: "CRLF line endings",
      setUp: goldenBytes {
        Data(String(decoding: $0, as: UTF8.self).replacingOccurrences(of: "\n", with: "\r\n").utf8)
      },
      arguments: ["diff", goldenPath, "bad.tsv"], status: 65,
      message: "bad.tsv:1: error: the line ends with CR LF; use LF line endings",
      place: "bad.tsv:1"),
    Row(
      name: "byte-order mark", setUp: goldenBytes { Data([0xEF, 0xBB, 0xBF]) + $0 },
      arguments: ["diff", goldenPath, "bad.tsv"], status: 65,
      message:
        "bad.tsv:1: error: the file starts with a byte-order mark; save it as UTF-8 without one",
      place: "bad.tsv:1"),
    Row(
      name: "invalid UTF-8",
      setUp: goldenBytes { data in
        var text = Array(data)
        let start = text.firstRange(of: Array("\tdocumented\t".utf8))!.lowerBound
        text[start + 4] = 0xFF
        return Data(text)
      }, arguments: ["diff", goldenPath, "bad.tsv"], status: 65,
      message:
        "bad.tsv:3: error: the file is not valid UTF-8: byte 0xFF in basis \"doc\u{FFFD}mented\"; "
        + "save it as UTF-8", place: "bad.tsv:3", value: "doc\u{FFFD}mented"),
    Row(
      name: "control character", setUp: golden(cell(3, column("rule"), "\u{1B}[2J")),
      arguments: ["diff", goldenPath, "bad.tsv"], status: 65,
      message: "bad.tsv:3: error: control character U+001B in rule \"\\u{1B}[2J\"",
      place: "bad.tsv:3", value: "\\u{1B}[2J"),
    Row(
      name: "right-to-left override", setUp: golden(cell(3, column("basis"), "\u{202E}observed")),
      arguments: ["diff", goldenPath, "bad.tsv"], status: 65,
      message:
        "bad.tsv:3: error: invalid basis \"\\u{202E}observed\": expected observed, documented, "
        + "reported, inferred", place: "bad.tsv:3", value: "\\u{202E}observed"),
    Row(
      name: "a 300-character cell",
      setUp: golden(cell(3, column("basis"), String(repeating: "x", count: 300))),
      arguments: ["diff", goldenPath, "bad.tsv"], status: 65,
      message:
        "bad.tsv:3: error: invalid basis \"\(String(repeating: "x", count: 120))…\": expected "
        + "observed, documented, reported, inferred", place: "bad.tsv:3",
      value: String(repeating: "x", count: 120) + "…"),
    Row(
      name: "no line feed at the end", setUp: goldenBytes { $0.dropLast() },
      arguments: ["diff", goldenPath, "bad.tsv"], status: 65,
      message: "bad.tsv:\(goldenLines): error: the file does not end with a line feed",
      place: "bad.tsv:\(goldenLines)"),
    Row(
      name: "missing file", arguments: ["diff", goldenPath, "missing.tsv"], status: 65,
      message: "missing.tsv: error: cannot read the file", place: "missing.tsv"),
    Row(
      name: "an endless device", arguments: ["diff", goldenPath, "/dev/zero"], status: 65,
      message: "/dev/zero: error: a character device, not a regular file", place: "/dev/zero"),
    Row(
      name: "a FIFO for a golden", setUp: fifo("bad.tsv"),
      arguments: ["diff", goldenPath, "bad.tsv"],
      status: 65, message: "bad.tsv: \(notAFile)", place: "bad.tsv"),
    Row(
      name: "a golden linked out of the root",
      setUp: steps(repository(), linkToSecret("repo/Matrices/golden/alert.tsv")),
      arguments: ["check", "--root", "repo"], status: 65,
      message: "repo/Matrices/golden/alert.tsv: \(linkedOut)",
      place: "repo/Matrices/golden/alert.tsv"
    ),
  ]

  static let observations: [Row] = [
    Row(
      name: "duplicate observation id", setUp: observed(cell(4, 0, "CO-01")),
      arguments: ["evidence", "--observed", "obs"], status: 65,
      message:
        "obs/call-order-tests.tsv:4: error: duplicate observation id \"CO-01\"; first used at "
        + "obs/call-order-tests.tsv:3", place: "obs/call-order-tests.tsv:4", value: "CO-01"),
    Row(
      name: "os 10..1 in an observation", setUp: observed(cell(3, 2, "10..1")),
      arguments: ["evidence", "--observed", "obs"], status: 65,
      message:
        "obs/call-order-tests.tsv:3: error: invalid os \"10..1\": expected MAJOR[.MINOR[.PATCH]] "
        + "such as 12.3.1", place: "obs/call-order-tests.tsv:3", value: "10..1"),
    Row(
      name: "bad banner in an observation", setUp: observed(cell(3, 8, "maybe")),
      arguments: ["evidence", "--observed", "obs"], status: 65,
      message: "obs/call-order-tests.tsv:3: error: invalid banner \"maybe\": expected yes, no or ?",
      place: "obs/call-order-tests.tsv:3", value: "maybe"),
    Row(
      name: "bad Notification Center claim in an observation",
      setUp: observed(in: "apple-documentation.tsv", cell(5, 16, "maybe")),
      arguments: ["evidence", "--observed", "obs"], status: 65,
      message:
        "obs/apple-documentation.tsv:5: error: invalid notificationCenter \"maybe\": expected "
        + "yes, no or ?", place: "obs/apple-documentation.tsv:5", value: "maybe"),
    Row(
      name: "a FIFO for an observation file",
      setUp: steps(observed { $0 }, fifo("obs/more-caveats.tsv")),
      arguments: ["evidence", "--observed", "obs"], status: 65,
      message: "obs/more-caveats.tsv: \(notAFile)", place: "obs/more-caveats.tsv"),
    Row(
      name: "a FIFO among the checked observations",
      setUp: steps(repository(), fifo("repo/Matrices/observed/more-caveats.tsv")),
      arguments: ["check", "--root", "repo"], status: 65,
      message: "repo/Matrices/observed/more-caveats.tsv: \(notAFile)",
      place: "repo/Matrices/observed/more-caveats.tsv"),
    Row(
      name: "an observation file linked out of the root",
      setUp: steps(repository(), linkToSecret("repo/Matrices/observed/call-order-tests.tsv")),
      arguments: ["check", "--root", "repo"], status: 65,
      message: "repo/Matrices/observed/call-order-tests.tsv: \(linkedOut)",
      place: "repo/Matrices/observed/call-order-tests.tsv"),
    Row(
      name: "no observations folder for check",
      setUp: steps(repository(), remove("repo/Matrices/observed")),
      arguments: ["check", "--root", "repo"], status: 65,
      message: "repo/Matrices/observed: error: no such observations folder",
      place: "repo/Matrices/observed"),
    Row(
      name: "no observations folder for evidence", arguments: ["evidence"], status: 65,
      message: "Matrices/observed: error: no such observations folder", place: "Matrices/observed"),
    Row(
      name: "an unknown document's file",
      setUp: steps(observed { $0 }) { folder in
        try Data().write(to: folder.appendingPathComponent("obs/new-document.tsv"))
      }, arguments: ["evidence", "--observed", "obs"], status: 65,
      message:
        "obs/new-document.tsv: error: unknown document file; expected one of \(documentFiles)",
      place: "obs/new-document.tsv"),
    Row(
      name: "an unknown document's file in check",
      setUp: steps(repository()) { folder in
        try Data().write(to: folder.appendingPathComponent("repo/Matrices/observed/x.tsv"))
      }, arguments: ["check", "--root", "repo"], status: 65,
      message: "repo/Matrices/observed/x.tsv: error: unknown document file; expected one of "
        + documentFiles, place: "repo/Matrices/observed/x.tsv"),
    Row(
      name: "a range of three releases in an observation",
      setUp: observed(cell(3, 2, "7.0-8.0-9.0")),
      arguments: ["evidence", "--observed", "obs"], status: 65,
      message:
        "obs/call-order-tests.tsv:3: error: invalid os \"7.0-8.0-9.0\": expected a release "
        + "MAJOR[.MINOR[.PATCH]] such as 9.3.2, a range FIRST-LAST such as 7.0-9.3.2, or FIRST+ "
        + "such as 10.0+", place: "obs/call-order-tests.tsv:3", value: "7.0-8.0-9.0"),
  ]

  static let renderTemplates = [
    "render", "--view", "by-os", "--os", "12.3.1", "--templates", "tpl",
  ]

  static let templateRows: [Row] = [
    Row(
      name: "unclosed placeholder",
      setUp: templates("page.html") {
        Data(
          String(decoding: $0, as: UTF8.self).replacingOccurrences(
            of: "<title>{{title}}</title>", with: "<title>{{title</title>"
          ).utf8)
      }, arguments: renderTemplates + ["--format", "html"], status: 65,
      message:
        "tpl/page.html:7: error: unclosed placeholder \"{{title</title>\"; write {{name}} on one "
        + "line", place: "tpl/page.html:7", value: "{{title</title>"),
    Row(
      name: "unknown placeholder", setUp: templates("head.md") { $0 + Data("{{author}}\n".utf8) },
      arguments: renderTemplates, status: 65,
      message:
        "tpl/head.md:10: error: unknown placeholder \"{{author}}\"; expected one of "
        + "{{contents}}, {{intro}}, {{lang}}, {{legend}}, {{pages}}, {{title}}, {{view}}",
      place: "tpl/head.md:10",
      value: "{{author}}"),
    Row(
      name: "malformed placeholder", setUp: templates("head.md") { $0 + Data("{{Title}}\n".utf8) },
      arguments: renderTemplates, status: 65,
      message:
        "tpl/head.md:10: error: invalid placeholder \"{{Title}}\"; a name is lowercase letters, "
        + "digits and hyphens", place: "tpl/head.md:10", value: "{{Title}}"),
    Row(
      name: "template with a byte-order mark",
      setUp: templates("head.md") { Data([0xEF, 0xBB, 0xBF]) + $0 }, arguments: renderTemplates,
      status: 65,
      message:
        "tpl/head.md:1: error: the template starts with a byte-order mark; save it as UTF-8 "
        + "without one", place: "tpl/head.md:1"),
    Row(
      name: "template not UTF-8",
      setUp: templates("head.md") { data in
        var lines = data.split(separator: 0x0A, omittingEmptySubsequences: false)
        lines[1] = lines[1] + [0xFF]
        return Data(lines.joined(separator: [0x0A]))
      }, arguments: renderTemplates, status: 65,
      message: "tpl/head.md:2: error: the template is not valid UTF-8; save it as UTF-8",
      place: "tpl/head.md:2"),
    Row(
      name: "missing template", setUp: templates("page.css") { _ in nil },
      arguments: renderTemplates, status: 65,
      message:
        "tpl/page.css: error: missing template; copy the shipped one from Templates/ and edit it",
      place: "tpl/page.css"),
    Row(
      name: "a FIFO for a template", setUp: steps(templates("head.md") { $0 }, fifo("tpl/head.md")),
      arguments: renderTemplates, status: 65, message: "tpl/head.md: \(notAFile)",
      place: "tpl/head.md"),
    Row(
      name: "a folder for a template",
      setUp: steps(templates("page.css") { _ in nil }) { folder in
        try FileManager.default.createDirectory(
          at: folder.appendingPathComponent("tpl/page.css"), withIntermediateDirectories: false)
      }, arguments: renderTemplates, status: 65,
      message: "tpl/page.css: error: a folder, not a regular file", place: "tpl/page.css"),
    Row(
      name: "a template linked out of the root",
      setUp: steps(repository(), repositoryTemplates, linkToSecret("repo/tpl/page.js")),
      arguments: ["generate", "--root", "repo", "--templates", "repo/tpl"], status: 65,
      message: "repo/tpl/page.js: \(linkedOut)", place: "repo/tpl/page.js"),
    Row(
      name: "a templates folder named with control characters",
      arguments: ["render", "--view", "by-os", "--templates", "no\nsuch\u{1B}[31mRED"],
      status: 65, message: "no\\nsuch\\u{1B}[31mRED: error: no such templates folder",
      place: "no\\nsuch\\u{1B}[31mRED"),
    Row(
      name: "missing templates folder",
      arguments: ["render", "--view", "by-os", "--templates", "nowhere"], status: 65,
      message: "nowhere: error: no such templates folder", place: "nowhere"),
  ]

  /// Makes `outside/` beside `repo/` with a page in it, and replaces a folder of `repo/` with a
  /// link to it, as a pull request can.
  static func linkOutside(_ folder: String) -> @Sendable (URL) throws -> Void {
    { scratch in
      let outside = scratch.appendingPathComponent("outside")
      try FileManager.default.createDirectory(at: outside, withIntermediateDirectories: true)
      try Data("someone else's page\n".utf8).write(to: outside.appendingPathComponent("by-os.md"))
      let link = scratch.appendingPathComponent(folder)
      try? FileManager.default.removeItem(at: link)
      try FileManager.default.createDirectory(
        at: link.deletingLastPathComponent(), withIntermediateDirectories: true)
      try FileManager.default.createSymbolicLink(
        atPath: link.path, withDestinationPath: outside.path)
    }
  }

  /// Writes `repo/.pushmatrix-journal` listing the given entries, `temporary<TAB>path`, after
  /// its comment and header: a journal such as a pull request can bring.
  static func journal(_ entries: [String]) -> @Sendable (URL) throws -> Void {
    { folder in
      let text =
        (["# a journal from a pull request", "temporary\tpath"] + entries)
        .joined(separator: "\n") + "\n"
      try Data(text.utf8).write(to: folder.appendingPathComponent("repo/.pushmatrix-journal"))
    }
  }

  /// Writes files, by path in the scratch folder, each holding its own path, so that a rename
  /// among them shows in the folder's snapshot.
  static func files(_ paths: [String]) -> @Sendable (URL) throws -> Void {
    { folder in
      for path in paths {
        let file = folder.appendingPathComponent(path)
        try FileManager.default.createDirectory(
          at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data("\(path)\n".utf8).write(to: file)
      }
    }
  }

  /// The message refusing `repo/.pushmatrix-journal` for the entry on a line, and why.
  static func journalRefusal(_ line: Int, _ reason: String) -> String {
    "repo/.pushmatrix-journal:\(line): error: not a rename that generate stages: \(reason); "
      + "delete the file if no run was stopped"
  }

  static let outputs: [Row] = [
    Row(
      name: "check outside a package", arguments: ["check"], status: 64, message: outsidePackage),
    Row(
      name: "generate outside a package", arguments: ["generate"], status: 64,
      message: outsidePackage),
    Row(
      name: "a root that is no package",
      setUp: { folder in
        try FileManager.default.createDirectory(
          at: folder.appendingPathComponent("empty"), withIntermediateDirectories: false)
      }, arguments: ["generate", "--root", "empty"], status: 65,
      message: "empty: error: not a package root: it has no Matrices/ folder", place: "empty"),
    Row(
      name: "a journal that lists a rename generate never stages",
      setUp: steps(repository(), journal(["Matrices/golden/x.tsv\t/tmp/x"])),
      arguments: ["generate", "--root", "repo"], status: 65,
      message: journalRefusal(3, "\"/tmp/x\" is not a plain path below the package root"),
      place: "repo/.pushmatrix-journal:3", value: "/tmp/x"),
    Row(
      name: "a journal whose temporary file is not beside its destination",
      setUp: steps(repository(), journal(["Matrices/golden/x.tsv\tMatrices/golden/alert.tsv"])),
      arguments: ["generate", "--root", "repo"], status: 65,
      message: journalRefusal(
        3, "\"Matrices/golden/x.tsv\" is not a temporary file beside \"Matrices/golden/alert.tsv\""),
      place: "repo/.pushmatrix-journal:3", value: "Matrices/golden/x.tsv"),
    Row(
      name: "a journal renaming out of the package",
      setUp: steps(
        repository(), journal(["../out/.victim.1.2.tmp\t../out/victim"]),
        files(["out/victim", "out/.victim.1.2.tmp"])),
      arguments: ["generate", "--root", "repo"], status: 65,
      message: journalRefusal(3, "\"../out/victim\" is not a plain path below the package root"),
      place: "repo/.pushmatrix-journal:3", value: "../out/victim"),
    Row(
      name: "a journal leaving the package through ..",
      setUp: steps(
        repository(), journal(["evil/../../out/.victim.1.2.tmp\tevil/../../out/victim"]),
        files(["out/victim", "out/.victim.1.2.tmp", "repo/evil/x"])),
      arguments: ["generate", "--root", "repo"], status: 65,
      message: journalRefusal(
        3, "\"evil/../../out/victim\" is not a plain path below the package root"),
      place: "repo/.pushmatrix-journal:3", value: "evil/../../out/victim"),
    Row(
      name: "a journal renaming onto a file that is no output",
      setUp: steps(
        repository(),
        journal([
          "Matrices/golden/.alert.tsv.1.2.tmp\tMatrices/golden/alert.tsv",
          ".Package.swift.1.2.tmp\tPackage.swift",
        ]),
        files([
          "repo/Matrices/golden/alert.tsv", "repo/Matrices/golden/.alert.tsv.1.2.tmp",
          "repo/Package.swift", "repo/.Package.swift.1.2.tmp",
        ])),
      arguments: ["generate", "--root", "repo"], status: 65,
      message: journalRefusal(4, "\"Package.swift\" is no file generate writes"),
      place: "repo/.pushmatrix-journal:4", value: "Package.swift"),
    Row(
      name: "a journal renaming onto a Git file",
      setUp: steps(
        repository(), journal([".git/.config.1.2.tmp\t.git/config"]),
        files(["repo/.git/config", "repo/.git/.config.1.2.tmp"])),
      arguments: ["generate", "--root", "repo"], status: 65,
      message: journalRefusal(3, "\".git/config\" is no file generate writes"),
      place: "repo/.pushmatrix-journal:3", value: ".git/config"),
    Row(
      name: "a journal renaming through a link",
      setUp: steps(
        repository(), linkOutside("repo/docs/en"),
        journal(["docs/en/.by-os.md.1.2.tmp\tdocs/en/by-os.md"]),
        files(["outside/.by-os.md.1.2.tmp"])),
      arguments: ["generate", "--root", "repo"], status: 65,
      message: journalRefusal(
        3, "repo/docs/en is a symbolic link, which no output may go through"),
      place: "repo/.pushmatrix-journal:3", value: "repo/docs/en"),
    Row(
      name: "a docs folder linked out of the package",
      setUp: steps(repository(), linkOutside("repo/docs/en")),
      arguments: ["generate", "--root", "repo"], status: 73,
      message:
        "error: cannot write repo/docs/en/by-callbacks.md: repo/docs/en is a symbolic link, which "
        + "no output may go through; no file was changed", value: "repo/docs/en"),
    Row(
      name: "a goldens folder linked out of the package",
      setUp: steps(repository(), linkOutside("repo/Matrices/golden")),
      arguments: ["generate", "--root", "repo"], status: 73,
      message:
        "error: cannot write repo/Matrices/golden/alert.tsv: repo/Matrices/golden is a symbolic "
        + "link, which no output may go through; no file was changed", value: "repo/Matrices/golden"
    ),
    Row(
      name: "a FIFO where a page must be",
      setUp: steps(
        repository(),
        { folder in
          try FileManager.default.createDirectory(
            at: folder.appendingPathComponent("repo/docs"), withIntermediateDirectories: true)
        }, fifo("repo/docs/index.md")),
      arguments: ["generate", "--root", "repo"], status: 73,
      message:
        "error: cannot write repo/docs/index.md: repo/docs/index.md is a FIFO, not a file; no "
        + "file was changed", value: "repo/docs/index.md"),
    Row(
      name: "missing root", arguments: ["generate", "--root", "nowhere"], status: 65,
      message: "nowhere: error: no such folder; --root names the package root", place: "nowhere"),
    Row(
      name: "output below a file", setUp: repository(),
      arguments: ["generate", "--root", "repo", "--out", "/dev/null/docs"], status: 73,
      message:
        "error: cannot write /dev/null/docs/index.md: /dev/null is a file, not a folder; no file "
        + "was changed", value: "/dev/null/docs/index.md"),
    Row(
      name: "a file where the docs folder must be", setUp: repository(docsIsAFile: true),
      arguments: ["generate", "--root", "repo"], status: 73,
      message:
        "error: cannot write repo/docs/index.md: repo/docs is a file, not a folder; no file was "
        + "changed", value: "repo/docs/index.md"),
    Row(
      name: "a folder where a page must be",
      setUp: { folder in
        try repository()(folder)
        try FileManager.default.createDirectory(
          at: folder.appendingPathComponent("repo/docs/index.md"),
          withIntermediateDirectories: true)
      }, arguments: ["generate", "--root", "repo"], status: 73,
      message:
        "error: cannot write repo/docs/index.md: repo/docs/index.md is a folder, not a file; no "
        + "file was changed", value: "repo/docs/index.md"),
  ]

  @Test(
    "each bad input exits with the documented code and a message naming the file, line and value",
    arguments: commandLine + emptyPaths + goldens + observations + templateRows + outputs)
  func row(_ row: Row) throws {
    let folder = try makeTemporaryDirectory()
    defer { try? FileManager.default.removeItem(at: folder) }
    try row.setUp(folder)
    let before = try snapshot(folder)
    // A reader that waits on a FIFO would hang the test: a minute is far more than any row needs.
    let run = try runTool(row.arguments, in: folder, timeout: 60)
    #expect(run.status == row.status, "\(run.errors)")
    let lines = run.errors.split(separator: "\n", omittingEmptySubsequences: false)
    #expect(lines.first.map(String.init) == row.message)
    if let place = row.place {
      #expect(row.message.hasPrefix("\(place): error: "))
    } else {
      #expect(row.message.hasPrefix("error: "))
    }
    if let value = row.value { #expect(row.message.contains(value)) }
    #expect(row.message.count < 400, "a message must stay short whatever it quotes")
    if row.status == ExitCode.usage {
      #expect(lines.dropFirst().first?.hasPrefix("usage: pushmatrix") == true)
      // A usage may take two lines, as diff's does.
      #expect(lines.dropLast().last == "See 'pushmatrix --help'.")
    } else {
      #expect(lines.count == 2 && lines[1].isEmpty, "one line on standard error: \(run.errors)")
    }
    #expect(run.output.isEmpty)
    #expect(try snapshot(folder) == before, "a failed command changed the scratch folder")
  }

  @Test("a quote in a free-text golden cell is text: TSV has no quoting, so nothing is unbalanced")
  func quoteInFreeText() throws {
    let folder = try makeTemporaryDirectory()
    defer { try? FileManager.default.removeItem(at: folder) }
    try Self.golden(Self.cell(3, column("rule"), "\"foreground-before-10"))(folder)
    let run = try runTool(["diff", Self.goldenPath, "bad.tsv"], in: folder)
    #expect(run.status == 1)
    #expect(run.errors.isEmpty)
    #expect(run.output.contains("1 × rule: foreground-before-10 → \"foreground-before-10\n"))
  }

  @Test("check tells a page it cannot read from a missing one, and never waits on a FIFO")
  func unreadablePages() throws {
    let repository = try TemporaryRepository()
    defer { repository.remove() }
    let docs = repository.root.appendingPathComponent("docs")
    let folder = docs.appendingPathComponent("en/by-os.md")
    try FileManager.default.removeItem(at: folder)
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: false)
    let fifo = docs.appendingPathComponent("en/by-os.html")
    try FileManager.default.removeItem(at: fifo)
    try #require(mkfifo(fifo.path, 0o644) == 0)
    try FileManager.default.removeItem(at: docs.appendingPathComponent("en/by-payload.md"))
    let run = try runTool(["check", "--root", repository.root.path], timeout: 60)
    #expect(run.status == 1, "\(run.errors)")
    #expect(run.output.contains("\n  \(folder.path): cannot read: a folder, not a regular file\n"))
    #expect(run.output.contains("\n  \(fifo.path): cannot read: a FIFO, not a regular file\n"))
    #expect(run.output.contains("\n  \(docs.path)/en/by-payload.md: missing\n"))
  }

  @Test(
    "check says a page it may not read is unreadable, with the reason",
    .enabled(
      if: canDropPrivilege, "root without setpriv: no permission to deny"))
  func pageWithoutPermission() throws {
    let repository = try TemporaryRepository()
    defer { repository.remove() }
    let page = repository.root.appendingPathComponent("docs/en/by-os.md")
    let run = try runToolWithoutPrivilege(
      ["check", "--root", repository.root.path], owning: repository.root
    ) { try #require(chmod(page.path, 0) == 0) }
    #expect(run.status == 1, "\(run.errors)")
    #expect(run.output.contains("\n  \(page.path): cannot read: Permission denied\n"))
  }

  @Test("check fails on an output folder generate would not write through, without reading it")
  func linkedOutputFolder() throws {
    let repository = try TemporaryRepository()
    defer { repository.remove() }
    let scratch = try makeTemporaryDirectory()
    defer { try? FileManager.default.removeItem(at: scratch) }
    let docs = repository.root.appendingPathComponent("docs/en")
    let outside = scratch.appendingPathComponent("en")
    try FileManager.default.moveItem(at: docs, to: outside)
    try FileManager.default.createSymbolicLink(atPath: docs.path, withDestinationPath: outside.path)
    let run = try runTool(["check", "--root", repository.root.path])
    #expect(run.status == 1, "\(run.errors)")
    #expect(
      run.output.contains(
        "\n  \(docs.path)/by-os.md: cannot read: \(docs.path) is a symbolic link, which no output "
          + "may go through\n"))
  }

  @Test("an input reached through a link that stays inside the package root is read")
  func linkInsideRoot() throws {
    let repository = try TemporaryRepository()
    defer { repository.remove() }
    let observed = repository.root.appendingPathComponent("Matrices/observed")
    let data = repository.root.appendingPathComponent("data")
    try FileManager.default.createDirectory(at: data, withIntermediateDirectories: false)
    try FileManager.default.moveItem(at: observed, to: data.appendingPathComponent("observed"))
    try FileManager.default.createSymbolicLink(
      atPath: observed.path, withDestinationPath: "../data/observed")
    let run = try runTool(["check", "--root", repository.root.path])
    #expect(run.status == 0, "\(run.errors)")
  }

  @Test("an output folder that does not exist is created, with its parents")
  func missingOutputFolder() throws {
    let folder = try makeTemporaryDirectory()
    defer { try? FileManager.default.removeItem(at: folder) }
    try Self.repository()(folder)
    let run = try runTool(["generate", "--root", "repo", "--out", "new/docs"], in: folder)
    #expect(run.status == 0, "\(run.errors)")
    #expect(
      FileManager.default.fileExists(
        atPath: folder.appendingPathComponent("repo/new/docs/index.md").path))
  }

  @Test(
    "the long view of a wide space is written as it is made, in bounded memory, in every format",
    .enabled(if: ExternalTool.python3.shouldRun, "python3 is not installed; it measures memory"),
    arguments: PageFormat.allCases)
  func wideLongView(format: PageFormat) throws {
    // 40 releases, 28,800 rows: the whole page in memory took 98 to 220 MB, depending on the
    // format; written as it is made, the tool takes what it takes for any view.
    let releases = (0..<40).map { "\(3 + $0 / 10).\($0 % 10)" }.joined(separator: ",")
    let run = try runMeasured([
      "render", "--view", "long", "--format", format.rawValue, "--os", releases,
    ])
    #expect(run.status == 0, "\(run.errors)")
    #expect(run.maxResidentKiB < 64 * 1024, "peak memory \(run.maxResidentKiB) KiB")
  }

  /// A file too big to read, and where the tool must notice.
  struct Huge: CustomTestStringConvertible, Sendable {
    var name: String
    /// The file to make, relative to the scratch folder.
    var file: String
    /// The line that is too long, or `nil` for a file that is too large.
    var line: Int?
    /// Sets up the rest of the scratch folder.
    var setUp: @Sendable (URL) throws -> Void
    /// The command, with `{}` for the scratch folder.
    var arguments: [String]
    var testDescription: String { name }
  }

  static let huge: [Huge] = [
    Huge(
      name: "golden line", file: "bad.tsv", line: 3, setUp: { _ in },
      arguments: ["diff", goldenPath, "{}/bad.tsv"]),
    Huge(
      name: "golden checked in", file: "repo/Matrices/golden/alert.tsv", line: 3,
      setUp: { folder in
        try repository()(folder)
        let golden = folder.appendingPathComponent("repo/Matrices/golden")
        try FileManager.default.createDirectory(at: golden, withIntermediateDirectories: true)
      }, arguments: ["check", "--root", "{}/repo"]),
    Huge(
      name: "observation line", file: "obs/call-order-tests.tsv", line: 3,
      setUp: observed { $0 }, arguments: ["evidence", "--observed", "{}/obs"]),
    Huge(
      name: "template line", file: "tpl/head.md", line: 3,
      setUp: templates("head.md") { $0 }, arguments: Array(renderTemplates.dropLast()) + ["{}/tpl"]),
    Huge(
      name: "file of 65 MiB", file: "bad.tsv", line: nil, setUp: { _ in },
      arguments: ["diff", goldenPath, "{}/bad.tsv"]),
  ]

  @Test(
    "a 100 MB line or a 65 MiB file is refused at once, in bounded memory, its value not echoed",
    .enabled(if: ExternalTool.python3.shouldRun, "python3 is not installed; it measures memory"),
    arguments: huge)
  func hugeInput(_ huge: Huge) throws {
    let folder = try makeTemporaryDirectory()
    defer { try? FileManager.default.removeItem(at: folder) }
    try huge.setUp(folder)
    let file = folder.appendingPathComponent(huge.file)
    // 100 MB of one line, or 65 MiB of short lines, written a mebibyte at a time.
    try writeRepeated(
      Data(repeating: huge.line == nil ? 0x0A : UInt8(ascii: "x"), count: 1 << 20),
      times: huge.line == nil ? 65 : 100, to: file,
      after: Data("# a comment\n# another\n".utf8), before: Data("\n".utf8))

    let arguments = huge.arguments.map { $0.replacingOccurrences(of: "{}", with: folder.path) }
    let started = Date()
    let run = try runMeasured(arguments)
    let seconds = Date().timeIntervalSince(started)
    #expect(run.status == 65, "\(run.errors)")
    let expected =
      huge.line.map {
        "\(file.path):\($0): error: the line is longer than 1048576 bytes; is this the right file?"
      } ?? "\(file.path): error: the file is larger than 67108864 bytes; is this the right file?"
    #expect(run.errors.split(separator: "\n").last.map(String.init) == expected)
    #expect(run.errors.utf8.count < 1_000, "the message echoes the file")
    // The tool alone takes some 25 MB (Python, which starts it, some 10 more). A long line is
    // refused after its first mebibyte; a file of short lines is read up to the 64 MiB limit,
    // never to its end.
    let limit =
      huge.line == nil
      ? InputFile.maximumSize / 1024 + routingMemoryLimitKiB : routingMemoryLimitKiB
    #expect(run.maxResidentKiB < limit, "peak memory \(run.maxResidentKiB) KiB")
    #expect(seconds < 30, "took \(seconds) s")
  }

  /// Every entry under a folder, regular files with their bytes and anything else (folders,
  /// links, FIFOs, which reading would block on) with `nil`, to show that a failed command
  /// created, changed and removed nothing.
  func snapshot(_ folder: URL) throws -> [String: Data?] {
    var result: [String: Data?] = [:]
    let enumerator = try #require(FileManager.default.enumerator(atPath: folder.path))
    while let path = enumerator.nextObject() as? String {
      let url = folder.appendingPathComponent(path)
      let type = try FileManager.default.attributesOfItem(atPath: url.path)[.type]
      result[path] =
        type as? FileAttributeType == .typeRegular ? try Data(contentsOf: url) : .some(nil)
    }
    return result
  }
}
