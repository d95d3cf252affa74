import Testing

@testable import PushMatrixEngine
@testable import PushMatrixModel

@Suite("Axes")
struct AxesTests {
  @Test(
    "OS versions parse and print canonically",
    arguments: [
      ("9.3.2", "9.3.2"), ("10", "10.0"), ("10.0.0", "10.0"), ("17.2", "17.2"), ("3.0", "3.0"),
      ("26.0.1", "26.0.1"),
    ])
  func osVersionParses(text: String, canonical: String) throws {
    #expect(try OSVersion(parsing: text).description == canonical)
  }

  @Test(
    "malformed OS versions are rejected with the value in the message",
    arguments: ["10..1", "-3", "", "1.2.3.4", "9.x", "2.2", "12345", " 9", "+9"])
  func osVersionRejects(text: String) {
    #expect(throws: AxisValueError.self) { try OSVersion(parsing: text) }
    do {
      _ = try OSVersion(parsing: text)
    } catch {
      #expect(error.description.contains("\"\(text)\""))
    }
  }

  @Test(
    "the majors Apple skipped are refused, saying that iOS went from 18 to 26",
    arguments: ["19.0", "19", "22.1.3", "25.9"])
  func skippedMajorsRejected(text: String) {
    #expect {
      try OSVersion(parsing: text)
    } throws: { error in
      let message = (error as? AxisValueError)?.description ?? ""
      return message.contains("\"\(text)\"") && message.contains("from iOS 18 to iOS 26")
    }
  }

  @Test(
    "the releases on either side of the skipped majors are accepted", arguments: ["18.7", "26.0"])
  func releasesAroundTheSkipAccepted(text: String) throws {
    #expect(try OSVersion(parsing: text).description == text)
  }

  @Test("OS versions compare numerically, not as text")
  func osVersionOrder() throws {
    let versions = try ["10.0", "9.3.2", "10.0.2", "9.0", "10.1", "26.0"].map {
      try OSVersion(parsing: $0)
    }
    #expect(
      versions.sorted().map(\.description) == ["9.0", "9.3.2", "10.0", "10.0.2", "10.1", "26.0"])
  }

  @Test("the catalog holds every major 3–18, 26, the tested releases and the quirk boundaries")
  func catalog() {
    let names = OSCatalog.versions.map(\.description)
    for major in 3...18 { #expect(names.contains("\(major).0")) }
    for name in ["26.0", "9.3.2", "10.0", "10.1", "12.3.1", "18.1"] {
      #expect(names.contains(name))
    }
    #expect(names.count == 21)
    #expect(OSCatalog.versions == OSCatalog.versions.sorted())
  }

  @Test("all 16 callback sets print canonically and parse back")
  func callbackSetsRoundTrip() throws {
    #expect(CallbackSet.all.count == 16)
    #expect(Set(CallbackSet.all.map(\.description)).count == 16)
    for set in CallbackSet.all {
      #expect(try CallbackSet(parsing: set.description) == set)
    }
    #expect(CallbackSet.none.description == "none")
    #expect(
      CallbackSet(Callback.optional).description
        == "legacyReceive+fetchReceive+willPresent+didReceiveResponse")
  }

  @Test("callback sets given in another order are put in canonical order")
  func callbackSetsCanonicalise() throws {
    #expect(
      try CallbackSet(parsing: "didReceiveResponse+legacyReceive").description
        == "legacyReceive+didReceiveResponse")
  }

  @Test(
    "bad callback sets are rejected",
    arguments: [
      "launch", "fetchReceive+fetchReceive", "fetch", "", "none+fetchReceive", "legacyReceive+",
    ])
  func callbackSetsReject(text: String) {
    #expect(throws: AxisValueError.self) { try CallbackSet(parsing: text) }
  }

  @Test("axis enumerations accept their public identifiers, and a payload the words people use")
  func axisIdentifiers() throws {
    #expect(
      AppState.allCases.map(\.rawValue) == [
        "foreground", "background", "suspended", "notRunning", "forceQuit",
      ])
    #expect(
      Payload.allCases.map(\.rawValue) == ["alert", "content-available", "alert+content-available"])
    #expect(
      Presentation.allCases.map(\.rawValue) == ["none", "banner", "list", "banner+list", "n/a"])
    #expect(BackgroundMode.allCases.map(\.rawValue) == ["on", "off"])
    #expect(throws: AxisValueError.self) { try AppState(parsing: "Foreground") }
    // content-available is what people call a silent or a background push.
    #expect(try Payload(parsing: "silent") == .contentAvailable)
    #expect(try Payload(parsing: "background") == .contentAvailable)
    #expect(throws: AxisValueError.self) { try Payload(parsing: "Silent") }
  }
}
