import Foundation
import PushMatrixApp
import PushMatrixEngine
import PushMatrixIO
import PushMatrixScan

/// Where an app profile comes from — folders or files to scan, or a profile file written
/// before — and the fields set by hand: what `scan` and `app` read alike.
struct ProfileInput: Equatable, Sendable {
  /// Where the profile comes from.
  enum Source: Equatable, Sendable {
    /// Scanned from these folders or files.
    case paths([String])
    /// Read from a profile file written before.
    case profile(String)
  }

  /// The options this type reads.
  static let options: [String: [String]] = ["profile": [], "set": [], "target": []]
  /// The options among ``options`` that may be given more than once, each adding to the list.
  static let lists: Set<String> = ["set"]

  /// The options' lines for a command's help.
  static let help = """
      --set FIELD=VALUE,... set fields by hand, such as --set delegateTiming=atLaunch; unknown
                            clears one; each is recorded as a finding; --set may be given
                            more than once, and every one is applied, in order
      --target NAME         profile the iOS app target NAME of the Xcode projects found
                            instead of the main one (see docs/scan.md for the rule); where
                            projects share a target name, PROJECT/NAME, PROJECT being the
                            project's name or its path
      --profile FILE        read a profile written before (scan --write) instead of scanning,
                            checking every field; with PATH, scan PATH and set every field FILE
                            states (not unknown) over what the scan reads, each a finding; a
                            field FILE accepts ("accepted": {FIELD: {"reason", "value"}})
                            wins without counting as drift
    """

  var source: Source
  /// The profile file whose stated fields are set over a scan of the paths, when both were
  /// given.
  var saved: String?
  /// The app target asked for with `--target`.
  var target: String?
  /// The overrides given with `--set`, as given.
  var overrides: String?

  /// A profile, loaded: scanned or read, with the saved profile's fields and the overrides
  /// applied.
  struct Loaded {
    /// The profile.
    var profile: AppProfile
    /// The fields the saved profile states differently from what the scan read.
    var drifts: [AppProfile.Drift]
  }

  /// Reads `--profile` or the PATH arguments, and `--set`.
  ///
  /// - Throws: ``UsageError`` for neither or both, an empty path, or an override naming an
  ///   unknown field or value.
  init(scanning scan: ArgumentScanner) throws(UsageError) {
    target = scan.values["target"]
    let profile = try scan.path("profile")
    if let profile, scan.positionals.isEmpty {
      if target != nil { throw scan.error("option --target needs PATH, not --profile") }
      source = .profile(profile)
    } else {
      saved = profile
      guard !scan.positionals.isEmpty else {
        throw scan.error("missing argument: expected PATH (a folder or file) or --profile FILE")
      }
      var paths: [String] = []
      for (position, path) in scan.positionals.enumerated() {
        paths.append(try scan.path(path, for: "argument PATH \(position + 1)"))
      }
      source = .paths(paths)
    }
    overrides = scan.values["set"]
    if let overrides {
      // An unknown field or value is a usage error before anything is read; whether the values
      // fit one another is known only after the scan.
      var empty = AppProfile(findings: [])
      do {
        try empty.override(overrides)
      } catch {
        throw scan.error(error.message)
      }
    }
  }

  /// What the profile was read from, as the user gave it: the paths, or the profile file.
  var label: String {
    switch source {
    case .paths(let paths): paths.joined(separator: " ")
    case .profile(let file): file
    }
  }

  /// Scans or reads the profile, sets the saved profile's fields over a scan, then applies the
  /// overrides.
  ///
  /// - Parameter usage: the command's usage, for an override that does not fit.
  /// - Returns: the profile, and where a saved profile and the scan disagree.
  /// - Throws: ``ScanError`` when a path cannot be read or holds no source; ``Diagnostic`` for a
  ///   malformed input; ``UsageError`` for overrides that do not fit the profile.
  func load(usage: String) throws -> Loaded {
    switch source {
    case .paths(let paths): try finish(scan(paths, usage: usage), usage: usage)
    case .profile(let file): try finish(Self.read(file).profile, usage: usage)
    }
  }

