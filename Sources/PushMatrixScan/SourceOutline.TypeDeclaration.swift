extension SourceOutline {
  /// A type declaration or an extension of one: a Swift `class`, `struct`, `enum`, `actor`,
  /// `protocol` or `extension`, or an Objective-C `@interface`, `@implementation` or
  /// `@protocol`, categories and class extensions included.
  package struct TypeDeclaration: Equatable, Sendable {
    /// The type's name, without a module or an outer type: `AppDelegate`.
    package var name: String
    /// The keyword that declares it, such as `class`, `extension` or `@interface`.
    package var keyword: String
    /// The superclass and protocols it names, without modules or generic arguments, in order.
    package var inherits: [String]
    /// The attributes written before it, such as `@main` or `@UIApplicationMain`.
    package var attributes: [String]
    /// The line of its keyword.
    package var line: Int

    /// Creates a type declaration.
    package init(
      name: String, keyword: String, inherits: [String], attributes: [String] = [], line: Int
    ) {
      self.name = name
      self.keyword = keyword
      self.inherits = inherits
      self.attributes = attributes
      self.line = line
    }
  }
}
