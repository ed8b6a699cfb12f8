import Testing

@testable import TypingRules

/// Every program passes the verifier before an engine accepts it: a hand-built program
/// that breaks a rule of the instruction set is a typed error, and so is a compiled file
/// whose tables were altered (with a checksum that still matches), never a crash.
struct ProgramVerifierTests {
  /// A builder with one of each pool entry, so that index 0 is valid everywhere.
  static func builder() -> (ProgramBuilder, pattern: Int, string: Int, flag: Int, trigger: Int) {
    var builder = ProgramBuilder(locale: LocaleData(tag: "xx"))
    let pattern = builder.add(try! Pattern(parsing: "a", direction: .backward) { _ in nil })
    let string = builder.add("x")
    let flag = builder.flag(named: "f")
    let trigger = builder.add(CharacterClass("a"))
    return (builder, pattern, string, flag, trigger)
  }

  static func rule(_ trigger: Rule.Trigger, when conditions: [Int] = [], do actions: [Instruction]) -> Rule {
    Rule(
      id: "r", summary: "", trigger: trigger, conditions: conditions, escapes: [], actions: actions,
      continues: false, location: nil)
  }

  @Test func aValidProgramBuilds() throws {
    var (builder, pattern, string, flag, trigger) = Self.builder()
    let before = builder.add(Instruction(.before, pattern), source: "before")
    let not = builder.add(Instruction(.not, before), source: "not")
    let any = builder.add(builder.any([before, not]), source: "any")
    builder.append(
      Self.rule(
        .character(trigger), when: [any],
        do: [Instruction(.insert, string), Instruction(.setFlag, flag, 3), Instruction(.moveCursor, -64)]))
    builder.append(Self.rule(.event(.afterTap), do: [Instruction(.shift, 1), Instruction(.clearFlag, flag)]))
    let program = try builder.build()
    #expect(program.ruleCount == 2)
  }

  @Test func anActionAmongConditionsIsRejected() {
    var (builder, _, string, _, _) = Self.builder()
    let wrong = builder.add(Instruction(.insert, string), source: "insert")
    builder.append(Self.rule(.event(.space), when: [wrong], do: [Instruction(.swallow)]))
    #expect(throws: ProgramError.wrongRole(.condition(0), opcode: "insert")) { try builder.build() }
  }

  @Test func aConditionAmongActionsIsRejected() {
    var (builder, _, _, _, _) = Self.builder()
    builder.append(Self.rule(.event(.space), do: [Instruction(.shifted)]))
    #expect(throws: ProgramError.wrongRole(.action(0), opcode: "shifted")) { try builder.build() }
  }

  @Test(
    "an operand outside its pool or range is rejected",
    arguments: [
      Instruction(.before, 1), Instruction(.tokenInList, 0), Instruction(.flag, 7), Instruction(.keyIn, -1),
      Instruction(.field, 0, 1 << 20), Instruction(.previous, 1 << 12), Instruction(.tokenShape, 1 << 6),
      Instruction(.constant, 2), Instruction(.setting, 0, 0), Instruction(.sinceWithin, 9, 0),
      Instruction(.shifted, 1),
    ])
  func operandOutOfRange(_ condition: Instruction) {
    var (builder, _, _, _, _) = Self.builder()
    let index = builder.add(condition, source: "bad")
    builder.append(Self.rule(.event(.space), when: [index], do: [Instruction(.swallow)]))
    #expect(throws: ProgramError.self) { try builder.build() }
  }

  @Test(
    "an action operand outside its range is rejected",
    arguments: [
      Instruction(.insert, 3), Instruction(.deleteBackward, 0), Instruction(.deleteBackward, 65),
      Instruction(.moveCursor, 65), Instruction(.setFlag, 0, 1001), Instruction(.shift, 2),
    ])
  func actionOperandOutOfRange(_ action: Instruction) {
    var (builder, _, _, _, _) = Self.builder()
    builder.append(Self.rule(.event(.space), do: [action]))
    #expect(throws: ProgramError.self) { try builder.build() }
  }

