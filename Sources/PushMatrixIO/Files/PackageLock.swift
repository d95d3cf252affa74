#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// An advisory lock on a package root, so that one `generate` at a time writes into it.
///
/// The lock is `flock` on the root folder itself: no lock file to leave behind or to race over
/// when it is removed, and the kernel releases it when the process ends, however it ends. It
/// is held as long as the value lives.
package final class PackageLock {
  private let descriptor: Int32

  private init(descriptor: Int32) { self.descriptor = descriptor }

  deinit { close(descriptor) }

  /// Takes the lock on a package root, waiting for the process that holds it, if one does.
  ///
  /// - Parameters:
  ///   - root: the package root, a folder.
  ///   - waiting: called once before waiting, to say so.
  /// - Returns: the lock, held until it is released.
  /// - Throws: ``AtomicFile/WriteError`` when the root cannot be opened or locked.
  package static func take(root: String, waiting: () -> Void) throws(AtomicFile.WriteError)
    -> PackageLock
  {
    let descriptor = open(root, O_RDONLY | O_CLOEXEC)
    guard descriptor >= 0 else {
      throw AtomicFile.WriteError(
        path: root, reason: "cannot lock the package: \(SystemCall.describe(errno))")
    }
    var result = flock(descriptor, LOCK_EX | LOCK_NB)
    if result != 0 && errno == EWOULDBLOCK {
      waiting()
      repeat { result = flock(descriptor, LOCK_EX) } while result != 0 && errno == EINTR
    }
    guard result == 0 else {
      let reason = SystemCall.describe(errno)
      close(descriptor)
      throw AtomicFile.WriteError(path: root, reason: "cannot lock the package: \(reason)")
    }
    return PackageLock(descriptor: descriptor)
  }
}
