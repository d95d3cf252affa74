/// The Swift of a Tuist helper's body, as far as ``HelperEvaluator`` runs it.
///
/// Declarations, assignments, `if`, `guard`, `switch`, `for`, `return`, and expressions of
/// literals, names, calls, closures and operators. Anything else is an ``Statement/unknown(_:line:)``
/// or ``Expression/unknown(_:line:)`` that stops the evaluation where it is reached, with its
/// line, never a guess.
enum HelperSyntax {
  /// An expression.
  indirect enum Expression: Sendable {
    /// A string, number or boolean literal; an interpolated string keeps its source text.
    case literal(SwiftExpression)
    /// A name: a constant, a parameter, `self`, `nil`, `$0`, a type.
    case name(String, line: Int)
    /// An implicit member: `.iOS`.
    case implicitMember(String, line: Int)
    /// A member of a value: `config.name`, `Project.Environment`.
    case member(Expression, String, line: Int)
    /// A call, a trailing closure counted as its last unlabelled argument.
    case call(Expression, [Argument], line: Int)
    /// A subscript: `settings["KEY"]`.
    case subscripted(Expression, Expression, line: Int)
    /// A closure: its parameters (none for `$0`-style) and its body.
    case closure(parameters: [String], body: [Statement], line: Int)
    case array([Expression], line: Int)
    case dictionary([(key: Expression, value: Expression)], line: Int)
    /// An infix operator: `+`, `==`, `&&`, `??`, …
    case binary(String, Expression, Expression, line: Int)
    /// `!` before an operand.
    case not(Expression, line: Int)
    case ternary(Expression, Expression, Expression, line: Int)
    /// What the evaluator does not run, as its source text.
    case unknown(String, line: Int)
    /// What the parser refused to read for its size, with why: evaluating it stops.
    case refused(String, line: Int)

    /// Whether it is a plain name.
    var isName: Bool {
      if case .name = self { return true }
      return false
    }

    /// The line it starts on.
    var line: Int {
      switch self {
      case .literal(let value): value.line
      case .name(_, let line), .implicitMember(_, let line), .member(_, _, let line),
        .call(_, _, let line), .subscripted(_, _, let line), .closure(_, _, let line),
        .array(_, let line), .dictionary(_, let line), .binary(_, _, _, let line),
        .not(_, let line), .ternary(_, _, _, let line), .unknown(_, let line),
        .refused(_, let line):
        line
      }
    }
  }

  /// A call's argument.
  struct Argument: Sendable {
    var label: String?
    var value: Expression
  }

  /// A condition of an `if` or a `guard`: a boolean, or an optional binding (`let x`, `let x =
  /// value`), which holds when the value is not `nil`.
  enum Condition: Sendable {
    case boolean(Expression)
    case binding(String, Expression)
  }

  /// A pattern of a `switch` case.
  enum Pattern: Sendable {
    /// A value compared with the subject: `.app`, `"Demo"`.
    case value(Expression)
    /// An enum case with its associated values, each bound to a name (or `nil` for `_`):
    /// `.feature(let name)`.
    case enumCase(String, bindings: [String?])
  }

  /// A `switch` case: its patterns (none for `default`) and its body.
  struct Case: Sendable {
    var patterns: [Pattern]
    var body: [Statement]
  }

  /// A statement.
  indirect enum Statement: Sendable {
    /// `let` or `var`, with the name of its type where written, and its value or none.
    case declaration(String, type: String?, Expression?, line: Int)
    /// `=`, `+=` or `-=` to a name or a member of one (`config.name = …`).
    case assignment(Expression, String, Expression, line: Int)
    /// `if`, its branches in order, and its `else`.
    case conditional([(conditions: [Condition], body: [Statement])], otherwise: [Statement])
    /// `guard … else { … }`.
    case guarded([Condition], otherwise: [Statement], line: Int)
    case choice(Expression, [Case], line: Int)
    /// `for name in sequence { … }`.
    case loop(String, Expression, [Statement], line: Int)
    case result(Expression?, line: Int)
    /// An expression evaluated for what it changes: `targets.append(x)`, `list.forEach { … }`.
    case evaluation(Expression)
    /// What the evaluator does not run: a `while`, a `do`, a nested function.
    case unknown(String, line: Int)
  }
}
