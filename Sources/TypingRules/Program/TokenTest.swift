/// A test of the token at the cursor.
public enum TokenTest: Hashable, Sendable {
  /// The token has one of these shapes.
  case shape([TokenShape])
  /// A pattern (by index) matches the whole token.
  case matches(Int)
  /// The token, with the runs before it for an entry with spaces, is in a list (by index;
  /// see `WordList`).
  case inList(Int)
  /// The token, with the runs before it, is the start of a list entry with spaces, as
  /// written (`z.` of `z. B.`; see `WordList`).
  case startsList(Int)
  /// The token is empty (no non-space character before the cursor on this line).
  case empty
}
