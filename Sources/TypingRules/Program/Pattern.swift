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
    public var characters: CharacterClass
    public var min: UInt16
    public var max: UInt16
  }

  /// The items in matching order: from the cursor outward.
  public var items: [Item]
  /// Whether the match must reach the edge of the text (`^` before, `$` after).
  public var anchoredAtEdge: Bool
  /// The source text, for traces and diagnostics.
  public var source: String

  /// The most characters a `*` or `+` takes, and so the farthest a pattern looks.
  public static let maxRun: UInt16 = 256
  /// The most items a pattern may have.
  public static let maxItems = 64
  /// The most backtracking steps one match may take before it counts as no match.
  static let stepBudget = 20_000

  // Matching runs on the engine's flat tables: see `ExecutableProgram.match`.
}

/// What ``PatternSubject/code(at:)`` answers besides an ASCII byte.
enum PatternCode {
  /// A character outside ASCII (or CR LF): ask ``PatternSubject/character(at:)``.
  static let other: UInt16 = 0x100
  /// Past the text.
  static let end: UInt16 = 0x101
}

/// Text a pattern runs over, read outward from an anchor (the cursor, or a token's edge).
protocol PatternSubject {
  /// The ASCII byte at `distance` when the character there is ASCII, else
  /// ``PatternCode/other`` or ``PatternCode/end``.
  mutating func code(at distance: Int) -> UInt16
  /// The character at `distance` from the anchor (0 is adjacent), or `nil` past the text.
  mutating func character(at distance: Int) -> Character?
  /// Whether `distance` is the true edge of the text (the start or end of the field).
  mutating func isEdge(at distance: Int) -> Bool
}

/// An array of characters as a pattern subject, read from its end (`reversed`) or start.
struct CharacterArraySubject: PatternSubject {
  let characters: ArraySlice<Character>
  let fromEnd: Bool

  func character(at distance: Int) -> Character? {
    guard distance < characters.count else { return nil }
    return fromEnd
      ? characters[characters.endIndex - 1 - distance]
      : characters[characters.startIndex + distance]
  }

  func isEdge(at distance: Int) -> Bool { distance == characters.count }

  func code(at distance: Int) -> UInt16 {
    guard let character = character(at: distance) else { return PatternCode.end }
    if let byte = character.asciiValue, character.utf8.count == 1 { return UInt16(byte) }
    return PatternCode.other
  }
}
