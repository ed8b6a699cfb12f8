import TypingRules

/// What the never-fires checks know about predicates of a compiled program: conditions
/// flattened into conjunctions of literals, escape hatches into disjunctions of such
/// conjunctions, and an implication test that only answers "yes" when it is sure.
///
/// Everything here is deliberately incomplete but sound: a "yes" from ``implied(_:by:)`` or
/// ``contradiction(in:)`` holds for every text, field, setting and timing; a "no" means
/// "not known", never "false".
struct ConditionLogic {
  let program: RuleProgram

  /// One test, normalised so that negations of fields, switches and timings are folded in.
  enum Literal: Hashable {
    /// The field trait's value is one of the mask's values.
    case field(FieldTraitKey, mask: UInt32)
    /// The setting equals (`equal`) or differs from a value.
    case setting(Int, SettingValue, equal: Bool)
    /// The last event of a kind was at most (`within`) or more than (`over`) this long ago.
    case since(EventKind, Operand, within: Bool)
    /// A test decided when the pack compiled (`locale: {KEY: VALUE}`).
    case constant(Bool)
    /// Any other predicate (by index), or its negation.
    case atom(Int, positive: Bool)
  }

  /// A literal with the index of the top-level condition or escape it came from.
  struct Term: Hashable {
    var literal: Literal
    var origin: Int
  }

  // MARK: - Flattening

  /// The literals a list of conditions (all of which must hold) amounts to.
  func conjunction(_ conditions: [Int]) -> [Term] {
    var terms: [Term] = []
    for (origin, index) in conditions.enumerated() {
      terms += conjuncts(index, positive: true).map { Term(literal: $0, origin: origin) }
    }
    return terms
  }

  /// The escape hatches (any one of which stands a rule down) as disjuncts, each a
  /// conjunction of literals.
  func disjunction(_ escapes: [Int]) -> [(terms: [Literal], origin: Int)] {
    var result: [(terms: [Literal], origin: Int)] = []
    for (origin, index) in escapes.enumerated() {
      for disjunct in disjuncts(index, positive: true) { result.append((disjunct, origin)) }
    }
    return result
  }

  /// The literals that must all hold for a predicate (or its negation) to hold.
  func conjuncts(_ index: Int, positive: Bool) -> [Literal] {
    let condition = program.condition(index)
    switch (condition.opcode, positive) {
    case (.all, true):
      return program.parts(of: condition).flatMap { conjuncts($0, positive: true) }
    case (.any, false):
      return program.parts(of: condition).flatMap { conjuncts($0, positive: false) }
    case (.not, _):
      return conjuncts(Int(condition.a), positive: !positive)
    default:
      let literal = literal(index, positive: positive)
      return literal == .constant(true) ? [] : [literal]
    }
  }

  /// The alternatives of a predicate (or its negation), each a conjunction of literals.
  func disjuncts(_ index: Int, positive: Bool) -> [[Literal]] {
    let condition = program.condition(index)
    switch (condition.opcode, positive) {
    case (.any, true):
      return program.parts(of: condition).flatMap { disjuncts($0, positive: true) }
    case (.all, false):
      return program.parts(of: condition).flatMap { disjuncts($0, positive: false) }
    case (.not, _):
      return disjuncts(Int(condition.a), positive: !positive)
    default:
      let conjunction = conjuncts(index, positive: positive)
      return conjunction.contains(.constant(false)) ? [] : [conjunction]
    }
  }

  /// Whether a rule is switched off by its pack's locale data on purpose: a `locale:`
  /// condition that is false, or a `locale:` escape hatch that is true. Such rules are
  /// not reported as never firing.
  func isSwitchedOff(_ rule: Rule) -> Bool {
    conjunction(rule.conditions).contains { $0.literal == .constant(false) }
      || disjunction(rule.escapes).contains { $0.terms.isEmpty }
  }

  /// A single predicate as a literal, negation folded into fields, switches and timings.
  func literal(_ index: Int, positive: Bool) -> Literal {
    let condition = program.condition(index)
    switch condition.opcode {
    case .field:
      let key = condition.fieldKey
      return .field(key, mask: positive ? condition.fieldMask : Self.fullMask(key) & ~condition.fieldMask)
    case .setting:
      let setting = Int(condition.a)
      if case .bool(let value) = program.settingValue(of: condition) {
        return .setting(setting, .bool(positive ? value : !value), equal: true)
      }
      return .setting(setting, program.settingValue(of: condition), equal: positive)
    case .sinceWithin:
      return .since(Self.eventKind(condition.a), program.secondsOperand(of: condition), within: positive)
    case .sinceOver:
      return .since(Self.eventKind(condition.a), program.secondsOperand(of: condition), within: !positive)
    case .constant:
      return .constant((condition.a != 0) == positive)
    default:
      return .atom(index, positive: positive)
    }
  }

