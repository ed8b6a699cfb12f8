/// Writes and reads a ``RuleProgram`` in the compiled form, field by field, validating
/// every index on the way in so the engine never meets an out-of-range operand.
enum ProgramCoder {
  static func write(_ program: RuleProgram, to writer: inout BinaryWriter) {
    writer.string(program.locale.tag)
    let values = program.locale.values.sorted { $0.key < $1.key }
    writer.int(values.count)
    for (key, value) in values {
      writer.string(key)
      switch value {
      case .string(let text):
        writer.byte(0)
        writer.string(text)
      case .list(let items):
        writer.byte(1)
        writer.int(items.count)
        for value in items { writer.string(value) }
      case .bool(let flag):
        writer.byte(2)
        writer.bool(flag)
      case .number(let number):
        writer.byte(3)
        writer.double(number)
      }
    }
    writer.int(program.settings.count)
    for setting in program.settings {
      writer.string(setting.name)
      writeSettingValue(setting.defaultValue, to: &writer)
      writer.string(setting.summary)
    }
    writer.int(program.flags.count)
    for value in program.flags { writer.string(value) }
    writer.int(program.strings.count)
    for value in program.strings { writer.string(value) }
    writer.int(program.lists.count)
    for list in program.lists {
      let words = list.sorted()
      writer.int(words.count)
      for value in words { writer.string(value) }
    }
    writer.int(program.classes.count)
    for value in program.classes { writeClass(value, to: &writer) }
    writer.int(program.patterns.count)
    for pattern in program.patterns {
      writer.string(pattern.source)
      writer.bool(pattern.anchoredAtEdge)
      writer.int(pattern.items.count)
      for item in pattern.items {
        writeClass(item.characters, to: &writer)
        writer.int(Int(item.min))
        writer.int(Int(item.max))
      }
    }
    writer.int(program.predicates.count)
    for (predicate, source) in zip(program.predicates, program.predicateSources) {
      writePredicate(predicate, to: &writer)
      writer.string(source)
    }
    writer.int(program.rules.count)
    for rule in program.rules {
      writer.string(rule.id)
      writer.string(rule.summary)
      switch rule.trigger {
      case .event(let kind):
        writer.byte(0)
        writer.int(kind.index)
      case .character(let index):
        writer.byte(1)
        writer.int(index)
      }
      writer.int(rule.conditions.count)
      for value in rule.conditions { writer.int(value) }
      writer.int(rule.escapes.count)
      for value in rule.escapes { writer.int(value) }
      writer.int(rule.actions.count)
      for value in rule.actions { writeAction(value, to: &writer) }
      writer.bool(rule.continues)
      if let location = rule.location {
        writer.byte(1)
        writer.string(location.file)
        writer.int(location.line)
        writer.int(location.column)
      } else {
        writer.byte(0)
      }
    }
  }

  private static func writeSettingValue(_ value: SettingValue, to writer: inout BinaryWriter) {
    switch value {
    case .bool(let flag):
      writer.byte(0)
      writer.bool(flag)
    case .number(let number):
      writer.byte(1)
      writer.double(number)
    }
  }

  private static func writeClass(_ characters: CharacterClass, to writer: inout BinaryWriter) {
    writer.int(characters.characters.count)
    for character in characters.characters { writer.string(String(character)) }
    writer.int(characters.ranges.count)
    for range in characters.ranges {
      writer.unsigned(UInt64(range.lowerBound))
      writer.unsigned(UInt64(range.upperBound))
    }
    writer.int(Int(characters.named.rawValue))
    writer.int(Int(characters.namedComplement.rawValue))
    writer.bool(characters.negated)
  }

