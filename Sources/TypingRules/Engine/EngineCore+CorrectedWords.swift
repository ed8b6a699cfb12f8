/// The corrected words of a field (``CorrectionMemory``): remembered when `correct-word`
/// rewrites a word, recognised at the cursor by `corrected-word`, restored by
/// `restore-word`.
extension EngineCore {
  /// Remembers a correction about to be made: the typed word (right before the cursor),
  /// what replaces it, and the characters before it.
  mutating func rememberCorrection(of word: String, as correction: String) {
    let length = word.count
    var preceding: [Character] = []
    for distance in length..<(length + CorrectionMemory.precedingLength) {
      guard let character = before.character(at: distance) else { break }
      preceding.append(character)
    }
    correctedWords.remember(.init(typed: word, corrected: correction, preceding: preceding))
  }

  /// The latest remembered correction whose word ends at the cursor (no word continues
  /// after it) with the characters that preceded it still before it.
  mutating func correctedWordAtCursor() -> Int? {
    guard !correctedWords.entries.isEmpty else { return nil }
    let length = wordLength()
    guard length > 0, wordLengthAfter(continuing: true) == 0 else { return nil }
    let word = before.text(ofNearest: length)
    let entries = correctedWords.entries
    candidates: for (index, entry) in entries.enumerated().reversed() where entry.corrected == word {
      for (offset, character) in entry.preceding.enumerated()
      where before.character(at: length + offset) != character {
        continue candidates
      }
      return index
    }
    return nil
  }

  /// Replaces the corrected word at the cursor with its typed spelling (an edit of the
  /// user's, not an automatic one) and forgets the correction.
  mutating func restoreCorrectedWord() {
    guard let index = correctedWordAtCursor() else { return }
    let entry = correctedWords.entries[index]
    correctedWords.forget(at: index)
    replaceBefore(entry.corrected.count, with: entry.typed, automatic: false)
    edits.revertsInEvent += 1
  }
}
