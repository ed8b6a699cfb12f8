import Testing
import TypingRules

/// The engine's shortcuts (the trigger index, rule guards, the field and settings decided
/// once, automata, possessive runs, token clues, word-list
/// filters, remembered class answers, the context window kept in step) must give exactly
/// what the plain definition gives: random scenarios in every shipped pack are typed in the
/// production mode, the production mode with a tracer set, and the reference mode, and the
/// three must agree after every tap (text before and after the cursor, shift state,
/// revertable edit), with the whole context and with a truncated one.
struct ReferenceModeTests {
  static let sequences = 1200
  static let batches = 4

  @Test("the production mode, traced or not, equals the reference mode", arguments: 0..<batches)
  func productionEqualsReference(batch: Int) throws {
    let generator = TapGenerator(packs: Packs.infos, maxTaps: 40)
    var sequence = batch
    var failures = 0
    while sequence < Self.sequences, failures < 3 {
      let scenario = generator.scenario(seed: 11, sequence: sequence)
      let pack = try #require(Packs.all[scenario.locale])
      // Every other scenario through a context cut to its window's limit.
      let limit = sequence % 2 == 0 ? nil : scenario.window.limit
      var production = TypingRun()
      var traced = TypingRun()
      var reference = TypingRun()
      try TypingRun.type(scenario, pack: pack, contextLimit: limit, into: &production)
      try TypingRun.type(scenario, pack: pack, contextLimit: limit, traced: true, into: &traced)
      try TypingRun.type(scenario, pack: pack, contextLimit: limit, mode: .reference, into: &reference)
      for (name, other) in [("traced", traced), ("reference", reference)] where production != other {
        failures += 1
        let tap = Self.firstDifference(production, other)
        Issue.record(
          """
          \(name) differs from production in \(scenario.locale) (sequence \(sequence), \
          context limit \(limit.map(String.init) ?? "none"), after tap \(tap.map(String.init) ?? "?")):
            taps: \(scenario.tapString)
            production: \(Self.state(production, tap))
            \(name): \(Self.state(other, tap))
          """)
      }
      sequence += Self.batches
    }
  }

  static func firstDifference(_ one: TypingRun, _ other: TypingRun) -> Int? {
    one.befores.indices.first {
      $0 >= other.befores.count || one.befores[$0] != other.befores[$0] || one.afters[$0] != other.afters[$0]
        || one.shifted[$0] != other.shifted[$0] || one.edits[$0] != other.edits[$0]
    }
  }

  static func state(_ run: TypingRun, _ tap: Int?) -> String {
    guard let tap, tap < run.befores.count else { return "?" }
    return
      "\(run.befores[tap].debugDescription)|\(run.afters[tap].debugDescription) shifted=\(run.shifted[tap]) edit=\(String(describing: run.edits[tap]))"
  }
}
