package import TypingRules

/// Reads a pack's `pack.yaml` and its rule files into a ``PackSource``, reporting every
/// shape mistake to the sink.
public struct PackParser {
  public let reader: SchemaReader
  /// Reads a file's bytes; `nil` if it cannot be read.
  public let readFile: (String) -> [UInt8]?

  public init(sink: DiagnosticSink, readFile: @escaping (String) -> [UInt8]?) {
    self.reader = SchemaReader(sink: sink)
    self.readFile = readFile
  }

  var sink: DiagnosticSink { reader.sink }

  static let packKeys = [
    "pack", "summary", "extends", "files", "locale", "settings", "disable", "rules", "corrections",
  ]
  static let ruleFileKeys = ["rules"]
  static let ruleKeys = [
    "id", "summary", "on", "when", "unless", "do", "examples", "continue", "override",
    "insert-before", "insert-after",
  ]

  /// Parses a YAML file into a node, reporting a read or syntax error.
  package func parseFile(_ path: String, at referencedFrom: SourceLocation? = nil) -> YAMLNode?? {
    guard let bytes = readFile(path) else {
      sink.error(
        "cannot read '\(path)'", at: referencedFrom ?? SourceLocation(file: path, line: 1, column: 1),
        check: "unreadable-file")
      return nil
    }
    do {
      return .some(try YAMLParser.parse(bytes, file: path))
    } catch {
      sink.emit(error.diagnostic)
      return nil
    }
  }

  /// Reads the pack in `directory` (its `pack.yaml` and the files it lists).
  public func parsePack(directory: String, expectedName: String?) -> PackSource? {
    let path = directory + "/pack.yaml"
    guard let parsed = parseFile(path) else { return nil }
    guard let node = parsed else {
      sink.error(
        "'pack.yaml' is empty; it needs at least 'pack: NAME'",
        at: SourceLocation(file: path, line: 1, column: 1), check: "missing-key")
      return nil
    }
    guard let fields = reader.fields(node, allowed: Self.packKeys, what: "a pack") else { return nil }
    guard let nameNode = fields.require("pack"), let name = reader.nonEmptyString(nameNode, what: "'pack'")
    else {
      return nil
    }
    if let expectedName, expectedName != name {
      sink.error(
        "pack in folder '\(expectedName)' is named '\(name)'; the folder and 'pack' must agree",
        at: nameNode.location, check: "pack-name")
    }
    var pack = PackSource(name: name, file: path, location: node.location)
    pack.summary = fields["summary"].flatMap { reader.string($0, what: "'summary'") }
    if let node = fields["extends"], let parent = reader.nonEmptyString(node, what: "'extends'") {
      pack.extends = (parent, node.location)
    }
    if let node = fields["locale"] { parseLocale(node, prefix: "", into: &pack.locale) }
    if let node = fields["settings"] { pack.settings = parseSettings(node) }
    if let node = fields["disable"], let items = reader.sequence(node, what: "'disable'") {
      for item in items {
        if let id = reader.nonEmptyString(item, what: "a rule id") {
          pack.disable.append((id, item.location))
        }
      }
    }
    if let node = fields["rules"] {
      let items = parseRules(node)
      pack.rules += items.rules
      pack.patches += items.patches
    }
    if let node = fields["files"], let items = reader.sequence(node, what: "'files'") {
      for item in items {
        guard let name = reader.nonEmptyString(item, what: "a rule file name") else { continue }
        guard !name.contains("/"), !name.hasPrefix("."), name.hasSuffix(".yaml") else {
          sink.error(
            "rule file '\(name)' must be a '.yaml' file in the pack's folder", at: item.location,
            check: "bad-file-name")
          continue
        }
        pack.files.append(directory + "/" + name)
        let items = parseRuleFile(directory + "/" + name, at: item.location)
        pack.rules += items.rules
        pack.patches += items.patches
      }
    }
    if let node = fields["corrections"], let items = reader.strings(node, what: "'corrections'") {
      for (name, itemNode) in zip(items, node.sequence ?? [node]) {
        guard !name.contains("/"), name.hasSuffix(".yaml") else {
          sink.error(
            "corrections file '\(name)' must be a '.yaml' file in the pack's folder", at: itemNode.location,
            check: "bad-file-name")
          continue
        }
        pack.files.append(directory + "/" + name)
        guard let parsedFile = parseFile(directory + "/" + name, at: node.location), let fileNode = parsedFile
        else {
          continue
        }
        guard let fileFields = reader.fields(fileNode, allowed: ["corrections"], what: "a corrections file"),
          let table = fileFields.require("corrections"),
          let pairs = reader.mapping(table, what: "'corrections'")
        else { continue }
        for pair in pairs {
          guard let typo = reader.nonEmptyString(pair.key, what: "a typed word"),
            let fix = reader.nonEmptyString(pair.value, what: "a correction")
          else { continue }
          pack.corrections[typo] = fix
        }
      }
    }
    return pack
  }

