import PushMatrixEngine
import PushMatrixScan
import PushMatrixTables

/// A rule, quirk or note rule of the engine as a finding cites it: its identifier, kind, basis,
/// summary and sources, found by identifier in a router.
package struct RuleReference: Sendable, Equatable {
  /// The identifier, such as `late-delegate-loses-response`.
  package var id: String
  /// `arrival`, `tap`, `extension`, `launch`, `quirk`, `sdk`, `note`, or `bridge` for an SDK
  /// bridge's hooks.
  package var kind: String
  /// The basis the rule declares.
  package var basis: Basis
  /// What the rule says.
  package var summary: String
  /// Where it comes from.
  package var sources: [Source]

  /// Returns the rule, quirk or note rule with an identifier, or `nil` when the router has none.
  package static func named(_ id: String, in router: Router) -> RuleReference? {
    if let rule = router.arrivalRules.first(where: { $0.id == id }) {
      return RuleReference(
        id: id, kind: "arrival", basis: rule.basis, summary: rule.summary, sources: rule.sources)
    }
    if let rule = router.tapRules.first(where: { $0.id == id }) {
      return RuleReference(
        id: id, kind: "tap", basis: rule.basis, summary: rule.summary, sources: rule.sources)
    }
    if let rule = router.extensionRules.first(where: { $0.id == id }) {
      return RuleReference(
        id: id, kind: "extension", basis: rule.basis, summary: rule.summary,
        sources: rule.sources)
    }
    if let rule = router.launchRules.first(where: { $0.id == id }) {
      return RuleReference(
        id: id, kind: "launch", basis: rule.basis, summary: rule.summary, sources: rule.sources)
    }
    if let quirk = router.quirks.first(where: { $0.id == id }) {
      return RuleReference(
        id: id, kind: "quirk", basis: quirk.basis, summary: quirk.summary, sources: quirk.sources)
    }
    if let rule = router.sdk?.rule(id) {
      return RuleReference(
        id: id, kind: "sdk", basis: rule.basis, summary: rule.summary, sources: rule.sources)
    }
    if let rule = router.noteRules.first(where: { $0.id == id }) {
      return RuleReference(
        id: id, kind: "note", basis: rule.basis, summary: rule.note.text, sources: rule.sources)
    }
    return nil
  }
}

extension RuleReference {
  /// Returns an SDK bridge's hooks as a finding cites them: how it takes the native callbacks,
  /// and where that was read, under the bridge's identifier.
  package init(hooksOf bridge: SDKBridge) {
    self.init(
      id: bridge.id, kind: "bridge", basis: .reported, summary: bridge.hooks,
      sources: bridge.hookSources)
  }
}
