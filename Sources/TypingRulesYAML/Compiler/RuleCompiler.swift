package import TypingRules

/// Compiles rules as written (``RuleSource``) into a program builder, resolving locale and
/// setting references against the final locale data of the pack.
package struct RuleCompiler {
  package var builder: ProgramBuilder
  let reader: SchemaReader
  var sink: DiagnosticSink { reader.sink }

  package init(builder: ProgramBuilder, sink: DiagnosticSink) {
    self.builder = builder
    self.reader = SchemaReader(sink: sink)
  }

  /// Event names a rule may trigger on (`on: space`), as ``EventKind`` spells them;
  /// character keys are `on: {key: ...}`.
  package static let eventTriggers: [String: EventKind] = Dictionary(
    uniqueKeysWithValues: EventKind.allCases.filter { $0 != .character }.map { ($0.rawValue, $0) })
  /// Event names `since:` and `previous:` accept: every kind that is a tap (not `after-tap`
  /// or `suggest`).
  package static let eventNames: [String: EventKind] = Dictionary(
    uniqueKeysWithValues: EventKind.allCases.filter { $0 != .afterTap && $0 != .suggest }.map {
      ($0.rawValue, $0)
    })
  /// Compiles one rule and appends it; returns false if it had errors.
  @discardableResult
  package mutating func compile(_ rule: RuleSource) -> Bool {
    let errorsBefore = sink.diagnostics.count { $0.severity == .error }
    let trigger = compileTrigger(rule.trigger)
    let conditions = rule.conditions.compactMap { compileCondition($0) }
    let escapes = rule.escapes.compactMap { compileCondition($0) }
    let isAfterTap = trigger == .event(.afterTap)
    let actions = rule.actions.compactMap { compileAction($0, stateOnly: isAfterTap) }
    if trigger == .event(.suggest) { checkSuggestActions(rule.actions) }
    let failed = sink.diagnostics.count { $0.severity == .error } > errorsBefore
    guard !failed, let trigger else { return false }
    builder.append(
      Rule(
        id: rule.id, summary: rule.summary, trigger: trigger, conditions: conditions,
        escapes: escapes, actions: actions, continues: rule.continues, location: rule.location))
    return true
  }

  // MARK: - Triggers

  mutating func compileTrigger(_ node: YAMLNode) -> Rule.Trigger? {
    if let name = node.scalar, node.mapping == nil {
      guard let kind = Self.eventTriggers[name] else {
        let hint =
          name.count == 1
          ? "; a character key is written 'on: {key: \"\(name)\"}'"
          : SchemaReader.suggestion(for: name, among: Array(Self.eventTriggers.keys).sorted())
        sink.error(
          "unknown trigger '\(name)'\(hint); expected one of \(Self.eventTriggers.keys.sorted().joined(separator: ", ")) or {key: CHARACTERS}",
          at: node.location, check: "unknown-trigger")
        return nil
      }
      return .event(kind)
    }
    guard let fields = reader.fields(node, allowed: ["key"], what: "a trigger"),
      let keyNode = fields.require("key"), let characters = compileCharacters(keyNode, what: "'key'")
    else { return nil }
    if characters.contains(" ") {
      sink.error(
        "the space bar is its own trigger: write 'on: space'", at: keyNode.location, check: "unknown-trigger")
      return nil
    }
    if characters.contains("\n") || characters.contains("\r") {
      sink.error(
        "the return key is its own trigger: write 'on: return'", at: keyNode.location,
        check: "unknown-trigger")
      return nil
    }
    return .character(builder.add(characters))
  }

  /// A character set: a string of characters (or a `$locale.` reference), or `{set: '[...]'}`
  /// in pattern set syntax.
  mutating func compileCharacters(_ node: YAMLNode, what: String) -> CharacterClass? {
    if node.mapping != nil {
      guard let fields = reader.fields(node, allowed: ["set"], what: what),
        let setNode = fields.require("set"), let source = reader.nonEmptyString(setNode, what: "'set'")
      else { return nil }
      guard let pattern = compilePattern(source, node: setNode, direction: .forward) else { return nil }
      guard pattern.items.count == 1, pattern.items[0].min == 1, pattern.items[0].max == 1 else {
        sink.error(
          "'set' must be a single character class like '[.!?]' or '\\a'", at: setNode.location,
          check: "bad-pattern")
        return nil
      }
      return pattern.items[0].characters
    }
    guard let text = resolveString(node, what: what) else { return nil }
    if text.isEmpty {
      sink.error("\(what) needs at least one character", at: node.location, check: "out-of-range")
      return nil
    }
    return CharacterClass(Array(Set(text)).sorted { String($0) < String($1) })
  }

  // MARK: - Conditions

  /// Compiles one condition through its entry in the primitive table; returns its index in
  /// the condition pool.
  mutating func compileCondition(_ node: YAMLNode) -> Int? {
    let conditions = Primitive.all(.condition)
    if let name = node.scalar {
      guard let primitive = Primitive.named(name, .condition), primitive.isBare else {
        let hint =
          Primitive.named(name, .condition) != nil
          ? "; '\(name)' takes an argument: '\(name): ...'"
          : SchemaReader.suggestion(for: name, among: conditions.map(\.name))
        sink.error("unknown condition '\(name)'\(hint)", at: node.location, check: "unknown-condition")
        return nil
      }
      return lower(primitive, node)
    }
    guard let (name, argument, nameNode) = singleEntry(node, what: "a condition") else { return nil }
    guard let primitive = Primitive.named(name, .condition), !primitive.isBare else {
      let hint =
        Primitive.named(name, .condition) != nil
        ? "; '\(name)' is written bare: '- \(name)'"
        : SchemaReader.suggestion(for: name, among: conditions.map(\.name))
      sink.error("unknown condition '\(name)'\(hint)", at: nameNode.location, check: "unknown-condition")
      return nil
    }
    guard case .condition(let lowering) = primitive.lowering else { return nil }
    // The lowering interns with the whole entry's text as its source (see `test`).
    _ = argument
    return lowering(&self, node)
  }

  /// A bare condition's lowering (its node is the name itself).
  private mutating func lower(_ primitive: Primitive, _ node: YAMLNode) -> Int? {
    guard case .condition(let lowering) = primitive.lowering else { return nil }
    return lowering(&self, node)
  }

  /// `before` / `after`: a pattern or a list of patterns, any of which must match.
  mutating func compilePatternCondition(_ node: YAMLNode, opcode: Opcode) -> Int? {
    guard let (name, argument, _) = singleEntry(node, what: "a condition") else { return nil }
    let direction: Pattern.Direction = opcode == .before ? .backward : .forward
    guard let items = reader.strings(argument, what: "'\(name)'") else { return nil }
    let sourceNodes = argument.sequence ?? [argument]
    var indexes: [Int] = []
    for (text, itemNode) in zip(items, sourceNodes) {
      guard var pattern = compilePattern(text, node: itemNode, direction: direction) else { continue }
      // A text key's text is matched whole: the pattern must reach its end.
      if opcode == .textMatches { pattern.anchoredAtEdge = true }
      let single = Instruction(opcode, builder.add(pattern))
      indexes.append(builder.add(single, source: "\(name): \(itemNode.flowText)"))
    }
    guard indexes.count == items.count, !indexes.isEmpty else { return nil }
    if indexes.count == 1 { return indexes[0] }
    return builder.add(builder.any(indexes), source: node.entryText)
  }

  /// `previous: E` or `previous: [E, ...]`.
  mutating func compilePrevious(_ node: YAMLNode) -> Instruction? {
    guard let argument = argumentNode(node), let names = reader.strings(argument, what: "'previous'") else {
      return nil
    }
    var kinds: [EventKind] = []
    for eventName in names {
      guard let kind = Self.eventNames[eventName] else {
        sink.error(
          "unknown event '\(eventName)'; expected one of \(Self.eventNames.keys.sorted().joined(separator: ", "))",
          at: argument.location, check: "unknown-event")
        return nil
      }
      kinds.append(kind)
    }
    return .previous(kinds)
  }

  /// `shift-state: STATE` or `[STATES]`: a mask of ``ShiftState`` indexes.
  mutating func compileShiftState(_ node: YAMLNode) -> Instruction? {
    guard let argument = argumentNode(node), let names = reader.strings(argument, what: "'shift-state'")
    else {
      return nil
    }
    var mask = 0
    for name in names {
      guard let state = ShiftState(rawValue: name) else {
        sink.error(
          "unknown shift state '\(name)'; expected one of \(ShiftState.allCases.map(\.rawValue).joined(separator: ", "))",
          at: argument.location, check: "out-of-range")
        return nil
      }
      mask |= 1 << state.index
    }
    if mask == 0 {
      sink.error("'shift-state' needs at least one state", at: argument.location, check: "out-of-range")
      return nil
    }
    return Instruction(.shiftState, mask)
  }

  /// `user-shift: on|off|locked|none`.
  mutating func compileUserShift(_ node: YAMLNode) -> Instruction? {
    guard let name = reader.string(node, what: "'user-shift'") else { return nil }
    guard let choice = UserShift.allCases.first(where: { $0.name == name }) else {
      sink.error(
        "unknown user shift '\(name)'; expected one of \(UserShift.allCases.map(\.name).joined(separator: ", "))",
        at: node.location, check: "out-of-range")
      return nil
    }
    return Instruction(.userShift, Int(choice.rawValue))
  }

  /// The conditions of `any: [...]` or `all: [...]`.
  mutating func compileConditionList(_ node: YAMLNode, name: String) -> [Int]? {
    guard let argument = argumentNode(node), let items = reader.sequence(argument, what: "'\(name)'") else {
      return nil
    }
    if items.isEmpty {
      sink.error("'\(name)' needs at least one condition", at: argument.location, check: "out-of-range")
      return nil
    }
    let inner = items.compactMap { compileCondition($0) }
    guard inner.count == items.count else { return nil }
    return inner
  }

  /// The argument of a `name: argument` entry (the caller has checked its shape).
  func argumentNode(_ node: YAMLNode) -> YAMLNode? {
    node.mapping?.first?.value
  }

  mutating func compileFieldTest(_ entry: YAMLNode) -> Instruction? {
    guard let node = argumentNode(entry) else { return nil }
    guard let pairs = reader.mapping(node, what: "'field'") else { return nil }
    var parts: [Int] = []
    for pair in pairs {
      guard let name = reader.string(pair.key, what: "a field trait") else { return nil }
      guard let key = FieldTraitKey(rawValue: name) else {
        sink.error(
          "unknown field trait '\(name)'\(SchemaReader.suggestion(for: name, among: FieldTraitKey.allCases.map(\.rawValue)))",
          at: pair.key.location, check: "unknown-trait")
        return nil
      }
      let values: [String]
      if let flag = pair.value.bool {
        values = [String(flag)]
      } else if let items = pair.value.sequence {
        var listed: [String] = []
        for item in items {
          guard let value = item.bool.map({ String($0) }) ?? item.scalar else {
            reader.typeError(item, expected: "a value", what: "a value of field trait '\(name)'")
            return nil
          }
          listed.append(value)
        }
        values = listed
      } else if let text = reader.string(pair.value, what: "field trait '\(name)'") {
        values = [text]
      } else {
        return nil
      }
      var mask: UInt32 = 0
      for value in values {
        guard let index = key.values.firstIndex(of: value) else {
          sink.error(
            "'\(value)' is not a value of field trait '\(name)'; expected one of \(key.values.joined(separator: ", "))",
            at: pair.value.location, check: "unknown-trait-value")
          return nil
        }
        mask |= 1 << UInt32(index)
      }
      parts.append(builder.add(.field(key, mask: mask), source: "field: {\(name): \(pair.value.flowText)}"))
    }
    if parts.isEmpty {
      sink.error("'field' needs at least one trait", at: node.location, check: "missing-key")
      return nil
    }
    return parts.count == 1 ? builder.condition(at: parts[0]) : builder.all(parts)
  }

  mutating func compileSettingTest(_ entry: YAMLNode) -> Instruction? {
    guard let node = argumentNode(entry) else { return nil }
    guard let pairs = reader.mapping(node, what: "'setting'") else { return nil }
    var parts: [Int] = []
    for pair in pairs {
      guard let name = reader.string(pair.key, what: "a setting name") else { return nil }
      guard let index = builder.settingIndex(named: name) else {
        let known = builder.knownSettings.map(\.name)
        sink.error(
          "unknown setting '\(name)'\(SchemaReader.suggestion(for: name, among: known))",
          at: pair.key.location, check: "unknown-setting")
        return nil
      }
      let definition = builder.knownSettings[index]
      let value: SettingValue
      switch definition.defaultValue {
      case .bool:
        guard let flag = reader.bool(pair.value, what: "setting '\(name)'") else { return nil }
        value = .bool(flag)
      case .number:
        guard
          let number = reader.number(
            pair.value, what: "setting '\(name)'", in: 0...ProgramLimits.maxSettingValue)
        else {
          return nil
        }
        value = .number(number)
      }
      parts.append(
        builder.add(
          builder.setting(index, equals: value), source: "setting: {\(name): \(pair.value.flowText)}"))
    }
    if parts.isEmpty {
      sink.error("'setting' needs at least one setting", at: node.location, check: "missing-key")
      return nil
    }
    return parts.count == 1 ? builder.condition(at: parts[0]) : builder.all(parts)
  }

  /// `locale: {KEY: VALUE}`: the pack's locale value equals VALUE; decided at compile time.
  mutating func compileLocaleTest(_ entry: YAMLNode) -> Instruction? {
    guard let node = argumentNode(entry) else { return nil }
    guard let pairs = reader.mapping(node, what: "'locale'") else { return nil }
    if pairs.isEmpty {
      sink.error("'locale' needs at least one key", at: node.location, check: "missing-key")
      return nil
    }
    var result = true
    for pair in pairs {
      guard let key = reader.nonEmptyString(pair.key, what: "a locale key"),
        let value = localeValue(key, at: pair.key)
      else { return nil }
      switch value {
      case .bool(let flag):
        guard let expected = reader.bool(pair.value, what: "locale value '\(key)'") else { return nil }
        result = result && flag == expected
      case .string(let text):
        guard let expected = reader.string(pair.value, what: "locale value '\(key)'") else { return nil }
        result = result && text == expected
      case .list, .number:
        sink.error(
          "locale key '\(key)' cannot be compared; test a text or true/false key", at: pair.key.location,
          check: "wrong-type")
        return nil
      }
    }
    return Instruction(.constant, result ? 1 : 0)
  }

  mutating func compileSince(_ entry: YAMLNode) -> Instruction? {
    guard let node = argumentNode(entry) else { return nil }
    guard let fields = reader.fields(node, allowed: ["event", "within", "over"], what: "'since'"),
      let eventNode = fields.require("event"), let eventName = reader.string(eventNode, what: "'event'")
    else { return nil }
    guard let kind = Self.eventNames[eventName] else {
      sink.error(
        "unknown event '\(eventName)'; expected one of \(Self.eventNames.keys.sorted().joined(separator: ", "))",
        at: eventNode.location, check: "unknown-event")
      return nil
    }
    switch (fields["within"], fields["over"]) {
    case (let within?, nil):
      return operand(within).map { builder.since(kind, within: $0) }
    case (nil, let over?):
      return operand(over).map { builder.since(kind, over: $0) }
    default:
      sink.error("'since' takes exactly one of 'within' or 'over'", at: node.location, check: "missing-key")
      return nil
    }
  }

  /// A number of seconds: a literal or `$settings.NAME` of a numeric setting.
  mutating func operand(_ node: YAMLNode) -> Operand? {
    if let text = node.scalar, text.hasPrefix("$settings.") {
      let name = String(text.dropFirst("$settings.".count))
      guard let index = builder.settingIndex(named: name) else {
        sink.error(
          "unknown setting '\(name)'\(SchemaReader.suggestion(for: name, among: builder.knownSettings.map(\.name)))",
          at: node.location, check: "unknown-setting")
        return nil
      }
      guard case .number = builder.knownSettings[index].defaultValue else {
        sink.error(
          "setting '\(name)' is a switch, not a number of seconds", at: node.location, check: "wrong-type")
        return nil
      }
      return .setting(index)
    }
    return reader.number(node, what: "a number of seconds", in: 0...ProgramLimits.maxSeconds).map {
      .constant($0)
    }
  }

  // MARK: - Actions

  /// Compiles one action through its entry in the primitive table. In `after-tap` rules
  /// (`stateOnly`) only actions whose opcode changes nothing but state are allowed.
  mutating func compileAction(_ node: YAMLNode, stateOnly: Bool) -> Instruction? {
    let actions = Primitive.all(.action)
    let state = actions.filter(\.isStateOnly).map(\.name)
    let stateNames =
      state.dropLast().joined(separator: ", ") + (state.count > 1 ? " or " : "") + (state.last ?? "")
    let name: String
    let nameNode: YAMLNode
    let argument: YAMLNode
    if let bare = node.scalar {
      guard let primitive = Primitive.named(bare, .action), primitive.isBare else {
        let hint =
          Primitive.named(bare, .action) != nil
          ? "; '\(bare)' takes an argument: '\(bare): ...'"
          : SchemaReader.suggestion(for: bare, among: actions.map(\.name))
        sink.error("unknown action '\(bare)'\(hint)", at: node.location, check: "unknown-action")
        return nil
      }
      (name, nameNode, argument) = (bare, node, node)
    } else {
      guard let entry = singleEntry(node, what: "an action") else { return nil }
      (name, argument, nameNode) = entry
      guard let primitive = Primitive.named(name, .action), !primitive.isBare else {
        let hint =
          Primitive.named(name, .action) != nil
          ? "; '\(name)' is written bare: '- \(name)'"
          : SchemaReader.suggestion(for: name, among: actions.map(\.name))
        sink.error("unknown action '\(name)'\(hint)", at: nameNode.location, check: "unknown-action")
        return nil
      }
    }
    guard let primitive = Primitive.named(name, .action), case .action(let lowering) = primitive.lowering
    else {
      return nil
    }
    if stateOnly, !primitive.isStateOnly {
      sink.error(
        "'after-tap' rules decide state and cannot '\(name)'; use \(stateNames)", at: nameNode.location,
        check: "edit-after-tap")
      return nil
    }
    return lowering(&self, argument)
  }

  /// `suggest` rules only say whether the suggestion bar offers anything: they can only
  /// `swallow` (the keyboard asks them on a copy of the engine, so anything else would do
  /// nothing).
  mutating func checkSuggestActions(_ actions: [YAMLNode]) {
    for action in actions where action.scalar != "swallow" {
      sink.error(
        "'suggest' rules decide whether the suggestion bar offers anything and can only 'swallow'",
        at: action.location, check: "suggest-action")
    }
  }

  /// `set: NAME` or `set: {flag: NAME, for: N}`.
  mutating func compileSetFlag(_ argument: YAMLNode) -> Instruction? {
    if argument.mapping != nil {
      guard let fields = reader.fields(argument, allowed: ["flag", "for"], what: "'set'"),
        let flagNode = fields.require("flag"), let flag = flagName(flagNode)
      else { return nil }
      let lifetime =
        fields["for"].flatMap {
          reader.integer($0, what: "'for' (events)", in: 1...Int(ProgramLimits.maxFlagLifetime))
        } ?? 0
      return Instruction(.setFlag, builder.flag(named: flag), lifetime)
    }
    guard let flag = flagName(argument) else { return nil }
    return Instruction(.setFlag, builder.flag(named: flag), 0)
  }

  // MARK: - Values

  func flagName(_ node: YAMLNode) -> String? {
    guard let name = reader.nonEmptyString(node, what: "a flag name") else { return nil }
    guard name.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-") }) else {
      sink.error("flag name '\(name)' must be letters, digits and '-'", at: node.location, check: "bad-flag")
      return nil
    }
    return name
  }

  private func singleEntry(_ node: YAMLNode, what: String) -> (String, YAMLNode, YAMLNode)? {
    guard let pairs = reader.mapping(node, what: what) else { return nil }
    guard pairs.count == 1, let name = pairs[0].key.scalar else {
      sink.error(
        "\(what) is one 'name: argument' entry; found \(pairs.count) entries (write each as its own list item)",
        at: node.location, check: "wrong-type")
      return nil
    }
    return (name, pairs[0].value, pairs[0].key)
  }

  /// A string value: `$locale.KEY` is the locale's value; `${locale.KEY}` inside a string
  /// is replaced by it; `$$` at the start is a literal `$`.
  func resolveString(_ node: YAMLNode, what: String) -> String? {
    guard let text = reader.string(node, what: what) else { return nil }
    if text.hasPrefix("$$") { return String(text.dropFirst()) }
    if text.hasPrefix("$locale.") {
      return localeText(String(text.dropFirst("$locale.".count)), at: node)
    }
    if text.hasPrefix("$") && !text.hasPrefix("${") {
      sink.error(
        "unknown reference '\(text)'; references are $locale.KEY (or $settings.NAME for numbers); write $$ for a literal '$'",
        at: node.location, check: "unknown-reference")
      return nil
    }
    guard text.contains("${") else { return text }
    var result = ""
    var rest = Substring(text)
    while let start = rest.range(of: "${") {
      result += rest[..<start.lowerBound]
      guard let end = rest[start.upperBound...].firstIndex(of: "}") else {
        sink.error("'${' is not closed in \(what)", at: node.location, check: "unknown-reference")
        return nil
      }
      let reference = String(rest[start.upperBound..<end])
      guard reference.hasPrefix("locale.") else {
        sink.error(
          "unknown reference '${\(reference)}'; strings may interpolate ${locale.KEY}", at: node.location,
          check: "unknown-reference")
        return nil
      }
      guard let value = localeText(String(reference.dropFirst("locale.".count)), at: node) else { return nil }
      result += value
      rest = rest[rest.index(after: end)...]
    }
    return result + rest
  }

  func resolveList(_ node: YAMLNode) -> [String]? {
    guard let text = node.scalar, text.hasPrefix("$locale.") else {
      sink.error("expected a list or a $locale.KEY reference", at: node.location, check: "wrong-type")
      return nil
    }
    let key = String(text.dropFirst("$locale.".count))
    guard let value = localeValue(key, at: node) else { return nil }
    switch value {
    case .list(let items): return items
    case .string(let string): return [string]
    default:
      sink.error("locale key '\(key)' is not a list", at: node.location, check: "wrong-type")
      return nil
    }
  }

  private func localeValue(_ key: String, at node: YAMLNode) -> LocaleData.Value? {
    if let value = builder.locale[key] { return value }
    let known =
      LocaleSchema.keys.map(\.name)
      + builder.locale.values.keys.filter { $0.hasPrefix(LocaleSchema.customPrefix) }
    let message =
      LocaleSchema.key(named: key) != nil
      ? "locale key '\(key)' has no value in this pack or the packs it extends"
      : "unknown locale key '\(key)'\(SchemaReader.suggestion(for: key, among: known))"
    sink.error(message, at: node.location, check: "unknown-locale-key")
    return nil
  }

  private func localeText(_ key: String, at node: YAMLNode) -> String? {
    guard let value = localeValue(key, at: node) else { return nil }
    guard let text = value.text else {
      sink.error("locale key '\(key)' is not text", at: node.location, check: "wrong-type")
      return nil
    }
    return text
  }

  func compilePattern(_ source: String, node: YAMLNode, direction: Pattern.Direction) -> Pattern? {
    let locale = builder.locale
    do {
      return try Pattern(parsing: source, direction: direction) { key in
        locale[key]?.text
      }
    } catch {
      var message = error.message
      if case .unknownLocaleSet(let key, _) = error, LocaleSchema.key(named: key) != nil {
        message =
          locale[key] != nil
          ? "locale key '<\(key)>' is not text; only text and list keys can be used as sets of characters"
          : "locale key '<\(key)>' has no value in this pack or the packs it extends"
      }
      sink.error(
        "\(message) in pattern '\(source)'", at: SchemaReader.offset(node, by: error.offset),
        check: "bad-pattern")
      return nil
    }
  }
}
