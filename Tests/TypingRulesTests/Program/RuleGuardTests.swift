import Testing
import TypingRules

/// The engine skips a rule whose guard (what its `before:` conditions allow for the two
/// characters right before the cursor, by ASCII code and, outside ASCII, by the classes
/// that hold the character) rules it out. A guard may only over-estimate: these tests type
/// random texts, with quotation marks and other characters outside ASCII, into untraced
/// engines (which use the guards) and hold every rule's firing to the definition of a match.
struct RuleGuardTests {
  static let atoms = PatternAutomataTests.atoms + ["“", "”", "[“”]", "[^“\\s]", "[\\s“‘]", "[”’.]"]
  static let quantifiers = ["", "", "", "?", "*", "+", "{0,2}"]
  static let alphabet = Array("ab ‘’“”\nx.")

  static func randomPattern(_ random: inout PatternTests.SplitMix) -> String {
    var source = random.next(5) == 0 ? "^" : ""
    for _ in 0...random.next(3) {
      source += atoms[random.next(atoms.count)] + quantifiers[random.next(quantifiers.count)]
    }
    return source
  }

  @Test("a rule fires exactly when its patterns match, guards or not", arguments: 0..<4)
  func guardsNeverSkipARuleThatWouldFire(seed: Int) throws {
    var random = PatternTests.SplitMix(seed: UInt64(seed) &* 0x9E37 &+ 11)
    for _ in 0..<60 {
      // A key rule with two conditions (both, or either), and an after-tap rule with one.
      let sources = (0..<3).map { _ in Self.randomPattern(&random) }
      let patterns = try sources.map { try PatternTests.parse($0) }
      let either = random.next(2) == 0
      var program = TestProgram(locale: PatternTests.locale)
      let first = try program.before(sources[0])
      let second = try program.before(sources[1])
      let keyConditions = either ? [program.predicate(.any([first, second]))] : [first, second]
      program.rule("key", on: .space, when: keyConditions, do: [.swallow, program.insert("#")])
      program.rule("after-tap", on: .afterTap, when: [try program.before(sources[2])], do: [.shift(true)])
      let built = try program.build()
      for _ in 0..<8 {
        let text = String((0..<random.next(10)).map { _ in Self.alphabet[random.next(Self.alphabet.count)] })
        let matches = patterns.map { PatternTests.plainMatch($0, in: text) != nil }
        let keyFires = either ? matches[0] || matches[1] : matches[0] && matches[1]
        let field = try Field(built, before: text)
        field.engine.tracer = nil
        field.tap(.space)
        let typed = keyFires ? text + "#" : text + " "
        #expect(
          field.text == typed,
          "key rule: \(sources[0]) \(either ? "or" : "and") \(sources[1]) on \(text.debugDescription)")
        // The after-tap rule, on the text the tap left.
        let after = PatternTests.plainMatch(patterns[2], in: field.text) != nil
        #expect(
          field.engine.isShifted == after, "after-tap rule: \(sources[2]) on \(field.text.debugDescription)")
      }
    }
  }
}
