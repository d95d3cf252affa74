import Foundation
import Testing

@testable import PushMatrixApp
@testable import PushMatrixCompare
@testable import PushMatrixEngine
@testable import PushMatrixIO
@testable import PushMatrixModel
@testable import PushMatrixScan
@testable import PushMatrixTables

@Suite("Axis registry and scenario key")
struct AxisRegistryTests {
  @Test("every scenario of a release of the default space reads back from its text and its row")
  func scenariosRoundTrip() throws {
    let space = ScenarioSpace(versions: [OSVersion(12, 3, 1)])
    var descriptions: Set<String> = []
    for scenario in space {
      #expect(try Scenario(parsing: scenario.description) == scenario)
      let row = LongTable.row(scenario, Router.standard.route(scenario))
      let read = try Scenario(
        os: try OSVersion(parsing: row[0]),
        identifiers: Array(row[1..<LongTable.keyColumnCount]))
      #expect(read == scenario)
      descriptions.insert(scenario.description)
    }
    #expect(descriptions.count == space.count)
    #expect(Set(space.map(\.key)).count == space.count)
  }

  @Test("each value's identifier, which a golden's reader looks up first, parses to that value")
  func identifiersParseToTheirOrdinals() throws {
    for (position, axis) in AxisRegistry.axes.enumerated() {
      for (ordinal, identifier) in axis.identifiers.enumerated() {
        #expect(try axis.ordinal(parsing: identifier) == ordinal, "\(axis.id) \(identifier)")
        #expect(AxisRegistry.ordinalsByIdentifier[position][identifier] == ordinal)
      }
    }
  }

  @Test("a row read for several releases reads as each release read alone, misfits included")
  func rowOfReleases() throws {
    let releases = OSCatalog.versions
    // Every 97th key of the newest release: rows that fit every release and rows that do not
    // fit the early ones, each with every axis named, with its last axis left to its declared
    // default, and with an axis left out that has a value assumed for each release instead.
    let space = ScenarioSpace(versions: [OSCatalog.versions.last!], conditions: .every)
    let assumed = try #require(AxisRegistry.axes.firstIndex { $0.assumesValue })
    var (fitting, misfitting) = (0, 0)
    // One reader for every row, as a golden is read: it compares each identifier with the row
    // before's and looks up only those that differ.
    var reader = Scenario.Reader()
    for scenario in space.prefix(20_000) where scenario.key.rawValue % 97 == 0 {
      let named: [String?] = AxisRegistry.identifiers.indices.map { position in
        AxisRegistry.identifiers[position][scenario.key.ordinal(at: position)]
      }
      for leftOut in [nil, named.count - 1, assumed] {
        var identifiers = named
        if let leftOut { identifiers[leftOut] = nil }
        var alone: [Scenario] = []
        var firstError: AxisValueError?
        for os in releases {
          do throws(AxisValueError) {
            alone.append(try Scenario(os: os, identifiers: identifiers))
          } catch {
            firstError = error
            break
          }
        }
        do throws(AxisValueError) {
          var fresh = Scenario.Reader()
          let read = try fresh.scenarios(on: releases, identifiers: identifiers)
          #expect(firstError == nil)
          #expect(read == alone)
          fitting += 1
        } catch {
          #expect(error.description == firstError?.description)
          misfitting += 1
        }
        do throws(AxisValueError) {
          #expect(try reader.scenarios(on: releases, identifiers: identifiers) == alone)
          #expect(firstError == nil)
        } catch {
          #expect(error.description == firstError?.description)
        }
      }
    }
    #expect(fitting > 0 && misfitting > 0)
  }