  /// Reads a rule file (`rules:` and a list of rules and patches); an empty file is a warning.
  package func parseRuleFile(_ path: String, at referencedFrom: SourceLocation? = nil)
    -> (rules: [RuleSource], patches: [RulePatch])
  {
    guard let parsedFile = parseFile(path, at: referencedFrom) else { return ([], []) }
    guard let fileNode = parsedFile else {
      sink.warning(
        "the rule file is empty; it has no 'rules'", at: SourceLocation(file: path, line: 1, column: 1),
        check: "empty-file")
      return ([], [])
    }
    guard let fileFields = reader.fields(fileNode, allowed: Self.ruleFileKeys, what: "a rule file"),
      let rulesNode = fileFields.require("rules")
    else { return ([], []) }
    return parseRules(rulesNode)
  }

  private func parseLocale(_ node: YAMLNode, prefix: String, into entries: inout [String: LocaleEntry]) {
    guard
      let pairs = reader.mapping(node, what: prefix.isEmpty ? "'locale'" : "'locale.\(prefix.dropLast())'")
    else {
      return
    }
    for pair in pairs {
      guard let key = reader.nonEmptyString(pair.key, what: "a locale key") else { continue }
      let path = prefix + key
      let isCustom = path.hasPrefix(LocaleSchema.customPrefix)
      let known = LocaleSchema.key(named: path)
      if known == nil && !isCustom {
        let isGroup =
          LocaleSchema.keys.contains { $0.name.hasPrefix(path + ".") }
          || path + "." == LocaleSchema.customPrefix
        if isGroup, pair.value.mapping != nil {
          parseLocale(pair.value, prefix: path + ".", into: &entries)
          continue
        }
        let candidates = LocaleSchema.keys.map(\.name).filter { $0.hasPrefix(prefix) }.map {
          String($0.dropFirst(prefix.count).prefix { $0 != "." })
        }
        sink.error(
          "unknown locale key '\(path)'\(SchemaReader.suggestion(for: key, among: candidates))",
          at: pair.key.location, check: "unknown-locale-key")
        continue
      }
      if known?.kind == .list, pair.value.mapping != nil {
        if let entry = parseListEntry(pair.value, path: path) { entries[path] = entry }
        continue
      }
      var valueNode = pair.value
      var reason: String?
      if let fields = pair.value.mapping,
        fields.contains(where: { $0.key.scalar == "reason" || $0.key.scalar == "value" })
      {
        guard
          let entry = reader.fields(
            pair.value, allowed: ["value", "reason"], what: "locale value '\(path)'"),
          let inner = entry.require("value")
        else { continue }
        valueNode = inner
        reason = entry["reason"].flatMap { reader.nonEmptyString($0, what: "'reason'") }
      }
      let kind = known?.kind ?? .string
      let what = "locale value '\(path)'"
      let value: LocaleData.Value?
      switch kind {
      case .bool:
        value = reader.bool(valueNode, what: what).map { .bool($0) }
      case .number:
        value = reader.number(valueNode, what: what, in: known?.range ?? 0...0).map { .number($0) }
      case .integer:
        let range = known?.range ?? 0...0
        value = reader.integer(valueNode, what: what, in: Int(range.lowerBound)...Int(range.upperBound))
          .map { .number(Double($0)) }
      case .list:
        value = reader.sequence(valueNode, what: what).map { items in
          .list(items.compactMap { reader.nonEmptyString($0, what: "an entry of '\(path)'") })
        }
        if path == "layout", case .list(let rows)? = value {
          do { _ = try KeyLayout(rows: rows.joined(separator: "\n")) } catch {
            sink.error("\(what) is not a key layout: \(error)", at: valueNode.location, check: "out-of-range")
            continue
          }
        }
        if path == "respellings", case .list(let entries)? = value,
          let bad = entries.first(where: { DictionaryBuilder.respelling($0) == nil })
        {
          sink.error(
            "\(what) has '\(bad)': each entry is two spellings, `FROM TO` (`ß ss`)", at: valueNode.location,
            check: "out-of-range")
          continue
        }
      case .character:
        if let text = reader.string(valueNode, what: what) {
          if text.count != 1 {
            sink.error(
              "\(what) must be exactly one character, found \(text.count) ('\(text)')",
              at: valueNode.location, check: "not-one-character")
            value = nil
          } else {
            value = .string(text)
          }
        } else {
          value = nil
        }
      case .characters, .string:
        if isCustom, let items = valueNode.sequence {
          value = .list(items.compactMap { reader.string($0, what: "an entry of '\(path)'") })
        } else if isCustom, let flag = valueNode.bool {
          value = .bool(flag)
        } else {
          value = reader.string(valueNode, what: what).map { .string($0) }
        }
      }
      guard let value else { continue }
      entries[path] = LocaleEntry(value: value, location: valueNode.location, reason: reason)
    }
  }

