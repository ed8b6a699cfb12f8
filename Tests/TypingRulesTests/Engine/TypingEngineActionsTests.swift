import Testing
import TypingRules

/// Each action, run by the engine when its rule fires.
struct TypingEngineActionsTests {
  @Test func keyRunsThePlainEffectWhereItStands() throws {
    var program = TestProgram()
    program.rule("wrap", on: program.keys("a"), do: [program.insert("<"), .key, program.insert(">")])
    let start = try program.before("^")
    program.rule("shift-start", on: .afterTap, when: [start], do: [.shift(true)])
    let field = try Field(program.build())
    #expect(try field.type("aa") == ["<A>", "<A><a>"])
  }

  @Test func keyOnASpaceOrBackspaceRunsThatKey() throws {
    var program = TestProgram()
    program.rule("double-space", on: .space, do: [.key, .key])
    program.rule("double-delete", on: .backspace, do: [.key, .key])
    let field = try Field(program.build(), before: "abc")
    #expect(try field.type(" {bs}{bs}") == ["abc  ", "abc", "a"])
  }

  @Test func insertTypesItsTextAtTheCursor() throws {
    var program = TestProgram()
    program.rule("ellipsis", on: program.keys("…"), do: [program.insert("...")])
    let field = try Field(program.build(), after: "|")
    #expect(try field.type("a…") == ["a|", "a...|"])
    #expect(field.document.cursorOffset == 4)
  }

  @Test func deleteBackwardDeletesCharactersBeforeTheCursor() throws {
    var program = TestProgram()
    program.rule("squash", on: program.keys("!"), do: [.deleteBackward(2), .key])
    let field = try Field(program.build(), before: "ab👍🏽c")
    #expect(try field.type("!") == ["ab!"])
    let short = try Field(program.build(), before: "a")
    #expect(try short.type("!") == ["!"])
  }

  @Test func deleteBeforeDeletesWhatThePatternMatches() throws {
    var program = TestProgram()
    let spaces = try program.backwardPattern("\\h+")
    program.rule("trim", on: program.keys("."), do: [.deleteBefore(spaces), .key])
    let field = try Field(program.build(), before: "end \u{A0}\t ")
    #expect(try field.type(".") == ["end."])
    let nothing = try Field(program.build(), before: "end")
    #expect(try nothing.type(".") == ["end."])
  }

  @Test func replaceFirstReplacesTheFirstCharacterOfTheMatch() throws {
    var program = TestProgram()
    let quoted = try program.backwardPattern("‘\\w+")
    let apostrophe = program.builder.add("’")
    program.rule("elision", on: .space, do: [.replaceFirst(pattern: quoted, with: apostrophe)])
    let field = try Field(program.build(), before: "say ‘tis")
    #expect(try field.type(" ") == ["say ’tis "])
    #expect(field.engine.lastAutomaticEdit != nil)
    let nothing = try Field(program.build(), before: "say tis")
    #expect(try nothing.type(" ") == ["say tis "])
    #expect(nothing.engine.lastAutomaticEdit == nil)
  }

  @Test func moveCursorMovesWithinTheText() throws {
    var program = TestProgram()
    program.rule("pair", on: program.keys("("), do: [.key, program.insert(")"), .moveCursor(-1)])
    let field = try Field(program.build())
    #expect(try field.type("(x") == ["()", "(x)"])
    #expect(field.document.cursorOffset == 2)
    #expect(field.document.textAfterCursor == ")")
  }

  @Test func setFlagAndClearFlag() throws {
    var program = TestProgram()
    let flag = program.flag("quote")
    program.rule("open", on: program.keys("«"), do: [.key, .setFlag(flag, lifetime: 0)])
    program.rule("close", on: program.keys("»"), do: [.key, .clearFlag(flag)])
    let inQuote = program.predicate(.flag(flag))
    program.rule("quoted-space", on: .space, when: [inQuote], do: [program.insert("\u{202F}")])
    let field = try Field(program.build())
    try field.type("« a » b")
    #expect(field.text == "«\u{202F}a\u{202F}» b")
    #expect(field.engine.program.flags == ["quote"])
  }

  @Test func shiftSetsTheShiftForTheNextTap() throws {
    var program = TestProgram()
    let afterColon = try program.before(": ")
    program.rule("shift-after-colon", on: .afterTap, when: [afterColon], do: [.shift(true)])
    let afterBang = try program.before("!")
    program.rule("unshift", on: .afterTap, when: [afterBang], do: [.shift(false)])
    let field = try Field(program.build())
    #expect(try field.type("a: b!c") == ["a", "a:", "a: ", "a: B", "a: B!", "a: B!c"])
  }

