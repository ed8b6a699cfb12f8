/// An autocorrector that corrects with a locale's compiled dictionary: candidates within a
/// small weighted edit distance (neighbouring keys on the locale's layout, swapped, missing
/// and doubled letters, letters typed without their diacritic), ranked with the words'
/// frequencies.
///
/// It never replaces a word the dictionary or the user dictionary has (with
/// ``Settings/restoresCapitals`` on, a word the dictionary knows solely with capitals, `i`
/// or `monday`, is written with them), a word
/// with a digit or a capital inside it, a word in capitals, a capitalized word inside a
/// sentence (a name it does not know: only suggested, unless long), a word with a mark apart
/// from its letters (stress), a word of two letters capitalized or after a name, a word
/// after a loanword it never offers (a foreign phrase's), or a word after `@` or `#`; a word
/// after a hyphen joined to a word (a compound's last part) it only gives its marks. It
/// replaces a word only when the best candidate is confident: its edit distance is within
/// ``Settings/threshold`` and its score ahead of the next by ``Settings/margin``; otherwise
/// the candidates are only suggested.
///
/// The user dictionary is a value: add words (``addUserWord(_:)``, ``learnRevert(of:)``)
/// and give the engine the updated corrector (`engine.autocorrector = corrector`).
public struct DictionaryCorrector: Autocorrector {
  /// When a candidate replaces the typed word.
  public struct Settings: Sendable, Hashable {
    /// The highest weighted edit distance at which the best candidate replaces the word
    /// (a word of three letters or fewer: half of it); above it, it is only suggested.
    public var threshold: Float = 1.3
    /// How far ahead of the next candidate in the ranking the best's score must be to
    /// replace the word (but see ``ambiguousConfidence``).
    public var margin: Float = 0.1
    /// The highest score at which the best candidate still replaces the typed word when the
    /// next is within the ``margin``, when the candidate is written as typed (not a name or
    /// an acronym: a bold guess) and, where the pack takes a known form for a likely
    /// inflection (``knownFormConfidence``), the typed word is no form of a stem the
    /// dictionary knows or is a sure slip. A slip near two words is still a slip, and the
    /// better of the two is its word more often than not. 0 (the default): the margin
    /// always holds. A pack sets it (`corrector.ambiguous-confidence` under `locale:`; the
    /// base pack: 2.6).
    public var ambiguousConfidence: Float = 0
    /// The highest score (weighted edit distance plus frequency penalty: how unlikely the
    /// slip and how rare the word) at which the best candidate replaces the word: a
    /// noisy-channel confidence. A typed word the dictionary lacks may be a valid word it
    /// does not know (an inflected form, a name); only a near, frequent candidate outweighs
    /// that. A pack sets it (`corrector.confidence` under `locale:`): higher where its
    /// dictionary lacks fewer of the valid words typed.
    public var confidence: Float = 2.2
    /// The confidence for a candidate that differs from the typed word only inside it (the
    /// first letter and the last ``endingLength`` letters as typed), when above
    /// ``confidence``. A valid word the dictionary lacks (an inflection, a derived form)
    /// mostly differs from a known one at its end or its start; a slip falls anywhere. A
    /// pack sets it (`corrector.inner-confidence` under `locale:`).
    public var innerConfidence: Float = 2.6
    /// The letters at a word's end where its inflection lies (see ``innerConfidence``). A
    /// pack sets it (`corrector.ending-length` under `locale:`).
    public var endingLength = 3
    /// For a language that forms words with endings only (no prefixes: Finnish): a typed
    /// word of at least this many letters (0: none) whose candidate differs from it only in
    /// their first two letters (`inulla` -> `minulla`, `eikkinäiset` -> `rikkinäiset`) is
    /// weighed as one differing only inside (see ``innerConfidence``). Where prefixes make
    /// words (`signeret`, `usigneret`), a valid word the dictionary lacks often differs from
    /// a known one at its start. A pack sets it (`corrector.start-slip-length` under
    /// `locale:`).
    public var startSlipLength = 0
    /// The frequency penalty in the score the confidences measure: this much for a word of
    /// class 0 against one of class 255.
    public var frequencyWeight: Float = 2.5
    /// The frequency penalty with which candidates are ranked against one another (see
    /// ``frequencyWeight``). Whether a typed word is a slip at all, rather than a valid word
    /// the dictionary lacks, depends much on how common its candidate is; which of two near
    /// words a slip was meant for depends less on it. A pack sets it
    /// (`corrector.ranking-frequency-weight` under `locale:`; the base pack: 1.5).
    public var rankingFrequencyWeight: Float = 2.5
    /// What a letter left out and two letters swapped cost at most when candidates are
    /// ranked (0: what the ``model`` says, as in the confidences). A slip on a key spreads
    /// over the key's neighbours, a letter left out or two swapped do not: for one word,
    /// each is as likely as one neighbouring key, though as a sign that a typed word is a
    /// slip at all they weigh what the model says. A pack sets it
    /// (`corrector.ranking-slip-cost` under `locale:`; the base pack: 0.55).
    public var rankingSlipCost: Float = 0
    /// The lowest frequency class of a word that replaces a typed word (rarer words are
    /// only suggested).
    public var minimumFrequency: Int = 1
    /// Whether a word the dictionary has only with capitals, typed without them (`i`,
    /// `monday`), is written with them. Off by default: it changes correctly typed words of
    /// informal text.
    public var restoresCapitals = false
    /// Whether a capitalized word inside a sentence that the dictionary lacks is given the
    /// diacritics it was typed without (`Ukrainu` -> `Úkraínu`). Off by default: such a
    /// word is far more often a foreign name (`Markus`, `Olsen`) than a slip; it is only
    /// suggested for.
    public var correctsNames = false
    /// Whether a capital marks a name in the language, so that a capitalized word the
    /// dictionary lacks inside a sentence is taken for a name (only suggested for, see
    /// ``correctsNames``) and a capitalized candidate for a word is a bold guess (replaces
    /// it only at half the ``threshold``). Not so where every noun has a capital (German): there
    /// a capitalized word inside a sentence is a noun or a name, corrected only by a word the
    /// dictionary writes with a capital (a noun, a name), never by one it writes in
    /// lowercase (`Sani` stays, not `Sank`). A pack sets it
    /// (`corrector.capitals-mark-names` under `locale:`).
    public var capitalsMarkNames = true
    /// The apostrophe the corrector writes in its words (`don’t`), for the dictionary's
    /// `'`. A pack's `apostrophe` under `locale:` sets it.
    public var apostrophe: Character = "'"
    /// The fewest letters of a word the corrector replaces (shorter ones are only
    /// suggested for), unless it is a sure slip (see ``rareTripleWords``). A pack sets it
    /// (`corrector.shortest-corrected` under `locale:`; the base pack: 2).
    public var shortestCorrected = 3
    /// A typed word with a letter triple that fewer of the dictionary's words have than this
    /// (`rposentpoeng`: no word starts with `rp`) is a sure slip: not a valid word the
    /// dictionary lacks, whose inflections and compounds are made of the language's usual
    /// letter runs. A sure slip is replaced up to ``sureSlipConfidence``, down to
    /// ``shortestSureSlip`` letters, and by a name as by any word, when the candidate lacks
    /// the rare triple. 0 (the default: a small word list has too few letter runs to tell):
    /// no word is a sure slip. A pack sets it (`corrector.rare-triple-words` under
    /// `locale:`; the base pack: 3).
    public var rareTripleWords = 0
    /// The confidence for a sure slip (see ``rareTripleWords``), when above the others. A
    /// pack sets it (`corrector.sure-slip-confidence` under `locale:`).
    public var sureSlipConfidence: Float = 3
    /// The fewest letters of a sure slip the corrector replaces (`md` -> `med`).
    public var shortestSureSlip = 2
    /// For a typed word of at least this many letters (0: none), a candidate that differs
    /// from it only inside (see ``innerConfidence``) replaces it within
    /// ``longWordThreshold`` and ``longWordConfidence``: a long word has few neighbours, so
    /// a misspelling two slips from its word (`neccasary`) is still sure. A pack sets it
    /// (`corrector.long-word-length` under `locale:`).
    public var longWordLength = 0
    /// The highest edit distance at which a long word is replaced (see
    /// ``longWordLength``), when above ``threshold``. A pack sets it
    /// (`corrector.long-word-threshold` under `locale:`).
    public var longWordThreshold: Float = 1.8
    /// The confidence for a long word (see ``longWordLength``), when above the others. A
    /// pack sets it (`corrector.long-word-confidence` under `locale:`).
    public var longWordConfidence: Float = 3
    /// For a typed word of at least this many letters (0: none) that is no form of a stem
    /// the dictionary knows (``CompiledDictionary/isFormOfKnownStem(_:)``: a known stem
    /// with an ending that alternates with one of its words'), a candidate with its first
    /// letter takes the ``innerConfidence``, as one differing only inside: a valid word the
    /// dictionary lacks is mostly an inflection of a stem it knows, so such a word is more
    /// likely a slip (`tekstmeldin`, `journalistre`). A pack sets it
    /// (`corrector.unknown-form-length` under `locale:`; the base pack: 5).
    public var unknownFormLength = 0
    /// For a typed word that is a form of a stem the dictionary knows
    /// (``CompiledDictionary/isFormOfKnownStem(_:)``: a known stem with an ending that
    /// alternates with one of its words') and no sure slip: the highest confidence, at least
    /// ``confidence``. Such a word is more likely an inflection the dictionary lacks than a
    /// slip (`tuomiensa`, `orsaks`), so the raised confidences (``innerConfidence``,
    /// ``longWordConfidence``) do not apply to it, nor ``ambiguousConfidence``: the margin
    /// holds. 0 (the default): no cap, and a known form is weighed as any word. A pack sets it
    /// (`corrector.known-form-confidence` under `locale:`; the base pack: 2.2, so the plain
    /// confidence).
    public var knownFormConfidence: Float = 0
    /// Where capitals mark names (``capitalsMarkNames``): a capitalized word inside a
    /// sentence of at least this many letters (0: none) is corrected as a noun is where
    /// every noun has a capital (only by a word the dictionary writes with a capital, or as
    /// a compound), not taken for a name it lacks: a word that long is rarely a foreign
    /// name, and mostly a name of the language's own compounds (`Ríkisendurskoðunnar`,
    /// `Sjálfstæðsflokksins`). A pack sets it (`corrector.long-name-length` under
    /// `locale:`; the base pack: 12).
    public var longNameLength = 0
    /// What each slip costs.
    public var model = ErrorModel()
    /// For a language whose words join into compounds (`Wintergartenbau`,
    /// `valtionpalkinnot`): the fewest letters of a compound's first part (its last part: one
    /// more). A word the dictionary lacks that splits into words it has is taken for a
    /// compound and kept (only suggested for), or only given the diacritics it lacks, unless
    /// its best candidate is one sure slip inside it, or one keyboard slip
    /// (``ErrorModel/costliestKeyboardSlip``) from it when it is no form of a stem the
    /// dictionary knows, or the word is long and its candidate differs only inside it
    /// (``longCompoundLength``). 0 (the default): no word is taken for a compound. A pack
    /// sets it (`corrector.compound-part-length` under `locale:`).
    public var compoundPartLength = 0
    /// For a language that forms compounds (``compoundPartLength``): a typed word of at
    /// least this many letters (0: none) that splits into words the dictionary has is still
    /// corrected by a candidate that differs from it only inside (see ``innerConfidence``):
    /// a long word has few neighbours, so one a slip inside a listed word is that word
    /// misspelled (`menntamálaráðaherra`), not a compound the dictionary lacks, which mostly
    /// differs from a listed one at its end. A pack sets it
    /// (`corrector.long-compound-length` under `locale:`; the base pack: 10).
    public var longCompoundLength = 0
    /// For a language that forms compounds (``compoundPartLength``): a typed word the
    /// dictionary lacks that does not split into words it has is corrected as a compound
    /// of a word it has as typed and a slip of a last part of at least this many letters,
    /// when the slip would be corrected as a word of its own (`aukaspyurnu` -> `auka` +
    /// `spyrnu`): no dictionary lists every compound. Shorter last parts are too often
    /// near a word by chance. Else, a first part of at least this many letters that no
    /// word of the dictionary starts with, before a word it has as typed, is given its
    /// correction when that costs no more than a keyboard slip and keeps the first letter (`synfóníu` +
    /// `stjórnandi`). 0 (the default): none. A pack sets it
    /// (`corrector.compound-correction-length` under `locale:`).
    public var compoundCorrectionLength = 0

