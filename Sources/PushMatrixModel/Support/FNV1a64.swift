/// The 64-bit FNV-1a hash of bytes: a fast, deterministic fingerprint, not a cryptographic hash.
///
/// Foundation on Linux has no SHA-256 without CryptoKit, and a fingerprint that tells two rule
/// sets apart needs no more. See http://www.isthe.com/chongo/tech/comp/fnv/.
package struct FNV1a64: Sendable, Equatable {
  /// The hash of the bytes combined so far.
  package private(set) var value: UInt64 = 0xcbf2_9ce4_8422_2325

  /// Creates the hash of no bytes.
  package init() {}

  /// Adds bytes to the hash, as if they followed those already added.
  @inlinable
  package mutating func combine(_ bytes: some Sequence<UInt8>) {
    // Megabytes of goldens go through here: read from contiguous storage when there is one.
    if bytes.withContiguousStorageIfAvailable({ combine(contiguous: $0) }) == nil {
      Array(bytes).withUnsafeBufferPointer { combine(contiguous: $0) }
    }
  }

  /// Adds bytes read in place: the one loop every sequence goes through.
  @usableFromInline
  mutating func combine(contiguous bytes: UnsafeBufferPointer<UInt8>) {
    var value = value
    for byte in bytes { value = (value ^ UInt64(byte)) &* Self.prime }
    self.value = value
  }

  private static let prime: UInt64 = 0x0000_0100_0000_01b3

  /// The hash as 16 lower-case hexadecimal digits.
  package var hex: String {
    let digits = String(value, radix: 16)
    return String(repeating: "0", count: 16 - digits.count) + digits
  }
}
