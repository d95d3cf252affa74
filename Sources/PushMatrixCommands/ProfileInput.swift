import Foundation
import PushMatrixApp
import PushMatrixEngine
import PushMatrixIO

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
                            instead of the main one (see docs/scan.md for the rule)
      --profile FILE        read a profile written before (scan --write) instead of scanning,
                            checking every field
    """

  var source: Source
  /// The app target asked for with `--target`.
  var target: String?
  /// The overrides given with `--set`, as given.
  var overrides: String?

  /// Reads `--profile` or the PATH arguments, and `--set`.
  ///
  /// - Throws: ``UsageError`` for neither or both, an empty path, or an override naming an
  ///   unknown field or value.
  init(scanning scan: ArgumentScanner) throws(UsageError) {
    target = scan.values["target"]
    if let profile = try scan.path("profile") {
      try scan.requirePositionals()
      if target != nil { throw scan.error("option --target needs PATH, not --profile") }
      source = .profile(profile)
    } else {
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

  /// Scans or reads the profile and applies the overrides.
  ///
  /// - Parameter usage: the command's usage, for an override that does not fit.
  /// - Returns: the profile, overrides applied.
  /// - Throws: ``ScanError`` when a path cannot be read or holds no source; ``Diagnostic`` for a
  ///   malformed input; ``UsageError`` for overrides that do not fit the profile.
  func load(usage: String) throws -> AppProfile {
    var profile: AppProfile
    switch source {
    case .paths(let paths):
      do {
        profile = try AppScanner.scan(paths, target: target)
      } catch ScanError.unknownTarget(let name, let targets) {
        throw UsageError(
          message: ScanError.unknownTarget(name: name, targets: targets).description, usage: usage)
      }
    case .profile(let file):
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
      profile = try AppProfile(reading: try InputFile.read(path: file, root: "/"), file: file)
    }
    if let overrides {
      do {
        try profile.override(overrides)
      } catch {
        throw UsageError(message: error.message, usage: usage)
      }
    }
    return profile
  }
}
