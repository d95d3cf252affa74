import SwiftUI

/// The first screen.
public struct RootView: View {
  public init() {}

  public var body: some View { Text("Atlas") }
}
