import Testing
import TypingRules

/// Sequences the invariant suite once shrank a failure to, kept as regression tests (each
/// also noted in Docs/reliability.md).
struct InvariantRegressionTests {
  struct Case: Sendable, CustomTestStringConvertible {
    var locale: String
    var taps: String
    var corrections: [String: String] = [:]
    var testDescription: String { "\(locale): \(taps)" }
  }

  static let cases: [Case] = [
    // Revert after a rule that moves the cursor between its edits (fr
    // french-no-space-between-digits: move -1, delete the punctuation space, move 1, key)
    // put the space back after the colon: "1;\u{202F}7" instead of "1\u{202F};7".
    Case(locale: "fr", taps: "1;7"),
    Case(locale: "fr-CA", taps: "9:2"),
    Case(locale: "fr", taps: "voir http:/"),
  ]

  @Test("a sequence that once broke an invariant holds", arguments: cases)
  func holds(_ item: Case) throws {
    var scenario = Scenario(locale: item.locale)
    scenario.steps = try TapScript(parsing: item.taps).steps
    scenario.corrections = item.corrections
    let failure = InvariantChecker(pack: Packs.all[item.locale]!).check(scenario)
    #expect(failure == nil, "\(failure.map(String.init(describing:)) ?? "")")
  }

  @Test func revertAfterACursorMovingRuleRestoresTheSpaceWhereItWas() throws {
    let document = InMemoryDocument()
    let engine = try TypingEngine(program: Packs.all["fr"]!.program, document: document)
    var clock = 0.0
    for tap in try TapScript(parsing: "1;7").taps {
      clock += 0.2
      engine.handle(tap, at: clock)
    }
    #expect(document.text == "1;7")
    #expect(engine.lastAutomaticEdit?.typed == "\u{202F};7")
    #expect(engine.lastAutomaticEdit?.replacement == ";7")
    #expect(engine.revertLastEdit())
    #expect(document.text == "1\u{202F};7")
  }
}
