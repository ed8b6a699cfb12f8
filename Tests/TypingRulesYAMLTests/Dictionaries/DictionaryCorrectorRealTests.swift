import Foundation
import Testing
import TypingRulesYAML

@testable import TypingRules

/// The dictionary corrector with the real dictionaries: the catalogs of
/// Tests/catalogs/dictionary (one per locale) pass, and accuracy does not fall below what
/// Docs/dictionaries.md reports. (That no word of any lexicon is ever changed is checked
/// exhaustively in release, by `typingrules evaluate-corrections --lexicon` in Tests/run's
/// dictionary stage: a debug build takes minutes per locale.)
///
/// The dictionaries are the compiled ones of the folder `TYPINGRULES_DICTIONARIES` names
/// (Tests/run sets it after building them in release), else built from the repository's
/// sources once per run, more slowly.
///
/// Serialized: building a dictionary is long, blocking work, and on a 2-core machine two at
/// once would hold every thread of the test pool, so that tests with a time limit elsewhere
/// exceed it waiting for a thread.
@Suite(.serialized)
struct DictionaryCorrectorRealTests {
  static let sources = DictionarySources(rulesFolder: Fixtures.rulesRoot)
  static let lock = NSLock()

  /// One locale's dictionary, built once; its own lock.
  final class Slot: @unchecked Sendable {
    let lock = NSLock()
    var dictionary: CompiledDictionary?
    var corrector: DictionaryCorrector?
  }
  nonisolated(unsafe) static var slots: [String: Slot] = [:]

  static func slot(_ tag: String) -> Slot {
    lock.lock()
    defer { lock.unlock() }
    if let slot = slots[tag] { return slot }
    let slot = Slot()
    slots[tag] = slot
    return slot
  }

  /// The folder of compiled dictionaries (`TAG.trdict`) to use instead of building them.
  static let compiledFolder = ProcessInfo.processInfo.environment["TYPINGRULES_DICTIONARIES"]

