import Foundation
import Testing
import TypingRules
import TypingRulesYAML

/// Runs every rule's `examples` with the pack the rule belongs to, in every pack.
struct RuleExampleTests {
  struct Example: CustomTestStringConvertible, Sendable {
    var pack: String
    var rule: String
    var index: Int
    var testDescription: String { "\(pack): \(rule) example \(index + 1)" }
  }

  static let examples: [Example] = Fixtures.withLibrary { library in
    library.availablePacks.flatMap { pack -> [Example] in
      guard let compiled = try? library.load(pack: pack) else { return [] }
      return compiled.rules.flatMap { rule in
        rule.examples.indices.map { Example(pack: pack, rule: rule.id, index: $0) }
      }
    }
  }

  @Test("every pack compiles", arguments: Fixtures.withLibrary { $0.availablePacks })
  func packCompiles(pack: String) {
    Fixtures.withLibrary { library in
      do {
        _ = try library.load(pack: pack)
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
      let pack = try library.load(pack: example.pack)
      let rule = try #require(pack.rules.first { $0.id == example.rule })
      let source = rule.examples[example.index]
      let result = CaseRunner(library: library).run(source, pack: pack)
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
