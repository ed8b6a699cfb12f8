import Testing

@testable import TypingRules

/// The test vocabulary (``Predicate``, ``Action``) is checked against the one source of
/// the instruction set, ``Opcode``: every opcode has exactly one word of its kind, and the
/// word lowers to it.
struct TestVocabularyTests {
  @Test("every opcode has a test word that lowers to it", arguments: Opcode.allCases)
  func wordLowersToItsOpcode(_ opcode: Opcode) throws {
    var program = TestProgram()
    let predicate = Predicate.sample(of: opcode, &program.builder)
    let action = Action.sample(of: opcode)
    if opcode.isCondition {
      let word = try #require(predicate, "no Predicate for the condition opcode \(opcode.name)")
      #expect(word.lowered(&program.builder).opcode == opcode)
      #expect(action == nil, "an Action for the condition opcode \(opcode.name)")
    } else {
      let word = try #require(action, "no Action for the action opcode \(opcode.name)")
      #expect(word.instruction.opcode == opcode)
      #expect(predicate == nil, "a Predicate for the action opcode \(opcode.name)")
    }
  }
}