  private static func writePredicate(_ predicate: Predicate, to writer: inout BinaryWriter) {
    switch predicate {
    case .before(let pattern):
      writer.byte(0)
      writer.int(pattern)
    case .after(let pattern):
      writer.byte(1)
      writer.int(pattern)
    case .token(let test):
      writer.byte(2)
      switch test {
      case .shape(let shapes):
        writer.byte(0)
        writer.int(shapes.count)
        for shape in shapes { writer.int(TokenShape.allCases.firstIndex(of: shape)!) }
      case .matches(let pattern):
        writer.byte(1)
        writer.int(pattern)
      case .inList(let list):
        writer.byte(2)
        writer.int(list)
      case .empty: writer.byte(3)
      case .startsList(let list):
        writer.byte(4)
        writer.int(list)
      }
    case .field(let key, let mask):
      writer.byte(3)
      writer.int(FieldTraitKey.allCases.firstIndex(of: key)!)
      writer.unsigned(UInt64(mask))
    case .setting(let index, let value):
      writer.byte(4)
      writer.int(index)
      writeSettingValue(value, to: &writer)
    case .sinceWithin(let kind, let operand):
      writer.byte(5)
      writer.int(kind.index)
      writeOperand(operand, to: &writer)
    case .sinceOver(let kind, let operand):
      writer.byte(6)
      writer.int(kind.index)
      writeOperand(operand, to: &writer)
    case .previous(let mask):
      writer.byte(7)
      writer.unsigned(UInt64(mask))
    case .flag(let index):
      writer.byte(8)
      writer.int(index)
    case .shifted: writer.byte(9)
    case .canRevert: writer.byte(10)
    case .key(let index):
      writer.byte(11)
      writer.int(index)
    case .hasCorrection: writer.byte(12)
    case .text(let index):
      writer.byte(17)
      writer.int(index)
    case .constant(let value):
      writer.byte(13)
      writer.bool(value)
    case .not(let inner):
      writer.byte(14)
      writer.int(inner)
    case .any(let parts):
      writer.byte(15)
      writer.int(parts.count)
      for value in parts { writer.int(value) }
    case .all(let parts):
      writer.byte(16)
      writer.int(parts.count)
      for value in parts { writer.int(value) }
    }
  }

  private static func writeOperand(_ operand: Operand, to writer: inout BinaryWriter) {
    switch operand {
    case .constant(let value):
      writer.byte(0)
      writer.double(value)
    case .setting(let index):
      writer.byte(1)
      writer.int(index)
    }
  }

  private static func writeAction(_ action: Action, to writer: inout BinaryWriter) {
    switch action {
    case .key: writer.byte(0)
    case .insert(let index):
      writer.byte(1)
      writer.int(index)
    case .deleteBackward(let count):
      writer.byte(2)
      writer.int(count)
    case .deleteBefore(let pattern):
      writer.byte(3)
      writer.int(pattern)
    case .moveCursor(let offset):
      writer.byte(4)
      writer.signed(offset)
    case .setFlag(let flag, let lifetime):
      writer.byte(5)
      writer.int(flag)
      writer.int(lifetime)
    case .clearFlag(let flag):
      writer.byte(6)
      writer.int(flag)
    case .shift(let shifted):
      writer.byte(7)
      writer.bool(shifted)
    case .revert: writer.byte(8)
    case .correctWord: writer.byte(9)
    case .swallow: writer.byte(10)
    case .replaceFirst(let pattern, let string):
      writer.byte(11)
      writer.int(pattern)
      writer.int(string)
    }
  }

  // MARK: - Reading

