import TypingRules

extension EvaluateCorrectionsCommand {
  /// The typos of sentence pairs (typed, intended) with the text before each: a pair whose
  /// sentences have the same words but one (as the engine delimits them, see
  /// ``words(of:delimiters:)``) gives that word, typed and intended; others (no typo, or
  /// several) are not measured.
  static func typosInContext(_ sentences: [(String, String)], delimiters: Set<Character>) -> (
    pairs: [(String, String)], before: [Substring]
  ) {
    var pairs: [(String, String)] = []
    var before: [Substring] = []
    for (typedSentence, intendedSentence) in sentences {
      let typed = words(of: typedSentence[...], delimiters: delimiters)
      let intended = words(of: intendedSentence[...], delimiters: delimiters)
      guard typed.count == intended.count else { continue }
      let changed = zip(typed, intended).filter { $0.0.word != $0.1.word }
      guard changed.count == 1, let (typedWord, intendedWord) = changed.first else { continue }
      pairs.append((String(typedWord.word), String(intendedWord.word)))
      before.append(typedWord.before)
    }
    return (pairs, before)
  }
}
