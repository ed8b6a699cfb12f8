extension EngineCore {
  /// Runs a fired rule's actions in order; returns whether the rule took the tap.
  mutating func run(_ index: Int) -> Bool {
    let rule = code.rules[index]
    enterRule(index)
    defer { enterRule(nil) }
    for position in rule.actions.range {
      let action = code.actions[position]
      switch action {
      case .key:
        plainEffect()
      case .insert(let string):
        insert(program.strings[string], automatic: true)
      case .deleteBackward(let count):
        for _ in 0..<count { deleteBackward(automatic: true) }
      case .deleteBefore(let pattern):
        let count = code.match(Int32(pattern), &before) ?? 0
        for _ in 0..<count { deleteBackward(automatic: true) }
      case .moveCursor(let offset):
        moveCursor(by: offset)
      case .setFlag(let flag, let lifetime):
        setFlag(flag, lifetime: lifetime)
      case .clearFlag(let flag):
        clearFlag(flag)
      case .shift(let shifted):
        setShifted(shifted)
      case .revert:
        _ = performRevert()
      case .correctWord:
        if let (word, correction) = correctionForWord() {
          for _ in 0..<word.count { deleteBackward(automatic: true) }
          insert(correction, automatic: true)
          correctionCache.valid = false
          stateChanged()
        }
      case .swallow:
        break
      case .replaceFirst(let pattern, let string):
        replaceFirst(matching: Int32(pattern), with: program.strings[string])
      }
    }
    return rule.takesKey
  }
}
