extension DictionaryCorrector.Settings {
  /// The defaults, with what a pack says under `locale: corrector:` (its
  /// `corrector.*` keys: confidences, compounds, endings, slips at the start, similar letters, the shortest word corrected, names, sure slips, long words, unknown forms, known forms, long names, long compounds, ambiguous candidates, the ranking and its slips; and its `apostrophe`): the pack of the language
  /// the corrector's dictionary is for.
  public init(for program: RuleProgram) {
    self.init(locale: program.locale)
  }

  /// The defaults, with the locale data's `corrector.*` values.
  package init(locale: LocaleData) {
    self.init()
    if case .number(let value)? = locale["corrector.confidence"] { confidence = Float(value) }
    if case .number(let value)? = locale["corrector.compound-part-length"] { compoundPartLength = Int(value) }
    if case .number(let value)? = locale["corrector.inner-confidence"] { innerConfidence = Float(value) }
    if case .number(let value)? = locale["corrector.ending-length"] { endingLength = Int(value) }
    if case .number(let value)? = locale["corrector.start-slip-length"] { startSlipLength = Int(value) }
    if case .number(let value)? = locale["corrector.shortest-corrected"] { shortestCorrected = Int(value) }
    if case .bool(let value)? = locale["corrector.capitals-mark-names"] { capitalsMarkNames = value }
    if case .list(let groups)? = locale["corrector.similar-letters"] { model.similarLetters = groups }
    if case .number(let value)? = locale["corrector.similar-letters-length"] {
      model.similarLettersLength = Int(value)
    }
    if case .number(let value)? = locale["corrector.compound-correction-length"] {
      compoundCorrectionLength = Int(value)
    }
    if case .number(let value)? = locale["corrector.rare-triple-words"] { rareTripleWords = Int(value) }
    if case .number(let value)? = locale["corrector.sure-slip-confidence"] {
      sureSlipConfidence = Float(value)
    }
    if case .number(let value)? = locale["corrector.long-word-length"] { longWordLength = Int(value) }
    if case .number(let value)? = locale["corrector.long-word-threshold"] { longWordThreshold = Float(value) }
    if case .number(let value)? = locale["corrector.long-word-confidence"] {
      longWordConfidence = Float(value)
    }
    if case .number(let value)? = locale["corrector.unknown-form-length"] { unknownFormLength = Int(value) }
    if case .number(let value)? = locale["corrector.long-name-length"] { longNameLength = Int(value) }
    if case .number(let value)? = locale["corrector.long-compound-length"] {
      longCompoundLength = Int(value)
    }
    if case .number(let value)? = locale["corrector.known-form-confidence"] {
      knownFormConfidence = Float(value)
    }
    if case .number(let value)? = locale["corrector.ranking-frequency-weight"] {
      rankingFrequencyWeight = Float(value)
    }
    if case .number(let value)? = locale["corrector.ranking-slip-cost"] { rankingSlipCost = Float(value) }
    if case .number(let value)? = locale["corrector.ambiguous-confidence"] {
      ambiguousConfidence = Float(value)
    }
    if case .string(let value)? = locale["apostrophe"], value.count == 1, let mark = value.first {
      apostrophe = mark
    }
  }
}
