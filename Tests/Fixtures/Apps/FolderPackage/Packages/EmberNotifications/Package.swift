// swift-tools-version:5.9
import Foundation
import PackageDescription

// The package grows its lists after declaring itself, its app-only parts behind a condition,
// and names its sibling package by a path that holds none: Xcode finds it by its identity
// among the packages the project holds.
var package = Package(
  name: "EmberNotifications",
  platforms: [.iOS(.v16)],
  products: [],
  dependencies: [.package(path: "EmberCore")],
  targets: []
)

if ProcessInfo.processInfo.environment["EMBER_SERVER_ONLY"] == nil {
  package.products.append(
    .library(name: "EmberNotifications", targets: ["EmberNotifications"]))
  package.targets.append(contentsOf: [
    .target(
      name: "EmberNotifications",
      dependencies: [.product(name: "EmberCore", package: "EmberCore")])
  ])
}
