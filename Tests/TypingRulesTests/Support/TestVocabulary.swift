import TypingRules

/// The conditions tests build programs from, in the shape rules read; ``TestProgram``
/// lowers each to core instructions through ``ProgramBuilder`` (the path every front end
/// takes), so tests exercise the builder and the verifier too.
///
/// The one source of this vocabulary is the core's ``Opcode``: ``sample(of:_:)`` switches
/// over every opcode (a new one does not compile until it has a word here), and
/// `TestVocabularyTests` checks that each word lowers to its opcode.
enum Predicate {
  case before(Int)
  case after(Int)
  case token(TokenTest)
  case field(FieldTraitKey, mask: UInt32)
  case setting(Int, SettingValue)
  case sinceWithin(EventKind, Operand)
  case sinceOver(EventKind, Operand)
  case previous(UInt32)
  case flag(Int)
  case shifted
  /// A mask of ``ShiftState`` indexes.
  case shiftState(Int)
  case canRevert
  case correctedWord
  case key(Int)
  case hasCorrection
  case text(Int)
  case constant(Bool)
  case not(Int)
  case any([Int])
  case all([Int])

  enum TokenTest {
    case shape([TokenShape])
    case matches(Int)
    case inList(Int)
    case startsList(Int)
    case empty
  }

  func lowered(_ builder: inout ProgramBuilder) -> Instruction {
    switch self {
    case .before(let pattern): Instruction(.before, pattern)
    case .after(let pattern): Instruction(.after, pattern)
    case .token(.shape(let shapes)): .tokenShape(shapes)
    case .token(.matches(let pattern)): Instruction(.tokenMatches, pattern)
    case .token(.inList(let list)): Instruction(.tokenInList, list)
    case .token(.startsList(let list)): Instruction(.tokenStartsEntry, list)
    case .token(.empty): Instruction(.tokenEmpty)
    case .field(let key, let mask): .field(key, mask: mask)
    case .setting(let index, let value): builder.setting(index, equals: value)
    case .sinceWithin(let kind, let seconds): builder.since(kind, within: seconds)
    case .sinceOver(let kind, let seconds): builder.since(kind, over: seconds)
    case .previous(let mask): Instruction(.previous, Int(mask))
    case .flag(let flag): Instruction(.flag, flag)
    case .shifted: Instruction(.shifted)
    case .shiftState(let mask): Instruction(.shiftState, mask)
    case .canRevert: Instruction(.canRevert)
    case .correctedWord: Instruction(.correctedWord)
    case .key(let characters): Instruction(.keyIn, characters)
    case .hasCorrection: Instruction(.hasCorrection)
    case .text(let pattern): Instruction(.textMatches, pattern)
    case .constant(let value): Instruction(.constant, value ? 1 : 0)
    case .not(let inner): Instruction(.not, inner)
    case .any(let parts): builder.any(parts)
    case .all(let parts): builder.all(parts)
    }
  }
}

/// The actions tests write rules with, lowered to core instructions; like ``Predicate``,
/// one word per action ``Opcode`` (``sample(of:)``).
enum Action {
  case key
  case insert(Int)
  case deleteBackward(Int)
  case deleteBefore(Int)
  case moveCursor(Int)
  case setFlag(Int, lifetime: Int)
  case clearFlag(Int)
  case shift(Bool)
  case revert
  case restoreWord
  case correctWord
  case replaceFirst(pattern: Int, with: Int)
  case swallow
  case userShift(UserShift)

