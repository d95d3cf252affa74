/// A command line the tool cannot run, with the usage of the command it was meant for.
package struct UsageError: Error, Equatable, Sendable, CustomStringConvertible {
  /// What is wrong, naming the offending argument or value.
  package var message: String
  /// The usage line of the command concerned.
  package var usage: String

  package var description: String { message }
}
