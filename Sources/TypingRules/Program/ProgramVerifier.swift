/// The one check every program passes before an engine accepts it, whether it came from
/// ``ProgramBuilder``, the YAML compiler or a compiled file: every index in range, every
/// operand as its opcode's layout says, conditions only referring to earlier conditions (so
/// evaluation cannot recurse forever), `after-tap` rules changing only state, and every
/// bound from ``ProgramLimits``.
enum ProgramVerifier {
  static func verify(_ tables: ProgramTables) throws(ProgramError) {
    try size(tables.rules.count, ProgramLimits.maxRules, "rules")
    for (name, count) in [
      ("settings", tables.settings.count), ("flags", tables.flags.count), ("strings", tables.strings.count),
      ("lists", tables.lists.count), ("numbers", tables.numbers.count), ("classes", tables.classes.count),
      ("patterns", tables.patterns.count), ("pattern items", tables.patternItems.count),
      ("conditions", tables.conditions.count), ("operands", tables.operands.count),
      ("actions", tables.actions.count),
    ] {
      try size(count, ProgramLimits.maxPoolEntries, name)
    }
    for (index, setting) in tables.settings.enumerated() {
      if case .number(let value) = setting.defaultValue, !(0...ProgramLimits.maxSettingValue).contains(value)
      {
        throw .invalid(.setting(index), "default \(value) is outside 0...\(ProgramLimits.maxSettingValue)")
      }
    }
    for value in tables.numbers where !value.isFinite {
      throw .invalid(.table("numbers"), "a number is not finite")
    }
    for (index, pattern) in tables.patterns.enumerated() {
      let place = ProgramError.Place.pattern(index)
      try span(pattern.items, within: tables.patternItems.count, place, "items")
      try check(Int(pattern.items.count), 0, ProgramLimits.maxPatternItems, place, "item count")
      for item in tables.patternItems[pattern.items.range] {
        try check(Int(item.characterClass), 0, (tables.classes.count - 1), place, "class")
        try check(Int(item.max), 0, Int(ProgramLimits.maxRun), place, "quantifier maximum")
        try check(Int(item.min), 0, Int(item.max), place, "quantifier minimum")
      }
    }
    for (index, instruction) in tables.conditions.enumerated() {
      guard instruction.opcode.isCondition else {
        throw .wrongRole(.condition(index), opcode: instruction.opcode.name)
      }
      try operands(instruction, at: .condition(index), conditionLimit: index, tables)
    }
    for (index, instruction) in tables.actions.enumerated() {
      guard !instruction.opcode.isCondition else {
        throw .wrongRole(.action(index), opcode: instruction.opcode.name)
      }
      try operands(instruction, at: .action(index), conditionLimit: 0, tables)
    }
    for (index, rule) in tables.rules.enumerated() {
      let place = ProgramError.Place.rule(index)
      if rule.event >= 0 {
        // Character keys trigger through a class, never through the `character` event.
        try check(Int(rule.event), 1, (EventKind.count - 1), place, "event")
        try check(Int(rule.characterClass), -1, (-1), place, "character class of an event rule")
      } else {
        try check(Int(rule.event), -1, (-1), place, "event")
        try check(Int(rule.characterClass), 0, (tables.classes.count - 1), place, "character class")
      }
      for (what, run) in [("conditions", rule.conditions), ("escapes", rule.escapes)] {
        try span(run, within: tables.operands.count, place, what)
        try check(Int(run.count), 0, ProgramLimits.maxPerRule, place, "\(what) count")
        for position in run.range {
          try check(Int(tables.operands[position]), 0, (tables.conditions.count - 1), place, "condition")
        }
      }
      try span(rule.actions, within: tables.actions.count, place, "actions")
      try check(Int(rule.actions.count), 0, ProgramLimits.maxPerRule, place, "actions count")
      if rule.event == Int32(EventKind.afterTap.index) {
        for action in tables.actions[rule.actions.range] {
          guard case .action(_, stateOnly: true) = action.opcode.layout.role else {
            throw .editAfterTap(rule: index, opcode: action.opcode.name)
          }
        }
      }
    }
    if let debug = tables.debug {
      for (name, count, expected) in [
        ("rule ids", debug.ruleIDs.count, tables.rules.count),
        ("rule summaries", debug.summaries.count, tables.rules.count),
        ("rule locations", debug.locations.count, tables.rules.count),
        ("condition sources", debug.conditionSources.count, tables.conditions.count),
        ("pattern sources", debug.patternSources.count, tables.patterns.count),
      ] where count != expected {
        throw .invalid(.table("debug"), "\(count) \(name) for \(expected) entries")
      }
    }
  }

