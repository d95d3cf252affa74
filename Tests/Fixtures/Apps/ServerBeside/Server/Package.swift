// swift-tools-version:5.9
import PackageDescription

let package = Package(
  name: "LanternServer",
  platforms: [.macOS(.v13)],
  dependencies: [
    .package(url: "https://github.com/vapor/vapor.git", from: "4.89.0"),
    .package(url: "https://github.com/swift-server-community/APNSwift.git", from: "5.0.0"),
  ],
  targets: [
    .executableTarget(
      name: "PushSender",
      dependencies: [
        .product(name: "Vapor", package: "vapor"),
        .product(name: "APNS", package: "APNSwift"),
      ])
  ]
)
