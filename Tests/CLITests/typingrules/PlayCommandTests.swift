import Foundation
import Testing

/// `typingrules play`, end to end in a real terminal (tmux): keys in with `send-keys`, the
/// screen read with `capture-pane`, the terminal's settings compared before and after, the
/// recorded session replayed.
@Suite(
  .timeLimit(.minutes(20)),
  .enabled(
    if: Tmux.executable != nil,
    "tmux is not installed (Tests/run installs it with apt-get): typingrules play is not driven in a terminal"
  ))
struct PlayCommandTests {
  /// `typingrules play --rules <package>/Rules ARGUMENTS` in a terminal.
  static func play(_ arguments: String..., rules: String = CLI.rules) throws -> Tmux {
    try Tmux(CLI.executable("typingrules"), ["play", "--rules", rules] + arguments)
  }

  /// Replays a recorded catalog; it must pass, case for case.
  static func expectReplayPasses(_ path: String, cases: Int, rules: String = CLI.rules) throws {
    let recorded = try String(contentsOfFile: path, encoding: .utf8)
    let result = try CLI.run("typingrules", ["replay", "--rules", rules, "--verbose", path])
    #expect(result.status == 0, "\(result)\n--- recorded\n\(recorded)")
    #expect(result.lastLine == "\(cases) passed, 0 failed", "\(result)\n--- recorded\n\(recorded)")
  }

