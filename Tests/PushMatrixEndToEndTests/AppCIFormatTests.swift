import Foundation
import Testing

/// `app --format github` and `app --format sarif`, run as a process from the folder that holds a
/// fixture app, as CI runs them from a repository's root: each line a workflow command GitHub
/// parses, on the file and line the finding is about; a SARIF log with the structure the 2.1.0
/// schema requires.
@Suite("app --format github and sarif, run as a process", .waitsForProcesses)
struct AppCIFormatTests {
  /// The folder the fixtures are in: the "repository" the tool runs in.
  static let apps = packageRoot.appendingPathComponent("Tests/Fixtures/Apps")

  /// A workflow command as GitHub's runner reads it from a log line.
  struct WorkflowCommand {
    var command: String
    var properties: [String: String]
    var message: String

    /// Reads `::command key=value,key=value::message`, undoing GitHub's escaping; `nil` for a
    /// line that is not one.
    init?(_ line: String) {
      guard line.hasPrefix("::"), let end = line.dropFirst(2).range(of: "::") else { return nil }
      let head = line[line.index(line.startIndex, offsetBy: 2)..<end.lowerBound]
      let name = head.prefix { $0 != " " }
      guard !name.isEmpty else { return nil }
      command = String(name)
      properties = [:]
      for pair in head.dropFirst(name.count).split(separator: ",") {
        let parts = pair.trimmingCharacters(in: .whitespaces).split(
          separator: "=", maxSplits: 1)
        guard parts.count == 2 else { return nil }
        properties[String(parts[0])] = Self.unescape(String(parts[1]))
      }
      message = Self.unescape(String(line[end.upperBound...]))
    }

    /// Undoes the escaping of a message or property: `%25`, `%0D`, `%0A`, `%3A`, `%2C`.
    static func unescape(_ text: String) -> String {
      var result = text
      for (code, character) in [
        ("%0D", "\r"), ("%0A", "\n"), ("%3A", ":"), ("%2C", ","), ("%25", "%"),
      ] {
        result = result.replacingOccurrences(of: code, with: character)
      }
      return result
    }
  }

