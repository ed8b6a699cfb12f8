import Testing
import TypingRules

struct TapScriptTests {
  @Test func eachCharacterIsOneTap() throws {
    let script = try TapScript(parsing: "aB1.'\"-")
    #expect(
      script.taps == [
        .character("a"), .character("B"), .character("1"), .character("."), .character("'"),
        .character("\""), .character("-"),
      ])
  }

  @Test func aSpaceCharacterIsTheSpaceKey() throws {
    #expect(try TapScript(parsing: "a b").taps == [.character("a"), .space, .character("b")])
  }

  @Test func aNewlineCharacterIsTheReturnKey() throws {
    #expect(try TapScript(parsing: "a\nb").taps == [.character("a"), .return, .character("b")])
    #expect(try TapScript(parsing: "a\r\nb").taps == [.character("a"), .return, .character("b")])
  }

  @Test func aGraphemeClusterIsOneTap() throws {
    #expect(try TapScript(parsing: "👍🏽é").taps == [.character("👍🏽"), .character("é")])
  }

  @Test func anEmptyStringHasNoSteps() throws {
    #expect(try TapScript(parsing: "").steps.isEmpty)
  }

  @Test(
    "every special tap",
    arguments: [
      ("{space}", TapScript.Step.tap(.space)),
      ("{backspace}", .tap(.backspace)),
      ("{bs}", .tap(.backspace)),
      ("{return}", .tap(.return)),
      ("{revert}", .tap(.revert)),
      ("{accept the}", .tap(.accept("the"))),
      ("{accept don’t}", .tap(.accept("don’t"))),
      ("{accept New York}", .tap(.accept("New York"))),
      ("{text .com}", .tap(.text(".com"))),
      ("{text :-) }", .tap(.text(":-) "))),
      ("{left 3}", .tap(.moveCursor(-3))),
      ("{right 2}", .tap(.moveCursor(2))),
      ("{left 0}", .tap(.moveCursor(0))),
      ("{right 1000000}", .tap(.moveCursor(1_000_000))),
      ("{pause 3.5}", .pause(3.5)),
      ("{pause 0}", .pause(0)),
      ("{pause 86400}", .pause(86_400)),
      ("{{", .tap(.character("{"))),
      ("}}", .tap(.character("}"))),
    ])
  func specialTap(text: String, step: TapScript.Step) throws {
    #expect(try TapScript(parsing: text).steps == [step])
  }

  @Test func specialTapsMixWithCharacters() throws {
    let script = try TapScript(parsing: "teh{bs}{bs}he{pause 1} {{x}}{left 2}")
    #expect(
      script.steps == [
        .tap(.character("t")), .tap(.character("e")), .tap(.character("h")), .tap(.backspace),
        .tap(.backspace), .tap(.character("h")), .tap(.character("e")), .pause(1), .tap(.space),
        .tap(.character("{")), .tap(.character("x")), .tap(.character("}")),
        .tap(.moveCursor(-2)),
      ])
  }

  @Test func pausesAreStepsButNotTaps() throws {
    let script = try TapScript(parsing: "a{pause 2}{pause 0.5}b")
    #expect(script.steps == [.tap(.character("a")), .pause(2), .pause(0.5), .tap(.character("b"))])
    #expect(script.taps == [.character("a"), .character("b")])
  }

  @Test func doubledBracesAroundAWordAreLiteralKeys() throws {
    #expect(
      try TapScript(parsing: "{{bs}}").taps == [
        .character("{"), .character("b"), .character("s"), .character("}"),
      ])
  }

  // MARK: - Errors

  @Test(
    "errors carry the 1-based character offset",
    arguments: [
      ("{", TapScriptError.unclosedBrace(offset: 1)),
      ("ab{bs", .unclosedBrace(offset: 3)),
      ("é👍🏽{space", .unclosedBrace(offset: 3)),
      ("}", .strayBrace(offset: 1)),
      ("ab}c", .strayBrace(offset: 3)),
      ("{{}", .strayBrace(offset: 3)),
      ("{}", .unknownTap(name: "", offset: 1)),
      ("hi{tab}", .unknownTap(name: "tab", offset: 3)),
      ("{bs}{enter}", .unknownTap(name: "enter", offset: 5)),
      ("{Space}", .unknownTap(name: "Space", offset: 1)),
      ("x{accept}", .badArgument(name: "accept", argument: "", offset: 2)),
      ("{text}", .badArgument(name: "text", argument: "", offset: 1)),
      ("{left}", .badArgument(name: "left", argument: "", offset: 1)),
      ("{left two}", .badArgument(name: "left", argument: "two", offset: 1)),
      ("{left -1}", .badArgument(name: "left", argument: "-1", offset: 1)),
      ("{right 1.5}", .badArgument(name: "right", argument: "1.5", offset: 1)),
      ("{right 1000001}", .badArgument(name: "right", argument: "1000001", offset: 1)),
      ("{pause}", .badArgument(name: "pause", argument: "", offset: 1)),
      ("{pause soon}", .badArgument(name: "pause", argument: "soon", offset: 1)),
      ("{pause -1}", .badArgument(name: "pause", argument: "-1", offset: 1)),
      ("{pause 86401}", .badArgument(name: "pause", argument: "86401", offset: 1)),
      ("{pause inf}", .badArgument(name: "pause", argument: "inf", offset: 1)),
      ("{pause nan}", .badArgument(name: "pause", argument: "nan", offset: 1)),
      ("{bs 2}", .unexpectedArgument(name: "bs", offset: 1)),
      ("ab{space now}", .unexpectedArgument(name: "space", offset: 3)),
      ("{return x}", .unexpectedArgument(name: "return", offset: 1)),
      ("{revert it}", .unexpectedArgument(name: "revert", offset: 1)),
      ("{backspace 1}", .unexpectedArgument(name: "backspace", offset: 1)),
      // Offsets count characters (grapheme clusters) after special taps too.
      ("{pause 1}👍🏽{nope}", .unknownTap(name: "nope", offset: 11)),
    ])
  func error(text: String, expected: TapScriptError) {
    #expect(throws: expected) { try TapScript(parsing: text) }
    #expect(expected.offset >= 1)
  }

  @Test func errorOffsetMatchesTheCase() {
    #expect(TapScriptError.unclosedBrace(offset: 7).offset == 7)
    #expect(TapScriptError.strayBrace(offset: 2).offset == 2)
    #expect(TapScriptError.unknownTap(name: "x", offset: 3).offset == 3)
    #expect(TapScriptError.badArgument(name: "left", argument: "", offset: 4).offset == 4)
    #expect(TapScriptError.unexpectedArgument(name: "bs", offset: 5).offset == 5)
  }

  @Test(
    "error messages",
    arguments: [
      (TapScriptError.unclosedBrace(offset: 1), "'{' is not closed; write '{{' for a literal '{' key"),
      (.strayBrace(offset: 1), "'}' without '{'; write '}}' for a literal '}' key"),
      (
        .unknownTap(name: "tab", offset: 1),
        "unknown tap '{tab}'; expected one of {space}, {backspace}, {bs}, {return}, "
          + "{accept WORD}, {revert}, {shift}, {text S}, {left N}, {right N}, {pause S}, {paste S}, {echo}, "
          + "{select N}"
      ),
      (.badArgument(name: "accept", argument: "", offset: 1), "'{accept}' needs a word: {accept WORD}"),
      (
        .badArgument(name: "pause", argument: "-1", offset: 1),
        "'{pause -1}' needs a number of seconds between 0 and 86400"
      ),
      (.badArgument(name: "left", argument: "x", offset: 1), "'{left x}' needs a whole number of characters"),
      (.badArgument(name: "right", argument: "", offset: 1), "'{right }' needs a whole number of characters"),
      (.unexpectedArgument(name: "bs", offset: 1), "'{bs}' takes no argument"),
    ])
  func message(error: TapScriptError, message: String) {
    #expect(error.message == message)
  }

  @Test func theThrownErrorSaysWhatIsWrong() throws {
    let error = try #require(throws: TapScriptError.self) { try TapScript(parsing: "ok {pause 1e9}") }
    #expect(error.offset == 4)
    #expect(error.message.contains("between 0 and 86400"))
  }
}
