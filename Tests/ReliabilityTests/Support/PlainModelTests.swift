import Foundation
import Testing
import TypingRules

struct PlainModelTests {
  @Test(
    "the word before the cursor",
    arguments: [
      ("hello", "hello"), ("say hello", "hello"), ("don't", "don't"), ("don’t", "don’t"), ("don'", ""),
      ("'hello", "hello"), ("a-b", "b"), ("x2", "x2"), ("été", "été"), ("a ", ""), ("«mot", "mot"),
    ])
  func word(text: String, word: String) {
    #expect(PlainModel.word(before: text) == word)
  }

  @Test func acceptReplacesTheWordInItsCase() {
    var model = PlainModel(before: "say Hel", after: "")
    model.apply(.accept("hello"), shifted: false, multiline: true, pending: nil)
    #expect(model.text == "say Hello")
    model = PlainModel(before: "HEL", after: "")
    model.apply(.accept("hello"), shifted: false, multiline: true, pending: nil)
    #expect(model.text == "HELLO")
    model = PlainModel(before: "a ", after: "")
    model.apply(.accept("hello"), shifted: true, multiline: true, pending: nil)
    #expect(model.text == "a Hello")
  }

  @Test func returnInAOneLineFieldTypesNothing() {
    var model = PlainModel(before: "a", after: "")
    model.apply(.return, shifted: false, multiline: false, pending: nil)
    #expect(model.text == "a")
  }

  @Test func cursorMovesStopAtTheEnds() {
    var model = PlainModel(before: "ab", after: "c")
    model.apply(.moveCursor(-100), shifted: false, multiline: true, pending: nil)
    #expect(model.before == "" && model.after == "abc")
    model.apply(.moveCursor(2), shifted: false, multiline: true, pending: nil)
    #expect(model.before == "ab" && model.after == "c")
  }
}