  @Test func quickSpacesEndASentenceAPauseDoesNotAndTheSessionReplays() throws {
    let record = try TemporaryFolder()
    defer { record.remove() }
    let file = record.url.appendingPathComponent("session.yaml").path
    let terminal = try Self.play("--setting", "end-sentence-threshold=0.6", "--record", file)
    try terminal.waitFor("last key: none yet")
    try terminal.type("word")
    try terminal.press("Space", "Space")
    var screen = try terminal.waitFor("Word. │")
    #expect(screen.contains("fired: double-space-full-stop, capitalize-sentence-start"), "\(screen)")
    #expect(screen.contains("shift: auto"), "\(screen)")
    #expect(screen.contains("revert offer: back to “  ” (double-space-full-stop; Ctrl-R)"), "\(screen)")
    #expect(screen.contains("settings: end-sentence-threshold=0.6"), "\(screen)")
    try terminal.type("next")
    try terminal.press("Space")
    try terminal.waitFor("Word. Next │")
    Thread.sleep(forTimeInterval: 1.0)
    try terminal.press("Space")
    screen = try terminal.waitFor("Word. Next  │")
    #expect(screen.contains("fired: no rule  (plain effect of the key)"), "\(screen)")
    #expect(
      screen.contains("double-space-full-stop: when since:"), "why the full stop stood down:\n\(screen)")
    try terminal.press("C-d")
    #expect(terminal.exitStatus() == 0)
    #expect(try terminal.terminalRestored())
    // The final buffer is printed on standard output once the screen is restored.
    screen = try terminal.waitFor("recorded 1 case to")
    #expect(screen.contains("Word. Next"), "\(screen)")
    #expect(!screen.contains("│"), "the playground's screen is still shown:\n\(screen)")
    try Self.expectReplayPasses(file, cases: 1)
  }

  @Test func backspaceReturnCursorSuggestionsAndRevert() throws {
    let record = try TemporaryFolder()
    defer { record.remove() }
    let file = record.url.appendingPathComponent("session.yaml").path
    let terminal = try Self.play(
      "--correction", "teh=the", "--correction", "thoro=thoroughly", "--record", file)
    try terminal.waitFor("last key: none yet")
    try terminal.type("teh")
    var screen = try terminal.waitFor("Teh│")
    #expect(screen.contains("bar:  “Teh”  [The]"), "\(screen)")
    try terminal.press("Space")
    screen = try terminal.waitFor("The │")
    #expect(screen.contains("fired: correct-word-on-space"), "\(screen)")
    #expect(screen.contains("revert offer: back to “Teh ” (correct-word-on-space; Ctrl-R)"), "\(screen)")
    try terminal.press("C-r")
    try terminal.waitFor("Teh │")
    try terminal.press("BSpace")
    try terminal.waitFor("Teh│")
    try terminal.press("Enter")
    try terminal.type("thoro")
    screen = try terminal.waitFor("Teh⏎")
    try terminal.waitFor("Thoro│")
    screen = try terminal.screen()
    #expect(screen.contains("[Thoroughly]"), "\(screen)")
    try terminal.press("Tab")
    try terminal.waitFor("Thoroughly │")
    try terminal.press("Left", "Left", "Left")
    try terminal.waitFor("Thorough│ly")
    try terminal.press("Right")
    try terminal.waitFor("Thoroughl│y")
    try terminal.press("C-c")
    #expect(terminal.exitStatus() == 0)
    #expect(try terminal.terminalRestored())
    try Self.expectReplayPasses(file, cases: 1)
  }

  @Test func theDictionaryCorrectsSuggestsAndIsRecorded() throws {
    let (folder, dictionary) = try DictionaryCommandTests.compiled()
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent("session.yaml").path
    let terminal = try Self.play("--corrector", "dictionary", "--dictionary", dictionary, "--record", file)
    try terminal.waitFor("last key: none yet")
    try terminal.type("i thikn")
    let screen = try terminal.waitFor("I thikn│")
    #expect(screen.contains("bar:  “thikn”  [think]"), "\(screen)")
    try terminal.press("Space")
    try terminal.waitFor("I think │")
    try terminal.press("C-c")
    #expect(terminal.exitStatus() == 0)
    let recorded = try String(contentsOfFile: file, encoding: .utf8)
    #expect(recorded.contains("corrector: dictionary"), "\(recorded)")
    let result = try CLI.run(
      "typingrules", ["replay", "--rules", CLI.rules, "--dictionary", dictionary, "--verbose", file])
    #expect(result.lastLine == "1 passed, 0 failed", "\(result)\n--- recorded\n\(recorded)")
  }

  @Test func fieldTraitsAndSettingsToggleAndEachStretchIsACase() throws {
    let record = try TemporaryFolder()
    defer { record.remove() }
    let file = record.url.appendingPathComponent("session.yaml").path
    let terminal = try Self.play("--record", file)
    try terminal.waitFor("field: default traits")
    try terminal.type("a  ")
    try terminal.waitFor("A. │")
    // Field traits: 1 is the keyboard, twice: default -> ascii -> url.
    try terminal.press("C-f")
    var screen = try terminal.waitFor("field traits: press a number")
    #expect(screen.contains("keyboard"), "\(screen)")
    try terminal.press("1", "1", "Escape")
    try terminal.waitFor("field: keyboard=url")
    try terminal.type("b  ")
    screen = try terminal.waitFor("A. b  │")
    // Settings: 1 is period-shortcut (the base pack's first), a switch.
    try terminal.press("C-s")
    screen = try terminal.waitFor("settings: press a key")
    #expect(screen.contains("period-shortcut"), "\(screen)")
    try terminal.press("1", "Escape")
    try terminal.waitFor("settings: period-shortcut=false")
    try terminal.type("c  d")
    try terminal.waitFor("A. b  c  d│")
    try terminal.press("C-d")
    #expect(terminal.exitStatus() == 0)
    #expect(try terminal.terminalRestored())
    let recorded = try String(contentsOfFile: file, encoding: .utf8)
    #expect(recorded.contains("field: {keyboard: url}"), "\(recorded)")
    #expect(recorded.contains("settings: {\"period-shortcut\": false}"), "\(recorded)")
    try Self.expectReplayPasses(file, cases: 3)
  }

  @Test func aBrokenRuleFileShowsItsErrorAndTheSessionGoesOn() throws {
    let copy = try TemporaryFolder()
    defer { copy.remove() }
    let rules = copy.url.appendingPathComponent("Rules")
    try FileManager.default.copyItem(atPath: CLI.rules, toPath: rules.path)
    let ruleFile = rules.appendingPathComponent("base/sentence-end.yaml")
    let original = try String(contentsOf: ruleFile, encoding: .utf8)
    let lines = original.split(separator: "\n", omittingEmptySubsequences: false).count
    let terminal = try Self.play(rules: rules.path)
    try terminal.waitFor("last key: none yet")
    try terminal.type("ab")
    try terminal.waitFor("Ab│")
    // A flow sequence that never closes: a YAML syntax error on the last line.
    try (original + "extra: [\n").write(to: ruleFile, atomically: true, encoding: .utf8)
    var screen = try terminal.waitFor("the rules did not load; still typing with the last good rules")
    #expect(
      screen.replacingOccurrences(of: "\n", with: "").contains("sentence-end.yaml:\(lines + 1):1: error:"),
      "\(screen)")
    try terminal.press("Space", "Space")
    try terminal.waitFor("Ab. │")
    // Fixed, and changed: the full stop shortcut now types "!".
    let changed = original.replacingOccurrences(
      of: "- insert: '${locale.full-stop} '", with: "- insert: '! '")
    #expect(changed != original, "the rule file no longer has the full stop shortcut's insert")
    try changed.write(to: ruleFile, atomically: true, encoding: .utf8)
    screen = try terminal.waitFor("rules reloaded")
    #expect(!screen.contains("error:"), "\(screen)")
    try terminal.type("cd")
    try terminal.press("Space", "Space")
    try terminal.waitFor("Ab. Cd! │")
    try terminal.press("C-d")
    #expect(terminal.exitStatus() == 0)
    #expect(try terminal.terminalRestored())
  }

  /// Signals that end the session end it in order (status 128 + the signal, the recording
  /// written); a crash signal restores the terminal before the default action.
  @Test(arguments: [(SIGTERM, true), (SIGINT, true), (SIGHUP, true), (SIGSEGV, false)])
  func everyWayOutRestoresTheTerminal(signal: Int32, orderly: Bool) throws {
    let record = try TemporaryFolder()
    defer { record.remove() }
    let file = record.url.appendingPathComponent("session.yaml").path
    let terminal = try Self.play("--record", file)
    try terminal.waitFor("last key: none yet")
    try terminal.type("hi")
    try terminal.waitFor("Hi│")
    kill(try terminal.programPID(), signal)
    #expect(terminal.exitStatus() == 128 + signal)
    #expect(try terminal.terminalRestored())
    if orderly {
      try Self.expectReplayPasses(file, cases: 1)
    }
  }

  @Test func withoutATerminalOrWithBadOptionsItExplainsAndExits() throws {
    let noTerminal = try CLI.run("typingrules", ["play", "--rules", CLI.rules], stdin: "abc")
    #expect(noTerminal.status == 2, "\(noTerminal)")
    #expect(noTerminal.stderr.contains("typingrules play needs a terminal"), "\(noTerminal)")
    let badField = try CLI.run("typingrules", ["play", "--rules", CLI.rules, "--field", "keybaord=url"])
    #expect(badField.status == 64, "\(badField)")
    #expect(badField.stderr.contains("USAGE: typingrules play"), "\(badField)")
    let badSetting = try CLI.run("typingrules", ["play", "--rules", CLI.rules, "--setting", "no-such=true"])
    #expect(badSetting.status == 64, "\(badSetting)")
    let both = try CLI.run("typingrules", ["play", "--rules", CLI.rules, "--compiled", "x.trul"])
    #expect(both.status == 64, "\(both)")
    let unknownLocale = try CLI.run("typingrules", ["play", "--rules", CLI.rules, "--locale", "xx"])
    #expect(unknownLocale.status == 2, "\(unknownLocale)")
    #expect(unknownLocale.stderr.contains("error: unknown locale 'xx'"), "\(unknownLocale)")
    let unwritable = try CLI.run(
      "typingrules", ["play", "--rules", CLI.rules, "--record", "/nonexistent-folder/session.yaml"])
    #expect(unwritable.status == 2, "\(unwritable)")
    #expect(unwritable.stderr.contains("/nonexistent-folder/session.yaml:1:1: error: cannot write file"))
  }

  @Test func aCompiledFileIsTypedWithAndWatched() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let compiled = folder.url.appendingPathComponent("rules.trul").path
    let compile = try CLI.run(
      "typingrules", ["compile", "--rules", CLI.rules, "--locale", "fr", "-o", compiled])
    #expect(compile.status == 0, "\(compile)")
    let terminal = try Tmux(
      CLI.executable("typingrules"), ["play", "--compiled", compiled, "--locale", "fr"])
    try terminal.waitFor("locale fr · profile ios · rules /")
    try terminal.type("oui!")
    try terminal.waitFor("Oui‿!│")
    // A damaged file is reported and the session goes on.
    try Data("not compiled".utf8).write(to: URL(fileURLWithPath: compiled))
    // The error is wrapped to the screen's width.
    try terminal.waitForScreen("the located error") {
      $0.replacingOccurrences(of: "\n", with: "").contains(
        "\(compiled):1:1: error: not a compiled TypingRules file")
    }
    try terminal.type("?")
    try terminal.waitFor("Oui‿!?│")
    try terminal.press("C-d")
    #expect(terminal.exitStatus() == 0)
    #expect(try terminal.terminalRestored())
  }
}
