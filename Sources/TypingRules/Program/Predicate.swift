/// A compiled condition: one primitive test, or `not` / `any` over other predicates.
/// Operands index the program's constant pools.
public enum Predicate: Hashable, Sendable {
  /// A pattern (by index) matches the text ending at the cursor.
  case before(Int)
  /// A pattern (by index) matches the text starting at the cursor.
  case after(Int)
  /// A test of the token at the cursor.
  case token(TokenTest)
  /// A field trait has one of the values in a bit mask of value indexes.
  case field(FieldTraitKey, mask: UInt32)
  /// A setting (by index) equals a value.
  case setting(Int, SettingValue)
  /// The previous event of a kind happened at most `within` seconds ago.
  case sinceWithin(EventKind, Operand)
  /// The previous event of a kind happened more than `over` seconds ago, or never.
  case sinceOver(EventKind, Operand)
  /// The previous event was of one of these kinds (bit mask of ``EventKind`` indexes).
  case previous(UInt32)
  /// An engine flag (by index) is set.
  case flag(Int)
  /// The keyboard is shifted at this moment (before the tap's own effect).
  case shifted
  /// There is an automatic edit the revert can undo.
  case canRevert
  /// The key being handled types a character of a class (by index).
  case key(Int)
  /// The autocorrector has a correction for the word at the cursor.
  case hasCorrection
  /// A pattern (by index) matches the whole text the tap types at once: a text key's text
  /// (`{text S}`) or an accepted suggestion.
  case text(Int)
  /// A value known when the program is compiled (a test of the locale's data).
  case constant(Bool)
  /// The negation of a predicate (by index).
  case not(Int)
  /// At least one of these predicates (by index) holds.
  case any([Int])
  /// Every one of these predicates (by index) holds.
  case all([Int])
}