  /// Loads the base a change is compared against, as ``load(usage:)`` loads the app.
  ///
  /// A folder is scanned; a file is a profile (scan --write) or an app's page as JSON (app
  /// --format json), whose profile is taken. The saved profile and the overrides apply to it as
  /// to the app, so that only the code's changes differ.
  ///
  /// - Parameters:
  ///   - base: the folder or file.
  ///   - usage: the command's usage, for an override that does not fit.
  /// - Returns: the base's profile.
  /// - Throws: as ``load(usage:)``.
  func loadBase(_ base: String, usage: String) throws -> AppProfile {
    try Self.confine(base)
    if FileSystem.isDirectory(base) {
      return try finish(scan([base], usage: usage), usage: usage).profile
    }
    return try finish(Self.read(base, orPageProfile: true).profile, usage: usage).profile
  }

  /// Scans paths for the target asked for; an unknown or ambiguous target is a usage error
  /// that lists the app targets found.
  private func scan(_ paths: [String], usage: String) throws -> AppProfile {
    do {
      return try AppScanner.scan(paths, target: target)
    } catch let error as ScanError {
      switch error {
      case .unknownTarget, .ambiguousTarget:
        throw UsageError(message: error.description, usage: usage)
      default: throw error
      }
    }
  }

  /// Applies the saved profile, if any, then the overrides.
  private func finish(_ scanned: AppProfile, usage: String) throws -> Loaded {
    var loaded = Loaded(profile: scanned, drifts: [])
    if let saved {
      let (profile, lines) = try Self.read(saved)
      do {
        loaded.drifts = try loaded.profile.adopt(profile, from: saved, lines: lines)
      } catch {
        throw Diagnostic(file: saved, line: nil, message: error.message)
      }
    }
    if let overrides {
      do {
        try loaded.profile.override(overrides)
      } catch {
        throw UsageError(message: error.message, usage: usage)
      }
    }
    return loaded
  }

  /// Refuses a profile or base inside the working directory by name but outside it by a link.
  ///
  /// The working directory is the checkout in CI: a pull request can add `pushmatrix.json ->
  /// /proc/self/environ`, and what the file holds must not reach an error or a page. The error
  /// names the path as given and nothing of where it leads. A path named outside the working
  /// directory is the user's own choice and is not checked.
  ///
  /// - Throws: ``Diagnostic`` (exit 65) when the path leads out.
  private static func confine(_ path: String) throws {
    guard FileSystem.leadsOutOfRoot(path, root: FileSystem.absolute(".")) else { return }
    throw Diagnostic(
      file: path, line: nil,
      message: "a symbolic link leads out of the working directory (the checkout); a profile "
        + "or base must be a file or folder inside it")
  }

  /// Reads a profile file, with the line of each of its keys.
  ///
  /// - Parameters:
  ///   - file: the file.
  ///   - orPageProfile: whether an app's page as JSON is read too, for its `profile` member.
  /// - Returns: the profile, and the line of each key of its object.
  /// - Throws: ``ScanError`` when the file is not there or cannot be opened (66, as a PATH);
  ///   ``Diagnostic`` for a malformed one.
  private static func read(
    _ file: String, orPageProfile: Bool = false
  ) throws -> (profile: AppProfile, lines: [String: Int]) {
    try confine(file)
    // A profile that is not there is a missing input, as a PATH is, not a malformed one.
    guard FileSystem.isFile(file) || FileSystem.isDirectory(file) else {
      throw ScanError.unreadable(path: file, reason: "No such file or directory")
    }
    // One that cannot be opened is missing too, as an unreadable PATH is: 66, not 65.
    do {
      close(try FileSystem.openRegularFile(file))
    } catch {
      if case .unreadable(let reason) = error {
        throw ScanError.unreadable(path: file, reason: reason)
      }
    }
    var root = try JSONDocument.parse(try InputFile.read(path: file, root: "/"), file: file)
    if orPageProfile, case .object(let members) = root.value,
      let page = members.first(where: { $0.key == AppReport.profileKey })
    {
      root = page.node
    }
    var lines: [String: Int] = [:]
    if case .object(let members) = root.value {
      for member in members { lines[member.key] = member.line }
    }
    return (try AppProfile(reading: root, file: file), lines)
  }
}
