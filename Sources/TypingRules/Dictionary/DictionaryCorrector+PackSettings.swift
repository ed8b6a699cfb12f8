extension DictionaryCorrector.Settings {
  /// The defaults, with what a pack says under `locale: corrector:` (its
  /// `corrector.confidence` and `corrector.compound-part-length`): the pack of the language
  /// the corrector's dictionary is for.
  public init(for program: RuleProgram) {
    self.init(locale: program.locale)
  }

  /// The defaults, with the locale data's `corrector.*` values.
  package init(locale: LocaleData) {
    self.init()
    if case .number(let value)? = locale["corrector.confidence"] { confidence = Float(value) }
    if case .number(let value)? = locale["corrector.compound-part-length"] { compoundPartLength = Int(value) }
  }
}
