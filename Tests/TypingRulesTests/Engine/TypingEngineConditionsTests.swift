import Testing
import TypingRules

/// Each kind of condition, evaluated by the engine. Every program here has one rule,
/// `hit`, on the space key, that types `!` instead of the space when its conditions hold.
struct TypingEngineConditionsTests {
  /// Types `text` then a space into a field, and says whether `hit` fired.
  static func fires(
    _ condition: (inout TestProgram) throws -> Int, before: String = "", after: String = "",
    field traits: FieldTraits = FieldTraits(), settings: KeyboardSettings = KeyboardSettings(),
    autocorrector: (any Autocorrector)? = nil
  ) throws -> Bool {
    var program = TestProgram()
    let index = try condition(&program)
    program.rule("hit", on: .space, when: [index], do: [program.insert("!")])
    let field = try Field(
      program.build(), before: before, after: after, field: traits, settings: settings,
      autocorrector: autocorrector)
    field.tap(.space)
    let fired = field.fired == ["hit"]
    #expect(field.document.textBeforeCursor == before + (fired ? "!" : " "))
    return fired
  }

  @Test func beforeAndAfterPatterns() throws {
    #expect(try Self.fires({ try $0.before("\\w") }, before: "a"))
    #expect(try !Self.fires({ try $0.before("\\w") }, before: "a."))
    #expect(try Self.fires({ try $0.after("\\w") }, after: "a"))
    #expect(try !Self.fires({ try $0.after("\\w") }, after: " a"))
  }

  @Test func beforeReadsOnlyWhatTheDocumentReportsWithAContextLimit() throws {
    var program = TestProgram()
    let atStart = try program.before("^\\w+")
    program.rule("hit", on: .space, when: [atStart], do: [program.insert("!")])
    let limited = try Field(program.build(), before: "one two", contextLimit: 3)
    limited.tap(.space)
    #expect(limited.text == "one two!")
    let whole = try Field(program.build(), before: "one two")
    whole.tap(.space)
    #expect(whole.text == "one two ")
  }

  @Test func anAfterPatternSeesTheEndOfTheField() throws {
    #expect(try Self.fires({ try $0.after("\\s*$") }, after: "  "))
    #expect(try !Self.fires({ try $0.after("\\s*$") }, after: "  x"))
  }

  @Test(
    "field traits",
    arguments: [
      (FieldTraitKey.keyboard, "url", true), (.keyboard, "email", true), (.keyboard, "default", false),
      (.autocapitalization, "none", false), (.secure, "true", true), (.secure, "false", false),
      (.content, "code", true), (.multiline, "false", true), (.multiline, "true", false),
    ])
  func fieldTrait(key: FieldTraitKey, value: String, fires: Bool) throws {
    var traits = FieldTraits()
    try traits.set(key, to: value)
    let mask: (FieldTraitKey, [String]) -> UInt32 = { key, values in
      values.reduce(0) { $0 | 1 << UInt32(key.values.firstIndex(of: $1)!) }
    }
    let watched: [FieldTraitKey: [String]] = [
      .keyboard: ["url", "email"], .autocapitalization: ["words"], .secure: ["true"], .content: ["code"],
      .multiline: ["false"],
    ]
    let condition = Predicate.field(key, mask: mask(key, watched[key]!))
    #expect(try Self.fires({ $0.predicate(condition) }, field: traits) == fires)
  }

