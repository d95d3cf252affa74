import Foundation
import PushMatrixIO

/// The dependencies a package manager's file names: `Podfile` and `Podfile.lock` (CocoaPods),
/// `Package.resolved` (SwiftPM, formats 1 to 3), `package.json` (npm) and `pubspec.yaml` or
/// `pubspec.lock` (Flutter's pub).
///
/// Each format is read by a small reader of its own that takes only the dependencies' names and
/// lines; a file it cannot read is kept with its ``problems``, and the scan goes on.
package struct DependencyManifest: Equatable, Sendable {
  /// The package manager whose file it is.
  package enum Ecosystem: String, Equatable, Sendable {
    case cocoaPods = "CocoaPods"
    case swiftPM = "SwiftPM"
    case npm
    case pub
  }

  /// A dependency and where the file names it.
  package struct Dependency: Equatable, Sendable {
    /// The name as the package manager spells it, such as `FirebaseMessaging` or
    /// `@react-native-firebase/messaging`.
    package var name: String
    /// Where it is named.
    package var location: FileLocation
    /// The folder a local package is read from, as written, relative to the file's folder: a
    /// Podfile's development pod (`:path => '…'` or `path: '…'`), a pub package of `path:`
    /// (`source: path` in `pubspec.lock`), an npm package of `file:` or `link:`; `nil` for any
    /// other dependency.
    package var path: String? = nil
    /// The version a `Podfile.lock` pins (`20.4.0` of `- RNFBMessaging (20.4.0):`), or the
    /// requirement a `package.json` writes (`^20.4.0`); `nil` for any other file.
    package var version: String? = nil
  }

  /// A part of the file that could not be read, and why.
  package struct Problem: Equatable, Sendable {
    /// Where it is.
    package var location: FileLocation
    /// What is wrong, in a sentence without a final full stop.
    package var reason: String
  }

  /// The file names read, each with its package manager.
  package static let names: [String: Ecosystem] = [
    "Podfile": .cocoaPods, "Podfile.lock": .cocoaPods, "Package.resolved": .swiftPM,
    "package.json": .npm, "pubspec.yaml": .pub, "pubspec.lock": .pub,
  ]

  /// The file relative to the scanned root.
  package var file: String
  /// Its package manager.
  package var ecosystem: Ecosystem
  /// The dependencies it names, in file order.
  package var dependencies: [Dependency] = []
  /// What could not be read.
  package var problems: [Problem] = []
  /// Of an npm or pub manifest, the packages of the repository with iOS native code it depends
  /// on (`path:`, `file:`, `link:`), each with its folder relative to the scanned root as its
  /// path: their code builds into the app, and the scan reads it as the app's.
  package var localPlugins: [Dependency] = []
  /// Of a `Podfile.lock`, the cross-platform packages whose iOS code it builds, by package
  /// manager and name.
  ///
  /// React Native's and Expo's autolinking name each pod's folder `../node_modules/NAME`,
  /// Flutter's `.symlinks/plugins/NAME`. A package of that manager the lock does not name has
  /// no iOS code the app builds.
  package var nativePackages: [Ecosystem: Set<String>] = [:]

  /// The remote Swift packages' products the app's build graph links, as the projects and
  /// package manifests name them, under the name of the first file that does.
  ///
  /// - Parameter products: the products and packages, each at its place.
  package init(linkedProducts products: [Dependency]) {
    file = products.first?.location.file ?? ""
    ecosystem = .swiftPM
    dependencies = products
  }

  /// Reads a manifest; its name decides the format.
  ///
  /// - Parameters:
  ///   - bytes: the file's bytes.
  ///   - file: the path relative to the scanned root; its last component is one of ``names``.
  package init(bytes: [UInt8], file: String) {
    let name = String(file.split(separator: "/").last ?? "")
    self.file = file
    ecosystem = Self.names[name] ?? .cocoaPods
    switch name {
    case "Podfile": readPodfile(bytes)
    case "Podfile.lock":
      readIndented(bytes, section: "PODS:", depth: 2, listed: true)
      readNativePackages(bytes)
    case "pubspec.lock":
      readIndented(bytes, section: "packages:", depth: 2, listed: false, path: (6, 4))
    case "pubspec.yaml":
      readIndented(bytes, section: "dependencies:", depth: 2, listed: false, path: (4, nil))
      readIndented(bytes, section: "dev_dependencies:", depth: 2, listed: false, path: (4, nil))
    case "Package.resolved": readResolved(bytes)
    default: readPackageJSON(bytes)
    }
  }

  /// Reads the cross-platform packages a `Podfile.lock`'s pods are built from, by the folders
  /// it names (``nativePackages``).
  private mutating func readNativePackages(_ bytes: [UInt8]) {
    let folders: [(marker: String, ecosystem: Ecosystem)] = [
      ("node_modules/", .npm), (".symlinks/plugins/", .pub),
    ]
    for (_, line) in Self.lines(bytes) {
      for (marker, ecosystem) in folders {
        guard let range = line.range(of: marker) else { continue }
        let parts = line[range.upperBound...].split(separator: "/", maxSplits: 2)
        guard let first = parts.first else { continue }
        let end: (Character) -> Bool = { "`'\" )".contains($0) }
        var name = first.prefix { !end($0) }
        // A scoped npm package, `@scope/name`.
        if name.hasPrefix("@"), parts.count > 1 {
          name = first + "/" + parts[1].prefix { !end($0) }
        }
        if !name.isEmpty { nativePackages[ecosystem, default: []].insert(String(name)) }
      }
    }
  }

  /// The lines of a text file, numbered from 1.
  private static func lines(_ bytes: [UInt8]) -> [(number: Int, text: Substring)] {
    String(decoding: bytes, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
      .enumerated().map { ($0 + 1, $1.hasSuffix("\r") ? $1.dropLast() : $1) }
  }

  /// Returns a quoted string's contents at the start of a text, `'…'` or `"…"`.
  private static func quoted(_ text: Substring) -> Substring? {
    guard let quote = text.first, quote == "'" || quote == "\"" else { return nil }
    let rest = text.dropFirst()
    return rest.firstIndex(of: quote).map { rest[..<$0] }
  }

  /// Reads `pod 'Name'` lines; a `pod` line without a quoted name is a problem.
  private mutating func readPodfile(_ bytes: [UInt8]) {
    for (number, line) in Self.lines(bytes) {
      let code = line.drop { $0 == " " || $0 == "\t" }
      guard code.hasPrefix("pod ") || code.hasPrefix("pod(") || code.hasPrefix("pod\t") else {
        continue
      }
      let argument = code.dropFirst(4).drop { $0 == " " || $0 == "\t" || $0 == "(" }
      let location = FileLocation(file: file, line: number)
      guard let name = Self.quoted(argument), !name.isEmpty else {
        problems.append(
          Problem(
            location: location,
            reason: "expected a quoted pod name, found \(String(code).messageQuoted)"))
        continue
      }
      // A development pod's folder: `:path => '…'` or `path: '…'` after the name.
      let options = argument.dropFirst(name.count + 2).prefix { $0 != "#" }
      var path: Substring?
      for key in [":path", "path:"] {
        guard let range = options.range(of: key) else { continue }
        let value = options[range.upperBound...].drop { " \t=>".contains($0) }
        path = Self.quoted(value)
        break
      }
      dependencies.append(
        Dependency(name: String(name), location: location, path: path.map(String.init)))
    }
  }

  /// Reads the names of a YAML section's entries: the lines indented `depth` spaces below a
  /// top-level `section` line, as `- Name (1.0)` when `listed`, else as `name:`.
  ///
  /// With `path`, an entry's local folder is read too, from its `path:` line indented
  /// `path.key` spaces: pubspec.yaml writes it below the entry; pubspec.lock writes it under
  /// `description:` and marks the entry `source: path` at `path.source` spaces, without which
  /// the `path:` is no local folder (a git package's description names one in its repository).
  private mutating func readIndented(
    _ bytes: [UInt8], section: String, depth: Int, listed: Bool,
    path: (key: Int, source: Int?)? = nil
  ) {
    var inside = false
    let indent = String(repeating: " ", count: depth)
    // The local folder of the last entry, and whether its lock marks it `source: path`.
    var folder: Substring?
    var isLocal = false
    for (number, line) in Self.lines(bytes) {
      if !line.hasPrefix(" ") && !line.hasPrefix("\t") && !line.isEmpty
        && !line.hasPrefix("#")
      {
        inside = line.trimmingCharacters(in: .whitespaces) == section
        continue
      }
      if inside, let path, !dependencies.isEmpty, line.hasPrefix(indent + " ") {
        let spaces = line.prefix { $0 == " " }.count
        let text = line.dropFirst(spaces)
        if spaces == path.key, text.hasPrefix("path:") {
          let value = text.dropFirst(5).trimmingCharacters(in: .whitespaces)
          folder = Self.quoted(Substring(value)) ?? Substring(value)
        } else if spaces == path.source, text.hasPrefix("source:") {
          isLocal = text.dropFirst(7).trimmingCharacters(in: .whitespaces) == "path"
        }
        if path.source == nil || isLocal, let folder, !folder.isEmpty {
          dependencies[dependencies.count - 1].path = String(folder)
        }
        continue
      }
      guard inside, line.hasPrefix(indent), !line.dropFirst(depth).hasPrefix(" ") else {
        continue
      }
      folder = nil
      isLocal = false
      var entry = line.dropFirst(depth)
      var version: String?
      // A comment among the entries, as pubspec files keep them, is no entry.
      if entry.hasPrefix("#") { continue }
      if listed {
        guard entry.hasPrefix("- ") else { continue }
        entry = entry.dropFirst(2)
        entry = Self.quoted(entry) ?? entry
        // `RNFBMessaging (20.4.0):`: the version in parentheses after the name.
        if let open = entry.firstIndex(of: "("), let close = entry.lastIndex(of: ")"),
          open < close
        {
          version = String(entry[entry.index(after: open)..<close])
        }
        entry = entry.prefix { $0 != " " && $0 != ":" }
      } else {
        guard let colon = entry.firstIndex(of: ":") else {
          problems.append(
            Problem(
              location: FileLocation(file: file, line: number),
              reason: "expected `name:` under \(section), found \(String(entry).messageQuoted)"))
          continue
        }
        entry = entry[..<colon]
        entry = Self.quoted(entry) ?? entry
      }
      guard !entry.isEmpty, !entry.hasPrefix("#") else { continue }
      dependencies.append(
        Dependency(
          name: String(entry), location: FileLocation(file: file, line: number),
          version: version))
    }
  }

  /// Reads a `Package.resolved`: format 1 lists `object.pins[].package`, formats 2 and 3
  /// list `pins[].identity`; each pin's `location` or `repositoryURL` names it too.
  private mutating func readResolved(_ bytes: [UInt8]) {
    guard let root = parseJSON(bytes) else { return }
    var pins = root.member("pins")
    if pins == nil, let object = root.member("object") { pins = object.member("pins") }
    guard let pins, case .array(let items) = pins.value else {
      problems.append(
        Problem(
          location: FileLocation(file: file, line: root.line),
          reason: "expected `pins` (formats 2 and 3) or `object.pins` (format 1)"))
      return
    }
    for item in items {
      let location = FileLocation(file: file, line: item.line)
      let names = ["identity", "package", "location", "repositoryURL"].compactMap {
        item.member($0)?.stringValue
      }
      guard let name = names.first else {
        problems.append(
          Problem(location: location, reason: "expected a pin with an identity or a package"))
        continue
      }
      var seen: Set<String> = []
      for text in [name] + names.dropFirst() {
        let bare = Self.repositoryName(text)
        if seen.insert(bare.lowercased()).inserted {
          dependencies.append(Dependency(name: bare, location: location))
        }
      }
    }
  }

  /// Returns the name a repository's address gives its package, its last component without
  /// `.git`, as its authors name it, such as `firebase-ios-sdk` or `OneSignal-iOS-SDK`.
  package static func repositoryName(_ address: String) -> String {
    let last = address.split(separator: "/").last.map(String.init) ?? address
    return last.hasSuffix(".git") ? String(last.dropLast(4)) : last
  }

  /// Reads a `package.json`'s `dependencies` and `devDependencies`, and the folder of each
  /// written `file:` or `link:`.
  private mutating func readPackageJSON(_ bytes: [UInt8]) {
    guard let root = parseJSON(bytes) else { return }
    for key in ["dependencies", "devDependencies"] {
      guard let node = root.member(key) else { continue }
      guard case .object(let members) = node.value else {
        problems.append(
          Problem(
            location: FileLocation(file: file, line: node.line),
            reason: "expected an object of package names for \(key)"))
        continue
      }
      for member in members {
        // A package of the repository: `file:../notifications` or `link:…`.
        let version = member.node.stringValue ?? ""
        let local = ["file:", "link:"].first { version.hasPrefix($0) }
        dependencies.append(
          Dependency(
            name: member.key, location: FileLocation(file: file, line: member.line),
            path: local.map { String(version.dropFirst($0.count)) },
            version: local == nil && !version.isEmpty ? version : nil))
      }
    }
  }

  /// Parses JSON, recording a problem with the parser's line when it fails.
  private mutating func parseJSON(_ bytes: [UInt8]) -> JSONDocument.Node? {
    do {
      let root = try JSONDocument.parse(Data(bytes), file: file)
      guard case .object = root.value else {
        problems.append(
          Problem(
            location: FileLocation(file: file, line: root.line), reason: "expected an object"))
        return nil
      }
      return root
    } catch {
      problems.append(
        Problem(location: FileLocation(file: file, line: error.line), reason: error.message))
      return nil
    }
  }
}

extension JSONDocument.Node {
  /// The value of an object's member, `nil` when it is not an object or has no such key.
  fileprivate func member(_ key: String) -> JSONDocument.Node? {
    guard case .object(let members) = value else { return nil }
    return members.first { $0.key == key }?.node
  }

  /// The string it holds, `nil` when it holds another kind.
  fileprivate var stringValue: String? {
    guard case .string(let text) = value else { return nil }
    return text
  }
}
