/// Every condition and action of the VM, each defined once, in this file: its operand
/// layout (``layout``), its evaluation (`EngineCore/holds(_:)` and
/// `EngineCore/perform(_:)`, below), its encoding (derived from the layout: a compiled
/// file names the opcode and writes its two operands, see `TableCoder`) and its
/// verification (derived from the layout, see `ProgramVerifier`).
///
/// Adding a primitive: add a case with its layout and its evaluation, here; the compiled
/// form, the verifier and the trace need nothing more. The front end lowers YAML to it
/// through one entry of its primitive table.
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
  /// There is an automatic edit the revert can undo.
  case canRevert
  /// `a`: character class. The key being handled types a character of the class.
  case keyIn
  /// The autocorrector has a correction for the word at the cursor.
  case hasCorrection
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
  /// Replace the word at the cursor with the autocorrector's correction, cased by policy.
  case correctWord
  /// `a`: pattern, `b`: string. Where the pattern matches before the cursor, replace the
  /// match's first character with the string and keep the rest (`‘tis` -> `’tis`).
  case replaceFirst
  /// Drop the key: no plain effect.
  case swallow

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
    case .tokenEmpty, .shifted, .canRevert, .hasCorrection: return (.condition, .none, .none)
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
    case .revert, .correctWord: return (rewrite, .none, .none)
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
    case .constant, .field, .setting, .sinceWithin, .sinceOver, .previous, .flag, .shifted, .canRevert,
      .keyIn:
      return true
    case .before, .after, .textMatches, .tokenShape, .tokenMatches, .tokenInList, .tokenStartsEntry,
      .tokenEmpty,
      .hasCorrection, .not, .any, .all:
      return false
    case .typeKey, .insert, .deleteBackward, .deleteBefore, .moveCursor, .setFlag, .clearFlag, .shift,
      .revert, .correctWord, .replaceFirst, .swallow:
      return false
    }
  }

  /// The opcode's name in the compiled form and in traces.
  package var name: String { String(describing: self) }

  /// The opcode with a name (as the compiled form writes it).
  static let byName: [String: Opcode] = Dictionary(uniqueKeysWithValues: allCases.map { ($0.name, $0) })
}

// MARK: - Evaluation

