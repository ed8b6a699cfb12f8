import TypingRules

extension EvaluateCorrectionsCommand {
  /// The typos of a file of sentence pairs (`typed<TAB>intended` a line) with the text
  /// before each: a pair whose sentences have the same words but one (as the engine
  /// delimits them, see ``words(of:delimiters:)``) gives that word, typed and intended;
  /// others (no typo, or several) are not measured. `nil` when a line has no tab (the
  /// error printed, with its line).
  static func typosInContext(_ text: String, path: String, delimiters: Set<Character>) -> (
    pairs: [(String, String)], before: [Substring], lines: Int
  )? {
    var pairs: [(String, String)] = []
    var before: [Substring] = []
    var lines = 0
    for (number, line) in text.split(separator: "\n").enumerated() {
      let fields = line.split(separator: "\t", omittingEmptySubsequences: false)
      guard fields.count >= 2 else {
        Output.error("\(path):\(number + 1):1: error: expected typed sentence<TAB>intended sentence")
        return nil
      }
      lines += 1
      let typed = words(of: fields[0], delimiters: delimiters)
      let intended = words(of: fields[1], delimiters: delimiters)
      guard typed.count == intended.count else { continue }
      let changed = zip(typed, intended).enumerated().filter { $0.element.0.word != $0.element.1.word }
      guard changed.count == 1, let (typedWord, intendedWord) = changed.first?.element else { continue }
      pairs.append((String(typedWord.word), String(intendedWord.word)))
      before.append(typedWord.before)
    }
    return (pairs, before, lines)
  }
}
