import Foundation
import PushMatrixEngine
import PushMatrixIO
import PushMatrixTables

extension Benchmark {
  /// A synthetic iOS app written to a temporary folder for `scan` to read: an app delegate
  /// and a notification-center delegate, Swift models and Objective-C controllers that call one
  /// another across files and from closures, with comments and strings of every kind, an
  /// Info.plist and an Xcode project.
  package struct SyntheticApp {
    /// The folder holding the app, removed by ``remove()``.
    package let folder: String
    /// The number of source lines written.
    package let lines: Int

    /// Writes an app of at least `lines` source lines to a fresh temporary folder.
    ///
    /// - Throws: when a file cannot be written.
    package init(lines target: Int) throws {
      folder =
        FileManager.default.temporaryDirectory
        .appendingPathComponent("pushmatrix-bench-\(UUID().uuidString)").path
      var lines = 0
      try Self.write(Self.appDelegate, to: "App/AppDelegate.swift", in: folder, lines: &lines)
      try Self.write(Self.infoPlist, to: "App/Info.plist", in: folder, lines: &lines)
      var index = 0
      while lines < target {
        let module = "Modules/Module\(index / 50)"
        if index % 5 == 4 {
          try Self.write(
            Self.controller(index), to: "\(module)/Controller\(index).m", in: folder,
            lines: &lines)
        } else {
          try Self.write(
            Self.model(index), to: "\(module)/Model\(index).swift", in: folder, lines: &lines)
        }
        index += 1
      }
      self.lines = lines
    }

    /// Removes the app's folder.
    package func remove() { try? FileManager.default.removeItem(atPath: folder) }

    /// Writes a file, counting its lines if it is a source.
    private static func write(
      _ text: String, to path: String, in folder: String, lines: inout Int
    ) throws {
      let url = URL(fileURLWithPath: folder).appendingPathComponent(path)
      try FileManager.default.createDirectory(
        at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try Data(text.utf8).write(to: url)
      if !path.hasSuffix(".plist") { lines += text.utf8.count { $0 == UInt8(ascii: "\n") } }
    }

    /// The app delegate, which reaches the first model at launch.
    private static let appDelegate = """
      import UIKit
      import UserNotifications

      @main
      final class AppDelegate: UIResponder, UIApplicationDelegate, UNUserNotificationCenterDelegate {
        func application(
          _ application: UIApplication,
          didFinishLaunchingWithOptions options: [UIApplication.LaunchOptionsKey: Any]?
        ) -> Bool {
          Model0.shared.refresh0()
          return true
        }

        func userNotificationCenter(
          _ center: UNUserNotificationCenter, willPresent notification: UNNotification,
          withCompletionHandler completionHandler: @escaping (UNNotificationPresentationOptions) -> Void
        ) {
          completionHandler([.banner, .sound])
        }
      }

      """

    /// An app Info.plist with the remote-notification background mode.
    private static let infoPlist = """
      <?xml version="1.0" encoding="UTF-8"?>
      <plist version="1.0">
      <dict>
        <key>CFBundleIdentifier</key>
        <string>com.example.bench</string>
        <key>UIBackgroundModes</key>
        <array><string>remote-notification</string></array>
      </dict>
      </plist>

      """

    /// A Swift model of about 80 lines that calls the next model.
    private static func model(_ index: Int) -> String {
      let next = index % 5 == 3 ? index + 2 : index + 1
      let assignment =
        index == 40
        ? "UNUserNotificationCenter.current().delegate = AppDelegate.shared" : "items.removeAll()"
      return """
        import UIKit
        import UserNotifications

        /// Model \(index): a list of items that reloads itself and tells the next model.
        final class Model\(index): NSObject {
          static let shared = Model\(index)()
          private var items: [String] = []
          private let title = "Model \\(\(index)) says \\"hello\\" to \\(String(describing: Self.self))"
          private let query = #"SELECT * FROM items WHERE name = "model\(index)""#
          private let template = \"\"\"
            func application(_ application: UIApplication) {
              UNUserNotificationCenter.current().delegate = self
            }
            \"\"\"

          /* A block comment /* with a nested one */ and code:
             func userNotificationCenter(_ center: UNUserNotificationCenter) {} */

          /// Reloads the items and refreshes the next model.
          func refresh\(index)() {
            load { [weak self] names in
              self?.items = names.sorted()
              self?.render()
            }
            if items.isEmpty {
              Model\(next).shared.refresh\(next)()
            } else {
              for item in items where item.hasPrefix("x") {
                print(item, terminator: "")
              }
            }
          }

          private func load(_ completion: @escaping ([String]) -> Void) {
            DispatchQueue.global().async {
              let names = (0..<10).map { "item \\($0)" }
              DispatchQueue.main.async { completion(names) }
            }
          }

          private func render() {
            let count = items.reduce(0) { $0 + $1.count }
            guard count > 0 else { return }
            \(assignment)
          }
        }

        extension Model\(index): Comparable {
          static func < (lhs: Model\(index), rhs: Model\(index)) -> Bool {
            lhs.items.count < rhs.items.count  // compare by size
          }

          /// Whether the model holds an item.
          func contains(_ name: String) -> Bool {
            items.contains { $0 == name }
          }

          /// Describes the model for logs.
          var summary: String {
            switch items.count {
            case 0: return "empty"
            case 1...9: return "\\(items.count) items"
            default: return "many items: \\(items.prefix(3).joined(separator: ", "))"
            }
          }
        }

        """
    }

    /// An Objective-C controller of about 40 lines.
    private static func controller(_ index: Int) -> String {
      """
      #import <UIKit/UIKit.h>
      #define CONTROLLER_\(index)_TITLE @"Controller \(index)"

      // Controller \(index): shows a model's items.
      @interface Controller\(index) : UIViewController <UITableViewDataSource>
      @property (nonatomic, strong) NSArray<NSString *> *items;
      @end

      @implementation Controller\(index)

      - (void)viewDidLoad {
          [super viewDidLoad];
          self.title = CONTROLLER_\(index)_TITLE;
          /* [UNUserNotificationCenter currentNotificationCenter].delegate = self; */
          [self reloadWithCompletion:^(NSArray<NSString *> *items) {
              self.items = items;
          }];
      }

      - (void)reloadWithCompletion:(void (^)(NSArray<NSString *> *))completion {
          dispatch_async(dispatch_get_main_queue(), ^{
              completion(@[@"a \\" quoted", @"b", @"c"]);
          });
      }

      - (NSInteger)tableView:(UITableView *)tableView numberOfRowsInSection:(NSInteger)section {
          return self.items.count;
      }

      - (UITableViewCell *)tableView:(UITableView *)tableView
               cellForRowAtIndexPath:(NSIndexPath *)indexPath {
          UITableViewCell *cell = [[UITableViewCell alloc] init];
          cell.textLabel.text = self.items[indexPath.row];
          return cell;
      }

      @end

      """
    }
  }
}
