import Synchronization
import Testing
import TypingRules

/// The engine asks a rule's conditions (and those of `all` and `any`) state reads first,
/// but never moves one across a condition that may ask the autocorrector: the autocorrector
/// is asked exactly when the written order would ask it, traced or not.
struct EvaluationOrderTests {
  /// An autocorrector that counts the questions it is asked.
  final class CountingAutocorrector: Autocorrector {
    let questions = Atomic(0)
    func correction(for word: String, context: AutocorrectionContext) -> String? {
      questions.add(1, ordering: .relaxed)
      return nil
    }
  }

  /// Types `taps` with an engine traced or not; the questions asked, and the text.
  static func run(_ program: RuleProgram, _ taps: String, traced: Bool) throws -> (
    questions: Int, text: String
  ) {
    let autocorrector = CountingAutocorrector()
    let field = try Field(program, autocorrector: autocorrector)
    if !traced { field.engine.tracer = nil }
    try field.type(taps)
    return (autocorrector.questions.load(ordering: .relaxed), field.text)
  }

  /// Rules whose conditions put a flag (never set) after a text read and the
  /// autocorrector, which the flag must not pass.
  static func program() throws -> RuleProgram {
    var program = TestProgram()
    let word = try program.before("\\w")
    let hasCorrection = program.predicate(.hasCorrection)
    let flag = program.predicate(.flag(program.flag("f")))
    // Written: the autocorrector, then the flag: asked on every space.
    program.rule("asks-first", on: .space, when: [hasCorrection, flag], do: [.swallow], continues: true)
    // Written: a text read, the flag, then the autocorrector: never asked.
    program.rule("asks-last", on: .space, when: [word, flag, hasCorrection], do: [.swallow], continues: true)
    // Inside `all` and `any`: asked on `.` after a word character.
    let nested = program.predicate(.all([word, hasCorrection, flag]))
    let either = program.predicate(.any([nested, flag]))
    program.rule("nested", on: program.keys("."), when: [either], do: [.swallow], continues: true)
    return try program.build()
  }

  @Test("the autocorrector is asked as the written order asks it, traced or not")
  func questionsFollowTheWrittenOrder() throws {
    let program = try Self.program()
    // Three spaces after words: `asks-first` asks on each; `asks-last` never.
    let spaces = try Self.run(program, "ab cd ef ", traced: false)
    #expect(spaces.questions == 3)
    #expect(try Self.run(program, "ab cd ef ", traced: true).questions == 3)
    // `.` after a word asks inside `all` (the flag after it is not moved ahead of it);
    // `.` after a period does not get that far.
    let periods = try Self.run(program, "ab.c..", traced: false)
    #expect(periods.questions == 2)
    #expect(periods.text == "ab.c..")
    #expect(try Self.run(program, "ab.c..", traced: true) == periods)
  }
}
