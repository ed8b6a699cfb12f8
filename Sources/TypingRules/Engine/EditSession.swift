/// The edit session: what the current event did to the text (its ``EditLog``) and the
/// revert record the last automatic edit left (``AutomaticEditRecord``), with whether it
/// can still be reverted. The engine's edits go through `EngineCore`, which tells the
/// session; the session owns no text and no document.
struct EditSession {
  /// What the current event did to the text.
  var log = EditLog()
  /// The last automatic edit, as the event left it. (Kept, and overwritten, rather than an
  /// optional: clearing it after every typed key is then one store.)
  private(set) var record = AutomaticEditRecord()
  /// Whether ``record`` holds the last automatic edit (one that can be reverted).
  var canRevert = false
  /// How many automatic edits the current event reverted (what a revert reports).
  var revertsInEvent = 0
  /// The rule (by index) whose actions are running, if any.
  private var runningRule: Int?

  /// The last automatic edit, while it can be reverted.
  func lastAutomaticEdit(of program: RuleProgram) -> AutomaticEdit? {
    canRevert ? record.edit(of: program) : nil
  }

  /// Starts an event's log; `shifted`: whether the keyboard was shifted at the tap.
  @inline(__always)
  mutating func begin(shifted: Bool) {
    if log.isTracking || !log.isEmpty { log.clear() }
    log.shiftedAtTap = shifted
  }

  /// Ends an event: an automatic edit that the cursor is still at the end of becomes the
  /// revert record (the log is swapped in: its strings change hands without being copied;
  /// the next event clears what the record held); any other change of the text leaves
  /// nothing to revert.
  mutating func finish(_ tap: Tap, multiline: Bool) {
    if log.isAutomatic, let rule = log.rule, log.spanAfterCursor.isEmpty, !log.leftSpan {
      swap(&record.log, &log)
      record.tap = tap
      record.multiline = multiline
      record.rule = rule
      canRevert = true
    } else if log.changedText {
      canRevert = false
    }
  }

  /// Marks the start and end of a rule's actions: edits inside are tracked for the revert
  /// record, and an automatic edit is named after the rule that made it.
  mutating func enterRule(_ index: Int?) {
    runningRule = index
    if index != nil { log.isTracking = true }
  }

  /// Notes that an edit is automatic (a rule's).
  mutating func noteAutomaticEdit() {
    log.isAutomatic = true
    log.isTracking = true
    if log.rule == nil { log.rule = runningRule }
  }

  /// Records in the edit log that `deleted` (text order) went from before the cursor: its
  /// nearest characters take back what this event inserted; the rest were there before.
  mutating func logDeletion(_ deleted: String) {
    var deleted = deleted
    while !log.inserted.isEmpty, !deleted.isEmpty {
      log.inserted.removeLast()
      deleted.removeLast()
    }
    // (Most often nothing was removed before: no concatenation.)
    log.removed = log.removed.isEmpty ? deleted : deleted + log.removed
  }

  /// Keeps the edit log a span that ends at the cursor when a rule moves the cursor between
  /// its edits (`move: -1`, `delete-backward: 1`, `move: 1`): a character passed over to the
  /// left leaves `inserted` (or, if it was there before the event, counts as removed and
  /// typed again), and comes back into `inserted` when passed over to the right.
  mutating func trackMove(by offset: Int, before: inout ContextWindow, after: inout ContextReader) {
    let count = offset == .min ? Int.max : abs(offset)
    var distance = 0
    while distance < count {
      if offset < 0 {
        guard let character = before.character(at: distance) else {
          if !before.isEdge(at: distance) { log.leftSpan = true }
          return
        }
        if log.inserted.isEmpty {
          log.removed = String(character) + log.removed
        } else {
          log.inserted.removeLast()
        }
        log.spanAfterCursor = String(character) + log.spanAfterCursor
      } else {
        guard let character = after.character(at: distance) else { return }
        guard !log.spanAfterCursor.isEmpty else {
          log.leftSpan = true
          return
        }
        log.spanAfterCursor.removeFirst()
        log.inserted.append(character)
      }
      distance += 1
    }
  }
}