  /// The locale's dictionary, loaded or built on first use.
  static func dictionary(_ tag: String) throws -> CompiledDictionary {
    let slot = slot(tag)
    slot.lock.lock()
    defer { slot.lock.unlock() }
    if let dictionary = slot.dictionary { return dictionary }
    let dictionary: CompiledDictionary
    if let folder = compiledFolder {
      let path = folder + "/" + tag + ".trdict"
      let data = try #require(
        FileManager.default.contents(atPath: path), "TYPINGRULES_DICTIONARIES: no \(path)")
      dictionary = try CompiledDictionary(bytes: [UInt8](data))
    } else {
      dictionary = try sources.build(tag)
    }
    slot.dictionary = dictionary
    return dictionary
  }

  /// The locale's dictionary corrector with its pack's settings, `nil` when the locale has
  /// no dictionary sources.
  static func corrector(_ tag: String) -> DictionaryCorrector? {
    guard let dictionary = try? dictionary(tag),
      let locale = try? DictionarySources.packLocale(rulesFolder: Fixtures.rulesRoot, tag: tag)
    else { return nil }
    let slot = slot(tag)
    slot.lock.lock()
    defer { slot.lock.unlock() }
    if let corrector = slot.corrector { return corrector }
    let corrector = DictionaryCorrector(dictionary: dictionary, settings: .init(locale: locale))
    slot.corrector = corrector
    return corrector
  }

  /// The catalogs of Tests/catalogs/dictionary, by file name.
  static let catalogFolder = Fixtures.packageRoot.appendingPathComponent("Tests/catalogs/dictionary").path
  static let catalogNames: [String] =
    ((try? FileManager.default.contentsOfDirectory(atPath: catalogFolder)) ?? []).filter {
      $0.hasSuffix(".yaml")
    }
    .sorted()

  static func context(_ before: String = "") -> AutocorrectionContext {
    AutocorrectionContext(textBefore: before[...], locale: "")
  }

  @Test("there is a dictionary catalog per locale with dictionary sources")
  func catalogPerLocale() throws {
    // en-GB's dictionary holds en's words (the US and UK lists in the other order).
    let tags = try Self.sources.manifest().map(\.tag).filter { $0 != "en-GB" }
    #expect(Self.catalogNames == tags.map { $0 + ".yaml" }.sorted())
  }

  @Test("the dictionary catalogs pass", arguments: catalogNames)
  func catalogPasses(name: String) throws {
    let path = Self.catalogFolder + "/" + name
    let data = try #require(FileManager.default.contents(atPath: path))
    let catalog = try Catalog.load(path: path, bytes: [UInt8](data))
    #expect(!catalog.cases.isEmpty)
    // Built here, outside the library's lock, so that catalogs of two locales build at once.
    _ = try Self.dictionary(String(name.dropLast(".yaml".count)))
    for source in catalog.cases {
      let result = Fixtures.withLibrary { library in
        var runner = CaseRunner(library: library)
        runner.dictionaryFor = { Self.corrector($0.locale.tag) }
        return runner.run(source, defaults: catalog.defaults)
      }
      if let error = result.error { Issue.record("\(name): \(source.name): \(error.gnuLine)") }
      if let failure = result.failure {
        Issue.record("\(name): \(source.name): expected \"\(failure.expected)\", got \"\(failure.actual)\"")
      }
    }
  }

  @Test("a case asking for a dictionary the runner lacks is a located error")
  func missingDictionaryIsAnError() throws {
    let yaml = "cases:\n  - name: x\n    corrector: dictionary\n    taps: \"teh \"\n    result: \"The \"\n"
    let catalog = try Catalog.load(path: "x.yaml", bytes: Array(yaml.utf8))
    let result = Fixtures.withLibrary {
      CaseRunner(library: $0).run(catalog.cases[0], defaults: catalog.defaults)
    }
    let error = try #require(result.error)
    #expect(error.gnuLine.contains("x.yaml:3:"))
    #expect(error.gnuLine.contains("no compiled dictionary for locale 'en'"))
    let bad = "cases:\n  - name: x\n    corrector: spell\n    taps: \"a\"\n    result: \"A\"\n"
    #expect(throws: DiagnosticsError.self) { try Catalog.load(path: "y.yaml", bytes: Array(bad.utf8)) }
  }

  /// The suggestion bar's one search (the suggestions' budget, one to five candidates)
  /// gives the correction the correction's own narrower search gives: the shortcut against
  /// the plain path, on generated typos of the dictionary's words (a letter replaced,
  /// left out, added, two swapped) and random strings of two to four letters, each inside
  /// a sentence, and capitalized at a sentence's start.
  @Test("the suggestion bar's search gives the correction", arguments: ["en", "de", "is"])
  func suggestionSearchGivesTheCorrection(tag: String) throws {
    let corrector = try #require(Self.corrector(tag))
    let dictionary = corrector.dictionary
    var random = SplitMix64(
      seed: 0x5EED_0000 &+ UInt64(tag.unicodeScalars.reduce(0) { $0 &* 31 &+ $1.value }))
    let letters = Array(dictionary.layout.rows.unicodeScalars.filter { $0 != "\n" })
    var typed: [String] = []
    while typed.count < 300 {
      let index = Int.random(in: 0..<dictionary.count, using: &random)
      guard dictionary.isOffered(index) else { continue }
      var scalars = Array(dictionary.keyText(index).unicodeScalars)
      guard scalars.count >= 2 else { continue }
      let at = Int.random(in: 0..<scalars.count, using: &random)
      let letter = letters.randomElement(using: &random)!
      switch Int.random(in: 0..<4, using: &random) {
      case 0: scalars[at] = letter
      case 1: scalars.remove(at: at)
      case 2: scalars.insert(letter, at: at)
      default: if at + 1 < scalars.count { scalars.swapAt(at, at + 1) }
      }
      typed.append(String(String.UnicodeScalarView(scalars)))
    }
    for _ in 0..<150 {
      let length = Int.random(in: 2...4, using: &random)
      typed.append(
        String(String.UnicodeScalarView((0..<length).map { _ in letters.randomElement(using: &random)! })))
    }
    var differing: [String] = []
    for word in typed {
      for (text, before) in [(word, "og "), (word.prefix(1).uppercased() + word.dropFirst(), "")] {
        let context = Self.context(before)
        let plain = corrector.correction(for: text, context: context, ranked: nil)
        let key = CompiledDictionary.key(for: text)
        for searched in 1...5 {
          let ranked = corrector.rankedCandidates(forKey: key, limit: searched)
          let viaBar = corrector.correction(
            for: text, context: context, ranked: ranked, rankedAll: ranked.count < searched)
          if viaBar != plain { differing.append("\(text) (\(searched)): \(plain ?? "-") / \(viaBar ?? "-")") }
        }
      }
    }
    #expect(differing.isEmpty, "\(differing.prefix(10))")
  }

  /// Real Icelandic misspellings (the Error Corpus's training part): the floor is a little
  /// under what Docs/dictionaries.md reports, so a regression fails.
  @Test func icelandicRealTypos() throws {
    let corrector = try #require(Self.corrector("is"))
    let text = try String(
      contentsOf: Fixtures.packageRoot.appendingPathComponent("Tests/typos/is-iceec-train.tsv"),
      encoding: .utf8)
    var total = 0
    var top1 = 0
    var wrong = 0
    for line in text.split(separator: "\n") {
      let fields = line.split(separator: "\t")
      guard fields.count == 2 else { continue }
      total += 1
      let correction = corrector.correction(for: String(fields[0]), context: Self.context())
      if let correction {
        if correction.lowercased() == fields[1].lowercased() { top1 += 1 } else { wrong += 1 }
      }
    }
    #expect(total == 1826)
    // The corrector replaces only a confident candidate (Settings.confidence): most of
    // these errors are two edits or end in a rare form, so they are suggested instead. A
    // slip near two words takes the better (Settings.ambiguousConfidence): right more
    // often than wrong, so a few more wrong words (11.4%) for a few more right ones. A long
    // compound yields to a slip inside a listed word (Settings.longCompoundLength: 55.5%);
    // a compound the dictionary lacks is corrected in its first part too
    // (Settings.compoundCorrectionLength: 56.2%). The list has every form of is_IS's
    // affixes, and a compound's first part four letters (60.5%).
    #expect(Double(top1) / Double(total) >= 0.60, "top-1 \(top1) of \(total)")
    #expect(Double(wrong) / Double(total) <= 0.12, "wrong corrections \(wrong) of \(total)")
  }

  /// Single-edit keyboard typos of frequent English words: the intended word is the
  /// correction or among the suggestions.
  @Test func englishKeyboardTypos() throws {
    let corrector = try #require(Self.corrector("en"))
    let cases: [(String, String)] = [
      ("teh", "the"), ("thsi", "this"), ("becuase", "because"), ("recieve", "receive"), ("wrok", "work"),
      ("definately", "definitely"), ("seperate", "separate"), ("tommorow", "tomorrow"), ("untill", "until"),
      ("wierd", "weird"), ("beleive", "believe"), ("occured", "occurred"), ("goverment", "government"),
      ("pakage", "package"), ("libary", "library"), ("thikn", "think"), ("dnoe", "done"), ("wnet", "went"),
      ("accomodate", "accommodate"), ("happend", "happened"), ("freind", "friend"), ("knwo", "know"),
    ]
    var misses: [String] = []
    for (typo, intended) in cases {
      let correction = corrector.correction(for: typo, context: Self.context())
      if correction != intended { misses.append("\(typo) -> \(correction ?? "(kept)")") }
      let suggestions = corrector.suggestions(for: typo, context: Self.context(), limit: 3)
      #expect(suggestions.contains(intended), "\(typo): \(suggestions)")
    }
    #expect(misses.count <= 3, "\(misses)")
  }
}