    /// The defaults (see ``init(for:)`` for a pack's).
    public init() {}

    /// The weighted edit distance searched for a typed word of `length` letters.
    func budget(forLength length: Int) -> Float {
      budgetScale * (length <= 2 ? 0.7 : length <= 4 ? 1.1 : length <= 7 ? 1.45 : 1.8)
    }

    /// Scales the weighted edit distance searched for suggestions (what the search costs
    /// grows quickly with it).
    public var budgetScale: Float = 1

    /// A candidate's score: its cost plus `weight` for a word of class 0 against one of
    /// class 255 (``frequencyWeight``, ``rankingFrequencyWeight``).
    static func score(_ cost: Float, frequency: Int, weight: Float) -> Float {
      cost + weight * Float(255 - frequency) / 255
    }

    /// The error model candidates are ranked with: ``model`` with a letter left out and two
    /// swapped at most ``rankingSlipCost``: no cost higher than the model's.
    var rankingModel: ErrorModel {
      guard rankingSlipCost > 0 else { return model }
      var ranking = model
      ranking.omission = min(model.omission, rankingSlipCost)
      ranking.transposition = min(model.transposition, rankingSlipCost)
      return ranking
    }

    /// The least share of a word's cost under ``model`` that the ranking's model puts on it:
    /// each of its costs is at least this share of the model's.
    var rankingCostRatio: Float {
      guard rankingSlipCost > 0 else { return 1 }
      return min(1, rankingSlipCost / model.omission, rankingSlipCost / model.transposition)
    }

