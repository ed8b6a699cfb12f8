/// What each kind of typing slip costs when the corrector compares a typed word with a
/// dictionary word (a weighted Damerau-Levenshtein distance over Unicode scalars): a slip
/// a thumb makes often costs less than an arbitrary edit.
public struct ErrorModel: Sendable, Hashable {
  /// A wrong letter.
  public var substitution: Float = 1.0
  /// A key next to the intended one on the layout.
  public var neighbourSubstitution: Float = 0.55
  /// The letter typed without its diacritic (`a` for `á`).
  public var missingDiacritic: Float = 0.25
  /// Another diacritic of the same letter (`à` for `á`).
  public var wrongDiacritic: Float = 0.4
  /// A letter left out (as likely as two letters swapped).
  public var omission: Float = 0.6
  /// A double letter typed single (`leter` for `letter`).
  public var missingDouble: Float = 0.45
  /// An apostrophe or hyphen left out (`dont` for `don't`).
  public var missingPunctuation: Float = 0.3
  /// A letter too many.
  public var insertion: Float = 1.0
  /// A letter typed twice (`lettter`).
  public var doubledLetter: Float = 0.45
  /// A letter too many next to a key that touches it (two keys hit at once).
  public var neighbourInsertion: Float = 0.7
  /// Two letters swapped (`teh`).
  public var transposition: Float = 0.6
  /// Letters people write for one another when they spell, rather than slip: each string
  /// a group (English `aeiouy`: one vowel for another, `definately`, `recieve`). A letter
  /// with a mark counts as its base letter only where a group lists it (Icelandic `íý`):
  /// elsewhere the mark is the typist's choice (`Cécile`). A pack sets them
  /// (`corrector.similar-letters` under `locale:`); none by default.
  public var similarLetters: [String] = []
  /// One letter of a group of ``similarLetters`` written for another (when cheaper than
  /// the slip it would otherwise be).
  public var similarSubstitution: Float = 0.5
  /// The fewest letters of a typed word in which ``similarLetters`` count (0: any). A
  /// short word is one its typist knows how to spell: a wrong vowel there is a slip
  /// (`tha` for `that`, not `the`). A pack sets it
  /// (`corrector.similar-letters-length` under `locale:`).
  public var similarLettersLength = 0

  /// Whether a candidate's first letter must be near the typed word's start (the typed
  /// letter with or without its mark, a neighbouring key, or the second typed letter), or
  /// else the typed first letter must be its second (a first letter left out). Most slips
  /// keep the first key; the search is several times faster for it.
  public var anchorsFirstLetter = true

  /// The defaults.
  public init() {}

  /// What the costliest slip of a thumb on the keys costs: a neighbouring key, a letter left
  /// out, doubled, typed single or with a neighbour, two swapped (not a plain wrong letter
  /// or letter too many, nor a missing diacritic, which costs less).
  public var costliestKeyboardSlip: Float {
    max(neighbourSubstitution, omission, missingDouble, doubledLetter, neighbourInsertion, transposition)
  }
}
