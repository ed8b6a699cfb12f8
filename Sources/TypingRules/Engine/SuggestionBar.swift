/// What the suggestion bar shows for the text at the cursor: the word being typed, the
/// correction the next space or punctuation would commit, and words to offer, each with
/// the tap that accepts it. Asked with ``TypingEngine/suggestionBar(limit:)`` after a tap.
///
/// The rules decide it: the `on: suggest` rules say whether the bar offers anything (none
/// in a secure field), the correction is what the rules would do with a space typed now,
/// and the typed spelling of a corrected word is offered when a revert tap would restore it.
public struct SuggestionBar: Hashable, Sendable {
  /// What an item is.
  public enum Kind: Hashable, Sendable {
    /// The word exactly as typed: accepting it keeps it (no correction).
    case verbatim
    /// The correction the next space or punctuation commits; the one to highlight.
    case correction
    /// Another word the autocorrector offers (a correction or a completion).
    case candidate
    /// The typed spelling of a word the rules corrected (the cursor is back at its end):
    /// accepting it sends the ``Tap/revert`` tap, which restores it.
    case restore
  }

  /// One word on the bar.
  public struct Item: Hashable, Sendable {
    /// The text to show (and insert), in the case it would be inserted.
    public var text: String
    /// What the item is.
    public var kind: Kind
    /// The tap that accepts it: ``Tap/accept(_:)`` with ``text``, or ``Tap/revert``.
    public var tap: Tap

    /// An item showing `text`, accepted with `tap`.
    public init(text: String, kind: Kind, tap: Tap) {
      self.text = text
      self.kind = kind
      self.tap = tap
    }
  }

  /// The word at the cursor as the document has it (its part before and after the cursor);
  /// empty between words.
  public var word: String
  /// Where ``word`` is, in characters relative to the cursor: `-3..<0` for `teh|`,
  /// `-2..<1` for `te|h`.
  public var wordRange: Range<Int>
  /// The correction the next space or punctuation would commit, if any.
  public var correction: String?
  /// The items, best first: with a correction pending, the verbatim word, then the
  /// correction, then candidates.
  public var items: [Item]

  /// A bar for `word` at `wordRange` (relative to the cursor) with its pending `correction`
  /// and `items`, best first.
  public init(word: String, wordRange: Range<Int>, correction: String?, items: [Item]) {
    self.word = word
    self.wordRange = wordRange
    self.correction = correction
    self.items = items
  }

  /// A bar that shows nothing.
  public static let empty = SuggestionBar(word: "", wordRange: 0..<0, correction: nil, items: [])

  /// Whether the bar shows nothing.
  public var isEmpty: Bool { items.isEmpty }
}
