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
      if shortcuts.contains(.automata), let answer = code.automata.matches(a, &before) { return answer }
      return matchBefore(a) != nil
    case .after:
      if shortcuts.contains(.automata), let answer = code.automata.matches(a, &after) { return answer }
      return match(a, &after) != nil
    case .tokenShape:
      var mask = UInt32(bitPattern: a)
      // Most tokens (a word, a word and its full stop) have none of the characters the
      // shapes need: answered from the codes before the cursor, no token built.
      guard !shortcuts.contains(.tokenClues) || lexer.tokenMayHave(shapes: mask, in: &before) else {
        return false
      }
      let codes = lexer.tokenCodeSlice(in: &before)
      let token = lexer.tokenOutsideASCII(in: &before)
      while mask != 0 {
        let shape = TokenShape(maskBit: mask.trailingZeroBitCount)
        mask &= mask &- 1
        if shape.matches(token, codes: codes, separators: code.lexer.numberSeparators) { return true }
      }
      return false
    case .tokenMatches:
      var subject = CharacterArraySubject(characters: lexer.token(in: &before), fromEnd: false)
      return match(a, &subject) == subject.characters.count
    case .tokenInList:
      return lexer.tokenIsListed(Int(a), starts: false, in: &before)
    case .tokenStartsEntry:
      return lexer.tokenIsListed(Int(a), starts: true, in: &before)
    case .tokenEmpty:
      return lexer.tokenLength(in: &before) == 0
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
    case .shiftState:
      return a & (1 << Int32(shiftState.index)) != 0
    case .canRevert:
      return edits.canRevert
    case .correctedWord:
      return correctedWordAtCursor() != nil
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
      let parts = shortcuts.contains(.evaluationOrder) ? code.evaluationOperands : code.operands
      for position in Int(a)..<Int(a + b) where holds(parts[position]) { return true }
      return false
    case .all:
      let parts = shortcuts.contains(.evaluationOrder) ? code.evaluationOperands : code.operands
      for position in Int(a)..<Int(a + b) where !holds(parts[position]) { return false }
      return true
    case .typeKey, .insert, .deleteBackward, .deleteBefore, .moveCursor, .setFlag, .clearFlag, .shift,
      .revert, .restoreWord, .correctWord, .replaceFirst, .swallow, .userShift:
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
    case .restoreWord:
      restoreCorrectedWord()
    case .correctWord:
      if let (word, correction) = correctionForWord() {
        rememberCorrection(of: word, as: correction)
        replaceBefore(word.count, with: correction, automatic: true)
        corrections.invalidate()
      }
    case .replaceFirst:
      replaceFirst(matching: a, with: code.strings[Int(instruction.b)])
    case .swallow:
      break
    case .userShift:
      setUserShift(UserShift(rawValue: a) ?? .none)
    case .before, .after, .tokenShape, .tokenMatches, .tokenInList, .tokenStartsEntry, .tokenEmpty, .field,
      .setting,
      .sinceWithin, .sinceOver, .previous, .flag, .shifted, .shiftState, .canRevert, .keyIn, .hasCorrection,
      .correctedWord, .textMatches,
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
