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

  /// The kind of event, as rule triggers and timing conditions name it.
  public var kind: EventKind {
    switch self {
    case .character: .character
    case .space: .space
    case .backspace: .backspace
    case .return: .return
    case .accept: .accept
    case .revert: .revert
    case .moveCursor: .cursorMove
    }
  }
}

/// The kinds of events, as rules name them (`on: space`, `since: {event: backspace}`).
public enum EventKind: String, CaseIterable, Sendable {
  case character
  case space
  case backspace
  case `return`
  case accept
  case revert
  case cursorMove = "cursor-move"
  /// Not a tap: evaluated after every event, once its effects are done.
  case afterTap = "after-tap"

  public var index: Int {
    switch self {
    case .character: 0
    case .space: 1
    case .backspace: 2
    case .return: 3
    case .accept: 4
    case .revert: 5
    case .cursorMove: 6
    case .afterTap: 7
    }
  }
  public static let count = 8
}
