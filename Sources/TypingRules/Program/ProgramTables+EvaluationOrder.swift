/// The order conditions are evaluated in. The conditions a rule, an `all` or an `any` lists
/// are pure tests of the engine's state and text, so they give the same answer in any
/// order; asking first the ones that read only state (a flag, the time since an event, the
/// key: ``Opcode/readsOnlyState``) often decides without scanning the text or building the
/// token. After a double-space full stop, `all: [token: {in: abbreviations}, not: {flag:
/// full-stop-shortcut}]` is decided by the flag and never looks the token up.
///
/// Only that one move is made: the rest keep their written order, which says what the
/// author knows of how often each holds (a full sort by cost made common taps dearer: a
/// cheap condition that usually holds moved ahead of a dearer one that usually fails).
///
/// The one effect a condition has is a question to the autocorrector (`has-correction`): a
/// condition that may ask it stays where it is written and nothing moves across it, so the
/// same questions are asked as in written order. Traced evaluation keeps the written order
/// of a rule's own conditions (a trace names the first that stops the rule); the order
/// inside `all` and `any` is not traced.
extension ProgramTables {
  /// `operands` with every `any` and `all` run put in evaluation order.
  func deriveEvaluationOperands() -> [Int32] {
    var ordered = operands
    for condition in conditions where condition.opcode == .any || condition.opcode == .all {
      let run = Int(condition.a)..<Int(condition.a + condition.b)
      ordered.replaceSubrange(run, with: evaluationOrder(of: operands[run]))
    }
    return ordered
  }

  /// Conditions in evaluation order: between the ones that may ask the autocorrector (which
  /// stay in place), those that read only state first, each group in written order.
  func evaluationOrder<Conditions: Collection<Int32>>(of written: Conditions) -> [Int32] {
    var ordered: [Int32] = []
    ordered.reserveCapacity(written.count)
    var stretchStart = 0
    func flush() {
      let stretch = ordered[stretchStart...]
      let reordered =
        stretch.filter { readsOnlyState($0) } + stretch.filter { !readsOnlyState($0) }
      ordered.replaceSubrange(stretchStart..., with: reordered)
    }
    for condition in written {
      if asksAutocorrector(condition) {
        flush()
        ordered.append(condition)
        stretchStart = ordered.count
      } else {
        ordered.append(condition)
      }
    }
    flush()
    return ordered
  }
}
