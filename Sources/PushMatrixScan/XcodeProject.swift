import Foundation
import PushMatrixIO
import PushMatrixModel

/// What the scan reads from an Xcode project's `project.pbxproj`: its iOS app targets, each with
/// its deployment target and whether Xcode generates a scene manifest for it.
///
/// The file is an old-style property list, read by ``OldStylePropertyList`` (an XML or binary
/// one by Foundation's `PropertyListSerialization`);
/// a setting a target leaves out is looked up in the project's configuration of the same name,
/// and then in the xcconfig file either is based on.
package struct XcodeProject: Equatable, Sendable {
  /// An app target and the settings the profile needs.
  package struct AppTarget: Equatable, Sendable {
    /// The target's name.
    package var name: String
    /// Its lowest `IPHONEOS_DEPLOYMENT_TARGET` over its configurations, and where it is set.
    package var deploymentTarget: DeploymentSetting?
    /// Where `INFOPLIST_KEY_UIApplicationSceneManifest_Generation = YES` is set for it, or
    /// `nil` when it is not.
    package var sceneManifest: FileLocation?
    /// A deployment target it sets that is not a usable iOS release, with where and why,
    /// when it sets no usable one.
    package var refusedDeploymentTarget: (value: String, location: FileLocation, reason: String)? =
      nil
    /// The expression a generator's manifest sets the deployment target with, when the scan
    /// does not evaluate it, and where it is.
    package var unreadDeploymentTarget: BuildSetting?

    package static func == (lhs: Self, rhs: Self) -> Bool {
      (lhs.name, lhs.deploymentTarget, lhs.sceneManifest) == (
        rhs.name, rhs.deploymentTarget, rhs.sceneManifest
      )
        && lhs.refusedDeploymentTarget?.value == rhs.refusedDeploymentTarget?.value
        && lhs.refusedDeploymentTarget?.location == rhs.refusedDeploymentTarget?.location
        && lhs.unreadDeploymentTarget == rhs.unreadDeploymentTarget
    }
  }

  /// The setting that holds the deployment target.
  static let deploymentTargetKey = "IPHONEOS_DEPLOYMENT_TARGET"
  /// The setting with which Xcode writes a scene manifest into the generated Info.plist.
  static let sceneManifestKey = "INFOPLIST_KEY_UIApplicationSceneManifest_Generation"

  /// The file relative to the scanned root.
  package var file: String
  /// The project's name where its file does not give it, as for a project XcodeGen makes
  /// from a spec; `nil` for the name of the `.xcodeproj` folder.
  package var name: String?
  /// The iOS app targets, in the project's order.
  package var appTargets: [AppTarget]
  /// Every native target, in the project's order.
  package var targets: [XcodeTarget] = []
  /// The synchronized folders, whose files ``assignSynchronizedFiles(_:)`` adds to targets.
  package var synchronizedFolders: [SynchronizedFolder] = []

  /// Reads a `project.pbxproj`.
  ///
  /// - Parameters:
  ///   - bytes: the file's bytes.
  ///   - path: the path as the user can open it, for diagnostics.
  ///   - file: the path relative to the scanned root.
  ///   - buildSettingsFiles: the xcconfig files found, for configurations based on one.
  /// - Throws: ``Diagnostic`` for a malformed file.
  package init(
    bytes: [UInt8], path: String, file: String, buildSettingsFiles: BuildSettingsFiles
  ) throws(Diagnostic) {
    let object: Any
    if bytes.starts(with: Array("<?xml".utf8)) || bytes.starts(with: Array("bplist".utf8)) {
      do {
        object = try PropertyListSerialization.propertyList(from: Data(bytes), format: nil)
      } catch {
        throw InfoPlist.diagnostic(for: error, path: path)
      }
    } else {
      // Xcode writes the old-style format: read it with lines, and without CoreFoundation's
      // log line on a malformed file.
      object = try OldStylePropertyList.parse(bytes, file: path).foundationValue
    }
    guard let root = object as? [String: Any], let objects = root["objects"] as? [String: Any],
      let projectID = root["rootObject"] as? String,
      let project = objects[projectID] as? [String: Any]
    else {
      throw Diagnostic(
        file: path, line: nil, message: "expected an Xcode project with objects and a rootObject")
    }
    self.file = file
    let reader = Reader(
      objects: objects, lines: LineIndex(String(decoding: bytes, as: UTF8.self)), file: file,
      buildSettingsFiles: buildSettingsFiles)
    (targets, synchronizedFolders) = Self.readTargets(
      objects: objects, project: project, file: file, lines: reader.lines,
      buildSettingsFiles: buildSettingsFiles)
    let projectConfigurations = reader.configurations(of: project)
    appTargets = (project["targets"] as? [String] ?? []).compactMap { id in
      guard let target = objects[id] as? [String: Any],
        target["productType"] as? String == "com.apple.product-type.application"
      else { return nil }
      return reader.appTarget(target, projectConfigurations: projectConfigurations)
    }
  }

  /// The file name of the xcconfig a build configuration is based on: a file reference's path,
  /// or, as Xcode 16 writes it for a file in a synchronized folder, a path relative to the
  /// folder (`baseConfigurationReferenceRelativePath`).
  static func baseFileName(of configuration: [String: Any], objects: [String: Any]) -> String? {
    let path =
      (configuration["baseConfigurationReference"] as? String).flatMap {
        (objects[$0] as? [String: Any])?["path"] as? String
      } ?? configuration["baseConfigurationReferenceRelativePath"] as? String
    return path.map { ($0 as NSString).lastPathComponent }
  }

  /// Looks objects and settings up in one project.
  private struct Reader {
    /// A build configuration: its name, settings, the xcconfig it is based on, and its object ID.
    typealias Configuration = (
      name: String, settings: [String: Any], baseFile: String?, id: String
    )

    let objects: [String: Any]
    let lines: LineIndex
    let file: String
    let buildSettingsFiles: BuildSettingsFiles

    /// The build configurations of a target or the project.
    func configurations(of owner: [String: Any]) -> [Configuration] {
      guard let listID = owner["buildConfigurationList"] as? String,
        let list = objects[listID] as? [String: Any],
        let ids = list["buildConfigurations"] as? [String]
      else { return [] }
      return ids.compactMap { id in
        guard let configuration = objects[id] as? [String: Any] else { return nil }
        return (
          configuration["name"] as? String ?? "",
          configuration["buildSettings"] as? [String: Any] ?? [:],
          XcodeProject.baseFileName(of: configuration, objects: objects), id
        )
      }
    }

    /// Reads an app target's settings, or returns `nil` for a target whose configurations all
    /// build for another platform than iOS, such as a watchOS app.
    func appTarget(
      _ target: [String: Any], projectConfigurations: [Configuration]
    ) -> AppTarget? {
      var result = AppTarget(
        name: target["name"] as? String ?? "", deploymentTarget: nil, sceneManifest: nil,
        refusedDeploymentTarget: nil)
      var platforms: Set<String> = []
      for configuration in configurations(of: target) {
        let inProject = projectConfigurations.first { $0.name == configuration.name }
        let chain = [configuration, inProject].compactMap { $0 }
        // The most specific layer that names an SDK decides the configuration's platform.
        if let sdk = chain.lazy.compactMap({ $0.settings["SDKROOT"] as? String }).first {
          platforms.insert(sdk)
        }
        if let setting = deploymentTarget(in: chain),
          result.deploymentTarget.map({ setting.version < $0.version }) ?? true
        {
          result.deploymentTarget = setting
        }
        if result.refusedDeploymentTarget == nil,
          let layer = chain.first(where: { $0.settings[deploymentTargetKey] != nil })
        {
          let value = layer.settings[deploymentTargetKey]
          let text = value as? String ?? String(describing: value ?? "")
          do {
            _ = try OSVersion(parsing: text)
          } catch {
            result.refusedDeploymentTarget = (
              text,
              FileLocation(file: file, line: line(of: deploymentTargetKey, inObject: layer.id)),
              error.expected
            )
          }
        }
        if let layer = chain.first(where: { $0.settings[sceneManifestKey] != nil }),
          layer.settings[sceneManifestKey] as? String == "YES"
        {
          result.sceneManifest = FileLocation(
            file: file, line: line(of: sceneManifestKey, inObject: layer.id))
        }
      }
      // Without an SDK named anywhere a target builds for iOS, as Xcode's old templates did;
      // `auto` is a multiplatform target's.
      let isIOS = platforms.isEmpty || !platforms.isDisjoint(with: ["iphoneos", "auto"])
      return isIOS ? result : nil
    }

    /// The deployment target a chain of configurations sets, most specific first, and where.
    private func deploymentTarget(in chain: [Configuration]) -> DeploymentSetting? {
      for layer in chain {
        if let text = layer.settings[deploymentTargetKey] as? String,
          let version = try? OSVersion(parsing: text)
        {
          let line = line(of: deploymentTargetKey, inObject: layer.id)
          return DeploymentSetting(version: version, location: FileLocation(file: file, line: line))
        }
        if let base = layer.baseFile,
          let setting = buildSettingsFiles.named(base)?.resolvedDeploymentTarget(
            in: buildSettingsFiles)
        {
          return setting
        }
      }
      return nil
    }

    /// The line where an object's definition sets a key, found in the file's text.
    private func line(of key: String, inObject id: String) -> Int? {
      lines.line(of: key, inObject: id)
    }
  }

  /// Where the file's lines open objects and set the keys the scan names, indexed once, so
  /// that finding a key's line costs the same however many targets the project has.
  struct LineIndex {
    /// The first line that opens each object, by its ID, counted from 0.
    private var openings: [String: Int] = [:]
    /// The lines that set each key, in order.
    private var settings: [String: [Int]] = [:]
    /// The lines that set `name`, in order.
    private var names: [Int] = []

    init(_ text: String) {
      for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false)
        .enumerated()
      {
        let trimmed = line.drop { $0 == " " || $0 == "\t" }
        if let space = trimmed.firstIndex(of: " "), trimmed.contains("= {") {
          let id = String(trimmed[..<space])
          if openings[id] == nil { openings[id] = index }
        }
        // A setting is `KEY = value;`, a conditional key quoted: `"KEY[sdk=iphoneos*]" = YES;`.
        if let equals = trimmed.range(of: " = "), !trimmed.contains("= {") {
          var key = trimmed[..<equals.lowerBound]
          if key.hasPrefix("\""), key.hasSuffix("\""), key.count > 1 {
            key = key.dropFirst().dropLast()
          }
          settings[String(key), default: []].append(index)
        }
        if trimmed.hasPrefix("name =") { names.append(index) }
      }
    }

    /// The line, from 1, of the first setting of `key` after the line that opens the object,
    /// unless a `name` comes first, which ends a configuration's definition.
    func line(of key: String, inObject id: String) -> Int? {
      guard let opening = openings[id],
        let setting = Self.first(in: settings[key] ?? [], from: opening)
      else { return nil }
      if let name = Self.first(in: names, from: opening), name < setting { return nil }
      return setting + 1
    }

    /// The first of some sorted lines at or after `line`, found by halving.
    private static func first(in lines: [Int], from line: Int) -> Int? {
      var low = 0
      var high = lines.count
      while low < high {
        let middle = (low + high) / 2
        if lines[middle] < line { low = middle + 1 } else { high = middle }
      }
      return low < lines.count ? lines[low] : nil
    }
  }
}
