import XCTest

@testable import Courier

/// Checks that the router remembers the parcels it is told about.
final class CourierTests: XCTestCase {
  func testTracksParcel() {
    let router = NotificationRouter()
    router.track(["parcel": "CR-1042"])
  }
}
