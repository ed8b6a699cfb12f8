import Foundation
import Testing
import TypingRules
import TypingRulesYAML

/// The shipped locale packs: every pack types its own declared characters, its data
/// agrees with CLDR as Foundation.Locale exposes it (or says why not), and locale tags
/// fall back to the right pack.
struct LocalePackTests {
  /// The packs that must ship; more may exist.
  static let requiredPacks = [
    "en", "en-GB", "is", "de", "de-CH", "fr", "fr-CA", "nl", "sv", "da", "nb", "fi", "pl", "cs",
    "ru", "uk", "es", "it", "pt-BR", "pt-PT",
  ]

  /// Every locale pack in the rules folder (not `base`).
  static let packs: [String] = Fixtures.withLibrary { $0.availablePacks.filter { $0 != "base" } }

  static func load(_ pack: String) throws -> CompiledPack {
    try Fixtures.withLibrary { library in
      do {
        return try library.load(pack: pack)
      } catch let error as DiagnosticsError {
        Issue.record("\(error.rendered)")
        throw error
      }
    }
  }

  static func text(_ locale: LocaleData, _ key: String) -> String? { locale[key]?.text }

  /// Characters shown with their code points, so invisible spaces read in a failure.
  static func visible(_ text: String?) -> String {
    guard let text else { return "nil" }
    return text.unicodeScalars.map { scalar in
      scalar.isASCII && scalar.value > 0x20 ? String(scalar) : String(format: "U+%04X", scalar.value)
    }.joined(separator: " ")
  }

  @Test("the twenty shipped packs exist")
  func requiredPacksExist() {
    for pack in Self.requiredPacks {
      #expect(Self.packs.contains(pack), "no pack '\(pack)' in Rules/locales")
    }
  }

  @Test("every pack declares its punctuation data itself", arguments: packs)
  func packDeclaresData(pack: String) throws {
    let compiled = try Self.load(pack)
    let own = try #require(compiled.chain.last)
    for key in [
      "quotes.primary.open", "quotes.primary.close", "quotes.secondary.open", "quotes.secondary.close",
      "apostrophe", "numbers.decimal", "numbers.grouping", "ordinal-dot", "sentence-terminators",
      "sentence-openers", "abbreviations",
    ] {
      #expect(own.locale[key] != nil, "\(pack) does not declare '\(key)' (it inherits it)")
    }
    if case .list(let abbreviations) = compiled.program.locale["abbreviations"] {
      #expect(abbreviations.count >= 8, "\(pack) lists only \(abbreviations.count) abbreviations")
    } else {
      Issue.record("\(pack): 'abbreviations' is not a list")
    }
  }

  /// Types `"x" 'y' don't` with autocapitalization off and checks every character against
  /// the pack's compiled locale values.
  @Test("quotes and apostrophe are the pack's own characters", arguments: packs)
  func typesDeclaredCharacters(pack: String) throws {
    let compiled = try Self.load(pack)
    let locale = compiled.program.locale
    let q1o = try #require(Self.text(locale, "quotes.primary.open"))
    let q1c = try #require(Self.text(locale, "quotes.primary.close"))
    let q2o = try #require(Self.text(locale, "quotes.secondary.open"))
    let q2c = try #require(Self.text(locale, "quotes.secondary.close"))
    let apostrophe = try #require(Self.text(locale, "apostrophe"))
    // A pack may space the inside of its double quotes (French typography); that space is
    // data too.
    let inside = Self.text(locale, "custom.guillemet-space") ?? ""

    var replay = Replay(script: try TapScript(parsing: #""x" 'y' don't"#))
    replay.field.autocapitalization = .none
    let outcome = try replay.run(with: compiled.program)
    let expected = "\(q1o)\(inside)x\(inside)\(q1c) \(q2o)y\(q2c) don\(apostrophe)t"
    #expect(
      outcome.result == expected,
      "\(pack): typed \(Self.visible(outcome.result)), declared \(Self.visible(expected))")
  }

  /// The pack's characters against CLDR as `Foundation.Locale` gives them for the pack's tag.
  /// A different value needs a `reason` next to it (in the pack that sets it), and a reason
  /// on a value that matches CLDR is stale.
  @Test("quotes, apostrophe and separators agree with CLDR or say why not", arguments: packs)
  func agreesWithCLDR(pack: String) throws {
    let compiled = try Self.load(pack)
    let cldr = Locale(identifier: pack)
    let reference: [(key: String, value: String?)] = [
      ("quotes.primary.open", cldr.quotationBeginDelimiter),
      ("quotes.primary.close", cldr.quotationEndDelimiter),
      ("quotes.secondary.open", cldr.alternateQuotationBeginDelimiter),
      ("quotes.secondary.close", cldr.alternateQuotationEndDelimiter),
      ("numbers.decimal", cldr.decimalSeparator),
      ("numbers.grouping", cldr.groupingSeparator),
      // Foundation.Locale has no apostrophe; CLDR and Unicode (The Unicode Standard,
      // section 6.2) give U+2019 for every locale here.
      ("apostrophe", "\u{2019}"),
    ]
    for (key, expected) in reference {
      let expected = try #require(expected, "Foundation.Locale has no value for \(key) in \(pack)")
      let value = Self.text(compiled.program.locale, key)
      // The entry that set the value: the last pack in the chain that declares the key.
      let entry = compiled.chain.last { $0.locale[key] != nil }?.locale[key]
      let reason = entry?.reason
      if value != expected {
        #expect(
          reason != nil,
          "\(pack) \(key) is \(Self.visible(value)) but CLDR says \(Self.visible(expected)); write {value: ..., reason: \"...\"}")
      } else {
        #expect(reason == nil, "\(pack) \(key) matches CLDR but gives a reason: \(reason ?? "")")
      }
    }
  }

