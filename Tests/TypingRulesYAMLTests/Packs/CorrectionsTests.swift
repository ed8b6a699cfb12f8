import Foundation
import Testing
import TypingRules
import TypingRulesYAML

/// The autocorrection tables on the YAML side: the shipped `corrections.yaml` of the en and
/// is packs, a catalog's `corrections:` over a pack's table, and the merge of the tables
/// along a pack's `extends` chain.
struct CorrectionsTests {
  static let shippedPacks = ["en", "is"]

  /// The entries a pack's own `corrections.yaml` lists, as written (not lowercased).
  static func ownEntries(of pack: String) throws -> [String: String] {
    try Fixtures.withLibrary { library in
      let sink = DiagnosticSink()
      let chain = library.loadChain(pack, sink: sink)
      #expect(!sink.hasErrors, "\(DiagnosticsError(sink.diagnostics).rendered)")
      let own = try #require(chain.last)
      #expect(own.name == pack)
      return own.corrections
    }
  }

  static func correction(_ word: String, in table: SubstitutionTable, locale: String) -> String? {
    table.correction(for: word, context: AutocorrectionContext(textBefore: "", locale: locale))
  }

  // MARK: - The shipped tables

  @Test("the shipped table loads with its pack", arguments: shippedPacks)
  func shippedTableLoads(pack: String) throws {
    let compiled = try Fixtures.withLibrary { try $0.load(pack: pack) }
    let entries = try Self.ownEntries(of: pack)
    #expect(entries.count >= 60, "\(pack) has only \(entries.count) corrections")
    for (typo, fix) in entries {
      #expect(Self.correction(typo, in: compiled.corrections, locale: pack) == fix, "\(pack): \(typo)")
    }
    let warnings = compiled.warnings.filter { $0.location.file.hasSuffix("corrections.yaml") }
    #expect(warnings.isEmpty, "\(DiagnosticsError(warnings).rendered)")
  }

  @Test("the en table corrects common typos")
  func englishEntries() throws {
    let table = try Fixtures.withLibrary { try $0.load(pack: "en") }.corrections
    #expect(Self.correction("teh", in: table, locale: "en") == "the")
    #expect(Self.correction("adn", in: table, locale: "en") == "and")
    #expect(Self.correction("recieve", in: table, locale: "en") == "receive")
    #expect(Self.correction("becuase", in: table, locale: "en") == "because")
    #expect(Self.correction("dont", in: table, locale: "en") == "don’t")
    // Lookup ignores case; the engine re-applies the typed case.
    #expect(Self.correction("TEH", in: table, locale: "en") == "the")
    // Real words are never in the table.
    for word in ["the", "cant", "wont", "ill", "its", "well", "were", "a", "i"] {
      #expect(Self.correction(word, in: table, locale: "en") == nil, "\(word)")
    }
  }

  @Test("the is table corrects common typos")
  func icelandicEntries() throws {
    let table = try Fixtures.withLibrary { try $0.load(pack: "is") }.corrections
    #expect(Self.correction("eg", in: table, locale: "is") == "ég")
    #expect(Self.correction("thad", in: table, locale: "is") == "það")
    #expect(Self.correction("vid", in: table, locale: "is") == "við")
    #expect(Self.correction("kanski", in: table, locale: "is") == "kannski")
    // Unaccented forms that are Icelandic words themselves are left alone.
    for word in ["dyr", "for", "hofum", "litid", "a", "i", "teh"] {
      #expect(Self.correction(word, in: table, locale: "is") == nil, "\(word)")
    }
  }

