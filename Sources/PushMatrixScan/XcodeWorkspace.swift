/// An Xcode workspace's `contents.xcworkspacedata`: the projects it lists, in its order.
///
/// Each `<FileRef location = "…">` whose path ends in `.xcodeproj` is a project, its path
/// resolved as Xcode resolves it: `group:` from the enclosing `<Group>`'s folder (the
/// workspace's folder at the top), `container:` from the workspace's folder. `absolute:` and
/// `self:` (a project's own workspace) name no project below the scanned root. The project
/// need not be checked in: a generator (XcodeGen, Tuist) writes it from a spec beside it. Any
/// other `<FileRef>` is a folder, such as a local package the workspace holds.
struct XcodeWorkspace {
  /// The `contents.xcworkspacedata` file, relative to the scanned root.
  let file: String
  /// The `.xcodeproj` folders it lists, relative to the scanned root, in its order.
  private(set) var projects: [String] = []
  /// The other files and folders it lists, relative to the scanned root, in its order.
  private(set) var folders: [String] = []

  /// Reads a workspace's `contents.xcworkspacedata`.
  ///
  /// - Parameters:
  ///   - bytes: the file's bytes.
  ///   - file: the file relative to the scanned root.
  init(bytes: [UInt8], file: String) {
    self.file = file
    let workspace = XcodeProject.projectFolder(ofSpec: file)
    let folder = XcodeProject.projectFolder(ofSpec: workspace)
    let text = String(decoding: bytes, as: UTF8.self)
    // The folder of each open `<Group>`, the workspace's folder below them all.
    var groups = [folder]
    var rest = Substring(text)
    while let open = rest.firstIndex(of: "<") {
      let tag = rest[open...].prefix { $0 != ">" }
      rest = rest[tag.endIndex...]
      if tag.hasPrefix("</Group") {
        if groups.count > 1 { groups.removeLast() }
        continue
      }
      let isGroup = tag.hasPrefix("<Group")
      guard isGroup || tag.hasPrefix("<FileRef") else { continue }
      let path = Self.location(in: tag).flatMap { location -> String? in
        let parts = location.split(separator: ":", maxSplits: 1).map(String.init)
        guard parts.count == 2 else { return nil }
        switch parts[0] {
        case "group": return XcodeProject.normalized(XcodeProject.join(groups.last!, parts[1]))
        case "container": return XcodeProject.normalized(XcodeProject.join(folder, parts[1]))
        default: return nil
        }
      }
      if isGroup {
        if !tag.hasSuffix("/") { groups.append(path ?? groups.last!) }
      } else if let path, path.hasSuffix(".xcodeproj") {
        projects.append(path)
      } else if let path {
        folders.append(path)
      }
    }
  }

  /// The value of a tag's `location` attribute.
  private static func location(in tag: Substring) -> String? {
    guard let name = tag.range(of: "location") else { return nil }
    let afterName = tag[name.upperBound...]
    guard let quote = afterName.firstIndex(of: "\"") else { return nil }
    let value = afterName[afterName.index(after: quote)...].prefix { $0 != "\"" }
    return String(value)
  }
}
