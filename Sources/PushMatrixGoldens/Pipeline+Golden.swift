import PushMatrixTables

extension Pipeline {
  /// A golden's text: a payload's long table of the default space, or a condition's changes to
  /// it, as TSV.
  package func golden(_ golden: Golden) -> String { golden.text(router: router) }
}
