import PushMatrix

/// A command line the tool cannot run, with the usage of the command it was meant for.
public struct UsageError: Error, Equatable, Sendable, CustomStringConvertible {
  /// What is wrong, naming the offending argument or value.
  public var message: String
  /// The usage line of the command concerned.
  public var usage: String

  public var description: String { message }
}
