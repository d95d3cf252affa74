// A Tuist manifest whose targets come from helpers in Tuist/ProjectDescriptionHelpers, called
// with literal arguments: the scan reads each helper's body with its arguments bound.
import ProjectDescription
import ProjectDescriptionHelpers

let project = Project(
  name: "Kestrel",
  targets: [
    .app(
      name: "Kestrel",
      infoPlist: ["UIBackgroundModes": ["remote-notification"]],
      dependencies: [.target(name: "Alerts")]
    ),
    .featureFramework(name: "Alerts"),
  ]
)