  /// Checks an instruction's operands against its opcode's layout.
  private static func operands(
    _ instruction: Instruction, at place: ProgramError.Place, conditionLimit: Int, _ tables: ProgramTables
  ) throws(ProgramError) {
    let layout = instruction.opcode.layout
    try operand(instruction.a, layout.a, "a", instruction, place, conditionLimit, tables)
    try operand(instruction.b, layout.b, "b", instruction, place, conditionLimit, tables)
  }

  private static func operand(
    _ value: Int32, _ kind: Opcode.OperandKind, _ slot: String, _ instruction: Instruction,
    _ place: ProgramError.Place, _ conditionLimit: Int, _ tables: ProgramTables
  ) throws(ProgramError) {
    // Named only when a check fails (building the name for every operand is most of the cost).
    var what: String { "\(instruction.opcode.name) operand \(slot)" }
    let value = Int(value)
    switch kind {
    case .none: try check(value, 0, 0, place, what)
    case .pattern: try check(value, 0, (tables.patterns.count - 1), place, what)
    case .characterClass: try check(value, 0, (tables.classes.count - 1), place, what)
    case .list: try check(value, 0, (tables.lists.count - 1), place, what)
    case .string: try check(value, 0, (tables.strings.count - 1), place, what)
    case .flag: try check(value, 0, (tables.flags.count - 1), place, what)
    case .setting: try check(value, 0, (tables.settings.count - 1), place, what)
    case .number:
      try check(value, 0, (tables.numbers.count - 1), place, what)
      // A setting test compares with a value of the setting's type.
      if instruction.opcode == .setting,
        case .bool = tables.settings[Int(instruction.a)].defaultValue, tables.numbers[value] != 0,
        tables.numbers[value] != 1
      {
        throw .invalid(place, "a switch setting compared with \(tables.numbers[value])")
      }
    case .seconds:
      if value >= 0 {
        try check(value, 0, (tables.numbers.count - 1), place, what)
        let seconds = tables.numbers[value]
        guard seconds >= 0, seconds <= ProgramLimits.maxSeconds else {
          throw .invalid(place, "\(seconds) seconds is outside 0...\(ProgramLimits.maxSeconds)")
        }
      } else {
        let setting = -1 - value
        try check(setting, 0, (tables.settings.count - 1), place, "\(what) setting")
        guard case .number = tables.settings[setting].defaultValue else {
          throw .invalid(place, "a timing refers to a switch setting")
        }
      }
    case .eventKind: try check(value, 0, (EventKind.count - 1), place, what)
    case .eventMask: try check(value, 0, ((1 << EventKind.count) - 1), place, what)
    case .fieldTrait: try check(value, 0, (FieldTraitKey.allCases.count - 1), place, what)
    case .fieldMask:
      let key = FieldTraitKey.allCases[Int(instruction.a)]
      try check(value, 0, ((1 << key.values.count) - 1), place, what)
    case .tokenShapeMask: try check(value, 0, ((1 << TokenShape.allCases.count) - 1), place, what)
    case .bool: try check(value, 0, 1, place, what)
    case .integer(let range): try check(value, Int(range.lowerBound), Int(range.upperBound), place, what)
    case .condition:
      guard value >= 0, value < conditionLimit else { throw .forwardReference(place, to: value) }
    case .conditionSpan:
      let count = Int(instruction.b)
      guard value >= 0, count >= 0, value + count <= tables.operands.count else {
        throw .outOfRange(place, what: what, value: value, limit: "0..<\(tables.operands.count)")
      }
      for position in value..<(value + count) {
        let target = Int(tables.operands[position])
        guard target >= 0, target < conditionLimit else { throw .forwardReference(place, to: target) }
      }
    case .spanCount: try check(value, 0, ProgramLimits.maxPerRule, place, what)
    }
  }

  /// Checks `low <= value <= high` (an empty pool has `high` -1, so nothing is in range).
  private static func check(
    _ value: Int, _ low: Int, _ high: Int, _ place: ProgramError.Place, _ what: @autoclosure () -> String
  )
    throws(ProgramError)
  {
    guard value >= low, value <= high else {
      throw .outOfRange(
        place, what: what(), value: value, limit: high < low ? "the pool is empty" : "\(low)...\(high)")
    }
  }

  private static func span(
    _ run: ProgramTables.Span, within count: Int, _ place: ProgramError.Place, _ what: String
  )
    throws(ProgramError)
  {
    guard run.start >= 0, run.count >= 0, Int(run.start) + Int(run.count) <= count else {
      throw .outOfRange(place, what: what, value: Int(run.start), limit: "a run within 0..<\(count)")
    }
  }

  private static func size(_ count: Int, _ limit: Int, _ name: String) throws(ProgramError) {
    guard count <= limit else { throw .tooLarge(.table(name), count: count, limit: limit) }
  }
}
