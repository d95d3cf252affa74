import PushMatrixModel

extension FlowchartPage {
  /// Where a chart ends, worded: the rule that decides and what it does there.
  public struct Answer: Sendable, Hashable {
    /// The deciding arrival rules, by ID: one, unless no question tells their scenarios apart.
    public var rules: [String]
    /// What the rule does, such as `no banner · arrival → fetchReceive / legacyReceive / nothing`.
    public var outcome: String
    /// The quirks that change what the rule decides on some releases, by ID.
    public var quirks: [String]
    /// The releases each quirk of ``quirks`` is limited to, worded, such as `iOS 18.0 only`, by
    /// the quirk's ID; a quirk of every release the charts route has none.
    public var quirkReleases: [String: String] = [:]

    /// Returns a quirk's ID followed by the releases it is limited to, if any, in a language.
    public func quirk(_ id: String, language: Language) -> String {
      quirkReleases[id].map { Phrase.quirkReleases.text(language, id, $0) } ?? id
    }
  }
}
