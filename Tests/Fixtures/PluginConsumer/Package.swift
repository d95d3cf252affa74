// swift-tools-version:6.0
import PackageDescription

// An app team's package, as the plugin's test uses it: its app sources, and PushMatrix as a
// dependency (here by path, the checkout this folder is in), which brings
// `swift package pushmatrix`.
let package = Package(
  name: "Larder",
  platforms: [.iOS(.v15)],
  dependencies: [.package(name: "PushMatrix", path: "../../..")],
  targets: [.target(name: "Larder", exclude: ["Info.plist"])]
)
