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
    let set = asciiSets[Int(item.characterClass)]
    while count < Int(item.max) {
      count += subject.asciiRun(from: position + count, limit: Int(item.max) - count, in: set)
      guard count < Int(item.max), self.subject(&subject, at: position + count, isIn: item.characterClass)
      else { break }
      count += 1
    }
    if count < Int(item.min) { return nil }
    if possessiveItems[Int(pattern.items.start + index)] {
      // No character of the run can start the next item: only the run's end can.
      steps += 1
      if steps > ProgramLimits.patternStepBudget { return nil }
      return match(pattern, item: index + 1, at: position + count, subject: &subject, steps: &steps)
    }
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
    return code == PatternCode.other
      && subject.character(at: distance, isIn: characterClass, classes: classes)
  }

  /// Which pattern items are possessive: an item is when the next item of its pattern needs
  /// at least one character and no character of the item's class is in the next item's
  /// class. Backtracking into such a run cannot help (each shorter run leaves a character of
  /// the run where the next item must start), so the matcher tries only the longest run, as
  /// regular expression engines do ("auto-possessification"). A quote pattern such as
  /// `‘[^‘’\n]*` then costs one scan back instead of one step per character.
  func derivePossessiveItems() -> [Bool] {
    var possessive = Array(repeating: false, count: patternItems.count)
    for pattern in patterns where pattern.items.count > 1 {
      for position in pattern.items.start..<(pattern.items.start + pattern.items.count - 1) {
        let item = patternItems[Int(position)]
        let next = patternItems[Int(position) + 1]
        possessive[Int(position)] =
          item.min < item.max && next.min > 0
          && areDisjoint(item.characterClass, next.characterClass)
      }
    }
    return possessive
  }

  /// Whether no character is in both classes (by index); `false` when it cannot tell.
  private func areDisjoint(_ first: Int32, _ second: Int32) -> Bool {
    let a = asciiSets[Int(first)]
    let b = asciiSets[Int(second)]
    guard a.low & b.low == 0, a.high & b.high == 0 else { return false }
    let one = classes[Int(first)]
    let other = classes[Int(second)]
    if !one.mayContainNonASCII || !other.mayContainNonASCII { return true }
    if other.isPlainList { return other.characters.allSatisfy { !one.contains($0) } }
    if one.isPlainList { return one.characters.allSatisfy { !other.contains($0) } }
    return false
  }
}
