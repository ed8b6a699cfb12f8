import Testing
import TypingRules

struct SettingDescriptionTests {
  static func program() throws -> RuleProgram {
    var builder = ProgramBuilder(locale: .testLocale)
    builder.declareSetting(
      SettingDefinition(
        name: "period-shortcut", defaultValue: .bool(true), summary: "Two spaces end a sentence."))
    builder.declareSetting(
      SettingDefinition(name: "end-sentence-threshold", defaultValue: .number(3), summary: "Seconds."))
    builder.declareSetting(SettingDefinition(name: "quiet", defaultValue: .bool(false), summary: ""))
    return try builder.build()
  }

  @Test func theDeclaredSettingsAreListedInOrderWithTheirKinds() throws {
    let descriptions = try Self.program().settingDescriptions
    #expect(descriptions.map(\.name) == ["period-shortcut", "end-sentence-threshold", "quiet"])
    #expect(descriptions.map(\.kind) == [.toggle, .number, .toggle])
    #expect(descriptions.map(\.defaultValue) == [.bool(true), .number(3), .bool(false)])
    #expect(descriptions.map(\.summary) == ["Two spaces end a sentence.", "Seconds.", ""])
  }

  @Test func aSwitchHasNoRangeAndANumberStartsAtZero() throws {
    let descriptions = try Self.program().settingDescriptions
    #expect(descriptions[0].minimum == nil)
    #expect(descriptions[0].maximum == nil)
    #expect(descriptions[1].minimum == 0)
    #expect(descriptions[1].maximum == nil)
  }

  /// The range listed is the one the engine enforces: the minimum is taken, anything below
  /// it is refused.
  @Test func theEngineTakesTheListedMinimumAndRefusesLess() throws {
    let program = try Self.program()
    let threshold = try #require(program.settingDescriptions.first { $0.kind == .number })
    let minimum = try #require(threshold.minimum)
    let engine = try TypingEngine(
      program: program, document: InMemoryDocument(),
      settings: KeyboardSettings([threshold.name: .number(minimum)]))
    #expect(engine.settings.values[threshold.name] == .number(minimum))
    #expect(throws: SettingsError.outOfRange(threshold.name, .number(minimum - 0.5))) {
      try engine.setSettings(KeyboardSettings([threshold.name: .number(minimum - 0.5)]))
    }
  }

  /// Every listed default is accepted as a setting value, so a settings screen can start
  /// from the defaults and hand them back.
  @Test func theDefaultsAreValidSettings() throws {
    let program = try Self.program()
    var settings = KeyboardSettings()
    for description in program.settingDescriptions {
      settings.set(description.name, to: description.defaultValue)
    }
    let engine = try TypingEngine(program: program, document: InMemoryDocument(), settings: settings)
    #expect(engine.settings == settings)
  }

  @Test func aProgramWithoutSettingsListsNone() throws {
    #expect(try ProgramBuilder(locale: .testLocale).build().settingDescriptions.isEmpty)
  }
}
