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
