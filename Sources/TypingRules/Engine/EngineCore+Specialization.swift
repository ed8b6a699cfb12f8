/// Work the loop does not repeat: what the field's traits and the settings decide is
/// decided once for them.
extension EngineCore {
  /// The rules specialized for the current field traits and settings (see
  /// ``SpecializedRules``).
  mutating func specializedRules() -> SpecializedRules {
    // Local copies of the tables read in the loops: an unoptimized build would otherwise
    // copy the whole `ProgramTables` (retaining each of its arrays) on every access.
    let code = self.code
    let ruleLists = code.ruleLists
    let ruleGuards = code.ruleGuards
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
    // The guard index: for each event, and each distinct list of an ASCII key's rules
    // (every letter key has the same), and each guard code of the character before the
    // cursor, the positions of the rules that the field leaves in and whose guard admits
    // that character.
    var lists = code.eventRules
    var listOfRules: [ProgramTables.Span: Int] = [:]
    for rules in code.asciiRules {
      let list = listOfRules[rules] ?? lists.count
      if list == lists.count {
        listOfRules[rules] = list
        lists.append(rules)
      }
      specialized.asciiKeyLists.append(Int32(list))
    }
    // Only a loop that uses the index (see `runRules`) gets its runs.
    guard shortcuts.isSuperset(of: [.guards, .fieldAndSettings, .guardIndex]) else { return specialized }
    for rules in lists {
      for bucket in 0..<SpecializedRules.bucketCount {
        let nearest = SpecializedRules.guardCode(ofBucket: bucket)
        let start = Int32(specialized.indexedPositions.count)
        for position in rules.range {
          let index = Int(ruleLists[position])
          guard !specialized.ruledOut[index], ruleGuards[index].nearest.contains(nearest) else {
            continue
          }
          specialized.indexedPositions.append(Int32(position))
        }
        specialized.indexedLists.append(
          .init(start: start, count: Int32(specialized.indexedPositions.count) - start))
      }
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

  /// The guard index (``Shortcuts/guardIndex``): for each list of rules it covers and each
  /// guard code of the character before the cursor (``bucket(ofGuardCode:)``), a run of
  /// ``indexedPositions``. The lists are the event kinds' (by ``EventKind/index``), then the
  /// distinct lists of the ASCII keys' rules (``asciiKeyLists``).
  var indexedLists: [ProgramTables.Span] = []
  /// Positions in the program's `ruleLists`, in program order within each run: the rules
  /// of a list that are not ruled out and whose guard admits the character.
  var indexedPositions: [Int32] = []
  /// For each ASCII byte, the guard index's list of that key's rules.
  var asciiKeyLists: [Int32] = []

  /// How many guard codes there are: the 128 ASCII bytes, then ``PatternCode/other``,
  /// ``PatternCode/end`` and ``PatternCode/otherWord``.
  static let bucketCount = 131

  /// The bucket of a guard code (see ``bucketCount``).
  @inline(__always)
  static func bucket(ofGuardCode code: UInt16) -> Int {
    code < 0x80 ? Int(code) : 0x80 + Int(code &- PatternCode.other)
  }

  /// The guard code of a bucket (the inverse of ``bucket(ofGuardCode:)``).
  static func guardCode(ofBucket bucket: Int) -> UInt16 {
    bucket < 0x80 ? UInt16(bucket) : PatternCode.other + UInt16(bucket - 0x80)
  }

  /// The run of ``indexedPositions`` for a list (see ``indexedLists``) and the guard code of
  /// the character before the cursor.
  @inline(__always)
  func indexed(list: Int, nearest: UInt16) -> ProgramTables.Span {
    indexedLists[list &* Self.bucketCount &+ Self.bucket(ofGuardCode: nearest)]
  }
}
