import Foundation
import PushMatrixIO

/// The app's cross-platform code, read for its push SDK's handlers: the JavaScript and
/// TypeScript below a `package.json` that depends on a React Native or Expo push SDK, the Dart
/// below the `lib/` of a `pubspec.yaml` that depends on a Flutter one, with the `firebase.json`
/// and `react-native.config.js` beside them.
///
/// Only the packages that depend on an SDK the reader knows (``PushSDK/Script``) are read, and
/// of them the app's own files: `node_modules` is never entered, and tests, mocks, native
/// folders, build output, declaration files and minified bundles are left out. What is read is
/// bounded: each file by ``SourceTree/maximumFileSize`` and ``SourceTree/maximumTokens``, all
/// together by ``maximumTotalSize``, and each file's nesting by ``ScriptReader/maximumDepth``;
/// a file past a bound is a problem the profile reports, never a failed scan.
package struct ScriptSources: Sendable {
  /// The most bytes read of the cross-platform files of one scan together.
  package static let maximumTotalSize = 32 << 20

  /// The extensions of the JavaScript and TypeScript files read.
  static let javaScriptExtensions = [".js", ".jsx", ".ts", ".tsx", ".mjs", ".cjs"]
  /// The folders of a package never read: tests, mocks, native projects and build output.
  static let skippedFolders: Set<String> = [
    "__tests__", "__mocks__", "e2e", "test", "tests", "integration_test", "android", "ios",
    "dist", "web-build", "coverage", "www",
  ]
  /// The calls whose arguments decide a foreground notification's presentation: OneSignal's
  /// `addEventListener` (React Native) and `addForegroundWillDisplayListener` (Flutter) hold the
  /// `foregroundWillDisplay` listener.
  static let presentationCalls: Set<String> = [
    "setForegroundNotificationPresentationOptions", "setNotificationHandler", "addEventListener",
    "addForegroundWillDisplayListener",
  ]

  /// The handlers registered, by the SDK's ``PushSDK/name``, in file and line order.
  package var handlers: [String: [AppProfile.Handler]] = [:]
  /// The SDKs whose package was read, by name.
  package var read: Set<String> = []
  /// The calls of ``presentationCalls``, in file order.
  var calls: [ScriptReader.Call] = []
  /// The `messaging_ios_foreground_presentation_options` of each `firebase.json` read: the
  /// option names, or `nil` when the value is not an array of strings; absent when the file
  /// has no such key.
  var firebaseOptions: [(location: FileLocation, names: [String]?)] = []
  /// The `firebase.json` files read, relative to the scanned root.
  var firebaseFiles: [String] = []
  /// The dependencies `react-native.config.js` turns off for iOS, by name.
  package var disabledForIOS: [String: FileLocation] = [:]
  /// What could not be read, and why.
  var problems: [(location: FileLocation, reason: String)] = []
  /// The packages read: each one's folder, with a slash unless it is the root, and language.
  private var roots: [(prefix: String, language: PushSDK.Script.Language)] = []

  /// Whether the walk lists a file of a name for this reader.
  static func reads(fileNamed name: String) -> Bool {
    name == "firebase.json" || CapacitorConfig.names.contains(name) || name.hasSuffix(".dart")
      || javaScriptExtensions.contains { name.hasSuffix($0) }
  }

  /// Creates an empty reading.
  package init() {}

  /// Reads the cross-platform files of the packages that depend on a known SDK.
  ///
  /// - Parameters:
  ///   - files: the tree's files of kind ``SourceTree/Kind/script``, and its package managers'
  ///     files, of which the `package.json` files name their entry.
  ///   - manifests: the package managers' files read.
  init(files: [SourceTree.File], manifests: [DependencyManifest]) {
    var total = 0
    func load(_ file: SourceTree.File) -> [UInt8]? {
      do {
        let bytes = try SourceTree.read(file)
        total += bytes.count
        guard total <= Self.maximumTotalSize else {
          problems.append(
            (
              FileLocation(file: file.relative, line: nil),
              "not read: the cross-platform files read add up to more than "
                + "\(Self.maximumTotalSize >> 20) MiB"
            ))
          return nil
        }
        return bytes
      } catch {
        problems.append((FileLocation(file: file.relative, line: nil), "not read: \(error)"))
        return nil
      }
    }
    var done: Set<String> = []
    let byPath = Dictionary(
      files.map { ($0.relative, $0) }, uniquingKeysWith: { first, _ in first })
    for manifest in manifests {
      let name = String(manifest.file.split(separator: "/").last ?? "")
      let language: PushSDK.Script.Language
      switch name {
      case "package.json": language = .javaScript
      case "pubspec.yaml": language = .dart
      default: continue
      }
      let scripts = manifest.dependencies.compactMap { PushSDK.sdk(named: $0.name) }.flatMap {
        PushSDK.Script.scripts(of: $0.name).filter { $0.language == language }
      }
      guard !scripts.isEmpty else { continue }
      let root = XcodeProject.projectFolder(ofSpec: manifest.file)
      let prefix = root.isEmpty ? "" : root + "/"
      read.formUnion(scripts.map(\.sdk))
      roots.append((prefix, language))
      let entry: String
      switch language {
      case .javaScript:
        if let bytes = byPath[manifest.file].flatMap(load) {
          total -= bytes.count
          entry = Self.entry(ofPackage: bytes, prefix: prefix, files: byPath)
        } else {
          entry = prefix + "index.js"
        }
        if let file = byPath[prefix + "firebase.json"], let bytes = load(file) {
          firebaseFiles.append(file.relative)
          readFirebaseJSON(bytes, file: file.relative)
        }
        if let file = byPath[prefix + "react-native.config.js"], let bytes = load(file),
          let tokens = ScriptTokenizer.tokens(of: bytes, maximumCount: SourceTree.maximumTokens)
        {
          readConfig(tokens, file: file.relative)
        }
      case .dart:
        entry = prefix + "lib/main.dart"
      }
      for file in files where belongs(file.relative, below: prefix, language: language) {
        // A package inside another that depends on an SDK too: its files are read once.
        guard done.insert(file.relative).inserted, let bytes = load(file) else { continue }
        guard
          let tokens = ScriptTokenizer.tokens(of: bytes, maximumCount: SourceTree.maximumTokens)
        else {
          problems.append(
            (
              FileLocation(file: file.relative, line: nil),
              "not read: more than \(SourceTree.maximumTokens) tokens"
            ))
          continue
        }
        let reader = ScriptReader(
          tokens: tokens, file: file.relative, isEntry: file.relative == entry, language: language)
        let reading = reader.read(scripts, calls: Self.presentationCalls)
        for (sdk, handler) in reading.handlers { handlers[sdk, default: []].append(handler) }
        calls += reading.calls
        if let line = reading.tooDeep {
          problems.append(
            (
              FileLocation(file: file.relative, line: line),
              "read up to here: nested deeper than \(ScriptReader.maximumDepth) levels"
            ))
        }
      }
    }
  }

  /// Whether a file is one of the sources of a package read, so that not reading it matters.
  func covers(_ path: String) -> Bool {
    roots.contains { belongs(path, below: $0.prefix, language: $0.language) }
  }

  /// Whether a file is one of a package's own sources in a language.
  private func belongs(_ path: String, below prefix: String, language: PushSDK.Script.Language)
    -> Bool
  {
    guard path.hasPrefix(prefix) else { return false }
    let inside = path.dropFirst(prefix.count)
    let parts = inside.split(separator: "/")
    guard let name = parts.last else { return false }
    switch language {
    case .dart:
      return parts.first == "lib" && name.hasSuffix(".dart")
    case .javaScript:
      guard Self.javaScriptExtensions.contains(where: { name.hasSuffix($0) }),
        !name.hasSuffix(".d.ts"), !name.hasSuffix(".min.js"), !name.contains(".test."),
        !name.contains(".spec."), name != "react-native.config.js"
      else { return false }
      return !parts.dropLast().contains { Self.skippedFolders.contains(String($0)) }
    }
  }

  /// Returns a package's entry file: its `main` when that names one of its files, else the
  /// first `index` file there is.
  private static func entry(
    ofPackage bytes: [UInt8], prefix: String, files: [String: SourceTree.File]
  ) -> String {
    let candidates: [String]
    if let node = try? JSONDocument.parse(Data(bytes), file: ""),
      case .object(let members) = node.value,
      let main = members.first(where: { $0.key == "main" }),
      case .string(let text) = main.node.value
    {
      let path = prefix + (text.hasPrefix("./") ? String(text.dropFirst(2)) : text)
      candidates = [path] + javaScriptExtensions.map { path + $0 }
    } else {
      candidates = []
    }
    let indexes = ["index.js", "index.ts", "index.tsx", "index.jsx"].map { prefix + $0 }
    return (candidates + indexes).first { files[$0] != nil } ?? prefix + "index.js"
  }

  /// Reads `messaging_ios_foreground_presentation_options` from a `firebase.json`'s
  /// `react-native` object.
  private mutating func readFirebaseJSON(_ bytes: [UInt8], file: String) {
    let key = "messaging_ios_foreground_presentation_options"
    let node: JSONDocument.Node
    do {
      node = try JSONDocument.parse(Data(bytes), file: file)
    } catch {
      problems.append((FileLocation(file: file, line: error.line), "not read: \(error.message)"))
      return
    }
    guard case .object(let members) = node.value,
      let native = members.first(where: { $0.key == "react-native" }),
      case .object(let settings) = native.node.value,
      let member = settings.first(where: { $0.key == key })
    else { return }
    var names: [String]? = []
    if case .array(let items) = member.node.value {
      for item in items {
        guard case .string(let name) = item.value else {
          names = nil
          break
        }
        names?.append(name)
      }
    } else {
      names = nil
    }
    firebaseOptions.append((FileLocation(file: file, line: member.line), names))
  }

  /// Reads the dependencies whose iOS platform `react-native.config.js` sets to `null`:
  /// `dependencies: { NAME: { platforms: { ios: null } } }`.
  private mutating func readConfig(_ tokens: [ScriptToken], file: String) {
    var depth = 0
    var dependenciesDepth: Int?
    var current: String?
    for index in tokens.indices {
      let token = tokens[index]
      let followedByBrace =
        index + 2 < tokens.count && tokens[index + 1].isPunctuation(":")
        && tokens[index + 2].isPunctuation("{")
      if token.isPunctuation("{") { depth += 1 }
      if token.isPunctuation("}") {
        depth -= 1
        if let level = dependenciesDepth, depth < level { dependenciesDepth = nil }
        if let level = dependenciesDepth, depth <= level { current = nil }
      }
      if token.isIdentifier("dependencies"), followedByBrace, dependenciesDepth == nil {
        dependenciesDepth = depth + 1
      } else if let level = dependenciesDepth, depth == level, followedByBrace,
        token.kind == .string || token.kind == .identifier
      {
        current = token.text
      } else if let name = current, token.isIdentifier("ios"), index + 2 < tokens.count,
        tokens[index + 1].isPunctuation(":"), tokens[index + 2].isIdentifier("null")
      {
        disabledForIOS[name] = FileLocation(file: file, line: token.line)
      }
    }
  }
}
