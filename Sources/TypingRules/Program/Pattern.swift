/// A compiled text pattern, anchored at the cursor: `before` patterns match the text that
/// ends at the cursor, `after` and token patterns the text that starts there.
///
/// The language is a small regular-expression subset (see `Docs/rules.md`): literals,
/// `.`, escapes such as `\w` and `\s`, sets `[...]`, locale sets `<key>`, the quantifiers
/// `? * + {n} {n,} {n,m}`, and `^` / `$` for the edge of the text. There are no groups or
/// alternation: a condition takes a list of patterns instead.
package struct Pattern: Hashable, Sendable {
  /// One step of the pattern: a character class repeated between `min` and `max` times.
  package struct Item: Hashable, Sendable {
    /// The characters the step matches.
    package var characters: CharacterClass
    /// The fewest repetitions.
    package var min: UInt16
    /// The most repetitions.
    package var max: UInt16
  }

  /// The items in matching order: from the cursor outward.
  package var items: [Item]
  /// Whether the match must reach the edge of the text (`^` before, `$` after).
  package var anchoredAtEdge: Bool
  /// The source text, for traces and diagnostics.
  package var source: String

  /// The most characters a `*` or `+` takes, and so the farthest a pattern looks.
  package static let maxRun = ProgramLimits.maxRun
  /// The most items a pattern may have.
  package static let maxItems = ProgramLimits.maxPatternItems

  // Matching runs on the engine's flat tables: see `ProgramTables.match`.
}
