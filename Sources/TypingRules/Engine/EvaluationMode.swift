/// How an engine evaluates its rules: the same results either way, by different roads.
public enum EvaluationMode: String, Sendable, CaseIterable {
  /// With every shortcut (the engine's `Shortcuts`): the trigger index, rule guards and their
  /// alternatives, the field and settings decided once, pattern automata, the optimized
  /// matcher (possessive runs), token clues, word list filters, class answers by ASCII bits
  /// and remembered, conditions asked state reads first, and the context window kept in
  /// step with the engine's edits. What ships.
  case production
  /// The plain definition of the rule language (Docs/rules.md): every rule of the event
  /// tried in program order, every condition evaluated as written, patterns matched by
  /// backtracking over the document's context read again after each edit, classes asked
  /// by their definition. Slow; for tests, and for `--reference` on `type` and `replay`,
  /// to tell a shortcut's bug from a rule's.
  case reference
}