  @Test("opening quotes count as opening punctuation, closing quotes as closing", arguments: packs)
  func quoteSetsAreConsistent(pack: String) throws {
    let locale = try Self.load(pack).program.locale
    let opening = Self.text(locale, "opening-punctuation") ?? ""
    let closing = Self.text(locale, "closing-punctuation") ?? ""
    for key in ["quotes.primary.open", "quotes.secondary.open"] {
      let mark = try #require(Self.text(locale, key))
      #expect(opening.contains(mark), "\(pack): \(key) \(mark) is not in opening-punctuation")
    }
    for key in ["quotes.primary.close", "quotes.secondary.close"] {
      let mark = try #require(Self.text(locale, key))
      #expect(closing.contains(mark), "\(pack): \(key) \(mark) is not in closing-punctuation")
      // A mark that closes here and opens nothing here must not be an opening mark, or a
      // quote typed after it would open again and the keyboard would shift after it.
      let opensToo = ["quotes.primary.open", "quotes.secondary.open"].contains { Self.text(locale, $0) == mark }
      if !opensToo {
        #expect(!opening.contains(mark), "\(pack): the closing mark \(mark) is listed as opening punctuation")
      }
    }
  }

  // MARK: - Fallback

  @Test("a regional tag falls back to its language", arguments: [
    ("en-AU", "en"), ("en_US", "en"), ("de-AT", "de"), ("fr-BE", "fr"), ("fr-CA", "fr-CA"), ("es-MX", "es"),
    ("EN-gb", "en-GB"), ("de-CH-1996", "de-CH"),
  ])
  func regionalFallback(tag: String, pack: String) {
    #expect(Fixtures.withLibrary { $0.resolve(locale: tag) } == pack)
  }

  @Test("aliases choose between packs", arguments: [
    ("pt", "pt-BR"), ("pt-AO", "pt-PT"), ("pt-MZ", "pt-PT"), ("no", "nb"), ("nn", "nb"), ("nb-NO", "nb"),
    ("pt-BR", "pt-BR"), ("pt-PT", "pt-PT"),
  ])
  func aliasFallback(tag: String, pack: String) {
    #expect(Fixtures.withLibrary { $0.resolve(locale: tag) } == pack)
  }

  @Test("every alias names a pack that exists")
  func aliasTargetsExist() throws {
    let aliases = try Fixtures.withLibrary { try $0.aliases() }
    #expect(!aliases.isEmpty)
    for (alias, target) in aliases {
      #expect(Self.packs.contains(target), "alias \(alias) -> \(target): no such pack")
    }
  }

  /// `pt` resolves to the pack whose data CLDR gives for `pt` (Brazilian Portuguese).
  @Test("the bare tag pt resolves to the pack CLDR's pt matches")
  func portugueseMatchesCLDR() throws {
    let name = try #require(Fixtures.withLibrary { $0.resolve(locale: "pt") })
    let locale = try Self.load(name).program.locale
    let cldr = Locale(identifier: "pt")
    #expect(Self.text(locale, "quotes.primary.open") == cldr.quotationBeginDelimiter)
    #expect(Self.text(locale, "numbers.grouping") == cldr.groupingSeparator)
  }

  @Test("an unknown locale is an error that lists the available packs")
  func unknownLocale() {
    Fixtures.withLibrary { library in
      #expect(library.resolve(locale: "xx-YY") == nil)
      do {
        _ = try library.load(locale: "xx-YY")
        Issue.record("loading 'xx-YY' did not fail")
      } catch let error as DiagnosticsError {
        let message = error.rendered
        #expect(message.contains("unknown locale 'xx-YY'"), "\(message)")
        for pack in Self.packs {
          #expect(message.contains(pack), "the error does not list \(pack): \(message)")
        }
        #expect(!message.contains("base"), "the error lists base, which is not a locale: \(message)")
      } catch {
        Issue.record(error)
      }
    }
  }

  // MARK: - Typing in the README's locales

  @Test("typing in is, de and fr", arguments: [
    ("is", #"hann sagði "já""#, "hann sagði „já“"),
    ("de", #"er sagte "ja""#, "er sagte „ja“"),
    ("fr", #"il a dit "oui""#, "il a dit «\u{202F}oui\u{202F}»"),
  ])
  func quotesInReadmeLocales(locale: String, taps: String, expected: String) throws {
    var replay = Replay(script: try TapScript(parsing: taps))
    replay.field.autocapitalization = .none
    let outcome = try replay.run(with: try Self.load(locale).program)
    #expect(outcome.result == expected, "\(Self.visible(outcome.result))")
  }

  @Test("ordinals and grouping in Icelandic do not start a sentence")
  func icelandicOrdinalsAndGrouping() throws {
    let replay = Replay(script: try TapScript(parsing: "þann 21. maí kostaði það 1.000 kr"))
    let outcome = try replay.run(with: try Self.load("is").program)
    #expect(outcome.result == "Þann 21. maí kostaði það 1.000 kr")
  }
}
