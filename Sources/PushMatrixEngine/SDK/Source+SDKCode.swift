extension Source {
  /// Lines of a push SDK's own code at a pinned commit, or of its documentation there: what an
  /// SDK bridge's rules and claims cite.
  ///
  /// The slug names the repository, the file and the lines; the title says what the lines hold;
  /// the address points at the lines at that commit. A third party's code and documentation
  /// rest on `reported` under the evidence policy, as every third-party report does.
  ///
  /// - Parameters:
  ///   - repository: `owner/name` on GitHub.
  ///   - commit: the full commit the lines were read at.
  ///   - path: the file, from the repository's root.
  ///   - lines: the first and last line read, or `nil` for a file read through an index without
  ///     line numbers, which the title then names by symbol.
  ///   - what: what the lines hold, in the project's words.
  /// - Returns: the source.
  static func sdkCode(
    _ repository: String, _ commit: String, _ path: String, lines: ClosedRange<Int>? = nil,
    _ what: String
  ) -> Source {
    let file = path.split(separator: "/").last.map(String.init) ?? path
    let anchor = lines.map { "#L\($0.lowerBound)-L\($0.upperBound)" } ?? ""
    let place = lines.map { " lines \($0.lowerBound)–\($0.upperBound)" } ?? ""
    let slug =
      (repository.split(separator: "/").last.map(String.init) ?? repository) + "-"
      + file.lowercased().filter { $0.isLetter || $0.isNumber }
      + (lines.map { "-\($0.lowerBound)-\($0.upperBound)" } ?? "")
    return Source(
      id: slug,
      title: "\(repository) \(path)\(place) at \(commit.prefix(7)): \(what)",
      url: "https://github.com/\(repository)/blob/\(commit)/\(path)\(anchor)",
      urlNote: "read at commit \(commit)")
  }

  /// A commit of a push SDK that changed its behaviour, for a rule that holds on a range of its
  /// releases.
  static func sdkCommit(_ repository: String, _ commit: String, _ what: String) -> Source {
    Source(
      id: "\(repository.split(separator: "/").last ?? "")-\(commit.prefix(7))",
      title: "\(repository) commit \(commit.prefix(7)): \(what)",
      url: "https://github.com/\(repository)/commit/\(commit)")
  }
}
