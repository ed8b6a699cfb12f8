import Foundation
import Testing
import TypingRules
import TypingRulesYAML

/// The guard index (`Shortcuts.guardIndex`) only decides which rules the loop visits: with it
/// and without it, every pack types the same text and tells a tracer the same things, rule
/// by rule (the rules it does not visit are reported as skipped by the guard or the field,
/// as the loop without it reports them).
struct GuardIndexTests {
  /// What an engine did: the trace of every tap (the events' descriptions) and the text.
  static func typed(_ taps: [Tap], _ program: RuleProgram, field: FieldTraits, shortcuts: Shortcuts) throws
    -> (trace: [String], text: String)
  {
    let document = InMemoryDocument()
    let engine = try TypingEngine(
      program: program, document: document, field: field,
      autocorrector: SubstitutionTable(["teh": "the", "dont": "don't", "im": "I'm"]), shortcuts: shortcuts)
    var trace: [String] = []
    engine.tracer = { trace.append(String(describing: $0)) }
    var clock = 0.0
    for tap in taps {
      clock += 0.15
      engine.handle(tap, at: clock)
      trace.append("text: \(document.text)")
    }
    return (trace, document.text)
  }

  /// Every third catalog case's taps, from every catalog (the catalogs run whole against
  /// the reference mode in `CatalogTests`; tracing each twice in a debug build is slow).
  static let catalogTaps: [[Tap]] = Fixtures.catalogPaths().flatMap { path -> [[Tap]] in
    guard let data = FileManager.default.contents(atPath: path),
      let catalog = try? Catalog.load(path: path, bytes: [UInt8](data))
    else { return [] }
    return catalog.cases.enumerated().compactMap { index, source in
      index % 3 == 0 ? try? TapScript(parsing: source.taps).taps : nil
    }
  }

  /// Seeded random taps over the keys the rules react to.
  static let randomTaps: [[Tap]] = {
    let keys: [Tap] =
      "aeiouxtn.,;:!?'\"-()«»„“”‘’1209@/#&".map { Tap.character($0) } + [
        .space, .space, .space, .backspace, .return, .revert, .shift, .accept("the"), .text("…"),
      ]
    var generator = SplitMix64(seed: 7)
    return (0..<40).map { _ in (0..<40).map { _ in keys.randomElement(using: &generator)! } }
  }()

  /// Types each sequence with and without the guard index; records the first difference.
  static func expectSame(_ sequences: [[Tap]], _ program: RuleProgram, field: FieldTraits, _ what: String)
    throws
  {
    for taps in sequences {
      let with = try typed(taps, program, field: field, shortcuts: .all)
      let without = try typed(taps, program, field: field, shortcuts: Shortcuts.all.subtracting(.guardIndex))
      guard with.trace != without.trace else { continue }
      let shorter = min(with.trace.count, without.trace.count)
      let first = (0..<shorter).first { with.trace[$0] != without.trace[$0] } ?? shorter
      Issue.record(
        """
        \(what): the traces differ at event \(first) for taps \(taps)
          with:    \(first < with.trace.count ? with.trace[first] : "(end)")
          without: \(first < without.trace.count ? without.trace[first] : "(end)")
        """)
      return
    }
  }

  @Test("the guard index changes nothing typed or traced on the catalogs' taps (every third case)")
  func catalogs() throws {
    #expect(Self.catalogTaps.count >= 300)
    let pack = try Fixtures.withLibrary { try $0.load(locale: "en") }
    try Self.expectSame(Self.catalogTaps, pack.program, field: FieldTraits(), "en")
  }

  @Test(
    "the guard index changes nothing typed or traced on random taps", arguments: ["en", "de", "fr", "ru"])
  func random(locale: String) throws {
    for profile in Fixtures.withLibrary({ $0.availableProfiles }) {
      let pack = try Fixtures.withLibrary { try $0.load(locale: locale, profile: profile) }
      for autocapitalization in ["sentences", "words", "none"] {
        var field = FieldTraits()
        try field.set(.autocapitalization, to: autocapitalization)
        try Self.expectSame(
          Self.randomTaps, pack.program, field: field, "\(locale) \(profile) \(autocapitalization)")
      }
    }
  }
}
