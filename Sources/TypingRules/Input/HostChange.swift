/// A change the host app makes to the field between two taps, then reports with
/// ``TypingEngine/documentDidChange()`` (a catalog step, not a tap).
public enum HostChange: Hashable, Sendable {
  /// The host inserts text at the cursor (a paste, dictation): `{paste TEXT}`.
  case paste(String)
  /// The host reports a change that is the keyboard's own last edit (`textDidChange` after
  /// `insertText`): `{echo}`.
  case echo
  /// The host selects the characters before the cursor (the user selects a word): the
  /// next typed key replaces them, a backspace deletes them: `{select N}`.
  case select(Int)
}
