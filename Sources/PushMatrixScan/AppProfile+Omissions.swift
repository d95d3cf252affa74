extension AppProfile {
  /// Makes every field that what the scan did not read may decide unknown, with a finding
  /// naming the folder or file and why it was not read.
  mutating func omit(_ omissions: [SourceTree.Omission]) {
    for omission in omissions {
      for field in Self.fields where omission.fields.contains(field.id) {
        try? field.assign(Self.unknown, to: &self)
      }
      findings += omission.findings
    }
  }
}
