import PushMatrixIO

extension TextSink {
  /// Writes the text a formatter has collected and empties it once it holds a block, so that a
  /// page of any length streams in blocks of about 64 KiB without a write per cell.
  func writeBlock(of text: inout String) {
    guard text.utf8.count >= 1 << 16 else { return }
    write(text)
    text.removeAll(keepingCapacity: true)
  }
}
