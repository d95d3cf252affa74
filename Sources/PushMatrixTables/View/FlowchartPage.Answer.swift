extension FlowchartPage {
  /// Where a chart ends, worded: the rule that decides and what it does there.
  package struct Answer: Sendable, Hashable {
    /// The deciding arrival rules, by ID: one, unless no question tells their scenarios apart.
    package var rules: [String]
    /// What the rule does, such as `no banner · arrival → fetchReceive / legacyReceive / nothing`.
    package var outcome: String
    /// The quirks that change what the rule decides on some releases, by ID.
    package var quirks: [String]
  }
}
