import PushMatrixModel

extension SourceOutline {
  /// The calls whose closures enclose a point of a function's body, innermost first, such as
  /// `["requestAuthorization"]` for a call in that method's completion handler; an empty name
  /// for a closure no call takes.
  ///
  /// Every call and assignment made inside the same closures shares one chain of them, each
  /// closure a link to the one around it, so that a file of closures nested `n` deep keeps `n`
  /// links rather than `n²` names; each link also carries what ``LaunchGraph`` asks of the
  /// whole chain, so that no question walks it.
  package struct Closures: Equatable, Sendable, ExpressibleByArrayLiteral,
    CustomStringConvertible
  {
    /// One closure and the chain around it.
    ///
    /// Unchecked: `outer` changes only in `deinit`, on links no one else holds.
    private final class Link: @unchecked Sendable {
      let name: String
      private(set) var outer: Link?
      /// The innermost name in the chain from this link out that runs its closure later.
      let innermostLater: String?
      /// The innermost name in the chain from this link out that is not known to run its
      /// closure at once.
      let innermostUnknown: String?

      init(name: String, outer: Link?) {
        self.name = name
        self.outer = outer
        innermostLater =
          LaunchGraph.laterCalls.contains(name) ? name : outer?.innermostLater
        innermostUnknown =
          LaunchGraph.immediateCalls.contains(name) ? outer?.innermostUnknown : name
      }

      /// Releases the chain around the link one link at a time: releasing it by the default
      /// recursion would take a stack frame per link.
      deinit {
        var next = outer
        outer = nil
        while var link = next {
          next = nil
          guard isKnownUniquelyReferenced(&link) else { break }
          next = link.outer
          link.outer = nil
        }
      }
    }

    /// The innermost closure, or `nil` outside any.
    private let innermost: Link?

    private init(innermost: Link?) { self.innermost = innermost }

    /// No closure.
    package init() { innermost = nil }

    /// The chain of the names given, innermost first.
    package init(arrayLiteral names: String...) { self.init(names) }

    /// The chain of the names given, innermost first.
    package init(_ names: [String]) {
      var link: Link?
      for name in names.reversed() { link = Link(name: name, outer: link) }
      innermost = link
    }

    /// The chain with one more closure inside it.
    package func entering(_ name: String) -> Closures {
      Closures(innermost: Link(name: name, outer: innermost))
    }

    /// The innermost name of a call that runs its closure after it returns, or `nil`.
    package var innermostLater: String? { innermost?.innermostLater }

    /// The innermost name of a call not known to run its closure before it returns, or `nil`.
    package var innermostUnknown: String? { innermost?.innermostUnknown }

    /// The names, innermost first; walks the whole chain.
    package var names: [String] {
      var names: [String] = []
      var link = innermost
      while let current = link {
        names.append(current.name)
        link = current.outer
      }
      return names
    }

    package var isEmpty: Bool { innermost == nil }

    package var description: String { names.description }

    package static func == (lhs: Closures, rhs: Closures) -> Bool {
      lhs.innermost === rhs.innermost || lhs.names == rhs.names
    }
  }
}
