/// What an automatic edit's record is made from: the event's edit log and tap. Built into
/// an ``AutomaticEdit`` only when asked for (a revert, or the host reading it), so an edit
/// costs no string concatenation.
struct AutomaticEditRecord {
  var log = EditLog()
  var tap = Tap.space
  var multiline = false
  var rule = 0

  func edit(of program: RuleProgram) -> AutomaticEdit {
    AutomaticEdit(
      typed: log.removed + EngineCore.keyText(tap, shifted: log.shiftedAtTap, multiline: multiline),
      replacement: log.inserted, ruleID: program.ruleID(rule), typedAfterCursor: log.removedAfter)
  }
}
