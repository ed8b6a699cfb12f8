import Foundation
import Testing

/// `typingrules type`: types one tap string and prints the buffer.
@Suite(.timeLimit(.minutes(20)))
struct TypeCommandTests {
  @Test func doubleSpaceEndsTheSentence() throws {
    let result = try CLI.type("word  next")
    #expect(result.status == 0, "\(result)")
    #expect(result.stdout == "Word. Next\n")
    #expect(result.stderr == "")
  }

  @Test func aPauseKeepsBothSpaces() throws {
    let result = try CLI.type("word {pause 3.5} ")
    #expect(result.status == 0, "\(result)")
    #expect(result.stdout == "Word  \n")
  }

  @Test func theGapIsAnOption() throws {
    #expect(try CLI.type("--gap", "4", "word  ").stdout == "Word  \n")
    #expect(try CLI.type("--gap=0.1", "word  ").stdout == "Word. \n")
  }

  @Test func fieldTraits() throws {
    let url = try CLI.type("--field", "keyboard=url", "a  b")
    #expect(url.status == 0, "\(url)")
    #expect(url.stdout == "a  b\n")
    let noCapitals = try CLI.type("--field", "autocapitalization=none", "hi  there")
    #expect(noCapitals.stdout == "hi. there\n")
    let repeated = try CLI.type("--field", "secure=true", "--field=autocapitalization=words", "ab  cd")
    #expect(repeated.stdout == "ab  cd\n")
    let singleLine = try CLI.type("--field", "multiline=false", "hi{return}there")
    #expect(singleLine.stdout == "Hithere\n")
  }

  @Test func settings() throws {
    let off = try CLI.type("--setting", "period-shortcut=false", "a  b")
    #expect(off.status == 0, "\(off)")
    #expect(off.stdout == "A  b\n")
    let longer = try CLI.type("--setting", "end-sentence-threshold=5", "word {pause 3.5} ")
    #expect(longer.stdout == "Word. \n")
    let noCapitals = try CLI.type("--setting", "auto-capitalization=false", "hello")
    #expect(noCapitals.stdout == "hello\n")
  }

  @Test func textBeforeAndAfterTheCursor() throws {
    let before = try CLI.type("--before", "Hello.", " next")
    #expect(before.status == 0, "\(before)")
    #expect(before.stdout == "Hello. Next\n")
    let after = try CLI.type("--after", " world", "hello")
    #expect(after.stdout == "Hello world\n")
    let both = try CLI.type("--before", "Say", "--after", " now", "  ")
    #expect(both.stdout == "Say.  now\n")
  }

