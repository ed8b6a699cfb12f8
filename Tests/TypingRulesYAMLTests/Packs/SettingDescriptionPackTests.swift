import Testing
import TypingRules
import TypingRulesYAML

/// The settings a shipped pack lists for a settings screen: the base pack's, with their
/// summaries, in every profile, with the defaults the profile gives them.
struct SettingDescriptionPackTests {
  @Test(
    "the base pack's settings are listed with summaries and the profile's defaults",
    arguments: [("ios", 3.0), ("android", 1.1)])
  func baseSettingsAreListed(profile: String, threshold: Double) throws {
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
    // LatinIME's double-space timeout is 1100 ms: the android profile's default.
    #expect(byName["end-sentence-threshold"]?.defaultValue == .number(threshold))
    #expect(byName["end-sentence-threshold"]?.minimum == 0)
    #expect(byName["period-shortcut"]?.defaultValue == .bool(true))
    for description in descriptions {
      #expect(!description.summary.isEmpty, "\(description.name) has no summary")
    }
  }
}