    /// The highest edit distance at which a word of `length` letters is replaced.
    func correctionLimit(forLength length: Int) -> Float {
      length <= 3 ? threshold / 2 : threshold
    }
  }

  /// A candidate for a typed word.
  public struct Candidate: Sendable, Hashable {
    /// The word as the dictionary writes it.
    public var word: String
    /// The weighted edit distance from the typed word.
    public var cost: Float
    /// The score the confidences measure: the cost plus the frequency penalty (lower is
    /// better; ``Settings/frequencyWeight``).
    public var score: Float
    /// The score candidates are ranked by: the cost plus the ranking's frequency penalty
    /// (lower is better; ``Settings/rankingFrequencyWeight``).
    public var rankingScore: Float
    /// The word's frequency class.
    public var frequency: Int
  }

  /// The compiled dictionary.
  public let dictionary: CompiledDictionary
  /// The thresholds and the error model.
  public var settings: Settings
  /// The user's words, by lookup key (lowercase).
  public private(set) var userWords: Set<String>

  /// A corrector over a compiled dictionary and the user's own words.
  public init(
    dictionary: CompiledDictionary, settings: Settings = Settings(),
    userWords: some Sequence<String> = [String]()
  ) {
    self.dictionary = dictionary
    self.settings = settings
    self.userWords = Set(userWords.map(CompiledDictionary.key(for:)))
  }

