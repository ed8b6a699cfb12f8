import TypingRules

/// Rules that can never fire because an earlier rule always fires first (`shadowed-rule`).
///
/// Rule B is shadowed by an earlier rule A when
/// - A is tried on every key B is tried on (the same event, or a character set that
///   contains B's),
/// - A stops evaluation when it fires (no `continue: true`),
/// - every condition of A holds whenever B's conditions hold (A's conditions are a subset
///   of B's, up to implication: `field: {keyboard: [url, email]}` follows from
///   `field: {keyboard: url}`),
/// - none of A's escape hatches can hold when B fires: each one either implies one of B's
///   escape hatches or contradicts B's conditions (A's escape hatches are a subset of B's),
/// - and no rule between them on those keys has `continue: true`, so nothing can change
///   the text or the engine's state between trying A and trying B.
/// Then whenever B would fire, A fired first and evaluation stopped.
struct ShadowedRuleCheck {
  let program: RuleProgram
  let logic: ConditionLogic
  let sink: DiagnosticSink

  init(program: RuleProgram, sink: DiagnosticSink) {
    self.program = program
    self.logic = ConditionLogic(program: program)
    self.sink = sink
  }

  /// Checks the rules at `candidates` (indexes into the program), in program order, against
  /// every earlier rule; `sources` gives each rule as written, by id.
  func check(candidates: Set<Int>, sources: [String: RuleSource], skip: Set<Int>) {
    let rules = program.rules
    for later in rules.indices where candidates.contains(later) && !skip.contains(later) {
      let shadowed = rules[later]
      var continuingBetween = false
      for earlier in stride(from: later - 1, through: 0, by: -1) {
        let candidate = rules[earlier]
        guard mayShareKeys(candidate.trigger, shadowed.trigger) else { continue }
        if covers(candidate.trigger, shadowed.trigger), !candidate.continues, !continuingBetween,
          shadows(candidate, shadowed)
        {
          report(shadowed, by: candidate, sources: sources)
          break
        }
        if candidate.continues { continuingBetween = true }
      }
    }
  }

  private func report(_ rule: Rule, by earlier: Rule, sources: [String: RuleSource]) {
    guard let source = sources[rule.id], let earlierSource = sources[earlier.id] else { return }
    sink.emit(
      Diagnostic(
        .warning, at: source.idLocation,
        "rule '\(rule.id)' can never fire: the earlier rule '\(earlier.id)' on the same trigger holds whenever it would, and stops evaluation",
        check: "shadowed-rule",
        notes: [
          Diagnostic.Note(
            location: earlierSource.idLocation,
            message:
              "'\(earlier.id)' is here; move '\(rule.id)' before it, narrow it, or give it 'continue: true'")
        ]))
  }

  /// Whether A fires whenever B would.
  func shadows(_ a: Rule, _ b: Rule) -> Bool {
    let facts = logic.conjunction(b.conditions).map(\.literal)
    // B's conditions may contradict each other; the contradiction check reports that.
    if logic.contradiction(in: logic.conjunction(b.conditions)) != nil { return false }
    for literal in logic.conjunction(a.conditions).map(\.literal) where !logic.implied(literal, by: facts) {
      return false
    }
    let escapesOfB = logic.disjunction(b.escapes).map(\.terms)
    for escape in logic.disjunction(a.escapes) {
      // Can this escape hatch of A hold while B fires?
      let together = (escape.terms + facts).enumerated().map {
        ConditionLogic.Term(literal: $0.element, origin: $0.offset)
      }
      if logic.contradiction(in: together) != nil { continue }
      let standsBDown = escapesOfB.contains { escapeOfB in
        escapeOfB.allSatisfy { logic.implied($0, by: escape.terms + facts) }
      }
      if !standsBDown { return false }
    }
    return true
  }

  /// Whether every key that tries `later` also tries `earlier`.
  func covers(_ earlier: Rule.Trigger, _ later: Rule.Trigger) -> Bool {
    switch (earlier, later) {
    case (.event(let a), .event(let b)):
      return a == b
    case (.character(let a), .character(let b)):
      if a == b { return true }
      let outer = program.classes[a]
      let inner = program.classes[b]
      guard Self.isPlain(outer), Self.isPlain(inner) else { return false }
      return Set(inner.characters).isSubset(of: Set(outer.characters))
    default:
      return false
    }
  }

  /// Whether some key may try both rules (conservative: unknown is yes).
  func mayShareKeys(_ a: Rule.Trigger, _ b: Rule.Trigger) -> Bool {
    switch (a, b) {
    case (.event(let x), .event(let y)):
      return x == y
    case (.character(let x), .character(let y)):
      let first = program.classes[x]
      let second = program.classes[y]
      guard Self.isPlain(first), Self.isPlain(second) else { return true }
      return !Set(first.characters).isDisjoint(with: Set(second.characters))
    default:
      return false
    }
  }

  static func isPlain(_ characters: CharacterClass) -> Bool {
    characters.ranges.isEmpty && characters.named.isEmpty && characters.namedComplement.isEmpty
      && !characters.negated
  }
}
