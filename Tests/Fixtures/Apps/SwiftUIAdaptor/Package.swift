// swift-tools-version: 5.9
import PackageDescription

// Larder, a pantry app built as an app package.
let package = Package(
  name: "Larder",
  platforms: [.iOS("16.0"), .macOS(.v13)],
  targets: [.executableTarget(name: "Larder", path: "Sources/Larder")]
)