  /// Adds a word to the user dictionary: it is never corrected again.
  public mutating func addUserWord(_ word: String) { userWords.insert(CompiledDictionary.key(for: word)) }

  /// Removes a word from the user dictionary.
  public mutating func removeUserWord(_ word: String) { userWords.remove(CompiledDictionary.key(for: word)) }

  /// Learns from a reverted correction: the word the user typed (the edit's
  /// ``AutomaticEdit/typedWord``, read from `TypingEngine.lastAutomaticEdit` before calling
  /// `revertLastEdit()`) joins the user dictionary. Whether it did.
  @discardableResult
  public mutating func learnRevert(of edit: AutomaticEdit) -> Bool {
    let word = edit.typedWord
    guard !word.isEmpty, !isKnown(word) else { return false }
    addUserWord(word)
    return true
  }

  /// Whether the word is in the dictionary (as a word, in any case) or the user's.
  public func isKnown(_ word: String) -> Bool {
    let key = CompiledDictionary.key(for: word)
    if userWords.contains(key) { return true }
    return dictionary.entries(forKey: key).contains { !dictionary.isMisspelling($0) }
  }

  /// A dictionary reads the previous characters only to spot a sentence start, a mention or
  /// a hashtag.
  public var readsTextBefore: Bool { true }

  // MARK: - Correction

  /// The dictionary's word for a typed word it lacks, when the best candidate is confident
  /// (see the type's description); a known misspelling's correction (`alot` -> `a lot`);
  /// `nil` to keep the word.
  public func correction(for word: String, context: AutocorrectionContext) -> String? {
    correction(for: word, context: context, ranked: nil).map(written)
  }

  /// A dictionary word as the corrector writes it: with the pack's apostrophe.
  private func written(_ word: String) -> String {
    guard settings.apostrophe != "'", word.contains("'") else { return word }
    return String(word.map { $0 == "'" ? settings.apostrophe : $0 })
  }

  /// ``correction(for:context:)``, with the best candidates of a search with at least the
  /// correction's budget when the caller has them (the suggestion bar: one search, not two;
  /// `rankedAll`: the search found no more than these).
  func correction(
    for word: String, context: AutocorrectionContext, ranked: [Candidate]?, rankedAll: Bool = false
  ) -> String? {
    guard let eligibility = eligibility(of: word, context: context) else { return nil }
    let key = CompiledDictionary.key(for: word)
    let exact = dictionary.entries(forKey: key)
    if !exact.isEmpty {
      if exact.contains(where: { !dictionary.isMisspelling($0) }) {
        return capitalizedForm(of: word, entries: exact)
      }
      if !userWords.contains(key), let fix = exact.lazy.compactMap(dictionary.misspellingCorrection).first {
        return eligibility == .suggestOnly || eligibility == .marksOnly ? nil : fix
      }
    }
    if userWords.contains(key) || eligibility == .suggestOnly { return nil }
    // The correction's own search finds the best two candidates within its budget: the
    // wider search's best within that budget are the same, when it has two of them or
    // found no more than it gave.
    let budget = correctionBudget(forKey: key)
    let within = ranked.map { Array($0.lazy.filter { $0.cost <= budget }.prefix(2)) }
    let candidates =
      within.flatMap { $0.count == 2 || rankedAll ? $0 : nil }
      ?? rankedCandidates(forKey: key, limit: 2, budget: budget, touches: context.touches)
    if let best = confident(candidates, forKey: key, eligibility: eligibility) { return best.word }
    // A compound the dictionary lacks with a slip in one of its parts.
    guard settings.compoundCorrectionLength > 0, eligibility != .marksOnly, !isCompound(key) else {
      return nil
    }
    return compoundCorrection(forKey: key, best: candidates.first)
  }

