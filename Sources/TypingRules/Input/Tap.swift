/// One tap on the keyboard, as the catalog format lists them.
public enum Tap: Hashable, Sendable {
  /// A key that types a character (letters, digits, punctuation, quotes).
  case character(Character)
  /// The space bar.
  case space
  /// The delete key.
  case backspace
  /// The return key.
  case `return`
  /// A word tapped in the suggestion bar.
  case accept(String)
  /// The verbatim typed word tapped after an automatic edit.
  case revert
  /// The cursor moved by this many characters (negative: left).
  case moveCursor(Int)
  /// A key that types several characters at once (the `.com` key, a smiley key).
  case text(String)
  /// The shift key. What it does is the rules' (`on: shift`): by default a tap shifts the
  /// next letter, cancels an automatic shift, releases caps lock, and two quick taps lock
  /// capitals (``ShiftState``).
  case shift

  /// The kind of event, as rule triggers and timing conditions name it.
  package var kind: EventKind {
    switch self {
    case .character: .character
    case .space: .space
    case .backspace: .backspace
    case .return: .return
    case .accept: .accept
    case .revert: .revert
    case .moveCursor: .cursorMove
    case .text: .text
    case .shift: .shift
    }
  }
}
