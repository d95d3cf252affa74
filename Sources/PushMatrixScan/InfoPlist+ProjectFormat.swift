import Foundation

extension InfoPlist: ProjectFormat {
  /// Reads the property lists: the Info.plists and those the targets name (with the Firebase
  /// proxy switch each sets), the entitlements that hold `aps-environment`; then puts what a generator
  /// writes from its spec in place of the file at that path.
  ///
  /// A property list larger than ``SourceTree/maximumFileSize`` is not read unless a target
  /// names it or its name ends in `Info.plist` (no Info.plist is that large), and one counts
  /// towards ``SourceTree/maximumTotalSize`` only when it is kept.
  static func read(_ files: inout ScanFiles, into model: inout ProjectModel) throws {
    let named = Set(model.projects.flatMap(\.targets).compactMap(\.infoPlistFile))
    for file in files.files(.propertyList) {
      let name = String(file.relative.split(separator: "/").last ?? "")
      let isNamed = named.contains(file.relative) || name.hasSuffix("Info.plist")
      if name.hasSuffix(".entitlements") {
        guard let bytes = try files.open(file) else {
          model.unreadablePlists[file.relative] = files.cannotOpen(file)
          continue
        }
        let object = try? PropertyListSerialization.propertyList(from: Data(bytes), format: nil)
        if (object as? [String: Any])?["aps-environment"] != nil {
          model.pushEntitled.insert(file.relative)
        }
        continue
      }
      let read: [UInt8]?
      do {
        read = try files.open(file, counted: false)
      } catch ScanError.tooLarge where !isNamed {
        continue
      }
      guard let bytes = read else {
        model.unreadablePlists[file.relative] = files.cannotOpen(file)
        continue
      }
      guard isNamed || isCandidate(name: name, bytes: bytes) else { continue }
      try files.count(file, bytes)
      do {
        model.plists[file.relative] = try InfoPlist(
          bytes: bytes, path: file.path, file: file.relative)
      } catch {
        model.unreadablePlists[file.relative] = (
          FileLocation(file: file.relative, line: error.line), error.message
        )
      }
    }
    model.plists.merge(model.generatedPlists) { $1 }
    for file in model.generatedPlists.keys { model.unreadablePlists[file] = nil }
    model.unreadablePlists.merge(model.generatedUnreadablePlists) { $1 }
  }
}
