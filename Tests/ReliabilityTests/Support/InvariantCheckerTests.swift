import Testing
import TypingRules

/// The invariant suite finds bugs planted in a pack, and shrinks what it finds.
struct InvariantCheckerTests {
  func scenario(_ taps: String, field: FieldTraits = FieldTraits(), plain: Scenario.PlainCase? = nil) throws
    -> Scenario
  {
    var scenario = Scenario(locale: "planted")
    scenario.steps = try TapScript(parsing: taps).steps
    scenario.field = field
    scenario.plainCase = plain
    scenario.window = Scenario.Window(limit: 3, hidden: ["a", "b"], shared: "xyz", after: "")
    return scenario
  }

  @Test func theShippedPacksPassAPlainSentence() throws {
    let checker = InvariantChecker(pack: Packs.all["en"]!)
    var scenario = try scenario(
      "hello  world. \"it's\" teh--end... {accept the}{revert}{left 2}{bs}{right 9}")
    scenario.locale = "en"
    #expect(checker.check(scenario) == nil)
  }

  @Test func aRuleThatDeletesATypedCharacterLosesText() throws {
    let pack = try PlantedPack.compile(
      rules: """
        rules:
          - id: planted-loss
            summary: Deletes the character before a q.
            on: {key: q}
            do: [delete-backward: 1, key]
        """)
    let failure = InvariantChecker(pack: pack).check(try scenario("aq"))
    #expect(failure?.check == "nothing lost")
  }

  @Test func aRuleThatSwallowsAKeyWithoutARecordLosesText() throws {
    let pack = try PlantedPack.compile(
      rules: """
        rules:
          - id: planted-swallow
            summary: Drops q.
            on: {key: q}
            do: [swallow]
        """)
    let failure = InvariantChecker(pack: pack).check(try scenario("aq"))
    #expect(failure?.check == "nothing lost")
  }

  @Test func aRuleWithoutTheSecureEscapeBreaksThePlainEffect() throws {
    let pack = try PlantedPack.compile(
      rules: """
        rules:
          - id: planted-upper
            summary: Types Q for q.
            on: {key: q}
            do: [insert: Q]
        """)
    var field = FieldTraits()
    field.secure = true
    let failure = InvariantChecker(pack: pack).check(try scenario("aq", field: field, plain: .secureField))
    #expect(failure?.check == "plain effect")
    #expect(failure?.expected == "aq")
  }

  @Test func aRuleThatDeletesMoreThanItCanSeeBreaksTruncatedContext() throws {
    // Fires only when the context before the cursor is exactly three characters long: in a
    // field cut to three characters, after "a" + "xyz" it deletes five.
    let pack = try PlantedPack.compile(
      rules: """
        rules:
          - id: planted-overreach
            summary: Deletes five characters when it sees three.
            on: {key: '#'}
            when: [before: '^.{3}']
            do: [delete-backward: 5, key]
        """)
    let failure = InvariantChecker(pack: pack).check(try scenario("#"))
    #expect(failure?.check == "truncated context")
  }

  @Test func aFailureShrinksToTheTapsThatCauseIt() throws {
    let pack = try PlantedPack.compile(
      rules: """
        rules:
          - id: planted-loss
            summary: Deletes the character before a q.
            on: {key: q}
            do: [delete-backward: 1, key]
        """)
    let checker = InvariantChecker(pack: pack)
    var long = try scenario("hello  world{left 3}{right 3} the end{return}then aq and more")
    long.before = "some text"
    let failure = try #require(checker.check(long))
    let small = Shrinker(fails: { checker.check($0)?.check == failure.check }).shrink(long)
    // One character before the q, typed or already in the field.
    #expect(small.taps.count + small.before.count == 2)
    #expect(small.taps.last == .character("q"))
  }

  @Test func ddminFindsAOneMinimalSubsequence() {
    let shrinker = Shrinker(fails: { _ in false })
    let items = Array(0..<100)
    let result = shrinker.ddmin(items) { $0.contains(17) && $0.contains(60) && $0.contains(99) }
    #expect(result == [17, 60, 99])
  }
}