  static func eventKind(_ index: Int32) -> EventKind {
    EventKind.allCases.first { $0.index == Int(index) }!
  }

  static func fullMask(_ key: FieldTraitKey) -> UInt32 {
    (1 << UInt32(key.values.count)) - 1
  }

  // MARK: - Implication

  /// Whether `literal` holds whenever every literal of `facts` holds.
  func implied(_ literal: Literal, by facts: [Literal]) -> Bool {
    switch literal {
    case .field(let key, let mask):
      return fieldMask(key, in: facts) & ~mask == 0
    case .setting(let setting, let value, let equal):
      return facts.contains { fact in
        guard case .setting(setting, let known, let knownEqual) = fact else { return false }
        if equal { return knownEqual && known == value }
        return (knownEqual && known != value) || (!knownEqual && known == value)
      }
    case .since(let kind, let operand, let within):
      return facts.contains { fact in
        guard case .since(kind, let known, within) = fact else { return false }
        if known == operand { return true }
        guard case .constant(let bound) = operand, case .constant(let knownBound) = known else {
          return false
        }
        // within a' implies within a when a' <= a; over b' implies over b when b' >= b.
        return within ? knownBound <= bound : knownBound >= bound
      }
    case .constant(let value):
      return value || facts.contains(.constant(false))
    case .atom(let index, let positive):
      if facts.contains(literal) { return true }
      // An `any` holds if one of its alternatives is known to hold.
      for alternative in disjuncts(index, positive: positive) where alternative != [literal] {
        if !alternative.isEmpty, alternative.allSatisfy({ implied($0, by: facts) }) { return true }
      }
      return false
    }
  }

  /// The values a field trait can still take given the facts.
  func fieldMask(_ key: FieldTraitKey, in facts: [Literal]) -> UInt32 {
    var mask = Self.fullMask(key)
    for case .field(key, let known) in facts { mask &= known }
    return mask
  }

  // MARK: - Contradiction

  /// Terms of a conjunction that cannot all hold together.
  struct Contradiction {
    var terms: [Term]
  }

  /// The first pair of terms that cannot hold together, if one is found.
  func contradiction(in terms: [Term]) -> Contradiction? {
    for (laterIndex, later) in terms.enumerated() {
      for earlier in terms[..<laterIndex] {
        if excludes(earlier.literal, later.literal) { return Contradiction(terms: [earlier, later]) }
      }
      // Field masks narrow as terms add up: report the term that empties one.
      if case .field(let key, _) = later.literal {
        let sofar = terms[...laterIndex].map(\.literal)
        if fieldMask(key, in: sofar) == 0,
          let first = terms[..<laterIndex].first(where: {
            if case .field(key, _) = $0.literal { return true } else { return false }
          })
        {
          return Contradiction(terms: [first, later])
        }
      }
    }
    // An `any` whose every alternative is ruled out by the other terms.
    for (index, term) in terms.enumerated() {
      guard case .atom(let predicate, let positive) = term.literal else { continue }
      let alternatives = disjuncts(predicate, positive: positive)
      guard alternatives.count > 1 else { continue }
      let others = terms.enumerated().filter { $0.offset != index }.map(\.element)
      var refuters: [Term] = []
      for alternative in alternatives {
        guard
          let refuter = others.first(where: { other in
            alternative.contains { excludes($0, other.literal) }
          })
        else { return nil }
        if !refuters.contains(refuter) { refuters.append(refuter) }
      }
      return Contradiction(terms: refuters + [term])
    }
    return nil
  }

  /// Whether two literals can never hold together.
  func excludes(_ a: Literal, _ b: Literal) -> Bool {
    switch (a, b) {
    case (.atom(let x, let p), .atom(let y, let q)):
      return x == y && p != q
    case (.field(let k1, let m1), .field(let k2, let m2)):
      return k1 == k2 && m1 & m2 == 0
    case (.setting(let s1, let v1, let e1), .setting(let s2, let v2, let e2)):
      guard s1 == s2 else { return false }
      if e1 && e2 { return v1 != v2 }
      return e1 != e2 && v1 == v2
    case (.since(let k1, let o1, let w1), .since(let k2, let o2, let w2)):
      guard k1 == k2, w1 != w2 else { return false }
      let (within, over) = w1 ? (o1, o2) : (o2, o1)
      // within a and over b need b < seconds <= a.
      if within == over { return true }
      if case .constant(let a) = within, case .constant(let b) = over { return b >= a }
      return false
    default:
      return false
    }
  }
}
