import Foundation
import Testing
import TypingRules

struct ScenarioReproductionTests {
  /// The printed command line replays the scenario: `typingrules type` with the printed
  /// arguments prints what the engine typed.
  @Test func typingrulesTypeReplaysAPrintedScenario() throws {
    let binary = try #require(Executables.locate("typingrules"), "build typingrules first")
    let generator = TapGenerator(packs: Packs.infos, maxTaps: 25)
    for sequence in 0..<12 {
      var scenario = generator.scenario(seed: 11, sequence: sequence)
      if sequence == 0 { scenario.before = "it's" }
      var run = TypingRun()
      try TypingRun.type(scenario, pack: Packs.all[scenario.locale]!, into: &run)
      let output = try Executables.run(
        binary, ["type", "--rules", Packs.rulesRoot] + scenario.typeArguments.dropFirst())
      #expect(output.status == 0, "\(scenario.commandLine)\n\(output.stderr)")
      #expect(output.stdout == run.text(run.befores.count - 1) + "\n", "\(scenario.commandLine)")
    }
  }
}
