extension PushSDK {
  /// A place in an SDK's own source that shows what it does: repository, commit, file and
  /// lines, as findings and docs/scan.md cite it.
  package struct Citation: Equatable, Sendable {
    /// The repository, `owner/name`.
    package var repository: String
    /// The commit read, in full.
    package var commit: String
    /// The file, from the repository's root.
    package var file: String
    /// The lines read, such as `68-75`; or, where the file was read without its line numbers
    /// (a repository over the snapshot limit, read through the file index), the methods read,
    /// such as `+registerDelegate`.
    package var lines: String

    /// The repository at its commit, as findings write it:
    /// `wix/react-native-notifications@aa5a0f3`.
    package var origin: String { "\(repository)@\(commit.prefix(7))" }

    /// The file and lines, as findings write them: `lib/ios/RNNotifications.m:68-75`.
    package var place: String {
      lines.first?.isNumber == true ? "\(file):\(lines)" : "\(file) (\(lines))"
    }
  }
}