  static func read(from reader: inout BinaryReader) throws(CompiledFormError) -> RuleProgram {
    let tag = try reader.string()
    var values: [String: LocaleData.Value] = [:]
    for _ in 0..<(try reader.int(max: 4096)) {
      let key = try reader.string()
      switch try reader.byte() {
      case 0: values[key] = .string(try reader.string())
      case 1:
        var items: [String] = []
        for _ in 0..<(try reader.int(max: 1 << 16)) { items.append(try reader.string()) }
        values[key] = .list(items)
      case 2: values[key] = .bool(try reader.bool())
      case 3: values[key] = .number(try reader.double())
      case let other: throw .malformed("bad locale value kind \(other)", offset: reader.offset - 1)
      }
    }
    var settings: [SettingDefinition] = []
    for _ in 0..<(try reader.int(max: 1024)) {
      let name = try reader.string()
      let value = try readSettingValue(&reader)
      settings.append(SettingDefinition(name: name, defaultValue: value, summary: try reader.string()))
    }
    var flags: [String] = []
    for _ in 0..<(try reader.int(max: 4096)) { flags.append(try reader.string()) }
    var strings: [String] = []
    for _ in 0..<(try reader.int(max: 1 << 16)) { strings.append(try reader.string()) }
    var lists: [Set<String>] = []
    for _ in 0..<(try reader.int(max: 4096)) {
      var words = Set<String>()
      for _ in 0..<(try reader.int(max: 1 << 16)) { words.insert(try reader.string()) }
      lists.append(words)
    }
    var classes: [CharacterClass] = []
    for _ in 0..<(try reader.int(max: 1 << 16)) { classes.append(try readClass(&reader)) }
    var patterns: [Pattern] = []
    for _ in 0..<(try reader.int(max: 1 << 16)) {
      let source = try reader.string()
      let anchored = try reader.bool()
      var items: [Pattern.Item] = []
      for _ in 0..<(try reader.int(max: Pattern.maxItems)) {
        let characters = try readClass(&reader)
        let low = try reader.int(max: Int(Pattern.maxRun))
        let high = try reader.int(max: Int(Pattern.maxRun))
        guard low <= high else { throw .malformed("pattern quantifier min > max", offset: reader.offset) }
        items.append(Pattern.Item(characters: characters, min: UInt16(low), max: UInt16(high)))
      }
      patterns.append(Pattern(items: items, anchoredAtEdge: anchored, source: source))
    }
    var predicates: [Predicate] = []
    var sources: [String] = []
    let predicateCount = try reader.int(max: 1 << 16)
    for index in 0..<predicateCount {
      predicates.append(
        try readPredicate(
          &reader, index: index, patterns: patterns.count, lists: lists.count,
          classes: classes.count, flags: flags.count, settings: settings))
      sources.append(try reader.string())
    }
    var rules: [Rule] = []
    for _ in 0..<(try reader.int(max: 1 << 16)) {
      let id = try reader.string()
      let summary = try reader.string()
      let trigger: Rule.Trigger
      switch try reader.byte() {
      case 0: trigger = .event(try eventKind(&reader))
      case 1: trigger = .character(try index(&reader, below: classes.count, "class"))
      case let other: throw .malformed("bad trigger kind \(other)", offset: reader.offset - 1)
      }
      var conditions: [Int] = []
      for _ in 0..<(try reader.int(max: 4096)) {
        conditions.append(try index(&reader, below: predicateCount, "predicate"))
      }
      var escapes: [Int] = []
      for _ in 0..<(try reader.int(max: 4096)) {
        escapes.append(try index(&reader, below: predicateCount, "predicate"))
      }
      var actions: [Action] = []
      for _ in 0..<(try reader.int(max: 4096)) {
        actions.append(
          try readAction(&reader, strings: strings.count, patterns: patterns.count, flags: flags.count))
      }
      let continues = try reader.bool()
      var location: SourceLocation?
      if try reader.bool() {
        location = SourceLocation(
          file: try reader.string(), line: try reader.int(), column: try reader.int())
      }
      rules.append(
        Rule(
          id: id, summary: summary, trigger: trigger, conditions: conditions, escapes: escapes,
          actions: actions, continues: continues, location: location))
    }
    return RuleProgram(
      locale: LocaleData(tag: tag, values: values), rules: rules, predicates: predicates,
      predicateSources: sources, patterns: patterns, classes: classes, strings: strings,
      lists: lists, flags: flags, settings: settings)
  }

  private static func index(_ reader: inout BinaryReader, below count: Int, _ what: String)
    throws(CompiledFormError) -> Int
  {
    let value = try reader.int()
    guard value < count else {
      throw .malformed("\(what) index \(value) out of range", offset: reader.offset)
    }
    return value
  }

  private static func eventKind(_ reader: inout BinaryReader) throws(CompiledFormError) -> EventKind {
    let value = try reader.int(max: EventKind.count - 1)
    return EventKind.allCases.first { $0.index == value }!
  }

  private static func readSettingValue(_ reader: inout BinaryReader) throws(CompiledFormError) -> SettingValue
  {
    switch try reader.byte() {
    case 0: return .bool(try reader.bool())
    case 1: return .number(try reader.double())
    case let other: throw .malformed("bad setting value kind \(other)", offset: reader.offset - 1)
    }
  }

  private static func readClass(_ reader: inout BinaryReader) throws(CompiledFormError) -> CharacterClass {
    var characters: [Character] = []
    for _ in 0..<(try reader.int(max: 4096)) {
      let text = try reader.string()
      guard text.count == 1, let character = text.first else {
        throw .malformed("class member is not one character", offset: reader.offset)
      }
      characters.append(character)
    }
    var ranges: [ClosedRange<UInt32>] = []
    for _ in 0..<(try reader.int(max: 4096)) {
      let low = try reader.int(max: 0x10FFFF)
      let high = try reader.int(max: 0x10FFFF)
      guard low <= high else { throw .malformed("class range is reversed", offset: reader.offset) }
      ranges.append(UInt32(low)...UInt32(high))
    }
    let named = try reader.int(max: Int(UInt16.max))
    let complement = try reader.int(max: Int(UInt16.max))
    return CharacterClass(
      characters: characters, ranges: ranges, named: .init(rawValue: UInt16(named)),
      namedComplement: .init(rawValue: UInt16(complement)), negated: try reader.bool())
  }