  /// The weighted edit distance within which candidates are weighed for a correction of
  /// the typed key: candidates beyond the correction limit cannot replace the word, but the
  /// margin still sees the nearest of them (to 0.2 past the limit and the margin; farther
  /// ones, a plain wrong letter in a word of three, do not stop a near slip from being
  /// corrected). A candidate's cost is at most its scores, so none costing more than the
  /// confidence plus the margin can replace the word or stand within the margin of one
  /// that does, nor rank above one that does while the ranking weighs frequency no more
  /// than the score (``Settings/rankingFrequencyWeight``). The suggestion bar's wider
  /// search gives the same correction: its candidates within this budget are these
  /// (`DictionaryCorrectorRealTests` checks it).
  func correctionBudget(forKey key: String) -> Float {
    let length = key.unicodeScalars.count
    var widestConfidence = max(settings.confidence, settings.innerConfidence)
    var widestLimit = settings.correctionLimit(forLength: length)
    if isSureSlip(key) { widestConfidence = max(widestConfidence, settings.sureSlipConfidence) }
    if settings.longWordLength > 0, length >= settings.longWordLength {
      widestConfidence = max(widestConfidence, settings.longWordConfidence)
      widestLimit = max(widestLimit, settings.longWordThreshold)
    }
    return min(
      settings.budget(forLength: length), widestLimit + settings.margin + 0.2,
      widestConfidence + settings.margin)
  }

  /// The best of the candidates for the typed key when it may replace the key (see the
  /// type's description), else `nil`.
  func confident(_ candidates: [Candidate], forKey key: String, eligibility: Eligibility) -> Candidate? {
    guard let best = candidates.first, best.frequency >= settings.minimumFrequency else { return nil }
    // An acronym or a word with a capital inside (`IEC`, `iPhone`) is a bold guess for a
    // word typed without them (`irc`): only suggested.
    if best.word.unicodeScalars.dropFirst().contains(where: { $0.properties.isUppercase }) { return nil }
    let length = key.unicodeScalars.count
    var limit = settings.correctionLimit(forLength: length)
    let inside = differsInside(best.word, typed: key)
    // Asked at most once, and only when a setting needs it (a few binary searches); a
    // dictionary without ending alternations cannot tell an unknown form.
    lazy var isKnownForm = dictionary.isFormOfKnownStem(key)
    lazy var isUnknownForm = dictionary.alternationCount > 0 && !isKnownForm
    var confidence = confidence(for: best.word, typed: key, inside: inside, isUnknownForm: { isUnknownForm })
    let sureSlip = isSureSlip(key) && removesRareTriple(of: key, in: best.word)
    if sureSlip { confidence = max(confidence, settings.sureSlipConfidence) }
    if settings.longWordLength > 0, length >= settings.longWordLength, inside {
      limit = max(limit, settings.longWordThreshold)
      confidence = max(confidence, settings.longWordConfidence)
    }
    // Where the pack caps known forms, a known form that is no sure slip is taken for a
    // likely inflection: capped here, and held to the margin below.
    let likelyInflection = settings.knownFormConfidence > 0 && !sureSlip && isKnownForm
    if likelyInflection {
      confidence = min(confidence, max(settings.confidence, settings.knownFormConfidence))
    }
    // A capitalized word may be a name the dictionary lacks (its rare letters too: a
    // foreign name), and a word with capitals of its own (a name, an acronym) is a bold
    // guess for a lowercase word unless that is surely a slip: only the surest. Where every
    // noun has a capital, a capitalized word inside a sentence is a noun or a name: a word
    // the dictionary writes in lowercase (a verb, an adjective) is no correction for it.
    if eligibility == .correctNoun, best.word.takesTypedCase { return nil }
    if settings.capitalsMarkNames,
      eligibility == .correctCapitalized || (!best.word.takesTypedCase && !sureSlip)
    {
      limit = min(limit, settings.threshold / 2)
      // At a sentence's start the keyboard capitalizes every word: one keyboard slip from a
      // word the dictionary writes in lowercase is that word (`Hzadde` -> `Hadde`).
      if eligibility == .correctCapitalized, best.word.takesTypedCase {
        limit = max(
          limit, min(settings.model.costliestKeyboardSlip, settings.correctionLimit(forLength: length)))
      }
    }
    // A name inside a sentence, and a compound of known words, are only given the
    // diacritics they were typed without (`Ukrainu` -> `Úkraínu`, `reykjavikur` ->
    // `Reykjavíkur`, not `reykja` + `vikur`); a compound unless the best candidate is one
    // sure slip inside it (`virdereutviklet` -> `videreutviklet`), any slip inside a long
    // one (`menntamálaráðaherra`: a long word has few neighbours), or one keyboard slip
    // from a word that is no form of a stem the dictionary knows (`framgegnt` ->
    // `framgengt`, not `fram` + `gegnt`: a compound it lacks mostly ends as a form does):
    // letters typed at random split into short words often.
    let isLongCompound = settings.longCompoundLength > 0 && length >= settings.longCompoundLength
    let insideSlip = inside && (best.cost <= settings.threshold / 2 || isLongCompound)
    let unknownFormSlip = best.cost <= settings.model.costliestKeyboardSlip && isUnknownForm
    if eligibility == .marksOnly || (!insideSlip && !unknownFormSlip && isCompound(key)) {
      guard best.word.unicodeScalars.count == key.unicodeScalars.count,
        zip(best.word.lowercased().unicodeScalars, key.unicodeScalars).allSatisfy({
          LetterFolding.base($0.value) == LetterFolding.base($1.value)
        })
      else { return nil }
    }
    guard best.cost <= limit, best.score <= confidence else { return nil }
    if candidates.count > 1, candidates[1].score - best.score < settings.margin,
      best.score > settings.ambiguousConfidence || !best.word.takesTypedCase || likelyInflection
    {
      return nil
    }
    return best
  }

