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
    .target(name: "PushMatrix"),
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
