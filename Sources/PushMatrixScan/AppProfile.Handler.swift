extension AppProfile {
  /// A handler of a cross-platform SDK that the app registers in its JavaScript, TypeScript or
  /// Dart, where, and in what code: what decides whether it is registered in time.
  package struct Handler: Equatable, Sendable {
    /// Where a registration runs.
    package enum Place: String, CaseIterable, Equatable, Sendable {
      /// At the top level of the entry file, or in Dart's `main()`: as the app starts, before
      /// its root component or widget.
      case entry
      /// At the top level of another module: when the module is first imported.
      case module
      /// Inside a React component or hook, or a Flutter widget or its state: only once the
      /// interface is built, never in a background launch.
      case component
      /// Inside another function: when something calls it, which the reader does not follow.
      case function
    }

    /// The handler, as the SDK documents it and its bridge names it, such as `onMessage`.
    package var name: String
    /// The file, relative to the scanned root.
    package var file: String
    /// The line of the registration.
    package var line: Int
    /// Where it runs.
    package var place: Place
    /// The component, widget or function around it; `nil` at a top level.
    package var scope: String?

    /// Creates a registration.
    package init(name: String, file: String, line: Int, place: Place, scope: String?) {
      self.name = name
      self.file = file
      self.line = line
      self.place = place
      self.scope = scope
    }

    /// The registration in a phrase, such as `onMessage at src/App.tsx:12, in component App`.
    package var summary: String {
      let around =
        switch place {
        case .entry: "at the entry's top level"
        case .module: "at a module's top level"
        case .component: "in component \(scope ?? "")"
        case .function: "in function \(scope ?? "")"
        }
      return "\(name) at \(file):\(line), \(around)"
    }
  }
}
