// swift-tools-version:6.0
import PackageDescription

// The pipeline, one target per stage, each depending only on the stages before it:
//
//   IO → Model → Engine → Compare → Tables → Goldens → App → Bench → Commands → pushmatrix
//                 ↘ Document ↗                          ↑
//                 ↘ Scan ───────────────────────────────┘
//
// - PushMatrixIO: files read with diagnostics, written atomically, the journal and the lock.
// - PushMatrixModel: the axes, their registry, releases and epochs, and the enumerated space.
// - PushMatrixDocument: the document tree that pages and reports lay themselves out in, and one
//   writer per format (Markdown, HTML) with its escaper beside it; it knows nothing of iOS.
// - PushMatrixEngine: the rules, the router, the evidence ledger, and the long table of outcomes.
// - PushMatrixCompare: what differs between two sets of answers (releases, conditions, goldens).
// - PushMatrixTables: the views of a routed space and one writer per format, with the templates.
// - PushMatrixGoldens: the files `generate` writes and `check` compares.
// - PushMatrixScan: `scan`: an app's repository read into its projects, the chosen app target's
//   build graph, and the profile worked out from the graph's sources; it knows nothing of the
//   rules, so it depends on IO and Model alone.
// - PushMatrixApp: `app`: what an app's users get, routed from its profile, and its report.
// - PushMatrixBench: performance measurement, kept out of the stages (as swift-format does).
// - PushMatrixCommands: argument parsing and the commands; `pushmatrix` is a one-line executable.
//
// There is no library product: nothing outside this package builds on the stages, and the tool
// is the product, with a command plugin that runs it on the package (or Xcode project) that
// depends on this one: `swift package pushmatrix app --strict`. What a later stage uses is `public` (what only tests and the commands use is
// `package`): Swift 6.3 does not inline the `@inlinable` readers of a `package` type into other
// targets, and the scenario key's readers, inlined, make the whole export three times faster.
let package = Package(
  name: "PushMatrix",
  products: [
    .executable(name: "pushmatrix", targets: ["pushmatrix"]),
    .plugin(name: "PushMatrixPlugin", targets: ["PushMatrixPlugin"]),
  ],
  targets: [
    .target(name: "PushMatrixIO"),
    .target(name: "PushMatrixModel", dependencies: ["PushMatrixIO"]),
    .target(name: "PushMatrixDocument", dependencies: ["PushMatrixIO", "PushMatrixModel"]),
    // The observation files are compiled in as the templates are (a symlink to
    // Matrices/observed), so that `explain` shows the evidence from any folder.
    .target(
      name: "PushMatrixEngine", dependencies: ["PushMatrixIO", "PushMatrixModel"],
      resources: [.embedInCode("Evidence/Shipped")]),
    .target(
      name: "PushMatrixCompare",
      dependencies: ["PushMatrixIO", "PushMatrixModel", "PushMatrixEngine"]),
    // The shipped templates are compiled in as byte arrays (PackageResources), so the tool needs
    // no resource bundle and runs from any folder. Templates/ stays at the top level for users to
    // copy; .embedInCode reads a folder outside the target as one file, so a symlink brings it in.
    .target(
      name: "PushMatrixTables",
      dependencies: [
        "PushMatrixIO", "PushMatrixModel", "PushMatrixDocument", "PushMatrixEngine",
        "PushMatrixCompare",
      ],
      resources: [.embedInCode("Templates/Shipped")]),
    .target(
      name: "PushMatrixGoldens",
      dependencies: [
        "PushMatrixIO", "PushMatrixModel", "PushMatrixDocument", "PushMatrixEngine",
        "PushMatrixCompare", "PushMatrixTables",
      ]),
    .target(name: "PushMatrixScan", dependencies: ["PushMatrixIO", "PushMatrixModel"]),
    .target(
      name: "PushMatrixApp",
      dependencies: [
        "PushMatrixIO", "PushMatrixModel", "PushMatrixDocument", "PushMatrixEngine",
        "PushMatrixCompare", "PushMatrixTables", "PushMatrixScan",
      ]),
    .target(name: "PushMatrixBench", dependencies: stages),
    .target(name: "PushMatrixCommands", dependencies: stages + ["PushMatrixBench"]),
    .executableTarget(name: "pushmatrix", dependencies: ["PushMatrixCommands"]),
    // Under Sources/ with the rest, not in a Plugins/ folder beside it.
    .plugin(
      name: "PushMatrixPlugin",
      capability: .command(
        intent: .custom(
          verb: "pushmatrix",
          description: "report what iOS does with this app's notifications (app, scan)")),
      dependencies: ["pushmatrix"], path: "Sources/PushMatrixPlugin"),
    // Unit tests run in under half a minute, even in a debug build: a test that walks a whole
    // space (every condition's cells, every key, every release's outcomes against the cache)
    // belongs to the exhaustive tests, which want an optimised build; the end-to-end tests run
    // the built tool and the programs users read its output with.
    .testTarget(name: "PushMatrixUnitTests", dependencies: stages + ["PushMatrixCommands"]),
    .testTarget(name: "PushMatrixExhaustiveTests", dependencies: stages),
    .testTarget(
      name: "PushMatrixEndToEndTests", dependencies: stages + ["PushMatrixCommands", "pushmatrix"]),
  ]
)

/// Every stage of the pipeline, in order.
var stages: [Target.Dependency] {
  [
    "PushMatrixIO", "PushMatrixModel", "PushMatrixDocument", "PushMatrixEngine",
    "PushMatrixCompare", "PushMatrixTables", "PushMatrixGoldens", "PushMatrixScan",
    "PushMatrixApp",
  ]
}
