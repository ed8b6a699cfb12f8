import Foundation
import Testing

@testable import TypingRules
@testable import TypingRulesYAML

/// What the dictionaries take from the packs: the key layout (`layout:` under `locale:`),
/// of which `Dictionaries/layouts/TAG.txt` are copies, and the packs' own words.
struct PackDictionaryDataTests {
  static let sources = DictionarySources(rulesFolder: Fixtures.rulesRoot)

  static func locale(_ tag: String) throws -> LocaleData {
    try Fixtures.withLibrary { try $0.load(locale: tag).program.locale }
  }

  /// Each `Dictionaries/layouts/TAG.txt` is the pack's layout, row for row (the packs are
  /// the source: copy a changed `layout:` into the file).
  @Test func theLayoutFilesAreThePacksLayouts() throws {
    let folder = Self.sources.folder.appendingPathComponent("layouts")
    let files = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter {
      $0.hasSuffix(".txt")
    }
    #expect(files.count >= 17)
    for file in files {
      let tag = String(file.dropLast(4))
      let text = try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
      let layout = try #require(try Self.locale(tag).keyLayout, "the pack of \(tag) has no layout")
      #expect(
        layout == (try KeyLayout(rows: text)), "Dictionaries/layouts/\(file) differs from the pack's layout:")
    }
  }

  @Test func everyDictionaryLocaleHasAPackLayout() throws {
    for (tag, _) in try Self.sources.manifest() {
      #expect(try Self.locale(tag).keyLayout != nil, "\(tag)")
    }
    #expect(try Self.locale("fr").keyLayout?.areNeighbours("a", "z") == true)
    #expect(try Self.locale("de-CH").keyLayout?.areNeighbours("t", "z") == true)
  }

  @Test func thePacksOwnWordsAreTheirNameAbbreviationsAndElisions() throws {
    let icelandic = DictionaryBuilder.packWords(try Self.locale("is"))
    for word in ["Íslenska", "sbr", "o.s.frv", "frv", "f.Kr", "þús", "klst"] {
      #expect(icelandic.contains(word), "\(word)")
    }
    #expect(!icelandic.contains("t. d"))
    let english = DictionaryBuilder.packWords(try Self.locale("en"))
    for word in ["English", "US", "etc", "tis", "cause"] { #expect(english.contains(word), "\(word)") }
  }

  /// A pack's word the sources lack is valid and never offered; one the sources list as a
  /// misspelling stays a misspelling.
  @Test func thePacksOwnWordsAreNeverCorrected() throws {
    var builder = DictionaryBuilder(locale: "is", layout: .qwerty)
    builder.add(.init(word: "sbrs", frequency: 200))
    builder.add(.init(word: "sbr", frequency: 0, correction: "sbrs"))
    builder.add(.init(word: "klukkustund", frequency: 200))
    let locale = LocaleData(
      tag: "is", values: ["abbreviations": .list(["sbr.", "klst."]), "name": .string("Íslenska")])
    #expect(builder.addPackWords(locale) == ["Íslenska", "klst"])
    let dictionary = try CompiledDictionary(bytes: builder.build())
    try dictionary.verify()
    let corrector = DictionaryCorrector(dictionary: dictionary)
    let context = AutocorrectionContext(textBefore: "og ", locale: "is")
    #expect(corrector.isKnown("klst"))
    #expect(corrector.correction(for: "klst", context: context) == nil)
    #expect(corrector.correction(for: "sbr", context: context) == "sbrs")
    #expect(!corrector.suggestions(for: "kls", context: context, limit: 3).contains("klst"))
  }

  /// The Swiss pack's respellings (`ß ss`) write the sources' words as Switzerland does:
  /// the Swiss spelling is the word offered and corrected to, the German one stays valid,
  /// and a misspelling that only the German spelling makes is none.
  @Test func thePacksRespellingsWriteTheWords() throws {
    let swiss = try Self.locale("de-CH")
    #expect(DictionaryBuilder.respellings(swiss).map { "\($0.from) \($0.to)" } == ["ß ss"])
    #expect(DictionaryBuilder.respellings(try Self.locale("de")).isEmpty)
    var builder = DictionaryBuilder(locale: "de-CH", layout: try #require(swiss.keyLayout))
    builder.respellings = DictionaryBuilder.respellings(swiss)
    builder.add(.init(word: "Straße", frequency: 150))
    builder.add(.init(word: "groß", frequency: 180))
    builder.add(.init(word: "strasse", frequency: 0, correction: "Straße"))
    builder.add(.init(word: "dass", frequency: 200))
    builder.add(.init(word: "daß", frequency: 120))
    #expect(builder.entries.map(\.word) == ["Straße", "Strasse", "groß", "gross", "dass", "daß", "dass"])
    let dictionary = try CompiledDictionary(bytes: builder.build())
    try dictionary.verify()
    let corrector = DictionaryCorrector(dictionary: dictionary)
    let context = AutocorrectionContext(textBefore: "die ", locale: "de-CH")
    for word in ["Strasse", "gross", "groß", "Straße", "dass", "daß"] {
      #expect(corrector.correction(for: word, context: context) == nil, "\(word)")
    }
    #expect(corrector.correction(for: "grsos", context: context) == "gross")
    #expect(corrector.candidates(for: "grso", limit: 3).map(\.word) == ["gross"])
    #expect(DictionaryBuilder.respelling("ß") == nil)
    #expect(DictionaryBuilder.respelling("ß ss s") == nil)
    #expect(DictionaryBuilder.respelling("ss ss") == nil)
  }

  /// The pack's layout, set on a dictionary, is the one the search reads neighbours from.
  @Test func aPackLayoutReplacesTheCompiledOne() throws {
    var builder = DictionaryBuilder(locale: "fr", layout: .qwerty)
    builder.add(.init(word: "some", frequency: 200))
    var dictionary = try CompiledDictionary(bytes: builder.build())
    let model = ErrorModel()
    // On QWERTY, l and m are not neighbours; on AZERTY (`qsdfghjklm`) they are.
    #expect(dictionary.matches(near: "sole", budget: 1.2, model: model).first?.cost == model.substitution)
    dictionary.layout = try #require(try Self.locale("fr").keyLayout)
    #expect(
      dictionary.matches(near: "sole", budget: 1.2, model: model).first?.cost == model.neighbourSubstitution)
  }
}