  @Test("--format github: an annotation on the line of each finding, then a notice")
  func workflowCommands() throws {
    let run = try runTool(["app", "SceneLate", "--format", "github"], in: Self.apps)
    #expect(run.status == 0, "\(run.errors)")
    let lines = run.output.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
    let commands = lines.compactMap { WorkflowCommand(String($0)) }
    #expect(commands.count == lines.count, "lines that are no workflow command: \(run.output)")
    let json = try runTool(["app", "SceneLate", "--format", "json"], in: Self.apps)
    let page = try #require(
      try JSONSerialization.jsonObject(with: Data(json.output.utf8)) as? [String: Any])
    let findings = try #require(page["findings"] as? [[String: Any]])
    #expect(commands.count == findings.count + 1)
    for (command, finding) in zip(commands, findings) {
      #expect(command.command == (finding["level"] as? String == "warning" ? "warning" : "notice"))
      #expect(command.properties["title"] == "PushMatrix: \(finding["id"] as? String ?? "")")
      #expect(command.message == finding["message"] as? String)
      // The file is relative to where the tool ran, the repository's root, and the line is in it.
      let file = try #require(command.properties["file"], "\(command)")
      let line = try #require(Int(command.properties["line"] ?? ""))
      let text = try String(contentsOf: Self.apps.appendingPathComponent(file), encoding: .utf8)
      let lineCount = text.split(separator: "\n", omittingEmptySubsequences: false).count
      #expect((1...lineCount).contains(line), "\(file):\(line)")
    }
    // The late delegate points at the line that sets it.
    let late = try #require(
      commands.first { $0.properties["title"] == "PushMatrix: late-delegate" })
    #expect(late.properties["file"] == "SceneLate/Tandem/SceneDelegate.swift")
    let source = try String(
      contentsOf: Self.apps.appendingPathComponent("SceneLate/Tandem/SceneDelegate.swift"),
      encoding: .utf8
    ).components(separatedBy: "\n")
    #expect(source[Int(late.properties["line"]!)! - 1].contains(".delegate = self"))
    let summary = try #require(commands.last)
    #expect(summary.command == "notice")
    #expect(
      summary.message == "Tandem (Tandem.xcodeproj): 2 warnings and 2 findings of information.")
    // With --strict a warning fails the run: it is an error.
    let strict = try runTool(["app", "SceneLate", "--format", "github", "--strict"], in: Self.apps)
    #expect(strict.status == 1)
    #expect(
      strict.output.split(separator: "\n").filter { $0.hasPrefix("::error file=") }.count == 2)
  }

  @Test("a finding points at the code it is about, or at no line when it is about an absence")
  func findingPlaces() throws {
    let courier = try runTool(["app", "UIKitSwift", "--format", "github"], in: Self.apps)
    let legacy = try #require(
      courier.output.split(separator: "\n").compactMap { WorkflowCommand(String($0)) }
        .first { $0.properties["title"] == "PushMatrix: legacy-receive-unreached" })
    #expect(legacy.properties["file"] == "UIKitSwift/Courier/AppDelegate.swift")
    let source = try String(
      contentsOf: Self.apps.appendingPathComponent("UIKitSwift/Courier/AppDelegate.swift"),
      encoding: .utf8
    ).components(separatedBy: "\n")
    // The line that implements legacyReceive, not the one that implements fetchReceive.
    let index = try #require(Int(legacy.properties["line"] ?? "")) - 1
    #expect(source[index].contains("func application("))
    #expect(source[index + 1].contains("didReceiveRemoteNotification userInfo"))
    #expect(!source[index + 2].contains("fetchCompletionHandler"))
    // An unknown field no file decides has no place: GitHub shows it on the run.
    let larder = try runTool(["app", "SwiftUIAdaptor", "--format", "github"], in: Self.apps)
    let unknown = try #require(
      larder.output.split(separator: "\n").compactMap { WorkflowCommand(String($0)) }
        .first { $0.properties["title"] == "PushMatrix: unknown-field" })
    #expect(unknown.command == "notice")
    #expect(unknown.properties["file"] == nil && unknown.properties["line"] == nil)
  }

  @Test("--against --format github annotates the findings a change brings, then its headline")
  func workflowCommandsOfAChange() throws {
    let folder = try makeTemporaryDirectory()
    defer { try? FileManager.default.removeItem(at: folder) }
    let base = try AppAgainstTests.copy(
      "SceneLate", as: "base", into: folder, edits: AppAgainstTests.delegateAtLaunch)
    _ = try AppAgainstTests.copy("SceneLate", as: "head", into: folder)
    let run = try runTool(
      ["app", "head", "--against", base.path, "--format", "github"], in: folder)
    #expect(run.status == 0, "\(run.errors)")
    let commands = run.output.split(separator: "\n").compactMap { WorkflowCommand(String($0)) }
    #expect(commands.map(\.command) == ["warning", "notice"], "\(run.output)")
    #expect(commands.first?.properties["file"] == "head/Tandem/SceneDelegate.swift")
    #expect(commands.first?.properties["title"] == "PushMatrix: late-delegate")
    #expect(commands.last?.message.contains("1 new warning") == true, "\(run.output)")
  }

  @Test("--format sarif: a log with the structure the SARIF 2.1.0 schema requires")
  func sarif() throws {
    let run = try runTool(["app", "SceneLate", "--format", "sarif"], in: Self.apps)
    #expect(run.status == 0, "\(run.errors)")
    let log = try JSONSerialization.jsonObject(with: Data(run.output.utf8))
    var problems: [String] = []
    SARIFSchema.validate(log, as: "sarifLog", at: "$", problems: &problems)
    #expect(problems.isEmpty, "\(problems.joined(separator: "\n"))")
    let root = try #require(log as? [String: Any])
    let sarifRun = try #require((root["runs"] as? [[String: Any]])?.first)
    let driver = try #require((sarifRun["tool"] as? [String: Any])?["driver"] as? [String: Any])
    #expect(driver["name"] as? String == "PushMatrix")
    #expect(driver["version"] as? String != nil)
    let rules = try #require(driver["rules"] as? [[String: Any]])
    let results = try #require(sarifRun["results"] as? [[String: Any]])
    #expect(results.count == 4)
    for result in results {
      // Each result names a rule of the driver, by id and by index.
      let id = try #require(result["ruleId"] as? String)
      let index = try #require(result["ruleIndex"] as? Int)
      #expect(rules[index]["id"] as? String == id)
      // Its file is relative to the repository's root and exists there.
      let location = try #require((result["locations"] as? [[String: Any]])?.first)
      let physical = try #require(location["physicalLocation"] as? [String: Any])
      let uri = try #require((physical["artifactLocation"] as? [String: Any])?["uri"] as? String)
      #expect(!uri.hasPrefix("/") && !uri.contains(":"), "\(uri)")
      #expect(FileManager.default.fileExists(atPath: Self.apps.appendingPathComponent(uri).path))
    }
    // Every rule has help, and the late delegate's cites its sources.
    for rule in rules {
      let help = try #require((rule["help"] as? [String: Any])?["text"] as? String)
      #expect(!help.isEmpty)
    }
    let late = try #require(rules.first { $0["id"] as? String == "late-delegate" })
    let lateHelp = try #require((late["help"] as? [String: Any])?["text"] as? String)
    #expect(lateHelp.contains("Sources:\n- "))
    #expect((late["helpUri"] as? String)?.hasPrefix("https://") == true)
    // The checks can fail: a log without a tool, with a property the schema does not allow.
    var broken: [String] = []
    SARIFSchema.validate(
      ["version": "2.1.0", "runs": [["results": [["message": ["txt": "x"]]]]]], as: "sarifLog",
      at: "$", problems: &broken)
    #expect(
      broken == [
        "$.runs[0] lacks tool, which run requires",
        "$.runs[0].results[0].message has none of [\"text\", \"id\"] (message)",
        "$.runs[0].results[0].message.txt is not a property of message",
      ])
    // The same input gives the same bytes.
    let again = try runTool(["app", "SceneLate", "--format", "sarif"], in: Self.apps)
    #expect(again.output == run.output)
  }
}