  /// The confidence for replacing the typed key with `word`: ``Settings/innerConfidence``
  /// when the two differ only inside the word (`inside`), or the key is an unknown form.
  private func confidence(
    for word: String, typed key: String, inside: Bool, isUnknownForm: () -> Bool
  ) -> Float {
    guard settings.innerConfidence > settings.confidence,
      inside || takesUnknownFormConfidence(key, candidate: word, isUnknownForm: isUnknownForm)
    else {
      return settings.confidence
    }
    return settings.innerConfidence
  }

  /// Whether the typed key is long enough (``Settings/unknownFormLength``), has the
  /// candidate's first letter, and is no form of a stem the dictionary knows
  /// (`isUnknownForm`).
  private func takesUnknownFormConfidence(_ key: String, candidate: String, isUnknownForm: () -> Bool) -> Bool
  {
    guard settings.unknownFormLength > 0, key.unicodeScalars.count >= settings.unknownFormLength,
      CompiledDictionary.key(for: candidate).unicodeScalars.first == key.unicodeScalars.first
    else { return false }
    return isUnknownForm()
  }

  /// Whether the typed key has a letter triple that fewer than
  /// ``Settings/rareTripleWords`` of the dictionary's words have.
  package func isSureSlip(_ key: String) -> Bool {
    settings.rareTripleWords > 0 && dictionary.rarestTripleCount(ofKey: key) < settings.rareTripleWords
  }

  /// Whether the candidate lacks one of the typed key's rare letter triples: corrects the
  /// slip they show (`kvinnoyrkena` -> `kvinnoyrken` keeps its rare `noy`: a compound,
  /// not a slip there).
  func removesRareTriple(of key: String, in candidate: String) -> Bool {
    let candidateKey = CompiledDictionary.key(for: candidate).unicodeScalars
    var removes = false
    CompiledDictionary.forEachTriple(ofKey: key.unicodeScalars) { triple in
      guard !removes, dictionary.wordCount(ofTriple: triple) < settings.rareTripleWords else { return }
      var kept = false
      CompiledDictionary.forEachTriple(ofKey: candidateKey) { kept = kept || $0 == triple }
      removes = !kept
    }
    return removes
  }

  /// Whether `word` has the typed key's first letter and its last
  /// ``Settings/endingLength`` letters: whether they differ only inside; or, for a typed
  /// key of ``Settings/startSlipLength`` letters or more, whether they differ only in their
  /// first two letters.
  private func differsInside(_ word: String, typed key: String) -> Bool {
    let typed = Array(key.unicodeScalars)
    let candidate = Array(CompiledDictionary.key(for: word).unicodeScalars)
    guard min(typed.count, candidate.count) > settings.endingLength else { return false }
    if typed[0] == candidate[0] {
      return (1...settings.endingLength).allSatisfy {
        typed[typed.count - $0] == candidate[candidate.count - $0]
      }
    }
    guard settings.startSlipLength > 0, typed.count >= settings.startSlipLength else { return false }
    // The common ending covers all but the longer one's first two letters.
    var common = 0
    for (typedLetter, letter) in zip(typed.reversed(), candidate.reversed()) {
      guard typedLetter == letter else { break }
      common += 1
    }
    return common >= max(typed.count, candidate.count) - 2
  }

  /// Up to `limit` words for the suggestion bar, best first: the correction, then the
  /// nearest candidates (for a word the dictionaries lack), then the most frequent
  /// completions of the word.
  public func suggestions(for word: String, context: AutocorrectionContext, limit: Int) -> [String] {
    guard limit > 0, !word.isEmpty else { return [] }
    let key = CompiledDictionary.key(for: word)
    var results: [String] = []
    var seen: Set<String> = [key]
    func offer(_ candidate: String) {
      guard results.count < limit, seen.insert(CompiledDictionary.key(for: candidate)).inserted else {
        return
      }
      results.append(written(candidate))
    }
    let known = isKnown(word)
    // One search serves the correction and the suggestions (its budget is at least the
    // correction's).
    let searched = max(limit, 2)
    let ranked = known ? [] : rankedCandidates(forKey: key, limit: searched, touches: context.touches)
    if let fix = correction(
      for: word, context: context, ranked: known ? nil : ranked, rankedAll: ranked.count < searched)
    {
      offer(fix)
    }
    for candidate in ranked { offer(candidate.word) }
    for completion in completions(of: key, limit: limit) { offer(completion) }
    return results
  }

