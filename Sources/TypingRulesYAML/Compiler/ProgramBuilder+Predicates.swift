public import TypingRules

extension ProgramBuilder {
  /// The predicate interned at an index (to wrap single parts without a new `all`).
  func predicate(at index: Int) -> Predicate { predicateAt(index) }
}
