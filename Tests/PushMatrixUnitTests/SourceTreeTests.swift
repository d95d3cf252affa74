import Foundation
import Testing

@testable import PushMatrixApp
@testable import PushMatrixIO
@testable import PushMatrixScan

@Suite("Source tree: what the walk finds and does not read")
struct SourceTreeTests {
  /// Writes files into a fresh temporary folder, by relative path.
  static func folder(_ files: [String: String]) throws -> URL {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("pushmatrix-tree-\(UUID().uuidString)")
    for (path, text) in files {
      let url = folder.appendingPathComponent(path)
      try FileManager.default.createDirectory(
        at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try Data(text.utf8).write(to: url)
    }
    return folder
  }

  @Test("a folder whose listing fails is an omission, and every field is unknown with a finding")
  func listingFails() throws {
    // Root lists any folder whatever its permissions, so the failure is injected.
    let folder = try Self.folder([
      "App/AppDelegate.swift": "@main class AppDelegate: UIResponder, UIApplicationDelegate {}\n",
      "Service/NotificationService.swift":
        "class NotificationService: UNNotificationServiceExtension {}\n",
    ])
    defer { try? FileManager.default.removeItem(at: folder) }
    let tree = try SourceTree(paths: [folder.path]) { path throws(FileSystem.ReadFailure) in
      if path.hasSuffix("/Service") { throw .unreadable(reason: "Permission denied") }
      return try FileSystem.rawEntries(in: path)
    }
    #expect(tree.files.map(\.relative) == ["App/AppDelegate.swift"])
    #expect(
      tree.omissions == [
        SourceTree.Omission(
          relative: "Service", reason: "cannot list this folder: Permission denied", file: nil)
      ])
    let profile = ProfileInference.profile(try AppScanner.read(tree))
    #expect(profile.serviceExtension == nil)
    #expect(profile.callbacks == nil)
    let omitted = profile.findings.filter { $0.file == "Service" }
    #expect(omitted.map(\.field) == AppProfile.fields.map(\.id))
    #expect(
      omitted.first?.shows
        == "unknown: cannot list this folder: Permission denied; a file in it may decide "
        + (omitted.first?.field ?? ""))
  }

  @Test("when the only sources lie in a folder that cannot be listed, the error names it")
  func noSourcesNamesUnlisted() throws {
    let folder = try Self.folder(["App/AppDelegate.swift": "class AppDelegate {}\n"])
    defer { try? FileManager.default.removeItem(at: folder) }
    do {
      let tree = try SourceTree(paths: [folder.path]) { path throws(FileSystem.ReadFailure) in
        if path.hasSuffix("/App") { throw .unreadable(reason: "Permission denied") }
        return try FileSystem.rawEntries(in: path)
      }
      Issue.record("found \(tree.files.map(\.relative))")
    } catch {
      #expect(
        error.description.hasSuffix(
          "hidden folders); not read: \"App\": cannot list this folder: Permission denied"),
        "\(error)")
    }
  }

  @Test("a file name's bytes are spelled as UTF-8 where they are, \\xHH where they are not")
  func fileNameBytes() {
    #expect(String(fileNameBytes: Array("Café.swift".utf8)) == "Café.swift")
    #expect(String(fileNameBytes: [0x43, 0x61, 0x66, 0xE9, 0x2E, 0x6D]) == "Caf\\xE9.m")
    #expect(String(fileNameBytes: [0xFF, 0xC3, 0xA9, 0x0F]) == "\\xFFé\u{0F}")
  }

  @Test("a folder's raw listing keeps names that are not UTF-8, sorted by their bytes")
  func rawListing() throws {
    let folder = try Self.folder(["b.swift": "", "a.swift": ""])
    defer { try? FileManager.default.removeItem(at: folder) }
    let name: [UInt8] = Array("x".utf8) + [0xE9]
    let path = Array(folder.path.utf8) + [0x2F] + name + [0]
    let descriptor = path.withUnsafeBufferPointer {
      $0.withMemoryRebound(to: CChar.self) { open($0.baseAddress!, O_CREAT | O_WRONLY, 0o644) }
    }
    try #require(descriptor >= 0)
    close(descriptor)
    #expect(
      try FileSystem.rawEntries(in: folder.path) == [
        Array("a.swift".utf8), Array("b.swift".utf8), name,
      ])
    #expect(throws: FileSystem.ReadFailure.missing) {
      try FileSystem.rawEntries(in: folder.appendingPathComponent("none").path)
    }
  }
}
