/// How an engine evaluates its rules: the same results either way, by different roads.
public enum EvaluationMode: String, Sendable, CaseIterable {
  /// With every shortcut: the trigger index, rule guards, the field and settings decided
  /// once, shared predicate values, pattern automata, possessive runs, token clues, word
  /// list filters, remembered class answers and the context window kept in step with the
  /// engine's edits. What ships.
  case production
  /// The plain definition of the rule language (Docs/rules.md): every rule of the event
  /// tried in program order, every condition evaluated as written, patterns matched by
  /// backtracking over the document's context read again after each edit, classes asked
  /// by their definition. Slow; for tests, and for `--reference` on `type` and `replay`,
  /// to tell a shortcut's bug from a rule's.
  case reference
}
