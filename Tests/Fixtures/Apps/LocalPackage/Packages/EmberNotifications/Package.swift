// swift-tools-version:5.9
import PackageDescription

let package = Package(
  name: "EmberNotifications",
  platforms: [.iOS(.v16)],
  products: [
    .library(name: "EmberNotifications", targets: ["EmberNotifications"])
  ],
  targets: [
    .target(name: "EmberNotifications", dependencies: ["EmberCore"]),
    .target(name: "EmberCore"),
    .testTarget(name: "EmberNotificationsTests", dependencies: ["EmberNotifications"]),
  ]
)
