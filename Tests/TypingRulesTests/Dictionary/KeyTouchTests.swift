import Testing

@testable import TypingRules

/// The optional taps of a typed word: a touch point weights a letter's substitutions by its
/// distance from each key.
struct KeyTouchTests {
  static func dictionary() throws -> CompiledDictionary {
    var builder = DictionaryBuilder(locale: "xx", layout: .qwerty)
    for word in ["hat", "kat", "the"] { builder.add(.init(word: word, frequency: 200)) }
    return try CompiledDictionary(bytes: builder.build())
  }

  /// Taps on `word`'s keys, at each key's centre but for `first`, the first letter's point.
  static func touches(_ word: String, first: SIMD2<Float>) -> [KeyTouch] {
    word.enumerated().map { index, key in
      KeyTouch(key: key, point: index == 0 ? first : KeyLayout.qwerty.position(of: key.unicodeScalars.first!))
    }
  }

  @Test func aTouchNearANeighbourMakesItCheaper() throws {
    let dictionary = try Self.dictionary()
    let model = ErrorModel()
    func cost(_ word: String, _ touches: [KeyTouch]) -> Float? {
      let index = dictionary.entries(forKey: word).lowerBound
      return dictionary.matches(near: "jat", budget: 1.2, touches: touches).first { $0.index == index }?.cost
    }
    // j is at x 6.5 on the second row, h at 5.5, k at 7.5.
    #expect(cost("hat", []) == model.neighbourSubstitution)
    #expect(cost("kat", []) == model.neighbourSubstitution)
    let centre = Self.touches("jat", first: SIMD2(6.5, 1))
    #expect(cost("hat", centre) == model.neighbourSubstitution)
    let left = Self.touches("jat", first: SIMD2(6.1, 1))
    #expect(try #require(cost("hat", left)) < model.neighbourSubstitution)
    #expect(try #require(cost("kat", left)) > model.neighbourSubstitution)
    #expect(try #require(cost("kat", left)) <= model.substitution)
    // Touches that are not the typed word's letters are ignored.
    let other = Self.touches("kat", first: SIMD2(6.1, 1))
    #expect(cost("hat", other) == model.neighbourSubstitution)
  }

  @Test func theCorrectorTakesTheTouchesFromTheContext() throws {
    let corrector = DictionaryCorrector(dictionary: try Self.dictionary())
    func correction(_ touches: [KeyTouch]) -> String? {
      corrector.correction(
        for: "jat", context: AutocorrectionContext(textBefore: "a ", locale: "xx", touches: touches))
    }
    // Without a touch point, hat and kat tie: no replacement.
    #expect(correction([]) == nil)
    #expect(correction(Self.touches("jat", first: SIMD2(6.1, 1))) == "hat")
    #expect(correction(Self.touches("jat", first: SIMD2(6.9, 1))) == "kat")
    let context = AutocorrectionContext(
      textBefore: "a ", locale: "xx", touches: Self.touches("jat", first: SIMD2(6.9, 1)))
    #expect(corrector.suggestions(for: "jat", context: context, limit: 2) == ["kat", "hat"])
  }
}