  @Test("a reader reports an unknown identifier after a row that read, and reads on after it")
  func readerAfterUnknownIdentifier() throws {
    let first = try Scenario(parsing: "os=17.0 state=foreground callbacks=none payload=alert")
    var identifiers: [String?] = AxisRegistry.identifiers.indices.map { position in
      AxisRegistry.identifiers[position][first.key.ordinal(at: position)]
    }
    var reader = Scenario.Reader()
    #expect(try reader.scenarios(on: [first.os], identifiers: identifiers) == [first])
    let named = identifiers[0]
    identifiers[0] = "sleepwalking"
    #expect(throws: AxisValueError.self) {
      try reader.scenarios(on: [first.os], identifiers: identifiers)
    }
    identifiers[0] = named
    #expect(try reader.scenarios(on: [first.os], identifiers: identifiers) == [first])
  }

  @Test("the fitting table finds the first value that does not fit, as each axis's fits does")
  func fittingTable() {
    // Some 20,000 keys spread over the whole range, on releases before, at and after axes and
    // values start.
    var (fits, misfits) = (0, 0)
    for os in [OSVersion(3), OSVersion(9, 3, 2), OSVersion(10), OSVersion(13), OSVersion(26)] {
      for raw in stride(from: 0, to: AxisRegistry.keyCount, by: AxisRegistry.keyCount / 20_000 + 7)
      {
        let scenario = Scenario(os: os, key: ScenarioKey(rawValue: raw))
        let expected = AxisRegistry.axes.indices.first {
          !AxisRegistry.axes[$0].fits(scenario.key.ordinal(at: $0), in: scenario)
        }
        #expect(scenario.firstMisfit() == expected)
        if expected == nil { fits += 1 } else { misfits += 1 }
      }
    }
    #expect(fits > 0 && misfits > 0)
  }

  @Test("each axis is declared once and registered once, with a column, an option and labels")
  func declarations() {
    let ids = AxisRegistry.axes.map(\.id)
    #expect(Set(ids).count == ids.count)
    #expect(Array(LongTable.columns.prefix(ids.count + 1)) == ["os"] + ids)
    for axis in AxisRegistry.axes {
      #expect(axis.count == axis.labels.count)
      #expect(Set(axis.identifiers).count == axis.count, "\(axis.id) repeats an identifier")
      #expect(!axis.option.isEmpty && !axis.option.contains(where: \.isUppercase))
      for language in Language.allCases { #expect(!axis.title.text(language).isEmpty) }
      if let dependsOn = axis.dependsOn {
        let decider = AxisRegistry.position(ofID: dependsOn)
        #expect(decider != nil && decider! < AxisRegistry.position(ofID: axis.id)!)
      }
    }
  }

  @Test("a golden whose columns are in another order reads the same")
  func columnsByName() throws {
    let text = GoldenFile.render(.alert, in: ScenarioSpace(versions: [OSVersion(12)]))
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map {
      $0.split(separator: "\t", omittingEmptySubsequences: false)
    }
    let reversed = lines.map { $0.count > 1 ? $0.reversed().joined(separator: "\t") : $0.joined() }
    let original = try GoldenFile.parse(Data(text.utf8), file: "a.tsv")
    let shuffled = try GoldenFile.parse(Data(reversed.joined(separator: "\n").utf8), file: "b.tsv")
    #expect(original.rows.map(\.key) == shuffled.rows.map(\.key))
    #expect(original.rows.map(\.outcome) == shuffled.rows.map(\.outcome))
  }

  @Test("a golden without an axis's column reads as that axis's default")
  func missingColumnMeansDefault() throws {
    let space = ScenarioSpace(versions: [OSVersion(12)]).restricted(to: [BackgroundMode.on])
    let text = GoldenFile.render(.alert, in: space)
    let column = try #require(LongTable.columns.firstIndex(of: "backgroundMode"))
    let without = text.split(separator: "\n", omittingEmptySubsequences: false).map { line in
      var cells = line.split(separator: "\t", omittingEmptySubsequences: false)
      if cells.count > column { cells.remove(at: column) }
      return cells.joined(separator: "\t")
    }.joined(separator: "\n")
    let table = try GoldenFile.parse(Data(without.utf8), file: "old.tsv")
    #expect(table.rows.map(\.key) == Array(space.restricted(to: [Payload.alert])))
  }

  @Test("an unknown, repeated or missing required column names the file, line and column")
  func badColumns() throws {
    let header = LongTable.columns.joined(separator: "\t")
    let extra = LongTable.columns.count + 1
    let banner = LongTable.columns.firstIndex(of: "banner")! + 1
    let cases: [(String, String)] = [
      (
        header + "\tscene", "unknown column: cell \(extra) of the header's \(extra) is none of os, "
      ),
      (
        header.replacingOccurrences(of: "banner", with: "state"),
        "cells 2 and \(banner) of the header name the same column"
      ),
      (
        LongTable.columns.filter { $0 != "state" }.joined(separator: "\t"),
        "missing column \"state\""
      ),
    ]
    for (line, message) in cases {
      let data = Data((GoldenFile.banner + "\n" + line + "\n").utf8)
      #expect {
        try GoldenFile.parse(data, file: "x.tsv")
      } throws: { error in
        let diagnostic = error as? Diagnostic
        return diagnostic?.line == 2 && diagnostic?.file == "x.tsv"
          && diagnostic?.message.hasPrefix(message) == true
      }
    }
  }

  @Test("a value that does not fit an earlier axis is refused, saying what would")
  func constraint() throws {
    /// The identifiers of the first four axes, the rest left to their defaults.
    func identifiers(_ first: [String?]) -> [String?] {
      first + Array(repeating: nil, count: AxisRegistry.axes.count - first.count)
    }
    #expect(throws: AxisValueError.self) {
      try Scenario(
        os: OSVersion(12), identifiers: identifiers(["background", "none", "alert", "banner+list"]))
    }
    let defaulted = try Scenario(
      os: OSVersion(12), identifiers: identifiers(["background", "willPresent", "alert", nil]))
    // Left out, presentation takes the value every command assumes.
    #expect(defaulted.presentation == .bannerAndList)
    #expect(defaulted.backgroundMode == .on)
  }
}
