import Testing
import TypingRules

/// The engine skips rules it can tell will not fire without evaluating them: rules the
/// field's traits or the settings rule out, and rules whose conditions cannot hold with the
/// character before the cursor (their guard, see `ProgramTables+Guards.swift`). A traced
/// engine skips nothing (the trace says why every rule stood down), so typing the same
/// taps with and without a tracer must give the same text, shift state and revertable edit
/// after every tap, in every shipped pack.
struct SkippedRulesTests {
  static let sequences = 1600
  static let batches = 4

  @Test("skipping rules changes nothing that is typed", arguments: 0..<batches)
  func skippingChangesNothing(batch: Int) throws {
    let generator = TapGenerator(packs: Packs.infos, maxTaps: 40)
    var sequence = batch
    var failures = 0
    while sequence < Self.sequences, failures < 3 {
      let scenario = generator.scenario(seed: 11, sequence: sequence)
      let pack = try #require(Packs.all[scenario.locale])
      var plain = TypingRun()
      var traced = TypingRun()
      try TypingRun.type(scenario, pack: pack, into: &plain)
      try TypingRun.type(scenario, pack: pack, traced: true, into: &traced)
      if plain != traced {
        failures += 1
        let tap = zip(plain.befores.indices, zip(plain.befores, traced.befores)).first { $0.1.0 != $0.1.1 }?.0
        Issue.record(
          """
          skipping rules changed the outcome in \(scenario.locale) (sequence \(sequence), tap \(tap.map(String.init) ?? "?")):
            taps: \(scenario.tapString)
            skipping: \(plain.text(plain.befores.count - 1).debugDescription)
            traced:   \(traced.text(traced.befores.count - 1).debugDescription)
          """)
      }
      sequence += Self.batches
    }
  }
}
