import Foundation
import Testing

@testable import PushMatrixApp
@testable import PushMatrixIO
@testable import PushMatrixScan

/// How reading an Xcode project and choosing its app target grows with the targets: a property
/// of large projects, timed, so it runs where the other walks do, in an optimised build.
@Suite("Xcode targets at scale: reading and choosing grow linearly", .exhaustive)
struct TargetScalingTests {
  /// A project of `count` app targets, each with a source file and a dependency on the next.
  static func manyTargets(_ count: Int) -> String {
    var objects: [String] = []
    for index in 0..<count {
      objects.append(
        """
        T\(index) = { isa = PBXNativeTarget; name = T\(index); buildConfigurationList = L\(index);
          buildPhases = (S\(index)); dependencies = (D\(index));
          productType = "com.apple.product-type.application"; };
        D\(index) = { isa = PBXTargetDependency; target = T\((index + 1) % count); };
        S\(index) = { isa = PBXSourcesBuildPhase; files = (B\(index)); };
        B\(index) = { isa = PBXBuildFile; fileRef = F\(index); };
        F\(index) = { isa = PBXFileReference; path = T\(index).swift; sourceTree = "<group>"; };
        L\(index) = { isa = XCConfigurationList; buildConfigurations = (C\(index)); };
        C\(index) = { isa = XCBuildConfiguration; name = Release;
          buildSettings = { SDKROOT = iphoneos; IPHONEOS_DEPLOYMENT_TARGET = 15.\(index % 7); }; };
        """)
    }
    let files = (0..<count).map { "F\($0)" }.joined(separator: ", ")
    let targets = (0..<count).map { "T\($0)" }.joined(separator: ", ")
    return """
      {
      objects = {
      \(objects.joined(separator: "\n"))
      G0 = { isa = PBXGroup; children = (\(files)); sourceTree = "<group>"; };
      P0 = { isa = PBXProject; mainGroup = G0; targets = (\(targets)); };
      };
      rootObject = P0;
      }
      """
  }

  /// The processor time this thread has used, in seconds: unlike the wall clock, it does not
  /// grow while other tests' processes hold the machine's cores.
  static func threadSeconds() -> Double {
    var now = timespec()
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &now)
    return Double(now.tv_sec) + Double(now.tv_nsec) / 1e9
  }

  /// The processor time to read a project and choose its app target, in seconds.
  static func timeToChoose(_ text: String) throws -> Double {
    let start = threadSeconds()
    let project = try XcodeProject(
      bytes: Array(text.utf8), path: "A.xcodeproj/project.pbxproj",
      file: "A.xcodeproj/project.pbxproj", buildSettingsFiles: BuildSettingsFiles())
    let selection = TargetSelection(
      projects: [project], plists: [:], pushEntitled: [],
      sources: Set(project.targets.flatMap(\.sources)))
    let (choice, _) = try selection.choose(nil)
    let seconds = threadSeconds() - start
    #expect(choice.appTargets.count == project.targets.count)
    return seconds
  }

  @Test("reading targets and choosing one costs time linear in the targets")
  func linearTime() throws {
    let (smallProject, largeProject) = (Self.manyTargets(1_000), Self.manyTargets(4_000))
    // The fastest of three of each, taken in turn, so a busy moment slows both sizes alike.
    var (small, large) = (Double.infinity, Double.infinity)
    for _ in 0..<3 {
      small = min(small, try Self.timeToChoose(smallProject))
      large = min(large, try Self.timeToChoose(largeProject))
    }
    // Four times the targets: about four times the time when linear, sixteen when quadratic.
    #expect(large < small * 9, "1,000 targets: \(small) s; 4,000 targets: \(large) s")
  }
}
