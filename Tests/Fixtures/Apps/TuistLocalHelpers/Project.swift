// A Tuist manifest that defines the helper it calls itself, its deployment target a constant of
// Tuist/ProjectDescriptionHelpers: the scan reads the helper's body with its arguments bound and
// the constant's literal value.
import ProjectDescription
import ProjectDescriptionHelpers

func appTarget(name: String, destinations: [Destination]) -> Target {
  .target(
    name: name,
    destinations: Set(destinations),
    product: .app,
    bundleId: "org.example.wren",
    deploymentTargets: Constants.deploymentTarget,
    infoPlist: "Wren/Info.plist",
    sources: "Wren/**",
    settings: .settings(base: Constants.baseSettings)
  )
}
func appIntentsTarget(name: String) -> Target {
  .target(
    name: name,
    destinations: .iOS,
    product: .appExtension,
    bundleId: "org.example.wren.intents",
    deploymentTargets: Constants.deploymentTarget,
    infoPlist: .extendingDefault(with: [:]),
    sources: "WrenIntents/**"
  )
}

let project = Project(
  name: "Wren",
  targets: [
    appTarget(name: "Wren", destinations: [.iPhone, .iPad]),
    appIntentsTarget(name: "WrenIntents"),
  ]
)
