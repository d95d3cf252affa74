import Foundation
import Testing

@testable import PushMatrixEngine
@testable import PushMatrixIO
@testable import PushMatrixModel

/// `RoutingContext.Axes` is generated from the registry, as swift-format generates its rule
/// registry: this suite holds the generator and fails while the checked-in file differs from
/// what it writes.
@Suite("The routing context's axes, generated from the registry")
struct RoutingContextAxesTests {
  /// The generated file, relative to the package root.
  static let path = "Sources/PushMatrixEngine/Route/RoutingContext.Axes.swift"

  /// The environment variable that has the suite write the file instead of failing.
  static let generateVariable = "PUSHMATRIX_GENERATE"

  /// The file's text: a stored property per registered axis, in registry order, named by the
  /// axis's identifier and read out of the key at the position the registry gives.
  static func source(of axes: [Axis] = AxisRegistry.axes) -> String {
    func lines(_ line: (Axis) -> String) -> String {
      axes.map { line($0) + "\n" }.joined()
    }
    // The key's digits, the last axis's lowest, taken off one at a time: each count is written
    // in, so the compiler divides by multiplying.
    let digits = axes.indices.reversed().map { index in
      let axis = axes[index]
      let read = "      \(axis.id) = values.\(axis.id)[rest % \(axis.count)]\n"
      return index == axes.startIndex ? read : read + "      rest /= \(axis.count)\n"
    }.joined()
    return """
      // Generated from AxisRegistry.axes by RoutingContextAxesTests: do not edit. After an axis
      // joins, leaves or moves in the registry, write it again with
      // \(generateVariable)=1 swift test --filter RoutingContextAxesTests

      import PushMatrixModel

      extension RoutingContext {
        /// The value of every registered axis, read out of a scenario's key once: rules read them
        /// as the context's own properties (`context.state`).
        public struct Axes: Sendable {
      \(lines { "    /// The value of the `\($0.id)` axis, titled \"\($0.title.text(.en))\" on pages.\n"
          + "    public let \($0.id): \($0.valueTypeName)" })
          /// Reads every axis's value out of a key, one digit (``ScenarioKey``) at a time.
          init(_ key: ScenarioKey) {
            let values = Self.values
            var rest = key.rawValue
      \(digits)\
          }

          /// Each axis's values in canonical order, read once.
          ///
          /// The reading above writes in the registry's value counts as they were when this file
          /// was generated; they must not have changed since.
          private static let values = {
            precondition(
              AxisRegistry.axes.map(\\.count) == [\(axes.map { "\($0.count)" }.joined(separator: ", "))],
              "RoutingContext.Axes is older than AxisRegistry: generate it again")
            return (
      \(lines { "        \($0.id): \($0.valueTypeName).axis.values," }.dropLast(2))
            )
          }()
        }
      }

      """
  }

  @Test("the checked-in file is what the registry generates")
  func upToDate() throws {
    let url = packageRoot.appendingPathComponent(Self.path)
    let expected = Self.source()
    let actual = try String(contentsOf: url, encoding: .utf8)
    guard actual != expected else { return }
    if ProcessInfo.processInfo.environment[Self.generateVariable] == "1" {
      _ = try AtomicFile.write(expected, to: url.path)
      Issue.record("wrote \(Self.path) from the registry; build and run the tests again")
    } else {
      let command = "\(Self.generateVariable)=1 swift test --filter RoutingContextAxesTests"
      Issue.record("\(Self.path) is not what AxisRegistry.axes generates: run \(command)")
    }
  }

  @Test("the generator follows the registry: an axis more is a property more, in its place")
  func followsTheRegistry() {
    let withoutPriority = Self.source(of: AxisRegistry.axes.filter { $0.id != "priority" })
    #expect(Self.source() != withoutPriority)
    #expect(Self.source().contains("  public let priority: Priority\n"))
    #expect(!withoutPriority.contains("priority"))
    let properties = Self.source().split(separator: "\n").filter {
      $0.hasPrefix("    public let ")
    }
    #expect(properties.map { $0.split(separator: " ")[2] } == AxisRegistry.axes.map { "\($0.id):" })
  }

  @Test(
    "the context gives every axis's value as the scenario holds it",
    arguments: [
      "os=17.0 state=background callbacks=fetchReceive+willPresent payload=alert presentation=list "
        + "authorization=provisional pushType=alert priority=5",
      "os=26.0 state=notRunning callbacks=didReceiveResponse payload=alert+content-available "
        + "lifecycle=scene response=dismiss mutableContent=on serviceExtension=present",
      "os=9.3 state=suspended callbacks=legacyReceive payload=content-available backgroundMode=off",
    ])
  func valuesAsTheScenario(description: String) throws {
    let scenario = try Scenario(parsing: description)
    let context = RoutingContext(scenario)
    #expect(context.state == scenario.state)
    #expect(context.callbacks == scenario.callbacks)
    #expect(context.pushType == scenario.pushType)
    #expect(context.priority == scenario.priority)
    let values = Mirror(reflecting: context.axes).children
    #expect(values.map(\.label) == AxisRegistry.axes.map(\.id))
    #expect(values.map { "\($0.value)" } == scenario.key.identifiers)
  }
}
