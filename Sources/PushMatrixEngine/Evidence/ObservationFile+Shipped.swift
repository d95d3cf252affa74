import Foundation
import PushMatrixIO

extension ObservationFile {
  /// The observation files compiled into the tool, by document: `Matrices/observed/` as it was
  /// when the tool was built.
  ///
  /// A command run outside a checkout reads these, so that `explain` shows the same evidence
  /// there as in the repository.
  static let shippedFiles: [(source: Source, bytes: [UInt8])] = Source.documents.map { source in
    (source, shippedBytes(of: source))
  }

  /// Returns the compiled-in bytes of one document's file.
  private static func shippedBytes(of source: Source) -> [UInt8] {
    switch source.id {
    case Source.callOrderTests.id: PackageResources.call_order_tests_tsv
    case Source.moreCaveats.id: PackageResources.more_caveats_tsv
    case Source.backgroundModeGuide.id: PackageResources.background_mode_guide_tsv
    case Source.twoPushPoints.id: PackageResources.two_push_points_tsv
    case Source.appleAPINotes.id: PackageResources.apple_api_notes_tsv
    case Source.appleDocumentation.id: PackageResources.apple_documentation_tsv
    case Source.thirdPartyReports.id: PackageResources.third_party_reports_tsv
    default: preconditionFailure("no observation file is compiled in for \(source.id)")
    }
  }

  /// Reads the observations compiled into the tool, named by their paths in the repository.
  ///
  /// - Throws: ``Diagnostic`` for a malformed file, which a test of the committed files rules
  ///   out.
  public static func shipped() throws(Diagnostic) -> [Observation] {
    var observations: [Observation] = []
    for (source, bytes) in shippedFiles {
      observations += try parse(
        Data(bytes), file: path(of: source, in: directory), source: source)
    }
    try checkUniqueIDs(observations)
    return observations
  }
}
