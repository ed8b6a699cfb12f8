/// Correcting a compound the dictionary lacks: no dictionary lists every compound of a
/// language that forms them freely (`aukaspyrnu`, `hockeyutstyr`), so a slip in one is
/// corrected in one of its parts (``Settings/compoundCorrectionLength``).
extension DictionaryCorrector {
  /// A compound the dictionary lacks with a slip in its last part, else in its first part
  /// (see ``lastPartCorrection(of:best:)`` and ``firstPartCorrection(of:best:)``), when the
  /// whole word's best candidate (`best`) is farther, or as near and that compound itself
  /// (two words as near are a doubt: `væntanlegra` is neither `vænta` + `nýlegra` nor
  /// `væntanlegar`).
  func compoundCorrection(forKey key: String, best: Candidate?) -> String? {
    let scalars = Array(key.unicodeScalars)
    guard settings.compoundPartLength > 0, scalars.count >= settings.compoundPartLength + partLength else {
      return nil
    }
    return lastPartCorrection(of: scalars, best: best) ?? firstPartCorrection(of: scalars, best: best)
  }

  /// The fewest letters of a part corrected: the setting's, and more than a first part's.
  private var partLength: Int { max(settings.compoundCorrectionLength, settings.compoundPartLength + 1) }

  /// The compound of a first part the dictionary has as typed (possibly with a linking
  /// `s`) and the correction of the rest as a word of its own, keeping the rest's first
  /// letter. The two longest known first parts are tried (`aukas` + `pyurnu`, then `auka`
  /// + `spyurnu` -> `aukaspyrnu`): the longest leaves the compound's own last word, and
  /// each try is a search of the rest (shorter first parts would search longer rests,
  /// costlier and more often near a word by chance). A rest whose correction changes its
  /// first letter is mostly a part cut in the wrong place (`aukas` + `pyurnu` is not
  /// `aukas` + `spyrnu`; `dagskrárs` + `tjórum` is not `fjórum`, nor `skjal` + `dborgina`
  /// `borgina`): most slips keep a word's first key.
  private func lastPartCorrection(of scalars: [Unicode.Scalar], best: Candidate?) -> String? {
    let head = settings.compoundPartLength
    var searches = 0
    for split in stride(from: scalars.count - partLength, through: head, by: -1) where searches < 2 {
      let first = Self.string(scalars[..<split])
      let linked = split > head && scalars[split - 1] == "s" && isWordKey(String(first.dropLast()))
      guard isWordKey(first) || linked else { continue }
      searches += 1
      let rest = scalars[split...]
      guard let fixed = correctedPart(Self.string(rest)) else { continue }
      let fixedKey = CompiledDictionary.key(for: fixed.word)
      guard fixedKey.unicodeScalars.first == rest.first, isAsNear(fixed, compound: first + fixedKey, as: best)
      else { continue }
      return first + fixedKey
    }
    return nil
  }

  /// The correction of a first part that no word of the dictionary starts with, followed by
  /// a word it has as typed (`synfóníu` + `stjórnandi` -> `sinfóníustjórnandi`), when the
  /// first part is as long as a part corrected, its correction keeps its first letter and
  /// costs no more than a keyboard slip (``ErrorModel/costliestKeyboardSlip``). Compounds join words in
  /// forms of their own (Swedish `kvinno-` of `kvinna`), so a first part the dictionary
  /// lacks is mostly such a form, not a slip; but the dictionary's compounds start with
  /// those forms (`kvinnorörelse`), so a first part none starts with is a slip. The two
  /// longest known last parts are tried: the longer the part as typed, the surer.
  private func firstPartCorrection(of scalars: [Unicode.Scalar], best: Candidate?) -> String? {
    var searches = 0
    for split in stride(from: partLength, through: scalars.count - partLength, by: 1) where searches < 2 {
      let rest = Self.string(scalars[split...])
      guard isWordKey(rest) else { continue }
      let first = Self.string(scalars[..<split])
      guard dictionary.entries(withPrefix: first).isEmpty else { continue }
      searches += 1
      guard let fixed = correctedPart(first), fixed.cost <= settings.model.costliestKeyboardSlip else {
        continue
      }
      let fixedKey = CompiledDictionary.key(for: fixed.word)
      guard fixedKey.unicodeScalars.first == scalars[0], isAsNear(fixed, compound: fixedKey + rest, as: best)
      else { continue }
      return fixedKey + rest
    }
    return nil
  }

  /// Whether a part's correction makes a compound at least as near as the whole word's
  /// best candidate, and when as near, is that candidate.
  private func isAsNear(_ fixed: Candidate, compound: String, as best: Candidate?) -> Bool {
    guard let best else { return true }
    return fixed.cost < best.cost
      || (fixed.cost == best.cost && compound == CompiledDictionary.key(for: best.word))
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
