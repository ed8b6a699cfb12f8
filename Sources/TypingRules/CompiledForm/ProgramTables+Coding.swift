/// The compiled form of a program: its stored tables, each described once (see
/// `TableCoder`). Reading yields tables the verifier then checks.
extension ProgramTables: TableCodable {
  package init() {
    self.init(
      locale: LocaleData(tag: ""), settings: [], flags: [], strings: [], lists: [], numbers: [], classes: [],
      patterns: [], patternItems: [], conditions: [], operands: [], actions: [], rules: [], debug: nil)
  }

  mutating func code(with coder: inout some TableCoder) throws(CompiledFormError) {
    try coder.code(&locale)
    try coder.code(&settings)
    try coder.code(&flags)
    try coder.code(&strings)
    try coder.code(&lists)
    try coder.code(&numbers)
    try coder.code(&classes)
    try coder.code(&patterns)
    try coder.code(&patternItems)
    try coder.code(&conditions)
    try coder.code(&operands)
    try coder.code(&actions)
    try coder.code(&rules)
    try coder.code(&debug)
  }
}

extension ProgramTables.Span: TableCodable {
  init() { self = .empty }
  mutating func code(with coder: inout some TableCoder) throws(CompiledFormError) {
    try coder.code(&start)
    try coder.code(&count)
  }
}

extension ProgramTables.RuleEntry: TableCodable {
  init() {
    self.init(
      event: -1, characterClass: -1, conditions: .empty, escapes: .empty, actions: .empty, continues: false)
  }
  mutating func code(with coder: inout some TableCoder) throws(CompiledFormError) {
    try coder.code(&event)
    try coder.code(&characterClass)
    try coder.code(&conditions)
    try coder.code(&escapes)
    try coder.code(&actions)
    try coder.code(&continues)
  }
}

extension ProgramTables.PatternEntry: TableCodable {
  init() { self.init(items: .empty, anchored: false) }
  mutating func code(with coder: inout some TableCoder) throws(CompiledFormError) {
    try coder.code(&items)
    try coder.code(&anchored)
  }
}

extension ProgramTables.PatternItem: TableCodable {
  init() { self.init(characterClass: 0, min: 0, max: 0) }
  mutating func code(with coder: inout some TableCoder) throws(CompiledFormError) {
    try coder.code(&characterClass)
    try coder.code(&min)
    try coder.code(&max)
  }
}

extension Instruction: TableCodable {
  init() { self.init(.constant) }
  mutating func code(with coder: inout some TableCoder) throws(CompiledFormError) {
    var opcode = self.opcode
    var a = self.a
    var b = self.b
    try coder.code(&opcode)
    try coder.code(&a)
    try coder.code(&b)
    self = Instruction(opcode, Int(a), Int(b))
  }
}

extension ProgramDebugInfo: TableCodable {
  init() { self.init(ruleIDs: [], summaries: [], locations: [], conditionSources: [], patternSources: []) }
  mutating func code(with coder: inout some TableCoder) throws(CompiledFormError) {
    try coder.code(&ruleIDs)
    try coder.code(&summaries)
    try coder.code(&locations)
    try coder.code(&conditionSources)
    try coder.code(&patternSources)
  }
}

extension SourceLocation: TableCodable {
  init() { self.init(file: "", line: 1, column: 1) }
  mutating func code(with coder: inout some TableCoder) throws(CompiledFormError) {
    try coder.code(&file)
    try coder.code(&line)
    try coder.code(&column)
  }
}

extension SettingDefinition: TableCodable {
  init() { self.init(name: "", defaultValue: .bool(false), summary: "") }
  mutating func code(with coder: inout some TableCoder) throws(CompiledFormError) {
    try coder.code(&name)
    try coder.code(&defaultValue)
    try coder.code(&summary)
  }
}

