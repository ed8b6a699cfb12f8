import TypingRules

/// The conditions tests build programs from, in the shape rules read; ``TestProgram``
/// lowers each to core instructions through ``ProgramBuilder`` (the path every front end
/// takes), so tests exercise the builder and the verifier too.
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
  case canRevert
  case key(Int)
  case hasCorrection
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
    case .canRevert: Instruction(.canRevert)
    case .key(let characters): Instruction(.keyIn, characters)
    case .hasCorrection: Instruction(.hasCorrection)
    case .constant(let value): Instruction(.constant, value ? 1 : 0)
    case .not(let inner): Instruction(.not, inner)
    case .any(let parts): builder.any(parts)
    case .all(let parts): builder.all(parts)
    }
  }
}

/// The actions tests write rules with, lowered to core instructions.
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
  case correctWord
  case replaceFirst(pattern: Int, with: Int)
  case swallow

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
    case .correctWord: Instruction(.correctWord)
    case .replaceFirst(let pattern, let string): Instruction(.replaceFirst, pattern, string)
    case .swallow: Instruction(.swallow)
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
