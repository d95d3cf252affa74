import Testing

@testable import PushMatrixApp
@testable import PushMatrixEngine
@testable import PushMatrixModel
@testable import PushMatrixScan
@testable import PushMatrixTables

@Suite("The documents' layouts under the conditions")
struct LayoutConditionsTests {
  @Test(
    "the documents' layouts name no condition held at its default, in sections, facets or filter",
    arguments: DocsGenerator.readerViews)
  func layoutsHoldDefaults(view: ViewKind) {
    let space = ScenarioSpace(versions: [OSVersion(12, 3, 1), OSVersion(17)])
    let page = ViewBuilder(routed: RoutedSpace(space, ledger: nil), language: .en).page(view)
    let conditions = Set(ConditionChanges.conditionPositions)
    let labels = ConditionChanges.conditionPositions.map {
      AxisRegistry.axes[$0].labels[AxisRegistry.axes[$0].defaultOrdinal!].en
    }
    #expect(page.sections.allSatisfy { section in !labels.contains(where: section.title.contains) })
    #expect(
      page.tables.allSatisfy { $0.facets.values.allSatisfy { !conditions.contains($0.position) } })
    let fields = Set(FilterForm.fields(page).map(\.id))
    #expect(fields.isDisjoint(with: conditions.map { AxisRegistry.axes[$0].id }))
    #expect(fields.contains("payload") && fields.contains("state"))
  }

  @Test("a layout of a space held at another value of a condition names it in its sections")
  func layoutOfAnotherCondition() throws {
    var space = ScenarioSpace(versions: [OSVersion(17)], conditions: .every)
    for position in ConditionChanges.conditionPositions {
      space.restrict(axisAt: position, to: [AxisRegistry.axes[position].defaultOrdinal!])
    }
    space.restrict([Lifecycle.scene])
    let page = ViewBuilder(routed: RoutedSpace(space, ledger: nil), language: .en).page(.byOS)
    #expect(!page.sections.isEmpty)
    #expect(page.sections.allSatisfy { $0.title.hasSuffix(" · scene-based") })
    let lifecycle = AxisRegistry.position(of: Lifecycle.self)
    #expect(page.tables.allSatisfy { $0.facets.identifier(of: lifecycle) == "scene" })
    #expect(!page.tables.flatMap(\.rows).isEmpty)
  }
}