  private func parseSettings(_ node: YAMLNode) -> [SettingDefinition] {
    guard let pairs = reader.mapping(node, what: "'settings'") else { return [] }
    var definitions: [SettingDefinition] = []
    for pair in pairs {
      guard let name = reader.nonEmptyString(pair.key, what: "a setting name") else { continue }
      guard
        let fields = reader.fields(pair.value, allowed: ["default", "summary"], what: "setting '\(name)'"),
        let defaultNode = fields.require("default")
      else { continue }
      let value: SettingValue
      if let flag = defaultNode.bool {
        value = .bool(flag)
      } else if let number = reader.number(defaultNode, what: "the default of '\(name)'", in: 0...1_000_000) {
        value = .number(number)
      } else {
        continue
      }
      let summary = fields["summary"].flatMap { reader.string($0, what: "'summary'") } ?? ""
      definitions.append(SettingDefinition(name: name, defaultValue: value, summary: summary))
    }
    return definitions
  }

  /// A list of rules; an item with `patch:` instead of `id:` patches an inherited rule.
  func parseRules(_ node: YAMLNode) -> (rules: [RuleSource], patches: [RulePatch]) {
    guard let items = reader.sequence(node, what: "'rules'") else { return ([], []) }
    var rules: [RuleSource] = []
    var patches: [RulePatch] = []
    for item in items {
      if let pairs = item.mapping, pairs.contains(where: { $0.key.scalar == "patch" }) {
        if let patch = parsePatch(item) { patches.append(patch) }
      } else if let rule = parseRule(item) {
        rules.append(rule)
      }
    }
    return (rules, patches)
  }

  private func parseRule(_ node: YAMLNode) -> RuleSource? {
    guard let fields = reader.fields(node, allowed: Self.ruleKeys, what: "a rule") else { return nil }
    let idNode = fields.require("id")
    let summaryNode = fields.require("summary")
    let trigger = fields.require("on")
    let actionsNode = fields.require("do")
    guard let idNode, let id = reader.nonEmptyString(idNode, what: "'id'") else { return nil }
    if !id.allSatisfy({ $0.isASCII && ($0.isLowercase || $0.isNumber || $0 == "-" || $0 == ".") }) {
      sink.error(
        "rule id '\(id)' must be lowercase letters, digits, '-' and '.'", at: idNode.location,
        check: "bad-rule-id")
    }
    let summary = summaryNode.flatMap { reader.nonEmptyString($0, what: "'summary'") } ?? ""
    func list(_ key: String) -> [YAMLNode] {
      guard let node = fields[key] else { return [] }
      return reader.sequence(node, what: "'\(key)'") ?? []
    }
    var examples: [CaseSource] = []
    if let node = fields["examples"], let items = reader.sequence(node, what: "'examples'") {
      for (index, item) in items.enumerated() {
        if let example = reader.caseSource(item, requireName: false, index: index) {
          examples.append(example)
        }
      }
    }
    var placement: RuleSource.Placement?
    if let node = fields["insert-before"], let target = reader.nonEmptyString(node, what: "'insert-before'") {
      placement = .before(target, node.location)
    }
    if let node = fields["insert-after"], let target = reader.nonEmptyString(node, what: "'insert-after'") {
      if placement != nil {
        sink.error(
          "a rule takes 'insert-before' or 'insert-after', not both", at: node.location,
          check: "conflicting-keys")
      }
      placement = .after(target, node.location)
    }
    guard let trigger, let actionsNode else { return nil }
    let actions = reader.sequence(actionsNode, what: "'do'") ?? []
    if actions.isEmpty && actionsNode.sequence != nil {
      sink.error("rule '\(id)' has no actions", at: actionsNode.location, check: "missing-key")
    }
    return RuleSource(
      id: id, summary: summary, location: node.location, idLocation: idNode.location,
      trigger: trigger, conditions: list("when"), escapes: list("unless"), actions: actions,
      examples: examples,
      continues: fields["continue"].flatMap { reader.bool($0, what: "'continue'") } ?? false,
      overrides: fields["override"].flatMap { reader.bool($0, what: "'override'") } ?? false,
      placement: placement)
  }
}
