import TypingRules

/// Rules that can never fire on their own account: conditions that exclude each other
/// (`contradictory-conditions`) and escape hatches that hold whenever the conditions do
/// (`escape-always-holds`). Works on the compiled program, located by the rule as written.
struct ContradictionCheck {
  let logic: ConditionLogic
  let sink: DiagnosticSink

  init(program: RuleProgram, sink: DiagnosticSink) {
    self.logic = ConditionLogic(program: program)
    self.sink = sink
  }

  /// Checks one rule; returns false if it can never fire.
  @discardableResult
  func check(_ rule: Rule, source: RuleSource) -> Bool {
    guard rule.conditions.count == source.conditions.count, rule.escapes.count == source.escapes.count
    else { return true }
    if logic.isSwitchedOff(rule) { return false }
    let conditions = logic.conjunction(rule.conditions)
    if let found = logic.contradiction(in: conditions) {
      let origins = Set(found.terms.map(\.origin)).sorted()
      let nodes = origins.map { source.conditions[$0] }
      let last = nodes[nodes.count - 1]
      if nodes.count == 1 {
        sink.warning(
          "rule '\(rule.id)' can never fire: its condition '\(last.entryText)' can never hold",
          at: last.location, check: "contradictory-conditions")
      } else {
        let names = nodes.map { "'\($0.entryText)'" }
        let verb = nodes.count == 2 ? "cannot both hold" : "cannot all hold"
        sink.emit(
          Diagnostic(
            .warning, at: last.location,
            "rule '\(rule.id)' can never fire: its conditions \(names.dropLast().joined(separator: ", ")) and \(names.last!) \(verb)",
            check: "contradictory-conditions",
            notes: nodes.dropLast().map {
              Diagnostic.Note(location: $0.location, message: "'\($0.entryText)' is here")
            }))
      }
      return false
    }
    return checkEscapes(rule, source: source, facts: conditions.map(\.literal))
  }

  private func checkEscapes(_ rule: Rule, source: RuleSource, facts: [ConditionLogic.Literal]) -> Bool {
    let escapes = logic.disjunction(rule.escapes)
    let qualifier = facts.isEmpty ? "always holds" : "holds whenever its conditions do"

    // One escape hatch that holds whenever the conditions do.
    for escape in escapes where escape.terms.allSatisfy({ logic.implied($0, by: facts) }) {
      let node = source.escapes[escape.origin]
      sink.warning(
        "rule '\(rule.id)' can never fire: its escape hatch '\(node.entryText)' \(qualifier)",
        at: node.location, check: "escape-always-holds")
      return false
    }

    // Several that together cover every value a trait, a switch or a timing can have.
    var byGroup: [String: [(literal: ConditionLogic.Literal, origin: Int)]] = [:]
    var groupOrder: [String] = []
    for escape in escapes where escape.terms.count == 1 {
      let literal = escape.terms[0]
      let group: String
      switch literal {
      case .field(let key, _): group = "field \(key.rawValue)"
      case .setting(let setting, .bool, true): group = "setting \(setting)"
      case .atom(let index, _): group = "atom \(index)"
      case .since(let kind, _, _): group = "since \(kind.rawValue)"
      case .setting, .constant: continue
      }
      if byGroup[group] == nil { groupOrder.append(group) }
      byGroup[group, default: []].append((literal, escape.origin))
    }
    for group in groupOrder {
      let members = byGroup[group]!
      guard let covering = coveringPair(members.map(\.literal), facts: facts) else { continue }
      let origins = covering.map { members[$0].origin }
      guard Set(origins).count > 1 else { continue }
      let nodes = origins.map { source.escapes[$0] }
      let last = nodes[nodes.count - 1]
      let names = nodes.map { "'\($0.entryText)'" }
      sink.emit(
        Diagnostic(
          .warning, at: last.location,
          "rule '\(rule.id)' can never fire: its escape hatches \(names.dropLast().joined(separator: ", ")) and \(names.last!) together \(facts.isEmpty ? "always hold" : "hold whenever its conditions do")",
          check: "escape-always-holds",
          notes: nodes.dropLast().map {
            Diagnostic.Note(location: $0.location, message: "'\($0.entryText)' is here")
          }))
      return false
    }
    return true
  }

  /// Indexes of single-literal escapes of one group that together always hold given the
  /// facts, or nil.
  private func coveringPair(_ literals: [ConditionLogic.Literal], facts: [ConditionLogic.Literal]) -> [Int]? {
    switch literals.first {
    case .field(let key, _)?:
      let allowed = logic.fieldMask(key, in: facts)
      var covered: UInt32 = 0
      var used: [Int] = []
      for (index, literal) in literals.enumerated() {
        guard case .field(_, let mask) = literal, mask & allowed & ~covered != 0 else { continue }
        covered |= mask
        used.append(index)
        if allowed & ~covered == 0 { return used }
      }
      return nil
    case .setting(let setting, _, _)?:
      // The values the conditions leave open; each needs an escape hatch of its own.
      let needed = [true, false].filter {
        !logic.implied(.setting(setting, .bool(!$0), equal: true), by: facts)
      }
      var used: [Int] = []
      var seen: Set<Bool> = []
      for (index, literal) in literals.enumerated() {
        guard case .setting(_, .bool(let value), true) = literal, needed.contains(value),
          !seen.contains(value)
        else { continue }
        seen.insert(value)
        used.append(index)
      }
      return Set(needed).isSubset(of: seen) ? used : nil
    case .atom?:
      for (i, a) in literals.enumerated() {
        for (j, b) in literals.enumerated() where i < j && logic.excludes(a, b) { return [i, j] }
      }
      return nil
    case .constant?:
      return nil
    case .since?:
      // (seconds <= a) or (seconds > b) always holds when b <= a.
      for (i, a) in literals.enumerated() {
        for (j, b) in literals.enumerated() where i < j {
          guard case .since(_, let o1, let w1) = a, case .since(_, let o2, let w2) = b, w1 != w2 else {
            continue
          }
          let (within, over) = w1 ? (o1, o2) : (o2, o1)
          if within == over { return [i, j] }
          if case .constant(let x) = within, case .constant(let y) = over, y <= x { return [i, j] }
        }
      }
      return nil
    case nil:
      return nil
    }
  }
}
