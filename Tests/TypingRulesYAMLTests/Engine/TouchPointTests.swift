import Testing
import TypingRules
import TypingRulesYAML

/// Touch points given with the taps reach the autocorrector (`TypingEngine.handle(_:at:touch:)`,
/// `TouchTrail`): with the en pack and a dictionary where `jat` is one neighbouring key from
/// both `hat` and `kat`, where the `j` was touched decides the correction.
struct TouchPointTests {
  static func corrector() throws -> DictionaryCorrector {
    var builder = DictionaryBuilder(locale: "en", layout: .qwerty)
    for word in ["a", "hat", "kat", "the"] { builder.add(.init(word: word, frequency: 200)) }
    return DictionaryCorrector(dictionary: try CompiledDictionary(bytes: builder.build()))
  }

  /// Types `taps`, each letter touched at its key's centre except the `j`, at `jPoint`
  /// (`nil`: no touch points at all).
  static func typed(_ taps: [Tap], jPoint: SIMD2<Float>?) throws -> (text: String, bar: SuggestionBar?) {
    let pack = try Fixtures.withLibrary { try $0.load(locale: "en") }
    let document = InMemoryDocument()
    let engine = try TypingEngine(program: pack.program, document: document, autocorrector: try corrector())
    var clock = 0.0
    var bar: SuggestionBar?
    for tap in taps {
      clock += 0.2
      if tap == .space, bar == nil, document.text.hasSuffix("t") { bar = engine.suggestionBar() }
      guard let jPoint, case .character(let key) = tap, let scalar = key.lowercased().unicodeScalars.first,
        let centre = KeyLayout.qwerty.position(of: scalar)
      else {
        engine.handle(tap, at: clock)
        continue
      }
      engine.handle(tap, at: clock, touch: key == "j" ? jPoint : centre)
    }
    return (document.text, bar)
  }

  static let taps: [Tap] = [
    .character("a"), .space, .character("j"), .character("a"), .character("t"), .space,
  ]

  @Test func whereTheKeyWasTouchedDecidesTheCorrection() throws {
    // j is at x 6.5 on the second row, h at 5.5, k at 7.5: without a point, hat and kat tie
    // and the word is kept.
    #expect(try Self.typed(Self.taps, jPoint: nil).text == "A jat ")
    #expect(try Self.typed(Self.taps, jPoint: SIMD2(6.5, 1)).text == "A jat ")
    let left = try Self.typed(Self.taps, jPoint: SIMD2(6.1, 1))
    #expect(left.text == "A hat ")
    #expect(left.bar?.correction == "hat")
    let right = try Self.typed(Self.taps, jPoint: SIMD2(6.9, 1))
    #expect(right.text == "A kat ")
    #expect(right.bar?.correction == "kat")
  }

  @Test func aBackspaceTakesItsTouchAndASpaceForgetsThem() throws {
    // `jx`, backspace, `at`: the touches are still j, a, t.
    let retyped: [Tap] = [
      .character("a"), .space, .character("j"), .character("x"), .backspace, .character("a"), .character("t"),
      .space,
    ]
    #expect(try Self.typed(retyped, jPoint: SIMD2(6.1, 1)).text == "A hat ")
    // A word after a space is asked with its own touches only: `jat` touched left of j, then
    // `jat` typed with no points (the earlier ones forgotten): kept.
    let pack = try Fixtures.withLibrary { try $0.load(locale: "en") }
    let document = InMemoryDocument()
    let engine = try TypingEngine(
      program: pack.program, document: document, autocorrector: try Self.corrector())
    engine.handle(.character("j"), at: 0.2, touch: SIMD2(6.1, 1))
    engine.handle(.character("a"), at: 0.4, touch: SIMD2(0.5, 1))
    engine.handle(.character("t"), at: 0.6, touch: SIMD2(4.5, 0))
    engine.handle(.space, at: 0.8)
    for (index, key) in "jat".enumerated() { engine.handle(.character(key), at: 1.0 + Double(index) * 0.2) }
    engine.handle(.space, at: 2)
    #expect(document.text == "Hat jat ")
  }
}
