import Testing
import TypingRules
import TypingRulesYAML

/// One engine: a tracer and the reference mode change nothing typed, and the API's revert
/// is the revert tap.
struct EvaluationModeTests {
  /// Types `taps` with a pack in production, production with a tracer, and reference mode.
  static func typeThreeWays(_ taps: String, _ pack: CompiledPack) throws -> [String] {
    var outcomes: [String] = []
    for (mode, traced) in [(EvaluationMode.production, false), (.production, true), (.reference, false)] {
      var replay = Replay(script: try TapScript(parsing: taps))
      try replay.field.set(.autocapitalization, to: "none")
      replay.mode = mode
      outcomes.append(try replay.run(with: pack.program, tracer: traced ? { _ in } : nil).result)
    }
    return outcomes
  }

  @Test("a rule on \\o fires after a symbol that is also a word character, traced or not")
  func symbolThatIsAWordCharacter() throws {
    let root = try PatchTests.folder([
      "base/pack.yaml": """
      pack: base
      rules:
        - id: mark-symbol
          summary: A space after a symbol types a "!" instead.
          on: space
          when: [before: '\\o']
          do: [{insert: "!"}]
      """
    ])
    let pack = try PackLibrary(root: root).load(locale: "xx")
    // U+24B6 CIRCLED LATIN CAPITAL LETTER A: "other symbol", and alphabetic (a word character).
    let outcomes = try Self.typeThreeWays("\u{24B6} ", pack)
    #expect(outcomes == Array(repeating: "\u{24B6}!", count: 3))
    // The same for a symbol that is no word character.
    #expect(try Self.typeThreeWays("© ", pack) == Array(repeating: "©!", count: 3))
  }

  @Test("revertLastEdit() runs the rules of the revert tap")
  func revertIsTheRevertTap() throws {
    let pack = try Fixtures.withLibrary { try $0.load(locale: "en") }
    for useAPI in [true, false] {
      let document = InMemoryDocument()
      let engine = try TypingEngine(
        program: pack.program, document: document, autocorrector: SubstitutionTable(["teh": "the"]))
      var clock = 0.0
      func type(_ taps: String) throws {
        for step in try TapScript(parsing: taps).steps {
          if case .tap(let tap) = step {
            clock += 0.2
            engine.handle(tap, at: clock)
          }
        }
      }
      try type("teh ")
      #expect(document.text == "The ")
      if useAPI {
        #expect(engine.revertLastEdit())
        #expect(!engine.revertLastEdit())
      } else {
        try type("{revert}")
      }
      #expect(document.text == "Teh ")
      // The reverted word is kept where it stands: deleting the space and typing it again
      // does not correct it (the revert tap's rule set the flag that says so).
      try type("{bs} ")
      #expect(document.text == "Teh ", "through the \(useAPI ? "API" : "tap")")
    }
  }
}