  @Test func revertUndoesTheLastAutomaticEdit() throws {
    var program = TestProgram()
    let hasCorrection = program.predicate(.hasCorrection)
    program.rule("autocorrect", on: .space, when: [hasCorrection], do: [.correctWord, .key])
    program.rule("undo", on: program.keys("<"), do: [.revert, .swallow])
    let field = try Field(program.build(), autocorrector: SubstitutionTable(["teh": "the"]))
    #expect(try field.type("teh <<") == ["t", "te", "teh", "the ", "teh ", "teh "])
  }

  @Test func revertAndCorrectWordLeaveTheKeyToItsPlainEffect() throws {
    var program = TestProgram()
    program.rule("autocorrect", on: .space, do: [.correctWord])
    program.rule("undo", on: program.keys("<"), do: [.revert])
    let field = try Field(program.build(), autocorrector: SubstitutionTable(["teh": "the"]))
    #expect(try field.type("teh <") == ["t", "te", "teh", "the ", "teh <"])
    #expect(field.fired == ["autocorrect", "undo"])
  }

  /// A document that records the edits it is asked for.
  final class EditRecordingDocument: TextDocument {
    let inner = InMemoryDocument()
    private(set) var edits: [String] = []
    var documentContextBeforeInput: String? { inner.documentContextBeforeInput }
    var documentContextAfterInput: String? { inner.documentContextAfterInput }
    func insertText(_ text: String) {
      edits.append("+" + text)
      inner.insertText(text)
    }
    func deleteBackward() {
      edits.append("-")
      inner.deleteBackward()
    }
    func adjustTextPosition(byCharacterOffset offset: Int) {
      edits.append("move \(offset)")
      inner.adjustTextPosition(byCharacterOffset: offset)
    }
    var changeCount: Int? { inner.changeCount }
    var reportsWholeContextBeforeInput: Bool { inner.reportsWholeContextBeforeInput }
  }

  /// A suggestion or correction that starts with what was typed types only the rest (the
  /// host sees fewer edits); the text and the revert record are those of replacing the
  /// whole word, and a revert brings the typed word back.
  @Test(
    "a replacement types only what it adds to the typed word",
    arguments: [
      ("hel", Tap.accept("hello"), ["+lo", "+ "], "hello ", "hel", "hello "),
      ("Hel", Tap.accept("hello"), ["+lo", "+ "], "Hello ", "Hel", "Hello "),
      ("teh", Tap.space, ["-", "-", "+he", "+ "], "the ", "teh ", "the "),
      ("hel", Tap.accept("help"), ["+p", "+ "], "help ", "hel", "help "),
      ("helo", Tap.accept("hello"), ["-", "+lo", "+ "], "hello ", "helo", "hello "),
      ("cafe", Tap.accept("café"), ["-", "-", "+fé", "+ "], "café ", "cafe", "café "),
      ("abc", Tap.accept("xyz"), ["-", "-", "-", "+xyz", "+ "], "xyz ", "abc", "xyz "),
    ])
  func aReplacementTypesOnlyWhatItAdds(
    typed: String, tap: Tap, edits: [String], text: String, recordTyped: String, recordReplacement: String
  ) throws {
    var program = TestProgram()
    let hasCorrection = program.predicate(.hasCorrection)
    program.rule("autocorrect", on: .space, when: [hasCorrection], do: [.correctWord, .key])
    program.rule("accept", on: .accept, do: [.key, program.insert(" ")])
    let document = EditRecordingDocument()
    let engine = try TypingEngine(
      program: program.build(), document: document, autocorrector: SubstitutionTable(["teh": "the"]))
    var time = 0.0
    for character in typed {
      time += 0.2
      engine.handle(.character(character), at: time)
    }
    let typedEdits = document.edits.count
    engine.handle(tap, at: time + 0.2)
    #expect(Array(document.edits[typedEdits...]) == edits)
    #expect(document.inner.text == text)
    #expect(engine.lastAutomaticEdit?.typed == recordTyped)
    #expect(engine.lastAutomaticEdit?.replacement == recordReplacement)
    engine.handle(.revert, at: time + 0.4)
    #expect(document.inner.text == (tap == .space ? typed + " " : typed))
  }

