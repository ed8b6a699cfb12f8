import Foundation
import Testing
import TypingRules
import TypingRulesYAML

/// Runs every rule's `examples` in every pack composed with every profile that inherits the
/// rule, as `rulecheck` does.
struct RuleExampleTests {
  struct Example: CustomTestStringConvertible, Sendable {
    var pack: String
    var profile: String
    var rule: String
    var index: Int
    var testDescription: String { "\(pack) (\(profile)): \(rule) example \(index + 1)" }
  }

  /// Every (pack, profile) pair.
  static let combinations: [(pack: String, profile: String)] = Fixtures.withLibrary { library in
    library.availableProfiles.flatMap { profile in library.availablePacks.map { ($0, profile) } }
  }

  static let examples: [Example] = Fixtures.withLibrary { library in
    combinations.flatMap { pack, profile -> [Example] in
      guard let compiled = try? library.load(pack: pack, profile: profile) else { return [] }
      return compiled.rules.flatMap { rule in
        rule.examples.indices.map { Example(pack: pack, profile: profile, rule: rule.id, index: $0) }
      }
    }
  }

  @Test("the rules folder has the ios and android profiles")
  func profilesExist() {
    let profiles = Fixtures.withLibrary { $0.availableProfiles }
    #expect(profiles.contains("ios"))
    #expect(profiles.contains("android"))
  }

  @Test(
    "every pack compiles with every profile",
    arguments: Fixtures.withLibrary { _ in combinations.map { "\($0.pack) \($0.profile)" } })
  func packCompiles(combination: String) {
    let parts = combination.split(separator: " ").map(String.init)
    Fixtures.withLibrary { library in
      do {
        _ = try library.load(pack: parts[0], profile: parts[1])
      } catch let error as DiagnosticsError {
        Issue.record("\(error.rendered)")
      } catch {
        Issue.record(error)
      }
    }
  }

  @Test("rule example", arguments: examples)
  func runExample(_ example: Example) throws {
    try Fixtures.withLibrary { library in
      let pack = try library.load(pack: example.pack, profile: example.profile)
      let rule = try #require(pack.rules.first { $0.id == example.rule })
      let source = rule.examples[example.index]
      var runner = CaseRunner(library: library)
      let result = runner.run(source, pack: pack)
      runner.mode = .reference
      CatalogTests.expectSameStates(result, runner.run(source, pack: pack), taps: source.taps)
      if let error = result.error { Issue.record("\(error.gnuLine)") }
      if let failure = result.failure {
        Issue.record(
          """
          \(failure.location): example of '\(example.rule)' fails (\(failure.what))
            taps:     \(source.taps.visible)
            expected: "\(failure.expected.visible)"
            actual:   "\(failure.actual.visible)"
          """)
      }
    }
  }
}
