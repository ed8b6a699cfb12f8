import Dispatch
import Foundation
import Testing
import TypingRules

/// One compiled program shared by many engines typing at once on several threads, each with
/// its own field: the program is immutable, so the results are those of typing one field
/// at a time, and the thread sanitizer reports no race (`Tests/run` runs this suite under
/// `-sanitize=thread`).
struct ConcurrentEnginesTests {
  static let engines = 16
  static let sequencesPerEngine = 40

  /// What one engine types: its own random scenarios, in one locale.
  static func scenarios(engine: Int, locale: String) -> [Scenario] {
    let generator = TapGenerator(packs: Packs.infos.filter { $0.tag == locale }, maxTaps: 40)
    return (0..<sequencesPerEngine).map { generator.scenario(seed: 99, sequence: engine * 1000 + $0) }
  }

  /// Types the scenarios one after the other into fresh fields; the final buffers.
  static func type(_ scenarios: [Scenario], program: RuleProgram, corrections: SubstitutionTable) throws
    -> [String]
  {
    try scenarios.map { scenario in
      let document = InMemoryDocument(before: scenario.before, after: scenario.after)
      var table = corrections
      table.merge(SubstitutionTable(scenario.corrections))
      let engine = try TypingEngine(
        program: program, document: document, field: scenario.field, settings: scenario.keyboardSettings,
        autocorrector: table)
      var clock = 0.0
      for step in scenario.steps {
        switch step {
        case .pause(let seconds): clock += seconds
        case .host: engine.documentDidChange()
        case .tap(let tap):
          clock += 0.2
          engine.handle(tap, at: clock)
        }
      }
      if engine.lastAutomaticEdit != nil { engine.revertLastEdit() }
      return document.text
    }
  }

  @Test("engines sharing one program on many threads type what they type alone", arguments: ["en", "fr"])
  func sharedProgram(locale: String) throws {
    let pack = try #require(Packs.all[locale])
    // The program as a keyboard extension gets it: read back from the compiled form.
    let bytes = CompiledRules(packs: [
      CompiledRules.Pack(tag: locale, program: pack.program, corrections: pack.corrections)
    ])
    .serialized()
    let loaded = try CompiledRules(bytes: bytes).pack(for: locale)
    let inputs = (0..<Self.engines).map { Self.scenarios(engine: $0, locale: locale) }
    let expected = try inputs.map {
      try Self.type($0, program: loaded.program, corrections: loaded.corrections)
    }

    let results = Locked([[String]?](repeating: nil, count: Self.engines))
    DispatchQueue.concurrentPerform(iterations: Self.engines) { index in
      let typed = try? Self.type(inputs[index], program: loaded.program, corrections: loaded.corrections)
      results.withLock { $0[index] = typed }
    }
    let actual = results.withLock { $0 }
    for index in 0..<Self.engines {
      #expect(actual[index] == expected[index], "engine \(index)")
    }
  }

  /// Engines on several threads, each handling its taps interleaved with the others, on
  /// one shared program (and its shared lazily built tables).
  @Test func interleavedTapsOnSharedProgram() throws {
    let pack = try #require(Packs.all["de"])
    let program = pack.program
    let threads = 4
    let scenario = Self.scenarios(engine: 0, locale: "de")[0]
    let expected = try Self.type(
      Array(repeating: scenario, count: 25), program: program, corrections: pack.corrections)
    let results = Locked([[String]](repeating: [], count: threads))
    DispatchQueue.concurrentPerform(iterations: threads) { index in
      let typed =
        (try? Self.type(
          Array(repeating: scenario, count: 25), program: program, corrections: pack.corrections)) ?? []
      results.withLock { $0[index] = typed }
    }
    for typed in results.withLock({ $0 }) { #expect(typed == expected) }
  }
}
