// A Tuist manifest whose target list joins a computed list and a literal one with `+`, whose
// destinations and deployment target are constants of Tuist/ProjectDescriptionHelpers
// (`Set<Destination>(…)`, `DeploymentTargets.iOS(…)`), and whose framework's product is
// decided by an `if`: the literal targets are read, the framework taken for one.
import ProjectDescription
import ProjectDescriptionHelpers

let project = Project(
  name: "Heron",
  targets: Constants.widgets.map(\.target) + [
    .target(
      name: "Heron",
      destinations: Constants.destinations,
      product: .app,
      bundleId: "org.example.heron",
      deploymentTargets: Constants.deploymentTarget,
      infoPlist: .file(path: "Heron/Resources/Info.plist"),
      sources: "Heron/Sources/**",
      dependencies: [.target(name: "HeronCore")]
    ),
    .target(
      name: "HeronCore",
      destinations: Constants.destinations,
      product: Constants.productType,
      bundleId: "org.example.heron.core",
      deploymentTargets: Constants.deploymentTarget,
      sources: "HeronCore/**"
    ),
  ]
)
