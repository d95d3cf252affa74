import PushMatrixDocument
import PushMatrixScan

extension AppReportRenderer {
  /// Returns the page as GitHub-flavoured Markdown, to paste in a pull request or a wiki.
  static func markdown(_ layout: AppReportLayout) -> String {
    MarkdownWriter().markdown(layout.document)
  }
}
