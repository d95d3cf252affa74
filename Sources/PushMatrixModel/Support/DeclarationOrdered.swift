/// An enumeration ordered as its cases are declared, which is the order the enumerator uses.
public protocol DeclarationOrdered: CaseIterable, Comparable {}

extension DeclarationOrdered {
  public static func < (lhs: Self, rhs: Self) -> Bool {
    allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
  }
}
