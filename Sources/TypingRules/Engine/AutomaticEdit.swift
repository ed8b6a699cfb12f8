/// One automatic edit, recorded so it can be reverted exactly: what the user typed, and
/// what the rules put in its place.
public struct AutomaticEdit: Hashable, Sendable {
  /// The characters the user's taps would have produced without the rules.
  public var typed: String
  /// The characters the rules left before the cursor instead.
  public var replacement: String
  /// The id of the rule that made the edit.
  public var ruleID: String
  /// The characters the edit removed after the cursor (the rest of a word a suggestion
  /// replaced), put back after the cursor by a revert.
  public var typedAfterCursor: String = ""

  /// The typed text without surrounding spaces and punctuation: what a suggestion bar shows.
  public var typedWord: String { Self.word(in: typed) }

  /// The replacement without surrounding spaces and punctuation: the word the edit wrote.
  public var replacementWord: String { Self.word(in: replacement) }

  private static func word(in text: String) -> String {
    String(
      text.drop { !($0.isLetter || $0.isNumber) }.reversed().drop {
        !($0.isLetter || $0.isNumber)
      }.reversed())
  }
}
