/// The shortcuts the production mode takes, each of which gives what the plain definition
/// gives (``EvaluationMode/reference`` takes none). Each can be switched off alone, to
/// measure what it buys (`typingrules bench --without NAME`, Docs/performance.md) and to
/// test it against the others.
package struct Shortcuts: OptionSet, Sendable, CaseIterable {
  package let rawValue: UInt32
  package init(rawValue: UInt32) { self.rawValue = rawValue }

  /// A character key's rules by one table lookup on its ASCII byte (the trigger index).
  package static let triggerIndex = Shortcuts(rawValue: 1 << 0)
  /// Conditions fixed by the field's traits and the settings decided once for them
  /// (``SpecializedRules``).
  package static let fieldAndSettings = Shortcuts(rawValue: 1 << 1)
  /// A rule skipped when its guard rules out the two characters before the cursor.
  package static let guards = Shortcuts(rawValue: 1 << 2)
  /// The guards' alternatives (per-branch pairs of characters).
  package static let guardAlternatives = Shortcuts(rawValue: 1 << 3)
  /// The rules of an event or an ASCII key looked up by the character before the cursor:
  /// only those whose guard admits it and that the field and settings leave in are visited
  /// (``SpecializedRules``; taken only with ``guards`` and ``fieldAndSettings``).
  package static let guardIndex = Shortcuts(rawValue: 1 << 4)
  /// Patterns answered by their automata.
  package static let automata = Shortcuts(rawValue: 1 << 6)
  /// The optimized matcher (possessive runs, skipped starts, remembered class answers)
  /// rather than plain backtracking.
  package static let matcher = Shortcuts(rawValue: 1 << 7)
  /// `token: {is: ...}` answered from the clues of the run's codes before building the token.
  package static let tokenClues = Shortcuts(rawValue: 1 << 8)
  /// Word lists' ending/beginning filters and hashes before the token's text is built.
  package static let wordListFilters = Shortcuts(rawValue: 1 << 9)
  /// Classes answered by ASCII bitsets and remembered answers, not by their definition.
  package static let classAnswers = Shortcuts(rawValue: 1 << 10)
  /// The conditions of `all` and `any` asked state reads first.
  package static let evaluationOrder = Shortcuts(rawValue: 1 << 11)
  /// The context window kept in step with the engine's edits, not read again after each.
  package static let windowInStep = Shortcuts(rawValue: 1 << 12)

  package static let allCases: [Shortcuts] = [
    .triggerIndex, .fieldAndSettings, .guards, .guardAlternatives, .guardIndex,
    .automata, .matcher, .tokenClues, .wordListFilters, .classAnswers, .evaluationOrder, .windowInStep,
  ]
  /// Every shortcut: the production mode.
  package static let all = Shortcuts(allCases)

  /// The shortcuts' names, as `--without` takes them.
  package static let names: [(String, Shortcuts)] = [
    ("trigger-index", .triggerIndex), ("field-and-settings", .fieldAndSettings), ("guards", .guards),
    ("guard-alternatives", .guardAlternatives), ("guard-index", .guardIndex), ("automata", .automata),
    ("matcher", .matcher),
    ("token-clues", .tokenClues), ("word-list-filters", .wordListFilters),
    ("class-answers", .classAnswers), ("evaluation-order", .evaluationOrder),
    ("window-in-step", .windowInStep),
  ]
}