  @Test func settings() throws {
    let index = try #require(RuleProgram.standard().settingIndex(named: "period-shortcut"))
    let off = Predicate.setting(index, .bool(false))
    #expect(try !Self.fires({ $0.predicate(off) }))
    #expect(
      try Self.fires({ $0.predicate(off) }, settings: KeyboardSettings(["period-shortcut": .bool(false)])))
    let threshold = try #require(RuleProgram.standard().settingIndex(named: "end-sentence-threshold"))
    let three = Predicate.setting(threshold, .number(3))
    #expect(try Self.fires({ $0.predicate(three) }))
    #expect(
      try !Self.fires(
        { $0.predicate(three) }, settings: KeyboardSettings(["end-sentence-threshold": .number(2)])))
  }

  @Test(
    "token shapes",
    arguments: [
      ("see www.example.com", true), ("mail me@x.is", true), ("visit example.com", true),
      ("(https://x.org", true), ("hello", false), ("it is 3.14", false), ("e-mail @", false),
    ])
  func tokenShape(before: String, fires: Bool) throws {
    let condition = Predicate.token(.shape([.url, .email, .domain]))
    #expect(try Self.fires({ $0.predicate(condition) }, before: before) == fires)
  }

  @Test func theTokenSkipsSpacesBeforeTheCursorButNotNewlines() throws {
    let condition = Predicate.token(.shape([.number]))
    #expect(try Self.fires({ $0.predicate(condition) }, before: "pay 21.  "))
    #expect(try !Self.fires({ $0.predicate(condition) }, before: "pay 21.\n"))
  }

  @Test func theTokenLeavesOutOpeningBracketsAndQuotes() throws {
    let condition = Predicate.token(.shape([.number]))
    #expect(try Self.fires({ $0.predicate(condition) }, before: "(«\"42"))
  }

  @Test(
    "a token in a word list, as written or with a capital first letter",
    arguments: [
      ("see e.g.", true), ("E.g.", true), ("see E.G.", false), ("Dr.", true), ("dr.", false),
      ("see eg.", false),
      ("", false),
    ])
  func tokenInList(before: String, fires: Bool) throws {
    #expect(
      try Self.fires(
        { program in program.predicate(.token(.inList(program.builder.addList(["e.g.", "Dr."])))) },
        before: before) == fires)
  }

  @Test(
    "an entry with spaces matches the token with the runs before it",
    arguments: [
      ("das ist z. B. ", true), ("(z. B.", true), ("Z. B.", true), ("das z.B.", true), ("z.\u{202F}B.", true),
      ("Plan B.", false), ("B.", false), ("z.\nB.", false), ("sagt i. d. R.", true), ("d. R.", false),
      ("z.  B. ", true),
    ])
  func tokenInListAcrossSpaces(before: String, fires: Bool) throws {
    #expect(
      try Self.fires(
        { program in program.predicate(.token(.inList(program.builder.addList(["z. B.", "i. d. R."])))) },
        before: before) == fires, "\(before)")
  }

  @Test(
    "the start of an entry with spaces, as written",
    arguments: [
      ("das heißt d. ", true), ("(d.", true), ("sagt i. d. ", true), ("sagt i. ", true), ("D. ", false),
      ("d. h. ", false), ("Plan d.", true), ("z.", false), ("", false),
    ])
  func tokenStartsList(before: String, fires: Bool) throws {
    #expect(
      try Self.fires(
        { program in program.predicate(.token(.startsList(program.builder.addList(["d. h.", "i. d. R."])))) },
        before: before) == fires, "\(before)")
  }

  @Test func aTokenMatchedWholeByAPattern() throws {
    func matches(_ program: inout TestProgram) throws -> Int {
      let pattern = try Pattern(parsing: "\\u\\l+", direction: .forward, localeSet: { _ in nil })
      return program.predicate(.token(.matches(program.builder.add(pattern))))
    }
    #expect(try Self.fires(matches, before: "say Hello"))
    #expect(try !Self.fires(matches, before: "say Hello1"))
    #expect(try !Self.fires(matches, before: "say hello"))
  }

  @Test func anEmptyToken() throws {
    #expect(try Self.fires({ $0.predicate(.token(.empty)) }))
    #expect(try Self.fires({ $0.predicate(.token(.empty)) }, before: "word\n "))
    #expect(try !Self.fires({ $0.predicate(.token(.empty)) }, before: "word "))
  }

  @Test func keyConditionsTestTheKeyBeingHandled() throws {
    var program = TestProgram()
    let digit = program.predicate(.key(program.builder.add(CharacterClass(named: .digit))))
    program.rule(
      "digit", on: program.keys(CharacterClass(named: .any)), when: [digit], do: [program.insert("#")])
    let notDigit = program.predicate(.not(digit))
    program.rule("space", on: .space, when: [notDigit], do: [program.insert("_")])
    let field = try Field(program.build())
    #expect(try field.type("a1٣ ") == ["a", "a#", "a##", "a##_"])
  }

  @Test func hasCorrectionAsksTheAutocorrector() throws {
    let table = SubstitutionTable(["teh": "the"])
    let condition = Predicate.hasCorrection
    #expect(try Self.fires({ $0.predicate(condition) }, before: "teh", autocorrector: table))
    #expect(try Self.fires({ $0.predicate(condition) }, before: "so TEH", autocorrector: table))
    #expect(try !Self.fires({ $0.predicate(condition) }, before: "the", autocorrector: table))
    #expect(try !Self.fires({ $0.predicate(condition) }, before: "teh "))
    #expect(try !Self.fires({ $0.predicate(condition) }, before: "teh.", autocorrector: table))
    // A correction that only differs in case is no correction.
    #expect(
      try !Self.fires(
        { $0.predicate(condition) }, before: "Teh", autocorrector: SubstitutionTable(["teh": "teh"])))
  }

  @Test func theAutocorrectorIsToldTheTextBeforeAndTheLocale() throws {
    final class Recorder: Autocorrector, @unchecked Sendable {
      var asked: [(String, String, String)] = []
      func correction(for word: String, context: AutocorrectionContext) -> String? {
        asked.append((word, String(context.textBefore), context.locale))
        return nil
      }
    }
    let recorder = Recorder()
    #expect(try !Self.fires({ $0.predicate(.hasCorrection) }, before: "I saw teh", autocorrector: recorder))
    #expect(recorder.asked.count == 1)
    #expect(recorder.asked.first?.0 == "teh")
    #expect(recorder.asked.first?.1 == "I saw ")
    #expect(recorder.asked.first?.2 == "test")
  }

  @Test func anAutocorrectorThatReadsOnlyTheWordIsGivenNoTextBefore() throws {
    final class WordOnly: Autocorrector, @unchecked Sendable {
      var asked: [(String, String)] = []
      var readsTextBefore: Bool { false }
      func correction(for word: String, context: AutocorrectionContext) -> String? {
        asked.append((word, String(context.textBefore)))
        return word == "teh" ? "the" : nil
      }
    }
    let recorder = WordOnly()
    #expect(try Self.fires({ $0.predicate(.hasCorrection) }, before: "I saw teh", autocorrector: recorder))
    #expect(recorder.asked.count == 1)
    #expect(recorder.asked.first?.0 == "teh")
    #expect(recorder.asked.first?.1 == "")
  }

  @Test func notAnyAndAll() throws {
    func build(_ make: @escaping (inout TestProgram, Int, Int) -> Predicate) -> (inout TestProgram) throws ->
      Int
    {
      { program in
        let a = try program.before("a")
        let b = try program.after("b")
        return program.predicate(make(&program, a, b))
      }
    }
    let not = build { _, a, _ in .not(a) }
    let any = build { _, a, b in .any([a, b]) }
    let all = build { _, a, b in .all([a, b]) }
    #expect(try Self.fires(not, before: "x"))
    #expect(try !Self.fires(not, before: "a"))
    #expect(try Self.fires(any, before: "a"))
    #expect(try Self.fires(any, after: "b"))
    #expect(try !Self.fires(any, before: "x", after: "x"))
    #expect(try Self.fires(all, before: "a", after: "b"))
    #expect(try !Self.fires(all, before: "a", after: "x"))
    #expect(try !Self.fires(all, before: "x", after: "b"))
    #expect(try !Self.fires({ $0.predicate(.any([])) }))
    #expect(try Self.fires({ $0.predicate(.all([])) }))
  }

  @Test func canRevertHoldsWhileThereIsAnAutomaticEdit() throws {
    var program = TestProgram()
    let hasCorrection = program.predicate(.hasCorrection)
    program.rule("autocorrect", on: .space, when: [hasCorrection], do: [.correctWord, .key])
    let canRevert = program.predicate(.canRevert)
    program.rule("undo", on: .backspace, when: [canRevert], do: [.revert, .swallow])
    let field = try Field(program.build(), autocorrector: SubstitutionTable(["teh": "the"]))
    #expect(try field.type("teh {bs}{bs}") == ["t", "te", "teh", "the ", "teh ", "teh"])
    #expect(field.fired == ["autocorrect", "undo"])
  }

  /// `token: {starts: LIST}`: the token, with the runs before it, is the start of an entry
  /// with spaces (`z.` and `i. d.` of `z. B.` and `i. d. R.`), as written.
  @Test func tokenStartsAnEntryWithSpaces() throws {
    func starts(_ before: String) throws -> Bool {
      var program = TestProgram()
      let list = program.builder.addList(["z. B.", "i. d. R.", "usw."])
      let condition = program.builder.add(
        Instruction(.tokenStartsEntry, list), source: "token: {starts: ...}")
      program.rule("mark", on: .space, when: [condition], do: [program.insert("#")])
      let field = try Field(program.build(), before: before)
      field.tap(.space)
      return field.text.hasSuffix("#")
    }
    #expect(try starts("siehe z."))
    #expect(try starts("(z."))
    #expect(try starts("gilt i. d."))
    #expect(try !starts("siehe z. B."))
    #expect(try !starts("usw."))
    #expect(try !starts("Z."))
    #expect(try !starts("siehe"))
  }
}
