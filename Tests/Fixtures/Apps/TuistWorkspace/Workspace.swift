import ProjectDescription

let workspace = Workspace(name: "Plover", projects: ["Projects/*"])
