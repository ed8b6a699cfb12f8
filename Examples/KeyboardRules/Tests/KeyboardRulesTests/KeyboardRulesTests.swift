import KeyboardRules
import Testing
import TypingRules

/// The resource the build-tool plugin made loads, holds the configured packs, and types.
struct KeyboardRulesTests {
  @Test func theBuildCompiledTheConfiguredPacks() throws {
    let rules = try KeyboardRules.load()
    #expect(rules.tags == ["en", "fr", "de"])
    #expect(rules.profiles == ["ios"])
  }

  /// Types `text` key by key, 0.2 s apart, and returns the field's text.
  func type(_ text: String, locale: String) throws -> String {
    let document = InMemoryDocument()
    let engine = try KeyboardRules.engine(for: locale, rules: try KeyboardRules.load(), document: document)
    var time = 0.0
    for character in text {
      engine.handle(character == " " ? .space : .character(character), at: time)
      time += 0.2
    }
    return document.text
  }

  @Test func typesWithTheCompiledPacks() throws {
    #expect(try type("hello  world", locale: "en") == "Hello. World")
    #expect(try type("il a dit \"oui\"", locale: "fr-CA") == "Il a dit «\u{202F}oui\u{202F}»")
    #expect(try type("er sagte \"ja\"", locale: "de-AT") == "Er sagte „ja“")
  }

  @Test func aLocaleThatWasNotCompiledIsAnError() throws {
    let rules = try KeyboardRules.load()
    #expect(throws: CompiledFormError.unknownLocale("is", available: ["en", "fr", "de"])) {
      try rules.pack(for: "is")
    }
  }
}
