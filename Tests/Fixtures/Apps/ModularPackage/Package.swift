// swift-tools-version:5.10
import PackageDescription

let package = Package(
  name: "Atlas",
  platforms: [.iOS(.v17)],
  products: [
    .library(name: "AppFeature", targets: ["AppFeature"]),
    .library(name: "NotificationsClient", targets: ["NotificationsClient"]),
  ],
  dependencies: [
    .package(path: "Vendor/Telemetry")
  ],
  targets: [
    .target(
      name: "AppFeature",
      dependencies: [
        "NotificationsClient",
        .product(name: "Telemetry", package: "Telemetry"),
      ]),
    .target(name: "NotificationsClient"),
  ]
)
