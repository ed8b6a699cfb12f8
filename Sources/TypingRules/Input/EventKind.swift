/// The kinds of events, as rules name them (`on: space`, `since: {event: backspace}`).
package enum EventKind: String, CaseIterable, Sendable {
  /// A key that types a character.
  case character
  /// The space bar.
  case space
  /// The delete key.
  case backspace
  /// The return key.
  case `return`
  /// A suggestion accepted.
  case accept
  /// The revert offer tapped.
  case revert
  /// The cursor moved.
  case cursorMove = "cursor-move"
  /// Not a tap: evaluated after every event, once its effects are done.
  case afterTap = "after-tap"
  /// A key that types several characters at once (`{text S}`).
  case text
  /// The shift key.
  case shift
  /// Not a tap: evaluated when the keyboard asks what the suggestion bar shows; a rule that
  /// fires and takes the key (`swallow`) leaves the bar empty.
  case suggest

  /// The kind's position in the engine's tables (its trigger index).
  package var index: Int {
    switch self {
    case .character: 0
    case .space: 1
    case .backspace: 2
    case .return: 3
    case .accept: 4
    case .revert: 5
    case .cursorMove: 6
    case .afterTap: 7
    case .text: 8
    case .shift: 9
    case .suggest: 10
    }
  }
  /// The number of kinds.
  package static let count = 11
}
