/// Every condition and action of the VM, each described once, in this file, by exhaustive
/// switches: its operand layout (``layout``), whether it reads only state
/// (``readsOnlyState``), is fixed per field (``isFixedPerField``), may ask the
/// autocorrector (``asksAutocorrector``), what it tells a rule's guard
/// (``guardContribution``) and its spelling in the compiled form (``name``). Its
/// evaluation is the engine's (`EngineCore+Evaluation.swift`), its encoding and
/// verification are derived from the layout (`TableCoder`, `ProgramVerifier`).
///
/// Adding a primitive: add a case; the compiler then asks for every decision above and for
/// its evaluation. The front end lowers YAML to it through one entry of its primitive
/// table.
///
/// The case order is not part of the compiled form: files name opcodes by ``name``.
package enum Opcode: UInt8, CaseIterable, Sendable {
  // MARK: Conditions

  /// `a`: pattern. The pattern matches the text ending at the cursor.
  case before
  /// `a`: pattern. The pattern matches the text starting at the cursor.
  case after
  /// `a`: token shape mask (bit i is `TokenShape.allCases[i]`). The token has one of them.
  case tokenShape
  /// `a`: pattern. The pattern matches the whole token.
  case tokenMatches
  /// `a`: word list. The token (with the runs before it, for an entry with spaces) is an
  /// entry of the list (see `WordList`).
  case tokenInList
  /// `a`: word list. The token (with the runs before it) is the start of an entry with
  /// spaces (`z.` of `z. B.`), as written.
  case tokenStartsEntry
  /// The token is empty.
  case tokenEmpty
  /// `a`: field trait, `b`: mask of its value indexes. The trait has one of the values.
  case field
  /// `a`: setting, `b`: number (a switch is 0 or 1). The setting equals the value.
  case setting
  /// `a`: event kind, `b`: seconds. The last event of the kind was at most that long ago.
  case sinceWithin
  /// `a`: event kind, `b`: seconds. The last event of the kind was longer ago, or never.
  case sinceOver
  /// `a`: event kind mask. The previous event was of one of the kinds.
  case previous
  /// `a`: flag. The flag is set.
  case flag
  /// The keyboard is shifted (before the tap's own effect).
  case shifted
  /// `a`: mask of ``ShiftState`` indexes. The shift key's state is one of them.
  case shiftState
  /// There is an automatic edit the revert can undo.
  case canRevert
  /// `a`: character class. The key being handled types a character of the class.
  case keyIn
  /// The autocorrector has a correction for the word at the cursor.
  case hasCorrection
  /// The word at the cursor is one the rules corrected in this field, and the text before
  /// it is what preceded the correction (`correctedWord`).
  case correctedWord
  /// `a`: pattern. The pattern matches the whole text the tap types at once: a text key's
  /// text (`{text S}`) or an accepted suggestion.
  case textMatches
  /// `a`: 0 or 1. A value decided when the program was compiled.
  case constant
  /// `a`: an earlier condition. It does not hold.
  case not
  /// `a`, `b`: start and count of earlier conditions in the operand pool. One holds.
  case any
  /// `a`, `b`: start and count of earlier conditions in the operand pool. All hold.
  case all

  // MARK: Actions

  /// The tap's plain effect, here.
  case typeKey
  /// `a`: string. Insert it.
  case insert
  /// `a`: count. Delete that many characters before the cursor.
  case deleteBackward
  /// `a`: pattern. Delete what it matches before the cursor.
  case deleteBefore
  /// `a`: signed offset. Move the cursor.
  case moveCursor
  /// `a`: flag, `b`: lifetime in events (0: until cleared). Set the flag.
  case setFlag
  /// `a`: flag. Clear the flag.
  case clearFlag
  /// `a`: 0 or 1. Set the shift state.
  case shift
  /// Undo the last automatic edit.
  case revert
  /// Puts back the typed spelling of the corrected word at the cursor (`restoreWord`).
  case restoreWord
  /// Replace the word at the cursor with the autocorrector's correction, cased by policy.
  case correctWord
  /// `a`: pattern, `b`: string. Where the pattern matches before the cursor, replace the
  /// match's first character with the string and keep the rest (`‘tis` -> `’tis`).
  case replaceFirst
  /// Drop the key: no plain effect.
  case swallow
  /// `a`: a ``UserShift``. Set what the user chose with the shift key.
  case userShift

  /// What an operand slot holds; the verifier checks it, the compiled form writes it as an
  /// integer.
  package enum OperandKind: Sendable, Equatable {
    /// Unused: must be 0.
    case none
    /// An index into the pattern pool.
    case pattern
    /// An index into the character-class pool.
    case characterClass
    /// An index into the word-list pool.
    case list
    /// An index into the string pool.
    case string
    /// An engine flag, by index.
    case flag
    /// A setting, by index.
    case setting
    /// An index into the number pool.
    case number
    /// Seconds: `>= 0` an index into the number pool, `< 0` the setting `-1 - value`.
    case seconds
    /// An event kind, by its index.
    case eventKind
    /// A mask of event kinds (bit i: the kind with index i).
    case eventMask
    /// A field trait, by index.
    case fieldTrait
    /// A mask of the values of the field trait in `a`.
    case fieldMask
    /// A mask of token shapes (bit i: `TokenShape.allCases[i]`).
    case tokenShapeMask
    /// 0 or 1.
    case bool
    /// An integer in a range of ``ProgramLimits``.
    case integer(ClosedRange<Int32>)
    /// A condition earlier in the pool (no cycles).
    case condition
    /// Start of a run of earlier conditions in the operand pool; `b` is its count.
    case conditionSpan
    /// The count of the run `a` starts.
    case spanCount
  }

  /// What an instruction is: a test, or an action with its effect on the tap.
  package enum Role: Sendable, Equatable {
    /// A test: it holds or not.
    case condition
    /// `takesKey`: it stands in for the tap's plain effect when its rule fires.
    /// `stateOnly`: it changes only engine state (allowed in `after-tap` rules).
    case action(takesKey: Bool, stateOnly: Bool)
  }

  /// The opcode's role and the kinds of its two operands.
  package var layout: (role: Role, a: OperandKind, b: OperandKind) {
    let edit = Role.action(takesKey: true, stateOnly: false)
    let rewrite = Role.action(takesKey: false, stateOnly: false)
    let state = Role.action(takesKey: false, stateOnly: true)
    switch self {
    case .before, .after, .tokenMatches, .textMatches: return (.condition, .pattern, .none)
    case .tokenShape: return (.condition, .tokenShapeMask, .none)
    case .tokenInList, .tokenStartsEntry: return (.condition, .list, .none)
    case .tokenEmpty, .shifted, .canRevert, .hasCorrection, .correctedWord: return (.condition, .none, .none)
    case .shiftState: return (.condition, .integer(1...15), .none)
    case .field: return (.condition, .fieldTrait, .fieldMask)
    case .setting: return (.condition, .setting, .number)
    case .sinceWithin, .sinceOver: return (.condition, .eventKind, .seconds)
    case .previous: return (.condition, .eventMask, .none)
    case .flag: return (.condition, .flag, .none)
    case .keyIn: return (.condition, .characterClass, .none)
    case .constant: return (.condition, .bool, .none)
    case .not: return (.condition, .condition, .none)
    case .any, .all: return (.condition, .conditionSpan, .spanCount)
    case .typeKey, .swallow: return (edit, .none, .none)
    case .insert: return (edit, .string, .none)
    case .deleteBackward: return (edit, .integer(1...ProgramLimits.maxDelete), .none)
    case .deleteBefore: return (edit, .pattern, .none)
    case .moveCursor: return (edit, .integer(-ProgramLimits.maxMove...ProgramLimits.maxMove), .none)
    case .setFlag: return (state, .flag, .integer(0...ProgramLimits.maxFlagLifetime))
    case .clearFlag: return (state, .flag, .none)
    case .shift: return (state, .bool, .none)
    case .userShift: return (state, .integer(0...3), .none)
    case .revert, .correctWord, .restoreWord: return (rewrite, .none, .none)
    case .replaceFirst: return (rewrite, .pattern, .string)
    }
  }

  /// Whether the opcode is a condition.
  package var isCondition: Bool { layout.role == .condition }

  /// Whether the condition reads only engine state, the field, the settings or the key
  /// (no text, token or autocorrector): a few loads and compares. Such conditions are
  /// asked first (see `ProgramTables+EvaluationOrder.swift`); `not`, `any` and `all` are
  /// such when what they hold is (`ProgramTables.readsOnlyState(_:)`), so they answer
  /// `false` here.
  package var readsOnlyState: Bool {
    switch self {
    case .constant, .field, .setting, .sinceWithin, .sinceOver, .previous, .flag, .shifted, .shiftState,
      .canRevert,
      .keyIn:
      return true
    case .before, .after, .textMatches, .tokenShape, .tokenMatches, .tokenInList, .tokenStartsEntry,
      .tokenEmpty,
      .hasCorrection, .correctedWord, .not, .any, .all:
      return false
    case .typeKey, .insert, .deleteBackward, .deleteBefore, .moveCursor, .setFlag, .clearFlag, .shift,
      .revert, .restoreWord, .correctWord, .replaceFirst, .swallow, .userShift:
      return false
    }
  }

  /// Whether the condition's value is decided by the field's traits, the settings and
  /// constants alone: decided once per field and settings (`SpecializedRules`); `not`,
  /// `any` and `all` are when what they hold is (`ProgramTables.isFixed(_:)`).
  package var isFixedPerField: Bool {
    switch self {
    case .field, .setting, .constant: true
    case .before, .after, .tokenShape, .tokenMatches, .tokenInList, .tokenStartsEntry, .tokenEmpty,
      .sinceWithin, .sinceOver, .previous, .flag, .shifted, .shiftState, .canRevert, .keyIn, .hasCorrection,
      .correctedWord, .textMatches,
      .not, .any, .all:
      false
    case .typeKey, .insert, .deleteBackward, .deleteBefore, .moveCursor, .setFlag, .clearFlag, .shift,
      .revert, .restoreWord, .correctWord, .replaceFirst, .swallow, .userShift:
      false
    }
  }

  /// Whether evaluating the condition may ask the autocorrector: no shortcut may skip a
  /// question the plain evaluation would ask, so guards and specialization stop before it.
  package var asksAutocorrector: Bool {
    switch self {
    case .hasCorrection: true
    case .before, .after, .tokenShape, .tokenMatches, .tokenInList, .tokenStartsEntry, .tokenEmpty, .field,
      .setting, .sinceWithin, .sinceOver, .previous, .flag, .shifted, .shiftState, .canRevert, .keyIn,
      .correctedWord, .textMatches,
      .constant, .not, .any, .all:
      false
    case .typeKey, .insert, .deleteBackward, .deleteBefore, .moveCursor, .setFlag, .clearFlag, .shift,
      .revert, .restoreWord, .correctWord, .replaceFirst, .swallow, .userShift:
      false
    }
  }

  /// What a condition tells a rule's guard (`ProgramTables+Guards.swift`) about the two
  /// characters before the cursor.
  package enum GuardContribution: Sendable {
    /// Nothing: any characters.
    case none
    /// The characters its pattern (`a`) allows there.
    case pattern
    /// The union of what its parts allow (`any`).
    case union
    /// The intersection of what its parts allow (`all`).
    case intersection
  }

  /// What the condition tells a rule's guard.
  package var guardContribution: GuardContribution {
    switch self {
    case .before: .pattern
    case .any: .union
    case .all: .intersection
    // `not` could only narrow by the complement of an over-estimate: nothing.
    case .after, .tokenShape, .tokenMatches, .tokenInList, .tokenStartsEntry, .tokenEmpty, .field, .setting,
      .sinceWithin, .sinceOver, .previous, .flag, .shifted, .shiftState, .canRevert, .keyIn, .hasCorrection,
      .correctedWord, .textMatches,
      .constant, .not:
      .none
    case .typeKey, .insert, .deleteBackward, .deleteBefore, .moveCursor, .setFlag, .clearFlag, .shift,
      .revert, .restoreWord, .correctWord, .replaceFirst, .swallow, .userShift:
      .none
    }
  }

  /// The opcode's name in the compiled form and in traces: the compiled form's spelling,
  /// written out so that renaming a case cannot change the format (a fixture pins them).
  package var name: String {
    switch self {
    case .before: "before"
    case .after: "after"
    case .tokenShape: "tokenShape"
    case .tokenMatches: "tokenMatches"
    case .tokenInList: "tokenInList"
    case .tokenStartsEntry: "tokenStartsEntry"
    case .tokenEmpty: "tokenEmpty"
    case .field: "field"
    case .setting: "setting"
    case .sinceWithin: "sinceWithin"
    case .sinceOver: "sinceOver"
    case .previous: "previous"
    case .flag: "flag"
    case .shifted: "shifted"
    case .shiftState: "shiftState"
    case .canRevert: "canRevert"
    case .keyIn: "keyIn"
    case .hasCorrection: "hasCorrection"
    case .correctedWord: "correctedWord"
    case .textMatches: "textMatches"
    case .constant: "constant"
    case .not: "not"
    case .any: "any"
    case .all: "all"
    case .typeKey: "typeKey"
    case .insert: "insert"
    case .deleteBackward: "deleteBackward"
    case .deleteBefore: "deleteBefore"
    case .moveCursor: "moveCursor"
    case .setFlag: "setFlag"
    case .clearFlag: "clearFlag"
    case .shift: "shift"
    case .revert: "revert"
    case .restoreWord: "restoreWord"
    case .correctWord: "correctWord"
    case .replaceFirst: "replaceFirst"
    case .swallow: "swallow"
    case .userShift: "userShift"
    }
  }

  /// The opcode with a name (as the compiled form writes it).
  static let byName: [String: Opcode] = Dictionary(uniqueKeysWithValues: allCases.map { ($0.name, $0) })
}
