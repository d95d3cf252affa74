extension FlowchartPage {
  /// Where a chart ends, worded: the rule that decides and what it does there.
  public struct Answer: Sendable, Hashable {
    /// The deciding arrival rules, by ID: one, unless no question tells their scenarios apart.
    public var rules: [String]
    /// What the rule does, such as `no banner · arrival → fetchReceive / legacyReceive / nothing`.
    public var outcome: String
    /// The quirks that change what the rule decides on some releases, by ID.
    public var quirks: [String]
  }
}