  /// The case policy is the pack's data: `match-typed` (the default) carries the typed case
  /// over, `as-written` inserts the correction and the suggestion as the table has them.
  @Test func casePolicyIsLocaleData() throws {
    func field(_ policy: String?) throws -> Field {
      var values = LocaleData.testLocale.values
      if let policy { values["case-policy"] = .string(policy) }
      var program = TestProgram(locale: LocaleData(tag: "test", values: values))
      program.rule("autocorrect", on: .space, do: [.correctWord, .key])
      return try Field(program.build(), autocorrector: SubstitutionTable(["teh": "the"]))
    }
    #expect(try field(nil).type("TEH ").last == "THE ")
    #expect(try field("match-typed").type("Teh ").last == "The ")
    #expect(try field("as-written").type("TEH ").last == "the ")
    let accepted = try field("as-written")
    try accepted.type("HEL")
    accepted.tap(.accept("hello"))
    #expect(accepted.text == "hello")
  }

  @Test func correctWordReplacesTheWordInTheTypedCase() throws {
    var program = TestProgram()
    program.rule("autocorrect", on: program.keys(".,"), do: [.correctWord, .key])
    let table = SubstitutionTable(["teh": "the", "dont": "don’t", "recieve": "receive"])
    let field = try Field(program.build(), autocorrector: table)
    try field.type("Teh,TEH.dont,recieve.ok,")
    #expect(field.text == "The,THE.don’t,receive.ok,")
  }

  /// An autocorrector that records the words it is asked about.
  final class RecordingAutocorrector: Autocorrector, @unchecked Sendable {
    private(set) var words: [String] = []
    func correction(for word: String, context: AutocorrectionContext) -> String? {
      words.append(word)
      return word == "naïf" ? "naive" : nil
    }
  }

  @Test func theWordAskedAboutIsTheWordTypedOutsideASCIITooAndIsReplaced() throws {
    var program = TestProgram()
    let hasCorrection = program.predicate(.hasCorrection)
    program.rule("autocorrect", on: .space, when: [hasCorrection], do: [.correctWord, .key])
    let autocorrector = RecordingAutocorrector()
    let field = try Field(program.build(), autocorrector: autocorrector)
    // Letters of one scalar outside ASCII, a letter with a combining mark (two scalars),
    // Cyrillic, Greek, an apostrophe inside the word and a word of CJK characters.
    let words = ["naïf", "cafe\u{301}", "дом", "λόγος", "it’s", "日本語", "Zoë"]
    for word in words {
      for character in word { field.tap(.character(character)) }
      field.tap(.space)
    }
    #expect(autocorrector.words == words)
    #expect(field.text == "naive cafe\u{301} дом λόγος it’s 日本語 Zoë ")
  }

  @Test func correctWordWithoutAnAutocorrectorDoesNothing() throws {
    var program = TestProgram()
    program.rule("autocorrect", on: .space, do: [.correctWord, .key])
    let field = try Field(program.build())
    #expect(try field.type("teh ") == ["t", "te", "teh", "teh "])
  }

  @Test func swallowDropsTheKeyAndRecordsNoEdit() throws {
    var program = TestProgram()
    program.rule("no-tabs", on: program.keys("\t"), do: [.swallow])
    let field = try Field(program.build())
    #expect(try field.type("a\tb") == ["a", "a", "ab"])
    #expect(field.engine.lastAutomaticEdit == nil)
  }

  @Test func whichActionsTakeTheKey() {
    /// Whether a rule with these actions takes the key, as the built program says.
    struct Built {
      let takesKey: Bool
    }
    func rule(_ actions: [Action]) -> Built {
      var program = TestProgram()
      _ = program.builder.add("x")
      _ = program.builder.add(try! Pattern(parsing: "x", direction: .backward) { _ in nil })
      _ = program.flag("f")
      program.rule("r", on: .space, do: actions)
      return Built(takesKey: try! program.build().code.ruleTakesKey[0])
    }
    for action in [Action.key, .insert(0), .deleteBackward(1), .deleteBefore(0), .moveCursor(1), .swallow] {
      #expect(rule([action]).takesKey, "\(action)")
    }
    // Revert and correct-word rewrite text already there; the tap still types its key.
    for action in [
      Action.setFlag(0, lifetime: 1), .clearFlag(0), .shift(true), .revert, .correctWord,
      .replaceFirst(pattern: 0, with: 0),
    ] {
      #expect(!rule([action]).takesKey, "\(action)")
    }
    #expect(rule([.shift(true), .insert(0)]).takesKey)
    #expect(!rule([]).takesKey)
  }
}