  @Test("every key is a lowercase word that differs from its correction", arguments: shippedPacks)
  func keysAreLowercaseWords(pack: String) throws {
    for (typo, fix) in try Self.ownEntries(of: pack) {
      #expect(typo == typo.lowercased(), "\(pack): '\(typo)' is not lowercase")
      #expect(typo != fix, "\(pack): '\(typo)' corrects to itself")
      #expect(!fix.isEmpty, "\(pack): '\(typo)' has an empty correction")
      // The engine asks about the word before the cursor: letters (and in-word
      // apostrophes) only. A key with anything else would never be looked up.
      #expect(
        typo.allSatisfy { $0.isLetter || $0 == "'" || $0 == "’" },
        "\(pack): '\(typo)' is not a word the engine can commit")
      #expect(typo.count > 1, "\(pack): single letters are never corrected ('\(typo)')")
      #expect(fix.allSatisfy { !$0.isNewline }, "\(pack): '\(typo)' has a new line in its correction")
    }
  }

  @Test("the correction keeps the typed case")
  func typedCaseIsKept() {
    #expect("the".matchingCase(of: "teh") == "the")
    #expect("the".matchingCase(of: "Teh") == "The")
    #expect("the".matchingCase(of: "TEH") == "THE")
    #expect("ég".matchingCase(of: "Eg") == "Ég")
    #expect("það".matchingCase(of: "THAD") == "ÞAÐ")
    #expect("an".matchingCase(of: "A") == "An")
  }

  // MARK: - A catalog's corrections over the pack's table

  static func runCatalog(_ text: String) throws -> [CaseRunner.Result] {
    let catalog = try Catalog.load(path: "corrections-test.yaml", bytes: Array(text.utf8))
    return Fixtures.withLibrary { library in
      catalog.cases.map { CaseRunner(library: library).run($0, defaults: catalog.defaults) }
    }
  }

  @Test("a catalog's corrections override the pack's table")
  func catalogOverridesPackTable() throws {
    let results = try Self.runCatalog(
      """
      defaults:
        locale: en
        corrections: {teh: tea}
      cases:
        - name: the catalog's entry wins over the pack's
          taps: "teh "
          result: "Tea "
        - name: a case's entry wins over the defaults
          taps: "teh "
          corrections: {teh: ten}
          result: "Ten "
        - name: the pack's other entries still apply
          taps: "adn "
          result: "And "
        - name: the catalog adds entries the pack does not have
          taps: "cta "
          corrections: {cta: cat}
          result: "Cat "
      """)
    #expect(results.count == 4)
    for result in results {
      #expect(result.error == nil, "\(result.source.name): \(result.error?.gnuLine ?? "")")
      #expect(result.failure == nil, "\(result.source.name): got '\(result.failure?.actual ?? "")'")
    }
  }

  @Test("without a catalog entry the pack's table applies")
  func packTableApplies() throws {
    let results = try Self.runCatalog(
      """
      cases:
        - name: en
          locale: en
          taps: "teh "
          result: "The "
        - name: is
          locale: is
          taps: "eg "
          result: "Ég "
      """)
    for result in results {
      #expect(result.passed, "\(result.source.name): got '\(result.outcome?.result ?? result.error?.gnuLine ?? "")'")
    }
  }

  // MARK: - Merging along the extends chain

  /// A rules folder in a temporary directory: `base`, `locales/mid` extends base,
  /// `locales/leaf` extends mid, each with its own corrections.
  static func makeRulesFolder() throws -> String {
    let root = FileManager.default.temporaryDirectory
      .appendingPathComponent("corrections-tests-\(UUID().uuidString)").path
    func write(_ path: String, _ text: String) throws {
      let url = URL(fileURLWithPath: root + "/" + path)
      try FileManager.default.createDirectory(
        at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try text.write(to: url, atomically: true, encoding: .utf8)
    }
    try write("base/pack.yaml", "pack: base\ncorrections: corrections.yaml\n")
    try write("base/corrections.yaml", "corrections:\n  teh: the\n  adn: and\n  wiht: with\n")
    try write("locales/mid/pack.yaml", "pack: mid\nextends: base\ncorrections: corrections.yaml\n")
    try write("locales/mid/corrections.yaml", "corrections:\n  teh: tea\n  recieve: receive\n")
    try write("locales/leaf/pack.yaml", "pack: leaf\nextends: mid\ncorrections: [extra.yaml, more.yaml]\n")
    try write("locales/leaf/extra.yaml", "corrections:\n  wiht: whit\n")
    try write("locales/leaf/more.yaml", "corrections:\n  Becuase: because\n")
    try write("locales/plain/pack.yaml", "pack: plain\nextends: base\n")
    return root
  }

  @Test("CompiledPack.corrections merges the tables along the extends chain, child over parent")
  func tablesMergeAlongTheChain() throws {
    let root = try Self.makeRulesFolder()
    defer { try? FileManager.default.removeItem(atPath: root) }
    let library = PackLibrary(root: root)

    let base = try library.load(pack: "base").corrections
    #expect(base.entries == ["teh": "the", "adn": "and", "wiht": "with"])

    let mid = try library.load(pack: "mid").corrections
    #expect(mid.entries == ["teh": "tea", "adn": "and", "wiht": "with", "recieve": "receive"])

    let leaf = try library.load(pack: "leaf").corrections
    #expect(
      leaf.entries == [
        "teh": "tea", "adn": "and", "wiht": "whit", "recieve": "receive", "becuase": "because",
      ])

    // A pack without its own table inherits its parent's unchanged.
    let plain = try library.load(pack: "plain").corrections
    #expect(plain == base)
  }

  @Test("a corrections file outside the pack's folder is an error")
  func correctionsFileMustBeInThePackFolder() throws {
    let root = try Self.makeRulesFolder()
    defer { try? FileManager.default.removeItem(atPath: root) }
    try FileManager.default.createDirectory(atPath: root + "/locales/bad", withIntermediateDirectories: true)
    try "pack: bad\nextends: base\ncorrections: ../mid/corrections.yaml\n".write(
      toFile: root + "/locales/bad/pack.yaml", atomically: true, encoding: .utf8)
    let library = PackLibrary(root: root)
    #expect(throws: DiagnosticsError.self) { try library.load(pack: "bad") }
  }

  @Test("a corrections file with anything but 'corrections' is an error")
  func correctionsFileShape() throws {
    let root = try Self.makeRulesFolder()
    defer { try? FileManager.default.removeItem(atPath: root) }
    try FileManager.default.createDirectory(atPath: root + "/locales/odd", withIntermediateDirectories: true)
    try "pack: odd\nextends: base\ncorrections: corrections.yaml\n".write(
      toFile: root + "/locales/odd/pack.yaml", atomically: true, encoding: .utf8)
    try "corrections:\n  teh: the\nrules: []\n".write(
      toFile: root + "/locales/odd/corrections.yaml", atomically: true, encoding: .utf8)
    let library = PackLibrary(root: root)
    #expect(throws: DiagnosticsError.self) { try library.load(pack: "odd") }
  }
}
