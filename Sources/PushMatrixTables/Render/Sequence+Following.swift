extension Sequence {
  /// Returns the elements of this sequence, then those of another, each read as it is needed.
  func followed(by other: some Sequence<Element>) -> some Sequence<Element> {
    var first = makeIterator()
    var second = other.makeIterator()
    var isFirstDone = false
    return AnyIterator {
      if !isFirstDone, let element = first.next() { return element }
      isFirstDone = true
      return second.next()
    }
  }
}
