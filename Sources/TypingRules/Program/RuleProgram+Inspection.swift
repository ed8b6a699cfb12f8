/// Read-only views of a program's tables for tools in this package (the linter, tests):
/// rules as the builder took them, conditions and their parts. The engine never uses them.
extension RuleProgram {
  /// The rules, rebuilt from the tables (ids `#N` in a stripped program).
  package var rules: [Rule] {
    code.rules.enumerated().map { index, entry in
      Rule(
        id: ruleID(index), summary: code.debug?.summaries[index] ?? "",
        trigger: entry.event >= 0
          ? .event(EventKind.allCases.first { $0.index == Int(entry.event) }!)
          : .character(Int(entry.characterClass)),
        conditions: code.operands[entry.conditions.range].map(Int.init),
        escapes: code.operands[entry.escapes.range].map(Int.init),
        actions: Array(code.actions[entry.actions.range]), continues: entry.continues,
        location: code.debug?.locations[index])
    }
  }

  /// The character class pool.
  package var classes: [CharacterClass] { code.classes }

  /// A condition of the pool.
  package func condition(_ index: Int) -> Instruction { code.conditions[index] }

  /// The parts of an `any` or `all` condition.
  package func parts(of condition: Instruction) -> [Int] {
    code.operands[Int(condition.a)..<Int(condition.a + condition.b)].map(Int.init)
  }

  /// The number a `setting` condition compares with, as a value of the setting's type.
  package func settingValue(of condition: Instruction) -> SettingValue {
    let number = code.numbers[Int(condition.b)]
    switch code.settings[Int(condition.a)].defaultValue {
    case .bool: return .bool(number != 0)
    case .number: return .number(number)
    }
  }

  /// The seconds operand of a `since` condition.
  package func secondsOperand(of condition: Instruction) -> Operand {
    condition.b >= 0 ? .constant(code.numbers[Int(condition.b)]) : .setting(Int(-1 - condition.b))
  }
}
