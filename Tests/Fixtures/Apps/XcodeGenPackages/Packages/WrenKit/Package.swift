// swift-tools-version:5.9
import PackageDescription

let package = Package(
  name: "WrenKit",
  platforms: [.iOS(.v17)],
  products: [
    .library(name: "WrenKit", targets: ["WrenKit"])
  ],
  targets: [
    .target(name: "WrenKit")
  ]
)
