/// What the loop can know about a rule before evaluating it: a rule's *guard* is what the
/// two characters right before the cursor must be for its conditions to hold, as a few
/// alternatives (``RuleGuard``s, each a set for the nearest character and one for the
/// character before it). A rule whose conditions include `before: '[.!?]\h'` cannot fire
/// after a letter, nor after a space that follows a letter, and the engine skips it with a
/// few bit tests instead of evaluating its conditions (`EngineCore.handle`).
///
/// The guard is an over-estimate derived from the program alone: where a condition's answer
/// does not depend only on those characters, it allows every character.
extension ProgramTables {
  /// The most alternatives a guard keeps; more are merged into one (a looser guard).
  static let maxGuardAlternatives = 6

  /// What a condition (by index) allows right before the cursor.
  func guardAlternatives(_ index: Int32, _ cache: inout GuardCache) -> [RuleGuard] {
    if let known = cache.conditions[Int(index)] { return known }
    let alternatives = computeGuardAlternatives(index, &cache)
    cache.conditions[Int(index)] = alternatives
    return alternatives
  }

  private func computeGuardAlternatives(_ index: Int32, _ cache: inout GuardCache) -> [RuleGuard] {
    let condition = conditions[Int(index)]
    switch condition.opcode.guardContribution {
    case .pattern:
      if let known = cache.patterns[Int(condition.a)] { return known }
      let alternatives = guardAlternatives(ofPattern: condition.a, &cache)
      cache.patterns[Int(condition.a)] = alternatives
      return alternatives
    case .union:
      var alternatives: [RuleGuard] = []
      for position in Int(condition.a)..<Int(condition.a + condition.b) {
        alternatives += guardAlternatives(operands[position], &cache)
      }
      return Self.bounded(alternatives)
    case .intersection:
      var alternatives = [RuleGuard.all]
      for position in Int(condition.a)..<Int(condition.a + condition.b) {
        alternatives = Self.intersection(alternatives, guardAlternatives(operands[position], &cache))
      }
      return alternatives
    case .none:
      return [.all]
    }
  }

  /// The pairs both lists of alternatives allow.
  static func intersection(_ first: [RuleGuard], _ second: [RuleGuard]) -> [RuleGuard] {
    if first == [.all] { return second }
    if second == [.all] { return first }
    var alternatives: [RuleGuard] = []
    for one in first {
      for other in second {
        let both = one.intersection(other)
        if !both.isEmpty, !alternatives.contains(both) { alternatives.append(both) }
      }
    }
    return bounded(alternatives)
  }

  /// At most ``maxGuardAlternatives`` alternatives: more are merged into one.
  static func bounded(_ alternatives: [RuleGuard]) -> [RuleGuard] {
    guard alternatives.count > maxGuardAlternatives else { return alternatives }
    return [alternatives.reduce(RuleGuard.none) { $0.union($1) }]
  }

  /// The pairs of codes a pattern's match can have at its first two characters from the
  /// anchor, one alternative per position that can take the first character, read from the
  /// pattern's layout as positions (`PatternAutomata.Layout`). Where the match may end,
  /// anything may follow (only the edge, for an anchored pattern); past a layout cut short,
  /// anything.
  func guardAlternatives(ofPattern index: Int32, _ cache: inout GuardCache) -> [RuleGuard] {
    let pattern = patterns[Int(index)]
    let layout = PatternAutomata.layout(pattern, of: self)
    let classOf = layout.classOf
    let optional = layout.optional
    let looping = layout.looping
    let complete = layout.complete
    let accept: UInt64 = 1 << UInt64(classOf.count)
    let exact = pattern.anchored && complete
    func closure(_ state: UInt64) -> UInt64 { PatternAutomata.closure(state, optional: optional) }
    func codes(ofPosition position: Int) -> CodeSet { cache.codes(ofClass: classOf[position], in: self) }
    // What the character at a place may be, the pattern being in `state` there.
    func codes(_ state: UInt64) -> CodeSet {
      if state & accept != 0, !exact { return .all }
      var allowed = CodeSet.none
      for position in classOf.indices where state & (1 << UInt64(position)) != 0 {
        allowed = allowed.union(codes(ofPosition: position))
      }
      if state & accept != 0 { allowed.end = true }
      return allowed
    }
    let start = closure(1)
    var alternatives: [RuleGuard] = []
    if start & accept != 0 {
      // The match may be empty: anything is next to the cursor (only the edge, and past it
      // nothing, for an anchored pattern).
      let edge = CodeSet(low: 0, high: 0, other: false, otherWord: false, end: true)
      alternatives.append(exact ? RuleGuard(nearest: edge, second: edge) : .all)
    }
    for position in classOf.indices where start & (1 << UInt64(position)) != 0 {
      let taken: UInt64 = 1 << UInt64(position)
      let next = closure(taken << 1 | taken & looping)
      let alternative = RuleGuard(nearest: codes(ofPosition: position), second: codes(next))
      if let same = alternatives.firstIndex(where: { $0.second == alternative.second }) {
        alternatives[same] = alternatives[same].union(alternative)
      } else {
        alternatives.append(alternative)
      }
    }
    return Self.bounded(alternatives)
  }