  @Test func aConditionCannotReferToItselfOrLater() {
    var (builder, _, _, _, _) = Self.builder()
    let selfReference = builder.add(Instruction(.not, 0), source: "not")
    builder.append(Self.rule(.event(.space), when: [selfReference], do: [Instruction(.swallow)]))
    #expect(throws: ProgramError.forwardReference(.condition(0), to: 0)) { try builder.build() }

    var (other, _, _, _, _) = Self.builder()
    let later = other.add(other.any([1]), source: "any")
    _ = other.add(Instruction(.shifted), source: "shifted")
    other.append(Self.rule(.event(.space), when: [later], do: [Instruction(.swallow)]))
    #expect(throws: ProgramError.forwardReference(.condition(0), to: 1)) { try other.build() }
  }

  @Test func afterTapRulesChangeOnlyState() {
    var (builder, _, string, _, _) = Self.builder()
    builder.append(Self.rule(.event(.afterTap), do: [Instruction(.insert, string)]))
    #expect(throws: ProgramError.editAfterTap(rule: 0, opcode: "insert")) { try builder.build() }
  }

  @Test func aRuleOutsideThePoolsIsRejected() {
    var (builder, _, _, _, _) = Self.builder()
    builder.append(Self.rule(.event(.space), when: [5], do: [Instruction(.swallow)]))
    #expect(throws: ProgramError.self) { try builder.build() }
    var (other, _, _, _, _) = Self.builder()
    other.append(Self.rule(.character(9), do: [Instruction(.swallow)]))
    #expect(throws: ProgramError.self) { try other.build() }
    var (third, _, _, _, _) = Self.builder()
    third.append(Self.rule(.event(.character), do: [Instruction(.swallow)]))
    #expect(throws: ProgramError.self) { try third.build() }
  }

  @Test func aTimingCannotReadASwitch() {
    var (builder, _, _, _, _) = Self.builder()
    let index = builder.declareSetting(SettingDefinition(name: "on", defaultValue: .bool(true), summary: ""))
    let since = builder.add(builder.since(.space, within: .setting(index)), source: "since")
    builder.append(Self.rule(.event(.space), when: [since], do: [Instruction(.swallow)]))
    #expect(throws: ProgramError.self) { try builder.build() }
  }

  /// Every instruction of a shipped-like program, each operand altered in turn, either
  /// still verifies (and then runs) or is rejected with a ``ProgramError``.
  @Test func alteredTablesAreRejectedOrRun() throws {
    let program = try CompiledRules(bytes: CompiledRulesTests.sampleBytes()).packs[0].program
    let tables = program.code
    for index in tables.conditions.indices {
      for value in [-1, 1, 2, 1000, Int(Int32.max)] {
        var altered = tables
        let old = altered.conditions[index]
        altered.conditions[index] = Instruction(old.opcode, value, Int(old.b))
        if let loaded = try? RuleProgram(tables: altered) {
          let document = InMemoryDocument(before: "a", after: "")
          let engine = try TypingEngine(program: loaded, document: document)
          engine.handle(.character("'"), at: 1)
        }
      }
    }
    for index in tables.actions.indices {
      for value in [-100, -1, 1, 2, 65, 1000] {
        var altered = tables
        let old = altered.actions[index]
        altered.actions[index] = Instruction(old.opcode, value, Int(old.b))
        if let loaded = try? RuleProgram(tables: altered) {
          let engine = try TypingEngine(program: loaded, document: InMemoryDocument(before: "a", after: ""))
          engine.handle(.character("'"), at: 1)
        }
      }
    }
  }

  /// Bytes altered inside a pack's payload, with the checksum fixed up so the change reaches
  /// the decoder and the verifier: every load is a program or a ``CompiledFormError``.
  @Test func mutatedCompiledFilesAreRejectedOrLoad() throws {
    let bytes = CompiledRulesTests.sampleBytes()
    let (start, end) = try #require(CompiledRulesTests.payload(of: bytes), "the payload was not found")
    var rejected = 0
    for index in start..<end {
      for flip: UInt8 in [0x01, 0x02, 0x40, 0x7F] {
        var corrupt = bytes
        corrupt[index] ^= flip
        CompiledRulesTests.fixChecksum(of: &corrupt, payload: start..<end)
        do {
          let loaded = try CompiledRules(bytes: corrupt)
          for pack in loaded.packs {
            let engine = try TypingEngine(
              program: pack.program, document: InMemoryDocument(before: "a", after: ""))
            for tap in [Tap.character("'"), .space, .backspace, .character("a")] { engine.handle(tap, at: 1) }
          }
        } catch is CompiledFormError {
          rejected += 1
        }
      }
    }
    #expect(rejected > 0)
  }
}
