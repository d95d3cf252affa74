extension String {
  /// Decodes UTF-8 strictly: `nil` when any byte sequence is invalid, instead of repairing it.
  ///
  /// The standard library's `String(validating:as:)` does this too, but only from macOS 15;
  /// this works wherever the package builds.
  package init?(strictUTF8 bytes: some Collection<UInt8>) {
    let invalid = transcode(
      bytes.makeIterator(), from: UTF8.self, to: UTF8.self, stoppingOnError: true
    ) { _ in }
    guard !invalid else { return nil }
    self.init(decoding: bytes, as: UTF8.self)
  }
}