  /// The classes whose membership of a character outside ASCII is worked out once per
  /// scalar and kept as bits (`PatternAutomata`): the first 64
  /// that may hold such characters.
  func deriveTrackedClasses() -> [Int32] {
    Array(classes.indices.lazy.filter { self.classes[$0].mayContainNonASCII }.prefix(64).map { Int32($0) })
  }

  /// A class's bit among the tracked classes, `nil` if it is not one.
  func trackedBit(ofClass index: Int32) -> UInt64? {
    trackedClasses.firstIndex(of: index).map { UInt64(1) << UInt64($0) }
  }

  /// Each rule's guard: the intersection of what its conditions allow, in order, up to the
  /// first condition that may ask the autocorrector (so that skipping a rule never skips a
  /// question the evaluation would have asked).
  func deriveRuleGuards() -> [[RuleGuard]] {
    var cache = GuardCache(conditions: conditions.count, patterns: patterns.count, classes: classes.count)
    return rules.map { rule in
      var alternatives = [RuleGuard.all]
      for position in rule.conditions.range {
        let condition = operands[position]
        if asksAutocorrector(condition) { break }
        alternatives = Self.intersection(alternatives, guardAlternatives(condition, &cache))
      }
      return alternatives
    }
  }

  /// What deriving the guards works out once: each condition's and each pattern's
  /// alternatives (rules share them) and each class's codes.
  struct GuardCache {
    var conditions: [[RuleGuard]?]
    var patterns: [[RuleGuard]?]
    private var classCodes: [CodeSet?]

    init(conditions: Int, patterns: Int, classes: Int) {
      self.conditions = Array(repeating: nil, count: conditions)
      self.patterns = Array(repeating: nil, count: patterns)
      classCodes = Array(repeating: nil, count: classes)
    }

    /// The codes a class (by index) may hold.
    mutating func codes(ofClass index: Int32, in tables: ProgramTables) -> CodeSet {
      if let known = classCodes[Int(index)] { return known }
      let ascii = tables.asciiSets[Int(index)]
      let characterClass = tables.classes[Int(index)]
      let codes = CodeSet(
        low: ascii.low, high: ascii.high, other: characterClass.mayContainNonASCII,
        otherWord: characterClass.mayContainNonASCIIWord, end: false)
      classCodes[Int(index)] = codes
      return codes
    }
  }

  /// Whether a condition (by index) reads only the field's traits, the settings and
  /// constants.
  func isFixed(_ index: Int32) -> Bool {
    everyLeaf(of: index) { $0.isFixedPerField }
  }

  /// Whether evaluating a condition (by index) may ask the autocorrector.
  func asksAutocorrector(_ index: Int32) -> Bool {
    !everyLeaf(of: index) { !$0.asksAutocorrector }
  }

  /// Whether a condition (by index) reads only state (``Opcode/readsOnlyState``).
  func readsOnlyState(_ index: Int32) -> Bool {
    everyLeaf(of: index) { $0.readsOnlyState }
  }

  /// Whether every leaf of a condition (by index) passes `test`: the condition itself, or
  /// what its `not`, `any` or `all` holds, all the way down.
  func everyLeaf(of index: Int32, _ test: (Opcode) -> Bool) -> Bool {
    let condition = conditions[Int(index)]
    switch condition.opcode {
    case .not: return everyLeaf(of: condition.a, test)
    case .any, .all:
      return (Int(condition.a)..<Int(condition.a + condition.b)).allSatisfy {
        everyLeaf(of: operands[$0], test)
      }
    default: return test(condition.opcode)
    }
  }
}
