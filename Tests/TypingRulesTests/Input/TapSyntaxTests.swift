import Testing
import TypingRules

struct TapSyntaxTests {
  @Test(
    "writes each tap in tap-string syntax",
    arguments: [
      (Tap.character("a"), "a"),
      (.character("É"), "É"),
      (.character("{"), "{{"),
      (.character("}"), "}}"),
      (.character("\n"), "{return}"),
      (.space, " "),
      (.backspace, "{bs}"),
      (.return, "{return}"),
      (.accept("the"), "{accept the}"),
      (.revert, "{revert}"),
      (.moveCursor(-3), "{left 3}"),
      (.moveCursor(4), "{right 4}"),
      (.text(".com"), "{text .com}"),
    ])
  func writesTap(tap: Tap, text: String) {
    #expect(TapSyntax.write(tap) == text)
  }

  @Test func writesPausesAsWholeOrDecimalSeconds() {
    #expect(TapSyntax.write(TapScript(steps: [.pause(3)])) == "{pause 3}")
    #expect(TapSyntax.write(TapScript(steps: [.pause(3.5)])) == "{pause 3.5}")
    #expect(TapSyntax.write(TapScript(steps: [.pause(0)])) == "{pause 0}")
  }

  @Test(
    "a parsed script written back parses to the same steps",
    arguments: [
      "word  next",
      "word {pause 3.5} ",
      "teh{accept the}.",
      "hi{return}there",
      "abc{left 2}x{right 1}{bs}{backspace}",
      "{{braces}}",
      "word  {revert}",
      "{space}{pause 0}{pause 86400}{pause 0.25}",
      "👍🏽 e\u{301} «ça» „quote“",
      "{accept New York}",
    ])
  func roundTrip(text: String) throws {
    let script = try TapScript(parsing: text)
    let written = TapSyntax.write(script)
    #expect(try TapScript(parsing: written) == script)
  }

  @Test func aRoundTripIsCanonical() throws {
    let script = try TapScript(parsing: "a{space}b{backspace}\n{{")
    #expect(TapSyntax.write(script) == "a b{bs}{return}{{")
  }
}
