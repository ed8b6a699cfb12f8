public import TypingRules

/// A key on the keyboard: what it is, not how it looks (``Keyboard/label(of:)`` gives the
/// label for the keyboard's state).
public enum Key: Hashable, Sendable {
  /// A key that types a character: a letter (lowercase; the engine types the capital while
  /// the keyboard is shifted), a digit or a punctuation mark.
  case character(Character)
  /// The shift key: its look is the engine's shift state (``ShiftKeyLook``).
  case shift
  /// The delete key.
  case backspace
  /// The space bar.
  case space
  /// The return key.
  case `return`
  /// A key that shows another plane (`123`, `ABC`, `#+=`).
  case plane(Plane)
  /// The globe key: the system's next keyboard (``KeyboardRequest/advanceToNextInputMode``).
  case globe

  /// The tap the engine gets for this key; `nil` for the keys that only change what the
  /// keyboard shows (plane keys) or ask the system (globe).
  public var tap: Tap? {
    switch self {
    case .character(let character): .character(character)
    case .shift: .shift
    case .backspace: .backspace
    case .space: .space
    case .return: .return
    case .plane, .globe: nil
    }
  }
}
