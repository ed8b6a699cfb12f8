extension ProgramTables {
  /// Matches a pattern outward from the subject's anchor by the definition alone, for the
  /// reference mode: each item takes the longest run of characters its class holds (asked
  /// of the class's definition, one character at a time), then gives them back one by one
  /// until the rest of the pattern matches. No automaton, no possessive run, no ASCII bits:
  /// what `match(_:_:)` must equal.
  func referenceMatch<Subject: PatternSubject>(_ pattern: Int32, _ subject: inout Subject) -> Int? {
    var steps = 0
    return referenceMatch(patterns[Int(pattern)], item: 0, at: 0, subject: &subject, steps: &steps)
  }

  private func referenceMatch<Subject: PatternSubject>(
    _ pattern: PatternEntry, item index: Int32, at position: Int, subject: inout Subject, steps: inout Int
  ) -> Int? {
    if index == pattern.items.count {
      return !pattern.anchored || subject.isEdge(at: position) ? position : nil
    }
    let item = patternItems[Int(pattern.items.start + index)]
    let characterClass = classes[Int(item.characterClass)]
    var count = 0
    while count < Int(item.max), let character = subject.character(at: position + count),
      characterClass.containsByDefinition(character)
    {
      count += 1
    }
    while count >= Int(item.min) {
      steps += 1
      // A bound of its own, far above the production matcher's (which counts fewer steps):
      // it only keeps a hostile pattern from running away.
      if steps > ProgramLimits.patternStepBudget * 64 { return nil }
      if let end = referenceMatch(pattern, item: index + 1, at: position + count, subject: &subject, steps: &steps) {
        return end
      }
      count -= 1
    }
    return nil
  }
}
