/// What the structural pass found in one source file: its type declarations, its functions
/// with the calls they make, the assignments to the notification center's delegate, and the
/// SwiftUI app-delegate adaptors.
///
/// Built by ``SwiftOutliner`` or ``ObjectiveCOutliner`` from the file's tokens, which it keeps,
/// so that a later step can read a function's body.
package struct SourceOutline: Sendable {
  /// The file's path relative to the scanned root.
  package var file: String
  /// The language it is written in.
  package var language: SourceLanguage
  /// Its tokens.
  package var tokens: [SourceToken]
  /// Every type declaration and extension, in file order.
  package var types: [TypeDeclaration] = []
  /// Every function, initializer and property initializer, in file order.
  package var functions: [Function] = []
  /// Every assignment to the notification center's delegate, in file order.
  package var assignments: [DelegateAssignment] = []
  /// Every `@UIApplicationDelegateAdaptor` property, in file order.
  package var adaptors: [Adaptor] = []
  /// The names the file binds to the notification center.
  package var centerNames: Set<String>
  /// The names the file declares with a type, `name: Type` (or `Type?`, `any Type`), by name:
  /// a name of a protocol type may hold the notification center.
  package var declaredTypes: [String: String]
  /// Assignments to `delegate` on a name declared with a type other than the notification
  /// center's, such as a protocol, each with that type in ``DelegateAssignment/receiverType``:
  /// ``ProfileInference`` keeps those whose type `UNUserNotificationCenter` conforms to.
  package var typedAssignments: [DelegateAssignment] = []

  /// Creates an outline with no declarations yet.
  package init(file: String, language: SourceLanguage, tokens: [SourceToken]) {
    self.file = file
    self.language = language
    self.tokens = tokens
    centerNames = Self.centerNames(in: tokens)
    declaredTypes = language == .swift ? Self.declaredTypes(in: tokens) : [:]
  }

  /// Returns the outline of a source file's bytes, read by the outliner of its language.
  package static func outline(
    of bytes: [UInt8], file: String, language: SourceLanguage
  ) -> SourceOutline {
    outline(of: bytes, file: file, language: language, maximumTokens: .max)!
  }

  /// Returns the outline of a source file's bytes, or `nil` when it has more tokens than
  /// `maximumTokens`.
  package static func outline(
    of bytes: [UInt8], file: String, language: SourceLanguage, maximumTokens: Int
  ) -> SourceOutline? {
    guard
      let tokens = SourceTokenizer.tokens(
        of: bytes, language: language, maximumCount: maximumTokens)
    else { return nil }
    switch language {
    case .swift: return SwiftOutliner.outline(tokens, file: file)
    case .objectiveC: return ObjectiveCOutliner.outline(tokens, file: file)
    }
  }
}

extension SourceOutline {
  /// Records a call in the function that encloses it, if any.
  ///
  /// - Parameters:
  ///   - call: the call.
  ///   - context: the enclosing function and the closures between, from
  ///     ``BraceStack/context(property:)``.
  package mutating func record(_ call: Call, in context: (function: Int?, closures: Closures)) {
    guard let function = context.function else { return }
    var call = call
    call.closures = context.closures
    functions[function].calls.append(call)
  }
}

extension SourceOutline {
  /// Records an assignment to the notification center's delegate, unless it assigns `nil`.
  ///
  /// - Parameters:
  ///   - value: the tokens from the assigned value on.
  ///   - line: the line of the assignment.
  ///   - context: the enclosing function and the closures between.
  ///   - owner: the type it is made in.
  ///   - receiverType: the declared type of the name it is made on, when that is not the
  ///     notification center itself: the assignment is then kept in ``typedAssignments``.
  package mutating func recordAssignment(
    of value: ArraySlice<SourceToken>, line: Int,
    context: (function: Int?, closures: Closures), owner: String?, receiverType: String? = nil
  ) {
    guard let target = DelegateAssignment.target(of: value) else { return }
    var assignment = DelegateAssignment(
      target: target, line: line, function: context.function, owner: owner,
      closures: context.closures)
    assignment.receiverType = receiverType
    if receiverType == nil {
      assignments.append(assignment)
    } else {
      typedAssignments.append(assignment)
    }
  }
}
