/// Work the loop does not repeat: a predicate's value is shared by every rule that uses it
/// while nothing it reads changes, and a rule that the field's traits and the settings
/// rule out is not evaluated at all.
extension EngineCore {
  /// Whether a predicate (by index) holds, evaluated at most once while the state it may
  /// read (text, flags, shift, time, the revertable edit, field, settings) stays the same:
  /// every change of state starts a new generation (``stateChanged()``).
  mutating func sharedHolds(_ index: Int32) -> Bool {
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

  /// For each rule, whether it can never fire with the current field traits and settings:
  /// one of its conditions reads nothing else (field, setting, constant) and is false, or
  /// one of its escape hatches reads nothing else and holds, and nothing evaluated before
  /// that asks the autocorrector (which the rule would otherwise have asked).
  mutating func ruledOut() -> [Bool] {
    code.rules.map { rule in
      for position in rule.conditions.range {
        let condition = code.operands[position]
        if code.isFixed(condition) {
          if !holds(condition) { return true }
        } else if code.asksAutocorrector(condition) {
          return false
        }
      }
      for position in rule.escapes.range {
        let escape = code.operands[position]
        if code.isFixed(escape) {
          if holds(escape) { return true }
        } else if code.asksAutocorrector(escape) {
          return false
        }
      }
      return false
    }
  }
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
