import PushMatrixCompare
import PushMatrixEngine
import PushMatrixIO
import PushMatrixModel
import PushMatrixTables

/// The digests of the cells of every two conditions off their default together: the checked-in
/// record that covers, release by release, the scenarios no condition's golden lists.
///
/// A condition's golden (``ConditionGolden``) lists cells one condition changes, the others at
/// their default. Two conditions off their default at once (a scene-based app whose user denied
/// permission) are some 207,000 scenarios, too many to list and review; instead one line per
/// pair of values and release holds their number and a digest of their rows, so that a rule
/// change that alters any of them changes a line, and `check` shows which lines, as it shows
/// any generated file that differs. Three or more conditions off their default are not covered.
///
/// The digest of a pair on a release is FNV-1a 64 over its rows in `export` order, each row
/// adding the FNV-1a 64 of its axis cells (without the release) and of its outcome cells, each
/// as TSV, tab-joined, and each hash as 8 bytes, least significant first.
public enum ConditionPairs {
  /// The file, relative to the package root: beside the goldens, not among them, since its rows
  /// are digests rather than cells.
  public static let path = "Matrices/digests/condition-pairs.tsv"

  /// The lines after ``GoldenFile/banner`` that say what the file holds.
  public static let explanation =
    "# For each two conditions off their default, the others at theirs, and each release: how "
    + "many scenarios, and a digest of their rows, which export lists with --os and each "
    + "condition's option.\n# digest: FNV-1a 64 over the rows in order, each adding the FNV-1a 64 "
    + "of its axis cells but the release and that of its outcome cells, each as tab-joined TSV, "
    + "8 bytes each, least significant first."

  /// The file's columns.
  public static let columns = ["first", "second", OSVersion.axisID, "scenarios", "digest"]

  /// One value of a condition off its default: the axis's registry position and the ordinal.
  public typealias Value = (position: Int, ordinal: Int)

  /// Every two values of two different conditions, neither of them the default, in registry
  /// order of the first condition, then of the second, then of their values.
  public static var pairs: [(first: Value, second: Value)] {
    let values = ConditionGolden.positions.map { position in
      let axis = AxisRegistry.axes[position]
      return (0..<axis.count).filter { $0 != axis.defaultOrdinal }.map { (position, $0) }
    }
    return values.indices.flatMap { first in
      values[(first + 1)...].flatMap { seconds in
        values[first].flatMap { value in seconds.map { (value, $0) } }
      }
    }
  }

  /// Returns the scenarios of a pair: the documents' matrix with the two conditions at the
  /// pair's values and every other condition at its default.
  public static func space(of pair: (first: Value, second: Value)) -> ScenarioSpace {
    var space = ScenarioSpace.default
    space.restrict(axisAt: pair.first.position, to: [pair.first.ordinal])
    space.restrict(axisAt: pair.second.position, to: [pair.second.ordinal])
    return space
  }

  /// Returns the file's text as the engine produces it now.
  public static func render(router: Router = .standard) -> String {
    let axisCells = AxisRegistry.axes.map { axis in
      axis.identifiers.map { Array($0.tsvEscaped.utf8) }
    }
    var keyHashes: [ScenarioKey: UInt64] = [:]
    func keyHash(_ key: ScenarioKey) -> UInt64 {
      if let hash = keyHashes[key] { return hash }
      var hash = FNV1a64()
      for (position, ordinal) in key.ordinals.enumerated() {
        if position > 0 { hash.combine([UInt8(ascii: "\t")]) }
        hash.combine(axisCells[position][ordinal])
      }
      keyHashes[key] = hash.value
      return hash.value
    }
    var outcomeHashes: [UInt64] = []
    func outcomeHash(_ number: Int) -> UInt64 {
      while outcomeHashes.count <= number {
        var hash = FNV1a64()
        let cells = LongTable.outcomeCells(router.outcome(numbered: outcomeHashes.count))
        hash.combine(cells.map(\.tsvEscaped).joined(separator: "\t").utf8)
        outcomeHashes.append(hash.value)
      }
      return outcomeHashes[number]
    }
    func text(_ value: Value) -> String {
      let axis = AxisRegistry.axes[value.position]
      return "\(axis.id)=\(axis.identifiers[value.ordinal])"
    }
    var rows: [[String]] = []
    for pair in pairs {
      for (os, keys) in space(of: pair).releases where !keys.isEmpty {
        var digest = FNV1a64()
        for (key, number) in zip(keys, router.outcomeNumbers(of: keys, on: os)) {
          for hash in [keyHash(key), outcomeHash(Int(number))] {
            withUnsafeBytes(of: hash.littleEndian) { digest.combine($0) }
          }
        }
        rows.append([
          text(pair.first), text(pair.second), os.description, String(keys.count),
          "fnv1a64:" + digest.hex,
        ])
      }
    }
    let sink = StringSink()
    sink.write(GoldenFile.banner + "\n" + explanation + "\n")
    TableWriter.write(rows, columns: columns, as: .tsv, to: sink)
    return sink.text
  }

}