  var instruction: Instruction {
    switch self {
    case .key: Instruction(.typeKey)
    case .insert(let string): Instruction(.insert, string)
    case .deleteBackward(let count): Instruction(.deleteBackward, count)
    case .deleteBefore(let pattern): Instruction(.deleteBefore, pattern)
    case .moveCursor(let offset): Instruction(.moveCursor, offset)
    case .setFlag(let flag, let lifetime): Instruction(.setFlag, flag, lifetime)
    case .clearFlag(let flag): Instruction(.clearFlag, flag)
    case .shift(let shifted): Instruction(.shift, shifted ? 1 : 0)
    case .revert: Instruction(.revert)
    case .restoreWord: Instruction(.restoreWord)
    case .correctWord: Instruction(.correctWord)
    case .replaceFirst(let pattern, let string): Instruction(.replaceFirst, pattern, string)
    case .swallow: Instruction(.swallow)
    case .userShift(let choice): Instruction(.userShift, Int(choice.rawValue))
    }
  }
}

extension Predicate {
  /// The word of the vocabulary for a condition opcode, with placeholder operands; `nil`
  /// for an action. Exhaustive: an opcode the core adds does not compile until it has one.
  static func sample(of opcode: Opcode, _ builder: inout ProgramBuilder) -> Predicate? {
    switch opcode {
    case .before: .before(0)
    case .after: .after(0)
    case .tokenShape: .token(.shape([.url]))
    case .tokenMatches: .token(.matches(0))
    case .tokenInList: .token(.inList(0))
    case .tokenStartsEntry: .token(.startsList(0))
    case .tokenEmpty: .token(.empty)
    case .field: .field(.keyboard, mask: 1)
    case .setting: .setting(0, .bool(true))
    case .sinceWithin: .sinceWithin(.space, .constant(1))
    case .sinceOver: .sinceOver(.space, .constant(1))
    case .previous: .previous(1)
    case .flag: .flag(0)
    case .shifted: .shifted
    case .shiftState: .shiftState(1)
    case .canRevert: .canRevert
    case .correctedWord: .correctedWord
    case .keyIn: .key(0)
    case .hasCorrection: .hasCorrection
    case .textMatches: .text(0)
    case .constant: .constant(true)
    case .not: .not(0)
    case .any: .any([0])
    case .all: .all([0])
    case .typeKey, .insert, .deleteBackward, .deleteBefore, .moveCursor, .setFlag, .clearFlag, .shift,
      .revert, .restoreWord, .correctWord, .replaceFirst, .swallow, .userShift:
      nil
    }
  }
}

extension Action {
  /// The word of the vocabulary for an action opcode, with placeholder operands; `nil` for
  /// a condition. Exhaustive: an opcode the core adds does not compile until it has one.
  static func sample(of opcode: Opcode) -> Action? {
    switch opcode {
    case .typeKey: .key
    case .insert: .insert(0)
    case .deleteBackward: .deleteBackward(1)
    case .deleteBefore: .deleteBefore(0)
    case .moveCursor: .moveCursor(1)
    case .setFlag: .setFlag(0, lifetime: 0)
    case .clearFlag: .clearFlag(0)
    case .shift: .shift(true)
    case .revert: .revert
    case .restoreWord: .restoreWord
    case .correctWord: .correctWord
    case .replaceFirst: .replaceFirst(pattern: 0, with: 0)
    case .swallow: .swallow
    case .userShift: .userShift(.on)
    case .before, .after, .tokenShape, .tokenMatches, .tokenInList, .tokenStartsEntry, .tokenEmpty, .field,
      .setting, .sinceWithin, .sinceOver, .previous, .flag, .shifted, .shiftState, .canRevert, .keyIn,
      .hasCorrection, .correctedWord, .textMatches, .constant, .not, .any, .all:
      nil
    }
  }
}

extension ProgramBuilder {
  /// Interns a test condition.
  mutating func add(_ predicate: Predicate, source: String) -> Int {
    add(predicate.lowered(&self), source: source)
  }
}

extension Rule {
  /// A rule with test actions.
  init(
    id: String, summary: String, trigger: Trigger, conditions: [Int], escapes: [Int], actions: [Action],
    continues: Bool, location: SourceLocation?
  ) {
    self.init(
      id: id, summary: summary, trigger: trigger, conditions: conditions, escapes: escapes,
      actions: actions.map(\.instruction), continues: continues, location: location)
  }
}
