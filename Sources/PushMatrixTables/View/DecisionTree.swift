/// A binary decision tree: a question at each branch, an answer at each leaf.
///
/// The decision flowcharts are such trees, grown from the engine's answers with language-free
/// questions and leaves (``FlowchartQuestion``, ``FlowchartLeaf``), then worded for a page.
public indirect enum DecisionTree<Question: Hashable & Sendable, Leaf: Hashable & Sendable>:
  Hashable, Sendable
{
  /// A question, and the trees its answers lead to.
  case branch(Question, yes: DecisionTree, no: DecisionTree)
  /// An answer.
  case leaf(Leaf)

  /// The number of questions and leaves.
  public var nodeCount: Int {
    switch self {
    case .branch(_, let yes, let no): 1 + yes.nodeCount + no.nodeCount
    case .leaf: 1
    }
  }

  /// The leaves, from the first answer's side to the last's.
  public var leaves: [Leaf] {
    switch self {
    case .branch(_, let yes, let no): yes.leaves + no.leaves
    case .leaf(let leaf): [leaf]
    }
  }

  /// Returns the tree with every question and leaf transformed, in the same shape.
  public func map<OtherQuestion, OtherLeaf>(
    question: (Question) -> OtherQuestion, leaf: (Leaf) -> OtherLeaf
  ) -> DecisionTree<OtherQuestion, OtherLeaf> {
    switch self {
    case .branch(let asked, let yes, let no):
      .branch(
        question(asked), yes: yes.map(question: question, leaf: leaf),
        no: no.map(question: question, leaf: leaf))
    case .leaf(let answer): .leaf(leaf(answer))
    }
  }
}
