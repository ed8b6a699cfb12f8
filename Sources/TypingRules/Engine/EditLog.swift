/// What one event did to the text, so an automatic edit can be recorded with what was typed.
/// Edits are tracked only once a rule runs actions, so plain typing records nothing.
struct EditLog {
  /// Characters deleted that were there before the event, in text order.
  var removed = ""
  /// Characters deleted after the cursor that were there before the event, in text order.
  var removedAfter = ""
  /// Characters inserted by the event and still there, in text order.
  var inserted = ""
  var isTracking = false
  var isAutomatic = false
  var changedText = false
  var movedCursor = false
  var shiftedAtTap = false
  /// The rule (by index) that made the first automatic edit.
  var rule: Int?
  /// Characters of the edited span that a rule's cursor move left after the cursor, in text
  /// order; they rejoin `inserted` when a move passes back over them.
  var spanAfterCursor = ""
  /// A rule moved the cursor out of the edited span: the edit cannot be reverted at the cursor.
  var leftSpan = false

  var isEmpty: Bool { !changedText && !movedCursor && !isAutomatic && rule == nil }

  /// Starts again from an empty log. A plain tap leaves every text field empty: then only
  /// the flags are cleared, without releasing and rebuilding the strings.
  mutating func clear() {
    guard removed.isEmpty, removedAfter.isEmpty, inserted.isEmpty, spanAfterCursor.isEmpty else {
      self = EditLog()
      return
    }
    isTracking = false
    isAutomatic = false
    changedText = false
    movedCursor = false
    shiftedAtTap = false
    rule = nil
    leftSpan = false
  }
}
