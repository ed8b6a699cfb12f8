import Testing
import TypingRules

/// The engine's event flow: plain effects, rule order, flags, timing, the revert record,
/// state resets, the tracer and settings.
struct TypingEngineTests {
  // MARK: - Plain effects (no rules)

  @Test(
    "with an empty program the buffer is what was typed",
    arguments: [
      ("hello world", "hello world"), ("Hello World", "Hello World"), ("a  b   c ", "a  b   c "),
      ("Ünïcödé 👍🏽 e\u{301}", "Ünïcödé 👍🏽 e\u{301}"), ("«ça» — “ok”!", "«ça» — “ok”!"), ("{{x}}", "{x}"),
      ("1,000.5", "1,000.5"), ("line one\nline two", "line one\nline two"),
      ("line one{return}line two", "line one\nline two"), ("a{space}b", "a b"),
    ])
  func emptyProgramTypesVerbatim(taps: String, text: String) throws {
    let field = try Field(.empty())
    try field.type(taps)
    #expect(field.text == text)
    #expect(!field.engine.isShifted)
    #expect(field.engine.lastAutomaticEdit == nil)
  }

  @Test func lettersAndSpacesAppearAfterEachTap() throws {
    let field = try Field(.empty())
    #expect(try field.type("ab c") == ["a", "ab", "ab ", "ab c"])
  }

  @Test func backspaceDeletesOneCharacterAndNothingAtTheStart() throws {
    let field = try Field(.empty())
    #expect(try field.type("{bs}ab👍🏽{bs}{bs}c") == ["", "a", "ab", "ab👍🏽", "ab", "a", "ac"])
  }

  @Test func returnInsertsANewlineInAMultilineField() throws {
    let field = try Field(.empty())
    #expect(try field.type("a{return}b") == ["a", "a\n", "a\nb"])
  }

  @Test func returnInsertsNothingInASingleLineField() throws {
    var traits = FieldTraits()
    traits.multiline = false
    let field = try Field(.empty(), field: traits)
    #expect(try field.type("a{return}b") == ["a", "a", "ab"])
  }

  @Test(
    "accept replaces the word being typed, keeping its case",
    arguments: [
      ("teh{accept the}", "the"),
      ("Teh{accept the}", "The"),
      ("TEH{accept the}", "THE"),
      ("I like teh{accept the}", "I like the"),
      ("x,teh{accept the}", "x,the"),
      ("dont{accept don’t}", "don’t"),
      ("cafe{accept café}", "café"),
      ("word {accept next}", "word next"),
      ("{accept hello}", "hello"),
    ])
  func accept(taps: String, result: String) throws {
    let field = try Field(.empty())
    try field.type(taps)
    #expect(field.text == result)
  }

  @Test func acceptKeepsTheTextAfterTheCursor() throws {
    let field = try Field(.empty(), before: "Say teh", after: " end")
    field.tap(.accept("the"))
    #expect(field.text == "Say the end")
    #expect(field.document.cursorOffset == 7)
  }

  @Test func acceptWithNoWordWhileShiftedCapitalizesTheSuggestion() throws {
    let field = try Field(Self.shiftAtStart())
    #expect(field.engine.isShifted)
    field.tap(.accept("hello"))
    #expect(field.text == "Hello")
  }

  @Test func acceptWithNoWordWhileShiftedKeepsAMixedCaseSuggestion() throws {
    let field = try Field(Self.shiftAtStart())
    field.tap(.accept("iPhone"))
    #expect(field.text == "iPhone")
  }

  @Test(
    "accept with the cursor inside a word replaces the whole word",
    arguments: [
      ("Say hel", "lo there", "Say hello there", 9),
      ("Say ", "helo there", "Say hello there", 9),
      ("Say don", "’t go", "Say won’t go", 9),
      ("Say HEL", "LO", "Say HELLO", 9),
      ("Say hel", "-lo", "Say hello-lo", 9),
      ("Say hel", "’", "Say hello’", 9),
    ])
  func acceptInsideAWord(before: String, after: String, result: String, cursor: Int) throws {
    // The apostrophe inside a word is the locale's: the test locale has the base pack's ’.
    let field = try Field(.empty(locale: .testLocale), before: before, after: after)
    field.tap(.accept(after.hasPrefix("’t") ? "won’t" : "hello"))
    #expect(field.text == result)
    #expect(field.document.cursorOffset == cursor)
  }

