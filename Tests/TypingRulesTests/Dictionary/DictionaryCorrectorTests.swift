import Testing

@testable import TypingRules

/// The dictionary corrector's error model, ranking and restraint.
struct DictionaryCorrectorTests {
  static let corrector = DictionaryCorrector(
    dictionary: try! CompiledDictionary(bytes: CompiledDictionaryTests.sampleBytes()))
  static func context(_ before: String = "") -> AutocorrectionContext {
    AutocorrectionContext(textBefore: before[...], locale: "xx")
  }
  /// A dictionary of `words` (word and frequency class) on the QWERTY layout.
  static func dictionary(_ locale: String, _ words: KeyValuePairs<String, UInt8>) throws -> CompiledDictionary
  {
    var builder = DictionaryBuilder(locale: locale, layout: .qwerty)
    for (word, frequency) in words { builder.add(.init(word: word, frequency: frequency)) }
    return try CompiledDictionary(bytes: builder.build())
  }

  @Test(arguments: [
    ("teh", "the"), ("thw", "the"), ("leter", "letter"), ("lettter", "letter"), ("hwllo", "hello"),
    ("dont", "don't"), ("cafe", "café"), ("reykjavik", "Reykjavík"), ("alot", "a lot"),
  ])
  func correctsTypos(typed: String, expected: String) {
    #expect(Self.corrector.correction(for: typed, context: Self.context()) == expected)
  }

