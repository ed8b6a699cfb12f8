/// The form of a ``RuleProgram`` the engine runs: flat tables of plain values (no strings,
/// no nested arrays), so that evaluating a rule copies nothing and touches no reference
/// counts. Spans index into the shared `operands`, `actions`, `patternItems` and `ruleLists`
/// pools. Built once from the program's structured pools, which stay the source of truth
/// for traces, linting and the compiled form.
struct ExecutableProgram: Sendable {
  /// A run of entries in a pool.
  struct Span: Sendable {
    var start: Int32
    var count: Int32
    static let empty = Span(start: 0, count: 0)
    var range: Range<Int> { Int(start)..<Int(start + count) }
  }

  struct RuleEntry: Sendable {
    var conditions: Span
    var escapes: Span
    var actions: Span
    var continues: Bool
    var takesKey: Bool
    /// The character class of a character-key trigger, or -1.
    var characterClass: Int32
  }

  /// A predicate with plain operands.
  enum Test: Sendable {
    case before(Int32)
    case after(Int32)
    case tokenShapes(UInt8)
    case tokenMatches(Int32)
    case tokenInList(Int32)
    case tokenStartsList(Int32)
    case tokenEmpty
    case field(UInt8, mask: UInt32)
    case setting(Int32, SettingValue)
    case sinceWithin(UInt8, Operand)
    case sinceOver(UInt8, Operand)
    case previous(UInt32)
    case flag(Int32)
    case shifted
    case canRevert
    case key(Int32)
    case hasCorrection
    case textMatches(Int32)
    case constant(Bool)
    case not(Int32)
    case any(Span)
    case all(Span)
  }

  struct PatternEntry: Sendable {
    var items: Span
    var anchored: Bool
  }

  struct PatternItem: Sendable {
    var characterClass: Int32
    var min: Int32
    var max: Int32
  }

  /// Which of the 128 ASCII characters a class contains.
  struct ASCIISet: Sendable {
    var low: UInt64
    var high: UInt64

    @inline(__always)
    func contains(_ byte: UInt8) -> Bool {
      byte < 64 ? low & (1 << UInt64(byte)) != 0 : high & (1 << UInt64(byte &- 64)) != 0
    }
  }

  let rules: [RuleEntry]
  let tests: [Test]
  let operands: [Int32]
  let actions: [Action]
  let patterns: [PatternEntry]
  let patternItems: [PatternItem]
  let asciiSets: [ASCIISet]
  let classes: [CharacterClass]
  let ruleLists: [Int32]
  let eventRules: [Span]
  let asciiRules: [Span]
  let characterRules: Span

