import Foundation
import Testing
import TypingRules

@testable import TypingRulesYAML

/// The analysis of rules that can never fire, on compiled programs: what it must find, and
/// (soundness) what it must not report.
struct NeverFiresTests {
  /// Compiles `rules` (the body of a rule file) on top of the corpus fixture `en` pack and
  /// returns the linter's warnings for the rules of that text.
  static func warnings(_ rules: String) throws -> [Diagnostic] {
    let library = PackLibrary(root: Rulecheck.corpus.appendingPathComponent("Rules").path)
    let sink = DiagnosticSink()
    let chain = library.loadChain("en", sink: sink)
    let text = "rules:\n" + rules
    let parser = PackParser(sink: sink) { $0 == "test.yaml" ? Array(text.utf8) : nil }
    var own = PackSource(
      name: "en", file: "test.yaml", location: SourceLocation(file: "test.yaml", line: 1, column: 1))
    own.rules = parser.parseRuleFile("test.yaml").rules
    let pack = try #require(PackCompiler(sink: sink).compile(chain: chain + [own]))
    #expect(!sink.hasErrors, "\(sink.diagnostics.map(\.gnuLine))")
    let found = DiagnosticSink()
    var sources: [String: RuleSource] = [:]
    for rule in pack.rules { sources[rule.id] = rule }
    let contradictions = ContradictionCheck(program: pack.program, sink: found)
    var never: Set<Int> = []
    for (index, rule) in pack.program.rules.enumerated() where sources[rule.id]!.location.file == "test.yaml"
    {
      if !contradictions.check(rule, source: sources[rule.id]!) { never.insert(index) }
    }
    ShadowedRuleCheck(program: pack.program, sink: found).check(
      candidates: Set(pack.program.rules.indices), sources: sources, skip: never)
    return found.diagnostics.filter { $0.location.file == "test.yaml" }
  }

  static func rule(
    _ id: String, on trigger: String = "space", when: [String] = [], unless: [String] = [], extra: String = ""
  ) -> String {
    var text = "  - id: \(id)\n    summary: \(id).\n    on: \(trigger)\n"
    if !when.isEmpty { text += "    when:\n" + when.map { "      - \($0)\n" }.joined() }
    if !unless.isEmpty { text += "    unless:\n" + unless.map { "      - \($0)\n" }.joined() }
    return text + extra + "    do: [key]\n"
  }

  @Test func anEarlierRuleWithFewerConditionsShadows() throws {
    let found = try Self.warnings(
      Self.rule("a", when: ["before: 'x'"]) + Self.rule("b", when: ["before: 'x'", "field: {secure: false}"]))
    #expect(found.map(\.check) == ["shadowed-rule"])
    #expect(found.first?.message.hasPrefix("rule 'b' can never fire: the earlier rule 'a'") == true)
    #expect(found.first?.notes.first?.location.line == 2)
  }

  @Test func aLaterRuleWithFewerConditionsIsNotShadowed() throws {
    let found = try Self.warnings(
      Self.rule("a", when: ["before: 'x'", "field: {secure: false}"]) + Self.rule("b", when: ["before: 'x'"]))
    #expect(found.isEmpty)
  }

  @Test func anEscapeTheLaterRuleLacksMeansNotShadowed() throws {
    // a stands down in secure fields, b does not: in a secure field b fires.
    let found = try Self.warnings(
      Self.rule("a", unless: ["field: {secure: true}"]) + Self.rule("b", when: ["before: 'x'"]))
    #expect(found.isEmpty)
  }

  @Test func anEscapeThatImpliesOneOfTheLaterRulesStillShadows() throws {
    let found = try Self.warnings(
      Self.rule("a", unless: ["field: {keyboard: url}"])
        + Self.rule("b", unless: ["field: {keyboard: [url, email]}"]))
    #expect(found.map(\.check) == ["shadowed-rule"])
  }

  @Test func anEscapeThatTheLaterConditionsExcludeStillShadows() throws {
    let found = try Self.warnings(
      Self.rule("a", unless: ["field: {secure: true}"]) + Self.rule("b", when: ["field: {secure: false}"]))
    #expect(found.map(\.check) == ["shadowed-rule"])
  }

  @Test func continueMeansNotShadowed() throws {
    let found = try Self.warnings(
      Self.rule("a", extra: "    continue: true\n") + Self.rule("b", when: ["before: 'x'"]))
    #expect(found.isEmpty)
  }

