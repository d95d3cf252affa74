import Testing

@testable import PushMatrixModel

@Suite("FNV-1a 64")
struct FNV1a64Tests {
  @Test(
    "gives the published test vectors",
    arguments: [
      ("", "cbf29ce484222325"), ("a", "af63dc4c8601ec8c"), ("foobar", "85944171f73967e8"),
    ])
  func vectors(_ text: String, _ hex: String) {
    var hash = FNV1a64()
    hash.combine(Array(text.utf8))
    #expect(hash.hex == hex)
  }

  @Test("hashes bytes given in parts as if given at once")
  func parts() {
    var whole = FNV1a64()
    whole.combine(Array("foobar".utf8))
    var parts = FNV1a64()
    parts.combine(Array("foo".utf8))
    parts.combine(Array("bar".utf8))
    #expect(parts == whole)
  }
}
