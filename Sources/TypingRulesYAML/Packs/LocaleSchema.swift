/// The locale keys a pack may declare under `locale:`, their types and meaning. Rules read
/// them as `$locale.KEY`, `${locale.KEY}` inside strings, and `<KEY>` inside patterns.
/// `Docs/rules.md` lists the same table; a test keeps the two in step.
public enum LocaleSchema {
  public enum Kind: String, Sendable {
    /// Exactly one character.
    case character
    /// A string used as a set of characters (every character counts).
    case characters
    /// Any string.
    case string
    /// A list of strings.
    case list
    case bool
    /// A number within the key's ``Key/range``.
    case number
    /// A whole number within the key's ``Key/range``.
    case integer
  }

  public struct Key: Sendable {
    public var name: String
    public var kind: Kind
    public var summary: String
    /// The values a number key takes.
    public var range: ClosedRange<Double> = 0...0
  }

  public static let keys: [Key] = [
    Key(name: "name", kind: .string, summary: "The language's own name for itself."),
    Key(name: "quotes.primary.open", kind: .character, summary: "Opening double (primary) quote."),
    Key(name: "quotes.primary.close", kind: .character, summary: "Closing double (primary) quote."),
    Key(name: "quotes.secondary.open", kind: .character, summary: "Opening single (secondary) quote."),
    Key(name: "quotes.secondary.close", kind: .character, summary: "Closing single (secondary) quote."),
    Key(name: "apostrophe", kind: .character, summary: "The apostrophe inside and at the end of words."),
    Key(name: "numbers.decimal", kind: .character, summary: "Decimal separator."),
    Key(name: "numbers.grouping", kind: .character, summary: "Grouping (thousands) separator."),
    Key(
      name: "numbers.separators", kind: .characters,
      summary: "Other separators a number may have between digits (times, dates, phone numbers)."),
    Key(
      name: "case-policy", kind: .string,
      summary:
        "How corrections and accepted suggestions are cased: match-typed (the typed case carries over) or as-written."
    ),
    Key(name: "ordinal-dot", kind: .bool, summary: "Whether ordinals are written with a dot (`21.`)."),
    Key(
      name: "word-final-apostrophes", kind: .bool,
      summary:
        "Whether apostrophes at the end of a word belong to it (`didn'`), as in LatinIME, where `'` connects words."
    ),
    Key(name: "full-stop", kind: .string, summary: "The full stop rules type to end a sentence."),
    Key(name: "sentence-terminators", kind: .characters, summary: "Marks that end a sentence."),
    Key(name: "sentence-openers", kind: .characters, summary: "Marks that open a sentence (Spanish `¿ ¡`)."),
    Key(
      name: "dialogue-dashes", kind: .characters,
      summary: "Dashes that open a line of dialogue (`— Да`): looked through at a sentence start."),
    Key(
      name: "closing-punctuation", kind: .characters,
      summary: "Closing quotes and brackets that may follow a terminator."),
    Key(name: "opening-punctuation", kind: .characters, summary: "Opening quotes and brackets."),
    Key(
      name: "word-delimiters", kind: .characters,
      summary: "Punctuation that commits a word (and its correction)."),
    Key(
      name: "abbreviations", kind: .list,
      summary: "Abbreviations after which a period does not end a sentence."),
    Key(
      name: "layout", kind: .list,
      summary:
        "The letter keys' rows (`[qwertyuiop, asdfghjkl, zxcvbnm]`): the dictionary corrector's neighbouring keys."
    ),
    Key(
      name: "respellings", kind: .list,
      summary:
        "Letters the locale writes otherwise than its dictionary's sources, each entry `FROM TO` (Swiss German `ß ss`: `Strasse`, `dass`): the dictionary built for the pack writes every word so, and offers and corrects to that spelling (the sources' spelling stays a valid word, never offered). None by default."
    ),
    Key(
      name: "corrector.confidence", kind: .number,
      summary:
        "The dictionary corrector's confidence (default 2.2): the highest score (weighted edit distance plus frequency penalty) at which its best candidate replaces a typed word the dictionary lacks. Higher where the dictionary lacks few valid words, so an unknown word is more often a slip.",
      range: 0...10),
    Key(
      name: "corrector.compound-part-length", kind: .integer,
      summary:
        "For a language that joins words into compounds: the fewest letters of a compound's first part (its last part: one more). A word the dictionary lacks that splits into words it has is kept, unless one sure slip inside it, or one keyboard slip from a word when it is no form of a stem the dictionary knows, makes it a word. 0 (the default): no compounds.",
      range: 0...20),
    Key(
      name: "corrector.compound-correction-length", kind: .integer,
      summary:
        "For a language that forms compounds (`corrector.compound-part-length`): a word the dictionary lacks that does not split into words it has is corrected as a compound of a word it has as typed and a slip of a last part of at least this many letters, when that slip would be corrected as a word of its own; else a slip no costlier than a keyboard slip in a first part of at least this many letters that no word of the dictionary starts with (a joining form of the language's compounds does), before a word it has as typed, keeping the first letter. 0 (the default): none.",
      range: 0...255),
    Key(
      name: "corrector.inner-confidence", kind: .number,
      summary:
        "The dictionary corrector's confidence (default 2.6, never below `corrector.confidence`) for a candidate that differs from the typed word only inside it: the same first letter and the same last `corrector.ending-length` letters. A valid word the dictionary lacks mostly differs from a known one at its end (an inflection) or start; a slip falls anywhere.",
      range: 0...10),
    Key(
      name: "corrector.ending-length", kind: .integer,
      summary:
        "The letters at a word's end where its inflection lies (default 3), for `corrector.inner-confidence`.",
      range: 0...20),
    Key(
      name: "corrector.start-slip-length", kind: .integer,
      summary:
        "For a language that forms words with endings only (no prefixes: Finnish), a typed word of at least this many letters whose candidate differs from it only in their first two letters is weighed as one differing only inside (as for `corrector.inner-confidence`): where prefixes make words, a valid word the dictionary lacks often differs from a known one at its start. 0 (the default): none.",
      range: 0...255),
    Key(
      name: "corrector.similar-letters", kind: .list,
      summary:
        "Letters people write for one another when they spell rather than slip, each entry a group (`aeiouy`: one vowel for another, `definately`): the dictionary corrector counts one for another 0.5 rather than a slip's cost. A typed letter with a mark counts as its base letter only where a group lists it. None by default."
    ),
    Key(
      name: "corrector.similar-letters-length", kind: .integer,
      summary:
        "The fewest letters of a typed word in which `corrector.similar-letters` count: a short word is one its typist knows how to spell, so a wrong vowel there is a slip (`tha` for `that`, not `the`). 0 (the default): any.",
      range: 0...255),
    Key(
      name: "corrector.shortest-corrected", kind: .integer,
      summary:
        "The fewest letters of a word the dictionary corrector replaces (default 3; the base pack: 2); a shorter one is only suggested for, unless it is a sure slip (`corrector.rare-triple-words`). A word of two letters is replaced only in lowercase (capitalized, it is often initials or an abbreviation) and, where capitals mark names, not after a name (a name's particle: `da Vinci`, `Hall of Fame`).",
      range: 1...255),
    Key(
      name: "corrector.capitals-mark-names", kind: .bool,
      summary:
        "Whether a capital marks a name (default true): a capitalized word the dictionary lacks inside a sentence is then only suggested for, and a capitalized candidate replaces a word only when very near. False where every noun has a capital (German): a capitalized word inside a sentence is a noun or a name, corrected only by a word the dictionary writes with a capital."
    ),
    Key(
      name: "corrector.rare-triple-words", kind: .integer,
      summary:
        "A typed word with a letter triple (the start and end of a word counting as letters) that fewer of the dictionary's words have than this (the base pack: 3) is a sure slip, not a valid word the dictionary lacks: it is replaced up to `corrector.sure-slip-confidence`, down to two letters, and by a name as by any word, when the candidate lacks the rare triple. 0 (the corrector's default): no sure slips.",
      range: 0...255),
    Key(
      name: "corrector.sure-slip-confidence", kind: .number,
      summary:
        "The dictionary corrector's confidence for a sure slip (default 3), used when above the others (see `corrector.rare-triple-words`).",
      range: 0...10),
    Key(
      name: "corrector.long-word-length", kind: .integer,
      summary:
        "For a typed word of at least this many letters, a candidate that differs from it only inside (as for `corrector.inner-confidence`) replaces it within `corrector.long-word-threshold` and `corrector.long-word-confidence`: a long word has few neighbours, so a misspelling two slips from its word is still sure. 0 (the default): no long words.",
      range: 0...255),
    Key(
      name: "corrector.long-word-threshold", kind: .number,
      summary:
        "The highest weighted edit distance at which a long word is replaced (default 1.8; see `corrector.long-word-length`).",
      range: 0...10),
    Key(
      name: "corrector.long-word-confidence", kind: .number,
      summary:
        "The dictionary corrector's confidence for a long word (default 3; see `corrector.long-word-length`).",
      range: 0...10),
    Key(
      name: "corrector.unknown-form-length", kind: .integer,
      summary:
        "For a typed word of at least this many letters that is no form of a stem the dictionary knows (a known stem with an ending that alternates, across many of the dictionary's stems, with the ending of one of its words), a candidate with the word's first letter is replaced up to `corrector.inner-confidence`: a valid word the dictionary lacks is mostly an inflection of a stem it knows. 0 (the corrector's default): none; the base pack: 5.",
      range: 0...255),
    Key(
      name: "corrector.known-form-confidence", kind: .number,
      summary:
        "For a typed word that is a form of a stem the dictionary knows (a known stem with an ending that alternates with one of its words') and no sure slip, the dictionary corrector's highest confidence, at least `corrector.confidence`: such a word is more likely an inflection the dictionary lacks than a slip, so the raised confidences (`corrector.inner-confidence`, `corrector.long-word-confidence`, `corrector.ambiguous-confidence`) do not apply to it. 0 (the corrector's default): no cap, a known form is weighed as any word; the base pack: 2.2.",
      range: 0...10),
    Key(
      name: "corrector.ambiguous-confidence", kind: .number,
      summary:
        "The dictionary corrector's highest score at which the best candidate still replaces a typed word when the next is within the margin, for a candidate written as typed (not a name) and, where `corrector.known-form-confidence` is set, a word that is no form of a stem the dictionary knows (or a sure slip): a slip near two words is still a slip. 0 (the corrector's default): the margin always holds; the base pack: 2.6.",
      range: 0...10),
    Key(
      name: "corrector.ranking-frequency-weight", kind: .number,
      summary:
        "The frequency penalty with which the dictionary corrector ranks its candidates against one another: this much for the rarest word against the most frequent (its confidences measure a penalty of 2.5). Default 2.5; the base pack: 1.5.",
      range: 0...10),
    Key(
      name: "corrector.ranking-slip-cost", kind: .number,
      summary:
        "What a letter left out and two letters swapped cost at most when the dictionary corrector ranks its candidates: a slip on a key spreads over its neighbours, one left out or swapped does not, so for one word each is as likely as a neighbouring key; the confidences still weigh what the error model says. 0 (the default): as in the confidences; the base pack: 0.55.",
      range: 0...10),
    Key(
      name: "corrector.long-name-length", kind: .integer,
      summary:
        "Where capitals mark names (`corrector.capitals-mark-names`): a capitalized word the dictionary lacks inside a sentence of at least this many letters is corrected as a noun is where every noun has a capital (only by a word the dictionary writes with a capital, or as a compound), not kept as a name: a word that long is rarely a foreign name, mostly a name of the language's own compounds (`Ríkisendurskoðunnar`). 0 (the corrector's default): none; the base pack: 12.",
      range: 0...255),
    Key(
      name: "corrector.long-compound-length", kind: .integer,
      summary:
        "For a language that forms compounds (`corrector.compound-part-length`): a typed word of at least this many letters that splits into words the dictionary has is still corrected by a candidate that differs from it only inside (its first letter and its ending as typed): a long word has few neighbours, so one a slip inside a listed word is that word misspelled (`menntamálaráðaherra`), not a compound the dictionary lacks. 0 (the corrector's default): none; the base pack: 10.",
      range: 0...255),
    Key(
      name: "elisions", kind: .list,
      summary: "Words written with an apostrophe for their elided start ('ne, 'tis), without it."),
  ]

  /// Free keys a pack may add for its own rules: `custom.NAME`.
  public static let customPrefix = "custom."

  public static func key(named name: String) -> Key? { keys.first { $0.name == name } }
}