/// The evaluation of every ``Opcode``: conditions in ``holds(_:)``, actions in
/// ``perform(_:)``. The verifier has checked every operand against its layout, so indexes
/// here are in range.
extension EngineCore {
  /// Whether a condition (by index) holds now.
  mutating func holds(_ index: Int32) -> Bool {
    let instruction = code.conditions[Int(index)]
    let a = instruction.a
    let b = instruction.b
    switch instruction.opcode {
    case .before:
      if reference { return code.referenceMatch(a, &before) != nil }
      return code.automata.matches(a, &before) ?? (code.match(a, &before) != nil)
    case .after:
      if reference { return code.referenceMatch(a, &after) != nil }
      return code.automata.matches(a, &after) ?? (code.match(a, &after) != nil)
    case .tokenShape:
      var mask = UInt32(bitPattern: a)
      // Most tokens (a word, a word and its full stop) have none of the characters the
      // shapes need: answered from the codes before the cursor, no token built.
      guard reference || tokenMayHave(shapes: mask) else { return false }
      let codes = tokenCodeSlice()
      let token = tokenOutsideASCII()
      while mask != 0 {
        let shape = TokenShape(maskBit: mask.trailingZeroBitCount)
        mask &= mask &- 1
        if shape.matches(token, codes: codes, separators: code.lexer.numberSeparators) { return true }
      }
      return false
    case .tokenMatches:
      var subject = CharacterArraySubject(characters: token(), fromEnd: false)
      return match(a, &subject) == subject.characters.count
    case .tokenInList:
      return tokenIsListed(Int(a), starts: false)
    case .tokenStartsEntry:
      return tokenIsListed(Int(a), starts: true)
    case .tokenEmpty:
      return tokenLength() == 0
    case .field:
      return UInt32(bitPattern: b) & (1 << UInt32(fieldValue(at: Int(a)))) != 0
    case .setting:
      return setting(Int(a)).number == code.numbers[Int(b)]
    case .sinceWithin:
      return secondsSince(Int(a)) <= seconds(b)
    case .sinceOver:
      return secondsSince(Int(a)) > seconds(b)
    case .previous:
      return previousEventMatches(UInt32(bitPattern: a))
    case .flag:
      return flagIsSet(Int(a))
    case .shifted:
      return isShifted
    case .canRevert:
      return canRevert
    case .keyIn:
      guard case .character(let character) = tap else { return false }
      return keyIsIn(a, character)
    case .hasCorrection:
      return correctionForWord() != nil
    case .textMatches:
      let text: String
      switch tap {
      case .text(let typed): text = typed
      case .accept(let word): text = word
      default: return false
      }
      textBuffer.removeAll(keepingCapacity: true)
      textBuffer.append(contentsOf: text)
      var subject = CharacterArraySubject(characters: textBuffer[...], fromEnd: false)
      return match(a, &subject) == subject.characters.count
    case .constant:
      return a != 0
    case .not:
      return !holds(a)
    case .any:
      let parts = reference ? code.operands : code.evaluationOperands
      for position in Int(a)..<Int(a + b) where holds(parts[position]) { return true }
      return false
    case .all:
      let parts = reference ? code.operands : code.evaluationOperands
      for position in Int(a)..<Int(a + b) where !holds(parts[position]) { return false }
      return true
    case .typeKey, .insert, .deleteBackward, .deleteBefore, .moveCursor, .setFlag, .clearFlag, .shift,
      .revert, .correctWord, .replaceFirst, .swallow:
      return false  // Actions are never in the condition pool (the verifier sees to it).
    }
  }

  /// Runs one action (by index in the action pool).
  mutating func perform(_ index: Int) {
    let instruction = code.actions[index]
    let a = instruction.a
    switch instruction.opcode {
    case .typeKey:
      plainEffect()
    case .insert:
      insert(code.strings[Int(a)], automatic: true)
    case .deleteBackward:
      deleteBackward(Int(a), automatic: true)
    case .deleteBefore:
      let count = matchBefore(a) ?? 0
      deleteBackward(count, automatic: true)
    case .moveCursor:
      moveCursor(by: Int(a))
    case .setFlag:
      setFlag(Int(a), lifetime: Int(instruction.b))
    case .clearFlag:
      clearFlag(Int(a))
    case .shift:
      setShifted(a != 0)
    case .revert:
      _ = performRevert()
    case .correctWord:
      if let (word, correction) = correctionForWord() {
        replaceBefore(word.count, with: correction, automatic: true)
        correctionCache.valid = false
        stateChanged()
      }
    case .replaceFirst:
      replaceFirst(matching: a, with: code.strings[Int(instruction.b)])
    case .swallow:
      break
    case .before, .after, .tokenShape, .tokenMatches, .tokenInList, .tokenStartsEntry, .tokenEmpty, .field,
      .setting,
      .sinceWithin, .sinceOver, .previous, .flag, .shifted, .canRevert, .keyIn, .hasCorrection, .textMatches,
      .constant, .not, .any, .all:
      break  // Conditions are never in the action pool (the verifier sees to it).
    }
  }

  /// Runs a fired rule's actions in order; returns whether the rule took the tap.
  mutating func run(_ index: Int) -> Bool {
    let rule = code.rules[index]
    enterRule(index)
    defer { enterRule(nil) }
    for position in rule.actions.range { perform(position) }
    return code.ruleTakesKey[index]
  }

  /// A `seconds` operand: a number from the pool, or a setting's value.
  @inline(__always)
  func seconds(_ operand: Int32) -> Double {
    operand >= 0 ? code.numbers[Int(operand)] : setting(Int(-1 - operand)).number
  }
}
