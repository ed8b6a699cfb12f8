import KeyTapPlanner
import Testing

/// The host app's setup, carried in the launch environment, and its caret moves.
@Suite struct HostLaunchTests {
  @Test func theEnvironmentRoundTrips() {
    let launch = HostLaunch(
      field: ["keyboard": "url", "autocapitalization": "none"], before: "see\nthis ", after: "« fin »")
    let environment = launch.environment
    #expect(environment["TYPINGRULES_FIELD"] == "autocapitalization=none\nkeyboard=url")
    #expect(HostLaunch(environment: environment) == launch)
    #expect(HostLaunch(environment: [:]) == HostLaunch())
  }

  @Test func theCaretStartsAfterBeforeInUTF16() {
    #expect(HostLaunch(before: "né 👍🏽").caretUTF16Offset == 7)
  }

  @Test func caretMovesCountCharactersAndStopAtTheEnds() {
    let text = "a👍🏽é\u{301}b"
    let end = text.utf16.count
    // Left over "b", then over "é" + a combining acute (one character), then the emoji.
    #expect(HostLaunch.caret(in: text, from: end, movingBy: -1) == end - 1)
    #expect(HostLaunch.caret(in: text, from: end, movingBy: -2) == end - 3)
    #expect(HostLaunch.caret(in: text, from: end, movingBy: -3) == 1)
    #expect(HostLaunch.caret(in: text, from: 1, movingBy: -5) == 0)
    #expect(HostLaunch.caret(in: text, from: 0, movingBy: 2) == 5)
    #expect(HostLaunch.caret(in: text, from: 0, movingBy: 100) == end)
    // From inside a character (never from the field itself): its start, then the move.
    #expect(HostLaunch.caret(in: text, from: 2, movingBy: 0) == 1)
  }
}