extension SettingValue: TableCodable {
  init() { self = .bool(false) }
  /// A switch or a number: whether it is a number, then the number (a switch as 0 or 1).
  mutating func code(with coder: inout some TableCoder) throws(CompiledFormError) {
    var isNumber = if case .number = self { true } else { false }
    var number = self.number
    try coder.code(&isNumber)
    try coder.code(&number)
    if isNumber {
      self = .number(number)
    } else {
      guard number == 0 || number == 1 else { throw .malformed("a switch is \(number)", offset: 0) }
      self = .bool(number == 1)
    }
  }
}

extension CharacterClass: TableCodable {
  init() { self.init([Character]()) }
  mutating func code(with coder: inout some TableCoder) throws(CompiledFormError) {
    var members = characters.map(String.init)
    var bounds = ranges.flatMap { [Int32(bitPattern: $0.lowerBound), Int32(bitPattern: $0.upperBound)] }
    var namedBits = Int(named.rawValue)
    var complementBits = Int(namedComplement.rawValue)
    var isNegated = negated
    try coder.code(&members, limit: 4096)
    try coder.code(&bounds, limit: 8192)
    try coder.code(&namedBits)
    try coder.code(&complementBits)
    try coder.code(&isNegated)
    guard coder.isReading else { return }
    var characters: [Character] = []
    for member in members {
      guard member.count == 1, let character = member.first else {
        throw .malformed("class member is not one character", offset: 0)
      }
      characters.append(character)
    }
    guard bounds.count % 2 == 0 else { throw .malformed("class range has no end", offset: 0) }
    var ranges: [ClosedRange<UInt32>] = []
    for index in stride(from: 0, to: bounds.count, by: 2) {
      let low = bounds[index]
      let high = bounds[index + 1]
      guard low >= 0, low <= high, high <= 0x10FFFF else { throw .malformed("bad class range", offset: 0) }
      ranges.append(UInt32(low)...UInt32(high))
    }
    guard let named = UInt16(exactly: namedBits), let complement = UInt16(exactly: complementBits) else {
      throw .malformed("bad named classes", offset: 0)
    }
    self = CharacterClass(
      characters: characters, ranges: ranges, named: .init(rawValue: named),
      namedComplement: .init(rawValue: complement), negated: isNegated)
  }
}

extension LocaleData: TableCodable {
  init() { self.init(tag: "") }
  /// The tag, then the values sorted by key, each as (key, kind name, payload).
  mutating func code(with coder: inout some TableCoder) throws(CompiledFormError) {
    try coder.code(&tag)
    var entries = values.sorted { $0.key < $1.key }.map { Entry(key: $0.key, value: $0.value) }
    try coder.code(&entries, limit: 4096)
    guard coder.isReading else { return }
    values = [:]
    for entry in entries { values[entry.key] = entry.value }
  }

  private struct Entry: TableCodable {
    var key = ""
    var value = LocaleData.Value.bool(false)
    init() {}
    init(key: String, value: LocaleData.Value) {
      self.key = key
      self.value = value
    }

    mutating func code(with coder: inout some TableCoder) throws(CompiledFormError) {
      try coder.code(&key)
      var kind: String
      var text = ""
      var items: [String] = []
      var number = 0.0
      switch value {
      case .string(let value): (kind, text) = ("string", value)
      case .list(let value): (kind, items) = ("list", value)
      case .bool(let value): (kind, number) = ("bool", value ? 1 : 0)
      case .number(let value): (kind, number) = ("number", value)
      }
      try coder.code(&kind)
      switch kind {
      case "string": try coder.code(&text)
      case "list": try coder.code(&items)
      case "bool", "number": try coder.code(&number)
      default: throw .malformed("unknown locale value kind '\(kind)'", offset: 0)
      }
      guard coder.isReading else { return }
      switch kind {
      case "string": value = .string(text)
      case "list": value = .list(items)
      case "bool": value = .bool(number != 0)
      default: value = .number(number)
      }
    }
  }
}
