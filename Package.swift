// swift-tools-version:6.0
import PackageDescription

// Layers, each a target the compiler keeps apart: the engine library (axes, enumeration,
// routing, evidence, views, renderers, comparison), the benchmark, the commands, and a one-line
// executable. Tests: fast unit tests of the library, and end-to-end tests that run the built tool.
let package = Package(
  name: "PushMatrix",
  products: [
    .library(name: "PushMatrix", targets: ["PushMatrix"]),
    .executable(name: "pushmatrix", targets: ["pushmatrix"]),
  ],
  targets: [
    // The shipped templates are compiled in as byte arrays (PackageResources), so the tool needs
    // no resource bundle and runs from any folder. Templates/ stays at the top level for users to
    // copy; .embedInCode reads a folder outside the target as one file, so a symlink brings it in.
    .target(name: "PushMatrix", resources: [.embedInCode("Templates/Shipped")]),
    .target(name: "PushMatrixBench", dependencies: ["PushMatrix"]),
    .target(name: "PushMatrixCommands", dependencies: ["PushMatrix", "PushMatrixBench"]),
    .executableTarget(name: "pushmatrix", dependencies: ["PushMatrixCommands"]),
    .testTarget(
      name: "PushMatrixUnitTests", dependencies: ["PushMatrix", "PushMatrixCommands"]),
    .testTarget(
      name: "PushMatrixEndToEndTests",
      dependencies: ["PushMatrix", "PushMatrixCommands", "pushmatrix"]),
  ]
)