/// The required structure of a SARIF 2.1.0 log, for the parts a log of `app` uses.
///
/// For each definition: the properties it requires, those it allows (the schema allows no
/// others), the alternatives one of which it requires, and the definitions of its members. Written from the
/// OASIS schema (oasis-tcs/sarif-spec, commit e0583813, `sarif-2.1/schema/sarif-schema-2.1.0.json`,
/// its `required`, `anyOf`, `properties` and `additionalProperties: false` of each definition).
enum SARIFSchema {
  struct Definition {
    var required: [String] = []
    var oneOfRequired: [String] = []
    var allowed: [String]
    /// Members that are objects of a definition, or arrays of them.
    var members: [String: String] = [:]
  }

  static let definitions: [String: Definition] = [
    "sarifLog": Definition(
      required: ["version", "runs"],
      allowed: ["$schema", "version", "runs", "inlineExternalProperties", "properties"],
      members: ["runs": "run"]),
    "run": Definition(
      required: ["tool"],
      allowed: [
        "addresses", "artifacts", "automationDetails", "baselineGuid", "columnKind", "conversion",
        "defaultEncoding", "defaultSourceLanguage", "externalPropertyFileReferences", "graphs",
        "invocations", "language", "logicalLocations", "newlineSequences", "originalUriBaseIds",
        "policies", "properties", "redactionTokens", "results", "runAggregates",
        "specialLocations", "taxonomies", "threadFlowLocations", "tool", "translations",
        "versionControlProvenance", "webRequests", "webResponses",
      ],
      members: ["tool": "tool", "results": "result"]),
    "tool": Definition(
      required: ["driver"], allowed: ["driver", "extensions", "properties"],
      members: ["driver": "toolComponent"]),
    "toolComponent": Definition(
      required: ["name"],
      allowed: [
        "associatedComponent", "contents", "dottedQuadFileVersion", "downloadUri",
        "fullDescription", "fullName", "globalMessageStrings", "guid", "informationUri",
        "isComprehensive", "language", "localizedDataSemanticVersion", "locations",
        "minimumRequiredLocalizedDataSemanticVersion", "name", "notifications", "organization",
        "product", "productSuite", "properties", "releaseDateUtc", "rules", "semanticVersion",
        "shortDescription", "supportedTaxonomies", "taxa", "translationMetadata", "version",
      ],
      members: ["rules": "reportingDescriptor"]),
    "reportingDescriptor": Definition(
      required: ["id"],
      allowed: [
        "defaultConfiguration", "deprecatedGuids", "deprecatedIds", "deprecatedNames",
        "fullDescription", "guid", "help", "helpUri", "id", "messageStrings", "name",
        "properties", "relationships", "shortDescription",
      ],
      members: [
        "shortDescription": "multiformatMessageString",
        "fullDescription": "multiformatMessageString", "help": "multiformatMessageString",
        "defaultConfiguration": "reportingConfiguration",
      ]),
    "reportingConfiguration": Definition(
      allowed: ["enabled", "level", "parameters", "properties", "rank"]),
    "multiformatMessageString": Definition(
      required: ["text"], allowed: ["markdown", "properties", "text"]),
    "result": Definition(
      required: ["message"],
      allowed: [
        "analysisTarget", "attachments", "baselineState", "codeFlows", "correlationGuid",
        "fingerprints", "fixes", "graphTraversals", "graphs", "guid", "hostedViewerUri", "kind",
        "level", "locations", "message", "occurrenceCount", "partialFingerprints", "properties",
        "provenance", "rank", "relatedLocations", "rule", "ruleId", "ruleIndex", "stacks",
        "suppressions", "taxa", "webRequest", "webResponse", "workItemUris",
      ],
      members: ["message": "message", "locations": "location"]),
    "message": Definition(
      oneOfRequired: ["text", "id"],
      allowed: ["arguments", "id", "markdown", "properties", "text"]),
    "location": Definition(
      allowed: [
        "annotations", "id", "logicalLocations", "message", "physicalLocation", "properties",
        "relationships",
      ],
      members: ["physicalLocation": "physicalLocation"]),
    "physicalLocation": Definition(
      oneOfRequired: ["address", "artifactLocation"],
      allowed: ["address", "artifactLocation", "contextRegion", "properties", "region"],
      members: ["artifactLocation": "artifactLocation", "region": "region"]),
    "artifactLocation": Definition(
      allowed: ["description", "index", "properties", "uri", "uriBaseId"]),
    "region": Definition(
      oneOfRequired: ["startLine", "charOffset", "byteOffset"],
      allowed: [
        "byteLength", "byteOffset", "charLength", "charOffset", "endColumn", "endLine", "message",
        "properties", "snippet", "sourceLanguage", "startColumn", "startLine",
      ]),
  ]

