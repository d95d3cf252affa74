import PushMatrixIO

/// A Swift package's manifest (`Package.swift`) as the build graph reads it, without running
/// it: its products, its targets with their source folders and dependencies, the local
/// packages it depends on, and the iOS releases its `platforms` name.
///
/// Only literals are read, as of a Tuist manifest (``SwiftExpression``): `let package =
/// Package(…)`, the top-level constants its arguments name, what the manifest appends to its
/// lists (``appended(in:)``), and an item made by a function the manifest defines with one
/// expression for its body (`func library(_ name: String) -> Product { .library(name: name,
/// targets: [name]) }`), read as a Tuist helper is (``TuistHelpers``). A list made otherwise
/// (a `+`, a `map`) is noted in ``unread`` and left out, as is an item whose function needs
/// evaluation.
package struct SwiftPackage: Sendable {
  /// A target of the package: where its sources are and what it depends on.
  package struct Target: Sendable {
    /// Its name.
    package var name: String
    /// The folder of its sources relative to the scanned root: its `path:`, else the first of
    /// SwiftPM's `Sources/NAME`, `Source/NAME`, `src/NAME` and `srcs/NAME` that holds a file;
    /// `nil` when `path:` leaves the scanned root.
    package var folder: String?
    /// What it depends on by name: a target of the package or a product of a package it depends
    /// on (`"Name"`, `.target(name:)`, `.byName(name:)`), or a product of the package named
    /// (`.product(name:package:)`), in the manifest's order.
    package var dependencies: [(name: String, package: String?)]
    /// The line that declares it.
    package var line: Int
  }

  /// A local package it depends on: `.package(path:)`.
  package struct LocalDependency: Sendable {
    /// The identity `.product(name:package:)` names it by: its folder's name, lowercased.
    package var identity: String
    /// Its folder relative to the scanned root, or `nil` when its path leaves the scanned root.
    package var folder: String?
    /// Its path as the manifest writes it.
    package var path: String
    /// The line that names it.
    package var line: Int
  }

  /// The manifest relative to the scanned root.
  package var file: String
  /// The package's folder relative to the scanned root.
  package var folder: String { XcodeProject.projectFolder(ofSpec: file) }
  /// The name the manifest gives, when literal.
  package var name: String?
  /// The targets each product is made of, by product name.
  package var products: [String: [String]] = [:]
  /// The targets that are not test targets, in the manifest's order.
  package var targets: [Target] = []
  /// The local packages it depends on, in the manifest's order.
  package var localDependencies: [LocalDependency] = []
  /// The identities of the remote packages it depends on (`.package(url:)`, the URL's last
  /// part without `.git`, lowercased), in the manifest's order.
  package var remoteIdentities: [String] = []
  /// The iOS releases its `platforms` name, in file order.
  package var iOSVersions: [DeploymentSetting] = []
  /// What could not be read, with where and why.
  package var unread: [(location: FileLocation, reason: String)] = []
  /// Whether it is Tuist's manifest of the external packages its projects' targets name with
  /// `.external(name:)` (`Tuist/Package.swift`, or one that declares `PackageSettings` for
  /// Tuist), rather than a package an app links.
  package var isTuistDependencies = false

  /// The kinds of targets that compile sources into a product an app may link.
  static let sourceTargets: Set<String> = [
    ".target", "Target.target", ".executableTarget", "Target.executableTarget",
  ]

  /// Reads a manifest's tokens.
  ///
  /// - Parameters:
  ///   - file: the manifest relative to the scanned root.
  ///   - tokens: its tokens.
  ///   - sources: every source file found, relative to the scanned root and sorted, for the
  ///     folders of targets that name no `path:`.
  package init(file: String, tokens: [SourceToken], sources: [String]) {
    self.file = file
    isTuistDependencies =
      file == "Tuist/Package.swift" || file.hasSuffix("/Tuist/Package.swift")
      || tokens.contains { $0.isIdentifier("PackageSettings") }
    iOSVersions = PackageManifest.iOSVersions(in: tokens, file: file)
    let declarations = SwiftExpression.declarations(in: tokens)
    func resolved(_ expression: SwiftExpression?) -> SwiftExpression? {
      SwiftExpression.resolved(expression, in: declarations)
    }
    let appended = Self.appended(in: tokens)
    let helpers = TuistHelpers().adding(manifest: file, tokens)
    // An item that calls a function of the manifest stands for its body.
    func item(_ expression: SwiftExpression) -> SwiftExpression? {
      guard let value = resolved(expression) else { return nil }
      switch helpers.expand(value.substituting(declarations), in: file) {
      case .expanded(let result)?: return resolved(result)
      case .unread(let location, let reason)?:
        unread.append((location, reason))
        return nil
      case nil: return value
      }
    }
    func items(_ argument: String, of package: SwiftExpression) -> [SwiftExpression] {
      let added = (appended[argument] ?? []).compactMap(item)
      switch resolved(package[argument]) {
      case .array(let items, _)?: return items.compactMap(item) + added
      case nil: return added
      case let other?:
        unread.append(
          (
            FileLocation(file: file, line: other.line),
            "the package's \(argument) are \(other.source.messageQuoted), which the scan does not "
              + "evaluate (it reads literals only)"
          ))
        return []
      }
    }
    guard let package = resolved(declarations["package"]),
      case .name(let called, _?, _) = package, ["Package", "Package.init"].contains(called)
    else { return }
    name = resolved(package["name"])?.text
    for product in items("products", of: package) {
      guard let name = resolved(product["name"])?.text,
        case .array(let targets, _)? = resolved(product["targets"])
      else { continue }
      products[name] = targets.compactMap { resolved($0)?.text }
    }
    for dependency in items("dependencies", of: package) {
      guard
        dependency.calledName == ".package"
          || dependency.calledName == "Package.Dependency.package"
      else { continue }
      // `.package(url: "https://github.com/kylebrowning/APNSwift.git", …)`: identity apnswift.
      if let url = resolved(dependency["url"])?.text {
        remoteIdentities.append(DependencyManifest.repositoryName(url).lowercased())
        continue
      }
      guard let path = resolved(dependency["path"])?.text else { continue }
      let folder = XcodeProject.normalized(XcodeProject.join(self.folder, path))
      let last = path.split(separator: "/").last.map(String.init) ?? path
      localDependencies.append(
        LocalDependency(
          identity: (resolved(dependency["name"])?.text ?? last).lowercased(), folder: folder,
          path: path, line: dependency.line))
    }
    for target in items("targets", of: package) {
      guard let kind = target.calledName, Self.sourceTargets.contains(kind),
        let name = resolved(target["name"])?.text
      else { continue }
      var dependencies: [(name: String, package: String?)] = []
      if case .array(let items, _)? = resolved(target["dependencies"]) {
        for item in items.compactMap(resolved) {
          if let text = item.text {
            dependencies.append((text, nil))
          } else if let name = resolved(item["name"])?.text {
            dependencies.append(
              (name, item.calledName == ".product" ? resolved(item["package"])?.text : nil))
          }
        }
      }
      targets.append(
        Target(
          name: name, folder: sourceFolder(of: name, path: resolved(target["path"])?.text, sources),
          dependencies: dependencies, line: target.line))
    }
  }

  /// Returns what a manifest appends to the package's lists after declaring it, by list.
  ///
  /// The lists are `products`, `targets` and `dependencies`, each in file order, from
  /// `package.targets.append(…)` and `package.products.append(contentsOf: […])`. A condition
  /// around them is not evaluated, so every one counts, as each `#if` branch of a source does.
  static func appended(in tokens: [SourceToken]) -> [String: [SwiftExpression]] {
    var lists: [String: [SwiftExpression]] = [:]
    var index = 0
    while index < tokens.count {
      guard tokens[index].isIdentifier("package"),
        index == 0 || !tokens[index - 1].isPunctuation("."),
        index + 1 < tokens.count, tokens[index + 1].isPunctuation(".")
      else {
        index += 1
        continue
      }
      let start = index
      let expression = SwiftExpression.primary(tokens, at: &index)
      index = max(index, start + 1)
      guard case .name(let name, let arguments?, _) = expression, arguments.count == 1 else {
        continue
      }
      let parts = name.split(separator: ".")
      guard parts.count == 3, parts[2] == "append" else { continue }
      let argument = arguments[0]
      switch (argument.label, argument.value) {
      case ("contentsOf"?, .array(let items, _)): lists[String(parts[1]), default: []] += items
      case (nil, let item): lists[String(parts[1]), default: []].append(item)
      default: continue
      }
    }
    return lists
  }

  /// The folder of a target's sources: `path:` below the package, else the first of SwiftPM's
  /// default folders that holds a source, else `Sources/NAME`.
  private func sourceFolder(of name: String, path: String?, _ sources: [String]) -> String? {
    if let path { return XcodeProject.normalized(XcodeProject.join(folder, path)) }
    let candidates = ["Sources", "Source", "src", "srcs"].map {
      XcodeProject.join(folder, $0 + "/" + name)
    }
    return candidates.first { !Self.files(below: $0, in: sources).isEmpty } ?? candidates[0]
  }

  /// Returns the paths below a folder among sorted paths, found by halving: the paths that
  /// start with the folder and a slash lie together in sorted order.
  static func files(below folder: String, in sorted: [String]) -> ArraySlice<String> {
    let prefix = folder + "/"
    var low = 0
    var high = sorted.count
    while low < high {
      let middle = (low + high) / 2
      if sorted[middle] < prefix { low = middle + 1 } else { high = middle }
    }
    var end = low
    while end < sorted.count, sorted[end].hasPrefix(prefix) { end += 1 }
    return sorted[low..<end]
  }

  /// The identity SwiftPM gives the package: its folder's name, lowercased.
  var identity: String { (folder.split(separator: "/").last.map(String.init) ?? "").lowercased() }

  /// Whether a package is the one a `.product(name:package:)` names: by its identity or the
  /// name its manifest gives.
  func isNamed(_ reference: String) -> Bool {
    identity == reference.lowercased() || name == reference
  }
}
