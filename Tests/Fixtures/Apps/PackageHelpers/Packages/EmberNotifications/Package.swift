// swift-tools-version:5.9
import PackageDescription

// The package declares its products and targets through functions of its own, each one
// expression, called with literal arguments: the scan reads each body with them bound.
func library(_ name: String) -> Product {
  .library(name: name, targets: [name])
}
func module(_ name: String, dependencies: [Target.Dependency] = []) -> Target {
  .target(name: name, dependencies: dependencies, path: "Sources/\(name)")
}

let package = Package(
  name: "EmberNotifications",
  platforms: [.iOS(.v16)],
  products: [library("EmberNotifications")],
  dependencies: [.package(path: "../EmberCore")],
  targets: [
    module(
      "EmberNotifications",
      dependencies: [.product(name: "EmberCore", package: "EmberCore")])
  ]
)
