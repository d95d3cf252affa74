extension ProfileInference.Inputs {
  /// The fields whose findings about a source file name the target of the build graph it
  /// comes from: those the sources decide.
  static let fieldsNamingOrigin: Set<String> = ["callbacks", "delegateTiming", "presentation"]

  /// Returns a finding about a source file that is not the app target's own with the target it
  /// comes from, such as `(in target Push of package Notifications)`; any other finding as it
  /// is.
  func namingOrigin(_ finding: AppProfile.Finding) -> AppProfile.Finding {
    guard Self.fieldsNamingOrigin.contains(finding.field),
      let origin = finding.file.flatMap({ origins[$0] })
    else { return finding }
    var named = finding
    named.shows += " (in \(origin))"
    return named
  }
}
