/// What the loop can know about a rule before evaluating it: a rule's *guard* is what the
/// two characters right before the cursor must be for its conditions to hold. A rule whose
/// conditions include `before: '[.!?]\h'` cannot fire after a letter, nor after a space
/// that follows a letter, and the engine skips it with two bit tests instead of evaluating
/// its conditions (`EngineCore.handle`).
///
/// The guard is an over-estimate derived from the program alone: where a condition's answer
/// does not depend only on those characters, it allows every character.
extension ProgramTables {
  /// What a condition (by index) allows right before the cursor.
  func guardCodes(_ index: Int32) -> RuleGuard {
    let condition = conditions[Int(index)]
    switch condition.opcode {
    case .before:
      return guardCodes(ofPattern: condition.a)
    case .any:
      var codes = RuleGuard.none
      for position in Int(condition.a)..<Int(condition.a + condition.b) {
        codes = codes.union(guardCodes(operands[position]))
      }
      return codes
    case .all:
      var codes = RuleGuard.all
      for position in Int(condition.a)..<Int(condition.a + condition.b) {
        codes = codes.intersection(guardCodes(operands[position]))
      }
      return codes
    default:
      return .all
    }
  }

  /// The codes a pattern's match can have at its first two characters from the anchor.
  ///
  /// The items are laid out as positions that take one character each (as in
  /// `PatternAutomata`, over-estimating: at most two required copies of an item, then one
  /// position that may repeat or be passed over); the first character is taken by a
  /// position of the start state, the second by one reachable after any first character.
  /// Where the match may end, anything may follow (only the edge, for an anchored pattern).
  func guardCodes(ofPattern index: Int32) -> RuleGuard {
    let pattern = patterns[Int(index)]
    var classOf: [Int32] = []
    var optional: UInt64 = 0
    var looping: UInt64 = 0
    var complete = true
    for position in pattern.items.range {
      let item = patternItems[position]
      if item.max == 0 { continue }
      guard classOf.count + 3 <= PatternAutomata.maxPositions else {
        complete = false
        break
      }
      for _ in 0..<min(Int(item.min), 2) { classOf.append(item.characterClass) }
      if item.max > min(item.min, 2) {
        optional |= 1 << UInt64(classOf.count)
        looping |= 1 << UInt64(classOf.count)
        classOf.append(item.characterClass)
      }
    }
    let accept: UInt64 = 1 << UInt64(classOf.count)
    func closure(_ state: UInt64) -> UInt64 { PatternAutomata.closure(state, optional: optional) }
    func codes(_ state: UInt64) -> CodeSet {
      if state & accept != 0 {
        guard pattern.anchored, complete else { return .all }
      }
      var codes = CodeSet.none
      for position in classOf.indices where state & (1 << UInt64(position)) != 0 {
        let characterClass = classOf[position]
        let ascii = asciiSets[Int(characterClass)]
        codes = codes.union(
          CodeSet(
            low: ascii.low, high: ascii.high, other: classes[Int(characterClass)].mayContainNonASCII,
            otherWord: classes[Int(characterClass)].mayContainNonASCIIWord, end: false))
      }
      if state & accept != 0 { codes.end = true }
      return codes
    }
    let start = closure(1)
    let next = closure((start & ~accept) << 1 | start & looping)
    var guardCodes = RuleGuard(nearest: codes(start), second: codes(next))
    // Past the edge there is nothing: an edge next to the cursor is one at the next place too.
    if guardCodes.nearest.end { guardCodes.second.end = true }
    return guardCodes
  }

  /// Each rule's guard: the intersection of what its conditions allow, in order, up to the
  /// first condition that may ask the autocorrector (so that skipping a rule never skips a
  /// question the evaluation would have asked).
  func deriveRuleGuards() -> [RuleGuard] {
    rules.map { rule in
      var codes = RuleGuard.all
      for position in rule.conditions.range {
        let condition = operands[position]
        if asksAutocorrector(condition) { break }
        codes = codes.intersection(guardCodes(condition))
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
