import Testing

@testable import PushMatrixScan

@Suite("Xcode workspace: the projects it lists, in its order")
struct XcodeWorkspaceTests {
  @Test("group: paths start from the enclosing group, container: from the workspace's folder")
  func locations() {
    let text = """
      <?xml version="1.0" encoding="UTF-8"?>
      <Workspace version = "1.0">
         <FileRef location = "group:../sdk/ios/sdk.xcodeproj"></FileRef>
         <Group location = "group:Apps" name = "Apps">
            <FileRef location = "group:Mail/Mail.xcodeproj"></FileRef>
            <Group location = "container:" name = "Empty"/>
            <FileRef location = "container:Calendar.xcodeproj"></FileRef>
         </Group>
         <FileRef location = "group:Drive.xcodeproj"></FileRef>
         <FileRef location = "absolute:/tmp/Other.xcodeproj"></FileRef>
         <FileRef location = "group:Package"></FileRef>
      </Workspace>
      """
    let workspace = XcodeWorkspace(
      bytes: Array(text.utf8), file: "app/Suite.xcworkspace/contents.xcworkspacedata")
    #expect(
      workspace.projects == [
        "sdk/ios/sdk.xcodeproj", "app/Apps/Mail/Mail.xcodeproj", "app/Calendar.xcodeproj",
        "app/Drive.xcodeproj",
      ])
    #expect(workspace.folders == ["app/Package"])
  }
}
