import Foundation
import Testing
import TypingRules

/// The generator the invariant suite relies on.
struct TapGeneratorTests {
  let generator = TapGenerator(packs: Packs.infos)

  @Test func theSameSeedAndSequenceGiveTheSameScenario() {
    for sequence in 0..<50 {
      let first = generator.scenario(seed: 42, sequence: sequence)
      let second = generator.scenario(seed: 42, sequence: sequence)
      #expect(first.tapString == second.tapString)
      #expect(
        first.locale == second.locale && first.field == second.field && first.settings == second.settings)
    }
    #expect(
      generator.scenario(seed: 42, sequence: 1).tapString
        != generator.scenario(seed: 43, sequence: 1).tapString)
  }

  @Test func aScenarioWritesATapStringThatParsesBackToItsSteps() throws {
    for sequence in 0..<500 {
      let scenario = generator.scenario(seed: 3, sequence: sequence)
      #expect(try TapScript(parsing: scenario.tapString).steps == scenario.steps, "\(scenario.tapString)")
    }
  }

  @Test func theGeneratorCoversEveryKindOfTapAndEveryPack() {
    var kinds: Set<String> = []
    var characters: Set<Character> = []
    var locales: Set<String> = []
    var plainCases: Set<String> = []
    for sequence in 0..<2000 {
      let scenario = generator.scenario(seed: 5, sequence: sequence)
      locales.insert(scenario.locale)
      if let plain = scenario.plainCase { plainCases.insert(plain.rawValue) }
      for tap in scenario.taps {
        kinds.insert(tap.kind.rawValue)
        if case .character(let character) = tap { characters.insert(character) }
      }
    }
    #expect(kinds == Set(EventKind.allCases.map(\.rawValue)).subtracting(["after-tap", "suggest"]))
    #expect(Set("-.,!?;:'\"¿¡").isSubset(of: characters))
    #expect(locales == Set(Packs.all.keys))
    #expect(plainCases.count == 3)
  }
}
