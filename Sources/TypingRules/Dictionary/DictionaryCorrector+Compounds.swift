/// Correcting a compound the dictionary lacks: no dictionary lists every compound of a
/// language that forms them freely (`aukaspyrnu`, `hockeyutstyr`), so a slip in one is
/// corrected in its last part (``Settings/compoundCorrectionLength``).
extension DictionaryCorrector {
  /// The compound of a first part the dictionary has as typed (possibly with a linking
  /// `s`) and the correction of the rest as a word of its own, when the whole word's best
  /// candidate (`best`) is farther, or as near and that compound itself (two words as
  /// near are a doubt: `væntanlegra` is neither `vænta` + `nýlegra` nor `væntanlegar`). The two longest known first parts are tried
  /// (`aukas` + `pyurnu`, then `auka` + `spyurnu` -> `aukaspyrnu`; a rest is never given
  /// the letter the first part ends with, `spyrnu` for `pyurnu`): the longest leaves the
  /// compound's own last word, and each try is a search of the rest (shorter first parts
  /// would search longer rests, costlier and more often near a word by chance). A first
  /// part is never corrected: compounds join words in forms of their own (Swedish `kvinno-`
  /// of `kvinna`), so a first part the dictionary lacks is mostly such a form, not a slip.
  func compoundCorrection(forKey key: String, best: Candidate?) -> String? {
    let scalars = Array(key.unicodeScalars)
    let head = settings.compoundPartLength
    let tail = max(settings.compoundCorrectionLength, head + 1)
    guard head > 0, scalars.count >= head + tail else { return nil }
    var searches = 0
    for split in stride(from: scalars.count - tail, through: head, by: -1) where searches < 2 {
      let first = Self.string(scalars[..<split])
      let linked = split > head && scalars[split - 1] == "s" && isWordKey(String(first.dropLast()))
      guard isWordKey(first) || linked else { continue }
      searches += 1
      let rest = scalars[split...]
      guard let fixed = correctedPart(Self.string(rest)) else { continue }
      let fixedKey = CompiledDictionary.key(for: fixed.word)
      if let best,
        fixed.cost > best.cost
          || (fixed.cost == best.cost && first + fixedKey != CompiledDictionary.key(for: best.word))
      {
        continue
      }
      // A letter at the join is the first part's: the rest is not given it again
      // (`aukas` + `pyurnu` is not `aukas` + `spyrnu`).
      let joint = scalars[split - 1]
      if rest.first != joint, fixedKey.unicodeScalars.first == joint { continue }
      return first + fixedKey
    }
    return nil
  }

  /// The correction of a compound's part, as the part would be corrected as a word.
  private func correctedPart(_ part: String) -> Candidate? {
    guard !isWordKey(part) else { return nil }
    let candidates = rankedCandidates(forKey: part, limit: 2, budget: correctionBudget(forKey: part))
    return confident(candidates, forKey: part, eligibility: .correct)
  }

  /// Whether a word of the dictionary that it offers has this key: not a misspelling, nor
  /// a word of class 0 (valid as typed, but a loanword or an older spelling is no part of
  /// the language's compounds).
  func isWordKey(_ key: String) -> Bool {
    dictionary.hasOfferedWord(forKey: key)
  }

  /// The scalars as a string.
  static func string(_ scalars: ArraySlice<Unicode.Scalar>) -> String {
    var text = ""
    text.unicodeScalars.append(contentsOf: scalars)
    return text
  }
}
