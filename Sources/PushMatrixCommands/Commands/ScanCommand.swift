import PushMatrixApp
import PushMatrixIO
import PushMatrixScan
import PushMatrixTables

/// `pushmatrix scan`: reads an iOS app's sources and property lists and prints its profile.
package struct ScanCommand: ToolCommand {
  /// The report formats.
  package enum Format: String, CaseIterable, Sendable, OutputFormatChoice {
    case text
    case json
  }

  package static let name = "scan"
  package static let summary = "read an iOS app's sources and print its profile"
  package static let usage =
    "usage: pushmatrix scan PATH... [--target NAME] [--format \(Format.usageList)] [--set FIELD=VALUE,...] [--write FILE]\n"
    + "       pushmatrix scan --profile FILE [--format \(Format.usageList)] [--set FIELD=VALUE,...] "
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

    Targets: each Xcode project's targets are read whole (kind, SDK, settings resolved as Xcode
    does from the Release configuration, Sources phases and synchronized folders), and one iOS
    app target is profiled from its own files: the main app (an iOS application that is not an
    App Clip, watch app, demo, example or test host; then the one with aps-environment or the
    remote-notification mode; then the one that embeds extensions; then the one named as its
    project; then the first), or the one --target names. The report says which and why, and
    lists every iOS app target; the JSON form carries them under "target"; where projects
    share a target name, --target PROJECT/NAME picks one. An XcodeGen spec (project.yml, or a
    YAML file with top-level name and targets, with the files it includes) or a Tuist
    Project.swift (with the helpers it calls) with no .xcodeproj beside it is read as the
    project it makes. Without a project that names an iOS app, every file is read as
    one app, and the report says so.

    Options:
      --format F            \(Format.helpList) (default text); json is the profile file's form
      --write FILE          also write the profile as JSON to FILE (such as pushmatrix.json),
                            atomically, for the project to check in and edit; with --profile
                            and --set, edit it (folders on the way are followed, links too;
                            FILE itself must not be a link)
    \(ProfileInput.help)

    An Info.plist or Xcode project that cannot be parsed is a finding, and the fields it may
    decide are unknown; a preprocessed Info.plist (#if lines) is read along the first and the
    #else branch of each #if. What the walk finds and does not read is a finding too, and the
    fields a file there may decide are unknown: a folder it cannot list, a file it cannot open,
    a link to a file outside the PATHs (not followed) and a name that is not UTF-8 (spelled
    \\xHH). A property list over 64 MiB is read only when a target names it or its name ends
    in Info.plist.

    Push SDKs: Podfile, Podfile.lock, Package.resolved, package.json, pubspec.yaml and
    pubspec.lock name the app's SDKs. callbacks adds what a known one supplies (Firebase
    Messaging, React Native Firebase, FlutterFire Messaging, react-native-notifications,
    Notifee, expo-notifications, OneSignal, Capacitor and its push plugin, Airship,
    Customer.io), and delegateTiming counts the delegate it installs, each finding citing the
    SDK's source at a commit and lines; the JSON keeps the app's own in ownCallbacks and each
    SDK in sdks. FirebaseAppDelegateProxyEnabled = NO turns Firebase's proxy off. A
    push-looking dependency the scan does not know, or cannot read (Braze), makes callbacks and
    delegateTiming unknown, naming it; one read to own no remote-push callback (such as
    flutter_local_notifications) is a finding that says so. delegateTiming is never when the
    app's own notification-center delegate implements its methods and nothing assigns it.

    Exit codes: 0 the profile was printed, 64 bad usage (an unknown --target lists the app
    targets), 65 a malformed profile (file:line), 66 a PATH that cannot be read or holds no
    source, or files read over 64 MiB or 8 Mi tokens each or 128 MiB in all, 73 the file of
    --write cannot be written, 74 a file or standard output cannot be read or written.
    docs/scan.md describes every field, the findings and the profile file.
    """

  /// The paths or profile file, and the fields set by hand.
  var input: ProfileInput
  package var format: Format
  /// The file to write the profile to.
  package var write: String?

  package static let options = ProfileInput.options.merging([
    "format": formats(Format.self), "write": [],
  ]) { $1 }

  package init(arguments: ArraySlice<String>) throws(UsageError) {
    let scan = try Self.scanner(arguments, lists: ProfileInput.lists)
    input = try ProfileInput(scanning: scan)
    format = try scan.format(default: .text)
    write = try scan.path("write")
  }

  package func run(_ console: Console) throws -> Int32 {
    let loaded = try input.load(usage: Self.usage)
    let profile = loaded.profile
    for drift in loaded.drifts {
      console.errors.write("warning: \(drift.description.messageEscaped)\n")
    }
    if let write {
      try console.write(profile.json.rendered(), toFileNamed: write)
      console.errors.write("wrote \(write.messageEscaped)\n")
    }
    switch format {
    case .text: console.output.write(AppProfileRenderer.text(profile, width: Terminal.width()))
    case .json: console.output.write(profile.json.rendered())
    }
    return ExitCode.success
  }
}