  @Test func cursorMovesAreClampedAndTypingGoesAtTheCursor() throws {
    let field = try Field(.empty())
    #expect(
      try field.type("abc{left 2}X{right 1}Y{left 100}<{right 100}>") == [
        "a", "ab", "abc", "abc", "aXbc", "aXbc", "aXbYc", "aXbYc", "<aXbYc", "<aXbYc", "<aXbYc>",
      ])
    #expect(field.document.cursorOffset == 7)
  }

  @Test func anUppercaseTapIsAlwaysUppercaseAndALowercaseOneOnlyWhenShifted() throws {
    let field = try Field(.empty())
    #expect(try field.type("aBc") == ["a", "aB", "aBc"])
  }

  // MARK: - Rules and the key

  @Test func aRuleWithAnEditingActionTakesTheKey() throws {
    var program = TestProgram()
    program.rule("alpha", on: program.keys("a"), do: [program.insert("α")])
    let field = try Field(program.build())
    #expect(try field.type("bab") == ["b", "bα", "bαb"])
  }

  @Test func aRuleThatOnlySetsAFlagLeavesTheKeyItsPlainEffect() throws {
    var program = TestProgram()
    let seen = program.flag("seen-bang")
    program.rule("note-bang", on: program.keys("!"), do: [.setFlag(seen, lifetime: 0)])
    let isSeen = program.predicate(.flag(seen), "flag: seen-bang")
    program.rule("mark", on: program.keys("x"), when: [isSeen], do: [program.insert("✓")])
    let field = try Field(program.build())
    #expect(try field.type("x!x") == ["x", "x!", "x!✓"])
    #expect(field.fired == ["note-bang", "mark"])
  }

  @Test func aRuleThatOnlyShiftsLeavesTheKeyItsPlainEffect() throws {
    var program = TestProgram()
    program.rule("shift-on-space", on: .space, do: [.shift(true)])
    let field = try Field(program.build())
    #expect(try field.type("a b") == ["a", "a ", "a b"])
  }

  @Test func swallowDropsTheKey() throws {
    var program = TestProgram()
    program.rule("no-x", on: program.keys("x"), do: [.swallow])
    let field = try Field(program.build())
    #expect(try field.type("axb") == ["a", "a", "ab"])
  }

  @Test func theFirstRuleThatFiresWins() throws {
    var program = TestProgram()
    let never = try program.before("never")
    program.rule("first", on: .space, when: [never], do: [program.insert("1")])
    program.rule("second", on: .space, do: [program.insert("2")])
    program.rule("third", on: .space, do: [program.insert("3")])
    let field = try Field(program.build())
    field.tap(.space)
    #expect(field.text == "2")
    #expect(field.fired == ["second"])
    #expect(!field.trace.contains { $0.hasPrefix("rule third") })
  }

  @Test func aFiredRuleThatDoesNotTakeTheKeyStillStopsLaterRules() throws {
    var program = TestProgram()
    let flag = program.flag("f")
    program.rule("flag-only", on: .space, do: [.setFlag(flag, lifetime: 0)])
    program.rule("insert", on: .space, do: [program.insert("_")])
    let field = try Field(program.build())
    field.tap(.space)
    #expect(field.text == " ")
    #expect(field.fired == ["flag-only"])
  }

  @Test func continueGoesOnToLaterRules() throws {
    var program = TestProgram()
    program.rule("one", on: .space, do: [program.insert("1")], continues: true)
    program.rule("two", on: .space, do: [program.insert("2")], continues: true)
    program.rule("three", on: .space, do: [program.insert("3")])
    program.rule("four", on: .space, do: [program.insert("4")])
    let field = try Field(program.build())
    field.tap(.space)
    #expect(field.text == "123")
    #expect(field.fired == ["one", "two", "three"])
  }

  @Test func aContinuingFlagRuleBeforeAnEditingRuleLetsBothRun() throws {
    var program = TestProgram()
    let flag = program.flag("f")
    program.rule("flag", on: .space, do: [.setFlag(flag, lifetime: 0)], continues: true)
    program.rule("dot", on: .space, do: [program.insert(".")])
    let isSet = program.predicate(.flag(flag))
    program.rule("check", on: program.keys("a"), when: [isSet], do: [program.insert("A")])
    let field = try Field(program.build())
    #expect(try field.type(" a") == [".", ".A"])
  }

  @Test func conditionsMustAllHoldAndNoEscapeHatch() throws {
    var program = TestProgram()
    let afterWord = try program.before("\\w")
    let afterX = try program.before("x")
    program.rule("dot", on: .space, when: [afterWord], unless: [afterX], do: [program.insert(". ")])
    let field = try Field(program.build())
    #expect(try field.type("a x ") == ["a", "a. ", "a. x", "a. x "])
    #expect(field.trace.contains("rule dot escaped before: 'x'"))
    #expect(field.trace.contains("rule dot failed before: '\\w'") == false)
  }

  @Test func rulesOnOtherKeysAreNotTried() throws {
    var program = TestProgram()
    program.rule("on-a", on: program.keys("a"), do: [program.insert("A")])
    program.rule("on-backspace", on: .backspace, do: [.swallow])
    let field = try Field(program.build())
    try field.type("b ")
    #expect(!field.trace.contains { $0.hasPrefix("rule ") })
    #expect(field.text == "b ")
  }

  @Test func characterTriggersMatchKeysBeyondASCII() throws {
    var program = TestProgram()
    program.rule("letters", on: program.keys(CharacterClass(named: .letter)), do: [program.insert("*")])
    program.rule("e-acute", on: program.keys("é"), do: [program.insert("!")])
    let field = try Field(program.build())
    #expect(try field.type("aé1Ж👍🏽") == ["*", "**", "**1", "**1*", "**1*👍🏽"])
    #expect(field.fired == ["letters", "letters", "letters"])
  }

  @Test func eventTriggersMatchTheirEvent() throws {
    var program = TestProgram()
    program.rule("bs", on: .backspace, do: [program.insert("<bs>")])
    program.rule("ret", on: .return, do: [program.insert("<ret>")])
    program.rule("acc", on: .accept, do: [program.insert("<acc>")])
    program.rule("rev", on: .revert, do: [program.insert("<rev>")])
    program.rule("mov", on: .cursorMove, do: [program.insert("<mov>")])
    program.rule("spc", on: .space, do: [program.insert("<spc>")])
    let field = try Field(program.build())
    try field.type("{bs}{return}{accept x}{revert}{left 1} ")
    #expect(field.text == "<bs><ret><acc><rev><mov><spc>")
    #expect(field.fired == ["bs", "ret", "acc", "rev", "mov", "spc"])
  }

  // MARK: - after-tap rules and the shift

  static func shiftAtStart() -> RuleProgram {
    var program = TestProgram()
    let start = try! program.before("^\\s*")
    let sentence = try! program.before("[.!?] +")
    program.rule("shift-start", on: .afterTap, when: [start], do: [.shift(true)])
    program.rule("shift-sentence", on: .afterTap, when: [sentence], do: [.shift(true)])
    return try! program.build()
  }

  @Test func afterTapRulesShiftTheNextLowercaseLetter() throws {
    let field = try Field(Self.shiftAtStart())
    #expect(field.engine.isShifted)
    #expect(
      try field.type("hi. there ok") == [
        "H", "Hi", "Hi.", "Hi. ", "Hi. T", "Hi. Th", "Hi. The", "Hi. Ther", "Hi. There", "Hi. There ",
        "Hi. There o", "Hi. There ok",
      ])
    #expect(!field.engine.isShifted)
  }

  @Test func theShiftLeavesNonLettersAndUppercaseTapsAlone() throws {
    let field = try Field(Self.shiftAtStart())
    #expect(try field.type("1") == ["1"])
    let shifted = try Field(Self.shiftAtStart())
    #expect(try shifted.type("A") == ["A"])
    let accented = try Field(Self.shiftAtStart())
    #expect(try accented.type("éa") == ["É", "Éa"])
  }

  @Test func theShiftIsRecomputedAfterABackspace() throws {
    let field = try Field(Self.shiftAtStart())
    #expect(try field.type("a{bs}b") == ["A", "", "B"])
  }

  /// Shifts at the start of the field unless the field is secure or auto-capitalization is off.
  static func shiftUnlessSecure() throws -> RuleProgram {
    var program = TestProgram()
    let start = try program.before("^")
    let secure = program.predicate(.field(.secure, mask: 1 << 1), "field: {secure: true}")
    let index = try #require(program.builder.settingIndex(named: "auto-capitalization"))
    let off = program.predicate(.setting(index, .bool(false)), "setting: {auto-capitalization: false}")
    program.rule("shift-start", on: .afterTap, when: [start], unless: [secure, off], do: [.shift(true)])
    return try! program.build()
  }

  @Test func changingTheFieldTraitsRecomputesTheShift() throws {
    let field = try Field(Self.shiftUnlessSecure())
    #expect(field.engine.isShifted)
    field.engine.field.secure = true
    #expect(!field.engine.isShifted)
    #expect(try field.type("a") == ["a"])
  }

  @Test func changingTheSettingsRecomputesTheShift() throws {
    let field = try Field(Self.shiftUnlessSecure())
    #expect(field.engine.isShifted)
    try field.engine.setSettings(KeyboardSettings(["auto-capitalization": .bool(false)]))
    #expect(!field.engine.isShifted)
    try field.engine.setSettings(KeyboardSettings())
    #expect(field.engine.isShifted)
  }

  @Test func inAfterTapRulesShiftedIsWhatEarlierAfterTapRulesDecided() throws {
    var program = TestProgram()
    let atStart = try program.before("^")
    program.rule("shift-at-start", on: .afterTap, when: [atStart], do: [.shift(true)], continues: true)
    let shifted = program.predicate(.shifted, "shifted")
    program.rule("unshift-if-shifted", on: .afterTap, when: [shifted], do: [.shift(false)])
    let field = try Field(program.build())
    #expect(!field.engine.isShifted)
    field.tap(.character("a"))
    // Not at the start: the second rule starts from off.
    #expect(field.trace.contains("rule unshift-if-shifted failed shifted"))
    field.tap(.backspace)
    #expect(field.trace.contains("rule unshift-if-shifted fired"))
    #expect(!field.engine.isShifted)
  }

  @Test func theFirstAfterTapRuleThatFiresWins() throws {
    var program = TestProgram()
    program.rule("unshift", on: .afterTap, do: [.shift(false)])
    program.rule("shift", on: .afterTap, do: [.shift(true)])
    let field = try Field(program.build())
    #expect(!field.engine.isShifted)
    #expect(try field.type("ab") == ["a", "ab"])
  }

  @Test func aContinuingAfterTapRuleLetsLaterOnesDecide() throws {
    var program = TestProgram()
    program.rule("unshift", on: .afterTap, do: [.shift(false)], continues: true)
    program.rule("shift", on: .afterTap, do: [.shift(true)])
    let field = try Field(program.build())
    #expect(field.engine.isShifted)
    #expect(try field.type("ab") == ["A", "AB"])
  }

  @Test func theShiftedConditionSeesTheShiftBeforeTheTap() throws {
    var program = TestProgram()
    let shifted = program.predicate(.shifted, "shifted")
    program.rule("mark-shifted", on: program.keys("x"), when: [shifted], do: [program.insert("^")])
    let start = try program.before("^")
    program.rule("shift-start", on: .afterTap, when: [start], do: [.shift(true)])
    let field = try Field(program.build())
    #expect(try field.type("xx") == ["^", "^x"])
  }

  // MARK: - Flags

  /// `!` sets the flag `bang`, `#` clears it, `x` types a check mark while it is set.
  static func flagProgram(lifetime: Int) -> RuleProgram {
    var program = TestProgram()
    let flag = program.flag("bang")
    program.rule("set", on: program.keys("!"), do: [.setFlag(flag, lifetime: lifetime)])
    program.rule("clear", on: program.keys("#"), do: [.clearFlag(flag)])
    let isSet = program.predicate(.flag(flag), "flag: bang")
    program.rule("see", on: program.keys("x"), when: [isSet], do: [program.insert("✓")])
    return try! program.build()
  }

  @Test(
    "a flag lives for its lifetime in further events",
    arguments: [
      (1, "!x", "!✓"),
      (1, "!ax", "!ax"),
      (1, "!xx", "!✓x"),
      (1, "! x", "! x"),
      (1, "!{left 1}x", "x!"),
      (2, "!ax", "!a✓"),
      (2, "!abx", "!abx"),
      (0, "!abcdefx", "!abcdef✓"),
      (0, "!ab#x", "!ab#x") as (Int, String, String),
    ])
  func flagLifetime(lifetime: Int, taps: String, result: String) throws {
    let field = try Field(Self.flagProgram(lifetime: lifetime))
    try field.type(taps)
    #expect(field.text == result)
  }

  @Test func aFlagWithoutLifetimeLastsUntilCleared() throws {
    var program = TestProgram()
    let flag = program.flag("on")
    program.rule("set", on: program.keys("!"), do: [.setFlag(flag, lifetime: 0)])
    program.rule("clear", on: program.keys("#"), do: [.clearFlag(flag)])
    let isSet = program.predicate(.flag(flag), "flag: on")
    program.rule("see", on: program.keys("x"), when: [isSet], do: [program.insert("✓")])
    let field = try Field(program.build())
    #expect(try field.type("x!abx#x") == ["x", "x!", "x!a", "x!ab", "x!ab✓", "x!ab✓#", "x!ab✓#x"])
  }

  @Test func settingAFlagAgainRenewsItsLifetime() throws {
    let field = try Field(Self.flagProgram(lifetime: 1))
    #expect(try field.type("!!x") == ["!", "!!", "!!✓"])
  }

  @Test func aFlagSetByATapRuleIsSeenByThatEventsAfterTapRules() throws {
    var program = TestProgram()
    let flag = program.flag("bang")
    program.rule("set", on: program.keys("!"), do: [.setFlag(flag, lifetime: 1)])
    let isSet = program.predicate(.flag(flag), "flag: bang")
    program.rule("shift", on: .afterTap, when: [isSet], do: [.shift(true)])
    let field = try Field(program.build())
    field.tap(.character("!"))
    #expect(field.engine.isShifted)
    #expect(try field.type("a") == ["!A"])
  }

  /// Docs/rules.md, "Engine flags": a flag set `for: N` lasts "the rest of this event (its
  /// later rules and its after-tap rules) and the next N events, after-tap rules included".
  @Test(arguments: [1, 2])
  func aFlagLastsTheRestOfItsEventAndTheNextEvents(lifetime: Int) throws {
    var program = TestProgram()
    let flag = program.flag("bang")
    program.rule("set", on: program.keys("!"), do: [.setFlag(flag, lifetime: lifetime)])
    let isSet = program.predicate(.flag(flag), "flag: bang")
    program.rule("see", on: program.keys("x"), when: [isSet], do: [program.insert("✓")])
    program.rule("shift", on: .afterTap, when: [isSet], do: [.shift(true)])
    let field = try Field(program.build())
    try field.type("!")
    // The rest of the setting event, its after-tap rules included, sees the flag.
    #expect(field.engine.isShifted)
    // The next N events see it, their after-tap rules included ...
    for count in 1...lifetime {
      try field.type("x")
      #expect(field.text == "!" + String(repeating: "✓", count: count))
      #expect(field.engine.isShifted)
    }
    // ... and the event after them does not: the shifted x is typed as it is.
    try field.type("x")
    #expect(field.text == "!" + String(repeating: "✓", count: lifetime) + "X")
    #expect(!field.engine.isShifted)
  }

  /// Docs/rules.md, "Engine flags": a revert through `revertLastEdit()` counts as an event.
  @Test func aRevertThroughTheAPICountsAsAnEvent() throws {
    let field = try Field(Self.flagProgram(lifetime: 1))
    try field.type("!")
    #expect(!field.engine.revertLastEdit())
    try field.type("x")
    #expect(field.text == "!x")
  }

  // MARK: - Timing

  static func sinceProgram(_ operand: Operand) -> RuleProgram {
    var program = TestProgram()
    let quick = program.predicate(.sinceWithin(.space, operand), "since: {event: space, within}")
    program.rule("quick-space", on: .space, when: [quick], do: [program.insert("!")])
    let slow = program.predicate(.sinceOver(.character, .constant(2)), "since: {event: character, over: 2}")
    program.rule("slow-letter", on: program.keys("s"), when: [slow], do: [program.insert("S")])
    return try! program.build()
  }

  @Test func sinceComparesTheTimesTheTapsWereGiven() throws {
    let field = try Field(Self.sinceProgram(.constant(1.0)))
    field.tap(.space, after: 10)  // no space before: never within
    #expect(field.text == " ")
    field.tap(.space, after: 0.5)
    #expect(field.text == " !")
    field.tap(.space, after: 1.0)  // exactly at the threshold counts as within
    #expect(field.text == " !!")
    field.tap(.space, after: 1.5)
    #expect(field.text == " !! ")
  }

  @Test func sinceOverHoldsWhenTheEventNeverHappened() throws {
    let field = try Field(Self.sinceProgram(.constant(1.0)))
    field.tap(.character("s"), after: 0.1)
    #expect(field.text == "S")
    field.tap(.character("s"), after: 0.1)
    #expect(field.text == "Ss")
    field.tap(.character("s"), after: 2.5)
    #expect(field.text == "SsS")
  }

  @Test func sinceCanReadASetting() throws {
    let threshold = try #require(RuleProgram.standard().settingIndex(named: "end-sentence-threshold"))
    let program = Self.sinceProgram(.setting(threshold))
    let field = try Field(program)
    field.tap(.space, after: 1)
    field.tap(.space, after: 2.9)
    #expect(field.text == " !")
    try field.engine.setSettings(KeyboardSettings(["end-sentence-threshold": .number(1)]))
    field.tap(.space, after: 2.9)
    #expect(field.text == " ! ")
    field.tap(.space, after: 0.9)
    #expect(field.text == " ! !")
  }

  @Test func previousNamesTheKindOfTheLastEvent() throws {
    var program = TestProgram()
    let afterBackspace = program.predicate(
      .previous(1 << UInt32(EventKind.backspace.index) | 1 << UInt32(EventKind.return.index)), "previous")
    program.rule("mark", on: program.keys("x"), when: [afterBackspace], do: [program.insert("*")])
    let field = try Field(program.build())
    #expect(try field.type("xa{bs}x{return}xx") == ["x", "xa", "x", "x*", "x*\n", "x*\n*", "x*\n*x"])
  }

  // MARK: - The revert record

  static func correctingProgram() -> TestProgram {
    var program = TestProgram()
    let hasCorrection = program.predicate(.hasCorrection, "has-correction")
    program.rule("autocorrect", on: .space, when: [hasCorrection], do: [.correctWord, .key])
    return program
  }

  @Test func anAutomaticEditRecordsWhatWasTypedAndWhatReplacedIt() throws {
    let field = try Field(
      Self.correctingProgram().build(), autocorrector: SubstitutionTable(["teh": "the"]))
    try field.type("Teh ")
    #expect(field.text == "The ")
    let edit = try #require(field.engine.lastAutomaticEdit)
    #expect(edit.typed == "Teh ")
    #expect(edit.replacement == "The ")
    #expect(edit.ruleID == "autocorrect")
    #expect(edit.typedWord == "Teh")
  }

  @Test func revertLastEditRestoresExactlyWhatWasTyped() throws {
    let field = try Field(
      Self.correctingProgram().build(), before: "I saw ", after: " here",
      autocorrector: SubstitutionTable(["teh": "the"]))
    try field.type("teh ")
    #expect(field.text == "I saw the  here")
    #expect(field.engine.revertLastEdit())
    #expect(field.text == "I saw teh  here")
    #expect(field.document.textBeforeCursor == "I saw teh ")
    #expect(field.engine.lastAutomaticEdit == nil)
    #expect(!field.engine.revertLastEdit())
    #expect(field.text == "I saw teh  here")
  }

  @Test func theRevertTapRestoresWhatWasTyped() throws {
    let field = try Field(Self.correctingProgram().build(), autocorrector: SubstitutionTable(["teh": "the"]))
    #expect(try field.type("teh {revert}") == ["t", "te", "teh", "the ", "teh "])
    #expect(field.engine.lastAutomaticEdit == nil)
  }

  @Test func anEditingRuleRecordsTheKeyItTookAsTyped() throws {
    var program = TestProgram()
    program.rule("alpha", on: program.keys("a"), do: [program.insert("α")])
    let field = try Field(program.build())
    try field.type("ba")
    let edit = try #require(field.engine.lastAutomaticEdit)
    #expect(edit.replacement == "α")
    #expect(edit.typed == "a")
    #expect(edit.ruleID == "alpha")
    #expect(field.engine.revertLastEdit())
    #expect(field.text == "ba")
  }

  @Test func revertingADoubleSpacePeriodRestoresBothSpaces() throws {
    var program = TestProgram()
    let quick = program.predicate(.sinceWithin(.space, .constant(3)), "since")
    let afterWord = try program.before("\\w +")
    let spaces = try program.backwardPattern(" +")
    program.rule(
      "double-space", on: .space, when: [quick, afterWord], do: [.deleteBefore(spaces), program.insert(". ")])
    let field = try Field(program.build())
    #expect(try field.type("word  ") == ["w", "wo", "wor", "word", "word ", "word. "])
    let edit = try #require(field.engine.lastAutomaticEdit)
    #expect(edit.replacement == ". ")
    #expect(edit.ruleID == "double-space")
    #expect(edit.typed == "  ")
    #expect(field.engine.revertLastEdit())
    #expect(field.text == "word  ")
  }

  @Test func revertRefusesWhenTheTextNoLongerEndsWithTheReplacement() throws {
    let field = try Field(Self.correctingProgram().build(), autocorrector: SubstitutionTable(["teh": "the"]))
    try field.type("teh ")
    #expect(field.engine.lastAutomaticEdit != nil)
    // The host app edits the text behind the engine's back.
    field.document.deleteBackward()
    field.document.insertText("!")
    #expect(!field.engine.revertLastEdit())
    #expect(field.text == "the!")
    #expect(field.engine.lastAutomaticEdit == nil)
  }

  @Test func typingAfterAnAutomaticEditForgetsIt() throws {
    let field = try Field(Self.correctingProgram().build(), autocorrector: SubstitutionTable(["teh": "the"]))
    try field.type("teh a")
    #expect(field.engine.lastAutomaticEdit == nil)
    #expect(try field.type("{revert}") == ["the a"])
  }

  @Test func aCursorMoveForgetsTheAutomaticEdit() throws {
    let field = try Field(Self.correctingProgram().build(), autocorrector: SubstitutionTable(["teh": "the"]))
    try field.type("teh {left 1}{right 1}")
    #expect(field.engine.lastAutomaticEdit == nil)
    #expect(!field.engine.revertLastEdit())
    #expect(field.text == "the ")
  }

  @Test func aTapThatChangesNothingKeepsTheRevertRecord() throws {
    var program = Self.correctingProgram()
    program.rule("no-hash", on: program.keys("#"), do: [.swallow])
    let field = try Field(program.build(), autocorrector: SubstitutionTable(["teh": "the"]))
    try field.type("teh #")
    #expect(field.text == "the ")
    #expect(field.engine.lastAutomaticEdit?.typed == "teh ")
    #expect(try field.type("{revert}") == ["teh "])
  }

  @Test func theNextAutomaticEditReplacesTheRecord() throws {
    var program = Self.correctingProgram()
    program.rule(
      "smiley", on: program.keys(")"), when: [try program.before(":")],
      do: [.deleteBackward(1), program.insert("🙂")])
    let field = try Field(program.build(), autocorrector: SubstitutionTable(["teh": "the"]))
    try field.type("teh :)")
    #expect(field.text == "the 🙂")
    let edit = try #require(field.engine.lastAutomaticEdit)
    #expect(edit.typed == ":)")
    #expect(edit.replacement == "🙂")
    #expect(edit.ruleID == "smiley")
    #expect(try field.type("{revert}") == ["the :)"])
    #expect(try field.type("{revert}") == ["the :)"])
  }

  @Test func revertWithNothingToRevertDoesNothing() throws {
    let field = try Field(.empty(), before: "abc")
    #expect(!field.engine.revertLastEdit())
    #expect(try field.type("{revert}") == ["abc"])
  }

  // MARK: - Forgetting state

  @Test func documentDidChangeForgetsFlagsAndTheRevertableEdit() throws {
    var program = Self.correctingProgram()
    let flag = program.flag("sticky")
    program.rule("set", on: program.keys("!"), do: [.setFlag(flag, lifetime: 0)])
    let isSet = program.predicate(.flag(flag), "flag: sticky")
    program.rule("see", on: program.keys("x"), when: [isSet], do: [program.insert("✓")])
    let field = try Field(program.build(), autocorrector: SubstitutionTable(["teh": "the"]))
    try field.type("!teh ")
    #expect(field.text == "!the ")
    #expect(field.engine.lastAutomaticEdit != nil)
    // The host reports its own change (a paste).
    field.document.insertText("ok ")
    field.engine.documentDidChange()
    #expect(field.engine.lastAutomaticEdit == nil)
    #expect(!field.engine.revertLastEdit())
    try field.type("x")
    #expect(field.text == "!the ok x")
  }

  @Test func documentDidChangeKeepsStateForAnEchoOfTheEnginesOwnEdits() throws {
    var program = Self.correctingProgram()
    let flag = program.flag("sticky")
    program.rule("set", on: program.keys("!"), do: [.setFlag(flag, lifetime: 0)])
    let isSet = program.predicate(.flag(flag), "flag: sticky")
    program.rule("see", on: program.keys("x"), when: [isSet], do: [program.insert("✓")])
    // With a document that counts its changes, and with one that cannot tell (compared
    // by the text before the cursor).
    for counts in [true, false] {
      let field = try Field(
        program.build(), autocorrector: SubstitutionTable(["teh": "the"]), countsChanges: counts)
      try field.type("!teh ")
      field.engine.documentDidChange()
      field.engine.documentDidChange()
      #expect(field.engine.lastAutomaticEdit != nil, "counts changes: \(counts)")
      try field.type("x")
      #expect(field.text == "!the ✓", "counts changes: \(counts)")
    }
  }

  @Test func equalFieldTraitsChangeNothing() throws {
    let field = try Field(Self.flagProgram(lifetime: 0))
    try field.type("!")
    field.engine.field = field.engine.field
    try field.type("x")
    #expect(field.text == "!✓")
  }

  @Test func documentDidChangeRecomputesTheShift() throws {
    let field = try Field(Self.shiftAtStart())
    #expect(field.engine.isShifted)
    field.document.insertText("abc")
    field.engine.documentDidChange()
    #expect(!field.engine.isShifted)
    field.document.insertText(". ")
    field.engine.documentDidChange()
    #expect(field.engine.isShifted)
  }

  /// Docs/rules.md, "Engine flags": text changed by other means right before the cursor is
  /// noticed at the next tap (the engine remembers the last few characters), and forgets
  /// flags and the revertable edit, as `documentDidChange()` does.
  @Test func anOutsideEditIsNoticedAtTheNextTap() throws {
    var program = Self.correctingProgram()
    let flag = program.flag("sticky")
    program.rule("set", on: program.keys("!"), do: [.setFlag(flag, lifetime: 0)])
    let isSet = program.predicate(.flag(flag), "flag: sticky")
    program.rule("see", on: program.keys("x"), when: [isSet], do: [program.insert("✓")])
    let field = try Field(program.build(), autocorrector: SubstitutionTable(["teh": "the"]))
    try field.type("!teh ")
    #expect(field.engine.lastAutomaticEdit != nil)
    // Someone else edits the field, without telling the engine.
    field.document.insertText("elsewhere ")
    // The next tap notices: the revert has nothing to undo and the flag is gone.
    #expect(try field.type("{revert}") == ["!the elsewhere "])
    #expect(field.engine.lastAutomaticEdit == nil)
    try field.type("x")
    #expect(field.text == "!the elsewhere x")
  }

  /// Without an outside edit, the flag set by `!` lasts.
  @Test func flagsLastWhileTheTextIsTheEnginesOwn() throws {
    var program = Self.correctingProgram()
    let flag = program.flag("sticky")
    program.rule("set", on: program.keys("!"), do: [.setFlag(flag, lifetime: 0)])
    let isSet = program.predicate(.flag(flag), "flag: sticky")
    program.rule("see", on: program.keys("x"), when: [isSet], do: [program.insert("✓")])
    let field = try Field(program.build())
    try field.type("!ab x")
    #expect(field.text == "!ab ✓")
  }

  @Test func changingTheFieldTraitsForgetsState() throws {
    let field = try Field(Self.flagProgram(lifetime: 0))
    try field.type("!")
    field.engine.field.keyboard = .email
    try field.type("x")
    #expect(field.text == "!x")
  }

  // MARK: - Tracer

  @Test func theTracerSeesTapsRulesAndTheEnd() throws {
    var program = TestProgram()
    let afterWord = try program.before("\\w")
    let afterX = try program.before("x")
    program.rule("dot", on: .space, when: [afterWord], unless: [afterX], do: [program.insert(".")])
    let start = try program.before("^")
    program.rule("shift-start", on: .afterTap, when: [start], do: [.shift(true)])
    let field = try Field(program.build())
    #expect(field.trace.isEmpty)
    field.tap(.space, after: 1)
    field.tap(.character("a"), after: 0.5)
    field.tap(.space, after: 0.5)
    field.tap(.character("x"), after: 0.5)
    field.tap(.space, after: 0.5)
    #expect(
      field.trace == [
        // A rule whose guard rules out the characters before the cursor is reported
        // skipped: the dot rule needs a word character, shift-start the field's start.
        "tap   at 1.0",
        "rule dot skipped: guard",
        "plain",
        "rule shift-start skipped: guard",
        "done shifted=false",
        "tap a at 1.5",
        "plain",
        "rule shift-start skipped: guard",
        "done shifted=false",
        "tap   at 2.0",
        "rule dot fired",
        "rule shift-start skipped: guard",
        "done shifted=false",
        "tap x at 2.5",
        "plain",
        "rule shift-start skipped: guard",
        "done shifted=false",
        "tap   at 3.0",
        "rule dot escaped before: 'x'",
        "plain",
        "rule shift-start skipped: guard",
        "done shifted=false",
      ])
    #expect(field.text == " a.x ")
  }

  @Test func theTracerReportsTheShiftForTheNextTap() throws {
    let field = try Field(Self.shiftAtStart())
    try field.type("a.  ")
    #expect(
      field.trace.filter { $0.hasPrefix("done") } == [
        "done shifted=false", "done shifted=false", "done shifted=true", "done shifted=true",
      ])
    #expect(field.trace.contains("rule shift-sentence fired"))
  }

  // MARK: - Settings

  @Test func settingsDefaultToTheProgramsDefinitions() throws {
    let engine = try TypingEngine(program: .empty(), document: InMemoryDocument())
    #expect(engine.settings.values.isEmpty)
    #expect(RuleProgram.empty().settings.isEmpty)
    #expect(
      SettingsError.unknownSetting("x", known: []).message
        == "unknown setting 'x'; the rules declare no settings")
  }

  @Test func anUnknownSettingIsRejected() {
    let known = StandardSettings.definitions.map(\.name)
    #expect(throws: SettingsError.unknownSetting("smart-everything", known: known)) {
      try TypingEngine(
        program: .standard(), document: InMemoryDocument(),
        settings: KeyboardSettings(["smart-everything": .bool(true)]))
    }
    #expect(
      SettingsError.unknownSetting("x", known: ["a", "b"]).message
        == "unknown setting 'x'; expected one of a, b")
  }

  @Test func aSettingOfTheWrongTypeIsRejected() {
    #expect(throws: SettingsError.wrongType("period-shortcut", expected: .bool(true))) {
      try TypingEngine(
        program: .standard(), document: InMemoryDocument(),
        settings: KeyboardSettings(["period-shortcut": .number(1)]))
    }
    #expect(throws: SettingsError.wrongType("end-sentence-threshold", expected: .number(3))) {
      try TypingEngine(
        program: .standard(), document: InMemoryDocument(),
        settings: KeyboardSettings(["end-sentence-threshold": .bool(true)]))
    }
    #expect(
      SettingsError.wrongType("period-shortcut", expected: .bool(true)).message
        == "setting 'period-shortcut' takes true or false")
    #expect(
      SettingsError.wrongType("end-sentence-threshold", expected: .number(3)).message
        == "setting 'end-sentence-threshold' takes a number")
  }

  @Test func aNegativeNumberIsRejected() {
    #expect(throws: SettingsError.outOfRange("end-sentence-threshold", .number(-1))) {
      try TypingEngine(
        program: .standard(), document: InMemoryDocument(),
        settings: KeyboardSettings(["end-sentence-threshold": .number(-1)]))
    }
  }

  @Test func setSettingsChecksAndKeepsTheOldSettingsOnError() throws {
    let engine = try TypingEngine(
      program: .standard(), document: InMemoryDocument(),
      settings: KeyboardSettings(["period-shortcut": .bool(false)]))
    #expect(throws: SettingsError.self) {
      try engine.setSettings(KeyboardSettings(["nope": .bool(false)]))
    }
    #expect(engine.settings == KeyboardSettings(["period-shortcut": .bool(false)]))
    try engine.setSettings(KeyboardSettings(["auto-correction": .bool(false)]))
    #expect(engine.settings.values == ["auto-correction": .bool(false)])
  }

  @Test func aDeclaredSettingCanBeSet() throws {
    var builder = ProgramBuilder(locale: LocaleData(tag: "test"))
    let index = builder.declareSetting(
      SettingDefinition(name: "smart-ellipsis", defaultValue: .bool(true), summary: "..."))
    let off = builder.add(.setting(index, .bool(false)), source: "setting: {smart-ellipsis: false}")
    builder.append(
      Rule(
        id: "off", summary: "", trigger: .event(.space), conditions: [off], escapes: [],
        actions: [.swallow], continues: false, location: nil))
    let program = try! builder.build()
    let on = try Field(program)
    try on.type("a b")
    #expect(on.text == "a b")
    let offField = try Field(program, settings: KeyboardSettings(["smart-ellipsis": .bool(false)]))
    try offField.type("a b")
    #expect(offField.text == "ab")
  }

  // MARK: - Large documents

  @Test func typingAtTheEndOfAOneMegabyteDocument() throws {
    var program = TestProgram()
    let quick = program.predicate(.sinceWithin(.space, .constant(3)), "since")
    let afterWord = try program.before("\\w +")
    let spaces = try program.backwardPattern(" +")
    program.rule(
      "double-space", on: .space, when: [quick, afterWord], do: [.deleteBefore(spaces), program.insert(". ")])
    let megabyte = String(repeating: "lorem ipsum dolor sit amet ", count: 40_000)
    let document = InMemoryDocument(before: megabyte, after: megabyte)
    let engine = try TypingEngine(program: program.build(), document: document)
    var time = 0.0
    for _ in 0..<200 {
      for tap in try TapScript(parsing: "word  ").taps {
        time += 0.2
        engine.handle(tap, at: time)
      }
    }
    #expect(document.textBeforeCursor == megabyte + String(repeating: "word. ", count: 200))
    #expect(document.textAfterCursor == megabyte)
  }
}
