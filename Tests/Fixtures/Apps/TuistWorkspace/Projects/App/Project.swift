// A Tuist 3 app target (`Target(…)` with `platform:`) of a workspace of projects: it links a
// framework of another project through a constant a local plugin declares on
// `TargetDependency`, and Firebase Messaging through `.external(name:)`; its deployment target
// comes from the xcconfig file of its Release configuration, its Info.plist from
// `InfoPlist.extendingDefault(with:)`.
import ModulesPlugin
import ProjectDescription
import ProjectDescriptionHelpers

let project = Project(
  name: "Plover",
  targets: [
    Target(
      name: "Plover",
      platform: .iOS,
      product: .app,
      bundleId: "org.example.plover",
      infoPlist: InfoPlist.extendingDefault(with: [
        "UIBackgroundModes": ["fetch", "remote-notification"]
      ]),
      sources: ["Sources/**"],
      entitlements: "../../Plover.entitlements",
      dependencies: [
        .Core.notifications,
        .external(name: "FirebaseMessaging"),
      ],
      settings: .settings(configurations: [
        .debug(name: "Debug", xcconfig: .relativeToRoot("Config/Debug.xcconfig")),
        .release(name: "Release", xcconfig: .relativeToRoot("Config/Release.xcconfig")),
      ])
    )
  ]
)
