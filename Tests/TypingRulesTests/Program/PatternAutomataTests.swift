import Testing
import TypingRules

/// `before:` and `after:` conditions decide with the patterns' automata; these tests hold
/// them to the definition of a match (``PatternTests/plainMatch(_:in:)``): random patterns
/// over random texts, short ones and ones with runs longer than a `*` may take.
struct PatternAutomataTests {
  /// Whether a one-condition rule fires on a space at the end of `text`.
  static func conditionHolds(_ source: String, before text: String) throws -> Bool {
    var program = TestProgram(locale: PatternTests.locale)
    let condition = try program.before(source)
    program.rule("match", on: .space, when: [condition], do: [.swallow])
    let field = try Field(program.build(), before: text)
    field.tap(.space)
    return field.fired == ["match"]
  }

  static let atoms = [
    "a", "b", " ", "‘", "’", "\\n", "[ab]", "[^a]", "[^‘’\\n]", "\\s", "\\S", "\\w", "[‘’]", "[^\\s‘]", ".",
    "x",
  ]
  static let quantifiers = ["", "", "?", "*", "+", "{1,3}", "{0,2}", "{2,}", "{0,12}"]

  @Test("a condition holds exactly when the pattern matches", arguments: 0..<4)
  func conditionsAgreeWithTheDefinition(seed: Int) throws {
    var random = PatternTests.SplitMix(seed: UInt64(seed) &* 0x2545_F491 &+ 7)
    let alphabet = Array("ab ‘’\nx.")
    for _ in 0..<150 {
      var source = random.next(4) == 0 ? "^" : ""
      for _ in 0...random.next(5) {
        source +=
          Self.atoms[random.next(Self.atoms.count)] + Self.quantifiers[random.next(Self.quantifiers.count)]
      }
      let pattern = try PatternTests.parse(source)
      for _ in 0..<6 {
        let text = String((0..<random.next(16)).map { _ in alphabet[random.next(alphabet.count)] })
        let expected = PatternTests.plainMatch(pattern, in: text) != nil
        #expect(
          try Self.conditionHolds(source, before: text) == expected,
          "pattern \(source) on \(text.debugDescription)")
      }
    }
  }

  /// A `*` takes at most `Pattern.maxRun` characters, so a run longer than that decides the
  /// match: the automaton stays exact there (a pattern with one run bounds it by distance;
  /// others hand the question to the backtracking matcher).
  @Test("runs longer than a star takes", arguments: 0..<3)
  func longRunsAgreeWithTheDefinition(seed: Int) throws {
    var random = PatternTests.SplitMix(seed: UInt64(seed) &+ 99)
    let unbounded = ["*", "+", "{2,}"]
    let bounded = ["", "?", "{1,3}"]
    let fillers: [Character] = ["a", "x", " "]
    for _ in 0..<40 {
      // At most two unbounded items, so the plain matcher's backtracking stays small.
      var source = random.next(4) == 0 ? "^" : ""
      var loops = 0
      for _ in 0...random.next(3) {
        let canLoop = loops < 2 && random.next(2) == 0
        if canLoop { loops += 1 }
        let quantifiers = canLoop ? unbounded : bounded
        source += Self.atoms[random.next(Self.atoms.count)] + quantifiers[random.next(quantifiers.count)]
      }
      let pattern = try PatternTests.parse(source)
      for _ in 0..<4 {
        let run = Int(Pattern.maxRun) - 3 + random.next(8)
        var text = String(repeating: fillers[random.next(fillers.count)], count: run)
        if random.next(2) == 0 { text = "‘" + text }
        if random.next(2) == 0 { text = "b" + text }
        if random.next(3) == 0 { text += "b" }
        let expected = PatternTests.plainMatch(pattern, in: text) != nil
        #expect(
          try Self.conditionHolds(source, before: text) == expected,
          "pattern \(source) on a run of \(run) in \(text.prefix(3).debugDescription)…")
      }
    }
  }

  @Test func aQuoteLookupStopsWhereItsRunIsFull() throws {
    let run = Int(Pattern.maxRun)
    let pattern = "‘[^‘’\\n]*[^\\s‘]"
    // The run takes at most maxRun characters after the one next to the cursor.
    #expect(try Self.conditionHolds(pattern, before: "‘" + String(repeating: "a", count: run + 1)))
    #expect(try !Self.conditionHolds(pattern, before: "‘" + String(repeating: "a", count: run + 2)))
    #expect(try !Self.conditionHolds(pattern, before: "‘" + String(repeating: "a", count: run) + "\n a"))
  }
}
