// swift-tools-version:5.9
import PackageDescription

let package = Package(
  name: "EmberCore",
  products: [.library(name: "EmberCore", targets: ["EmberCore"])],
  targets: [.target(name: "EmberCore")]
)
