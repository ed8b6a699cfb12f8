/// A compiled text pattern, anchored at the cursor: `before` patterns match the text that
/// ends at the cursor, `after` and token patterns the text that starts there.
///
/// The language is a small regular-expression subset (see `Docs/rules.md`): literals,
/// `.`, escapes such as `\w` and `\s`, sets `[...]`, locale sets `<key>`, the quantifiers
/// `? * + {n} {n,} {n,m}`, and `^` / `$` for the edge of the text. There are no groups or
/// alternation: a condition takes a list of patterns instead.
public struct Pattern: Hashable, Sendable {
  /// One step of the pattern: a character class repeated between `min` and `max` times.
  public struct Item: Hashable, Sendable {
    /// The characters the step matches.
    public var characters: CharacterClass
    /// The fewest repetitions.
    public var min: UInt16
    /// The most repetitions.
    public var max: UInt16
  }

  /// The items in matching order: from the cursor outward.
  public var items: [Item]
  /// Whether the match must reach the edge of the text (`^` before, `$` after).
  public var anchoredAtEdge: Bool
  /// The source text, for traces and diagnostics.
  public var source: String

  /// The most characters a `*` or `+` takes, and so the farthest a pattern looks.
  public static let maxRun = ProgramLimits.maxRun
  /// The most items a pattern may have.
  public static let maxItems = ProgramLimits.maxPatternItems

  // Matching runs on the engine's flat tables: see `ProgramTables.match`.
}
