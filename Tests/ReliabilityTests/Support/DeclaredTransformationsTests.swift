import Foundation
import Testing
import TypingRules

struct DeclaredTransformationsTests {
  let english = DeclaredTransformations(
    locale: Packs.all["en"]!.program.locale, corrections: ["teh": "the", "alot": "a lot"])
  let french = DeclaredTransformations(locale: Packs.all["fr"]!.program.locale, corrections: [:])

  @Test(
    "declared transformations keep what was typed",
    arguments: [
      ("word  next", "Word. Next"), ("\"hi\"", "“Hi”"), ("don't", "Don’t"), ("a--b", "A—b"),
      ("wait...", "Wait…"), ("teh cat", "The cat"), ("alot.", "A lot."), ("i saw teh!", "I saw the!"),
    ])
  func english(typed: String, buffer: String) {
    #expect(english.survives(typed, in: buffer))
  }

  @Test func frenchSpacesAndGuillemets() {
    #expect(french.survives("quoi ?", in: "Quoi\u{202F}?"))
    #expect(french.survives("\"oui\"", in: "«\u{202F}Oui\u{202F}»"))
  }

  @Test(
    "losing or reordering typed characters is caught",
    arguments: [("word", "wor"), ("ab", "ba"), ("teh", "tha"), ("a-b", "a b"), ("x\ny", "xy")])
  func lost(typed: String, buffer: String) {
    #expect(!english.survives(typed, in: buffer))
  }
}