  /// The dictionary's words nearest the typed word, best first (lowest score), at most one
  /// per key, never a word of frequency class 0 or a known misspelling.
  public func candidates(for word: String, limit: Int) -> [Candidate] {
    rankedCandidates(forKey: CompiledDictionary.key(for: word), limit: limit)
  }

  /// The most frequent words that start with `key` and are longer.
  public func completions(of key: String, limit: Int) -> [String] {
    guard limit > 0, !key.isEmpty else { return [] }
    let range = dictionary.entries(withPrefix: key)
    var best: [(frequency: Int, index: Int)] = []
    // Scan at most this many entries (a one-letter prefix covers thousands).
    for index in range.prefix(40_000) {
      let frequency = dictionary.frequency(index)
      guard frequency > 0, best.count < limit || frequency > best[best.count - 1].frequency else { continue }
      guard dictionary.key(index).count > key.utf8.count, !dictionary.isMisspelling(index) else { continue }
      best.append((frequency, index))
      best.sort { $0.frequency > $1.frequency }
      if best.count > limit { best.removeLast() }
    }
    return best.map { dictionary.word($0.index) }
  }

  // MARK: - When to correct

  /// Whether the language forms compounds (``Settings/compoundPartLength``) and the key splits into words it
  /// has (the first part possibly with a linking `s`; the last part a compound itself):
  /// `sentrumspolitikerne`, `teaterrolle`.
  package func isCompound(_ key: String) -> Bool {
    guard settings.compoundPartLength > 0 else { return false }
    return splitsIntoWords(Array(key.unicodeScalars), depth: 2)
  }

  private func splitsIntoWords(_ scalars: [Unicode.Scalar], depth: Int) -> Bool {
    let head = settings.compoundPartLength
    let tail = head + 1
    guard depth > 0, scalars.count >= head + tail else { return false }
    func has(_ part: ArraySlice<Unicode.Scalar>) -> Bool { isWordKey(Self.string(part)) }
    for split in head...(scalars.count - tail) {
      let first = scalars[..<split]
      let joins = has(first) || (split > head && first.last == "s" && has(first.dropLast()))
      guard joins else { continue }
      let rest = Array(scalars[split...])
      if has(rest[...]) || splitsIntoWords(rest, depth: depth - 1) { return true }
    }
    return false
  }

  enum Eligibility {
    /// A lowercase word.
    case correct
    /// A capitalized word at the start of a sentence.
    case correctCapitalized
    /// A capitalized word inside a sentence where capitals do not mark names (every noun
    /// has one), or a long one (``Settings/longNameLength``): corrected only by a word the
    /// dictionary writes with a capital.
    case correctNoun
    /// A capitalized word inside a sentence (a name), or a lowercase word after a hyphen
    /// joined to a word (a compound's last part): corrected only by its marks.
    case marksOnly
    /// Too short, or in capitals: only suggested.
    case suggestOnly
  }

  /// Whether the word may be corrected, only suggested for, or neither (`nil`).
  private func eligibility(of word: String, context: AutocorrectionContext) -> Eligibility? {
    var letters = 0
    var capitals = 0
    var firstIsCapital = false
    var markedApart = false
    for character in word {
      if character.isNumber { return nil }
      guard character.isLetter else { continue }
      if character.isUppercase {
        if letters == 0 { firstIsCapital = true }
        capitals += 1
      }
      markedApart = markedApart || Self.hasMarkApart(character)
      letters += 1
    }
    guard letters >= 1 else { return nil }
    if let previous = context.textBefore.last, previous == "@" || previous == "#" { return nil }
    // A mark no letter of its own carries (Russian stress, `бо́льшая`) is typed on purpose.
    if markedApart { return .suggestOnly }
    if capitals > 1 { return capitals == letters ? .suggestOnly : nil }
    if capitals == 1, !firstIsCapital { return nil }
    // Too few letters to tell a slip from an abbreviation (`po`, `ur`), unless no word
    // has such letters (`md`). A short word is corrected (down to the shortest corrected)
    // only in lowercase, and not after a name where capitals mark names: capitalized, it is
    // often initials or an abbreviation (`Dp`, `Mt`); after a name, the name's particle
    // (`da Vinci`, `Hall of Fame`).
    if letters < Self.shortWordLength,
      letters < settings.shortestSureSlip || !isSureSlip(CompiledDictionary.key(for: word)),
      letters < settings.shortestCorrected || firstIsCapital
        || (settings.capitalsMarkNames && Self.followsName(context.textBefore))
    {
      return .suggestOnly
    }
    if firstIsCapital {
      if Self.startsSentence(context.textBefore) { return .correctCapitalized }
      if !settings.capitalsMarkNames { return .correctNoun }
      if settings.longNameLength > 0, letters >= settings.longNameLength { return .correctNoun }
      return settings.correctsNames ? .marksOnly : .suggestOnly
    }
    // The part after a hyphen joined to a word (`aamu-unisille`, `4-stündigen`) is a
    // compound's last part, often a form only compounds have.
    if Self.followsHyphen(context.textBefore) { return .marksOnly }
    // After a word of a foreign phrase (`heavy metal`), likely the phrase's next word.
    if followsWordNeverOffered(context.textBefore) { return .suggestOnly }
    return .correct
  }