  @Test func aContinuingRuleInBetweenMeansNotShadowed() throws {
    // c can change the text between a (tried, did not fire) and b.
    let found = try Self.warnings(
      Self.rule("a", when: ["before: 'x'"]) + Self.rule("c", extra: "    continue: true\n")
        + Self.rule("b", when: ["before: 'x'", "field: {secure: false}"]))
    #expect(found.isEmpty)
  }

  @Test func otherTriggersDoNotShadow() throws {
    let found = try Self.warnings(Self.rule("a", on: "return") + Self.rule("b"))
    #expect(found.isEmpty)
  }

  @Test func aWiderKeySetShadowsANarrowerOne() throws {
    let wide = try Self.warnings(Self.rule("a", on: "{key: \".!?\"}") + Self.rule("b", on: "{key: \"!\"}"))
    #expect(wide.map(\.check) == ["shadowed-rule"])
    let narrow = try Self.warnings(Self.rule("a", on: "{key: \"!\"}") + Self.rule("b", on: "{key: \".!?\"}"))
    #expect(narrow.isEmpty)
  }

  @Test func differentNumbersForOneSettingAreNotAContradictionUnlessBothPinned() throws {
    let found = try Self.warnings(
      Self.rule(
        "a", when: ["setting: {end-sentence-threshold: 2}", "not: {setting: {end-sentence-threshold: 3}}"]))
    #expect(found.isEmpty)
    let pinned = try Self.warnings(
      Self.rule("b", when: ["setting: {end-sentence-threshold: 2}", "setting: {end-sentence-threshold: 3}"]))
    #expect(pinned.map(\.check) == ["contradictory-conditions"])
  }

  @Test func overlappingTraitValuesAreNotAContradiction() throws {
    let found = try Self.warnings(
      Self.rule("a", when: ["field: {keyboard: [url, email]}", "field: {keyboard: [email, phone]}"]))
    #expect(found.isEmpty)
    let three = try Self.warnings(
      Self.rule(
        "b",
        when: [
          "field: {keyboard: [url, email]}", "field: {keyboard: [email, phone]}",
          "not: {field: {keyboard: email}}",
        ]))
    #expect(three.map(\.check) == ["contradictory-conditions"])
  }

  @Test func escapesThatLeaveAValueOpenAreFine() throws {
    let found = try Self.warnings(
      Self.rule("a", unless: ["field: {keyboard: [url, email]}", "field: {keyboard: [number, phone]}"]))
    #expect(found.isEmpty)
  }

  @Test func escapesThatCoverWhatTheConditionsAllow() throws {
    let found = try Self.warnings(
      Self.rule(
        "a", when: ["field: {keyboard: [url, email]}"],
        unless: ["field: {keyboard: url}", "field: {keyboard: email}"]))
    #expect(found.map(\.check) == ["escape-always-holds"])
    #expect(found.first?.message.contains("hold whenever its conditions do") == true)
  }

  @Test func aConditionAlsoAnEscapeNeverFires() throws {
    let found = try Self.warnings(Self.rule("a", when: ["shifted"], unless: ["shifted"]))
    #expect(found.map(\.check) == ["escape-always-holds"])
  }

  @Test func timingEscapesThatCoverEveryDelay() throws {
    let found = try Self.warnings(
      Self.rule("a", unless: ["since: {event: space, within: 2}", "since: {event: space, over: 1}"]))
    #expect(found.map(\.check) == ["escape-always-holds"])
    let gap = try Self.warnings(
      Self.rule("b", unless: ["since: {event: space, within: 1}", "since: {event: space, over: 2}"]))
    #expect(gap.isEmpty)
  }

  @Test func rulesSwitchedOffByLocaleDataAreNotReported() throws {
    // The fixture has ordinal-dot: false, so the first rule is off in this pack on purpose.
    let found = try Self.warnings(
      Self.rule("a", when: ["locale: {ordinal-dot: true}"])
        + Self.rule("b", unless: ["locale: {ordinal-dot: false}"])
        + Self.rule("c", when: ["locale: {ordinal-dot: false}", "before: 'x'"])
        + Self.rule("d", when: ["before: 'x'", "shifted"]))
    #expect(found.map(\.check) == ["shadowed-rule"])
    #expect(found.first?.message.hasPrefix("rule 'd'") == true)
  }

  @Test func anyWithEveryAlternativeRuledOut() throws {
    let found = try Self.warnings(
      Self.rule(
        "a", when: ["any: [field: {secure: true}, shifted]", "field: {secure: false}", "not: shifted"]))
    #expect(found.map(\.check) == ["contradictory-conditions"])
    let open = try Self.warnings(
      Self.rule("b", when: ["any: [field: {secure: true}, shifted]", "field: {secure: false}"]))
    #expect(open.isEmpty)
  }
}
