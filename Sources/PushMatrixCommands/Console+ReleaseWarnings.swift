import PushMatrixIO
import PushMatrixModel

extension Console {
  /// Warns on standard error about each release newer than every major release the model
  /// covers, whose answers carry the newest release's rules forward.
  func warnAboutReleases(_ versions: some Sequence<OSVersion>) {
    for os in versions {
      if let warning = OSCatalog.warning(for: os) { errors.write(warning + "\n") }
    }
  }
}