  init(
    rules programRules: [Rule], predicates: [Predicate], patterns programPatterns: [Pattern],
    classes programClasses: [CharacterClass], eventRules: [[Int]], asciiRules: [[Int]], characterRules: [Int]
  ) {
    var operands: [Int32] = []
    func span(_ values: [Int]) -> Span {
      let start = Int32(operands.count)
      operands += values.map(Int32.init)
      return Span(start: start, count: Int32(values.count))
    }
    var actions: [Action] = []
    var rules: [RuleEntry] = []
    for rule in programRules {
      let actionStart = Int32(actions.count)
      actions += rule.actions
      var characterClass: Int32 = -1
      if case .character(let index) = rule.trigger { characterClass = Int32(index) }
      rules.append(
        RuleEntry(
          conditions: span(rule.conditions), escapes: span(rule.escapes),
          actions: Span(start: actionStart, count: Int32(rule.actions.count)),
          continues: rule.continues, takesKey: rule.takesKey, characterClass: characterClass))
    }
    var tests: [Test] = []
    for predicate in predicates {
      switch predicate {
      case .before(let pattern): tests.append(.before(Int32(pattern)))
      case .after(let pattern): tests.append(.after(Int32(pattern)))
      case .token(.shape(let shapes)):
        var mask: UInt8 = 0
        for shape in shapes { mask |= 1 << UInt8(TokenShape.allCases.firstIndex(of: shape)!) }
        tests.append(.tokenShapes(mask))
      case .token(.matches(let pattern)): tests.append(.tokenMatches(Int32(pattern)))
      case .token(.inList(let list)): tests.append(.tokenInList(Int32(list)))
      case .token(.startsList(let list)): tests.append(.tokenStartsList(Int32(list)))
      case .token(.empty): tests.append(.tokenEmpty)
      case .field(let key, let mask): tests.append(.field(UInt8(key.index), mask: mask))
      case .setting(let index, let value): tests.append(.setting(Int32(index), value))
      case .sinceWithin(let kind, let operand): tests.append(.sinceWithin(UInt8(kind.index), operand))
      case .sinceOver(let kind, let operand): tests.append(.sinceOver(UInt8(kind.index), operand))
      case .previous(let mask): tests.append(.previous(mask))
      case .flag(let flag): tests.append(.flag(Int32(flag)))
      case .shifted: tests.append(.shifted)
      case .canRevert: tests.append(.canRevert)
      case .key(let index): tests.append(.key(Int32(index)))
      case .hasCorrection: tests.append(.hasCorrection)
      case .text(let pattern): tests.append(.textMatches(Int32(pattern)))
      case .constant(let value): tests.append(.constant(value))
      case .not(let inner): tests.append(.not(Int32(inner)))
      case .any(let parts): tests.append(.any(span(parts)))
      case .all(let parts): tests.append(.all(span(parts)))
      }
    }
    var classes = programClasses
    var patterns: [PatternEntry] = []
    var patternItems: [PatternItem] = []
    for pattern in programPatterns {
      let start = Int32(patternItems.count)
      for item in pattern.items {
        let index: Int
        if let existing = classes.firstIndex(of: item.characters) {
          index = existing
        } else {
          classes.append(item.characters)
          index = classes.count - 1
        }
        patternItems.append(
          PatternItem(characterClass: Int32(index), min: Int32(item.min), max: Int32(item.max)))
      }
      patterns.append(
        PatternEntry(
          items: Span(start: start, count: Int32(pattern.items.count)), anchored: pattern.anchoredAtEdge))
    }
    var ruleLists: [Int32] = []
    func list(_ indexes: [Int]) -> Span {
      let start = Int32(ruleLists.count)
      ruleLists += indexes.map(Int32.init)
      return Span(start: start, count: Int32(indexes.count))
    }
    self.eventRules = eventRules.map(list)
    self.asciiRules = asciiRules.map(list)
    self.characterRules = list(characterRules)
    self.ruleLists = ruleLists
    self.rules = rules
    self.tests = tests
    self.operands = operands
    self.actions = actions
    self.patterns = patterns
    self.patternItems = patternItems
    self.classes = classes
    self.asciiSets = classes.map { characters in
      var set = ASCIISet(low: 0, high: 0)
      for byte in UInt8(0)..<128 where characters.contains(ascii: byte) {
        if byte < 64 { set.low |= 1 << UInt64(byte) } else { set.high |= 1 << UInt64(byte - 64) }
      }
      return set
    }
  }

  /// Matches a pattern outward from the subject's anchor; returns the characters it spans.
  @inline(__always)
  func match<Subject: PatternSubject>(_ pattern: Int32, _ subject: inout Subject) -> Int? {
    var steps = 0
    return match(patterns[Int(pattern)], item: 0, at: 0, subject: &subject, steps: &steps)
  }

  private func match<Subject: PatternSubject>(
    _ pattern: PatternEntry, item index: Int32, at position: Int, subject: inout Subject, steps: inout Int
  ) -> Int? {
    if index == pattern.items.count {
      return !pattern.anchored || subject.isEdge(at: position) ? position : nil
    }
    let item = patternItems[Int(pattern.items.start + index)]
    var count = 0
    while count < Int(item.max), self.subject(&subject, at: position + count, isIn: item.characterClass) {
      count += 1
    }
    if count < Int(item.min) { return nil }
    // The next item, when it needs at least one character: a position where its first
    // character cannot match is skipped without the call (which would fail at once, so the
    // steps counted are the same).
    let next: PatternItem? =
      index + 1 < pattern.items.count ? patternItems[Int(pattern.items.start + index + 1)] : nil
    while true {
      steps += 1
      if steps > Pattern.stepBudget { return nil }
      if let next, next.min > 0, !self.subject(&subject, at: position + count, isIn: next.characterClass) {
        // Cannot match here.
      } else if let end = match(
        pattern, item: index + 1, at: position + count, subject: &subject, steps: &steps)
      {
        return end
      }
      if count == Int(item.min) { return nil }
      count -= 1
    }
  }

  /// Whether the subject's character at `distance` is in a class (by index): ASCII by one
  /// bit test, anything else asked of the subject (which may remember the answer).
  @inline(__always)
  private func subject<Subject: PatternSubject>(
    _ subject: inout Subject, at distance: Int, isIn characterClass: Int32
  )
    -> Bool
  {
    let code = subject.code(at: distance)
    if code < 0x80 { return asciiSets[Int(characterClass)].contains(UInt8(code)) }
    return code == PatternCode.other && subject.character(at: distance, isIn: characterClass, of: self)
  }

  /// Whether a class (by index) contains a character, ASCII by one bit test.
  @inline(__always)
  func classContains(_ index: Int32, _ character: Character) -> Bool {
    if let byte = character.asciiByte {
      return asciiSets[Int(index)].contains(byte)
    }
    return classes[Int(index)].contains(character)
  }
}
