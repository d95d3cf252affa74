import Foundation
import Testing

@testable import PushMatrix

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

@Suite("How generate replaces files, run as a process")
struct GenerateCommitTests {
  /// The built tool's path.
  static let tool = productsDirectory.appendingPathComponent("pushmatrix").path

  /// Returns a file's status, links not followed.
  static func status(_ url: URL) throws -> stat {
    var status = stat()
    try #require(lstat(url.path, &status) == 0, "\(url.path): \(String(cString: strerror(errno)))")
    return status
  }

  @Test(
    "a replaced file keeps its mode and, where the tool may set it, its owner, whatever the umask")
  func modeAndOwner() throws {
    let repository = try CrashSafetyTests.oldRepository()
    defer { repository.remove() }
    let page = repository.root.appendingPathComponent("docs/en/by-os.md")
    let golden = repository.root.appendingPathComponent(repository.golden(.alert))
    try #require(chmod(page.path, 0o644) == 0 && chmod(golden.path, 0o664) == 0)
    let owner: uid_t = geteuid() == 0 ? 65534 : geteuid()
    if geteuid() == 0 { try #require(chown(page.path, owner, owner) == 0) }
    let run = try runProcess(
      URL(fileURLWithPath: "/bin/sh"),
      ["-c", "umask 077 && exec \"$0\" generate --root \"$1\"", Self.tool, repository.root.path])
    #expect(run.status == 0, "\(run.errors)")
    #expect(run.errors.contains("wrote     \(page.path)\n"))
    let after = try Self.status(page)
    #expect(after.st_mode & 0o7777 == 0o644)
    #expect(after.st_uid == owner && after.st_gid == owner)
    #expect(try Self.status(golden).st_mode & 0o7777 == 0o664)
    // A file that did not exist is made as the umask says, so the umask above did apply.
    let new = repository.root.appendingPathComponent("docs/tables/by-os.csv")
    #expect(try Self.status(new).st_mode & 0o7777 == 0o600)
  }
}
