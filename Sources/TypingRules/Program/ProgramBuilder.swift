/// Assembles a ``RuleProgram``: interns constants into pools, conditions into the condition
/// pool, and appends rules in order. The builder is kept apart from the engine that runs
/// programs; front ends (YAML, tests) drive it, and ``build()`` hands the tables to the
/// verifier, so a mistake here is a ``ProgramError``, never a crash.
package struct ProgramBuilder {
  /// The pack's locale data, which patterns and values read.
  package var locale: LocaleData
  private var rules: [Rule] = []
  private var conditions: [Instruction] = []
  private var conditionSources: [String] = []
  private var conditionIndex: [Instruction: Int] = [:]
  private var operands: [Int32] = []
  private var spanIndex: [[Int32]: Int32] = [:]
  private var patterns: [Pattern] = []
  private var patternIndex: [Pattern: Int] = [:]
  private var classes: [CharacterClass] = []
  private var classIndex: [CharacterClass: Int] = [:]
  private var strings: [String] = []
  private var stringIndex: [String: Int] = [:]
  private var lists: [[String]] = []
  private var listIndexes: [[String]: Int] = [:]
  private var numbers: [Double] = []
  private var numberIndex: [Double: Int] = [:]
  private var flags: [String] = []
  private var settings: [SettingDefinition] = []

  /// An empty program for a locale.
  package init(locale: LocaleData) { self.locale = locale }

  /// The settings declared so far, in order.
  package var knownSettings: [SettingDefinition] { settings }

  /// Declares a setting a pack adds; returns its index.
  @discardableResult
  package mutating func declareSetting(_ definition: SettingDefinition) -> Int {
    if let index = settings.firstIndex(where: { $0.name == definition.name }) {
      settings[index] = definition
      return index
    }
    settings.append(definition)
    return settings.count - 1
  }

  /// The index of a known setting.
  package func settingIndex(named name: String) -> Int? {
    settings.firstIndex { $0.name == name }
  }

  /// Interns a condition; `source` is how it reads in the rule file. Returns its index.
  package mutating func add(_ condition: Instruction, source: String) -> Int {
    if let index = conditionIndex[condition] { return index }
    conditions.append(condition)
    conditionSources.append(source)
    conditionIndex[condition] = conditions.count - 1
    return conditions.count - 1
  }

  /// The condition interned at an index.
  package func condition(at index: Int) -> Instruction { conditions[index] }

  /// `any`: at least one of the conditions (by index) holds.
  package mutating func any(_ parts: [Int]) -> Instruction { Instruction(.any, span(parts), parts.count) }

  /// `all`: every one of the conditions (by index) holds.
  package mutating func all(_ parts: [Int]) -> Instruction { Instruction(.all, span(parts), parts.count) }

  /// `setting`: a setting (by index) equals a value.
  package mutating func setting(_ index: Int, equals value: SettingValue) -> Instruction {
    Instruction(.setting, index, number(value.number))
  }

  /// `since`: the last event of a kind was at most `within` seconds ago.
  package mutating func since(_ kind: EventKind, within seconds: Operand) -> Instruction {
    Instruction(.sinceWithin, kind.index, operand(seconds))
  }

  /// `since`: the last event of a kind was more than `over` seconds ago, or never.
  package mutating func since(_ kind: EventKind, over seconds: Operand) -> Instruction {
    Instruction(.sinceOver, kind.index, operand(seconds))
  }

  private mutating func operand(_ seconds: Operand) -> Int {
    switch seconds {
    case .constant(let value): number(value)
    case .setting(let index): -1 - index
    }
  }

  /// Interns a number; returns its index in the number pool.
  package mutating func number(_ value: Double) -> Int {
    if let index = numberIndex[value] { return index }
    numbers.append(value)
    numberIndex[value] = numbers.count - 1
    return numbers.count - 1
  }

  /// Interns a run of condition indexes in the operand pool; returns its start.
  private mutating func span(_ parts: [Int]) -> Int {
    let values = parts.map { Int32(truncatingIfNeeded: $0) }
    if let start = spanIndex[values] { return Int(start) }
    let start = Int32(operands.count)
    operands += values
    spanIndex[values] = start
    return Int(start)
  }

  /// Adds a pattern to the pool (once) and returns its index.
  package mutating func add(_ pattern: Pattern) -> Int {
    if let index = patternIndex[pattern] { return index }
    patterns.append(pattern)
    patternIndex[pattern] = patterns.count - 1
    return patterns.count - 1
  }

  /// Adds a character class to the pool (once) and returns its index.
  package mutating func add(_ characters: CharacterClass) -> Int {
    if let index = classIndex[characters] { return index }
    classes.append(characters)
    classIndex[characters] = classes.count - 1
    return classes.count - 1
  }

  /// Adds a string to the pool (once) and returns its index.
  package mutating func add(_ string: String) -> Int {
    if let index = stringIndex[string] { return index }
    strings.append(string)
    stringIndex[string] = strings.count - 1
    return strings.count - 1
  }

  /// Adds a word list; entries are matched as `WordList` says (as written or with a
  /// capital first letter; an entry with spaces spans several runs).
  package mutating func addList(_ words: [String]) -> Int {
    let list = Set(words.map(WordList.normalized)).sorted()
    // Rules that name the same list share one entry.
    if let index = listIndexes[list] { return index }
    lists.append(list)
    listIndexes[list] = lists.count - 1
    return lists.count - 1
  }

  /// The index of an engine flag, declaring it on first use.
  package mutating func flag(named name: String) -> Int {
    if let index = flags.firstIndex(of: name) { return index }
    flags.append(name)
    return flags.count - 1
  }

  /// Appends a rule; rules run in the order they are added.
  package mutating func append(_ rule: Rule) { rules.append(rule) }

  /// The finished, immutable program, once the verifier accepts it.
  package func build() throws(ProgramError) -> RuleProgram {
    var classes = self.classes
    var classIndex = self.classIndex
    var patternEntries: [ProgramTables.PatternEntry] = []
    var patternItems: [ProgramTables.PatternItem] = []
    for pattern in patterns {
      let start = Int32(patternItems.count)
      for item in pattern.items {
        let index: Int
        if let existing = classIndex[item.characters] {
          index = existing
        } else {
          classes.append(item.characters)
          index = classes.count - 1
          classIndex[item.characters] = index
        }
        patternItems.append(
          .init(characterClass: Int32(index), min: Int32(item.min), max: Int32(item.max)))
      }
      patternEntries.append(
        .init(items: .init(start: start, count: Int32(pattern.items.count)), anchored: pattern.anchoredAtEdge)
      )
    }
    var operands = self.operands
    func span(_ values: [Int]) -> ProgramTables.Span {
      let start = Int32(operands.count)
      operands += values.map { Int32(truncatingIfNeeded: $0) }
      return .init(start: start, count: Int32(values.count))
    }
    var actions: [Instruction] = []
    var entries: [ProgramTables.RuleEntry] = []
    for rule in rules {
      let actionStart = Int32(actions.count)
      actions += rule.actions
      var event: Int32 = -1
      var characterClass: Int32 = -1
      switch rule.trigger {
      case .event(let kind): event = Int32(kind.index)
      case .character(let index): characterClass = Int32(truncatingIfNeeded: index)
      }
      entries.append(
        .init(
          event: event, characterClass: characterClass, conditions: span(rule.conditions),
          escapes: span(rule.escapes), actions: .init(start: actionStart, count: Int32(rule.actions.count)),
          continues: rule.continues))
    }
    let debug = ProgramDebugInfo(
      ruleIDs: rules.map(\.id), summaries: rules.map(\.summary), locations: rules.map(\.location),
      conditionSources: conditionSources, patternSources: patterns.map(\.source))
    return try RuleProgram(
      tables: ProgramTables(
        locale: locale, settings: settings, flags: flags, strings: strings, lists: lists, numbers: numbers,
        classes: classes, patterns: patternEntries, patternItems: patternItems, conditions: conditions,
        operands: operands, actions: actions, rules: entries, debug: debug))
  }
}