  /// The schema's enumerations and bounds on the values a log of `app` writes.
  static func checkValue(_ key: String, _ value: Any, at path: String, problems: inout [String]) {
    switch key {
    case "version" where path == "$":
      if value as? String != "2.1.0" { problems.append("\(path).version is not \"2.1.0\"") }
    case "level":
      if !["none", "note", "warning", "error"].contains(value as? String ?? "") {
        problems.append("\(path).level is \(value)")
      }
    case "startLine":
      if (value as? Int ?? 0) < 1 { problems.append("\(path).startLine is below 1") }
    case "ruleIndex":
      if (value as? Int ?? -2) < -1 { problems.append("\(path).ruleIndex is below -1") }
    case "text", "id", "name", "ruleId", "uri":
      if !(value is String) { problems.append("\(path).\(key) is not a string") }
    case "informationUri", "helpUri", "$schema":
      if !(value as? String ?? "").hasPrefix("https://") {
        problems.append("\(path).\(key) is not an absolute URI")
      }
    default: break
    }
  }

  /// Appends to `problems` every way a value breaks a definition's structure.
  static func validate(_ value: Any, as name: String, at path: String, problems: inout [String]) {
    let definition = definitions[name]!
    guard let object = value as? [String: Any] else {
      problems.append("\(path) is not an object (\(name))")
      return
    }
    for key in definition.required where object[key] == nil {
      problems.append("\(path) lacks \(key), which \(name) requires")
    }
    if !definition.oneOfRequired.isEmpty,
      !definition.oneOfRequired.contains(where: { object[$0] != nil })
    {
      problems.append("\(path) has none of \(definition.oneOfRequired) (\(name))")
    }
    for (key, member) in object.sorted(by: { $0.key < $1.key }) {
      guard definition.allowed.contains(key) else {
        problems.append("\(path).\(key) is not a property of \(name)")
        continue
      }
      checkValue(key, member, at: path, problems: &problems)
      guard let child = definition.members[key] else { continue }
      if let items = member as? [Any] {
        for (index, item) in items.enumerated() {
          validate(item, as: child, at: "\(path).\(key)[\(index)]", problems: &problems)
        }
      } else {
        validate(member, as: child, at: "\(path).\(key)", problems: &problems)
      }
    }
  }
}
