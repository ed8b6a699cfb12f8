extension ProgramTables {
  /// Matches a pattern outward from the subject's anchor; returns the characters it spans.
  @inline(__always)
  func match<Subject: PatternSubject>(_ pattern: Int32, _ subject: inout Subject) -> Int? {
    var steps = 0
    return match(patterns[Int(pattern)], item: 0, at: 0, subject: &subject, steps: &steps)
  }

  private func match<Subject: PatternSubject>(
    _ pattern: PatternEntry, item index: Int32, at position: Int, subject: inout Subject, steps: inout Int
  ) -> Int? {
    if index == pattern.items.count {
      return !pattern.anchored || subject.isEdge(at: position) ? position : nil
    }
    let item = patternItems[Int(pattern.items.start + index)]
    var count = 0
    while count < Int(item.max), self.subject(&subject, at: position + count, isIn: item.characterClass) {
      count += 1
    }
    if count < Int(item.min) { return nil }
    // The next item, when it needs at least one character: a position where its first
    // character cannot match is skipped without the call (which would fail at once, so the
    // steps counted are the same).
    let next: PatternItem? =
      index + 1 < pattern.items.count ? patternItems[Int(pattern.items.start + index + 1)] : nil
    while true {
      steps += 1
      if steps > ProgramLimits.patternStepBudget { return nil }
      if let next, next.min > 0, !self.subject(&subject, at: position + count, isIn: next.characterClass) {
        // Cannot match here.
      } else if let end = match(
        pattern, item: index + 1, at: position + count, subject: &subject, steps: &steps)
      {
        return end
      }
      if count == Int(item.min) { return nil }
      count -= 1
    }
  }

  /// Whether the subject's character at `distance` is in a class (by index): ASCII by one
  /// bit test, anything else asked of the subject (which may remember the answer).
  @inline(__always)
  private func subject<Subject: PatternSubject>(
    _ subject: inout Subject, at distance: Int, isIn characterClass: Int32
  ) -> Bool {
    let code = subject.code(at: distance)
    if code < 0x80 { return asciiSets[Int(characterClass)].contains(UInt8(code)) }
    return code == PatternCode.other && subject.character(at: distance, isIn: characterClass, of: self)
  }

  /// Whether a class (by index) contains a character, ASCII by one bit test.
  @inline(__always)
  func classContains(_ index: Int32, _ character: Character) -> Bool {
    if let byte = character.asciiByte {
      return asciiSets[Int(index)].contains(byte)
    }
    return classes[Int(index)].contains(character)
  }
}
