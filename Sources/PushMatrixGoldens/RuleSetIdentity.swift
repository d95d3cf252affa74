import PushMatrixEngine
import PushMatrixModel
import PushMatrixTables

/// The identity of the rules a build carries: a digest of the goldens its engine writes.
///
/// Two builds with the same digest give every scenario of the default matrix, and of each
/// condition's other values, the same cells, so comparing digests tells whether two binaries
/// answer alike. The digest is FNV-1a 64 of the golden files' bytes, one after another in the
/// order of ``Golden/all``, exactly as `generate` writes them: the checked-in goldens give the
/// same digest when `check` passes.
package enum RuleSetIdentity {
  /// Returns the digest, such as `fnv1a64:0123456789abcdef`.
  package static func digest(router: Router = .standard) -> String {
    var hash = FNV1a64()
    // Made on every processor, hashed in order.
    for text in Golden.all.concurrentMap(minimumCount: 2, { $0.text(router: router) }) {
      hash.combine(text.utf8)
    }
    return "fnv1a64:" + hash.hex
  }
}
