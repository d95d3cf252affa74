/// Why a profile cannot be made into a page: a field every answer depends on is unknown.
package struct AppReportError: Error, Equatable, Sendable, CustomStringConvertible {
  /// The field, by key.
  package var field: String

  package var description: String {
    "\(field) is unknown, and every answer depends on it: set it with --set \(field)=VALUE "
      + "(such as --set callbacks=fetchReceive+didReceiveResponse) or in the profile file"
  }
}
