import Foundation
import Testing

@testable import PushMatrixApp
@testable import PushMatrixEngine
@testable import PushMatrixIO
@testable import PushMatrixModel
@testable import PushMatrixScan

@Suite("App page: what the profile rests on, in every format")
struct AppReportBasisTests {
  @Test("the text, Markdown and HTML pages show unknown fields' reasons, --set values and SDKs")
  func everyFormatShowsTheBasis() throws {
    var profile = try AppReportTests.profile("ReactNativeFirebase")
    try profile.override("backgroundMode=off")
    let report = try AppReport(profile)
    let lines = AppReportLayout.basis(of: report.profile)
    // deploymentTarget is unknown in this fixture, with its reason; presentation is read from
    // the app's code (none: no firebase.json option), so it is not among the unknowns.
    #expect(!lines.contains { $0.hasPrefix("presentation is unknown") })
    #expect(lines.contains { $0.hasPrefix("deploymentTarget is unknown: found no") })
    #expect(lines.contains("backgroundMode set to off by hand (was on)"))
    #expect(lines.contains("the app's own callbacks: none; callbacks adds what its SDKs supply"))
    #expect(
      lines.contains(
        "SDK: React Native Firebase Messaging supplies fetchReceive+willPresent+didReceiveResponse, "
          + "assigns the delegate atLaunch (ios/Podfile.lock:13)"))
    for format in [AppReportRenderer.Format.text, .markdown, .html] {
      let page = AppReportRenderer.render(report, source: "App", as: format)
      #expect(page.contains(AppReportLayout.basisHeading), "\(format)")
      #expect(page.contains("set to off by hand (was on)"), "\(format)")
      #expect(page.contains("React Native Firebase Messaging supplies"), "\(format)")
      #expect(page.contains("deploymentTarget is unknown"), "\(format)")
    }
  }

  @Test("a profile decided in full, with no SDK and no override, shows no such part")
  func nothingToShow() throws {
    let profile = try AppReportTests.profile("UIKitSwift")
    #expect(AppReportLayout.basis(of: profile).isEmpty)
    let page = AppReportRenderer.render(try AppReport(profile), source: "App", as: .text)
    #expect(!page.contains(AppReportLayout.basisHeading))
  }

  @Test("an unknown field without a finding that says why is still listed")
  func unknownWithoutReason() throws {
    var profile = try AppReportTests.profile("UIKitSwift")
    profile.lifecycle = nil
    #expect(AppReportLayout.basis(of: profile) == ["lifecycle is unknown: no finding says why"])
  }
}
