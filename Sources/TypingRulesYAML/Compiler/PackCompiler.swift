internal import TypingRules

/// Merges a pack's `extends` chain (root first) and compiles it: locale values and
/// settings child over parent, rules inherited in order with a child's rules replacing
/// (`override: true`), placed among (`insert-before` / `insert-after`), appended to, or
/// removing (`disable`) the inherited ones.
public struct PackCompiler {
  public let sink: DiagnosticSink

  public init(sink: DiagnosticSink) { self.sink = sink }

  /// The most rules a pack may have, inherited ones included (Docs/reliability.md): the
  /// engine tries a trigger's rules one by one, and the compiled form holds at most 65 536.
  public static let maxRules = ProgramLimits.maxRules

  public func compile(chain: [PackSource]) -> CompiledPack? {
    guard let leaf = chain.last else { return nil }
    var locale: [String: LocaleData.Value] = [:]
    var settings: [SettingDefinition] = []
    var rules: [RuleSource] = []
    var corrections = SubstitutionTable()
    for pack in chain {
      for (key, entry) in pack.locale { locale[key] = entry.value(over: locale[key]) }
      if let entry = pack.locale[CasePolicy.key] {
        let names = CasePolicy.allCases.map(\.rawValue)
        guard case .string(let name) = entry.value, names.contains(name) else {
          sink.error(
            "'\(CasePolicy.key)' is one of \(names.joined(separator: ", "))", at: entry.location,
            check: "wrong-type")
          return nil
        }
      }
      settings += pack.settings
      corrections.merge(SubstitutionTable(pack.corrections))
      if pack.rules.count > Self.maxRules {
        tooManyRules(pack.rules.count, pack: pack.name, at: pack.rules[Self.maxRules].idLocation)
        return nil
      }
      merge(pack, into: &rules)
      if rules.count > Self.maxRules {
        tooManyRules(rules.count, pack: pack.name, at: rules[Self.maxRules].idLocation)
        return nil
      }
    }
    // The locale is the last locale pack's: a profile or a profile's overlay may come after it.
    let tag = chain.last { $0.role == .locale }?.name ?? leaf.name
    var builder = ProgramBuilder(locale: LocaleData(tag: tag, values: locale))
    for definition in settings { builder.declareSetting(definition) }
    var compiler = RuleCompiler(builder: builder, sink: sink)
    rules.removeAll { $0.isDisabled }
    for rule in rules { compiler.compile(rule) }
    var profile: String?
    for pack in chain where pack.role == .profile { profile = pack.name }
    let program: RuleProgram
    do {
      program = try compiler.builder.build()
    } catch {
      // The compiler checked every value already; this is a limit only the whole program meets.
      sink.error(
        "pack '\(leaf.name)' does not make a valid program: \(error)", at: leaf.location, check: "yaml-limit")
      return nil
    }
    return CompiledPack(
      name: tag, program: program, rules: rules, chain: chain, corrections: corrections, warnings: [],
      profile: profile)
  }

  private func tooManyRules(_ count: Int, pack: String, at location: SourceLocation) {
    sink.error(
      "pack '\(pack)' has \(count) rules, inherited ones included; the limit is \(Self.maxRules)",
      at: location, check: "yaml-limit")
  }

  private func merge(_ pack: PackSource, into rules: inout [RuleSource]) {
    var ownIDs: [String: SourceLocation] = [:]
    for rule in pack.rules {
      if let first = ownIDs[rule.id] {
        sink.error(
          "duplicate rule id '\(rule.id)'", at: rule.idLocation, check: "duplicate-rule-id",
          notes: [Diagnostic.Note(location: first, message: "'\(rule.id)' first defined here")])
        continue
      }
      ownIDs[rule.id] = rule.idLocation
      var rule = rule
      rule.origin = RuleOrigin(pack: pack.name)
      if let existing = rules.firstIndex(where: { $0.id == rule.id }) {
        guard rule.overrides else {
          sink.error(
            "rule '\(rule.id)' is already defined by a pack this one extends; add 'override: true' to replace it",
            at: rule.idLocation, check: "duplicate-rule-id",
            notes: [
              Diagnostic.Note(
                location: rules[existing].idLocation, message: "'\(rule.id)' first defined here")
            ])
          continue
        }
        if let placement = rule.placement {
          let location: SourceLocation
          switch placement {
          case .before(_, let at), .after(_, let at): location = at
          }
          sink.error(
            "rule '\(rule.id)' overrides an inherited rule and keeps its place; remove the placement, or disable the inherited rule and add a new one",
            at: location, check: "conflicting-keys")
        }
        rules[existing] = rule
        continue
      }
      if rule.overrides {
        sink.error(
          "rule '\(rule.id)' overrides nothing: no pack this one extends defines it", at: rule.idLocation,
          check: "unknown-rule-id")
        continue
      }
      switch rule.placement {
      case .before(let target, let location), .after(let target, let location):
        guard let index = rules.firstIndex(where: { $0.id == target }) else {
          let hint = SchemaReader.suggestion(for: target, among: rules.map(\.id))
          sink.error("no rule '\(target)' to insert next to\(hint)", at: location, check: "unknown-rule-id")
          continue
        }
        if case .before = rule.placement {
          rules.insert(rule, at: index)
        } else {
          rules.insert(rule, at: index + 1)
        }
      case nil:
        rules.append(rule)
      }
    }
    for patch in pack.patches { apply(patch, of: pack.name, to: &rules) }
    for (id, location) in pack.disable {
      // A pattern with '*' disables every rule whose id it matches (smart-*).
      let matching = rules.indices.filter { Self.id(rules[$0].id, matches: id) }
      guard !matching.isEmpty else {
        sink.error(
          "cannot disable '\(id)': no such rule\(SchemaReader.suggestion(for: id, among: rules.map(\.id)))",
          at: location, check: "unknown-rule-id")
        continue
      }
      for index in matching { rules[index].isDisabled = true }
    }
  }

  /// Whether a rule id matches a `disable` entry: the id itself, or a pattern where `*`
  /// stands for any run of characters.
  static func id(_ id: String, matches pattern: String) -> Bool {
    guard pattern.contains("*") else { return id == pattern }
    let parts = pattern.split(separator: "*", omittingEmptySubsequences: false).map(String.init)
    var rest = Substring(id)
    guard rest.hasPrefix(parts[0]) else { return false }
    rest = rest.dropFirst(parts[0].count)
    for part in parts.dropFirst().dropLast() {
      guard let range = rest.range(of: part) else { return false }
      rest = rest[range.upperBound...]
    }
    return rest.hasSuffix(parts.last ?? "") && rest.count >= (parts.last ?? "").count
  }
}
