extension TypingEngine {
  /// Runs a fired rule's actions in order.
  func run(_ rule: Rule) {
    noteRule(rule)
    defer { noteRule(nil) }
    for action in rule.actions {
      switch action {
      case .key:
        plainEffect()
      case .insert(let string):
        insert(program.strings[string], automatic: true)
      case .deleteBackward(let count):
        for _ in 0..<count { deleteBackward(automatic: true) }
      case .deleteBefore(let pattern):
        var subject = before
        let count = program.patterns[pattern].match(&subject) ?? 0
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
        }
      case .swallow:
        break
      }
    }
  }
}
