import Testing
import TypingRules
import TypingRulesYAML

/// The settings a shipped pack lists for a settings screen: the base pack's, with their
/// summaries, in every profile.
struct SettingDescriptionPackTests {
  @Test("the base pack's settings are listed with summaries", arguments: ["ios", "android"])
  func baseSettingsAreListed(profile: String) throws {
    let descriptions = try Fixtures.withLibrary { library in
      try library.load(locale: "en", profile: profile).program.settingDescriptions
    }
    let byName = Dictionary(uniqueKeysWithValues: descriptions.map { ($0.name, $0) })
    for name in [
      "period-shortcut", "smart-punctuation", "auto-capitalization", "auto-correction", "caps-lock",
    ] {
      #expect(byName[name]?.kind == .toggle, "\(name)")
    }
    #expect(byName["end-sentence-threshold"]?.kind == .number)
    #expect(byName["end-sentence-threshold"]?.defaultValue == .number(3))
    #expect(byName["end-sentence-threshold"]?.minimum == 0)
    #expect(byName["period-shortcut"]?.defaultValue == .bool(true))
    for description in descriptions {
      #expect(!description.summary.isEmpty, "\(description.name) has no summary")
    }
  }
}
