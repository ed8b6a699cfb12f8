import TypingRules

/// The catalog format's five settings, declared as the base pack (`Rules/base/pack.yaml`)
/// declares them: the core itself knows no setting.
enum StandardSettings {
  static let definitions = [
    SettingDefinition(name: "period-shortcut", defaultValue: .bool(true), summary: ""),
    SettingDefinition(name: "smart-punctuation", defaultValue: .bool(true), summary: ""),
    SettingDefinition(name: "auto-capitalization", defaultValue: .bool(true), summary: ""),
    SettingDefinition(name: "auto-correction", defaultValue: .bool(true), summary: ""),
    SettingDefinition(name: "end-sentence-threshold", defaultValue: .number(3.0), summary: ""),
  ]
}

extension ProgramBuilder {
  /// Declares the catalog format's five settings.
  mutating func declareStandardSettings() {
    for definition in StandardSettings.definitions { declareSetting(definition) }
  }
}

extension RuleProgram {
  /// A program with no rules that declares the catalog format's five settings.
  static func standard() throws -> RuleProgram {
    var builder = ProgramBuilder(locale: .testLocale)
    builder.declareStandardSettings()
    return try builder.build()
  }
}

extension LocaleData {
  /// The locale tests build programs with: the base pack's lexing data (openers, the
  /// apostrophe, number separators), so the engine's token and word read as with a pack.
  static let testLocale = LocaleData(
    tag: "test",
    values: [
      "opening-punctuation": .string("([{\"'“‘«‹„‚"), "sentence-openers": .string("¿¡"),
      "apostrophe": .string("’"), "numbers.decimal": .string("."), "numbers.grouping": .string(","),
      "numbers.separators": .string(":/-"),
    ])
}
