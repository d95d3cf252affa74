// swift-tools-version:6.0
import PackageDescription

let package = Package(
  name: "PushMatrix",
  products: [
    .library(name: "PushMatrix", targets: ["PushMatrix"]),
    .executable(name: "pushmatrix", targets: ["pushmatrix"]),
  ],
  targets: [
    .target(name: "PushMatrix"),
    .executableTarget(name: "pushmatrix", dependencies: ["PushMatrix"]),
    .testTarget(name: "PushMatrixTests", dependencies: ["PushMatrix", "pushmatrix"]),
  ]
)