  @Test func textBeforeAndAfterTheCursorFromFiles() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let before = try folder.write("before.txt", "First line\nDone. ")
    let after = try folder.write("after.txt", " (end)")
    let result = try CLI.type("--before-file", before, "--after-file", after, "next")
    #expect(result.status == 0, "\(result)")
    #expect(result.stdout == "First line\nDone. Next (end)\n")
  }

  @Test func anUnreadableBeforeFileIsAnError() throws {
    let missing = "/nonexistent/typingrules-before.txt"
    let result = try CLI.type("--before-file", missing, "a")
    #expect(result.status == 2, "\(result)")
    #expect(result.stdout == "")
    #expect(result.stderr.contains("\(missing):1:1: error:"))
  }

  @Test func acceptingASuggestionAddsAnAutomaticSpace() throws {
    #expect(try CLI.type("teh{accept the}").stdout == "The \n")
    #expect(try CLI.type("teh{accept the}next").stdout == "The next\n")
  }

  @Test func revertRestoresWhatWasTyped() throws {
    let result = try CLI.type("word  {revert}")
    #expect(result.status == 0, "\(result)")
    #expect(result.stdout == "Word  \n")
  }

  @Test func corrections() throws {
    let corrected = try CLI.type("--correction", "teh=the", "I saw teh end")
    #expect(corrected.status == 0, "\(corrected)")
    #expect(corrected.stdout == "I saw the end\n")
    let reverted = try CLI.type("--correction=teh=the", "teh {revert}")
    #expect(reverted.stdout == "Teh \n")
  }

  @Test func tapsFromStandardInput() throws {
    let result = try CLI.type("-", stdin: "word  next\n")
    #expect(result.status == 0, "\(result)")
    #expect(result.stdout == "Word. Next\n")
  }

  @Test func aLongTextFromStandardInput() throws {
    let taps = String(repeating: "word  ", count: 400) + "end"
    let result = try CLI.type("-", stdin: taps)
    #expect(result.status == 0, "\(result)")
    #expect(result.stdout == String(repeating: "Word. ", count: 400) + "End\n")
  }

  @Test func theTraceNamesRulesConditionsAndWhatFired() throws {
    let result = try CLI.type("--trace", "a {pause 4} b  ")
    #expect(result.status == 0, "\(result)")
    #expect(result.stdout == "A  b. \n")
    let trace = result.stderr
    // Each tap is named ...
    #expect(trace.contains("tap 'a'"))
    #expect(trace.contains("tap {space}"))
    // ... with the rules a shortcut skipped (the first space: no space before the cursor
    // yet, which the rule's pattern needs) ...
    #expect(trace.hasLine(matching: #"\s*double-space-full-stop: skipped: guard"#), "\(trace)")
    // ... the rules tried, the condition that stopped one ...
    #expect(trace.hasLine(matching: #"\s*double-space-full-stop: stopped by since: .*"#), "\(trace)")
    // ... and the rule that fired.
    #expect(trace.hasLine(matching: #"\s*double-space-full-stop: fired"#), "\(trace)")
  }

  @Test func withoutTraceNothingGoesToStandardError() throws {
    let result = try CLI.type("a  ")
    #expect(result.stderr == "")
  }

  // MARK: - Bad command lines

  @Test(
    "a bad command line exits 64 with the error and the usage",
    arguments: [
      (["--bogus", "a"], "unknown option '--bogus'"),
      ([], "missing TAPS"),
      (["a", "b"], "expected one TAPS argument"),
      (["--field", "keyboard=qwerty", "a"], "'qwerty' is not a value of field trait 'keyboard'"),
      (["--field", "colour=red", "a"], "unknown field trait 'colour'"),
      (["--field", "keyboard", "a"], "--field takes KEY=VALUE"),
      (["--setting", "period-shortcut=maybe", "a"], "--setting takes KEY=VALUE"),
      (["--setting", "period-shortcut", "a"], "--setting takes KEY=VALUE"),
      (["--gap", "soon", "a"], "--gap takes a number of seconds"),
      (["--correction", "teh", "a"], "--correction takes TYPO=FIX"),
      (["--trace=yes", "a"], "option '--trace' takes no value"),
      (["a", "--locale"], "option '--locale' needs a value"),
      (["a{bogus}"], "bad TAPS at character 2: unknown tap '{bogus}'"),
      (["ab{pause -1}"], "bad TAPS at character 3: '{pause -1}' needs a number of seconds"),
      (["x}"], "bad TAPS at character 2: '}' without '{'"),
      (["{left"], "bad TAPS at character 1: '{' is not closed"),
    ] as [([String], String)])
  func badCommandLine(arguments: [String], message: String) throws {
    let result = try CLI.run("typingrules", ["type", "--rules", CLI.rules] + arguments)
    #expect(result.status == 64, "\(result)")
    #expect(result.stdout == "")
    #expect(result.stderr.hasPrefix("Error: "), "\(result)")
    #expect(result.stderr.contains(message), "\(result)")
    #expect(result.stderr.contains("USAGE: typingrules type"), "\(result)")
  }

  @Test func anUnknownLocaleExits2AndListsTheAvailableOnes() throws {
    let result = try CLI.type("--locale", "xx-nowhere", "a")
    #expect(result.status == 2, "\(result)")
    #expect(result.stdout == "")
    #expect(result.stderr.contains("unknown locale 'xx-nowhere'"), "\(result)")
    #expect(result.stderr.hasLine(matching: #".*available: (.*, )?en(, .*)?( \[.*\])?"#), "\(result)")
    #expect(result.stderr.hasLine(matching: #".+:\d+:\d+: error: .*"#), "\(result)")
  }
}
