import PushMatrixModel

extension AppProfile {
  /// A push SDK the app depends on, as the profile records it: what it supplies, or that the
  /// scan does not know it.
  package struct SDKUse: Equatable, Sendable {
    /// The SDK's name, or the dependency's name for an SDK the scan does not know.
    package var name: String
    /// The file that names the dependency, relative to the scanned root.
    package var file: String?
    /// The line there.
    package var line: Int?
    /// Whether the scan knows what the SDK does.
    package var isKnown: Bool
    /// The callbacks it supplies to the app; `none` for an SDK the scan does not know.
    package var callbacks: CallbackSet
    /// When it assigns the notification center's delegate: `atLaunch`, `late`, `never`, or
    /// `unknown`.
    package var delegateTiming: String
    /// The handlers the app's JavaScript, TypeScript or Dart registers, in file and line order;
    /// `nil` for an SDK whose handlers the scan does not read (``PushSDK/Script``).
    package var handlers: [Handler]?

    /// Creates a record.
    package init(
      name: String, file: String?, line: Int?, isKnown: Bool, callbacks: CallbackSet,
      delegateTiming: String, handlers: [Handler]? = nil
    ) {
      self.handlers = handlers
      self.name = name
      self.file = file
      self.line = line
      self.isKnown = isKnown
      self.callbacks = callbacks
      self.delegateTiming = delegateTiming
    }

    /// The record in a phrase, such as `Firebase Messaging supplies fetchReceive, assigns the
    /// delegate never (Podfile.lock:4)`.
    package var summary: String {
      let place = file.map { " (\($0)\(line.map { ":\($0)" } ?? ""))" } ?? ""
      guard isKnown else {
        return "\(name): a push SDK the scan does not know\(place)"
      }
      let timing =
        delegateTiming == "never"
        ? "does not assign the delegate" : "assigns the delegate \(delegateTiming)"
      return "\(name) supplies \(callbacks.description), \(timing)\(place)"
    }

    /// The values ``delegateTiming`` takes.
    package static let timings = ["atLaunch", "late", "never", AppProfile.unknown]
  }
}
