/// A compiled action. Actions edit only through the document's three calls.
public enum Action: Hashable, Sendable {
  /// Perform the tap's plain effect here (type the key, delete, insert a newline ...).
  case key
  /// Insert a string (by index in the string pool).
  case insert(Int)
  /// Delete this many characters before the cursor.
  case deleteBackward(Int)
  /// Delete the characters a pattern (by index) matches before the cursor.
  case deleteBefore(Int)
  /// Move the cursor by this many characters.
  case moveCursor(Int)
  /// Set an engine flag (by index) for `lifetime` further events (0: until cleared).
  case setFlag(Int, lifetime: Int)
  /// Clear an engine flag (by index).
  case clearFlag(Int)
  /// Set the keyboard's shift state (meaningful in `after-tap` rules).
  case shift(Bool)
  /// Undo the last automatic edit, restoring what was typed.
  case revert
  /// Replace the word at the cursor with the autocorrector's correction, in the typed case.
  case correctWord
  /// Drop the key: no plain effect.
  case swallow
  /// Where a pattern (by index) matches before the cursor, replace the first character of
  /// the match with a string (by index), keeping the rest: deletes the match and types the
  /// string and the rest back.
  case replaceFirst(pattern: Int, with: Int)

  /// Whether the action stands in for the tap's plain effect when its rule fires: edits at
  /// the cursor do; state changes and `revert` / `correct-word` / `replace-first` (which
  /// rewrite text already there) leave the tap to later rules or its plain effect.
  var takesKey: Bool {
    switch self {
    case .key, .insert, .deleteBackward, .deleteBefore, .moveCursor, .swallow:
      true
    case .setFlag, .clearFlag, .shift, .revert, .correctWord, .replaceFirst:
      false
    }
  }
}