  private static func readPredicate(
    _ reader: inout BinaryReader, index current: Int, patterns: Int, lists: Int, classes: Int,
    flags: Int, settings: [SettingDefinition]
  ) throws(CompiledFormError) -> Predicate {
    // Inner predicates must come before the one that uses them: no cycles, no unbounded
    // recursion when the engine evaluates.
    func inner(_ reader: inout BinaryReader) throws(CompiledFormError) -> Int {
      try index(&reader, below: current, "inner predicate")
    }
    switch try reader.byte() {
    case 0: return .before(try index(&reader, below: patterns, "pattern"))
    case 1: return .after(try index(&reader, below: patterns, "pattern"))
    case 2:
      switch try reader.byte() {
      case 0:
        var shapes: [TokenShape] = []
        for _ in 0..<(try reader.int(max: TokenShape.allCases.count)) {
          shapes.append(
            TokenShape.allCases[try index(&reader, below: TokenShape.allCases.count, "token shape")])
        }
        return .token(.shape(shapes))
      case 1: return .token(.matches(try index(&reader, below: patterns, "pattern")))
      case 2: return .token(.inList(try index(&reader, below: lists, "list")))
      case 3: return .token(.empty)
      case 4: return .token(.startsList(try index(&reader, below: lists, "list")))
      case let other: throw .malformed("bad token test \(other)", offset: reader.offset - 1)
      }
    case 3:
      let key = FieldTraitKey.allCases[try index(&reader, below: FieldTraitKey.allCases.count, "field trait")]
      let mask = try reader.unsigned()
      guard mask < (1 << UInt64(key.values.count)) else {
        throw .malformed("field mask out of range", offset: reader.offset)
      }
      return .field(key, mask: UInt32(mask))
    case 4:
      let setting = try index(&reader, below: settings.count, "setting")
      let value = try readSettingValue(&reader)
      guard value.hasSameType(as: settings[setting].defaultValue) else {
        throw .malformed("setting value of the wrong type", offset: reader.offset)
      }
      return .setting(setting, value)
    case 5, 6:
      let tag = reader.offset
      let kind = try eventKind(&reader)
      let operand: Operand
      switch try reader.byte() {
      case 0: operand = .constant(try reader.double())
      case 1:
        let setting = try index(&reader, below: settings.count, "setting")
        guard case .number = settings[setting].defaultValue else {
          throw .malformed("timing refers to a switch setting", offset: reader.offset)
        }
        operand = .setting(setting)
      case let other: throw .malformed("bad operand kind \(other)", offset: reader.offset - 1)
      }
      return reader.bytes[tag - 1] == 5 ? .sinceWithin(kind, operand) : .sinceOver(kind, operand)
    case 7:
      let mask = try reader.unsigned()
      guard mask < (1 << UInt64(EventKind.count)) else {
        throw .malformed("event mask out of range", offset: reader.offset)
      }
      return .previous(UInt32(mask))
    case 8: return .flag(try index(&reader, below: flags, "flag"))
    case 9: return .shifted
    case 10: return .canRevert
    case 11: return .key(try index(&reader, below: classes, "class"))
    case 12: return .hasCorrection
    case 17: return .text(try index(&reader, below: patterns, "pattern"))
    case 13: return .constant(try reader.bool())
    case 14: return .not(try inner(&reader))
    case 15, 16:
      let kind = reader.bytes[reader.offset - 1]
      var parts: [Int] = []
      for _ in 0..<(try reader.int(max: 4096)) { parts.append(try inner(&reader)) }
      return kind == 15 ? .any(parts) : .all(parts)
    case let other: throw .malformed("bad predicate kind \(other)", offset: reader.offset - 1)
    }
  }

  private static func readAction(
    _ reader: inout BinaryReader, strings: Int, patterns: Int, flags: Int
  ) throws(CompiledFormError) -> Action {
    switch try reader.byte() {
    case 0: return .key
    case 1: return .insert(try index(&reader, below: strings, "string"))
    case 2: return .deleteBackward(try reader.int(max: 64))
    case 3: return .deleteBefore(try index(&reader, below: patterns, "pattern"))
    case 4:
      let offset = try reader.signed()
      guard abs(offset) <= 64 else { throw .malformed("cursor move out of range", offset: reader.offset) }
      return .moveCursor(offset)
    case 5: return .setFlag(try index(&reader, below: flags, "flag"), lifetime: try reader.int(max: 1000))
    case 6: return .clearFlag(try index(&reader, below: flags, "flag"))
    case 7: return .shift(try reader.bool())
    case 8: return .revert
    case 9: return .correctWord
    case 10: return .swallow
    case 11:
      return .replaceFirst(
        pattern: try index(&reader, below: patterns, "pattern"),
        with: try index(&reader, below: strings, "string"))
    case let other: throw .malformed("bad action kind \(other)", offset: reader.offset - 1)
    }
  }
}