  @Test func neverReplacesAWordItHas() {
    let dictionary = Self.corrector.dictionary
    for index in 0..<dictionary.count where !dictionary.isMisspelling(index) {
      let word = dictionary.word(index)
      for typed in [word, word.uppercased(), word.capitalizingFirstLetter()] {
        let correction = Self.corrector.correction(for: typed, context: Self.context())
        #expect(
          correction == nil || correction!.matchingCase(of: typed) == typed || correction == "I", "\(typed)")
      }
    }
    // A word the dictionary has only with capitals takes them when the setting says so.
    #expect(Self.corrector.correction(for: "i", context: Self.context()) == nil)
    var capitalizing = Self.corrector
    capitalizing.settings.restoresCapitals = true
    #expect(capitalizing.correction(for: "i", context: Self.context()) == "I")
    #expect(capitalizing.correction(for: "us", context: Self.context()) == nil)
  }

  @Test func keepsWhatItMustNotTouch() {
    let corrector = Self.corrector
    #expect(corrector.correction(for: "teh", context: Self.context("mail @")) == nil)
    #expect(corrector.correction(for: "teh2", context: Self.context()) == nil)
    #expect(corrector.correction(for: "tEh", context: Self.context()) == nil)
    #expect(corrector.correction(for: "TEH", context: Self.context()) == nil)
    // A capitalized unknown word inside a sentence is a name: suggested, not replaced.
    #expect(corrector.correction(for: "Teh", context: Self.context("and then ")) == nil)
    #expect(corrector.suggestions(for: "Teh", context: Self.context("and then "), limit: 3).first == "the")
    #expect(corrector.correction(for: "Teh", context: Self.context("It ended. ")) == "the")
    // Inside a sentence, a capitalized word is taken for a name: kept (only suggested for),
    // or, with `correctsNames`, only given the marks it lacks.
    #expect(corrector.correction(for: "Reykjavik", context: Self.context("in ")) == nil)
    #expect(
      corrector.suggestions(for: "Reykjavik", context: Self.context("in "), limit: 3).first == "Reykjavík")
    var names = corrector
    names.settings.correctsNames = true
    #expect(names.correction(for: "Reykjavik", context: Self.context("in ")) == "Reykjavík")
    #expect(names.correction(for: "Reykjavk", context: Self.context("in ")) == nil)
    #expect(corrector.correction(for: "Teh", context: Self.context()) == "the")
    // A confident candidate only: near, and frequent enough (the noisy-channel score).
    var timid = corrector
    timid.settings.confidence = 0.5
    #expect(timid.correction(for: "teh", context: Self.context()) == nil)
    #expect(timid.suggestions(for: "teh", context: Self.context(), limit: 3).first == "the")
    // Too far from anything.
    #expect(corrector.correction(for: "qzxv", context: Self.context()) == nil)
    // A mark apart from its letter (no letter of its own carries it: stress) is typed on
    // purpose: only suggested for.
    #expect(corrector.correction(for: "leter", context: Self.context()) == "letter")
    #expect(corrector.correction(for: "le\u{301}ter", context: Self.context()) == nil)
    #expect(corrector.suggestions(for: "le\u{301}ter", context: Self.context(), limit: 3).contains("letter"))
  }

  /// In a language that forms compounds, a word the dictionary lacks that splits into
  /// words it has (with a linking `s`, or a compound as its last part) is kept.
  @Test func keepsCompoundsOfKnownWords() throws {
    var builder = DictionaryBuilder(locale: "de-DE", layout: .qwerty)
    for word in [
      "winter", "garten", "bau", "arbeit", "zimmer", "gartens", "warten", "sommer", "sommergärten",
    ] {
      builder.add(.init(word: word, frequency: 180))
    }
    let compounding = DictionaryCorrector.Settings(
      locale: LocaleData(tag: "de", values: ["corrector.compound-part-length": .number(3)]))
    #expect(compounding.compoundPartLength == 3)
    let german = DictionaryCorrector(
      dictionary: try CompiledDictionary(bytes: builder.build()), settings: compounding)
    #expect(german.isCompound("wintergarten"))
    #expect(german.isCompound("arbeitszimmer"))
    #expect(german.isCompound("wintergartenzimmer"))
    #expect(!german.isCompound("winterbau"))  // `bau`: too short for a last part
    #expect(!german.isCompound("gartne"))
    #expect(german.correction(for: "wintergartne", context: Self.context()) == nil)
    #expect(german.correction(for: "arbeitszimmer", context: Self.context()) == nil)
    #expect(german.correction(for: "gartne", context: Self.context()) == "garten")
    // A compound typed without its marks still gets them.
    #expect(german.isCompound("sommergarten"))
    #expect(german.correction(for: "sommergarten", context: Self.context()) == "sommergärten")
    // One sure slip inside a known word outweighs a split: letters typed at random split
    // into short words often (`winterbaum` is `winter` + `baum`, and one key inside from
    // `wintwrbaum`, a word here).
    var withNear = builder
    withNear.add(.init(word: "baum", frequency: 180))
    withNear.add(.init(word: "wintwrbaum", frequency: 200))
    let near = DictionaryCorrector(
      dictionary: try CompiledDictionary(bytes: withNear.build()), settings: compounding)
    #expect(near.isCompound("winterbaum"))
    #expect(near.correction(for: "winterbaum", context: Self.context()) == "wintwrbaum")
    #expect(german.correction(for: "winterbaum", context: Self.context()) == nil)
    // With the setting off (the default, for a pack that does not set it), no word is
    // taken for a compound.
    var off = german
    off.settings.compoundPartLength = 0
    #expect(!off.isCompound("wintergarten"))
    var english = DictionaryBuilder(locale: "en", layout: .qwerty)
    for word in ["winter", "garten"] { english.add(.init(word: word, frequency: 180)) }
    let other = DictionaryCorrector(dictionary: try CompiledDictionary(bytes: english.build()))
    #expect(!other.isCompound("wintergarten"))
  }

  /// A compound of known words yields to one keyboard slip from a word when it is no form
  /// of a stem the dictionary knows (`framgegnt` -> `framgengt`, two letters swapped, not
  /// `fram` + `gegnt`); a form of a known stem (`hausgarten`, where `hausgarter` is a word
  /// and `er` alternates with `en`) stays a compound, kept; a plain wrong letter is no
  /// keyboard slip.
  @Test func aCompoundYieldsToOneKeyboardSlipUnlessAKnownForm() throws {
    var builder = DictionaryBuilder(locale: "xx", layout: .qwerty)
    builder.alternationStems = 2
    for stem in ["kalt", "hart", "warm", "weit"] {
      for ending in ["er", "en"] { builder.add(.init(word: stem + ending, frequency: 150)) }
    }
    for word in ["fram", "gegnt", "framgengt", "haus", "garten", "hausgarter", "hausgartem", "werk", "zeug"] {
      builder.add(.init(word: word, frequency: 180))
    }
    builder.add(.init(word: "werkzeag", frequency: 180))
    var settings = DictionaryCorrector.Settings()
    settings.compoundPartLength = 3
    let corrector = DictionaryCorrector(
      dictionary: try CompiledDictionary(bytes: builder.build()), settings: settings)
    #expect(corrector.dictionary.alternationCount > 0)
    #expect(corrector.isCompound("framgegnt") && corrector.isCompound("hausgarten"))
    #expect(!corrector.dictionary.isFormOfKnownStem("framgegnt"))
    #expect(corrector.dictionary.isFormOfKnownStem("hausgarten"))
    // What the tools print beside a miss.
    #expect(corrector.kind(ofTyped: "hausgarten") == [.knownForm, .compound])
    #expect(corrector.kind(ofTyped: "Framgegnt").names == ["compound"])
    #expect(corrector.kind(ofTyped: "qqq").isEmpty)
    #expect(settings.model.costliestKeyboardSlip == 0.7)
    #expect(corrector.correction(for: "framgegnt", context: Self.context()) == "framgengt")
    #expect(corrector.candidates(for: "hausgarten", limit: 1).first?.word == "hausgartem")
    #expect(corrector.correction(for: "hausgarten", context: Self.context()) == nil)
    // `u` for `a` is a plain wrong letter: `werkzeug` is `werk` + `zeug`, kept.
    #expect(corrector.candidates(for: "werkzeug", limit: 1).first?.cost == settings.model.substitution)
    #expect(corrector.correction(for: "werkzeug", context: Self.context()) == nil)
  }

  /// With `corrector.long-compound-length`, a long typed word that splits into known words
  /// is still corrected by a candidate differing only inside it (`menntamalaradaherra` is
  /// `menntamala` + `rada` + `herra`, and a letter too many inside `menntamalaradherra`);
  /// a shorter one, or the setting off, keeps the compound.
  @Test func aLongCompoundYieldsToASlipInside() throws {
    let dictionary = try Self.dictionary(
      "xx",
      ["menntamala": 180, "rada": 180, "herra": 180, "radherra": 180, "menntamalaradherra": 180])
    let typed = "menntamalaradaherra"
    let settings = DictionaryCorrector.Settings(
      locale: LocaleData(
        tag: "xx",
        values: ["corrector.compound-part-length": .number(3), "corrector.long-compound-length": .number(10)])
    )
    #expect(settings.longCompoundLength == 10)
    let long = DictionaryCorrector(dictionary: dictionary, settings: settings)
    #expect(long.isCompound(typed))
    // A plain letter too many: no keyboard slip, so only the length lets it through.
    #expect(long.candidates(for: typed, limit: 1).first?.cost == settings.model.insertion)
    #expect(long.correction(for: typed, context: Self.context()) == "menntamalaradherra")
    var short = long
    short.settings.longCompoundLength = typed.count + 1
    #expect(short.correction(for: typed, context: Self.context()) == nil)
    var off = long
    off.settings.longCompoundLength = 0
    #expect(off.correction(for: typed, context: Self.context()) == nil)
    #expect(off.suggestions(for: typed, context: Self.context(), limit: 3).first == "menntamalaradherra")
  }

  /// A word of class 0 (a loanword, an older spelling: valid, never offered) is kept as
  /// typed, never written in place of another word, and no part of a compound.
  @Test func classZeroWordsAreValidButNeverOffered() throws {
    var builder = DictionaryBuilder(locale: "de-DE", layout: .qwerty)
    for word in ["winter", "garten", "gartens"] { builder.add(.init(word: word, frequency: 180)) }
    for word in ["manager", "daß", "lol"] { builder.add(.init(word: word, frequency: 0)) }
    var settings = DictionaryCorrector.Settings()
    settings.compoundPartLength = 3
    let corrector = DictionaryCorrector(
      dictionary: try CompiledDictionary(bytes: builder.build()), settings: settings)
    #expect(corrector.isKnown("manager") && corrector.isKnown("daß"))
    #expect(corrector.correction(for: "manager", context: Self.context()) == nil)
    #expect(corrector.correction(for: "daß", context: Self.context()) == nil)
    #expect(corrector.candidates(for: "managr", limit: 5).isEmpty)
    #expect(corrector.suggestions(for: "managr", context: Self.context(), limit: 3).isEmpty)
    #expect(corrector.correction(for: "managr", context: Self.context()) == nil)
    #expect(!corrector.isCompound("lolgarten"))
    #expect(corrector.isCompound("wintergarten"))
    // After one (a loanword: likely a foreign phrase), a lowercase word is only suggested for.
    #expect(corrector.correction(for: "gartn", context: Self.context("der ")) == "garten")
    #expect(corrector.correction(for: "gartn", context: Self.context("der manager ")) == nil)
    #expect(
      corrector.suggestions(for: "gartn", context: Self.context("der manager "), limit: 1) == ["garten"])
    #expect(corrector.correction(for: "gartn", context: Self.context("der Manager ")) == "garten")
    #expect(corrector.correction(for: "gartn", context: Self.context("der manager\n")) == "garten")
    #expect(corrector.correction(for: "gartn", context: Self.context("der top-manager ")) == "garten")
  }

  static let awesome: CompiledDictionary = {
    var builder = DictionaryBuilder(locale: "en-GB", layout: .qwerty)
    builder.add(.init(word: "awesome", frequency: 86))
    builder.add(.init(word: "the", frequency: 222))
    return try! CompiledDictionary(bytes: builder.build())
  }()

  /// A pack's `corrector.confidence` replaces the default one.
  @Test func confidenceFromThePack() throws {
    let settings = DictionaryCorrector.Settings(
      locale: LocaleData(tag: "en", values: ["corrector.confidence": .number(2.6)]))
    #expect(settings.confidence == 2.6)
    // A swap at the end (0.6) plus the penalty of class 86 (1.66): above 2.2, within 2.6.
    let corrector = DictionaryCorrector(dictionary: Self.awesome, settings: settings)
    #expect(corrector.correction(for: "awesoem", context: Self.context()) == "awesome")
    let plain = DictionaryCorrector(dictionary: Self.awesome)
    #expect(plain.settings.confidence == 2.2)
    #expect(plain.correction(for: "awesoem", context: Self.context()) == nil)
    #expect(plain.suggestions(for: "awesoem", context: Self.context(), limit: 3) == ["awesome"])
  }

  /// A slip inside a word (its first letter and its ending as typed) is corrected with the
  /// higher inner confidence; one at its start or in its ending, where an unknown valid word
  /// differs from a known one, with the plain confidence.
  @Test func innerSlipsTakeTheInnerConfidence() {
    let plain = DictionaryCorrector(dictionary: Self.awesome)
    #expect(plain.settings.innerConfidence == 2.6)
    // Each costs 0.55 or 0.6, plus 1.66: between 2.2 and 2.6.
    #expect(plain.correction(for: "awdsome", context: Self.context()) == "awesome")
    #expect(plain.correction(for: "awseome", context: Self.context()) == "awesome")
    #expect(plain.correction(for: "qwesome", context: Self.context()) == nil)
    #expect(plain.correction(for: "awesoem", context: Self.context()) == nil)
    #expect(plain.correction(for: "awesime", context: Self.context()) == nil)
    // A longer ending: the same slip is in it.
    let settings = DictionaryCorrector.Settings(
      locale: LocaleData(tag: "xx", values: ["corrector.ending-length": .number(5)]))
    #expect(settings.endingLength == 5)
    let longEndings = DictionaryCorrector(dictionary: Self.awesome, settings: settings)
    #expect(longEndings.correction(for: "awdsome", context: Self.context()) == nil)
    // An inner confidence below the plain one changes nothing.
    let lower = DictionaryCorrector(
      dictionary: Self.awesome,
      settings: .init(locale: LocaleData(tag: "xx", values: ["corrector.inner-confidence": .number(1)])))
    #expect(lower.correction(for: "awdsome", context: Self.context()) == nil)
  }

  /// Where capitals mark names, a capitalized word inside a sentence is only suggested for
  /// and a capitalized candidate must be very near; where every noun has one, a capitalized
  /// word inside a sentence is a noun or a name: corrected only by a word with a capital.
  @Test func capitalsMarkNamesUnlessThePackSaysNot() throws {
    let dictionary = try Self.dictionary("de", ["Wohnungen": 200, "die": 230, "wohnten": 200])
    let names = DictionaryCorrector(dictionary: dictionary)
    let nouns = DictionaryCorrector(
      dictionary: dictionary,
      settings: .init(locale: LocaleData(tag: "de", values: ["corrector.capitals-mark-names": .bool(false)])))
    #expect(names.settings.capitalsMarkNames && !nouns.settings.capitalsMarkNames)
    // A key touching the last (0.7): beyond half the threshold for a capitalized candidate.
    #expect(names.correction(for: "wohnungenm", context: Self.context("Es gibt ")) == nil)
    #expect(nouns.correction(for: "wohnungenm", context: Self.context("Es gibt ")) == "Wohnungen")
    // Typed with its capital inside a sentence: a name, or a noun.
    #expect(names.correction(for: "Wohnumgen", context: Self.context("Es gibt ")) == nil)
    #expect(nouns.correction(for: "Wohnumgen", context: Self.context("Es gibt ")) == "Wohnungen")
    #expect(names.suggestions(for: "Wohnumgen", context: Self.context("Es gibt "), limit: 3) == ["Wohnungen"])
    // A verb or an adjective (written in lowercase) corrects a capitalized word only at a
    // sentence start.
    #expect(nouns.correction(for: "Wohnteb", context: Self.context("Es gibt ")) == nil)
    #expect(nouns.correction(for: "Wohnteb", context: Self.context("")) == "wohnten")
    #expect(nouns.correction(for: "wohnteb", context: Self.context("Es gibt ")) == "wohnten")
  }

  /// A capitalized word at a sentence's start (the keyboard capitalizes it) is corrected by
  /// a word the dictionary writes in lowercase within one keyboard slip; by a name, only
  /// within half the threshold: it may be a name the dictionary lacks.
  @Test func aSentencesFirstWordTakesOneKeyboardSlip() throws {
    let dictionary = try Self.dictionary("nb", ["hadde": 185, "Laura": 185])
    let corrector = DictionaryCorrector(dictionary: dictionary)
    // A key touching the next typed too (0.7): one keyboard slip, past half the threshold.
    #expect(corrector.settings.model.costliestKeyboardSlip == 0.7)
    #expect(dictionary.matches(near: "hzadde", budget: 1).map(\.cost) == [0.7])
    #expect(corrector.correction(for: "Hzadde", context: Self.context()) == "hadde")
    #expect(corrector.correction(for: "Hzadde", context: Self.context("Det er slik. ")) == "hadde")
    #expect(corrector.correction(for: "hzadde", context: Self.context("at de ")) == "hadde")
    // A name as near: kept at the start, and inside a sentence.
    #expect(dictionary.matches(near: "laurqa", budget: 1).map(\.cost) == [0.7])
    #expect(corrector.correction(for: "Laurqa", context: Self.context()) == nil)
    #expect(corrector.correction(for: "Laurqa", context: Self.context("at de ")) == nil)
  }

  /// With `corrector.long-name-length`, a long capitalized word inside a sentence is
  /// corrected as a noun where every noun has a capital (by a word with a capital); a
  /// shorter one is still a name, only suggested for.
  @Test func longCapitalizedWordsAreNoNames() throws {
    let dictionary = try Self.dictionary(
      "is", ["Ríkisendurskoðunar": 120, "Markús": 120, "skýrslu": 150, "fjármálaráðuneytið": 150])
    let plain = DictionaryCorrector(dictionary: dictionary)
    let long = DictionaryCorrector(
      dictionary: dictionary,
      settings: .init(locale: LocaleData(tag: "is", values: ["corrector.long-name-length": .number(12)])))
    #expect(plain.settings.longNameLength == 0 && long.settings.longNameLength == 12)
    let inside = Self.context("yfir skýrslu ")
    #expect(plain.correction(for: "Ríkisendurskoðunnar", context: inside) == nil)
    #expect(long.correction(for: "Ríkisendurskoðunnar", context: inside) == "Ríkisendurskoðunar")
    // Six letters: a name the dictionary may lack (`Markus`), kept.
    #expect(long.correction(for: "Markus", context: inside) == nil)
    #expect(long.suggestions(for: "Markus", context: inside, limit: 3) == ["Markús"])
    // A word the dictionary writes in lowercase corrects a capitalized one only at a
    // sentence start.
    #expect(long.correction(for: "Fjármálaráðuneytiðð", context: inside) == nil)
    #expect(long.correction(for: "Fjármálaráðuneytiðð", context: Self.context()) == "fjármálaráðuneytið")
  }

  /// A lowercase word after a hyphen joined to a word is a compound's last part: only
  /// given its marks.
  @Test func givesACompoundsLastPartOnlyItsMarks() {
    let corrector = Self.corrector
    #expect(corrector.correction(for: "teh", context: Self.context("")) == "the")
    for before in ["well-", "4-", "re\u{2010}"] {
      #expect(corrector.correction(for: "teh", context: Self.context(before)) == nil, "\(before)")
      #expect(corrector.correction(for: "cafe", context: Self.context(before)) == "café", "\(before)")
      #expect(corrector.suggestions(for: "teh", context: Self.context(before), limit: 3).contains("the"))
    }
    // A hyphen alone or after a space joins no word.
    #expect(corrector.correction(for: "teh", context: Self.context("-")) == "the")
    #expect(corrector.correction(for: "teh", context: Self.context("so - ")) == "the")
    #expect(corrector.correction(for: "teh", context: Self.context("so -")) == "the")
  }

  /// The corrector writes its words' apostrophes as the pack's (`don’t`); the key of a
  /// word typed with either is the same.
  @Test func writesThePacksApostrophe() {
    let settings = DictionaryCorrector.Settings(
      locale: LocaleData(tag: "en", values: ["apostrophe": .string("’")]))
    #expect(settings.apostrophe == "’")
    let corrector = DictionaryCorrector(dictionary: Self.corrector.dictionary, settings: settings)
    #expect(corrector.correction(for: "dont", context: Self.context()) == "don’t")
    #expect(corrector.suggestions(for: "dont", context: Self.context(), limit: 3).first == "don’t")
    #expect(corrector.correction(for: "don’t", context: Self.context()) == nil)
    #expect(Self.corrector.correction(for: "dont", context: Self.context()) == "don't")
  }

  /// Letters a pack groups as written for one another (English vowels) cost 0.5 for one
  /// another rather than a slip's 1.0: `definately` is one spelling from `definitely`; a
  /// marked letter counts only where a group lists it.
  @Test func similarLettersAreCheaperThanSlips() throws {
    var builder = DictionaryBuilder(locale: "en", layout: .qwerty)
    builder.add(.init(word: "definitely", frequency: 60))
    let dictionary = try CompiledDictionary(bytes: builder.build())
    let settings = DictionaryCorrector.Settings(
      locale: LocaleData(tag: "en", values: ["corrector.similar-letters": .list(["aeiouy"])]))
    #expect(settings.model.similarLetters == ["aeiouy"])
    #expect(dictionary.matches(near: "definately", budget: 1.5).map(\.cost) == [1.0])
    #expect(dictionary.matches(near: "definately", budget: 1.5, model: settings.model).map(\.cost) == [0.5])
    // A consonant for a vowel is still a slip.
    #expect(dictionary.matches(near: "defimitely", budget: 1.5, model: settings.model).map(\.cost) == [0.55])
    #expect(dictionary.matches(near: "definktely", budget: 1.5, model: settings.model).map(\.cost) == [0.55])
    // A mark the typist chose (`é`, which no group lists) is no spelling of another vowel;
    // a group that lists it makes it one.
    #expect(dictionary.matches(near: "définitely", budget: 1.5, model: settings.model).map(\.cost) == [1.0])
    var marked = settings.model
    marked.similarLetters = ["aeiouy", "éè"]
    #expect(dictionary.matches(near: "définitely", budget: 1.5, model: marked).map(\.cost) == [0.5])
    // The penalty of class 60 (1.91): a slip's 1.0 is past the inner confidence, 0.5 within.
    let plain = DictionaryCorrector(dictionary: dictionary)
    #expect(plain.correction(for: "definately", context: Self.context()) == nil)
    let spelling = DictionaryCorrector(dictionary: dictionary, settings: settings)
    #expect(spelling.correction(for: "definately", context: Self.context()) == "definitely")
  }

  /// With `corrector.similar-letters-length`, a wrong vowel in a shorter word is a slip: `tha`
  /// is `that` with a letter left out, not `the` spelled with another vowel.
  @Test func similarLettersCountInLongerWordsOnly() throws {
    let dictionary = try Self.dictionary("en", ["the": 220, "that": 190, "definitely": 60])
    let settings = DictionaryCorrector.Settings(
      locale: LocaleData(
        tag: "en",
        values: [
          "corrector.similar-letters": .list(["aeiouy"]), "corrector.similar-letters-length": .number(5),
        ]))
    #expect(settings.model.similarLettersLength == 5)
    #expect(
      dictionary.matches(near: "tha", budget: 1.1, model: settings.model).map(\.cost).sorted() == [0.6, 1.0])
    #expect(dictionary.matches(near: "definately", budget: 1.5, model: settings.model).map(\.cost) == [0.5])
    let shortWordsSpelled = DictionaryCorrector(
      dictionary: dictionary,
      settings: DictionaryCorrector.Settings(
        locale: LocaleData(tag: "en", values: ["corrector.similar-letters": .list(["aeiouy"])])))
    #expect(shortWordsSpelled.candidates(for: "tha", limit: 2).map(\.word) == ["the", "that"])
    let shortWordsSlipped = DictionaryCorrector(dictionary: dictionary, settings: settings)
    #expect(shortWordsSlipped.candidates(for: "tha", limit: 2).map(\.word) == ["that", "the"])
  }

  /// Sure slips: a typed word with a letter triple that fewer than
  /// `corrector.rare-triple-words` of the dictionary's words have is corrected up to the
  /// sure-slip confidence, down to two letters, and by a name, when the candidate lacks
  /// that triple; a candidate that keeps it (a compound's own rare join) is not.
  @Test func sureSlipsTakeTheSureSlipConfidence() throws {
    var builder = DictionaryBuilder(locale: "sv", layout: .qwerty)
    // The penalty of class 71: 1.80.
    builder.add(.init(word: "kvinnoyrken", frequency: 71))
    for word in ["arena", "scena", "kvinna", "ken", "yrken", "yrkar", "med", "Malmö", "malt"] {
      builder.add(.init(word: word, frequency: 200))
    }
    let dictionary = try CompiledDictionary(bytes: builder.build())
    let settings = DictionaryCorrector.Settings(
      locale: LocaleData(
        tag: "sv",
        values: ["corrector.rare-triple-words": .number(2), "corrector.sure-slip-confidence": .number(3)]))
    #expect(settings.rareTripleWords == 2 && settings.sureSlipConfidence == 3)
    let sure = DictionaryCorrector(dictionary: dictionary, settings: settings)
    let plain = DictionaryCorrector(dictionary: dictionary)
    #expect(plain.settings.rareTripleWords == 0)
    // `kne` and `ne\0` no word has: a swap at the end (0.6 + 1.80), past 2.2, within 3.
    #expect(dictionary.rarestTripleCount(ofKey: "kvinnoyrkne") == 0)
    #expect(plain.correction(for: "kvinnoyrkne", context: Self.context()) == nil)
    #expect(sure.correction(for: "kvinnoyrkne", context: Self.context()) == "kvinnoyrken")
    // Its rare triples (`noy`: one word) are all in the candidate; `ena` and `na\0` are
    // common: an ending added to a compound, not a slip.
    #expect(dictionary.rarestTripleCount(ofKey: "kvinnoyrkena") == 1)
    #expect(sure.correction(for: "kvinnoyrkena", context: Self.context()) == nil)
    #expect(sure.suggestions(for: "kvinnoyrkena", context: Self.context(), limit: 1) == ["kvinnoyrken"])
    // Two letters no word has: corrected; two that words have (`arena`, `yrkar`): only
    // suggested.
    #expect(plain.correction(for: "md", context: Self.context()) == nil)
    #expect(sure.correction(for: "md", context: Self.context()) == "med")
    #expect(dictionary.rarestTripleCount(ofKey: "ar") > 0)
    #expect(sure.correction(for: "ar", context: Self.context()) == nil)
    // A lowercase sure slip takes a name as any word (a neighbouring key too many, 0.7:
    // past half the threshold); a capitalized word with rare letters may be a foreign
    // name: not so.
    #expect(sure.correction(for: "malpmö", context: Self.context("vi bor i ")) == "Malmö")
    #expect(plain.correction(for: "malpmö", context: Self.context("vi bor i ")) == nil)
    #expect(sure.correction(for: "Malpmö", context: Self.context()) == nil)
  }

  /// The word before a word: on its line, at most a long word's letters read.
  @Test func theWordBeforeAWord() {
    #expect(DictionaryCorrector.previousWord("in the Hall  ") == "Hall")
    #expect(DictionaryCorrector.previousWord("«Birds ") == "Birds")
    #expect(DictionaryCorrector.previousWord("top-manager ") == "manager")
    #expect(DictionaryCorrector.previousWord("manager\n") == nil)
    #expect(DictionaryCorrector.previousWord("done. ") == nil)
    #expect(DictionaryCorrector.previousWord("") == nil)
    let long = String(repeating: "a", count: DictionaryCorrector.longestPreviousWord)
    #expect(DictionaryCorrector.previousWord(Substring(long.dropFirst() + " ")) == long.dropFirst())
    #expect(DictionaryCorrector.previousWord(Substring(long + " ")) == nil)
  }

  /// With `corrector.shortest-corrected: 2`, a two-letter word is replaced in lowercase;
  /// capitalized (initials, an abbreviation) or after a name (its particle) it is only
  /// suggested for, unless a sure slip.
  @Test func twoLetterWordsAreCorrectedInLowercaseOutsideNames() throws {
    let dictionary = try Self.dictionary("nb", ["for": 200, "som": 200, "hall": 150, "fame": 120, "da": 60])
    let settings = DictionaryCorrector.Settings(
      locale: LocaleData(tag: "nb", values: ["corrector.shortest-corrected": .number(2)]))
    #expect(settings.shortestCorrected == 2)
    let short = DictionaryCorrector(dictionary: dictionary, settings: settings)
    let plain = DictionaryCorrector(dictionary: dictionary)
    #expect(plain.correction(for: "fr", context: Self.context("det er ")) == nil)
    #expect(plain.suggestions(for: "fr", context: Self.context("det er "), limit: 1) == ["for"])
    #expect(short.correction(for: "fr", context: Self.context("det er ")) == "for")
    #expect(short.correction(for: "so", context: Self.context()) == "som")
    // Capitalized, at a sentence's start or inside one: initials or an abbreviation.
    #expect(short.correction(for: "Fr", context: Self.context()) == nil)
    #expect(short.correction(for: "Fr", context: Self.context("Det er ")) == nil)
    // After a name inside a sentence, a name's particle (`Hall of Fame`); after a
    // sentence's first word, or where capitals mark no names, any word.
    #expect(short.correction(for: "fr", context: Self.context("inn i Hall ")) == nil)
    #expect(short.correction(for: "fr", context: Self.context("inn i «Hall ")) == nil)
    #expect(short.correction(for: "fr", context: Self.context("Det ")) == "for")
    #expect(short.correction(for: "fr", context: Self.context("Slutt. Det ")) == "for")
    #expect(short.correction(for: "fr", context: Self.context("and I ")) == "for")
    var nouns = short
    nouns.settings.capitalsMarkNames = false
    #expect(nouns.correction(for: "fr", context: Self.context("inn i Hall ")) == "for")
    // A word of one letter stays below the shortest corrected.
    #expect(short.correction(for: "f", context: Self.context()) == nil)
  }

  /// With `corrector.long-word-length`, a long word misspelled inside (its first letter
  /// and its ending as typed) is corrected within the long-word threshold and confidence;
  /// one that differs in its ending, or a shorter word, as before.
  @Test func longWordsMisspelledInside() throws {
    var builder = DictionaryBuilder(locale: "en", layout: .qwerty)
    builder.add(.init(word: "necessary", frequency: 150))
    builder.add(.init(word: "caramel", frequency: 150))
    let dictionary = try CompiledDictionary(bytes: builder.build())
    let settings = DictionaryCorrector.Settings(
      locale: LocaleData(
        tag: "en",
        values: [
          "corrector.long-word-length": .number(8), "corrector.long-word-threshold": .number(1.8),
          "corrector.long-word-confidence": .number(3.5),
        ]))
    #expect(
      settings.longWordLength == 8 && settings.longWordThreshold == 1.8 && settings.longWordConfidence == 3.5)
    let long = DictionaryCorrector(dictionary: dictionary, settings: settings)
    let plain = DictionaryCorrector(dictionary: dictionary)
    // Two slips inside, past 1.3.
    #expect(dictionary.matches(near: "neccasary", budget: 1.8).map(\.cost) == [1.55])
    #expect(plain.correction(for: "neccasary", context: Self.context()) == nil)
    #expect(long.correction(for: "neccasary", context: Self.context()) == "necessary")
    // Two in the ending (a wrong letter, 1.0, and a doubled one, 0.45).
    #expect(dictionary.matches(near: "necessxryy", budget: 1.8).map(\.cost) == [1.45])
    #expect(long.correction(for: "necessxryy", context: Self.context()) == nil)
    // Seven letters: not long (a wrong letter and a neighbouring one inside, 1.55).
    #expect(dictionary.matches(near: "cxrsmel", budget: 1.8).map(\.cost) == [1.55])
    #expect(long.correction(for: "cxrsmel", context: Self.context()) == nil)
  }

  /// With `corrector.start-slip-length`, a word of that many letters whose candidate
  /// differs from it only in their first two letters (a letter left out, a wrong or swapped
  /// one there) takes the inner confidence, as a slip inside it; a shorter word, or one
  /// that also differs elsewhere, keeps the plain confidence.
  @Test func slipsAtTheStartOfAWordWithEndingsOnly() throws {
    let dictionary = try Self.dictionary("fi", ["minulla": 70, "keskisuurten": 70, "kertoa": 70])
    let settings = DictionaryCorrector.Settings(
      locale: LocaleData(tag: "fi", values: ["corrector.start-slip-length": .number(6)]))
    #expect(settings.startSlipLength == 6)
    let start = DictionaryCorrector(dictionary: dictionary, settings: settings)
    let plain = DictionaryCorrector(dictionary: dictionary)
    // A first letter left out (0.6) from a rare word: a score past the plain confidence,
    // within the inner one.
    let candidate = try #require(plain.candidates(for: "inulla", limit: 1).first)
    #expect(candidate.word == "minulla" && candidate.score > 2.2 && candidate.score < 2.6)
    #expect(plain.correction(for: "inulla", context: Self.context()) == nil)
    #expect(start.correction(for: "inulla", context: Self.context()) == "minulla")
    // Two letters swapped at the start.
    #expect(start.correction(for: "ekskisuurten", context: Self.context()) == "keskisuurten")
    #expect(plain.correction(for: "ekskisuurten", context: Self.context()) == nil)
    // Five letters: too short.
    #expect(start.correction(for: "ertoa", context: Self.context()) == nil)
    // A slip at the start and a wrong letter at the end: not only at the start.
    #expect(start.correction(for: "inullq", context: Self.context()) == nil)
  }

  /// With `corrector.unknown-form-length`, a typed word that is no form of a stem the
  /// dictionary knows takes the inner confidence (`lookde` -> `looked`); one that is a
  /// form it lacks (`plays`: `play` + `s`, as `walk` and `walks`) keeps the plain one
  /// although a word is as near (`plats`); a dictionary without alternations cannot tell.
  @Test func unknownFormsTakeTheInnerConfidence() throws {
    var builder = DictionaryBuilder(locale: "en", layout: .qwerty)
    builder.alternationStems = 2
    for stem in ["walk", "talk", "jump", "look"] {
      for ending in ["", "s", "ed", "ing"] { builder.add(.init(word: stem + ending, frequency: 71)) }
    }
    for word in ["play", "played", "playing", "plats"] { builder.add(.init(word: word, frequency: 71)) }
    let dictionary = try CompiledDictionary(bytes: builder.build())
    let settings = DictionaryCorrector.Settings(
      locale: LocaleData(tag: "en", values: ["corrector.unknown-form-length": .number(5)]))
    #expect(settings.unknownFormLength == 5)
    let guarded = DictionaryCorrector(dictionary: dictionary, settings: settings)
    let plain = DictionaryCorrector(dictionary: dictionary)
    // A swap in the ending (0.6) of a rare word: a score of 2.4, past 2.2, within 2.6.
    #expect(guarded.candidates(for: "lookde", limit: 1).map(\.score) == [0.6 + 2.5 * 184 / 255])
    #expect(!dictionary.isFormOfKnownStem("lookde"))
    #expect(plain.correction(for: "lookde", context: Self.context()) == nil)
    #expect(guarded.correction(for: "lookde", context: Self.context()) == "looked")
    // A neighbouring key (0.55): 2.35, but a form of `play`.
    #expect(guarded.candidates(for: "plays", limit: 1).map(\.word) == ["plats"])
    #expect(dictionary.isFormOfKnownStem("plays"))
    #expect(guarded.correction(for: "plays", context: Self.context()) == nil)
    // Shorter than the length set: as before.
    var longer = settings
    longer.unknownFormLength = 7
    #expect(
      DictionaryCorrector(dictionary: dictionary, settings: longer).correction(
        for: "lookde", context: Self.context()) == nil)
    var few = builder
    few.alternationStems = 100
    let unaware = DictionaryCorrector(
      dictionary: try CompiledDictionary(bytes: few.build()), settings: settings)
    #expect(unaware.correction(for: "lookde", context: Self.context()) == nil)
  }

  /// With `corrector.known-form-confidence`, a typed word that is a form of a stem the
  /// dictionary knows (`ranting`: `rant` + `ing`, as `rants` and `walking`) is replaced
  /// only up to that confidence, never above the plain one: not by a candidate the inner
  /// confidence alone would take (`rabting`, one neighbouring key inside it).
  @Test func knownFormsKeepThePlainConfidence() throws {
    var builder = DictionaryBuilder(locale: "en", layout: .qwerty)
    builder.alternationStems = 2
    for stem in ["walk", "talk", "jump", "look"] {
      for ending in ["", "s", "ed", "ing"] { builder.add(.init(word: stem + ending, frequency: 71)) }
    }
    for word in ["rant", "rants", "rabting"] { builder.add(.init(word: word, frequency: 71)) }
    let dictionary = try CompiledDictionary(bytes: builder.build())
    #expect(dictionary.isFormOfKnownStem("ranting"))
    // A neighbouring key inside the word (0.55) of a rare word: 2.35, past 2.2, within 2.6.
    #expect(
      DictionaryCorrector(dictionary: dictionary).candidates(for: "ranting", limit: 1).map(\.score) == [
        0.55 + 2.5 * 184 / 255
      ])
    let settings = DictionaryCorrector.Settings(
      locale: LocaleData(tag: "en", values: ["corrector.known-form-confidence": .number(2.2)]))
    #expect(settings.knownFormConfidence == 2.2)
    #expect(
      DictionaryCorrector(dictionary: dictionary).correction(for: "ranting", context: Self.context())
        == "rabting")
    let capped = DictionaryCorrector(dictionary: dictionary, settings: settings)
    #expect(capped.correction(for: "ranting", context: Self.context()) == nil)
    #expect(capped.suggestions(for: "ranting", context: Self.context(), limit: 1) == ["rabting"])
    // Not a form of a known stem: the inner confidence as before.
    #expect(!dictionary.isFormOfKnownStem("rabring"))
    #expect(capped.correction(for: "rabring", context: Self.context()) == "rabting")
    // Never below the plain confidence.
    var plainer = settings
    plainer.confidence = 2.4
    #expect(
      DictionaryCorrector(dictionary: dictionary, settings: plainer).correction(
        for: "ranting", context: Self.context()) == "rabting")
  }

  /// With `corrector.ambiguous-confidence`, a typed word near two words within the margin
  /// is still replaced by the better of them (up to that score) unless the better is
  /// written with capitals (a name is a bold guess) or, where the pack caps known forms
  /// (`corrector.known-form-confidence`), the typed word is a form of a stem the
  /// dictionary knows (more likely an inflection it lacks).
  @Test func aSlipNearTwoWordsTakesTheBetterUnlessAKnownForm() throws {
    var builder = DictionaryBuilder(locale: "en", layout: .qwerty)
    builder.alternationStems = 2
    for stem in ["walk", "talk", "jump", "look"] {
      for ending in ["", "s", "ed", "ing"] { builder.add(.init(word: stem + ending, frequency: 71)) }
    }
    for (word, frequency) in [
      ("card", 150), ("cart", 149), ("rant", 10), ("rabts", 150), ("ramts", 149), ("Vexa", 150),
      ("Xexa", 149),
    ] {
      builder.add(.init(word: word, frequency: UInt8(frequency)))
    }
    let dictionary = try CompiledDictionary(bytes: builder.build())
    let plain = DictionaryCorrector(dictionary: dictionary)
    let settings = DictionaryCorrector.Settings(
      locale: LocaleData(tag: "en", values: ["corrector.ambiguous-confidence": .number(2.6)]))
    #expect(settings.ambiguousConfidence == 2.6)
    let resolving = DictionaryCorrector(dictionary: dictionary, settings: settings)
    // `carf`: a neighbouring key of `card` and of `cart` (0.55 each), one class apart.
    let near = plain.candidates(for: "carf", limit: 2)
    #expect(near.map(\.word) == ["card", "cart"])
    #expect(near[1].score - near[0].score < plain.settings.margin)
    #expect(!dictionary.isFormOfKnownStem("carf"))
    #expect(plain.correction(for: "carf", context: Self.context()) == nil)
    #expect(resolving.correction(for: "carf", context: Self.context()) == "card")
    // Past the ambiguous confidence: kept.
    var lower = settings
    lower.ambiguousConfidence = 1.5
    #expect(
      DictionaryCorrector(dictionary: dictionary, settings: lower).correction(
        for: "carf", context: Self.context()) == nil)
    // `rants`, a form of `rant` (as `walks` of `walk`), as near `rabts` and `ramts`: kept
    // where the pack caps known forms, else weighed as any word.
    #expect(dictionary.isFormOfKnownStem("rants"))
    #expect(resolving.candidates(for: "rants", limit: 2).map(\.word) == ["rabts", "ramts"])
    #expect(resolving.correction(for: "rants", context: Self.context()) == "rabts")
    var capping = settings
    capping.knownFormConfidence = 2.2
    let capped = DictionaryCorrector(dictionary: dictionary, settings: capping)
    #expect(capped.correction(for: "rants", context: Self.context()) == nil)
    #expect(capped.correction(for: "carf", context: Self.context()) == "card")
    // `cexa`, as near two names: kept.
    #expect(resolving.candidates(for: "cexa", limit: 2).map(\.word) == ["Vexa", "Xexa"])
    #expect(resolving.correction(for: "cexa", context: Self.context()) == nil)
  }

  /// With `corrector.ranking-frequency-weight`, candidates are ranked with a lighter
  /// frequency penalty than the confidences measure: a near rarer word ranks above a
  /// farther frequent one, and still replaces the typed word only when its own score is
  /// confident.
  @Test func theRankingWeighsFrequencyOnItsOwn() throws {
    let dictionary = try Self.dictionary("en", ["card": 100, "carp": 160])
    let plain = DictionaryCorrector(dictionary: dictionary)
    // `carf`: `card` a neighbouring key away (0.55) but rarer, `carp` a wrong letter (1.0).
    #expect(plain.candidates(for: "carf", limit: 2).map(\.word) == ["carp", "card"])
    let settings = DictionaryCorrector.Settings(
      locale: LocaleData(tag: "en", values: ["corrector.ranking-frequency-weight": .number(1.5)]))
    #expect(settings.rankingFrequencyWeight == 1.5)
    let ranking = DictionaryCorrector(dictionary: dictionary, settings: settings)
    let ranked = ranking.candidates(for: "carf", limit: 2)
    #expect(ranked.map(\.word) == ["card", "carp"])
    // The scores the confidences measure are the plain ones; the ranking's are lighter.
    let scores: [Float] = [0.55 + 2.5 * 155 / 255, 1.0 + 2.5 * 95 / 255]
    let rankingScores: [Float] = [0.55 + 1.5 * 155 / 255, 1.0 + 1.5 * 95 / 255]
    #expect(ranked.map(\.score) == scores)
    #expect(ranked.map(\.rankingScore) == rankingScores)
    // `carp`'s score is ahead of `card`'s: the two are within the margin, so kept, unless
    // a slip near two words takes the better.
    #expect(ranking.correction(for: "carf", context: Self.context()) == nil)
    #expect(ranking.suggestions(for: "carf", context: Self.context(), limit: 2) == ["card", "carp"])
    var resolving = settings
    resolving.ambiguousConfidence = 2.6
    #expect(
      DictionaryCorrector(dictionary: dictionary, settings: resolving).correction(
        for: "carf", context: Self.context()) == "card")
  }

  /// With `corrector.ranking-slip-cost`, a letter left out or two swapped rank as a
  /// neighbouring key (`dt`: `det`, a letter left out, before `et`, a neighbouring key),
  /// while the confidences weigh what the error model says; a word the model puts beyond
  /// the search's budget is no candidate, however the ranking weighs it.
  @Test func theRankingWeighsALetterLeftOutAsANeighbouringKey() throws {
    let dictionary = try Self.dictionary("nb", ["et": 195, "det": 198, "test": 150])
    let plain = DictionaryCorrector(dictionary: dictionary)
    #expect(plain.candidates(for: "dt", limit: 2).map(\.word) == ["et", "det"])
    let settings = DictionaryCorrector.Settings(
      locale: LocaleData(tag: "nb", values: ["corrector.ranking-slip-cost": .number(0.55)]))
    #expect(settings.rankingSlipCost == 0.55)
    let ranking = DictionaryCorrector(dictionary: dictionary, settings: settings)
    let ranked = ranking.candidates(for: "dt", limit: 2)
    #expect(ranked.map(\.word) == ["det", "et"])
    #expect(ranked.map(\.cost) == [0.6, 0.55])
    let rankingScores: [Float] = [0.55 + 2.5 * 57 / 255, 0.55 + 2.5 * 60 / 255]
    #expect(ranked.map(\.rankingScore) == rankingScores)
    // `test` is a letter left out from `tst`: 0.55 in the ranking, 0.6 in the model.
    #expect(ranking.rankedCandidates(forKey: "tst", limit: 2, budget: 0.58).isEmpty)
    #expect(ranking.rankedCandidates(forKey: "tst", limit: 2, budget: 0.6).map(\.cost) == [0.6])
  }

  /// With `corrector.compound-correction-length`, a compound the dictionary lacks is
  /// corrected in its last part (of that many letters or more) after a first part it has
  /// as typed, possibly linked by an `s`; not a short last part, nor a slip in a first part
  /// that leaves too short a last part.
  @Test func correctsASlipInTheLastPartOfACompound() throws {
    var builder = DictionaryBuilder(locale: "is", layout: .qwerty)
    for word in ["auka", "land", "spyrnu", "bolti", "hundur"] {
      builder.add(.init(word: word, frequency: 150))
    }
    let dictionary = try CompiledDictionary(bytes: builder.build())
    let settings = DictionaryCorrector.Settings(
      locale: LocaleData(
        tag: "is",
        values: [
          "corrector.compound-part-length": .number(3), "corrector.compound-correction-length": .number(6),
        ]))
    #expect(settings.compoundCorrectionLength == 6)
    let compounds = DictionaryCorrector(dictionary: dictionary, settings: settings)
    var guardOnly = settings
    guardOnly.compoundCorrectionLength = 0
    let plain = DictionaryCorrector(dictionary: dictionary, settings: guardOnly)
    // `auka` + `spyurnu` (a neighbouring key too many, 0.7): `aukas` + `pyurnu` is tried
    // first and has no correction.
    #expect(compounds.correction(for: "aukaspyurnu", context: Self.context()) == "aukaspyrnu")
    #expect(plain.correction(for: "aukaspyurnu", context: Self.context()) == nil)
    #expect(compounds.correction(for: "landsspyurnu", context: Self.context()) == "landsspyrnu")
    // The typed case is the engine's to apply; the compound of known words is kept.
    #expect(compounds.correction(for: "aukaspyrnu", context: Self.context()) == nil)
    // A slip in the first part, and a last part of five letters: kept.
    #expect(compounds.correction(for: "aikaspyrnu", context: Self.context()) == nil)
    #expect(compounds.correction(for: "aukabolri", context: Self.context()) == nil)
    #expect(compounds.correction(for: "aukahundyr", context: Self.context()) == "aukahundur")
    // A rest whose correction changes its first letter is a part cut in the wrong place.
    #expect(compounds.correction(for: "aukaxbolti", context: Self.context()) == nil)
    // A letter at the join is the first part's: the rest is not given it again, where
    // `pyurnu` alone would be `spyrnu` (a first letter left out and a letter too many).
    var frequent = DictionaryBuilder(locale: "is", layout: .qwerty)
    frequent.add(.init(word: "auka", frequency: 150))
    frequent.add(.init(word: "spyrnu", frequency: 250))
    let joins = DictionaryCorrector(
      dictionary: try CompiledDictionary(bytes: frequent.build()), settings: settings)
    #expect(joins.correction(for: "pyurnu", context: Self.context()) == "spyrnu")
    #expect(joins.correction(for: "aukaspyurnu", context: Self.context()) == "aukaspyrnu")
    // A whole word as near as the compound's correction, and not confident itself: two
    // words as near are a doubt (kept), unless they are one.
    for (rare, expected) in [("aukahundit", nil), ("aukahundur", "aukahundur")] as [(String, String?)] {
      var tied = DictionaryBuilder(locale: "is", layout: .qwerty)
      tied.add(.init(word: "auka", frequency: 150))
      tied.add(.init(word: "hundur", frequency: 250))
      tied.add(.init(word: rare, frequency: 10))
      let corrector = DictionaryCorrector(
        dictionary: try CompiledDictionary(bytes: tied.build()), settings: settings)
      #expect(
        corrector.candidates(for: "aukahundut", limit: 1).first?.cost == ErrorModel().neighbourSubstitution)
      #expect(corrector.correction(for: "aukahundut", context: Self.context()) == expected, "\(rare)")
    }
  }

  /// With `corrector.compound-correction-length`, a compound the dictionary lacks whose
  /// last part it has as typed is corrected in its first part (of that many letters or
  /// more) when no word of the dictionary starts with the first part as typed (a joining
  /// form of the language's compounds does) and its correction is one keyboard slip that
  /// keeps the first letter.
  @Test func correctsAKeyboardSlipInTheFirstPartOfACompound() throws {
    let settings = DictionaryCorrector.Settings(
      locale: LocaleData(
        tag: "is",
        values: [
          "corrector.compound-part-length": .number(3), "corrector.compound-correction-length": .number(6),
        ]))
    func corrector(_ words: [String]) throws -> DictionaryCorrector {
      var builder = DictionaryBuilder(locale: "is", layout: .qwerty)
      for word in words { builder.add(.init(word: word, frequency: 150)) }
      return DictionaryCorrector(
        dictionary: try CompiledDictionary(bytes: builder.build()), settings: settings)
    }
    let compounds = try corrector(["kringlu", "spyrnu", "bolti"])
    // `krinflu`: a neighbouring key; `kringly`: likewise, and no word starts with it.
    #expect(compounds.correction(for: "krinfluspyrnu", context: Self.context()) == "kringluspyrnu")
    #expect(compounds.correction(for: "kringlyspyrnu", context: Self.context()) == "kringluspyrnu")
    var guardOnly = settings
    guardOnly.compoundCorrectionLength = 0
    let plain = DictionaryCorrector(dictionary: compounds.dictionary, settings: guardOnly)
    #expect(plain.correction(for: "krinfluspyrnu", context: Self.context()) == nil)
    // A joining form: the dictionary's words start with `kringly`.
    let joining = try corrector(["kringlu", "spyrnu", "kringlybolti"])
    #expect(joining.correction(for: "kringlyspyrnu", context: Self.context()) == nil)
    // A plain wrong letter (`z` for `n`), a first letter changed, a last part too short.
    #expect(compounds.correction(for: "krizgluspyrnu", context: Self.context()) == nil)
    #expect(compounds.correction(for: "lringluspyrnu", context: Self.context()) == nil)
    #expect(compounds.correction(for: "krinflubolti", context: Self.context()) == nil)
  }

  @Test func userWordsAreNeverCorrected() {
    var corrector = Self.corrector
    corrector.addUserWord("Hwllo")
    #expect(corrector.correction(for: "hwllo", context: Self.context()) == nil)
    #expect(corrector.isKnown("HWLLO"))
    corrector.removeUserWord("hwllo")
    #expect(corrector.correction(for: "hwllo", context: Self.context()) == "hello")
    let edit = AutomaticEdit(typed: "teh ", replacement: "the ", ruleID: "autocorrect-on-space")
    let learned = corrector.learnRevert(of: edit)
    #expect(learned)
    #expect(corrector.correction(for: "teh", context: Self.context()) == nil)
    let relearned = corrector.learnRevert(of: AutomaticEdit(typed: "the ", replacement: "The ", ruleID: "x"))
    #expect(!relearned)
  }

  @Test func ranksAndCompletes() {
    let corrector = Self.corrector
    let candidates = corrector.candidates(for: "thes", limit: 5).map(\.word)
    #expect(candidates.contains("this"))
    #expect(candidates.contains("the"))
    #expect(corrector.completions(of: "the", limit: 2) == ["they", "there"])
    #expect(corrector.suggestions(for: "le", context: Self.context(), limit: 3) == ["letter", "letters"])
    let suggestions = corrector.suggestions(for: "teh", context: Self.context(), limit: 3)
    #expect(suggestions.first == "the")
    #expect(corrector.suggestions(for: "teh", context: Self.context(), limit: 0) == [])
  }
}
