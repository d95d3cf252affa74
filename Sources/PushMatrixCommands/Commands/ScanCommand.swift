import PushMatrix

/// `pushmatrix scan`: reads an iOS app's sources and property lists and prints its profile.
package struct ScanCommand: ToolCommand {
  /// The report formats.
  package enum Format: String, CaseIterable, Sendable {
    case text
    case json
  }

  /// Where the profile comes from.
  package enum Source: Equatable, Sendable {
    /// Scanned from these folders or files.
    case paths([String])
    /// Read from a profile file written before.
    case profile(String)
  }

  package static let name = "scan"
  package static let summary = "read an iOS app's sources and print its profile"
  package static let usage =
    "usage: pushmatrix scan PATH... [--format text|json] [--set FIELD=VALUE,...] [--write FILE]\n"
    + "       pushmatrix scan --profile FILE [--format text|json] [--set FIELD=VALUE,...] "
    + "[--write FILE]"
  package static let details = """
    Reads an iOS app's Swift and Objective-C sources, Info.plists, Xcode projects, xcconfig
    files and Package.swift below each PATH (a folder, walked recursively, or a file), and
    prints the app's profile: the values of the matrix's axes its code decides, its deployment
    target and whether it has a Notification Service Extension, then every finding with its
    file:line. A field the scan cannot decide is unknown, and a finding says why. Folders named
    \(SourceTree.skippedFolders.sorted().joined(separator: ", ")), hidden folders and binary
    frameworks are skipped. Paths in findings are relative to the folder that holds every PATH.

    Fields: \(AppProfile.fields.map(\.id).joined(separator: ", ")).

    Options:
      --format F            text or json (default text); json is the profile file's form
      --set FIELD=VALUE,... set fields by hand, such as --set delegateTiming=atLaunch; unknown
                            clears one; each is recorded as a finding
      --write FILE          also write the profile as JSON to FILE (such as pushmatrix.json),
                            atomically, for the project to check in and edit
      --profile FILE        read a profile written before instead of scanning, checking every
                            field; with --set and --write, edit it

    Exit codes: 0 the profile was printed, 64 bad usage, 65 a malformed Info.plist, Xcode
    project or profile (file:line), 66 a PATH that cannot be read or holds no source, 73 the
    file of --write cannot be written, 74 a file or standard output cannot be read or written.
    docs/scan.md describes every field, the findings and the profile file.
    """

  package var source: Source
  package var format: Format
  /// The overrides given with `--set`, as given.
  package var overrides: String?
  /// The file to write the profile to.
  package var write: String?

  package init(arguments: ArraySlice<String>) throws(UsageError) {
    let scan = try ArgumentScanner(
      arguments, options: ["format", "set", "write", "profile"], usage: Self.usage)
    if let profile = try scan.path("profile") {
      try scan.requirePositionals()
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
    format = try scan.choice("format", default: .text)
    overrides = scan.values["set"]
    write = try scan.path("write")
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

  package func run(_ console: Console) throws -> Int32 {
    var profile: AppProfile
    do {
      switch source {
      case .paths(let paths): profile = try AppScanner.scan(paths)
      case .profile(let file):
        profile = try AppProfile(reading: try InputFile.read(path: file, root: "/"), file: file)
      }
    } catch let error as ScanError {
      console.errors.write("error: \(error.description.messageEscaped)\n")
      return error.isMissingInput ? ExitCode.noInput : ExitCode.ioError
    }
    if let overrides {
      do {
        try profile.override(overrides)
      } catch {
        throw UsageError(message: error.message, usage: Self.usage)
      }
    }
    if let write {
      try AtomicFile.write(profile.json.rendered(), to: write)
      console.errors.write("wrote \(write.messageEscaped)\n")
    }
    switch format {
    case .text: console.output.write(AppProfileRenderer.text(profile))
    case .json: console.output.write(profile.json.rendered())
    }
    return ExitCode.success
  }
}
