/// Work the loop does not repeat: a predicate's value is shared by every rule that uses it
/// while nothing it reads changes, and what the field's traits and the settings decide is
/// decided once for them.
extension EngineCore {
  /// Whether a predicate (by index) holds, evaluated at most once while the state it may
  /// read (text, flags, shift, time, the revertable edit, field, settings) stays the same:
  /// every change of state starts a new generation (``stateChanged()``).
  mutating func sharedHolds(_ index: Int32) -> Bool {
    if reference { return holds(index) }
    let slot = Int(index)
    if memo.generations[slot] == generation { return memo.values[slot] }
    let value = holds(index)
    memo.generations[slot] = generation
    memo.values[slot] = value
    return value
  }

  /// Marks every shared predicate value stale.
  @inline(__always)
  mutating func stateChanged() { generation &+= 1 }

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

/// The shared predicate values: for each predicate, the generation of its value. Allocated
/// once per engine, so the loop's reads and writes touch no reference counts.
final class PredicateMemo {
  let count: Int
  let generations: UnsafeMutablePointer<UInt64>
  let values: UnsafeMutablePointer<Bool>

  init(count: Int) {
    self.count = max(1, count)
    generations = .allocate(capacity: self.count)
    generations.initialize(repeating: 0, count: self.count)
    values = .allocate(capacity: self.count)
    values.initialize(repeating: false, count: self.count)
  }

  deinit {
    generations.deallocate()
    values.deallocate()
  }
}
