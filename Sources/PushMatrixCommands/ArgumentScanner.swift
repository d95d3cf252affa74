import PushMatrixEngine
import PushMatrixIO
import PushMatrixModel
import PushMatrixTables

/// Splits a command's arguments into `--name value` / `--name=value` options and flags, and
/// converts option values with messages that name the option and the value.
///
/// `--` ends the options: every argument after it is a positional one, even one that starts
/// with `--`, such as a folder named `--format`.
package struct ArgumentScanner {
  /// The options given, by name without dashes; a list option's occurrences are joined with
  /// commas in order, and any other option may be given once.
  package private(set) var values: [String: String] = [:]
  /// The flags given, by name without dashes.
  package private(set) var flags: Set<String> = []
  /// Arguments that are not options, in order.
  package private(set) var positionals: [String] = []
  /// The usage line quoted in errors.
  package let usage: String

  /// Scans arguments, accepting only the named options and flags.
  ///
  /// - Parameters:
  ///   - arguments: the arguments after the command's name.
  ///   - options: the options that take a value, by name without dashes.
  ///   - allowedFlags: the options that take none.
  ///   - lists: the options among `options` that take a comma-separated list and may be
  ///     given more than once, each occurrence adding to the list, such as `--set`.
  ///   - usage: the usage line quoted in errors.
  /// - Throws: ``UsageError`` for an unknown option (with the closest known one for a typo), a
  ///   flag given a value, a missing value, or an option that takes one value given twice,
  ///   naming both values: a script that sets `--state` twice meant one of them, and the tool
  ///   cannot tell which.
  package init(
    _ arguments: some Sequence<String>, options: Set<String>, flags allowedFlags: Set<String> = [],
    lists: Set<String> = [], usage: String
  ) throws(UsageError) {
    self.usage = usage
    var iterator = arguments.makeIterator()
    while let argument = iterator.next() {
      if argument == "--" {
        while let positional = iterator.next() { positionals.append(positional) }
        break
      }
      guard argument.hasPrefix("--"), argument.count > 2 else {
        positionals.append(argument)
        continue
      }
      let body = argument.dropFirst(2)
      let name = String(body.prefix { $0 != "=" })
      let inlineValue = body.contains("=") ? String(body.drop { $0 != "=" }.dropFirst()) : nil
      if allowedFlags.contains(name) {
        guard inlineValue == nil else { throw error("option --\(name) takes no value") }
        flags.insert(name)
      } else if options.contains(name) {
        guard let value = inlineValue ?? iterator.next() else {
          throw error("missing value for option --\(name)")
        }
        switch (values[name], lists.contains(name)) {
        case (let earlier?, true): values[name] = earlier + "," + value
        case (let earlier?, false):
          throw error(
            "option --\(name) given twice, \(earlier.messageQuoted) and \(value.messageQuoted): "
              + "give it once (a list's values joined with commas)")
        case (nil, _): values[name] = value
        }
      } else {
        let known = options.union(allowedFlags).sorted().map { "--" + $0 }
        throw error(
          "unknown option \(argument.messageQuoted)" + Suggestion.clause("--" + name, among: known))
      }
    }
  }

  /// Returns a usage error with this command's usage line.
  package func error(_ message: String) -> UsageError { UsageError(message: message, usage: usage) }

  /// Requires that no positional arguments were given, or exactly `count` of them.
  ///
  /// - Throws: ``UsageError`` naming the first unexpected or the missing argument.
  package func requirePositionals(_ count: Int = 0, names: String = "") throws(UsageError) {
    if positionals.count > count {
      throw error("unexpected argument \(positionals[count].messageQuoted)")
    }
    if positionals.count < count { throw error("missing argument: expected \(names)") }
  }

  /// Returns a required option's value.
  ///
  /// - Throws: ``UsageError`` when it was not given.
  package func required(_ name: String) throws(UsageError) -> String {
    guard let value = values[name] else { throw error("missing required option --\(name)") }
    return value
  }

  /// Returns a path option's value, or `nil` when it was not given.
  ///
  /// - Throws: ``UsageError`` for an empty value.
  package func path(_ name: String) throws(UsageError) -> String? {
    try values[name].map { value throws(UsageError) in try path(value, for: "option --\(name)") }
  }

  /// Returns a path given as an option's value or an argument, which must not be empty: an
  /// empty path names no file, and a folder joined to it would turn `file` into `/file`.
  ///
  /// - Parameters:
  ///   - value: the path.
  ///   - name: what gave it, such as `option --root` or `argument OLD`.
  /// - Returns: the path.
  /// - Throws: ``UsageError`` for an empty value.
  package func path(_ value: String, for name: String) throws(UsageError) -> String {
    guard !value.isEmpty else { throw error("invalid value \"\" for \(name): expected a path") }
    return value
  }

  /// Parses a release, reporting errors against this command's usage.
  ///
  /// - Throws: ``UsageError`` with the release's message.
  package func release(_ text: String) throws(UsageError) -> OSVersion {
    do {
      return try OSVersion(parsing: text)
    } catch {
      throw self.error(error.description)
    }
  }

  /// Parses the comma-separated releases of an option, or returns `nil` when it was not given;
  /// a range among them, `A..B` or `A+`, stands for the catalog releases in it.
  ///
  /// - Throws: ``UsageError`` naming the first bad release or range.
  package func releases(_ name: String) throws(UsageError) -> [OSVersion]? {
    guard let text = values[name] else { return nil }
    var list: [OSVersion] = []
    for item in text.split(separator: ",", omittingEmptySubsequences: false).map(String.init) {
      guard let range = try releaseRange(item, for: name) else {
        list.append(try release(item))
        continue
      }
      let inRange = OSCatalog.versions.filter(range.contains)
      guard !inRange.isEmpty else {
        throw error(
          "invalid value \(item.messageQuoted) for option --\(name): no release of the catalog "
            + "lies in the range")
      }
      list += inRange
    }
    return list
  }

  /// Parses a deployment-target range, `A..B` from A to B, or `A+` from A to the catalog's
  /// newest release, or returns `nil` for text that is neither.
  ///
  /// - Parameters:
  ///   - text: the range as given.
  ///   - name: the option that gave it, without dashes.
  /// - Returns: the range from its first release to its last, both included.
  /// - Throws: ``UsageError`` for a bad release or a range that ends before it starts.
  package func releaseRange(_ text: String, for name: String) throws(UsageError)
    -> ClosedRange<OSVersion>?
  {
    let start: OSVersion
    let end: OSVersion
    if let dots = text.firstRange(of: "..") {
      start = try release(String(text[..<dots.lowerBound]))
      end = try release(String(text[dots.upperBound...]))
    } else if text.hasSuffix("+") {
      start = try release(String(text.dropLast()))
      end = max(start, OSCatalog.newest)
    } else {
      return nil
    }
    guard start <= end else {
      throw error(
        "invalid value \(text.messageQuoted) for option --\(name): the range ends before it starts")
    }
    return start...end
  }

  /// Parses the value of an axis given as its option, or returns `nil` when it was not given.
  ///
  /// - Throws: ``UsageError`` with the axis's message.
  package func ordinal(of axis: Axis) throws(UsageError) -> Int? {
    guard let text = values[axis.option] else { return nil }
    do {
      return try axis.ordinal(parsing: text)
    } catch {
      throw self.error(error.description)
    }
  }

  /// Parses the comma-separated values of an axis given as its option, or returns `nil` when it
  /// was not given; a comma inside square brackets belongs to its value (`[.banner, .list]`).
  ///
  /// - Throws: ``UsageError`` naming the first bad value.
  package func ordinals(of axis: Axis) throws(UsageError) -> [Int]? {
    guard let text = values[axis.option] else { return nil }
    var list: [Int] = []
    for item in text.listItems() {
      do {
        list.append(try axis.ordinal(parsing: item))
      } catch {
        throw self.error(error.description)
      }
    }
    return list
  }

  /// Parses an enumerated option such as `--view`; a missing option gives the default.
  ///
  /// - Throws: ``UsageError`` naming the value and the accepted ones, with the closest for a typo.
  package func choice<Choice: RawRepresentable<String> & CaseIterable>(
    _ name: String, default defaultChoice: Choice
  ) throws(UsageError) -> Choice {
    guard let text = values[name] else { return defaultChoice }
    guard let choice = Choice(rawValue: text) else {
      throw invalidValue(text, for: name, accepted: Choice.allCases.map(\.rawValue))
    }
    return choice
  }

  /// Parses an option that takes a comma-separated list of enumerated values, such as bench's
  /// `--only`, or returns `nil` when it was not given.
  ///
  /// - Returns: the values given, each once, in declaration order.
  /// - Throws: ``UsageError`` naming the first value that is none of the accepted ones, and
  ///   them, with the closest for a typo.
  package func choices<Choice: RawRepresentable<String> & CaseIterable>(
    _ name: String, of type: Choice.Type
  ) throws(UsageError) -> [Choice]? {
    guard let text = values[name] else { return nil }
    var given: Set<String> = []
    for item in text.split(separator: ",", omittingEmptySubsequences: false).map(String.init) {
      guard Choice(rawValue: item) != nil else {
        throw invalidValue(item, for: name, accepted: Choice.allCases.map(\.rawValue))
      }
      given.insert(item)
    }
    return Choice.allCases.filter { given.contains($0.rawValue) }
  }

  /// Parses `--format` by the names of ``OutputFormat`` (`md` as `markdown`), among the formats
  /// a command offers; a missing option gives the default.
  ///
  /// - Throws: ``UsageError`` naming the value and the offered formats, with the closest for a
  ///   typo.
  package func format<Choice: OutputFormatChoice>(default defaultChoice: Choice)
    throws(UsageError) -> Choice
  {
    guard let text = values["format"] else { return defaultChoice }
    guard let choice = Choice(name: text) else {
      throw invalidValue(text, for: "format", accepted: Choice.names)
    }
    return choice
  }

  /// The error for an option's value that is none of the accepted ones.
  func invalidValue(_ text: String, for name: String, accepted: [String]) -> UsageError {
    error(
      "invalid value \(text.messageQuoted) for option --\(name): expected "
        + accepted.joined(separator: ", ") + Suggestion.clause(text, among: accepted))
  }
}
