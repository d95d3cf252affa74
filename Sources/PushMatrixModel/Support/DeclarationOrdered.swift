/// An enumeration ordered as its cases are declared, which is the order the enumerator uses.
public protocol DeclarationOrdered: CaseIterable, Comparable {}

extension DeclarationOrdered {
  // Inlinable, so that other targets compare cases without generic metadata at run time.
  @inlinable
  public static func < (lhs: Self, rhs: Self) -> Bool {
    allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
  }
}