  /// Whether the text before a word ends with a hyphen joined to a letter or digit: the
  /// word is the last part of a hyphenated compound.
  static func followsHyphen(_ text: Substring) -> Bool {
    guard let last = text.last, last == "-" || last == "\u{2010}" else { return false }
    let before = text.dropLast().last
    return before?.isLetter == true || before?.isNumber == true
  }

  /// Whether the letter has a diacritic apart from it (a combining mark, U+0300-U+036F):
  /// in the composed text a keyboard types, only a mark that no letter of its own carries
  /// (Russian and Ukrainian stress: `о́`).
  static func hasMarkApart(_ letter: Character) -> Bool {
    letter.unicodeScalars.dropFirst().contains { (0x300...0x36F).contains($0.value) }
  }

  /// The fewest letters of a word corrected as any word (see ``Settings/shortestCorrected``).
  static let shortWordLength = 3

  /// Whether the text before a word ends with a capitalized word of two letters or more
  /// inside a sentence (a name, or a title's word: `Hall`, `«Birds`; not English `I`).
  static func followsName(_ text: Substring) -> Bool {
    guard let previous = previousWord(text), previous.count >= 2, previous.first!.isUppercase else {
      return false
    }
    return !startsSentence(text[..<previous.startIndex])
  }

  /// Whether the text before a word ends with a lowercase word the dictionary knows but
  /// never offers (frequency class 0: a loanword, an old spelling; `heavy` in French text,
  /// `death` in Icelandic, `of` in Norwegian) and that is no form of a stem it knows nor a
  /// compound of its words: the word after it is likely the foreign phrase's too (`heavy
  /// metal`, `Birds of prey`).
  func followsWordNeverOffered(_ text: Substring) -> Bool {
    guard let previous = Self.previousWord(text), previous.count >= 2, previous.first!.isLowercase else {
      return false
    }
    // Not the last part of a hyphenated or elided word.
    if previous.startIndex > text.startIndex,
      "-'’\u{2010}".contains(text[text.index(before: previous.startIndex)])
    {
      return false
    }
    let key = CompiledDictionary.key(for: String(previous))
    let entries = dictionary.entries(forKey: key)
    guard !entries.isEmpty, !entries.contains(where: dictionary.isOffered) else { return false }
    // A form of the language's own stems, or a compound of its words, is none (Danish
    // `mumlede`, hunspell's form of `mumle`).
    return !dictionary.isFormOfKnownStem(key) && !isCompound(key)
  }

  /// The letters that end the text before a word on the word's line, past the spaces
  /// between them: the word before it; `nil` when there is none, or it is as long as
  /// ``longestPreviousWord`` (at most that many letters are read).
  static func previousWord(_ text: Substring) -> Substring? {
    var end = text.endIndex
    while end > text.startIndex, text[text.index(before: end)].isWhitespace {
      end = text.index(before: end)
      if text[end].isNewline { return nil }
    }
    var start = end
    var letters = 0
    while start > text.startIndex, text[text.index(before: start)].isLetter {
      letters += 1
      if letters == longestPreviousWord { return nil }
      start = text.index(before: start)
    }
    return start < end ? text[start..<end] : nil
  }

  /// The most letters of the word before a word that are read (``previousWord(_:)``).
  static let longestPreviousWord = 40

  /// Whether the text before a word ends a sentence (or is empty).
  static func startsSentence(_ text: Substring) -> Bool {
    var rest = text[...]
    while let last = rest.last, last.isWhitespace || "\"“”„«»‘'([¿¡".contains(last) {
      if last.isNewline { return true }
      rest = rest.dropLast()
    }
    guard let last = rest.last else { return true }
    return ".!?…".contains(last)
  }

  /// For a word the dictionary has only with capitals (`i` -> `I`, `monday` -> `Monday`)
  /// typed without them: that form; else `nil` (the word is kept).
  private func capitalizedForm(of word: String, entries: Range<Int>) -> String? {
    guard settings.restoresCapitals, word.takesTypedCase else { return nil }
    var best: Int?
    for index in entries where !dictionary.isMisspelling(index) {
      guard dictionary.hasCapitals(index) else { return nil }
      if best == nil { best = index }
    }
    guard let best, dictionary.frequency(best) > 0 else { return nil }
    return dictionary.word(best)
  }
}
