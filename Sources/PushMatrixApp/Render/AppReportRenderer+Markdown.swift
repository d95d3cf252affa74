import PushMatrixDocument
import PushMatrixScan

extension AppReportRenderer {
  /// Returns the page as GitHub-flavoured Markdown, to paste in a pull request or a wiki: an
  /// `@name` from the app's files mentions no one.
  static func markdown(_ layout: AppReportLayout) -> String {
    MarkdownWriter(neutralisesMentions: true).markdown(layout.document)
  }
}
