/// The one executable form of a program: flat tables of plain values that the engine reads,
/// the verifier checks and the compiled form writes field by field. Instructions index the
/// constant pools; runs of entries are ``Span``s into a shared pool, so evaluating a rule
/// copies nothing and touches no reference count.
///
/// The stored tables are the program; the trigger index and the ASCII sets are derived from
/// them once (``derive()``), after verification, and are not written to compiled files.
package struct ProgramTables: Hashable, Sendable {
  /// A run of entries in a pool.
  package struct Span: Hashable, Sendable {
    var start: Int32
    var count: Int32
    static let empty = Span(start: 0, count: 0)
    var range: Range<Int> { Int(start)..<Int(start + count) }
  }

  /// One rule: its trigger and its runs of conditions, escape hatches and actions.
  package struct RuleEntry: Hashable, Sendable {
    /// The event kind the rule runs on, or -1 for a character key.
    var event: Int32
    /// The character class of a character-key trigger, or -1.
    var characterClass: Int32
    /// Condition indexes in `operands`.
    var conditions: Span
    /// Escape-hatch condition indexes in `operands`.
    var escapes: Span
    /// Entries of `actions`.
    var actions: Span
    /// Whether evaluation goes on to later rules after this one fires.
    var continues: Bool
  }

  /// A pattern: a run of `patternItems`, and whether the match must reach the text's edge.
  package struct PatternEntry: Hashable, Sendable {
    var items: Span
    var anchored: Bool
  }

  /// A character class (by index) repeated between `min` and `max` times.
  package struct PatternItem: Hashable, Sendable {
    var characterClass: Int32
    var min: Int32
    var max: Int32
  }

  /// Which of the 128 ASCII characters a class contains.
  struct ASCIISet: Hashable, Sendable {
    var low: UInt64
    var high: UInt64

    init(low: UInt64, high: UInt64) {
      self.low = low
      self.high = high
    }

    /// The ASCII characters of a class.
    init(_ characters: CharacterClass) {
      self.init(low: characters.asciiBits.low, high: characters.asciiBits.high)
    }

    @inline(__always)
    func contains(_ byte: UInt8) -> Bool {
      byte < 64 ? low & (1 << UInt64(byte)) != 0 : high & (1 << UInt64(byte &- 64)) != 0
    }
  }

  // MARK: Stored (the compiled form)

  /// The pack's locale data; rules' locale references are already resolved, and the engine
  /// reads the lexing keys (see `LexerData`).
  var locale: LocaleData
  /// The settings the program declares, with their defaults.
  var settings: [SettingDefinition]
  /// Engine flags by name; a flag is its index.
  var flags: [String]
  /// `insert` texts.
  var strings: [String]
  /// Word lists (token `in:`), entries as written (inner spaces normalized to one; see
  /// `WordList`), sorted.
  var lists: [[String]]
  /// Numbers instructions compare against (seconds, setting values).
  var numbers: [Double]
  /// Character classes of triggers, `key` conditions and pattern items.
  var classes: [CharacterClass]
  var patterns: [PatternEntry]
  var patternItems: [PatternItem]
  /// The condition pool; rules and `not` / `any` / `all` refer to it by index.
  var conditions: [Instruction]
  /// Runs of condition indexes (rules' conditions and escapes, `any` / `all` parts).
  var operands: [Int32]
  /// The action pool.
  var actions: [Instruction]
  /// The rules in evaluation order.
  var rules: [RuleEntry]
  /// Rule ids, summaries and sources, for traces and diagnostics; `nil` when stripped.
  var debug: ProgramDebugInfo?

  // MARK: Derived (not written)

  var asciiSets: [ASCIISet] = []
  var wordLists: [WordList] = []
  package var ruleTakesKey: [Bool] = []
  var ruleLists: [Int32] = []
  var eventRules: [Span] = []
  var asciiRules: [Span] = []
  var characterRules: Span = .empty
  /// Every rule with a character-key trigger, in program order (what the reference mode
  /// tries for any key).
  var characterTriggerRules: Span = .empty
  /// For each pattern item, whether the matcher never backtracks into it (see
  /// `ProgramTables+Matching.swift`).
  var possessiveItems: [Bool] = []
  /// Each rule's guard (see `ProgramTables+Guards.swift`).
  /// Each rule's guard (see `ProgramTables+Guards.swift`), its alternatives merged into one.
  var ruleGuards: [RuleGuard] = []
  /// Each rule's guard alternatives, for the rules that have several.
  var guardAlternatives = RuleGuardTable()
  /// The classes (by index) whose membership of a character outside ASCII is kept as bits
  /// (see `ProgramTables+Guards.swift`).
  var trackedClasses: [Int32] = []
  /// The patterns compiled for conditions (see `PatternAutomata`).
  var automata = PatternAutomata()
  /// `operands` with each `any` and `all` run in evaluation order (state reads first).
  var evaluationOperands: [Int32] = []
  var lexer = LexerData()
  var casePolicy = CasePolicy.matchTyped

  init(
    locale: LocaleData, settings: [SettingDefinition], flags: [String], strings: [String],
    lists: [[String]], numbers: [Double], classes: [CharacterClass], patterns: [PatternEntry],
    patternItems: [PatternItem], conditions: [Instruction], operands: [Int32], actions: [Instruction],
    rules: [RuleEntry], debug: ProgramDebugInfo?
  ) {
    self.locale = locale
    self.settings = settings
    self.flags = flags
    self.strings = strings
    self.lists = lists
    self.numbers = numbers
    self.classes = classes
    self.patterns = patterns
    self.patternItems = patternItems
    self.conditions = conditions
    self.operands = operands
    self.actions = actions
    self.rules = rules
    self.debug = debug
  }

  /// Builds the derived tables. Call only on verified tables.
  mutating func derive() {
    asciiSets = classes.map(ASCIISet.init)
    // Rules that name the same list (every `token: {in: $locale.abbreviations}`) share it.
    var built: [[String]: WordList] = [:]
    wordLists = lists.map { entries in
      if let list = built[entries] { return list }
      let list = WordList(entries: entries)
      built[entries] = list
      return list
    }
    ruleTakesKey = rules.map { rule in
      actions[rule.actions.range].contains {
        if case .action(let takesKey, _) = $0.opcode.layout.role { takesKey } else { false }
      }
    }
    // The trigger index: the rules each event kind and each ASCII key looks at, in order.
    var byEvent = Array(repeating: [Int32](), count: EventKind.count)
    var byASCII = Array(repeating: [Int32](), count: 128)
    var byCharacter: [Int32] = []
    var characterTriggered: [Int32] = []
    for (index, rule) in rules.enumerated() {
      if rule.event >= 0 {
        byEvent[Int(rule.event)].append(Int32(index))
      } else {
        characterTriggered.append(Int32(index))
        // A key outside ASCII is looked up only among rules whose class may hold one.
        if classes[Int(rule.characterClass)].mayContainNonASCII { byCharacter.append(Int32(index)) }
        let set = asciiSets[Int(rule.characterClass)]
        for byte in UInt8(0)..<128 where set.contains(byte) { byASCII[Int(byte)].append(Int32(index)) }
      }
    }
    var lists: [Int32] = []
    func list(_ indexes: [Int32]) -> Span {
      let start = Int32(lists.count)
      lists += indexes
      return Span(start: start, count: Int32(indexes.count))
    }
    eventRules = byEvent.map(list)
    asciiRules = byASCII.map(list)
    characterRules = list(byCharacter)
    characterTriggerRules = list(characterTriggered)
    ruleLists = lists
    trackedClasses = deriveTrackedClasses()
    let guards = deriveRuleGuards()
    ruleGuards = guards.map { $0.reduce(RuleGuard.none) { $0.union($1) } }
    guardAlternatives = RuleGuardTable(alternatives: guards)
    possessiveItems = derivePossessiveItems()
    evaluationOperands = deriveEvaluationOperands()
    automata = PatternAutomata(self)
    lexer = LexerData(locale: locale)
    casePolicy = CasePolicy(locale: locale)
  }

  /// Two programs are equal when their stored tables are.
  package static func == (lhs: ProgramTables, rhs: ProgramTables) -> Bool {
    lhs.locale == rhs.locale && lhs.settings == rhs.settings && lhs.flags == rhs.flags
      && lhs.strings == rhs.strings && lhs.lists == rhs.lists && lhs.numbers == rhs.numbers
      && lhs.classes == rhs.classes && lhs.patterns == rhs.patterns && lhs.patternItems == rhs.patternItems
      && lhs.conditions == rhs.conditions && lhs.operands == rhs.operands && lhs.actions == rhs.actions
      && lhs.rules == rhs.rules && lhs.debug == rhs.debug
  }

  package func hash(into hasher: inout Hasher) {
    hasher.combine(rules.count)
    hasher.combine(conditions)
    hasher.combine(actions)
  }
}
