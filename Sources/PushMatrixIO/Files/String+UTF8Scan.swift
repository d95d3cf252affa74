extension String {
  /// Whether any byte of the string's UTF-8 passes a test, read straight from the string's
  /// storage: the escapers ask it of every cell before doing any work, and most cells need none.
  @inlinable
  package func containsUTF8Byte(where test: (UInt8) -> Bool) -> Bool {
    utf8.withContiguousStorageIfAvailable { $0.contains(where: test) }
      ?? utf8.contains(where: test)
  }
}
