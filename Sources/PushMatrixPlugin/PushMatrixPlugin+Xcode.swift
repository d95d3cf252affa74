#if canImport(XcodeProjectPlugin)
  import Foundation
  import PackagePlugin
  import XcodeProjectPlugin

  /// The same command in an Xcode project (File › Packages, or `xcodebuild` with the plugin),
  /// with the project's folder as the PATH.
  extension PushMatrixPlugin: XcodeCommandPlugin {
    func performCommand(context: XcodePluginContext, arguments: [String]) throws {
      try Self.run(
        context.tool(named: "pushmatrix").url, in: context.xcodeProject.directoryURL,
        arguments: arguments)
    }
  }
#endif
