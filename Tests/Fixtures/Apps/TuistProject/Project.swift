// A Tuist manifest with no .xcodeproj beside it: the app's Info.plist is Tuist's default
// extended with UIBackgroundModes, and it embeds a Notification Service Extension.
import ProjectDescription

let appName = "Beacon"

let project = Project(
  name: appName,
  targets: [
    .target(
      name: appName,
      destinations: [.iPhone, .iPad],
      product: .app,
      bundleId: "org.example.beacon",
      deploymentTargets: .iOS("16.0"),
      infoPlist: .extendingDefault(with: [
        "UIBackgroundModes": ["remote-notification"],
        "CFBundleDisplayName": "Beacon",
      ]),
      sources: ["Beacon/Sources/**"],
      entitlements: "Beacon/Beacon.entitlements",
      dependencies: [.target(name: "BeaconService")]
    ),
    .target(
      name: "BeaconService",
      destinations: .iOS,
      product: .appExtension,
      bundleId: "org.example.beacon.service",
      deploymentTargets: .iOS("16.0"),
      infoPlist: .extendingDefault(with: [
        "NSExtension": [
          "NSExtensionPointIdentifier": "com.apple.usernotifications.service",
          "NSExtensionPrincipalClass": "$(PRODUCT_MODULE_NAME).NotificationService",
        ]
      ]),
      sources: "BeaconService/*.swift"
    ),
    .target(
      name: "BeaconTests",
      destinations: .iOS,
      product: .unitTests,
      bundleId: "org.example.beacon.tests",
      sources: ["BeaconTests/**"],
      dependencies: [.target(name: "Beacon")]
    ),
  ]
)
