/// Work the loop does not repeat: what the field's traits and the settings decide is
/// decided once for them.
extension EngineCore {
  /// The rules specialized for the current field traits and settings (see
  /// ``SpecializedRules``).
  mutating func specializedRules() -> SpecializedRules {
    var specialized = SpecializedRules()
    for rule in code.rules {
      var ruledOut = false
      // Until a condition that may ask the autocorrector, a fixed condition that fails (or
      // a fixed escape hatch that holds) rules the rule out, and one that does not is
      // dropped; after it, fixed ones stay where they are.
      var barrier = false
      let conditionStart = Int32(specialized.operands.count)
      // In evaluation order (cheap first, see `ProgramTables+EvaluationOrder.swift`).
      for condition in code.evaluationOrder(of: code.operands[rule.conditions.range]) {
        if code.isFixed(condition) {
          if holds(condition) { continue }
          if !barrier { ruledOut = true }
        } else if code.asksAutocorrector(condition) {
          barrier = true
        }
        specialized.operands.append(condition)
      }
      let escapeStart = Int32(specialized.operands.count)
      for escape in code.evaluationOrder(of: code.operands[rule.escapes.range]) {
        if code.isFixed(escape) {
          if !holds(escape) { continue }
          if !barrier { ruledOut = true }
        } else if code.asksAutocorrector(escape) {
          barrier = true
        }
        specialized.operands.append(escape)
      }
      specialized.ruledOut.append(ruledOut)
      specialized.conditions.append(.init(start: conditionStart, count: escapeStart - conditionStart))
      specialized.escapes.append(
        .init(start: escapeStart, count: Int32(specialized.operands.count) - escapeStart))
    }
    return specialized
  }
}

/// The program's rules specialized for one field's traits and settings: the conditions
/// and escape hatches that read nothing else (``ProgramTables/isFixed(_:)``) are decided
/// once, when the field or settings change, rather than on every event. A rule that one of
/// them rules out is never evaluated; from the others they are dropped. The untraced loop
/// evaluates what is left; a traced one evaluates every condition, as written.
///
/// A fixed condition after one that may ask the autocorrector is kept in place: dropping
/// the rule there would skip a question the full evaluation asks.
struct SpecializedRules {
  /// For each rule, whether it can never fire with the current field traits and settings.
  var ruledOut: [Bool] = []
  /// For each rule, the conditions left (a run of ``operands``).
  var conditions: [ProgramTables.Span] = []
  /// For each rule, the escape hatches left (a run of ``operands``).
  var escapes: [ProgramTables.Span] = []
  /// Condition indexes.
  var operands: [Int32] = []
}
