/// What the loop can know about a rule before evaluating it: a rule's *guard* is the set of
/// characters right before the cursor with which its conditions can all hold. A rule whose
/// conditions include `before: '[.!?]\h'` cannot fire after a letter, and the engine skips
/// it with one bit test instead of evaluating its conditions (`EngineCore.handle`).
///
/// The guard is an over-estimate derived from the program alone: where a condition's answer
/// does not depend only on that character, it allows every character.
extension ProgramTables {
  /// The codes at distance 0 before the cursor with which a condition (by index) can hold.
  func nearestCodes(_ index: Int32) -> CodeSet {
    let condition = conditions[Int(index)]
    switch condition.opcode {
    case .before:
      return firstCodes(ofPattern: condition.a)
    case .any:
      var codes = CodeSet.none
      for position in Int(condition.a)..<Int(condition.a + condition.b) {
        codes = codes.union(nearestCodes(operands[position]))
      }
      return codes
    case .all:
      var codes = CodeSet.all
      for position in Int(condition.a)..<Int(condition.a + condition.b) {
        codes = codes.intersection(nearestCodes(operands[position]))
      }
      return codes
    default:
      return .all
    }
  }

  /// The codes a pattern's match can start with at its anchor: the first characters of its
  /// items up to the first one that needs a character; with every item optional, the empty
  /// match at the anchor (any code, or only the edge for an anchored pattern).
  func firstCodes(ofPattern index: Int32) -> CodeSet {
    let pattern = patterns[Int(index)]
    var codes = CodeSet.none
    for position in pattern.items.range {
      let item = patternItems[position]
      if item.max == 0 { continue }
      let ascii = asciiSets[Int(item.characterClass)]
      let other = classes[Int(item.characterClass)].mayContainNonASCII
      codes = codes.union(CodeSet(low: ascii.low, high: ascii.high, other: other, end: false))
      if item.min > 0 { return codes }
    }
    if pattern.anchored {
      codes.end = true
      return codes
    }
    return .all
  }

  /// Each rule's guard: the intersection of what its conditions allow, in order, up to the
  /// first condition that may ask the autocorrector (so that skipping a rule never skips a
  /// question the evaluation would have asked).
  func deriveRuleGuards() -> [CodeSet] {
    rules.map { rule in
      var codes = CodeSet.all
      for position in rule.conditions.range {
        let condition = operands[position]
        if asksAutocorrector(condition) { break }
        codes = codes.intersection(nearestCodes(condition))
      }
      return codes
    }
  }

  /// Whether a condition (by index) reads only the field's traits, the settings and
  /// constants.
  func isFixed(_ index: Int32) -> Bool {
    let condition = conditions[Int(index)]
    switch condition.opcode {
    case .field, .setting, .constant: return true
    case .not: return isFixed(condition.a)
    case .any, .all:
      return (Int(condition.a)..<Int(condition.a + condition.b)).allSatisfy { isFixed(operands[$0]) }
    default: return false
    }
  }

  /// Whether evaluating a condition (by index) may ask the autocorrector.
  func asksAutocorrector(_ index: Int32) -> Bool {
    let condition = conditions[Int(index)]
    switch condition.opcode {
    case .hasCorrection: return true
    case .not: return asksAutocorrector(condition.a)
    case .any, .all:
      return (Int(condition.a)..<Int(condition.a + condition.b)).contains { asksAutocorrector(operands[$0]) }
    default: return false
    }
  }
}
